// Whether npm start has nothing to do to the database before serving: WAL on (SQLite), every committed migration
// applied, the catalog and network seeded, the demo account there, and no enrollment's personal data in plaintext or
// under an earlier key. Read straight through the driver (better-sqlite3 read-only, or one pg connection), so a start
// on a database that is ready loads neither Prisma nor the seeds (they took the launcher 0.8-1.2 CPU-seconds before
// each start). Any doubt (no file, no connection, a missing table) answers false: the launcher then migrates, seeds
// and seals through Prisma as before (migrate-database.ts, seed-database.ts), which reports what is wrong.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { databaseProvider, sqliteFilePath } from "../../lib/platform/database-url";

// The documented demo account (seed-database.ts seeds it).
export const DEMO_ACCOUNT_ID = "demo";

type Query = (sql: string, params?: string[]) => Promise<Record<string, unknown>[]>;

// The migrations committed for a database, by folder name (as _prisma_migrations records them).
export function committedMigrations(provider: "sqlite" | "postgres"): string[] {
  return fs
    .readdirSync(path.join("prisma", provider, "migrations"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

export const APPLIED_MIGRATIONS_SQL = `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;

export function allApplied(committed: string[], rows: { migration_name: unknown }[]): boolean {
  const applied = new Set(rows.map((r) => r.migration_name));
  return committed.every((name) => applied.has(name));
}

export async function databaseIsReady(url: string, currentKeyId: string): Promise<boolean> {
  const provider = databaseProvider(url);
  try {
    if (provider === "sqlite") {
      const file = sqliteFilePath(url);
      if (!fs.existsSync(file)) return false;
      const sqlite = new Database(file, { readonly: true, fileMustExist: true });
      try {
        if (sqlite.pragma("journal_mode", { simple: true }) !== "wal") return false;
        const query: Query = async (sql, params = []) =>
          sqlite.prepare(sql.replace(/\$\d+/g, "?")).all(...params) as Record<string, unknown>[];
        return await checks(query, provider, currentKeyId);
      } finally {
        sqlite.close();
      }
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await checks(async (sql, params) => (await client.query(sql, params)).rows, provider, currentKeyId);
    } finally {
      await client.end();
    }
  } catch {
    return false;
  }
}

async function checks(query: Query, provider: "sqlite" | "postgres", currentKeyId: string): Promise<boolean> {
  if (
    !allApplied(committedMigrations(provider), (await query(APPLIED_MIGRATIONS_SQL)) as { migration_name: unknown }[])
  )
    return false;
  const any = async (sql: string, params?: string[]) => (await query(`${sql} LIMIT 1`, params)).length > 0;
  return (
    (await any(`SELECT 1 FROM "Medication"`)) &&
    (await any(`SELECT 1 FROM "Pharmacy"`)) &&
    (await any(`SELECT 1 FROM "Account" WHERE "id" = $1`, [DEMO_ACCOUNT_ID])) &&
    // sealStoredPersonalData's rows (seal-personal-data.ts): none left to encrypt.
    !(await any(`SELECT 1 FROM "Enrollment" WHERE "personalDataKeyId" IS NULL OR "personalDataKeyId" <> $1`, [
      currentKeyId,
    ]))
  );
}
