// npx tsx scripts/measure-label-strengths.ts [--seed prisma/seed/catalog.json.gz] [--tree DIR] [--show KIND] [--out FILE]
// Every dose of the catalog with its strength written as a prescription or a label writes it (a percentage, per
// millilitre, per 5 mL, per, the other unit of mass, IU, a salt's mg for its mEq), with and without its form words
// (lib/medications/search/label-strength-cases.ts), answered by findMedications (GET /search/v1 and the site's
// search). Counts per kind and form word: the right medication first, the right dose first, another drug first, 404
// (prisma/seed/README.md, "Twenty-fourth pass: a strength as the label writes it — search"). --show KIND prints that
// kind's misses; --out FILE every miss; --tree DIR answers with another checkout's search code (main exported with
// `git archive main | tar -x -C DIR`), the cases staying this tree's. Prints the CPU a query.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { searchOfTree } from "./lib/search-of-tree";
import { answersLabelStrength, labelStrengthCases } from "../lib/medications/search/label-strength-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    show: { type: "string" },
    out: { type: "string" },
    tree: { type: "string", default: "." },
  },
});
const { findMedications, catalog, seed } = await searchOfTree(values.tree!, values.seed!);
const cases = labelStrengthCases(seed.medications);

type Tally = { n: number; first: number; dose: number; other: number; none: number };
const tally = new Map<string, Tally>();
const misses: string[] = [];
const started = process.cpuUsage();
for (const c of cases) {
  const results = findMedications(catalog, c.query, 10).results;
  const [first] = results;
  const dose = first?.medication.doses.find((d) => d.ndc === (first.askedDose ?? first.medication.defaultDose));
  const right = answersLabelStrength(c, first && { generic: first.medication.generic, dose });
  const key = `${c.kind}${c.form ? " + form" : ""}`;
  const t = tally.get(key) ?? { n: 0, first: 0, dose: 0, other: 0, none: 0 };
  t.n++;
  if (right.medication) t.first++;
  if (right.dose) t.dose++;
  const verdict = results.length === 0 ? "404" : !right.medication ? "other" : !right.dose ? "wrong dose" : "";
  if (verdict === "404") t.none++;
  if (verdict === "other") t.other++;
  tally.set(key, t);
  if (verdict) {
    const line = `${key}\t${verdict}\t${c.query}\t${first ? `${first.medication.name}: ${dose?.strength} ${dose?.doseForm}` : ""}`; // prettier-ignore
    misses.push(line);
    if (values.show && c.kind === values.show) console.log(line);
  }
}
const used = process.cpuUsage(started);
const all: Tally = { n: 0, first: 0, dose: 0, other: 0, none: 0 };
console.log("kind\tqueries\tright first\tright dose first\tanother drug first\t404");
for (const [key, t] of [...tally].sort()) {
  console.log(`${key}\t${t.n}\t${t.first}\t${t.dose}\t${t.other}\t${t.none}`);
  for (const k of Object.keys(all) as (keyof Tally)[]) all[k] += t[k];
}
console.log(`all\t${all.n}\t${all.first}\t${all.dose}\t${all.other}\t${all.none}`);
console.log(`CPU a query: ${((used.user + used.system) / 1000 / cases.length).toFixed(3)} ms`);
if (values.out) writeFileSync(values.out, misses.join("\n") + "\n");
