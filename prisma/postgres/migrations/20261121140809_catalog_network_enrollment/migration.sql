-- CreateTable
CREATE TABLE "Medication" (
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "generic" TEXT NOT NULL,
    "isBrand" BOOLEAN NOT NULL,
    "genericSlug" TEXT,
    "defaultDose" TEXT NOT NULL,
    "rxcuis" TEXT NOT NULL,

    CONSTRAINT "Medication_pkey" PRIMARY KEY ("slug")
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

    CONSTRAINT "Dose_pkey" PRIMARY KEY ("medicationSlug","ndc")
);

-- CreateTable
CREATE TABLE "Ndc" (
    "ndc" TEXT NOT NULL,
    "rxcui" TEXT,
    "description" TEXT NOT NULL,
    "isBrand" BOOLEAN NOT NULL,
    "nadacPerUnit" DOUBLE PRECISION,
    "pricingUnit" TEXT,
    "nadacDate" TEXT,
    "otc" BOOLEAN,
    "doseNdc" TEXT,

    CONSTRAINT "Ndc_pkey" PRIMARY KEY ("ndc")
);

-- CreateTable
CREATE TABLE "NadacPrice" (
    "ndc" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "perUnit" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "NadacPrice_pkey" PRIMARY KEY ("ndc","month")
);

-- CreateTable
CREATE TABLE "SearchEvent" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SearchEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DataVersion" (
    "name" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "Chain" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Chain_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "Pharmacy" (
    "npi" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "chainCode" TEXT NOT NULL,
    "phone" TEXT,
    "street" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Pharmacy_pkey" PRIMARY KEY ("npi")
);

-- CreateTable
CREATE TABLE "Zip" (
    "zip" TEXT NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,

    CONSTRAINT "Zip_pkey" PRIMARY KEY ("zip")
);

-- CreateTable
CREATE TABLE "Enrollment" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Enrollment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EnrollmentAudit" (
    "id" SERIAL NOT NULL,
    "enrollmentId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "fields" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EnrollmentAudit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardHolder" (
    "group" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "personKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardHolder_pkey" PRIMARY KEY ("group","memberId","personKey")
);

-- CreateTable
CREATE TABLE "FederalCoverage" (
    "personKey" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "loadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FederalCoverage_pkey" PRIMARY KEY ("personKey")
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

-- AddForeignKey
ALTER TABLE "Dose" ADD CONSTRAINT "Dose_medicationSlug_fkey" FOREIGN KEY ("medicationSlug") REFERENCES "Medication"("slug") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Pharmacy" ADD CONSTRAINT "Pharmacy_chainCode_fkey" FOREIGN KEY ("chainCode") REFERENCES "Chain"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

