// npx tsx scripts/measure-trade-name-products.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--list FILE]
// Trade names against what they sell now (prisma/seed/README.md, "Twentieth pass: a trade name is what it sells now
// — search"): every trade name the public files give (RxNorm's branded drugs, the Orange Book, MedlinePlus) that the
// files say sells a product the catalog sells now (RxNorm's branded drugs of the name through their clinical drug; the
// NADAC week's descriptions starting with it), asked alone and with the word of each form it sells
// (lib/medications/search/trade-name-cases.ts), as GET /search/v1 answers. Counts: the first answer of other
// ingredients than any current product, of the right ingredients at a dose or form the name does not sell now, and
// 404s. With --list, every case not right, with what came first.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import {
  readTradeNameSources,
  tradeNameCases,
  tradeNameVerdict,
  type TradeNameVerdict,
} from "../lib/medications/search/trade-name-cases";

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
const { cases, unknown } = tradeNameCases(seed.medications, sources);
console.log(`trade names in the files: ${sources.names.size}; with no current product the catalog sells: ${unknown}`);
const lines: string[] = [];
for (const [set, of] of [
  ["name alone", cases.filter((c) => c.form === null)],
  ["name and form word", cases.filter((c) => c.form !== null)],
] as const) {
  const tally: Record<TradeNameVerdict, number> = { right: 0, "other-ingredients": 0, "other-dose": 0, "404": 0 };
  for (const c of of) {
    const { verdict, answer } = tradeNameVerdict(c, findMedications, catalog);
    tally[verdict]++;
    if (verdict !== "right") lines.push(`${set}\t${verdict}\t${c.query}\t${answer}\t${c.products.join(" ; ")}`);
  }
  const pct = (n: number) => `${n} (${((100 * n) / of.length).toFixed(1)}%)`;
  console.log(
    `${set}: ${of.length} queries; right ${pct(tally.right)}, other ingredients ${tally["other-ingredients"]}, ` +
      `a dose or form it does not sell now ${tally["other-dose"]}, 404 ${tally["404"]}`,
  );
}
if (values.list) writeFileSync(values.list, `${lines.sort().join("\n")}\n`);
