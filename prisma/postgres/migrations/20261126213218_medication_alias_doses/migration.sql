-- AlterTable
ALTER TABLE "Medication" DROP COLUMN "aliasRoutes",
ADD COLUMN     "aliasDoses" TEXT NOT NULL DEFAULT '{}';

