// Writes on SQLite that must not stall the server: a connection of their own, each batch one synchronous
// BEGIN IMMEDIATE ... COMMIT with prepared statements, and a write lock held elsewhere (the other server process, or a
// Prisma transaction of this one) waited for off the event loop. Through Prisma a batch compiled its queries anew and
// held the database's one write lock across the event loop's turns, while the other server process waited in SQLite's
// busy handler, which sleeps on the event loop (1, 2, 5, 10 ms...) and so stalled every request of that process.
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { leaveCheckpointsToWorker } from "./sqlite-checkpoints";

const BUSY_WAIT_MS = 10_000; // as long as a request may wait for the lock before its write fails
const isBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code));

export type SqliteValue = string | number | null;

// Prisma's form of a DateTime in SQLite, so that Prisma reads these rows as its own.
export const sqliteNow = () => new Date().toISOString().replace("Z", "+00:00");

export const toSqlite = (value: unknown): SqliteValue =>
  value === undefined || value === null ? null : typeof value === "boolean" ? (value ? 1 : 0) : (value as SqliteValue);

// One write connection per database file and process (on globalThis: Next.js bundles this module into several route
// chunks), with no busy timeout: a held lock is SQLITE_BUSY at once. In a server process its checkpoints are left to a
// worker thread (sqlite-checkpoints.ts).
const CONNECTIONS = Symbol.for("rx-discount-card.sqlite-write-connections");
const connections = ((globalThis as Record<symbol, unknown>)[CONNECTIONS] ??= new Map()) as Map<
  string,
  Database.Database
>;

export function sqliteWriteConnection(file: string): Database.Database {
  let connection = connections.get(file);
  if (!connection) {
    connection = new Database(file, { fileMustExist: true, timeout: 0 });
    leaveCheckpointsToWorker(file, connection);
    connections.set(file, connection);
  }
  return connection;
}

// Runs `write` (a better-sqlite3 transaction's .immediate) until it gets the lock, waiting a little longer each time
// (about 0.2 ms doubling up to 1 ms) without holding the event loop, for at most BUSY_WAIT_MS. A try costs microseconds;
// with waits of up to 5 ms (until the thirteenth session) a write held off by a checkpoint RESTART of 20-50 ms waited
// up to 7 ms more than the RESTART.
export async function withWriteLock<T>(write: () => T): Promise<T> {
  const deadline = performance.now() + BUSY_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return write();
    } catch (error) {
      if (!isBusy(error) || performance.now() > deadline) throw error;
      await sleep(Math.min(0.2 * 2 ** attempt, 1) * (0.5 + Math.random()));
    }
  }
}
