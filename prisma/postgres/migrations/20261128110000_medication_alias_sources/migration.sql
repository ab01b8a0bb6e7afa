-- AlterTable
ALTER TABLE "Medication" ADD COLUMN     "aliasSources" TEXT NOT NULL DEFAULT '[]';
