// npx tsx scripts/measure-written-names.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--show SET] [--out FILE]
// Drug names as the public lists write them (lib/medications/search/written-name-cases.ts: the complete NADAC week's
// descriptions and their name parts, SDUD's product names, Part D 2023's brand and generic names, Drugs@FDA's names and
// ingredients, doses as prescriptions write them, pairs in both orders with every join), answered by findMedications
// (GET /search/v1 and the site's search, 10 answers). Counts per set: right medication first (its ingredients, a
// brand named that brand), right dose first (where the case names one), found lower, another drug, 404
// (prisma/seed/README.md, "Twenty-first pass: names as the public lists write them — search"). --show SET prints
// that set's misses; --out FILE every miss. Prints the CPU a query.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import { judgeWrittenName, readWrittenNameSources, writtenNameCases } from "../lib/medications/search/written-name-cases"; // prettier-ignore

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
const cases = writtenNameCases(seed.medications, await readWrittenNameSources(values.data!), seed.otherDrugNames);

type Tally = { n: number; first: number; doseN: number; dose: number; lower: number; other: number; none: number };
const tally = new Map<string, Tally>();
const misses: string[] = [];
const started = process.cpuUsage();
for (const c of cases) {
  const results = findMedications(catalog, c.query, 10).results;
  const verdict = judgeWrittenName(c, results);
  const t = tally.get(c.set) ?? { n: 0, first: 0, doseN: 0, dose: 0, lower: 0, other: 0, none: 0 };
  t.n++;
  if (c.ndcs) t.doseN++;
  if (verdict === "first" || verdict === "wrong dose") t.first++;
  if (verdict === "first" && c.ndcs) t.dose++;
  if (verdict === "lower") t.lower++;
  if (verdict === "other") t.other++;
  if (verdict === "404") t.none++;
  tally.set(c.set, t);
  if (verdict === "first") continue;
  const r0 = results[0];
  const d = r0?.medication.doses.find((x) => x.ndc === (r0.askedDose ?? r0.medication.defaultDose));
  const line = `${c.set}\t${verdict}\t${c.query}\t${c.slugs?.join(",") ?? c.bases.join(",")}\t-> ${r0 ? `${r0.medication.slug} [${d?.strength} ${d?.doseForm}]` : "nothing"}`; // prettier-ignore
  misses.push(line);
  if (values.show === c.set) console.log(line);
}
const cpu = process.cpuUsage(started);
console.log("| set | queries | right first | right dose first | found lower | another drug | 404 |");
console.log("|---|---|---|---|---|---|---|");
const all: Tally = { n: 0, first: 0, doseN: 0, dose: 0, lower: 0, other: 0, none: 0 };
for (const [set, t] of [...tally].sort()) {
  console.log(`| ${set} | ${t.n} | ${t.first} | ${t.doseN ? `${t.dose} of ${t.doseN}` : ""} | ${t.lower} | ${t.other} | ${t.none} |`); // prettier-ignore
  for (const k of Object.keys(all) as (keyof Tally)[]) all[k] += t[k];
}
console.log(
  `| all | ${all.n} | ${all.first} | ${all.dose} of ${all.doseN} | ${all.lower} | ${all.other} | ${all.none} |`,
);
console.log(`cpu per query: ${((cpu.user + cpu.system) / 1000 / cases.length).toFixed(3)} ms`);
if (values.out) writeFileSync(values.out, `${misses.join("\n")}\n`);
