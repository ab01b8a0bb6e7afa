// Whole tables for the in-memory read models (and the data versions they are built from), read straight through the
// database's driver (better-sqlite3, or pg) instead of Prisma, so a server process is ready before Prisma's client
// makes its first connection: a server process's start read 53,666 stores, 41,128 zips and the catalog through Prisma's query
// interpreter and per-row mapping in about 3.5 CPU-seconds, over half of it. Identifiers are double-quoted (valid on
// both databases); a boolean column reads as 0/1 on SQLite and true/false on PostgreSQL, so callers pass it through
// `Boolean`; parameters are written $1, $2 (as PostgreSQL takes them). One read connection per process, opened on first use (on globalThis: Next.js bundles this module into
// several chunks).
import Database from "better-sqlite3";
import pg from "pg";
import { env } from "../env";
import { databaseProvider, sqliteFilePath } from "./database-url";

type Reader = { url: string; all: <T>(sql: string, params: unknown[]) => Promise<T[]> };

const KEY = Symbol.for("rx-discount-card.read-rows");
const slot = globalThis as unknown as Record<symbol, Reader | undefined>;

function openReader(url: string): Reader {
  if (databaseProvider(url) === "postgres") {
    // Two connections: the read models load side by side at start; idle ones close (version checks are rare).
    const pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000 });
    return { url, all: async <T>(sql: string, params: unknown[]) => (await pool.query(sql, params)).rows as T[] };
  }
  const sqlite = new Database(sqliteFilePath(url), { readonly: true, fileMustExist: true });
  return {
    url,
    all: async <T>(sql: string, params: unknown[]) => sqlite.prepare(sql.replace(/\$\d+/g, "?")).all(...params) as T[],
  };
}

export function readRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const url = env().DATABASE_URL;
  let reader = slot[KEY];
  if (reader?.url !== url) reader = slot[KEY] = openReader(url);
  return reader.all<T>(sql, params);
}
