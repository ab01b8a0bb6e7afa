// npx tsx scripts/measure-type-ahead-cpu.ts [--tree DIR] [--runs 3]
// Type-ahead CPU a query: the bench's 5,000 type-ahead queries (typeAheadQueries over the seed's names) answered by
// findMedications of the tree given (this one by default; another checkout, such as main exported with
// `git archive main | tar -x -C DIR`, to alternate with), a fresh index each run; prints each run's CPU a query and
// the median (prisma/seed/README.md, search passes).
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { typeAheadQueries } from "./bench/inputs";

const { values } = parseArgs({
  options: { tree: { type: "string", default: "." }, runs: { type: "string", default: "3" } },
});
const tree = resolve(values.tree!);
const { readCatalogSeed } = await import(`${tree}/lib/medications/import/read-catalog-seed.ts`);
const { findMedications } = await import(`${tree}/lib/medications/search/find-medications.ts`);
const { searchCatalogOf } = await import(`${tree}/lib/medications/search/search-catalog-of.ts`);
const seed = await readCatalogSeed(`${tree}/prisma/seed/catalog.json.gz`);
const queries = typeAheadQueries(
  seed.medications.map((m: { name: string }) => m.name),
  5_000,
);
const perQuery: number[] = [];
for (let run = 0; run < Number(values.runs); run++) {
  const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  const before = process.cpuUsage();
  for (const q of queries) findMedications(catalog, q, 10);
  const used = process.cpuUsage(before);
  perQuery.push((used.user + used.system) / 1000 / queries.length);
}
const median = [...perQuery].sort((a, b) => a - b)[Math.floor(perQuery.length / 2)]!;
console.log(`${tree}: ${perQuery.map((x) => x.toFixed(3)).join(" ")} ms a query, median ${median.toFixed(3)}`);
