// npx tsx scripts/derive-catalog-seed.ts [--data ../shared/data/drugs] [--out prisma/seed/catalog.json.gz]
// Derives the compact medication-catalog seed from the raw public drug files and prints what it kept and why; writes
// beside it the order of the over-the-counter aisle names several medications carry (AISLE_ORDER_PATH) and the NADAC
// file's words for a package's make (PACKAGE_WORDS_PATH).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import cliProgress from "cli-progress";
import { format, resolveConfig } from "prettier";
import { catalogSeedSchema } from "../lib/medications/import/catalog-seed-schema";
import { deriveCatalog } from "../lib/medications/import/derive-catalog";
import { type SourceStats } from "../lib/medications/import/read-catalog-sources";
import { findSeedProblem } from "../lib/medications/import/read-catalog-seed";
import { DERIVATION_RULES, SOURCE_PROVENANCE } from "../lib/medications/import/seed-provenance";
import { AISLE_ORDER_PATH, PACKAGE_WORDS_PATH } from "../lib/medications/search/aisle-order";
import { BRAND_FAMILY_ORDER_PATH, TRADE_NAME_ORDER_PATH } from "../lib/medications/search/trade-name-order";
import type { CatalogSeed } from "../lib/medications/catalog-types";

const { values: args } = parseArgs({
  options: {
    data: { type: "string", default: "../shared/data/drugs" },
    out: { type: "string", default: "prisma/seed/catalog.json.gz" },
  },
});
const dataDir = args.data ?? "../shared/data/drugs";
const outPath = args.out ?? "prisma/seed/catalog.json.gz";

// A bar per file on a terminal; plain output when piped (CI logs, files).
const bar = process.stderr.isTTY
  ? new cliProgress.SingleBar(
      { format: " {file} [{bar}] {percentage}%", hideCursor: true, clearOnComplete: true, stream: process.stderr },
      cliProgress.Presets.shades_classic,
    )
  : null;
let current = "";
const {
  sources,
  merged,
  catalog,
  searchNames,
  restated,
  named,
  aisleNames,
  aisleOrder,
  packageWords,
  tradeNameOrder,
  familyOrder,
} = await deriveCatalog(dataDir, (file, read, total) => {
  if (!bar) return;
  if (file !== current) {
    if (current) bar.stop();
    current = file;
    bar.start(total, 0, { file: file.padEnd(48) });
  }
  bar.update(read);
});
bar?.stop();

const seed: CatalogSeed = {
  version: 1,
  generatedAt: new Date().toISOString(),
  provenance: {
    sources: sources.stats.map((s) => {
      const about = SOURCE_PROVENANCE[s.file];
      return {
        file: s.file,
        what: about?.what ?? "",
        origin: about?.origin ?? "",
        licence: about?.licence ?? "",
        asOf: about?.asOf ?? "",
        rowsRead: s.read,
        rowsKept: s.kept,
        rowsRejected: s.rejected.length,
      };
    }),
    rules: DERIVATION_RULES,
  },
  medications: catalog.medications,
  ndcs: catalog.ndcs,
  otherDrugNames: searchNames.otherDrugNames,
  history: catalog.history,
};
// The seed is checked exactly as the database loader will check it, before anything is written.
catalogSeedSchema.parse(seed);
const problem = findSeedProblem(seed);
if (problem) throw new Error(`The derived seed is inconsistent: ${problem}`);
const gzipped = gzipSync(JSON.stringify(seed), { level: 9 });
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, gzipped);
// Formatted as the project's formatter writes it, so that a derivation leaves the file as committed.
const prettierOptions = { ...(await resolveConfig(AISLE_ORDER_PATH)), parser: "json" };
writeFileSync(AISLE_ORDER_PATH, await format(JSON.stringify(aisleOrder), prettierOptions));
writeFileSync(PACKAGE_WORDS_PATH, await format(JSON.stringify(packageWords), prettierOptions));
writeFileSync(TRADE_NAME_ORDER_PATH, await format(JSON.stringify(tradeNameOrder), prettierOptions));
writeFileSync(BRAND_FAMILY_ORDER_PATH, await format(JSON.stringify(familyOrder), prettierOptions));

