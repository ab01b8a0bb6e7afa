// npm run bench [-- --smoke] [--duration S] [--connections N] [--scale N] [--only name,name] [--rate N]
// [--node-options="..."] [--database sqlite|postgresql] [--port N] [--pg-port N] [--beside "command"] [--repeat N]
// drives every endpoint of the production server (npm start, WEB_CONCURRENCY processes) on a fresh copy of the fully
// seeded database: its throughput under saturation (autocannon), then its latency open loop at half that throughput
// (the machine-independent target) and at a fixed rate (half the framework ceiling, or --rate N), with the server
// processes' event-loop delay, next to three ceilings measured in the same run; memory at start, after warm-up and at
// the end. --node-options sets the server processes' NODE_OPTIONS (a setting to try); --database postgresql runs it on
// a throwaway local cluster (scripts/pg-cluster.sh, on --pg-port); --beside runs a command over and over while it
// measures (`npm test` in another clone: the figures under load). Writes bench-results/latest.{json,md}. --repeat N
// runs the whole bench N times in a row (each on a fresh server and database), then prints each endpoint's p99 at half
// saturation run by run with the verdict against the targets (bench-results/repeat.md): the acceptance in one command.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs, promisify } from "node:util";
import autocannon from "autocannon";
import { generateMemberId } from "../lib/membership/member-id";
import { assertPinnedRuntime } from "../lib/platform/node-runtime";
import { prepareSqlite, preparePostgres, readBenchData, type BenchDatabase } from "./bench/database";
import { isSuccess, openLoop } from "./bench/open-loop";
import { formatResultsTable, formatVerdictTable, halfSaturationRate, type BenchRow } from "./bench/results-table";
import { buildScenarios, enrollmentBody, warmUpScenarios, type Scenario } from "./bench/scenarios";
import { runBeside, type BesideRuns } from "./bench/beside";
import { measureMachineStalls, type MachineStalls } from "./bench/machine-stalls.mjs";
import {
  eventLoopWindow,
  groupMemory,
  openEventLoopWindow,
  exitedOf,
  serverProcesses,
  startBareServer,
  startServer,
  stolenMs,
  mainThreadsWaitMs,
  stopAll,
  workPerRequest,
  type ProcessMemory,
} from "./bench/server-processes";
import { webConcurrency } from "./lib/web-concurrency";

assertPinnedRuntime();

const { values: args } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    duration: { type: "string" },
    connections: { type: "string", default: "32" },
    only: { type: "string" },
    port: { type: "string", default: "3900" },
    scale: { type: "string", default: "0" },
    "node-options": { type: "string" },
    rate: { type: "string" },
    database: { type: "string", default: "sqlite" },
    "pg-port": { type: "string", default: "5499" },
    beside: { type: "string" },
    repeat: { type: "string", default: "1" },
  },
});
const duration = Number(args.duration ?? (args.smoke ? 1 : 10));
const connections = Number(args.connections);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const processes = webConcurrency();
// The eligibility scenario checks cards the run issued, so the bench account does not require enrollment.
const BENCH_CONFIG = "data/bench-account.json";
const cleanups: (() => void)[] = [stopAll];
const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

async function prepareDatabase(): Promise<BenchDatabase> {
  const scale = Number(args.scale);
  if (args.database === "sqlite") return prepareSqlite(scale);
  if (args.database !== "postgresql") throw new Error("--database is sqlite or postgresql");
  if (scale > 0) throw new Error("--scale adds stores to the SQLite bench database only");
  const pgPort = args["pg-port"]!;
  const url = execFileSync("bash", ["scripts/pg-cluster.sh", "start", pgPort], { encoding: "utf8" }).trim();
  cleanups.push(() => execFileSync("bash", ["scripts/pg-cluster.sh", "stop", pgPort]));
  return preparePostgres(url);
}

