// The app's health: whether the database answers, and how quickly; and whether this process has built its in-memory
// read models (until then the first requests wait for them).
import { db } from "../db";
import { databaseProvider } from "../platform/database-url";
import { isReady, readModelsBuilt } from "../platform/read-models";
import { env } from "../env";
import { checkpointWindow } from "../platform/sqlite-checkpoints";
import { eventLoopDelay, gcCounts, lastFullGc } from "./process-watch";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

// This process's memory in MB: RSS, the JavaScript heap (used, and reserved from the system), memory outside it
// (Buffers, native addons' objects) and the heap right after the last full GC (and how long ago that was).
function processMemory() {
  const memory = process.memoryUsage();
  const fullGc = lastFullGc();
  return {
    pid: process.pid,
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    heapTotalMb: mb(memory.heapTotal),
    externalMb: mb(memory.external),
    heapAfterFullGcMb: fullGc && mb(fullGc.heapAfter),
    lastFullGcSecondsAgo: fullGc?.secondsAgo ?? null,
  };
}

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

export async function checkHealth() {
  const started = performance.now();
  let database: { status: "ok" | "down"; provider: string; latencyMs?: number; accounts?: number } = {
    status: "down",
    provider: databaseProvider(env().DATABASE_URL),
  };
  try {
    const accounts = await db.account.count();
    database = { ...database, status: "ok", latencyMs: Math.round((performance.now() - started) * 10) / 10, accounts };
  } catch {
    // reported as down
  }
  const readModels = readModelsBuilt();
  return {
    status: database.status,
    ready: isReady(readModels),
    readModels,
    version: env().npm_package_version,
    // The Node.js that runs this process: the project's pinned one (.nvmrc), not the machine's.
    runtime: { name: "node", version: process.versions.node },
    // CPU time (user + system, microseconds) and GCs since the process started: the benchmark's cost per request.
    // The SQLite checkpoint worker's RESTARTs in the event-loop delay's window (null where there is none).
    process: {
      ...processMemory(),
      eventLoopDelay: eventLoopDelay(),
      sqliteCheckpoints: checkpointWindow(),
      cpuMicros: cpuMicros(),
      gc: gcCounts(),
    },
    uptimeSeconds: Math.round(process.uptime()),
    database,
  };
}
