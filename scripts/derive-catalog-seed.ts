// npx tsx scripts/derive-catalog-seed.ts [--data ../shared/data/drugs] [--out prisma/seed/catalog.json.gz]
// Derives the compact medication-catalog seed from the raw public drug files and prints what it kept and why.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import cliProgress from "cli-progress";
import { buildCatalog } from "../lib/medications/import/build-catalog";
import { catalogSeedSchema } from "../lib/medications/import/catalog-seed-schema";
import { mergeNdcRecords } from "../lib/medications/import/merge-ndc-records";
import { findSeedProblem } from "../lib/medications/import/read-catalog-seed";
import { readCatalogSources, type SourceStats } from "../lib/medications/import/read-catalog-sources";
import { parseRxnormPacks, parseSingleDrugPacks } from "../lib/medications/import/parse-rxnorm-packs";
import { QUANTITY_FILES } from "../lib/medications/import/seed-provenance";
import { indexUsualFills } from "../lib/medications/import/usual-fills";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import { readOptionalSource } from "../lib/medications/import/read-optional-source";
import { deriveSearchNames } from "../lib/medications/import/derive-search-names";
import { readDrugNameSources } from "../lib/medications/import/read-drug-name-sources";
import { indexUsNames } from "../lib/medications/import/us-names";
import { nadacDescriptionsOf } from "../lib/medications/import/vial-volumes";
import { indexProductLines } from "../lib/medications/import/product-lines";
import { indexListedPackages, parseListedNdcs } from "../lib/medications/import/listed-packages";
import { DERIVATION_RULES, SOURCE_PROVENANCE } from "../lib/medications/import/seed-provenance";
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
const sources = await readCatalogSources(dataDir, (file, read, total) => {
  if (!bar) return;
  if (file !== current) {
    if (current) bar.stop();
    current = file;
    bar.start(total, 0, { file: file.padEnd(48) });
  }
  bar.update(read);
});
bar?.stop();

// What pharmacies dispense (SDUD per NDC, Part D per drug) and RxNorm packs, read whole: all are small. Without them
// (an older data folder) doses take the documented fallback counts and packs are left out.
const dispensed = await readDispensingSources(dataDir);
sources.stats.push(...dispensed.stats);
const packRows = await readOptionalSource(dataDir, QUANTITY_FILES.packs, parseRxnormPacks, sources.stats);
const packs = new Map(packRows.flatMap((pack) => pack.ndcs.map((ndc) => [ndc, pack] as const)));
const pointCounts = new Map([...sources.histories].map(([ndc, points]) => [ndc, points.length]));
const merged = mergeNdcRecords(sources.latest, sources.weekly, sources.extract, pointCounts);
const names = await readDrugNameSources(dataDir);
sources.stats.push(...names.stats);
const listed = await readOptionalSource(dataDir, QUANTITY_FILES.listed, parseListedNdcs, sources.stats);
const catalog = buildCatalog({
  ndcs: merged.records,
  matesOf: sources.matesOf,
  historyOf: (ndc) => sources.histories.get(ndc) ?? [],
  hasApprovedGeneric: sources.hasApprovedGeneric,
  usualFills: indexUsualFills(dispensed.partD),
  dispensing: dispensed.dispensing,
  packOf: (ndc) => packs.get(ndc) ?? null,
  singleDrugPacks: await readOptionalSource(dataDir, QUANTITY_FILES.packs, parseSingleDrugPacks, []),
  usNameOf: indexUsNames(names.sources.orangeBook),
  nadacDescriptionsOf: nadacDescriptionsOf(sources),
  productLines: indexProductLines(dispensed.partD, names.sources.orangeBook),
  listedPackagesOf: indexListedPackages(listed),
});

const otcNdcs = new Set(catalog.ndcs.filter((r) => r.otc).map((r) => r.ndc));
const searchNames = deriveSearchNames(catalog.medications, names.sources, otcNdcs);
for (const m of catalog.medications) {
  m.aliases = searchNames.aliases.get(m.slug) ?? [];
  m.aliasDoses = searchNames.aliasDoses.get(m.slug) ?? {};
}

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
log(`Wrote ${outPath}: ${(gzipped.length / 1024 / 1024).toFixed(2)} MB gzipped`);