// Reasons differ by the value they quote; grouping on the text around the values keeps the summary short.
function groupReasons(stats: SourceStats): [string, number][] {
  const groups = new Map<string, number>();
  for (const { reason } of stats.rejected) {
    const key = reason
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\b\d{4,}\b/g, "…")
      .replace(/: \d+(\.\d+)?$/, ": …");
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].sort(([, a], [, b]) => b - a);
}

const log = console.log;
log("Sources (rows read / kept / rejected):");
for (const s of sources.stats) {
  log(`  ${s.file}: ${s.read} / ${s.kept} / ${s.rejected.length}`);
  for (const [reason, count] of groupReasons(s).slice(0, 5)) log(`      ${count} x ${reason}`);
}
const r = merged.report;
log("Merging NADAC sources:");
log(`  ${merged.records.length} NDC11 records; ${r.duplicateRows} duplicate rows dropped`);
log(`  pricing unit from a CMS weekly file: ${r.unitsCorrected} corrected, ${r.unitsFilled} filled`);
log(`  ${r.ratesUpdated} rates replaced by a newer CMS weekly rate`);
log(`  ${r.weeklyWithoutRxnorm} NDCs of the weekly files have no RxNorm link and are not used`);
log(`  ${catalog.pricingUnitsInferred} missing pricing units filled from the dose form's unanimous CMS unit`);
log(
  `  measured injections' median fill: ${catalog.measuredInjectionFill?.toFixed(2) ?? "none"} mL (the default of a vial no file states)`,
);
log("NDCs left out of the catalog:");
for (const [reason, count] of [...catalog.excluded].sort(([, a], [, b]) => b - a)) log(`  ${count} x ${reason}`);
const doses = seed.medications.flatMap((m) => m.doses);
const brands = seed.medications.filter((m) => m.genericSlug !== null && m.genericSlug !== m.slug);
log("Catalog:");
log(`  ${seed.medications.length} medications (${seed.medications.filter((m) => m.isBrand).length} brands)`);
log(`  ${doses.length} doses, ${seed.ndcs.length} NDCs, ${Object.keys(seed.history).length} price histories`);
log(`  ${brands.length} brand-named medications paired with a generic`);
log(`    (${catalog.pairedVia.rxnorm} by RxNorm mates, ${catalog.pairedVia.drugsfda} by Drugs@FDA A-rated ANDAs)`);
log(
  `  search names: ${[...searchNames.aliases.values()].flat().length} aliases of ${searchNames.aliases.size} medications`,
);
log(
  `    (${Object.entries(searchNames.bySource)
    .map(([source, n]) => `${source} ${n}`)
    .join(", ")})`,
);
log(`    and ${searchNames.otherDrugNames.length} names of drugs the catalog does not sell`);
log(`  ${aisleNames} aliases from the NADAC file's names of over-the-counter products (aisle-names.ts)`);
log(`    ${Object.keys(aisleOrder).length} of them carried by several medications (${AISLE_ORDER_PATH})`);
log(`  ${Object.keys(tradeNameOrder).length} trade names at what RxNorm lists them for now (${TRADE_NAME_ORDER_PATH})`);
log(
  `  ${Object.keys(familyOrder).length} brand families, the product sold under each most first (${BRAND_FAMILY_ORDER_PATH})`,
);
log(`  ${packageWords.length} words of the NADAC file for a package's make (${PACKAGE_WORDS_PATH})`);
log(`  ${named.length} NDCs NADAC alone describes named by RxNorm's name of their product (name-by-product.ts)`);
for (const n of named) log(`    ${n.ndc} ${n.from} -> ${n.to}`);
log(`  ${restated.length} device strengths written as their box states them (state-device-strengths.ts)`);
for (const d of restated) log(`    ${d.slug}: ${d.from} -> ${d.to}`);
log(`Wrote ${outPath}: ${(gzipped.length / 1024 / 1024).toFixed(2)} MB gzipped`);
