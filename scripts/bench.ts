// npm run bench [-- --smoke] [--duration S] [--connections N] [--scale N] [--only name,name] [--rate N]
// [--node-options="..."] (the offered rate of the latency runs instead of half the framework ceiling; the server
// processes' NODE_OPTIONS, e.g. a heap limit to try) drives every endpoint of the
// production server on a fresh copy of the fully seeded database with autocannon (throughput) and an open-loop load at
// half the framework ceiling (latency), next to two ceilings measured in the same run (a trivial Next.js route and a
// bare node:http server), and writes bench-results/latest.{json,md}.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { distanceMiles } from "../lib/geo/distance-miles";
import { generateMemberId } from "../lib/membership/member-id";
import type { BenchData } from "./bench/inputs";
import { formatResultsTable, type BenchRow } from "./bench/results-table";
import { generateSyntheticPharmacies, type NetworkRow } from "./bench/synthetic-pharmacies";
import { isSuccess, openLoop } from "./bench/open-loop";
import { buildScenarios, enrollmentBody, type Scenario } from "./bench/scenarios";
import { assertPinnedRuntime } from "../lib/node-runtime";
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
  },
});
const duration = Number(args.duration ?? (args.smoke ? 1 : 10));
const connections = Number(args.connections);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const TEMPLATE = "data/bench-template.db";
const DB = "data/bench.db";
// The eligibility scenario checks cards the run issued, so the bench account does not require enrollment.
const BENCH_CONFIG = "data/bench-account.json";
const children: ChildProcess[] = [];
const stop = () => children.forEach((c) => c.pid && killGroup(c.pid));
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

function killGroup(pid: number) {
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
}

function run(command: string, argv: string[], env: Record<string, string> = {}) {
  execFileSync(command, argv, { stdio: "inherit", env: { ...process.env, ...env } });
}

// A fully seeded database, built once (seeding takes a minute), copied fresh for every run.
function prepareDatabase() {
  const stamp =
    fs.readdirSync("prisma/sqlite/migrations").join(",") + fs.statSync("prisma/seed/catalog.json.gz").mtimeMs;
  const stampFile = `${TEMPLATE}.stamp`;
  if (!fs.existsSync(TEMPLATE) || !fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8") !== stamp) {
    console.log("Seeding the benchmark template database (once)...");
    for (const f of [TEMPLATE, `${TEMPLATE}-wal`, `${TEMPLATE}-shm`]) fs.rmSync(f, { force: true });
    run("node_modules/.bin/tsx", ["scripts/db-seed.ts"], { DATABASE_URL: `file:./${TEMPLATE}` });
    const sqlite = new Database(TEMPLATE);
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    sqlite.close();
    fs.writeFileSync(stampFile, stamp);
  }
  for (const f of [DB, `${DB}-wal`, `${DB}-shm`]) fs.rmSync(f, { force: true });
  fs.copyFileSync(TEMPLATE, DB);
  const scale = Number(args.scale);
  if (scale > 0) addSyntheticPharmacies(scale);
}

// --scale N: N times more stores over the same zips and chains, marked synthetic, in the bench database only.
function addSyntheticPharmacies(scale: number) {
  const sqlite = new Database(DB);
  const real = sqlite
    .prepare("SELECT npi, chainCode, zip, city, state, lat, lng FROM Pharmacy WHERE synthetic = 0")
    .all() as NetworkRow[];
  const insert = sqlite.prepare(
    `INSERT INTO Pharmacy (npi, name, chainCode, phone, street, city, state, zip, lat, lng, synthetic)
     VALUES (@npi, @name, @chainCode, NULL, @street, @city, @state, @zip, @lat, @lng, 1)`,
  );
  const made = generateSyntheticPharmacies(real, scale);
  sqlite.transaction(() => made.forEach((row) => insert.run(row)))();
  sqlite.close();
  console.log(`Added ${made.length} synthetic pharmacies (scale ${scale}).`);
}

