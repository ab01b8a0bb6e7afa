-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "endpoints" TEXT NOT NULL,
    "cardTypes" TEXT NOT NULL,
    "eligibility" TEXT NOT NULL DEFAULT '{}',
    "disabledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoBrand" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "accessCode" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CoBrand_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardConfig" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "coBrandId" TEXT,
    "cardType" TEXT NOT NULL,
    "bin" TEXT NOT NULL,
    "pcn" TEXT NOT NULL,
    "group" TEXT NOT NULL,
    "memberIdPrefix" TEXT NOT NULL,
    "memberIdDigits" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IssuedCard" (
    "memberId" TEXT NOT NULL,
    "cardConfigId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IssuedCard_pkey" PRIMARY KEY ("memberId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_hash_key" ON "ApiKey"("hash");

-- CreateIndex
CREATE INDEX "ApiKey_accountId_idx" ON "ApiKey"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "CoBrand_accountId_accessCode_key" ON "CoBrand"("accountId", "accessCode");

-- CreateIndex
CREATE UNIQUE INDEX "CardConfig_group_key" ON "CardConfig"("group");

-- CreateIndex
CREATE INDEX "CardConfig_accountId_cardType_idx" ON "CardConfig"("accountId", "cardType");

-- CreateIndex
CREATE INDEX "IssuedCard_cardConfigId_idx" ON "IssuedCard"("cardConfigId");

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoBrand" ADD CONSTRAINT "CoBrand_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardConfig" ADD CONSTRAINT "CardConfig_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardConfig" ADD CONSTRAINT "CardConfig_coBrandId_fkey" FOREIGN KEY ("coBrandId") REFERENCES "CoBrand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssuedCard" ADD CONSTRAINT "IssuedCard_cardConfigId_fkey" FOREIGN KEY ("cardConfigId") REFERENCES "CardConfig"("id") ON DELETE CASCADE ON UPDATE CASCADE;

