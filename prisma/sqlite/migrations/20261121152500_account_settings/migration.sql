-- The account settings hold more than eligibility rules (the pricing contract too): rename, keeping the data.
ALTER TABLE "Account" RENAME COLUMN "eligibility" TO "settings";
