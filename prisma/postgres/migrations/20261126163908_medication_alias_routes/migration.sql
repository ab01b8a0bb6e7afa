-- AlterTable
ALTER TABLE "Medication" ADD COLUMN     "aliasRoutes" TEXT NOT NULL DEFAULT '{}';

