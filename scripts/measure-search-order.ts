// npx tsx scripts/measure-search-order.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--tree DIR] [--worst 40] [--forms]
// Search answers against the dispensing evidence over the whole catalog: for every ingredient name, combination
// ingredient, combination (both word orders) and brand name, whether the first answer is the one filled most
// (Medicaid prescriptions a year, else Part D claims), whether the first three and five are the three and five
// filled most, and Spearman's rho of the first ten; the worst listed. Then every name of several forms with each
// form word (measure-form-queries.ts; --forms lists the misses). `--tree`: another checkout's search code (main
// exported with `git archive main | tar -x -C DIR`) on the same seed.
import { parseArgs } from "node:util";
import { partDClaimsOf } from "../lib/medications/import/part-d-claims";
import { readDispensingSources } from "../lib/medications/import/read-dispensing-sources";
import type { CatalogMedication } from "../lib/medications/catalog-types";
import { measureSearchOrder, type OrderGroup } from "../lib/medications/search/measure-search-order";
import { measureFormQueries } from "../lib/medications/search/measure-form-queries";
import { searchOfTree } from "./lib/search-of-tree";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    worst: { type: "string", default: "40" },
    tree: { type: "string", default: "." },
    forms: { type: "boolean", default: false },
  },
});
const { findMedications, catalog, seed } = await searchOfTree(values.tree!, values.seed!);
const { partD } = await readDispensingSources(values.data!);
const claims = partDClaimsOf(partD, seed.medications);
const fillsOf = (m: CatalogMedication) => m.dispensed || claims.get(m.slug) || 0;
const measured = measureSearchOrder(catalog, fillsOf, findMedications);

const pct = (n: number, of: number) => `${n} of ${of} (${((100 * n) / Math.max(1, of)).toFixed(1)}%)`;
console.log(`seed ${values.seed} (${seed.generatedAt})`);
for (const group of ["ingredient", "combination", "brand"] as OrderGroup[]) {
  const of = measured.filter((q) => q.group === group);
  const rho = of.reduce((s, q) => s + q.rho, 0) / Math.max(1, of.length);
  console.log(
    `${group} queries ${of.length}: first = filled most ${pct(of.filter((q) => q.firstIsMost).length, of.length)}; ` +
      `top 3 = the 3 filled most ${pct(of.filter((q) => q.top3).length, of.length)}; ` +
      `top 5 ${pct(of.filter((q) => q.top5).length, of.length)}; mean rho ${rho.toFixed(3)}`,
  );
}
const dwarfed = measured.filter(
  (q) => q.named && Math.max(...q.answers.map((a) => a.fills)) >= 10 * q.answers[0]!.fills,
);
console.log(`named as typed first, another answer filled 10 times as much or more: ${dwarfed.length}`);
const k = (n: number) => (n >= 1000 ? `${Math.round(n / 1000)}k` : String(n));
const gap = (q: (typeof measured)[number]) => Math.max(...q.answers.map((a) => a.fills)) / Math.max(1, q.answers[0]!.fills); // prettier-ignore
const worst = measured.filter((q) => !q.firstIsMost).sort((a, b) => gap(b) - gap(a));
console.log(`\nfirst answer not the one filled most (${worst.length}), largest gap first:`);
for (const q of worst.slice(0, Number(values.worst)))
  console.log(
    `  ${q.query}: ${q.answers
      .slice(0, 5)
      .map((a) => `${a.name} ${k(a.fills)}`)
      .join(" | ")}`,
  );
console.log(`\nnamed as typed first, another filled 10 times as much (${dwarfed.length}):`);
for (const q of dwarfed.slice(0, Number(values.worst)))
  console.log(
    `  ${q.query}: ${q.answers
      .slice(0, 4)
      .map((a) => `${a.name} ${k(a.fills)}`)
      .join(" | ")}`,
  );
const lowRho = measured.filter((q) => q.firstIsMost && !q.top3).sort((a, b) => a.rho - b.rho);
console.log(`\nfirst right, top 3 not the 3 filled most (${lowRho.length}), lowest rho first:`);
for (const q of lowRho.slice(0, Number(values.worst)))
  console.log(`  ${q.query} (${q.rho.toFixed(2)}): ${q.answers.slice(0, 5).map((a) => `${a.name} ${k(a.fills)}`).join(" | ")}`); // prettier-ignore

const forms = measureFormQueries(catalog, findMedications);
const count = (o: string) => forms.filter((f) => f.outcome === o).length;
console.log(
  `\nform words after a name of several forms: ${forms.length} queries; right form first ${pct(count("right"), forms.length)}; ` +
    `another form ${count("other-form")}, another drug ${count("other-drug")}, none ${count("none")}`,
);
if (values.forms) for (const f of forms.filter((x) => x.outcome !== "right")) console.log(`  ${f.outcome}: ${f.query} -> ${f.first}`); // prettier-ignore
