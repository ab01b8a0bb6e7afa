// WAL checkpoints of the SQLite database run in a worker thread, never on a server process's event loop.
// SQLite's own automatic checkpoint runs inside the COMMIT that takes the WAL past 1,000 pages: it copies them into
// the database file and syncs both files, 10-70 ms on this machine's disk (fsync alone 4-13 ms), during which every
// request of that process waited (the membership and enrollment tails, scripts/bench/HISTORY.md, tenth session).
// The server processes turn the automatic checkpoint off on their connections that write, and one worker thread per
// database checkpoints with a connection of its own: PASSIVE, which never waits for or blocks a reader or a writer,
// and a RESTART when the WAL has grown past SQLite's own threshold. Under npm start the worker is the launcher's
// (`checkpointForServerProcesses`): a worker thread costs 15-16 MB of RSS (Node.js's environment for the thread), once
// per server rather than once per server process; a process on its own (`npm run dev`, a test) runs its own.
import { createRequire } from "node:module";
import path from "node:path";
import cluster from "node:cluster";
import { Worker } from "node:worker_threads";
import { env } from "../env";
import { log } from "./log";

// Often enough that little is left to copy when the WAL is restarted; a checkpoint with nothing new to copy costs the
// worker a few microseconds.
const CHECKPOINT_EVERY_MS = 250;
// Under steady writes a PASSIVE checkpoint never catches up with the last commit, and only a WAL copied to its end is
// started again from its beginning (it grew to 240 MB in 30 s of 1,600 writes a second): past 32,000 pages (128 MB) the
// worker restarts it. That holds new writers off for the copy of what the last PASSIVE left and the syncs (20-50 ms on
// this machine's disk): the writer connection (no busy timeout) is told SQLITE_BUSY and waits off the event loop
// (sqlite-writer.ts), so only the writes wait, not the requests of the whole process. At 4,000 pages (until the
// thirteenth session) the membership and enrollment benchmarks restarted it every 400-500 ms (about 4 pages a write,
// 10-12 RESTARTs per 10,000 writes), which held writes off 3-5% of the time: their p99 was the RESTART's length. The worker's connection has no busy timeout either: with one, a
// RESTART held the write lock while it waited for readers, and under `npm test` writers timed out behind it.
// 16,000 pages until the twenty-sixth session: the quiet bench's membership windows (6,000 cards a second, about 9 WAL
// pages a group-commit batch of 3) still restarted it 11-16 times in 10 s, 13-23 ms each, and their p99 was 16.8-20.9
// ms against a p50 of 2.0-2.2 (target 20). Twice the pages, half the RESTARTs; the WAL file reaches about 130 MB on disk.
const RESTART_AT_PAGES = 32_000;

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
// `checkpointed`: whether a worker (this process's or the launcher's) checkpoints `file`, so that the connections that
// write must not.
type State = {
  file: string;
  connections: Set<Connection>;
  checkpointed: boolean;
  shared: boolean; // the launcher's worker, whose RESTARTs every server process hears of
  restarts: number;
  restartMaxMs: number;
};
const KEY = Symbol.for("rx-discount-card.sqlite-checkpoints");
const state = () => (globalThis as Record<symbol, State | undefined>)[KEY];

// The messages from the launcher's worker to the server processes (cluster IPC), and the variable that tells a server
// process the launcher checkpoints its database (the file's path).
const RESTARTED = "rxcard:sqlite-checkpoint-restarted";
const FAILED = "rxcard:sqlite-checkpoint-failed";
const BY_LAUNCHER = "SQLITE_CHECKPOINTS_BY_LAUNCHER";

function openState(file: string, shared: boolean): State {
  const s: State = { file, connections: new Set(), checkpointed: true, shared, restarts: 0, restartMaxMs: 0 };
  (globalThis as Record<symbol, State>)[KEY] = s;
  return s;
}

function recordRestart(s: State, restartMs: number): void {
  s.restarts++;
  s.restartMaxMs = Math.max(s.restartMaxMs, restartMs);
}