function readBenchData(): BenchData {
  const sqlite = new Database(DB, { readonly: true });
  const all = <T>(sql: string) => sqlite.prepare(sql).all() as T[];
  const data: BenchData = {
    names: all<{ name: string }>("SELECT name FROM Medication").map((r) => r.name),
    slugs: all<{ slug: string }>("SELECT slug FROM Medication").map((r) => r.slug),
    ndcs: all<{ ndc: string; quantity: string }>("SELECT ndc, defaultQuantity AS quantity FROM Dose"),
    npis: all<{ npi: string }>("SELECT npi FROM Pharmacy").map((r) => r.npi),
    zips: all<{ zip: string }>("SELECT DISTINCT zip FROM Pharmacy").map((r) => r.zip),
    // A chain store and its zip, asked from the store's own point. A store at its rooftop may lie outside its zip's
    // region (404 CHAIN_NOT_IN_REGION); within 2 miles of the zip's centre, the smallest region, it never does.
    chainsByZip: all<{ zip: string; chainCode: string; lat: number; lng: number; zipLat: number; zipLng: number }>(
      `SELECT p.zip, p.chainCode, p.lat, p.lng, z.lat AS zipLat, z.lng AS zipLng
       FROM Pharmacy p JOIN Zip z ON z.zip = p.zip WHERE p.chainCode <> 'INDEPENDENT'`,
    )
      .filter((s) => distanceMiles(s, { lat: s.zipLat, lng: s.zipLng }) <= 1.9)
      .map(({ zip, chainCode, lat, lng }) => ({ zip, chainCode, lat, lng })),
  };
  sqlite.close();
  return data;
}

