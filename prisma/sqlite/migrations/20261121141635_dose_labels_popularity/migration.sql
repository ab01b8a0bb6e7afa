-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Dose" (
    "medicationSlug" TEXT NOT NULL,
    "ndc" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "rxcui" TEXT NOT NULL,
    "strength" TEXT NOT NULL,
    "doseForm" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "labelEs" TEXT NOT NULL,
    "unitKey" TEXT NOT NULL,
    "pricingUnit" TEXT,
    "baseValue" TEXT NOT NULL,
    "package" BOOLEAN NOT NULL,
    "quantities" TEXT NOT NULL,
    "defaultQuantity" TEXT NOT NULL,
    "program" BOOLEAN NOT NULL,

    PRIMARY KEY ("medicationSlug", "ndc"),
    CONSTRAINT "Dose_medicationSlug_fkey" FOREIGN KEY ("medicationSlug") REFERENCES "Medication" ("slug") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Dose" ("baseValue", "defaultQuantity", "doseForm", "label", "medicationSlug", "ndc", "package", "position", "program", "quantities", "rxcui", "strength", "unitKey") SELECT "baseValue", "defaultQuantity", "doseForm", "label", "medicationSlug", "ndc", "package", "position", "program", "quantities", "rxcui", "strength", "unitKey" FROM "Dose";
DROP TABLE "Dose";
ALTER TABLE "new_Dose" RENAME TO "Dose";
CREATE INDEX "Dose_ndc_idx" ON "Dose"("ndc");
CREATE TABLE "new_Medication" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "generic" TEXT NOT NULL,
    "isBrand" BOOLEAN NOT NULL,
    "genericSlug" TEXT,
    "defaultDose" TEXT NOT NULL,
    "rxcuis" TEXT NOT NULL,
    "popularity" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_Medication" ("defaultDose", "generic", "genericSlug", "isBrand", "name", "rxcuis", "slug") SELECT "defaultDose", "generic", "genericSlug", "isBrand", "name", "rxcuis", "slug" FROM "Medication";
DROP TABLE "Medication";
ALTER TABLE "new_Medication" RENAME TO "Medication";
CREATE INDEX "Medication_genericSlug_idx" ON "Medication"("genericSlug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

