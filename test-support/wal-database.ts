// A fresh SQLite database in WAL mode with one table `t`, and what of it has reached the database file: for the tests
// of the checkpoint worker (lib/platform/sqlite-checkpoints*.test.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

export function walDatabase(column = "TEXT"): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "checkpoints-")), "test.db");
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, v ${column})`);
  db.close();
  return file;
}

// The rows in the database file alone, without its WAL: what has been checkpointed.
export function rowsCheckpointed(file: string): number {
  const copy = `${file}.copy`;
  fs.copyFileSync(file, copy);
  const db = new Database(copy, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM t").get() as { n: number }).n;
  } finally {
    db.close();
    fs.rmSync(copy);
  }
}
