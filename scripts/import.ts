// Imports public data into the database DATABASE_URL names. Idempotent: each run replaces the data set it loads.
//   npm run import -- seed                          the committed seeds (prisma/seed): catalog and network
//   npm run import -- catalog [--data DIR]          NADAC, RxNorm/NADAC JSON, NDC CSV, Drugs@FDA -> medication catalog
//   npm run import -- network [FILE] [--data DIR]   NPPES (official layout) + GeoNames/Census zips + store lists ->
//                                                   pharmacy network; FILE: a full NPPES monthly CSV (plain or .gz),
//                                                   streamed, instead of the partial extract in DIR
//   npm run import -- nadac-weekly FILE             an official weekly NADAC CSV: updates NDC costs and price history
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Presets, SingleBar } from "cli-progress";
import { db } from "../lib/db";
import { loadCatalog } from "../lib/medications/import/load-catalog";
import { loadNetwork } from "../lib/pharmacies/import/load-network";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { importNadacWeekly } from "../lib/medications/import/import-nadac-weekly";
import { migrateDatabase } from "./lib/migrate-database";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { data: { type: "string", default: "../shared/data" } },
});
const [command, file] = positionals;

function progress(label: string) {
  const bar = process.stdout.isTTY
    ? new SingleBar({ format: `${label} {bar} {percentage}% {value}/{total}` }, Presets.shades_classic)
    : null;
  let started = false;
  return {
    update(done: number, total: number) {
      if (!bar) return;
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
    stop: () => bar?.stop(),
  };
}

function derive(script: string, args: string[]): void {
  execFileSync(path.join("node_modules", ".bin", "tsx"), [script, ...args], { stdio: "inherit" });
}

async function importCatalog(seedFile?: string) {
  const bar = progress("catalog");
  const summary = await loadCatalog({ seed: await readCatalogSeed(seedFile), onProgress: bar.update });
  bar.stop();
  console.log(`catalog loaded: ${JSON.stringify(summary)}`);
}

async function importNetwork(dir?: string) {
  const [network, zips] = await Promise.all([
    readPharmacySeed(dir && path.join(dir, "pharmacies.json.gz")),
    readZipSeed(dir && path.join(dir, "zips.json.gz")),
  ]);
  const bar = progress("network");
  const summary = await loadNetwork({
    chains: network.chains,
    pharmacies: network.pharmacies,
    zips: zips.zips,
    onProgress: bar.update,
  });
  bar.stop();
  console.log(`network loaded: ${JSON.stringify(summary)}`);
}

async function main() {
  await migrateDatabase({ quiet: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "rxcard-import-"));
  try {
    switch (command) {
      case "seed":
        await importCatalog();
        await importNetwork();
        return;
      case "catalog": {
        const out = path.join(scratch, "catalog.json.gz");
        derive("scripts/derive-catalog-seed.ts", ["--data", path.join(values.data, "drugs"), "--out", out]);
        return importCatalog(out);
      }
      case "network":
        derive("scripts/derive-network-seed.ts", ["--data", values.data, "--out", scratch, ...(file ? ["--nppes", file] : [])]); // prettier-ignore
        return importNetwork(scratch);
      case "nadac-weekly": {
        if (!file) throw new Error("nadac-weekly needs the CSV file");
        const summary = await importNadacWeekly({ file });
        console.log(`NADAC weekly: ${JSON.stringify(summary.counts)}`);
        for (const r of summary.rejected.slice(0, 20)) console.log(`  rejected line ${r.line}: ${r.reason}`);
        if (summary.rejected.length > 20) console.log(`  ... and ${summary.rejected.length - 20} more rejected rows`);
        return;
      }
      default:
        console.error(
          "usage: npm run import -- seed | catalog [--data DIR] | network [NPPES_FILE] [--data DIR] | nadac-weekly FILE",
        );
        process.exitCode = 2;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => {
    console.error(`import: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
