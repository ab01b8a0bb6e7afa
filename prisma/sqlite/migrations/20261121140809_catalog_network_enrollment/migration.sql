-- CreateTable
CREATE TABLE "Medication" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "generic" TEXT NOT NULL,
    "isBrand" BOOLEAN NOT NULL,
    "genericSlug" TEXT,
    "defaultDose" TEXT NOT NULL,
    "rxcuis" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Dose" (
    "medicationSlug" TEXT NOT NULL,
    "ndc" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "rxcui" TEXT NOT NULL,
    "strength" TEXT NOT NULL,
    "doseForm" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "unitKey" TEXT NOT NULL,
    "baseValue" TEXT NOT NULL,
    "package" BOOLEAN NOT NULL,
    "quantities" TEXT NOT NULL,
    "defaultQuantity" TEXT NOT NULL,
    "program" BOOLEAN NOT NULL,

    PRIMARY KEY ("medicationSlug", "ndc"),
    CONSTRAINT "Dose_medicationSlug_fkey" FOREIGN KEY ("medicationSlug") REFERENCES "Medication" ("slug") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Ndc" (
    "ndc" TEXT NOT NULL PRIMARY KEY,
    "rxcui" TEXT,
    "description" TEXT NOT NULL,
    "isBrand" BOOLEAN NOT NULL,
    "nadacPerUnit" REAL,
    "pricingUnit" TEXT,
    "nadacDate" TEXT,
    "otc" BOOLEAN,
    "doseNdc" TEXT
);

-- CreateTable
CREATE TABLE "NadacPrice" (
    "ndc" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "perUnit" REAL NOT NULL,

    PRIMARY KEY ("ndc", "month")
);

-- CreateTable
CREATE TABLE "SearchEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "DataVersion" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Chain" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Pharmacy" (
    "npi" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "chainCode" TEXT NOT NULL,
    "phone" TEXT,
    "street" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "lat" REAL NOT NULL,
    "lng" REAL NOT NULL,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "Pharmacy_chainCode_fkey" FOREIGN KEY ("chainCode") REFERENCES "Chain" ("code") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Zip" (
    "zip" TEXT NOT NULL PRIMARY KEY,
    "lat" REAL NOT NULL,
    "lng" REAL NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Enrollment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "group" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "subId" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "firstName" TEXT,
    "middleName" TEXT,
    "lastName" TEXT,
    "suffix" TEXT,
    "gender" TEXT,
    "dob" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "addressLine1" TEXT,
    "addressLine2" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "zipExtension" TEXT,
    "startDate" TEXT,
    "endDate" TEXT,
    "originDate" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "EnrollmentAudit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "enrollmentId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "fields" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CardHolder" (
    "group" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "personKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("group", "memberId", "personKey")
);

-- CreateTable
CREATE TABLE "FederalCoverage" (
    "personKey" TEXT NOT NULL PRIMARY KEY,
    "source" TEXT NOT NULL,
    "loadedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Medication_genericSlug_idx" ON "Medication"("genericSlug");

-- CreateIndex
CREATE INDEX "Dose_ndc_idx" ON "Dose"("ndc");

-- CreateIndex
CREATE INDEX "SearchEvent_createdAt_slug_idx" ON "SearchEvent"("createdAt", "slug");

-- CreateIndex
CREATE INDEX "Pharmacy_chainCode_idx" ON "Pharmacy"("chainCode");

-- CreateIndex
CREATE INDEX "Pharmacy_zip_idx" ON "Pharmacy"("zip");

-- CreateIndex
CREATE INDEX "Pharmacy_lat_lng_idx" ON "Pharmacy"("lat", "lng");

-- CreateIndex
CREATE INDEX "Enrollment_accountId_idx" ON "Enrollment"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Enrollment_group_memberId_subId_key" ON "Enrollment"("group", "memberId", "subId");

-- CreateIndex
CREATE INDEX "EnrollmentAudit_enrollmentId_idx" ON "EnrollmentAudit"("enrollmentId");

