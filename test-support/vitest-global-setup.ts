// Vitest: a fresh, migrated SQLite file for the integration tests (domain code against a real database).
import fs from "node:fs";

export default async function setup(): Promise<void> {
  process.env.DATABASE_URL = "file:./data/vitest.db";
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`data/vitest.db${suffix}`, { force: true });
  const { migrateDatabase } = await import("../scripts/lib/migrate-database");
  await migrateDatabase({ quiet: true });
  const { db } = await import("../lib/db");
  await db.$disconnect();
}
