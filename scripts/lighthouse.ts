// npm run lighthouse [-- --url http://127.0.0.1:3000] [--only /card] [--runs 3]: Lighthouse (mobile) scores, LCP, TBT,
// CLS, main-thread CPU and first-load JavaScript of the home page, a medication page (with and without a zip), My
// medicines, a chain's stores page and the card page, with Debian's chromium, and Chromium's own installability check
// of the web app (Lighthouse 12 dropped its PWA audits). Without --url it starts the production server on its own
// database. Writes bench-results/lighthouse.{json,md} (with the load average at each page and Lighthouse's
// benchmarkIndex, its measure of the machine's speed: simulated throttling scales the CPU time it observes, so a busy
// or slower machine lowers the score) and each page's full report in bench-results/lighthouse/.
// An A/B of two builds: `--url http://127.0.0.1:3955 --url http://127.0.0.1:3954 --runs 5` measures each page on each
// server back to back, run after run, and reports each one's medians (the machine's load moves TBT by hundreds of ms).
// `--cpu calibrated` also measures every page at the CPU slowdown Lighthouse's docs give for this host's benchmarkIndex
// (scripts/lib/cpu-slowdown.ts; the index is the median of three quick Lighthouse runs first), each page at 4x and at
// that multiplier back to back (`--cpu calibrated-only`: at that multiplier alone); `--cpu 2.5` measures at that
// multiplier only, `--cpu 4,1.6` at each of them back to back (the same pairs as calibrated on a host that calibrated
// to 1.6x when quiet, whatever the load does to the calibration). The table names each row's multiplier.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, medianOf } from "./lib/cpu-slowdown";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", multiple: true },
    port: { type: "string", default: "3950" },
    only: { type: "string" },
    runs: { type: "string", default: "1" },
    cpu: { type: "string", default: "default" },
  },
});
// A page with a zip is measured as a patient who gave one (the zip cookie): the medication page then lists every
// pharmacy near it with its price.
const PAGES: { path: string; zip?: string }[] = [
  { path: "/" },
  { path: "/drug/atorvastatin" },
  { path: "/drug/atorvastatin", zip: "60601" },
  { path: "/my-medicines", zip: "60601" },
  { path: "/drug/atorvastatin/chain/KROGER?zip=60601&dose=00378395005&qty=30" },
  { path: "/card" },
];
let server: ChildProcess | undefined;

async function waitFor(url: string) {
  for (let i = 0; i < 2400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

type Row = {
  site: string;
  page: string;
  cpu: number; // the CPU slowdown multiplier Lighthouse's simulation applied
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThreadMs: number; // the main thread's whole work (mainthread-work-breakdown), as Lighthouse observed it
  scriptMs: number; // of which script evaluation and parsing (bootup-time)
  firstLoadJsKb: number;
  benchmarkIndex: number;
  load: number;
  scripts: { url: string; ms: number }[]; // the scripts that cost the most main thread, heaviest first
};

async function main() {
  let sites = args.url ?? [];
  if (sites.length === 0) {
    sites = [`http://127.0.0.1:${args.port}`];
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, PORT: args.port, DATABASE_URL: "file:./data/lighthouse.db", LOG_LEVEL: "silent" },
    });
  }
  for (const site of sites) await waitFor(`${site}/livez`);
  const runs = Math.max(1, Number(args.runs) || 1);
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  const rows: Row[] = [];
  let calibration = "";
  try {
    const slowdowns = await cpuSlowdowns(chrome.port, sites[0]!);
    calibration = slowdowns.note;
    for (const { path, zip } of PAGES) {
      if (args.only && !`${path} ${zip ?? ""}`.includes(args.only)) continue;
      // Each run measures the page on every site (and at every multiplier) back to back, so a change of load hits them
      // alike.
      for (let run = 0; run < runs; run++)
        for (const cpu of slowdowns.multipliers)
          for (const site of sites) rows.push(await measure(chrome.port, site, path, zip, sites.length > 1, cpu));
      // Written after each page: a long run on a busy machine keeps what it measured if it is stopped.
      report({ rows, runs, calibration, named: sites.length > 1, installable: "(not checked yet)" });
    }
    const installable = await checkInstallable(chrome.port, sites[0]!);
    console.log(report({ rows, runs, calibration, named: sites.length > 1, installable }));
  } finally {
    await chrome.kill();
  }
}

// bench-results/lighthouse.{md,json}: each site's page's medians at each CPU slowdown, and every run's figures.
function report(options: { rows: Row[]; runs: number; calibration: string; named: boolean; installable: string }) {
  const { rows, runs, calibration, named, installable } = options;
  const medians = summarize(rows);
  const table = [
    `${runs > 1 ? `Medians of ${runs} runs. ` : ""}Main thread: Lighthouse's observed main-thread work (of which script: evaluation and parsing); benchmarkIndex: Lighthouse's measure of the machine's speed (higher is faster).`,
    ...(calibration ? ["", calibration] : []),
    "",
    "| page | CPU slowdown | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | first-load JS (KB, compressed) | load average | main thread (ms) | script (ms) | benchmarkIndex |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...medians.map(
      (r) =>
        `| ${named ? `${r.site} ` : ""}${r.page} | ${r.cpu}x | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.firstLoadJsKb} | ${r.load} | ${r.mainThreadMs} | ${r.scriptMs} | ${r.benchmarkIndex} |`,
    ),
    "",
    `Installable (Chromium's check, /): ${installable}`,
  ].join("\n");
  const date = new Date().toISOString();
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/lighthouse.json",
    JSON.stringify({ date, runs, calibration, medians, rows, installable }, null, 2),
  );
  fs.writeFileSync("bench-results/lighthouse.md", `# Lighthouse (mobile) ${date}\n\n${table}\n`);
  return table;
}

