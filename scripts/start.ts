// npm start: builds when the sources changed, migrates and seeds the database, then serves site and API on PORT.
import { execFileSync } from "node:child_process";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { db } from "../lib/db";
import { resolveDatabaseUrl } from "../lib/database-url";
import { migrateDatabase } from "./lib/migrate-database";
import { seedDatabase } from "./lib/seed-database";
import { assertPinnedRuntime } from "../lib/node-runtime";
import { webConcurrency } from "./lib/web-concurrency";
import { aggregateClusterMetrics } from "../lib/server/cluster-metrics";

assertPinnedRuntime();

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";
process.env.DATABASE_URL = resolveDatabaseUrl(process.env.DATABASE_URL);
const port = process.env.PORT || "3000";
const next = path.join("node_modules", ".bin", "next");

const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "instrumentation.ts",
];
const STAMP = path.join(".next", "source-stamp");

function sourceStamp(): string {
  const hash = createHash("sha256");
  const walk = (p: string): void => {
    if (!fs.existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    if (fs.statSync(p).isDirectory()) for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    else hash.update(p).update(fs.readFileSync(p));
  };
  SOURCES.forEach(walk);
  return hash.digest("hex");
}

const stamp = sourceStamp();
const built =
  fs.existsSync(path.join(".next", "BUILD_ID")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === stamp;
if (!built && process.env.SKIP_BUILD !== "1") {
  console.log("Building the app (next build)...");
  execFileSync(next, ["build"], { stdio: "inherit" });
  fs.writeFileSync(STAMP, stamp);
}

await migrateDatabase({ quiet: true });
await seedDatabase();
await db.$disconnect();

console.log(
  `Serving site and API on http://localhost:${port} (database: ${process.env.DATABASE_URL.replace(/\/\/[^@/]*@/, "//***@")})`,
);
// The server processes (scripts/lib/web-concurrency.ts) share the port (node:cluster); each keeps its own in-memory read models. Each runs
// scripts/serve.ts (TypeScript through tsx, as this launcher does), and one that exits is replaced.
const workers = webConcurrency();
let stopping = false;
aggregateClusterMetrics(); // /metrics in any server process adds up all of theirs
cluster.setupPrimary({ exec: path.join("scripts", "serve.ts"), execArgv: ["--import", "tsx"] });
for (let i = 0; i < workers; i++) cluster.fork({ NODE_ENV: "production" });
cluster.on("exit", (worker, code) => {
  if (stopping) return;
  console.error(`server process ${worker.process.pid} exited (${code}); starting another`);
  cluster.fork({ NODE_ENV: "production" });
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
