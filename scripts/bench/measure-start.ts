// Measures a production start: `npm start` itself (npm, then scripts/start.mjs, app and server already built) on a
// fresh copy of the benchmark's seeded database, from the spawn to the first /readyz 200, to each of the launcher's
// steps (START_STEPS=1: scripts/lib/start-step.mjs) and to every server process's ready line, with each server
// process's CPU-seconds and RSS when it became ready and the CPU-seconds of npm and of the launcher. Several starts in
// a row, the load average noted with each: the machine is shared, so CPU-seconds are the figure to compare. `--trees`
// alternates checkouts (each built, e.g. a copy of main) start by start, so a before / after is measured in the same
// minutes (after one warm-up start each); `--via node` spawns `node scripts/start.mjs` without npm.
//   npx tsx scripts/bench/measure-start.ts --port 3310 [--database postgresql --pg-port 5611 --keep-cluster] [--runs 3]
//     [--trees /tmp/before,.] [--via npm|node]
// WEB_CONCURRENCY sets the server processes; SERVER_HEAP_FLAGS passes V8 flags to them (e.g. "--cpu-prof").
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { preparePostgres, prepareSqlite, type BenchDatabase } from "./database";
import { parseReadyLine, type ReadyLine } from "../lib/ready-line";
import { START_STEP_PATTERN } from "../lib/start-step.mjs";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3310" },
    database: { type: "string", default: "sqlite" },
    "pg-port": { type: "string", default: "5611" },
    runs: { type: "string", default: "3" },
    trees: { type: "string", default: "." },
    via: { type: "string", default: "npm" },
    // Leaves the PostgreSQL cluster (and its seeded template) running, for the next invocation.
    "keep-cluster": { type: "boolean", default: false },
  },
});
const processes = Number(process.env.WEB_CONCURRENCY || 2);
const base = `http://127.0.0.1:${args.port}`;
const trees = args.trees!.split(",").map((tree) => path.resolve(tree));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

// CPU-seconds (user + system) of a process so far, from /proc.
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

// A fresh copy of the seeded benchmark database for each start (the PostgreSQL cluster started once), named by an
// absolute path so that another tree's launcher opens the same file.
const pgPort = args["pg-port"]!;
const clusterUrl =
  args.database === "postgresql"
    ? execFileSync("bash", ["scripts/pg-cluster.sh", "start", pgPort], { encoding: "utf8" }).trim()
    : undefined;
async function freshDatabase(): Promise<string> {
  const db: BenchDatabase = clusterUrl ? await preparePostgres(clusterUrl) : await prepareSqlite(0);
  await db.close();
  return clusterUrl ? db.url : `file:${path.resolve(db.url.slice("file:".length))}`;
}

function parentPid(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
  } catch {
    return undefined;
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

type Step = { name: string; wallMs: number; cpuMs: number };

function spawnStart(tree: string, url: string): ChildProcess {
  const [command, argv] = args.via === "node" ? [process.execPath, ["scripts/start.mjs"]] : ["npm", ["start"]];
  return spawn(command, argv, {
    cwd: tree,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      LOG_LEVEL: "silent",
      PORT: args.port!,
      DATABASE_URL: url,
      WEB_CONCURRENCY: String(processes),
      START_STEPS: "1",
    },
  });
}

async function measureOnce(tree: string, url: string, keepMs = 0) {
  const load = os.loadavg().map((l) => l.toFixed(1));
  const started = performance.now();
  const server = spawnStart(tree, url);
  const ready: ReadyLine[] = [];
  const steps: Step[] = [];
  let launcherPid: number | undefined;
  let launcherStartMs: number | undefined; // when the launcher's process started, from the spawn
  let buffered = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
      const text = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const now = performance.now() - started;
      const line = parseReadyLine(text);
      if (line) ready.push({ ...line, wallMs: now });
      const step = START_STEP_PATTERN.exec(text.trim());
      if (!step) continue;
      launcherPid = Number(step[4]);
      launcherStartMs ??= now - Number(step[2]);
      steps.push({ name: step[1]!, wallMs: launcherStartMs + Number(step[2]), cpuMs: Number(step[3]) });
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
  // The launcher is the server processes' parent (a tree that prints no step lines still says which it is).
  launcherPid ??= parentPid(ready[0]?.pid);
  const launcher = launcherPid ? cpuSeconds(launcherPid) : NaN;
  const npm = args.via === "npm" && server.pid ? cpuSeconds(server.pid) : NaN;
  await sleep(keepMs);
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  // Until every process of the group (launcher, server processes finishing their requests) has exited: the next start
  // must not find this one's port still answering.
  while (server.pid && groupAlive(server.pid)) await sleep(100);
  return { load, firstOk, ready, steps, launcher, npm, launcherStartMs };
}

// The builds are brought up to date first, so no start measured builds anything.
const BUILD = `import("./scripts/build-server.mjs").then((b) => b.buildIfNeeded())`;
for (const tree of trees) execFileSync(process.execPath, ["-e", BUILD], { cwd: tree, stdio: "inherit" });
// A warm-up start per tree, kept running 8 s past ready and not reported: any start after the first finds Node.js's
// compile cache filled and the network's snapshot written (lib/pharmacies/network-snapshot.ts, 5 s after a build from
// the rows), as a deployment's restart does.
const rows: string[] = [];
try {
  for (const tree of trees) await measureOnce(tree, await freshDatabase(), 8_000);
  for (let run = 1; run <= Number(args.runs); run++) {
    for (const tree of trees) {
      const m = await measureOnce(tree, await freshDatabase());
      const all = m.ready.length === processes ? Math.max(...m.ready.map((r) => r.wallMs ?? 0)) : NaN;
      const name = path.relative(process.cwd(), tree) || ".";
      console.log(
        `${name}: ${args.database}, ${processes} process(es) via ${args.via}, load ${m.load.join(" ")}: ` +
          `first /readyz 200 after ${m.firstOk === undefined ? "-" : seconds(m.firstOk)} s, all ready after ${seconds(all)} s; ` +
          `launcher process started at ${seconds(m.launcherStartMs ?? NaN)} s; ` +
          m.steps.map((s) => `${s.name} ${seconds(s.wallMs)} s (${(s.cpuMs / 1000).toFixed(2)} CPU-s)`).join(", ") +
          `; server processes ${m.ready.map((r) => `ready at ${seconds(r.wallMs ?? NaN)} s, ${r.cpuSeconds} CPU-s / ${r.rssMb} MB`).join(", ")}; ` +
          `launcher ${m.launcher.toFixed(2)} CPU-s, npm ${m.npm.toFixed(2)} CPU-s`,
      );
      rows.push(
        `| ${name} (${m.load[0]}) | ${m.firstOk === undefined ? "-" : seconds(m.firstOk)} | ${seconds(m.launcherStartMs ?? NaN)} | ` +
          `${m.steps.map((s) => seconds(s.wallMs)).join(" / ")} | ${m.ready.map((r) => seconds(r.wallMs ?? NaN)).join(", ")} | ` +
          `${m.ready.map((r) => r.cpuSeconds).join(", ")} | ${m.ready.map((r) => r.rssMb).join(", ")} | ` +
          `${m.launcher.toFixed(2)} | ${m.npm.toFixed(2)} |`,
      );
    }
  }
} finally {
  if (clusterUrl && !args["keep-cluster"]) execFileSync("bash", ["scripts/pg-cluster.sh", "stop", pgPort]);
}
console.log(
  "\n| tree (load) | first 200, s | launcher started, s | steps, s | server processes ready, s | CPU-s per server process | RSS at ready, MB | launcher CPU-s | npm CPU-s |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