// The multipliers to measure at: Lighthouse's 4x, and with `--cpu calibrated` also this host's calibrated one.
async function cpuSlowdowns(port: number, site: string): Promise<{ multipliers: number[]; note: string }> {
  if (args.cpu === "default") return { multipliers: [DEFAULT_CPU_SLOWDOWN], note: "" };
  if (args.cpu !== "calibrated" && args.cpu !== "calibrated-only") {
    const multipliers = args.cpu.split(",").map(Number);
    if (!multipliers.every((m) => m >= 1))
      throw new Error("--cpu takes default, calibrated, calibrated-only or multipliers of at least 1 (4,1.6)");
    return { multipliers, note: `CPU slowdown ${multipliers.map((m) => `${m}x`).join(" and ")} (given).` };
  }
  // Lighthouse measures benchmarkIndex as each run starts: three quick runs (one audit) of the home page.
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await lighthouse(`${site}/`, {
      port,
      output: "json",
      logLevel: "error",
      onlyAudits: ["first-contentful-paint"],
    });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  const benchmarkIndex = Math.round(medianOf(indexes));
  const { multiplier, host } = calibratedCpuSlowdown(benchmarkIndex);
  return {
    // calibrated-only: when the same servers' 4x figures come from another run.
    multipliers: args.cpu === "calibrated-only" ? [multiplier] : [DEFAULT_CPU_SLOWDOWN, multiplier],
    note:
      `Calibrated CPU slowdown ${multiplier}x: this host's benchmarkIndex ${benchmarkIndex} (median of ${indexes.map(Math.round).join(", ")}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}) is a ${host} in Lighthouse's table (docs/throttling.md, ` +
      `"Calibrating the CPU slowdown"), which emulates a mid-tier phone at that multiplier; Lighthouse's default is ` +
      `${DEFAULT_CPU_SLOWDOWN}x, meant for a high-end desktop host (1500-2000), and is ` +
      (args.cpu === "calibrated-only" ? "measured in a separate run." : "measured beside it."),
  };
}

async function measure(
  port: number,
  site: string,
  path: string,
  zip: string | undefined,
  named: boolean,
  cpu: number,
): Promise<Row> {
  const headers: Record<string, string> = zip ? { cookie: `rx-zip=${zip}` } : {};
  const page = zip ? `${path} (zip ${zip})` : path;
  await fetch(site + path, { headers }); // the first render warms the server; Lighthouse measures the page
  const result = await lighthouse(site + path, {
    port,
    output: "json",
    logLevel: "error",
    extraHeaders: headers,
    throttling: { cpuSlowdownMultiplier: cpu },
  });
  if (result?.lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpu)
    throw new Error(`Lighthouse did not take the CPU slowdown ${cpu}`);
  const { categories, audits, environment } = result.lhr;
  const requests =
    (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ??
    [];
  const js = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const metric = (name: string) => audits[name]?.numericValue ?? 0;
  const bootup = (audits["bootup-time"]?.details as { items?: { url: string; total: number }[] })?.items ?? [];
  // The whole report, for its diagnostics (LCP element and phases, long tasks, unused JavaScript).
  fs.mkdirSync("bench-results/lighthouse", { recursive: true });
  fs.writeFileSync(
    `bench-results/lighthouse/${reportName(`${named ? `${site} ` : ""}${page} cpu ${cpu}`)}.json`,
    JSON.stringify(result.lhr),
  );
  return {
    site,
    page,
    cpu,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    mainThreadMs: Math.round(metric("mainthread-work-breakdown")),
    scriptMs: Math.round(metric("bootup-time")),
    firstLoadJsKb: Math.round(js / 102.4) / 10,
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    load: Math.round(os.loadavg()[0]! * 10) / 10,
    scripts: bootup.slice(0, 6).map((s) => ({ url: s.url.replace(site, ""), ms: Math.round(s.total) })),
  };
}

const FIGURES = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "cls",
  "mainThreadMs",
  "scriptMs",
  "firstLoadJsKb",
  "benchmarkIndex",
  "load",
] as const;
type Summary = Pick<Row, "site" | "page" | "cpu" | (typeof FIGURES)[number]>;

// Each site's page's median of every figure over its runs, at each CPU slowdown.
function summarize(rows: Row[]): Summary[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.site} ${row.page} ${row.cpu}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const median = (figure: (typeof FIGURES)[number]) =>
      Math.round(medianOf(group.map((r) => r[figure])) * 1000) / 1000;
    const { site, page, cpu } = group[0]!;
    return { site, page, cpu, ...Object.fromEntries(FIGURES.map((f) => [f, median(f)])) } as Summary;
  });
}

// A file name for a page's report: "drug-atorvastatin-zip-60601".
function reportName(page: string): string {
  return page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
}

// "yes", or Chromium's installability errors for the home page (in the launched profile, which is not incognito).
async function checkInstallable(port: number, base: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    return installabilityErrors.length === 0 ? "yes" : installabilityErrors.map((e) => e.errorId).join(", ");
  } finally {
    await browser.close();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => server?.pid && process.kill(-server.pid, "SIGTERM"));
