// npm run db:seed: migrates, then loads the seed into an empty database.
import { db } from "../lib/db";
import { migrateDatabase } from "./lib/migrate-database";
import { seedDatabase } from "./lib/seed-database";

await migrateDatabase({ quiet: true });
await seedDatabase();
await db.$disconnect();
