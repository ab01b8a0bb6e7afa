// Measures a production start: `npm start` (scripts/start.mjs, app and server already built) on a fresh copy of the
// benchmark's seeded database, from the spawn to the first /readyz 200 and to every server process's ready line, with
// each server process's CPU-seconds and RSS when it became ready and the launcher's CPU-seconds. Several starts in a
// row, the load average noted with each: the machine is shared, so CPU-seconds are the figure to compare.
//   npx tsx scripts/bench/measure-start.ts --port 3310 [--database postgresql --pg-port 5611 --keep-cluster] [--runs 3]
// WEB_CONCURRENCY sets the server processes; SERVER_HEAP_FLAGS passes V8 flags to them (e.g. "--cpu-prof").
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { preparePostgres, prepareSqlite, type BenchDatabase } from "./database";
import { startServer, stopAll } from "./server-processes";
import { parseReadyLine, type ReadyLine } from "../lib/ready-line";
// @ts-expect-error -- plain JavaScript module without types
import { buildIfNeeded } from "../build-server.mjs";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3310" },
    database: { type: "string", default: "sqlite" },
    "pg-port": { type: "string", default: "5611" },
    runs: { type: "string", default: "3" },
    // Leaves the PostgreSQL cluster (and its seeded template) running, for the next invocation.
    "keep-cluster": { type: "boolean", default: false },
  },
});
const processes = Number(process.env.WEB_CONCURRENCY || 2);
const base = `http://127.0.0.1:${args.port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

// CPU-seconds (user + system) of a process so far, from /proc.
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

// A fresh copy of the seeded benchmark database for each start (the PostgreSQL cluster started once).
const pgPort = args["pg-port"]!;
const clusterUrl =
  args.database === "postgresql"
    ? execFileSync("bash", ["scripts/pg-cluster.sh", "start", pgPort], { encoding: "utf8" }).trim()
    : undefined;
async function freshDatabase(): Promise<string> {
  const db: BenchDatabase = clusterUrl ? await preparePostgres(clusterUrl) : await prepareSqlite(0);
  await db.close();
  return db.url;
}

async function measureOnce(url: string) {
  const load = os.loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const server = startServer(
    { PORT: args.port, DATABASE_URL: url, WEB_CONCURRENCY: String(processes), SKIP_BUILD: "1" },
    "pipe",
  );
  const ready: ReadyLine[] = [];
  let buffered = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
      const line = parseReadyLine(buffered.slice(0, end));
      if (line) ready.push({ ...line, wallMs: performance.now() - started });
      buffered = buffered.slice(end + 1);
    }
  });
  let firstOk: number | undefined;
  while (ready.length < processes && performance.now() - started < 120_000) {
    if (
      firstOk === undefined &&
      (await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      firstOk = performance.now() - started;
    await sleep(25);
  }
  const launcher = server.pid ? cpuSeconds(server.pid) : NaN;
  stopAll();
  await new Promise((resolve) => server.once("exit", resolve));
  await sleep(500);
  return { load, firstOk, ready, launcher };
}

// The build is brought up to date first, so no start measured builds anything.
await buildIfNeeded();
try {
  for (let run = 1; run <= Number(args.runs); run++) {
    const { load, firstOk, ready, launcher } = await measureOnce(await freshDatabase());
    const all = ready.length === processes ? Math.max(...ready.map((r) => r.wallMs ?? 0)) : NaN;
    console.log(
      `${args.database}, ${processes} process(es), load ${load}: first /readyz 200 after ${firstOk === undefined ? "-" : seconds(firstOk)} s, ` +
        `all ready after ${seconds(all)} s; server processes ${ready.map((r) => `${r.cpuSeconds} CPU-s / ${r.rssMb} MB`).join(", ")}; launcher ${launcher.toFixed(1)} CPU-s`,
    );
  }
} finally {
  if (clusterUrl && !args["keep-cluster"]) execFileSync("bash", ["scripts/pg-cluster.sh", "stop", pgPort]);
}
