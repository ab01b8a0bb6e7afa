-- AlterTable
ALTER TABLE "Dose" ADD COLUMN     "labelEs" TEXT NOT NULL,
ADD COLUMN     "pricingUnit" TEXT;

-- AlterTable
ALTER TABLE "Medication" ADD COLUMN     "popularity" INTEGER NOT NULL DEFAULT 0;

