-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Medication" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "generic" TEXT NOT NULL,
    "isBrand" BOOLEAN NOT NULL,
    "genericSlug" TEXT,
    "defaultDose" TEXT NOT NULL,
    "rxcuis" TEXT NOT NULL,
    "popularity" INTEGER NOT NULL DEFAULT 0,
    "aliases" TEXT NOT NULL DEFAULT '[]',
    "aliasDoses" TEXT NOT NULL DEFAULT '{}'
);
INSERT INTO "new_Medication" ("aliases", "defaultDose", "generic", "genericSlug", "isBrand", "name", "popularity", "rxcuis", "slug") SELECT "aliases", "defaultDose", "generic", "genericSlug", "isBrand", "name", "popularity", "rxcuis", "slug" FROM "Medication";
DROP TABLE "Medication";
ALTER TABLE "new_Medication" RENAME TO "Medication";
CREATE INDEX "Medication_genericSlug_idx" ON "Medication"("genericSlug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

