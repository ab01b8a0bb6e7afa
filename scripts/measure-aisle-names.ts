// npx tsx scripts/measure-aisle-names.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs] [--list FILE]
// Over-the-counter products by their package's name (prisma/seed/README.md, "Nineteenth pass: the names on an
// over-the-counter package — search"): every catalog NDC a NADAC file flags as sold over the counter, its NADAC
// description as typed (otc-described) and its product words alone (otc-words: no store brand, strength or form
// words), searched as GET /search/v1 does. Prints, per set, how many queries find a medication the file describes so
// first, lower in the first five, nothing (404), or only other drugs; and for otc-words how many find first the one
// whose NDCs carry the words most. With --list, every query not answered first, with what came first.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import { readCombinationQuerySources } from "../lib/medications/search/combination-query-cases";
import { aisleQueryCases, aisleVerdict } from "../lib/medications/search/aisle-query-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    list: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const { nadacDescriptions } = await readCombinationQuerySources(values.data!, seed.medications);
const otc = new Set(seed.ndcs.filter((r) => r.otc).map((r) => r.ndc));
const cases = aisleQueryCases(seed.medications, otc, nadacDescriptions);
console.log(`over-the-counter NDCs of the catalog: ${otc.size}`);
const lines: string[] = [];
for (const set of ["otc-described", "otc-words"] as const) {
  const tally = { first: 0, lower: 0, "404": 0, other: 0 };
  let most = 0;
  const of = cases.filter((c) => c.set === set);
  for (const c of of) {
    const { verdict, first } = aisleVerdict(c, findMedications, catalog);
    tally[verdict]++;
    if (first === c.most) most++;
    if (verdict !== "first") lines.push(`${set}\t${verdict}\t${c.query}\t${c.slugs.join(",")}\t${first ?? ""}`);
  }
  const pct = (n: number) => `${n} (${((100 * n) / of.length).toFixed(1)}%)`;
  console.log(
    `${set}: ${of.length} queries; first ${pct(tally.first)}, lower ${tally.lower}, 404 ${tally["404"]}, other ${tally.other}` +
      (set === "otc-words" ? `; the medication carrying them most first ${pct(most)}` : ""),
  );
}
if (values.list) writeFileSync(values.list, `${lines.sort().join("\n")}\n`);
