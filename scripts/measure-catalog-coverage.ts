// npx tsx scripts/measure-catalog-coverage.ts [--data ../shared/data/drugs] [--seed prisma/seed/catalog.json.gz]
//   [--derive] [--show CLASS]
// Every NDC NADAC priced in 2025 that is in no dose of the seed, by class (catalog-coverage.ts): counts and NDCs per
// class, and the product groups (a description without its numbers) of each. With --derive, the catalog is derived
// from the data folder as the seed derivation does (derive-catalog.ts) and each NDC is shown with the reason the
// derivation left it out (build-catalog's excludedNdcs).
import { parseArgs } from "node:util";
import {
  COVERAGE_CLASSES,
  measureCoverage,
  readPackIndex,
  readRecentNdcs,
  type CoverageClass,
} from "../lib/medications/import/catalog-coverage";
import { deriveCatalog } from "../lib/medications/import/derive-catalog";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";

const { values: args } = parseArgs({
  options: {
    data: { type: "string", default: "../shared/data/drugs" },
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    derive: { type: "boolean", default: false },
    show: { type: "string" },
  },
});
const dataDir = args.data!;
const recent = await readRecentNdcs(dataDir);
const packOf = await readPackIndex(dataDir);
const derived = args.derive ? await deriveCatalog(dataDir) : null;
const seed = derived ? { medications: derived.catalog.medications } : await readCatalogSeed(args.seed);
const coverage = measureCoverage(seed, recent, packOf);

const productOf = (description: string) =>
  description
    .replace(/^[\d.]+ (ML|MG|ACTUAT|HR) /, "")
    .replace(/[\d.,/-]+/g, "#")
    .replace(/\s+/g, " ");
const log = console.log;
const left = [...coverage.leftOut.values()].flat().length;
log(`NDCs NADAC priced in 2025 (recent_2025): ${coverage.recent}; in a dose: ${coverage.inDose}; in no dose: ${left}`);
for (const [kind, retail] of Object.entries(COVERAGE_CLASSES)) {
  const rows = coverage.leftOut.get(kind as CoverageClass) ?? [];
  const groups = new Map<string, number>();
  for (const r of rows) groups.set(productOf(r.description), (groups.get(productOf(r.description)) ?? 0) + 1);
  log(`  ${rows.length} NDCs, ${groups.size} products: ${kind}${retail ? "" : " (left out by rule)"}`);
  const reasons = new Map<string, number>();
  for (const r of rows) {
    const reason = derived?.catalog.excludedNdcs.get(r.ndc) ?? null;
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, n] of [...reasons].sort(([, a], [, b]) => b - a)) log(`      ${n} x ${reason}`);
  if (args.show && kind.startsWith(args.show))
    for (const [product, n] of [...groups].sort(([, a], [, b]) => b - a)) log(`      ${n} ${product}`);
}
