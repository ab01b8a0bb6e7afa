// npx tsx scripts/measure-catalog-combinations.ts [--seed prisma/seed/catalog.json.gz] [--show]
// Every combination medication of the catalog, its molecules in every order with every join and its salts written
// (lib/medications/search/catalog-combination-cases.ts), answered by findMedications as GET /search/v1 does: writings
// whose first answer is of the ingredients, another drug, nothing; and products every writing of which opens the same
// medication first. --show prints every miss and each product opened differently by its writings.
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import {
  catalogCombinationCases,
  catalogCombinationVerdict,
} from "../lib/medications/search/catalog-combination-cases";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";

const { values } = parseArgs({
  options: { seed: { type: "string", default: "prisma/seed/catalog.json.gz" }, show: { type: "boolean" } },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const first = (q: string) => findMedications(catalog, q, 10).results[0]?.medication;
const cases = catalogCombinationCases(seed.medications);
const total = { writings: 0, right: 0, other: 0, none: 0, same: 0, allRight: 0 };
for (const c of cases) {
  const v = catalogCombinationVerdict(c, first);
  total.writings += c.queries.length;
  total.right += v.right;
  total.other += v.other;
  total.none += v.none;
  if (v.same) total.same++;
  if (v.right === c.queries.length) total.allRight++;
  if (values.show && (v.misses.length > 0 || !v.same)) {
    console.log(`${c.generic}: ${v.right}/${c.queries.length} right${v.same ? "" : ", not the same first"}`);
    for (const m of v.misses.slice(0, 6)) console.log(`  ${m}`);
  }
}
console.log(
  `combination products ${cases.length}, writings ${total.writings}: right first ${total.right}, another drug ` +
    `${total.other}, nothing ${total.none}; products every writing finds right ${total.allRight}, opened the same ` +
    `by every writing ${total.same}`,
);
