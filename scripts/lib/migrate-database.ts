// Applies the committed migrations of the selected database (prisma migrate deploy) when any is missing, then
// encrypts enrollment personal data stored in plaintext or under an earlier key (seal-personal-data.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { databaseProvider, resolveDatabaseUrl, sqliteFilePath } from "../../lib/platform/database-url";
import { allApplied, APPLIED_MIGRATIONS_SQL, committedMigrations } from "./database-ready";

export async function migrateDatabase({ quiet = false } = {}): Promise<void> {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  const provider = databaseProvider(url);
  if (provider === "sqlite") {
    const file = sqliteFilePath(url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await enableWal(file);
  }
  if (!(await isUpToDate(provider))) deployMigrations(url, quiet);
  const { sealStoredPersonalData } = await import("./seal-personal-data");
  const sealed = await sealStoredPersonalData();
  if (sealed > 0) console.log(`Encrypted the personal data of ${sealed} enrollments with the current key.`);
}

function deployMigrations(url: string, quiet: boolean): void {
  try {
    execFileSync(path.join("node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
      stdio: quiet ? "pipe" : ["ignore", "inherit", "inherit"],
      env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`prisma migrate deploy failed:\n${stdout?.toString() ?? ""}${stderr?.toString() ?? ""}`);
  }
}

// Starting the Prisma CLI takes over a second; skip it when every committed migration is applied already.
async function isUpToDate(provider: "sqlite" | "postgres"): Promise<boolean> {
  const { db } = await import("../../lib/db");
  try {
    return allApplied(committedMigrations(provider), await db.$queryRawUnsafe(APPLIED_MIGRATIONS_SQL));
  } catch {
    return false; // no migrations table yet
  } finally {
    await db.$disconnect(); // the schema engine needs the SQLite file to itself; the client reconnects on next use
  }
}

// WAL lets readers run while a writer commits; the mode is stored in the file, so once is enough.
async function enableWal(file: string): Promise<void> {
  const { default: Database } = await import("better-sqlite3");
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
}
