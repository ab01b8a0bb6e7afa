// npx tsx scripts/measure-misspellings.ts [--seed prisma/seed/catalog.json.gz] [--list FILE] [--random 23]
// Misspellings of every name the catalog sells (lib/medications/search/misspelling-cases.ts: a letter dropped,
// doubled, swapped or replaced, or a sound spelt otherwise, in each word of each name), answered by findMedications
// (GET /search/v1 and the site's search box, 10 answers) over the seed's catalog and otherDrugNames, as production
// answers: the right drug first, lower, a 404, or only other drugs, by kind of slip and of name (prisma/seed/README.md,
// "Nineteenth pass"). With --list, every case not first. Prints the CPU a query.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import {
  misspellingCases,
  misspellingOutcome,
  type MisspellingOutcome,
} from "../lib/medications/search/misspelling-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    list: { type: "string" },
    random: { type: "string", default: "23" },
  },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const cases = misspellingCases(seed.medications, catalog.index, Number(values.random));
const counts = new Map<string, Record<MisspellingOutcome, number>>();
const count = (row: string, outcome: MisspellingOutcome) => {
  const c = counts.get(row) ?? { first: 0, lower: 0, "404": 0, other: 0 };
  c[outcome]++;
  counts.set(row, c);
};
const missed: string[] = [];
const started = process.cpuUsage();
for (const c of cases) {
  const answers = findMedications(catalog, c.query, 10).results.map((r) => r.medication);
  const outcome = misspellingOutcome(c, answers);
  for (const row of [`${c.name}: ${c.kind}`, c.name, c.kind, "all"]) count(row, outcome);
  if (outcome !== "first") missed.push([outcome, c.kind, c.name, c.query, c.slug, answers[0]?.slug ?? ""].join("\t"));
}
const cpu = process.cpuUsage(started);
console.log("| misspelt | cases | first | lower | 404 | another drug |\n|---|---|---|---|---|---|");
for (const [row, c] of [...counts].sort(([a], [b]) => (a === "all" ? 1 : b === "all" ? -1 : a.localeCompare(b)))) {
  const n = c.first + c.lower + c["404"] + c.other;
  console.log(`| ${row} | ${n} | ${c.first} | ${c.lower} | ${c["404"]} | ${c.other} |`);
}
console.log(`cpu per query: ${((cpu.user + cpu.system) / 1000 / cases.length).toFixed(3)} ms`);
if (values.list) writeFileSync(values.list, missed.join("\n") + "\n");
