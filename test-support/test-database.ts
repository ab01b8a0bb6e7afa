// Tests that replace whole data sets get a database file of their own: a copy of the migrated vitest database.
import fs from "node:fs";

export function selectOwnTestDatabase(name: string): void {
  const file = `data/vitest-${name}.db`;
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync("data/vitest.db", file);
  process.env.DATABASE_URL = `file:./${file}`;
}
