-- Request rates shared by every server process on the database (leased, not written per request), and the first
-- answers of POSTs sent with an Idempotency-Key.
-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "keyHash" TEXT NOT NULL PRIMARY KEY,
    "tat" REAL NOT NULL,
    "granted" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "IdempotentRequest" (
    "accountId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" INTEGER,
    "answer" TEXT,
    "answerKeyId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("accountId", "key")
);

-- CreateIndex
CREATE INDEX "IdempotentRequest_createdAt_idx" ON "IdempotentRequest"("createdAt");

