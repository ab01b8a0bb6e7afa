// Applies the committed migrations of the selected database (prisma migrate deploy), creating the SQLite folder.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { databaseProvider, resolveDatabaseUrl, sqliteFilePath } from "../../lib/database-url";

export async function migrateDatabase({ quiet = false } = {}): Promise<void> {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL);
  if (databaseProvider(url) === "sqlite") {
    const file = sqliteFilePath(url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await enableWal(file);
  }
  execFileSync(path.join("node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
    stdio: quiet ? "pipe" : ["ignore", "inherit", "inherit"],
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}

// WAL lets readers run while a writer commits; the mode is stored in the file, so once is enough.
async function enableWal(file: string): Promise<void> {
  const { default: Database } = await import("better-sqlite3");
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
}
