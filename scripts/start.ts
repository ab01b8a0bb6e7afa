// npm start's launcher (built to plain JavaScript and run by scripts/start.mjs once the build is up to date): migrates
// and seeds the database, then serves site and API on PORT.
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { personalDataKeys } from "../lib/eligibility/personal-data";
import { databaseProvider, resolveDatabaseUrl, sqliteFilePath } from "../lib/platform/database-url";
import { checkpointForServerProcesses } from "../lib/platform/sqlite-checkpoints";
import { databaseIsReady } from "./lib/database-ready";
import { assertPinnedRuntime } from "../lib/platform/node-runtime";
import { serverHeapFlags } from "./lib/server-heap";
import { webConcurrency } from "./lib/web-concurrency";
import { aggregateClusterMetrics } from "../lib/api/server/cluster-metrics";
import { startStep } from "./lib/start-step.mjs";

startStep("launcher loaded");
assertPinnedRuntime();

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";
process.env.DATABASE_URL = resolveDatabaseUrl(process.env.DATABASE_URL);
const port = process.env.PORT || "3000";
const COMPILE_CACHE_DIR = path.join(".next", "cache", "node-compile-cache");
// A database already migrated, seeded and sealed is only checked, through the driver (scripts/lib/database-ready.ts):
// Prisma, the migrations and the seeds are loaded (a chunk of their own, scripts/build-server.mjs) only when there is
// something to do, as on a fresh clone's empty database.
if (!(await databaseIsReady(process.env.DATABASE_URL, personalDataKeys().current.id))) {
  const [{ migrateDatabase }, { seedDatabase }, { db }] = await Promise.all([
    import("./lib/migrate-database"),
    import("./lib/seed-database"),
    import("../lib/db"),
  ]);
  await migrateDatabase({ quiet: true });
  await seedDatabase();
  await db.$disconnect();
}
startStep("database checked");

console.log(
  `Serving site and API on http://localhost:${port} (database: ${process.env.DATABASE_URL.replace(/\/\/[^@/]*@/, "//***@")})`,
);
// The server processes (scripts/lib/web-concurrency.ts) share the port (node:cluster); each keeps its own in-memory read models. Each runs
// scripts/serve.ts, built beside this launcher (scripts/build-server.mjs), and one that exits is replaced.
const workers = webConcurrency();
// On SQLite, one worker thread here checkpoints the database for every server process (lib/platform/sqlite-checkpoints.ts).
const checkpointEnv =
  databaseProvider(process.env.DATABASE_URL) === "sqlite"
    ? checkpointForServerProcesses(sqliteFilePath(process.env.DATABASE_URL))
    : (): Record<string, string> => ({});
let stopping = false;
aggregateClusterMetrics(); // /metrics in any server process adds up all of theirs
cluster.setupPrimary({
  exec: fileURLToPath(new URL("./serve.mjs", import.meta.url)),
  execArgv: [...process.execArgv, ...serverHeapFlags()],
});
// Node.js's compile cache (the V8 code of every module a server process loads, kept on disk by content): a start after
// the first compiles none of Next.js's and the app's modules again. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
const serverEnv = () => ({
  NODE_ENV: "production",
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? COMPILE_CACHE_DIR,
  ...checkpointEnv(),
});
for (let i = 0; i < workers; i++) cluster.fork(serverEnv());
startStep("server processes forked");
cluster.on("exit", (worker, code) => {
  if (stopping) return;
  console.error(`server process ${worker.process.pid} exited (${code}); starting another`);
  cluster.fork(serverEnv());
});
// Stopping: each server process finishes its requests under way and exits (scripts/serve.ts); this one exits when they
// all have, or after 10 s.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
cluster.on("exit", () => {
  if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
});
