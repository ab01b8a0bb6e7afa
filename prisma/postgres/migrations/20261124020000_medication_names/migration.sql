-- Search names: a medication's other names (aliases) and the drug names the catalog does not sell.
ALTER TABLE "Medication" ADD COLUMN     "aliases" TEXT NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "OtherDrugName" (
    "name" TEXT NOT NULL,

    CONSTRAINT "OtherDrugName_pkey" PRIMARY KEY ("name")
);
