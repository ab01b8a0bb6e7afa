// npx tsx scripts/measure-foreign-prefixes.ts [--seed prisma/seed/catalog.json.gz] [--list FILE]
// Every US name of the catalog (each medication's name, and its aliases a US file gives: the seed's aliasSources)
// typed as a patient types it, 3, 4, 5 ... letters and whole, answered by findMedications (GET /search/v1 and the
// site's search, 10 answers): the answers among the first three that only a name abroad (an alias only DrugBank or
// MeSH gives: "norcolut", norethindrone abroad) brings as the start of it, and the first answers that are another
// drug; then every name abroad typed whole, and where its medication stands (prisma/seed/README.md, "Twentieth pass:
// ... — search"). With --list, each such answer. Prints the CPU a query.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import {
  abroadAnswers,
  namesAbroadTypedWhole,
  usNameStarts,
  SHORTEST_START,
} from "../lib/medications/search/foreign-prefix-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    list: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed);
const meds = seed.medications;
if (!meds.some((m) => m.aliasSources !== undefined)) throw new Error("the seed records no alias sources");
const catalog = searchCatalogOf(meds, seed.otherDrugNames);
const starts = usNameStarts(meds);
const started = process.cpuUsage();
const { queries, answers } = abroadAnswers(meds, catalog, findMedications, starts);
const cpu = process.cpuUsage(started);

// By the letters typed: SHORTEST_START, one more ... and the names typed whole.
const wholeNames = new Set(meds.flatMap((m) => [m.name, ...m.aliases].map((n) => n.toLowerCase())));
const bucket = (q: string) => (wholeNames.has(q) ? "whole name" : q.length >= 7 ? "7+ letters" : `${q.length} letters`);
const rows = new Map<string, { queries: number; top3: Set<string>; first: Set<string>; firstOther: Set<string> }>();
const row = (q: string) => {
  const key = bucket(q);
  const found = rows.get(key) ?? { queries: 0, top3: new Set(), first: new Set(), firstOther: new Set() };
  rows.set(key, found);
  return found;
};
for (const q of starts.keys()) row(q).queries++;
for (const a of answers) {
  const r = row(a.query);
  r.top3.add(a.query);
  if (a.position === 0) r.first.add(a.query);
  if (a.position === 0 && a.otherDrug) r.firstOther.add(a.query);
}
const order = [...Array.from({ length: 7 - SHORTEST_START }, (_, i) => `${SHORTEST_START + i} letters`)];
console.log("typed                 queries  a name abroad's answer in the first 3  first  first, another drug");
let total = { queries: 0, top3: 0, first: 0, firstOther: 0 };
for (const key of [...order, "7+ letters", "whole name"]) {
  const r = rows.get(key);
  if (!r) continue;
  console.log(
    `${key.padEnd(20)} ${String(r.queries).padStart(8)}  ${String(r.top3.size).padStart(37)}  ${String(r.first.size).padStart(5)}  ${String(r.firstOther.size).padStart(20)}`,
  );
  total = {
    queries: total.queries + r.queries,
    top3: total.top3 + r.top3.size,
    first: total.first + r.first.size,
    firstOther: total.firstOther + r.firstOther.size,
  };
}
console.log(
  `${"all".padEnd(20)} ${String(total.queries).padStart(8)}  ${String(total.top3).padStart(37)}  ${String(total.first).padStart(5)}  ${String(total.firstOther).padStart(20)}`,
);
console.log(`answers a name abroad brings in the first 3: ${answers.length}`);
const whole = namesAbroadTypedWhole(meds, catalog, findMedications);
const at = (p: (n: number) => boolean) => whole.filter((w) => p(w.position)).length;
console.log(
  `names abroad typed whole: ${whole.length}; their medication first ${at((p) => p === 0)}, in the first 3 ${at((p) => p >= 0 && p < 3)}, in the first 10 ${at((p) => p >= 0)}`,
);
console.log(`cpu per query: ${((cpu.user + cpu.system) / 1000 / queries).toFixed(3)} ms`);
if (values.list)
  writeFileSync(
    values.list,
    answers
      .map((a) => `${a.position + 1}\t${a.otherDrug ? "OTHER" : "same "}\t${a.query}\t${a.slug}\t(${a.abroad})`)
      .concat(whole.filter((w) => w.position !== 0).map((w) => `whole\t${w.position + 1}\t${w.name}\t${w.slug}`))
      .join("\n") + "\n",
  );
