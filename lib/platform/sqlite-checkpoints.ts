// WAL checkpoints of the SQLite database run in a worker thread of each server process, never on the event loop.
// SQLite's own automatic checkpoint runs inside the COMMIT that takes the WAL past 1,000 pages: it copies them into
// the database file and syncs both files, 10-70 ms on this machine's disk (fsync alone 4-13 ms), during which every
// request of that process waited (the membership and enrollment tails, scripts/bench/HISTORY.md, tenth session).
// A server process turns the automatic checkpoint off on its connections that write and checkpoints from a worker
// thread with a connection of its own: PASSIVE, which never waits for or blocks a reader or a writer, and a RESTART
// when the WAL has grown past SQLite's own threshold.
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { log } from "./log";

// Often enough that little is left to copy when the WAL is restarted; a checkpoint with nothing new to copy costs the
// worker a few microseconds.
const CHECKPOINT_EVERY_MS = 250;
// Under steady writes a PASSIVE checkpoint never catches up with the last commit, and only a WAL copied to its end is
// started again from its beginning (it grew to 240 MB in 30 s of 1,600 writes a second): past 4,000 pages the worker
// restarts it. That holds new writers off for the copy of what the last PASSIVE left and the syncs: the writer
// connection (no busy timeout) is told SQLITE_BUSY and waits off the event loop (sqlite-writer.ts), so only the writes
// wait, not the requests of the whole process. The worker's connection has no busy timeout either: with one, a
// RESTART held the write lock while it waited for readers, and under `npm test` writers timed out behind it.
const RESTART_AT_PAGES = 4000;

const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true, timeout: 0 });
setInterval(() => {
  try {
    const [{ log }] = db.pragma("wal_checkpoint(PASSIVE)");
    if (log < workerData.restartAt) return;
    const started = performance.now();
    db.pragma("wal_checkpoint(RESTART)");
    parentPort.postMessage({ restartMs: performance.now() - started });
  } catch {
    // busy (the other server process checkpoints): the next turn will
  }
}, workerData.everyMs);
`;

// On globalThis: Next.js bundles this module into several route chunks, and each must see the server's decision.
type Connection = { pragma: (source: string) => unknown };
// The RESTARTs since the window opened (SIGUSR2, as the event-loop delay's): how many, and the longest, during which
// the writers of every process waited.
type State = {
  file: string;
  connections: Set<Connection>;
  worker: Worker | null;
  restarts: number;
  restartMaxMs: number;
};
const KEY = Symbol.for("rx-discount-card.sqlite-checkpoints");
const state = () => (globalThis as Record<symbol, State | undefined>)[KEY];

// In a server process, once, before it serves: checkpoints of `file` in a worker thread from now on.
// `restartAtPages` only for tests.
export function checkpointInWorker(file: string, restartAtPages = RESTART_AT_PAGES): void {
  if (state()) return;
  const s: State = { file, connections: new Set(), worker: null, restarts: 0, restartMaxMs: 0 };
  (globalThis as Record<symbol, State>)[KEY] = s;
  const driver = createRequire(path.join(process.cwd(), "package.json")).resolve("better-sqlite3");
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS, restartAt: restartAtPages },
  });
  worker.unref();
  s.worker = worker;
  worker.on("message", ({ restartMs }: { restartMs: number }) => {
    s.restarts++;
    s.restartMaxMs = Math.max(s.restartMaxMs, restartMs);
  });
  // Should the worker fail, SQLite checkpoints as before rather than letting the WAL grow.
  worker.on("error", (error) => {
    log.warn("sqlite-checkpoints-failed", { error: error.name });
    s.worker = null;
    for (const connection of s.connections) connection.pragma("wal_autocheckpoint = 1000");
  });
}

// Whether this process checkpoints `file` in its worker: its connections that write then must not checkpoint.
export function checkpointsInWorker(file: string): boolean {
  const s = state();
  return s?.worker !== null && s?.file === file;
}

// A connection of this process that writes `file` (better-sqlite3's, or one that runs a PRAGMA the same way): no
// automatic checkpoint when the worker does them.
// Returns what its PRAGMA returned (a promise for Prisma's).
export function leaveCheckpointsToWorker(file: string, connection: Connection): unknown {
  if (!checkpointsInWorker(file)) return undefined;
  state()!.connections.add(connection);
  return connection.pragma("wal_autocheckpoint = 0");
}

// The worker's RESTARTs since the window opened; null in a process that does not checkpoint in a worker.
export function checkpointWindow(): { restarts: number; restartMaxMs: number } | null {
  const s = state();
  return s ? { restarts: s.restarts, restartMaxMs: Math.round(s.restartMaxMs * 10) / 10 } : null;
}

export function resetCheckpointWindow(): void {
  const s = state();
  if (!s) return;
  s.restarts = 0;
  s.restartMaxMs = 0;
}
