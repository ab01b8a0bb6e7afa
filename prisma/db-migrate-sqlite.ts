// The SQLite driver adapter for the Prisma CLI, with the fix adapter-better-sqlite3 6.19.3 needs there.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;

// Replaying migrations into the shadow database (migrate diff/dev) sends each whole migration file through
// executeRaw, which better-sqlite3 prepares as one statement and refuses (P3006). A script with no
// parameters is run as a script instead.
function runScriptsWhole(adapter: Adapter): Adapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length === 0 && query.sql.trim().replace(/;\s*$/, "").includes(";")) {
      await adapter.executeScript(query.sql);
      return 0;
    }
    return executeRaw(query);
  };
  return adapter;
}

class MigrationSqliteAdapter extends PrismaBetterSQLite3 {
  override async connect() {
    return runScriptsWhole(await super.connect());
  }

  override async connectToShadowDb() {
    return runScriptsWhole(await super.connectToShadowDb());
  }
}

export function createMigrationSqliteAdapter(url: string) {
  const shadow = path.join(os.tmpdir(), `prisma-shadow-${process.pid}.db`);
  fs.rmSync(shadow, { force: true });
  return new MigrationSqliteAdapter({ url }, { shadowDatabaseUrl: `file:${shadow}` });
}
