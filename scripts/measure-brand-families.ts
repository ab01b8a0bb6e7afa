// npx tsx scripts/measure-brand-families.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--list FILE]
// Brand families typed whole (prisma/seed/README.md, "Twenty-first pass: a brand family's name is its counter product
// — search"): every trade name the public files give (RxNorm, the Orange Book, MedlinePlus) that names products of more
// than one ingredient set or form (lib/medications/search/brand-family-cases.ts), searched as GET /search/v1 does.
// Counts, for over-the-counter and prescription names apart: the first answer at the family's counter product (the
// rule of import/brand-families.ts), at a prescription-only product for an over-the-counter name, at another of its
// products, at none of them, and 404s. With --list, every family: the verdict, the name, what opened (medication,
// strength, form, default quantity) and the counter product.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import { readTradeNameSources } from "../lib/medications/search/trade-name-cases";
import {
  brandFamilies,
  brandFamilyVerdict,
  type BrandFamilyVerdict,
} from "../lib/medications/search/brand-family-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    list: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const sources = await readTradeNameSources(values.data!);
const { families, evidence } = brandFamilies(seed, sources);
console.log(`trade names in the files: ${sources.names.size}; families the catalog names: ${families.length}`);
const lines: string[] = [];
for (const [set, of] of [
  ["over the counter", families.filter((f) => f.otc)],
  ["prescription", families.filter((f) => !f.otc)],
] as const) {
  const tally: Record<BrandFamilyVerdict, number> = {
    right: 0,
    "rx-only": 0,
    "other-product": 0,
    "not-family": 0,
    "404": 0,
  };
  for (const f of of) {
    const { verdict, answer, counter } = brandFamilyVerdict(f, evidence, findMedications, catalog);
    tally[verdict]++;
    lines.push(`${set}\t${verdict}\t${f.name}\t${answer}\t${counter}`);
  }
  const pct = (n: number) => `${n} (${((100 * n) / Math.max(of.length, 1)).toFixed(1)}%)`;
  console.log(
    `${set}: ${of.length} families; counter product first ${pct(tally.right)}, a prescription-only product ` +
      `${tally["rx-only"]}, another of its products ${tally["other-product"]}, none of its products ` +
      `${tally["not-family"]}, 404 ${tally["404"]}`,
  );
}
if (values.list) writeFileSync(values.list, `${lines.sort().join("\n")}\n`);
