// npx tsx scripts/measure-spoken-names.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--show SET] [--out FILE]
// Every name the public name files and RxNorm give an ingredient or combination the catalog sells, written as patients
// and prescriptions write it (spoken-name-cases.ts; prisma/seed/README.md, "Nineteenth pass: an ingredient by its
// spoken name — search"), answered by findMedications (the code GET /search/v1 and the site's search use). Counts per
// set: the right medication first (its ingredients without salt words), found lower (in the top 10), another drug
// (answers, none of them right) and 404 (no answer). --show SET prints that set's misses; --out FILE every miss.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDrugNameSources } from "../lib/medications/import/read-drug-name-sources";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import { basesOf } from "../lib/medications/search/dose-query-cases";
import { spokenNameCases } from "../lib/medications/search/spoken-name-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    show: { type: "string" },
    out: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const { sources } = await readDrugNameSources(values.data);
const cases = spokenNameCases(seed.medications, sources);

type Tally = { n: number; first: number; lower: number; other: number; none: number };
const tally = new Map<string, Tally>();
const misses: string[] = [];
for (const c of cases) {
  const { results } = findMedications(catalog, c.query, 10);
  const at = results.findIndex((r) => basesOf(r.medication.generic) === c.bases);
  const outcome = at === 0 ? "first" : at > 0 ? "lower" : results.length > 0 ? "other" : "none";
  const t = tally.get(c.set) ?? { n: 0, first: 0, lower: 0, other: 0, none: 0 };
  t.n += 1;
  t[outcome] += 1;
  tally.set(c.set, t);
  if (outcome === "first") continue;
  const line = `${c.set}\t${outcome}\t${c.query}\t${c.bases}\t-> ${results[0]?.medication.name ?? "nothing"}`;
  misses.push(line);
  if (values.show === c.set) console.log(line);
}
console.log("set\tqueries\tright first\tfound lower\tanother drug\t404");
const all: Tally = { n: 0, first: 0, lower: 0, other: 0, none: 0 };
for (const [set, t] of [...tally].sort()) {
  console.log(`${set}\t${t.n}\t${t.first}\t${t.lower}\t${t.other}\t${t.none}`);
  for (const k of Object.keys(all) as (keyof Tally)[]) all[k] += t[k];
}
console.log(`all\t${all.n}\t${all.first}\t${all.lower}\t${all.other}\t${all.none}`);
if (values.out) writeFileSync(values.out, `${misses.join("\n")}\n`);
