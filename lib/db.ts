// The Prisma client, one per process, on the database DATABASE_URL names (SQLite by default, or PostgreSQL).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { databasePools } from "./platform/database-pools";
import { databaseProvider, sqliteFilePath } from "./platform/database-url";
import { assertPinnedRuntime } from "./platform/node-runtime";
import { leaveCheckpointsToWorker } from "./platform/sqlite-checkpoints";
import { PrismaClient as PostgresClient } from "./generated/postgres/client";
import { PrismaClient } from "./generated/sqlite/client";
import { env } from "./env";

export type Db = PrismaClient;

// Prisma's SQLite connection (one per process, opened by its first query): where a worker thread checkpoints the
// database (lib/platform/sqlite-checkpoints.ts), it turns SQLite's automatic checkpoint off before that first query,
// so none runs inside a request's COMMIT. Done here rather than by a PRAGMA query at start: a server process is ready
// (its read models built through the driver) without Prisma having queried anything.
class SqliteAdapter extends PrismaBetterSQLite3 {
  constructor(private readonly file: string) {
    super({ url: `file:${file}`, timeout: 5000 });
  }

  override async connect() {
    const adapter = await super.connect();
    leaveCheckpointsToWorker(
      this.file,
      (adapter as unknown as { client: { pragma: (source: string) => unknown } }).client,
    );
    return adapter;
  }
}

function createDb(): Db {
  const { DATABASE_URL: url, DATABASE_POOL_SIZE } = env();
  if (databaseProvider(url) === "postgres") {
    // The pool made here, not by the adapter, so the metrics can read its use.
    const pool = new pg.Pool({ connectionString: url, max: DATABASE_POOL_SIZE });
    databasePools.set("prisma", pool);
    const adapter = new PrismaPg(pool, { disposeExternalPool: true }); // $disconnect closes it
    // Both clients come from the same models; their query APIs are the same.
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  assertPinnedRuntime(); // better-sqlite3 is built for that Node.js only: another one crashes loading it
  return new PrismaClient({ adapter: new SqliteAdapter(sqliteFilePath(url)) });
}

// A write refused because a unique key is taken: Prisma's P2002, or the database's own code from the prepared-statement
// writes (SQLite's, lib/platform/sqlite-writer.ts; PostgreSQL's 23505, lib/eligibility/enrollment-writes.ts).
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "P2002" ||
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

const globalForDb = globalThis as unknown as { db?: Db };
export const db: Db = globalForDb.db ?? createDb();
globalForDb.db = db;
