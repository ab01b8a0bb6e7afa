// Tests that replace whole data sets get a database file of their own: a copy of the migrated schema, taken before any
// test ran (vitest-global-setup.ts), never of vitest.db while other test files write to it.
import fs from "node:fs";

export const MIGRATED_TEMPLATE = "data/vitest-migrated.db";

export function selectOwnTestDatabase(name: string): void {
  const file = `data/vitest-${name}.db`;
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync(MIGRATED_TEMPLATE, file);
  process.env.DATABASE_URL = `file:./${file}`;
}
