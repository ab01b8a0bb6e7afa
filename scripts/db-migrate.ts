// npm run db:migrate: applies the committed migrations to the database DATABASE_URL names.
import { migrateDatabase } from "./lib/migrate-database";

await migrateDatabase();
