// npm run lighthouse [-- --url http://127.0.0.1:3000] [--only /card]: Lighthouse (mobile) scores, LCP, TBT, CLS and
// first-load JavaScript of the home page, a medication page (with and without a zip), My medicines, a chain's stores
// page and the card page, with Debian's chromium, and Chromium's own installability check of the web app (Lighthouse
// 12 dropped its PWA audits). Without --url it starts the production server on its own database. Writes
// bench-results/lighthouse.{json,md} (with the load average at each page: simulated throttling scales the CPU time it
// observes, so a busy machine lowers the score) and each page's full report in bench-results/lighthouse/.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const { values: args } = parseArgs({
  options: { url: { type: "string" }, port: { type: "string", default: "3950" }, only: { type: "string" } },
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

async function main() {
  let base = args.url;
  if (!base) {
    base = `http://127.0.0.1:${args.port}`;
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, PORT: args.port, DATABASE_URL: "file:./data/lighthouse.db", LOG_LEVEL: "silent" },
    });
  }
  await waitFor(`${base}/livez`);
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
  const rows: {
    page: string;
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    firstLoadJsKb: number;
    load: number;
  }[] = [];
  let installable = "";
  try {
    for (const { path, zip } of PAGES) {
      if (args.only && !`${path} ${zip ?? ""}`.includes(args.only)) continue;
      const headers: Record<string, string> = zip ? { cookie: `rx-zip=${zip}` } : {};
      const page = zip ? `${path} (zip ${zip})` : path;
      await fetch(base + path, { headers }); // the first render warms the server; Lighthouse measures the page
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        extraHeaders: headers,
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { categories, audits } = result.lhr;
      const requests =
        (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
          ?.items ?? [];
      const js = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      const metric = (name: string) => audits[name]?.numericValue ?? 0;
      // The whole report, for its diagnostics (LCP element and phases, long tasks, unused JavaScript).
      fs.mkdirSync("bench-results/lighthouse", { recursive: true });
      fs.writeFileSync(`bench-results/lighthouse/${reportName(page)}.json`, JSON.stringify(result.lhr));
      rows.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(metric("largest-contentful-paint")),
        tbtMs: Math.round(metric("total-blocking-time")),
        cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
        firstLoadJsKb: Math.round(js / 102.4) / 10,
        load: Math.round(os.loadavg()[0]! * 10) / 10,
      });
    }
    installable = await checkInstallable(chrome.port, base);
  } finally {
    await chrome.kill();
  }
  const table = [
    "| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | first-load JS (KB, compressed) | load average |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.firstLoadJsKb} | ${r.load} |`,
    ),
    "",
    `Installable (Chromium's check, /): ${installable}`,
  ].join("\n");
  console.log(table);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/lighthouse.json",
    JSON.stringify({ date: new Date().toISOString(), rows, installable }, null, 2),
  );
  fs.writeFileSync("bench-results/lighthouse.md", `# Lighthouse (mobile) ${new Date().toISOString()}\n\n${table}\n`);
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
