// npx tsx scripts/measure-partial-names.ts [--seed prisma/seed/catalog.json.gz] [--tree DIR] [--show KIND] [--out FILE]
// Every catalog name and combination typed in part (lib/medications/search/partial-name-cases.ts: the last word cut,
// each word cut, letter by letter), answered by findMedications (GET /search/v1 and the site's search, 10 answers).
// Counts per kind: the right medication first, found lower, another drug only, 404 (prisma/seed/README.md,
// "Twenty-fourth pass ... — search"). --tree DIR answers with another checkout's search code (main exported with
// `git archive main | tar -x -C DIR`); --show KIND prints that kind's 404s; --out FILE every miss.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { searchOfTree } from "./lib/search-of-tree";
import { basesOf } from "../lib/medications/search/dose-query-cases";
import { partialNameCases } from "../lib/medications/search/partial-name-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    tree: { type: "string", default: "." },
    show: { type: "string" },
    out: { type: "string" },
  },
});
const { findMedications, catalog, seed } = await searchOfTree(values.tree!, values.seed!);
const cases = partialNameCases(seed.medications);

type Tally = { n: number; first: number; lower: number; other: number; none: number };
const tally = new Map<string, Tally>();
const misses: string[] = [];
const started = process.cpuUsage();
for (const c of cases) {
  const results = findMedications(catalog, c.query, 10).results;
  const at = results.findIndex((r) => basesOf(r.medication.generic) === c.bases);
  const t = tally.get(c.kind) ?? { n: 0, first: 0, lower: 0, other: 0, none: 0 };
  t.n++;
  const verdict = results.length === 0 ? "404" : at < 0 ? "other" : at > 0 ? "lower" : "first";
  if (verdict === "404") t.none++;
  else if (verdict === "other") t.other++;
  else if (verdict === "lower") t.lower++;
  else t.first++;
  tally.set(c.kind, t);
  if (verdict !== "first") {
    const line = `${c.kind}\t${verdict}\t${c.query}\t${c.bases}\t${results[0]?.medication.name ?? ""}`;
    misses.push(line);
    if (values.show === c.kind && verdict === "404") console.log(line);
  }
}
const used = process.cpuUsage(started);
console.log("kind\tqueries\tright first\tfound lower\tanother drug only\t404");
for (const [kind, t] of [...tally].sort())
  console.log(`${kind}\t${t.n}\t${t.first}\t${t.lower}\t${t.other}\t${t.none}`);
console.log(`CPU a query: ${((used.user + used.system) / 1000 / cases.length).toFixed(3)} ms`);
if (values.out) writeFileSync(values.out, misses.join("\n") + "\n");