// Until /readyz says the server's read models are built, several times in a row (with WEB_CONCURRENCY > 1 each
// answer may come from another process), so no measurement includes building them; and until every server process
// has answered /healthz: one not yet listening gets no connection, so it could be missing from every answer so far, and
// then from the processes whose measurement windows the benchmark opens (its stalls since its start in every window).
async function waitUntilReady(seconds = 600) {
  let inARow = 0;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    inARow = (await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
      ? inARow + 1
      : 0;
    if (inARow >= 8 && (await serverProcesses(base, processes)).length === processes) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server's read models were not built in time");
}

// Until no server process uses more than a tenth of a core (two seconds of /healthz's CPU time apart): the work a
// process does in the background once ready (sizing every zip's region, seconds of CPU) must not be counted in any
// measurement's CPU per request. At most `seconds`.
async function waitUntilIdle(seconds = 180) {
  let last = await serverProcesses(base, processes);
  for (let i = 0; i < seconds / 2; i++) {
    await new Promise((r) => setTimeout(r, 2000));
    const now = await serverProcesses(base, processes);
    const busy = now.some((p) => {
      const before = last.find((q) => q.pid === p.pid)?.cpuMicros;
      return before === undefined || p.cpuMicros === undefined || (p.cpuMicros - before) / 2e6 > 0.1;
    });
    last = now;
    if (!busy) return;
  }
  console.log(
    `The server processes were still busy after ${seconds} s: CPU per request includes their background work.`,
  );
}

async function waitFor(url: string, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function load(url: string, scenario: Scenario | null, apiKey: string, extra: Partial<autocannon.Options> = {}) {
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const result = await autocannon({
    url,
    connections,
    duration,
    ...extra,
    requests: [
      {
        setupRequest: (request) => {
          if (!scenario) return request;
          const next = scenario.next();
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers,
            body: next.body ? JSON.stringify(next.body) : undefined,
          };
        },
      },
    ],
  });
  return result;
}

// `non2xx` counts the answers whose status is not a right answer for the scenario (by default, any but 2xx).
const toRow = (name: string, kind: BenchRow["kind"], r: autocannon.Result, accepts = isSuccess): BenchRow => ({
  name,
  kind,
  requestsPerSecond: r.requests.average,
  perSecond: { median: r.requests.p50, min: r.requests.min, max: r.requests.max },
  p50: r.latency.p50,
  p95: r.latency.p97_5,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  statuses: Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([status, stat]) => [status, stat.count ?? 0]),
  ),
  non2xx: Object.entries(r.statusCodeStats ?? {})
    .filter(([status]) => !accepts(Number(status)))
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0),
});

// Members enrolled before the run, for the enrollment scenario's updates.
async function enrollMembers(apiKey: string, card: { group: string }, newMemberId: () => string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const memberId = newMemberId();
    const res = await fetch(`${base}/eligibility/v1/enrollment/person`, {
      method: "POST",
      headers: { "x-api-key": apiKey, "content-type": "application/json" },
      body: JSON.stringify(enrollmentBody("create", memberId, card)),
    });
    if (!res.ok) throw new Error(`enrolling bench members: ${res.status}`);
    ids.push(memberId);
  }
  return ids;
}

const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

type MemorySnapshot = {
  at: string;
  load: number;
  processes: ProcessMemory[];
  group: { process: string; rssMb: number }[];
};
async function memorySnapshot(at: string, server: ReturnType<typeof startServer>): Promise<MemorySnapshot> {
  return { at, load: load1(), processes: await serverProcesses(base, processes), group: groupMemory(server) };
}

