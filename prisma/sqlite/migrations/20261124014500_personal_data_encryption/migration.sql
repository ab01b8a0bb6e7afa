-- Enrollment personal data is encrypted per column (lib/eligibility/personal-data.ts), the row names its key.
-- Rows stored before this are encrypted by npm run db:migrate (scripts/lib/migrate-database.ts).
ALTER TABLE "Enrollment" ADD COLUMN "personalDataKeyId" TEXT;
