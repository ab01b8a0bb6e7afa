-- AlterTable
ALTER TABLE "Dose" ADD COLUMN "dispensed" INTEGER;