async function main() {
  const database = await prepareDatabase();
  const data = await readBenchData(database);
  fs.writeFileSync(BENCH_CONFIG, JSON.stringify({ eligibility: { requireEnrollment: false } }));
  const loadAtStart = load1();
  const server = startServer({
    PORT: String(port),
    DATABASE_URL: database.url,
    ...(args["node-options"] && { NODE_OPTIONS: args["node-options"] }),
  });
  const barePort = port + 1;
  startBareServer(barePort);
  await waitFor(`${base}/livez`, 600);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  await waitUntilReady();
  // The load beside (scripts/bench/beside.ts) from before the first measurement to the end.
  let beside: BesideRuns | null = null;
  if (args.beside) {
    fs.mkdirSync("bench-results", { recursive: true });
    const started = runBeside(args.beside, "bench-results/beside.log");
    cleanups.unshift(started.stop);
    beside = started.runs;
  }
  await waitUntilIdle();
  const machineAtStart = await machineStalls();
  const memory = [await memorySnapshot("start", server)];
  let pids = memory[0]!.processes.map((p) => p.pid);
  // Server processes that died since the last look (a crash under load; the launcher starts another): how many, and
  // the replacements' pids once they serve, so the next windows measure them.
  const serverExitsSinceLastLook = async (): Promise<number> => {
    const exited = exitedOf(pids);
    if (exited.length === 0) return 0;
    console.error(`server process(es) ${exited.join(", ")} exited during the run`);
    await waitUntilReady();
    pids = (await serverProcesses(base, processes)).map((p) => p.pid);
    return exited.length;
  };
  // Asynchronously: while a synchronous child ran, the server closed this process's idle keep-alive connections
  // unseen, and the next request reused one ("fetch failed").
  const { stdout } = await promisify(execFile)(
    "node_modules/.bin/tsx",
    ["scripts/accounts.ts", "create", "--name", "bench", "--config", BENCH_CONFIG, "--json"],
    { encoding: "utf8", env: { ...process.env, DATABASE_URL: database.url } },
  );
  const account = JSON.parse(stdout) as { apiKey: string };
  const card = (await (
    await fetch(`${base}/membership/v1/json/people`, { headers: { "x-api-key": account.apiKey } })
  ).json()) as { memberId: string; group: string };
  const only = args.only?.split(",");
  const prefix = card.memberId.replace(/\d+$/, "");
  const digits = card.memberId.length - prefix.length;
  // Never the same member twice: random ids collide now and then over a run's tens of thousands of creates, and the
  // second create of a member is rightly a 400.
  const issued = new Set<string>();
  const newMemberId = (): string => {
    const id = generateMemberId(prefix, digits);
    return issued.has(id) ? newMemberId() : (issued.add(id), id);
  };
  const enrolled = await enrollMembers(account.apiKey, card, newMemberId, 100);
  const everyScenario = buildScenarios(data, card, newMemberId, enrolled);
  const scenarios = everyScenario.filter((s) => !only || only.includes(s.name));
  // A name that is no scenario's ("eligibility" for "eligibility check") measured nothing of it, silently.
  const unknown = only?.filter((name) => !everyScenario.some((s) => s.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `--only: no scenario ${unknown.map((n) => `"${n}"`).join(", ")}; the scenarios are ` +
        everyScenario.map((s) => `"${s.name}"`).join(", "),
    );
  }

  // Warm-up: every scenario for a second (first-use work, JIT, the answer caches' first entries), then memory again.
  for (const scenario of warmUpScenarios(everyScenario, scenarios))
    await load(base, scenario, account.apiKey, { duration: 1 });
  memory.push(await memorySnapshot("after warm-up", server));

  console.log(`Ceilings (${connections} connections, ${duration}s each)...`);
  await load(`http://127.0.0.1:${barePort}/`, null, "", { duration: 1 });
  await load(`${base}/livez`, null, "", { duration: 1 });
  const bare = toRow(
    "node:http fixed JSON (runtime ceiling)",
    "ceiling",
    await load(`http://127.0.0.1:${barePort}/`, null, ""),
  );
  // Under saturation, with what the server processes spent per request meanwhile (CPU time, GCs).
  const saturate = async (url: string, scenario: Scenario | null, apiKey: string) => {
    const before = await serverProcesses(base, processes);
    const result = await load(url, scenario, apiKey);
    return { result, work: workPerRequest(before, await serverProcesses(base, processes), result.requests.total) };
  };
  const livezRun = await saturate(`${base}/livez`, null, "");
  const trivial = {
    ...toRow("Next.js trivial route /livez (framework ceiling)", "ceiling", livezRun.result),
    work: livezRun.work,
  };
  // The partner API is served by node:http calling its route handlers directly (scripts/serve.ts), not by Next.js's
  // adapter that /livez goes through: /readyz, a trivial route on that same path, is the like-for-like ceiling.
  await load(`${base}/readyz`, null, "", { duration: 1 });
  const readyzRun = await saturate(`${base}/readyz`, null, "");
  const direct = {
    ...toRow("direct trivial route /readyz (the API's own path)", "ceiling", readyzRun.result),
    work: readyzRun.work,
  };
  // Half the framework ceiling, or --rate N to compare runs at one rate (the ceiling moves with the machine's load).
  const offeredRate = args.rate ? Number(args.rate) : Math.max(10, Math.round(trivial.requestsPerSecond / 2));
  // Latency at a rate, open loop, after a second of the same load: first-use work and JIT (of the server and of this
  // load generator) stay out of the figures.
  let senderNice: number | undefined; // the nice value the open-loop sender thread ran at
  const latencyAt = async (rate: number, next: Scenario["next"], apiKey: string, accepts = isSuccess) => {
    const options = { origin: base, rate, headers: { "x-api-key": apiKey }, next, accepts };
    await openLoop({ ...options, durationSeconds: 1 });
    const r = await openLoop({ ...options, durationSeconds: duration });
    senderNice = r.senderNice;
    return r;
  };
  const atFixedRate = async (next: Scenario["next"], apiKey: string, accepts = isSuccess) => {
    const r = await latencyAt(offeredRate, next, apiKey, accepts);
    return { offeredRate, atRate: { p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors } };
  };
  // Half the endpoint's own saturated throughput (its median second), with the server processes' event-loop delay over
  // that run.
  const atHalfSaturation = async (row: BenchRow, next: Scenario["next"], apiKey: string, accepts = isSuccess) => {
    const rate = halfSaturationRate(row);
    const options = { origin: base, rate, headers: { "x-api-key": apiKey }, next, accepts };
    await openLoop({ ...options, durationSeconds: 1 });
    openEventLoopWindow(pids);
    const stolenBefore = stolenMs();
    const waitedBefore = mainThreadsWaitMs(pids);
    const r = await openLoop({ ...options, durationSeconds: duration });
    const stolenAfter = stolenMs();
    const waitedAfter = mainThreadsWaitMs(pids);
    return {
      halfSaturation: { rate, p50: r.p50, p99: r.p99, errors: r.errors },
      eventLoop: await eventLoopWindow(base, processes),
      stolenMs: stolenBefore === undefined || stolenAfter === undefined ? undefined : stolenAfter - stolenBefore,
      coreWaitMs: waitedBefore === undefined || waitedAfter === undefined ? undefined : waitedAfter - waitedBefore,
      // the sender thread's own event-loop delay meanwhile: a request it sent late would count as latency
      benchLoopMaxMs: r.senderLoopMaxMs,
      load: load1(),
    };
  };
  const livez = () => ({ method: "GET" as const, path: "/livez" });
  const readyz = () => ({ method: "GET" as const, path: "/readyz" });
  const rows: BenchRow[] = [
    bare,
    { ...trivial, ...(await atFixedRate(livez, "")), ...(await atHalfSaturation(trivial, livez, "")) },
    { ...direct, ...(await atFixedRate(readyz, "")), ...(await atHalfSaturation(direct, readyz, "")) },
  ];
  let exitsEarlier = await serverExitsSinceLastLook(); // during the ceilings: counted on the first endpoint's row
  for (const scenario of scenarios) {
    console.log(`  ${scenario.name}...`);
    await load(base, scenario, account.apiKey, { duration: 1 }); // warm-up
    const { result, work } = await saturate(base, scenario, account.apiKey);
    const row = { ...toRow(scenario.name, scenario.kind, result, scenario.accepts), work };
    let serverExits = exitsEarlier + (await serverExitsSinceLastLook());
    const halfSaturation = await atHalfSaturation(row, scenario.next, account.apiKey, scenario.accepts);
    const atRate = await atFixedRate(scenario.next, account.apiKey, scenario.accepts);
    serverExits += await serverExitsSinceLastLook();
    exitsEarlier = 0;
    rows.push({ ...row, ...halfSaturation, ...atRate, ...(serverExits > 0 && { serverExits }) });
  }
  memory.push(await memorySnapshot("end", server));
  const machineAtEnd = await machineStalls();
  const databaseMb = await database.sizeMb();
  await database.close();
  const table = formatResultsTable(rows, trivial.requestsPerSecond, direct.requestsPerSecond);
  const summary =
    `${formatMemory(memory)}\n\nDatabase: ${databaseMb} MB (${database.provider}).\n\n` +
    formatMachineStalls(machineAtStart, machineAtEnd);
  console.log(`\n${table}\n\n${summary}\n(p95 is autocannon's p97.5)`);
  fs.mkdirSync("bench-results", { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim(),
    database: database.provider,
    duration,
    connections,
    smoke: args.smoke,
    scale: Number(args.scale),
    webConcurrency: processes,
    nodeOptions: args["node-options"] ?? null,
    senderNice: senderNice ?? null,
    beside,
    load: { atStart: loadAtStart, atEnd: load1() },
    machineStalls: { atStart: machineAtStart, atEnd: machineAtEnd },
    memory,
    databaseMb,
  };
  fs.writeFileSync("bench-results/latest.json", JSON.stringify({ ...meta, rows }, null, 2));
  fs.writeFileSync(
    "bench-results/latest.md",
    `# Benchmark ${meta.date}\n\nCommit ${meta.commit}, ${meta.database}, ${connections} connections, ${duration} s per ` +
      `run, scale ${meta.scale}, ${processes} server process(es), load average ${loadAtStart} at the start and ` +
      `${meta.load.atEnd} at the end, the open-loop sender thread at nice ${meta.senderNice ?? "-"}` +
      `${besideNote(beside)}.\n\n${table}\n\n${summary}\n`,
  );
  const failed = rows.filter((r) => r.kind !== "ceiling" && r.requestsPerSecond === 0);
  if (failed.length) throw new Error(`no successful requests for: ${failed.map((r) => r.name).join(", ")}`);
}

// The machine's own stalls with the server idle (scripts/bench/machine-stalls.mjs): one spinning thread per core.
const machineStalls = () => measureMachineStalls({ threads: os.availableParallelism(), seconds: args.smoke ? 1 : 5 });
function formatMachineStalls(...[atStart, atEnd]: MachineStalls[]): string {
  const one = (m: MachineStalls) =>
    `${m.stalls} stalls over 2 ms, the longest ${m.maxMs} ms, ${m.msPerThreadSecond} ms lost a thread-second`;
  const threads = `${atStart!.threads} spinning thread(s), ${atStart!.seconds} s, the server idle`;
  return `The machine's own stalls (${threads}): at the start ${one(atStart!)}; at the end ${one(atEnd!)}.`;
}

const besideNote = (runs: BesideRuns | null) =>
  runs ? `, with \`${runs.command}\` running beside it (started ${runs.started} times, ${runs.failed} failed)` : "";

// Per snapshot: each server process's RSS, heap used and heap after its last full GC (the live objects), and the RSS
// of every process of the server's group (the launcher included), in MB.
function formatMemory(snapshots: MemorySnapshot[]): string {
  return snapshots
    .map(({ at, load, processes: ps, group }) => {
      const each = (f: (p: ProcessMemory) => number | null) => ps.map((p) => f(p) ?? "-").join(" / ");
      return (
        `Memory ${at} (load ${load}): server processes ${each((p) => p.rssMb)} MB RSS, ` +
        `heap used ${each((p) => p.heapUsedMb)} MB, after the last full GC ${each((p) => p.heapAfterFullGcMb)} MB; ` +
        `the group: ${group.map((g) => `${g.rssMb} MB ${g.process}`).join("; ")}.`
      );
    })
    .join("\n");
}

// --repeat N: the bench N times, each in a process of its own (the same arguments but --repeat), one after the other;
// each run's results kept as bench-results/run-K.{json,md}, then the verdict of all of them.
async function repeatRuns(times: number) {
  const argv = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--repeat") && all[i - 1] !== "--repeat");
  const runs: BenchRow[][] = [];
  for (let k = 1; k <= times; k++) {
    console.log(`\nRun ${k} of ${times}...`);
    execFileSync("node_modules/.bin/tsx", ["scripts/bench.ts", ...argv], { stdio: "inherit" });
    for (const ext of ["json", "md"]) fs.copyFileSync(`bench-results/latest.${ext}`, `bench-results/run-${k}.${ext}`);
    runs.push((JSON.parse(fs.readFileSync("bench-results/latest.json", "utf8")) as { rows: BenchRow[] }).rows);
  }
  const tables = runs.map((_, k) => fs.readFileSync(`bench-results/run-${k + 1}.md`, "utf8")).join("\n");
  const verdicts = formatVerdictTable(runs);
  console.log(`\n${tables}\n## Verdict of the ${times} runs\n\n${verdicts}`);
  fs.writeFileSync("bench-results/repeat.md", `${tables}\n## Verdict of the ${times} runs\n\n${verdicts}\n`);
}

const repeat = Number(args.repeat);
(repeat > 1 ? repeatRuns(repeat) : main())
  .catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error(error instanceof Error ? `${error.stack ?? error.message}${cause}` : error);
    process.exitCode = 1;
  })
  .finally(stop);
