// Vitest: a fresh, migrated SQLite file for the integration tests (domain code against a real database).
import fs from "node:fs";
import { MIGRATED_TEMPLATE } from "./test-database";

export default async function setup(): Promise<void> {
  process.env.DATABASE_URL = "file:./data/vitest.db";
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`data/vitest.db${suffix}`, { force: true });
  const { migrateDatabase } = await import("../scripts/lib/migrate-database");
  await migrateDatabase({ quiet: true });
  const { db } = await import("../lib/db");
  await db.$disconnect();
  // The migrated schema as it is now, for the tests that want a database of their own (test-database.ts): vitest.db
  // itself takes rows from the test files running beside them.
  fs.rmSync(MIGRATED_TEMPLATE, { force: true });
  const Database = (await import("better-sqlite3")).default;
  const source = new Database("data/vitest.db", { readonly: true });
  try {
    source.exec(`VACUUM INTO '${MIGRATED_TEMPLATE}'`);
  } finally {
    source.close();
  }
}
