-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "endpoints" TEXT NOT NULL,
    "cardTypes" TEXT NOT NULL,
    "eligibility" TEXT NOT NULL DEFAULT '{}',
    "disabledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" DATETIME,
    CONSTRAINT "ApiKey_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CoBrand" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "accessCode" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CoBrand_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CardConfig" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "coBrandId" TEXT,
    "cardType" TEXT NOT NULL,
    "bin" TEXT NOT NULL,
    "pcn" TEXT NOT NULL,
    "group" TEXT NOT NULL,
    "memberIdPrefix" TEXT NOT NULL,
    "memberIdDigits" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardConfig_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CardConfig_coBrandId_fkey" FOREIGN KEY ("coBrandId") REFERENCES "CoBrand" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "IssuedCard" (
    "memberId" TEXT NOT NULL PRIMARY KEY,
    "cardConfigId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "IssuedCard_cardConfigId_fkey" FOREIGN KEY ("cardConfigId") REFERENCES "CardConfig" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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