// Until /readyz says the server's read models are built, several times in a row (with WEB_CONCURRENCY > 1 each
// answer may come from another process), so no measurement includes building them.
async function waitUntilReady(seconds = 600) {
  let inARow = 0;
  for (let i = 0; i < seconds * 4 && inARow < 8; i++) {
    inARow = (await fetch(`${base}/readyz`)).ok ? inARow + 1 : 0;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (inARow < 8) throw new Error("the server's read models were not built in time");
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

function startServer(): ChildProcess {
  const server = spawn("node_modules/.bin/tsx", ["scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:./${DB}`,
      LOG_LEVEL: "silent",
      ...(args["node-options"] && { NODE_OPTIONS: args["node-options"] }),
    },
  });
  children.push(server);
  return server;
}

function startBareServer(): number {
  const barePort = port + 1;
  const code = `require("node:http").createServer((q,s)=>{s.setHeader("content-type","application/json");s.end('{"status":"ok"}')}).listen(${barePort},"127.0.0.1")`;
  children.push(spawn(process.execPath, ["-e", code], { detached: true, stdio: "ignore" }));
  return barePort;
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

// npm start's process tree runs in its own process group: the RSS of each process (the Next.js servers, and the
// launcher that only waits for them), in MB.
function serverMemory(server: ChildProcess): { process: string; rssMb: number }[] {
  try {
    const pids = execFileSync("pgrep", ["-g", String(server.pid)], { encoding: "utf8" })
      .trim()
      .split("\n");
    const table = execFileSync("ps", ["-o", "rss=,args=", "-p", pids.join(",")], { encoding: "utf8" });
    return table
      .trim()
      .split("\n")
      .map((line) => {
        const [, rss, args] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
        return { process: (args ?? "").slice(0, 60), rssMb: Math.round(Number(rss) / 1024) };
      });
  } catch {
    return [];
  }
}

// Each server process's memory as its /healthz reports it (asked until every process has answered, with
// WEB_CONCURRENCY > 1), in MB: RSS, heap used, and the heap right after its last full GC (the live objects).
type ProcessMemory = {
  pid: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  heapAfterFullGcMb: number | null;
};
async function serverHeaps(processes: number): Promise<ProcessMemory[]> {
  const byPid = new Map<number, ProcessMemory>();
  for (let i = 0; i < 50 && byPid.size < processes; i++) {
    const { process: p } = (await (await fetch(`${base}/healthz`)).json()) as { process: ProcessMemory };
    byPid.set(p.pid, p);
  }
  return [...byPid.values()];
}

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

async function main() {
  prepareDatabase();
  const data = readBenchData();
  fs.writeFileSync(BENCH_CONFIG, JSON.stringify({ eligibility: { requireEnrollment: false } }));
  const server = startServer();
  const barePort = startBareServer();
  await waitFor(`${base}/livez`, 600);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  await waitUntilReady();
  const account = JSON.parse(
    execFileSync(
      "node_modules/.bin/tsx",
      ["scripts/accounts.ts", "create", "--name", "bench", "--config", BENCH_CONFIG, "--json"],
      {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: `file:./${DB}` },
      },
    ),
  ) as { apiKey: string };
  const card = (await (
    await fetch(`${base}/membership/v1/json/people`, { headers: { "x-api-key": account.apiKey } })
  ).json()) as {
    memberId: string;
    group: string;
  };
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
  const scenarios = buildScenarios(data, card, newMemberId, enrolled).filter((s) => !only || only.includes(s.name));

  console.log(`Ceilings (${connections} connections, ${duration}s each)...`);
  await load(`http://127.0.0.1:${barePort}/`, null, "", { duration: 1 });
  await load(`${base}/livez`, null, "", { duration: 1 });
  const bare = toRow(
    "node:http fixed JSON (runtime ceiling)",
    "ceiling",
    await load(`http://127.0.0.1:${barePort}/`, null, ""),
  );
  const trivial = toRow(
    "Next.js trivial route /livez (framework ceiling)",
    "ceiling",
    await load(`${base}/livez`, null, ""),
  );
  // The partner API is served by node:http calling its route handlers directly (scripts/serve.ts), not by Next.js's
  // adapter that /livez goes through: /readyz, a trivial route on that same path, is the like-for-like ceiling.
  await load(`${base}/readyz`, null, "", { duration: 1 });
  const direct = toRow(
    "direct trivial route /readyz (the API's own path)",
    "ceiling",
    await load(`${base}/readyz`, null, ""),
  );
  // Half the framework ceiling, or --rate N to compare runs at one rate (the ceiling moves with the machine's load).
  const offeredRate = args.rate ? Number(args.rate) : Math.max(10, Math.round(trivial.requestsPerSecond / 2));
  // Latency at the offered rate, after a second of the same load: first-use work and JIT (of the server and of
  // this load generator) stay out of the figures.
  const latencyAtRate = async (next: Scenario["next"], apiKey: string, accepts = isSuccess) => {
    const options = { origin: base, rate: offeredRate, headers: { "x-api-key": apiKey }, next, accepts };
    await openLoop({ ...options, durationSeconds: 1 });
    const r = await openLoop({ ...options, durationSeconds: duration });
    return { offeredRate, atRate: { p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors } };
  };
  const rows: BenchRow[] = [
    bare,
    { ...trivial, ...(await latencyAtRate(() => ({ method: "GET", path: "/livez" }), "")) },
    { ...direct, ...(await latencyAtRate(() => ({ method: "GET", path: "/readyz" }), "")) },
  ];
  for (const scenario of scenarios) {
    console.log(`  ${scenario.name}...`);
    await load(base, scenario, account.apiKey, { duration: 1 }); // warm-up
    const row = toRow(scenario.name, scenario.kind, await load(base, scenario, account.apiKey), scenario.accepts);
    rows.push({ ...row, ...(await latencyAtRate(scenario.next, account.apiKey, scenario.accepts)) });
  }
  const memory = serverMemory(server);
  const heaps = await serverHeaps(webConcurrency());
  const memoryMb = memory.reduce((sum, p) => sum + p.rssMb, 0);
  const databaseMb =
    Math.round((fs.statSync(DB).size + (fs.existsSync(`${DB}-wal`) ? fs.statSync(`${DB}-wal`).size : 0)) / 1e5) / 10;
  const table = formatResultsTable(rows, trivial.requestsPerSecond, direct.requestsPerSecond);
  const perProcess = memory.map((p) => `${p.rssMb} MB ${p.process}`).join("; ");
  const perServer = heaps
    .map(
      (p) =>
        `${p.rssMb} MB RSS, ${p.heapUsedMb} MB heap used of ${p.heapTotalMb} MB, ${p.externalMb} MB external, ` +
        `${p.heapAfterFullGcMb ?? "-"} MB after the last full GC`,
    )
    .join("; ");
  const summary =
    `Server RSS at the end: ${memoryMb} MB in all (${perProcess}). Each server process: ${perServer}. ` +
    `Database: ${databaseMb} MB (SQLite).`;
  console.log(`\n${table}\n\n${summary}\n(p95 is autocannon's p97.5)`);
  fs.mkdirSync("bench-results", { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    duration,
    connections,
    smoke: args.smoke,
    scale: Number(args.scale),
    webConcurrency: webConcurrency(),
    nodeOptions: args["node-options"] ?? null,
    memoryMb,
    memory,
    heaps,
    databaseMb,
  };
  fs.writeFileSync("bench-results/latest.json", JSON.stringify({ ...meta, rows }, null, 2));
  fs.writeFileSync(
    "bench-results/latest.md",
    `# Benchmark ${meta.date}\n\n${connections} connections, ${duration} s per run, scale ${meta.scale}, ${meta.webConcurrency} server process(es).\n\n${table}\n\n${summary}\n`,
  );
  const failed = rows.filter((r) => r.kind !== "ceiling" && r.requestsPerSecond === 0);
  if (failed.length) throw new Error(`no successful requests for: ${failed.map((r) => r.name).join(", ")}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stop);