// Should the worker fail, SQLite checkpoints as before rather than letting the WAL grow.
function fallBack(s: State): void {
  s.checkpointed = false;
  for (const connection of s.connections) connection.pragma("wal_autocheckpoint = 1000");
}

type Hooks = { onRestart?: (restartMs: number) => void; onFailure?: () => void };

// Once per process, before it serves: checkpoints of `file` in a worker thread of this process from now on.
// `restartAtPages` only for tests.
export function checkpointInWorker(file: string, restartAtPages = RESTART_AT_PAGES, hooks: Hooks = {}): void {
  if (state()) return;
  const s = openState(file, false);
  const driver = createRequire(path.join(process.cwd(), "package.json")).resolve("better-sqlite3");
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS, restartAt: restartAtPages },
  });
  worker.unref();
  worker.on("message", ({ restartMs }: { restartMs: number }) => {
    recordRestart(s, restartMs);
    hooks.onRestart?.(restartMs);
  });
  worker.on("error", (error) => {
    log.warn("sqlite-checkpoints-failed", { error: error.name });
    fallBack(s);
    hooks.onFailure?.();
  });
}

// In npm start's launcher (node:cluster's primary), before it forks: the one worker that checkpoints `file` for every
// server process, each told of each RESTART (for its /healthz window) and of a failure (its connections then
// checkpoint again). Returns the environment to fork each server process with: while the worker runs, the variable
// that tells it to leave its checkpoints to the launcher; without it (the worker failed), a new server process runs a
// worker of its own.
export function checkpointForServerProcesses(
  file: string,
  restartAtPages = RESTART_AT_PAGES,
): () => Record<string, string> {
  const tell = (message: object) => {
    for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(message);
  };
  checkpointInWorker(file, restartAtPages, {
    onRestart: (restartMs) => tell({ type: RESTARTED, restartMs }),
    onFailure: () => tell({ type: FAILED }),
  });
  return (): Record<string, string> => (state()?.checkpointed ? { [BY_LAUNCHER]: file } : {});
}

// In a server process, once, before it serves: its checkpoints of `file` from now on, left to the launcher when it
// said it runs them (checkpointForServerProcesses), else in a worker thread of this process.
export function checkpointServerProcess(file: string): void {
  if (state()) return;
  if (env().SQLITE_CHECKPOINTS_BY_LAUNCHER !== file || !process.send) return checkpointInWorker(file);
  const s = openState(file, true);
  process.on("message", (message: { type?: string; restartMs?: number }) => {
    if (message?.type === RESTARTED) recordRestart(s, message.restartMs ?? 0);
    else if (message?.type === FAILED) fallBack(s);
  });
}

// Whether a worker (this process's or the launcher's) checkpoints `file`: this process's connections that write then
// must not.
export function checkpointsInWorker(file: string): boolean {
  const s = state();
  return s?.checkpointed === true && s.file === file;
}

// A connection of this process that writes `file` (better-sqlite3's, or one that runs a PRAGMA the same way): no
// automatic checkpoint when the worker does them.
// Returns what its PRAGMA returned (a promise for Prisma's).
export function leaveCheckpointsToWorker(file: string, connection: Connection): unknown {
  if (!checkpointsInWorker(file)) return undefined;
  state()!.connections.add(connection);
  return connection.pragma("wal_autocheckpoint = 0");
}

// The worker's RESTARTs since the window opened (the launcher's worker's, when it runs them: every server process hears
// of each); null in a process whose database is not checkpointed by a worker.
export function checkpointWindow(): { restarts: number; restartMaxMs: number; shared: boolean } | null {
  const s = state();
  return s ? { restarts: s.restarts, restartMaxMs: Math.round(s.restartMaxMs * 10) / 10, shared: s.shared } : null;
}

export function resetCheckpointWindow(): void {
  const s = state();
  if (!s) return;
  s.restarts = 0;
  s.restartMaxMs = 0;
}
