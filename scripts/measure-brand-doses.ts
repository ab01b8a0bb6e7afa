// npx tsx scripts/measure-brand-doses.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--show wrong|unsold|right] [--sets brand-dose-ob]
// Every Orange Book trade name, and every MedlinePlus brand the book names too, typed alone into findMedications
// (the code GET /search/v1 and the site's search use): does it lead to a medication of its ingredients, and is the
// dose it lands on (asked, else default) one the name is sold in, by the book's forms and strengths
// (brand-dose-query-cases.ts; prisma/seed/README.md, "Seventeenth pass: a name at the strength it is sold in").
// Counts per set, split by names with a prescription product, names sold only over the counter and names all of whose products are
// discontinued.
import { parseArgs } from "node:util";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDrugNameSources } from "../lib/medications/import/read-drug-name-sources";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import {
  brandDoseQueryCases,
  judgeBrandDose,
  type BrandDoseAnswer,
} from "../lib/medications/search/brand-dose-query-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    show: { type: "string" },
    sets: { type: "string", default: "" },
  },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const { sources } = await readDrugNameSources(values.data);
const cases = brandDoseQueryCases(sources.orangeBook, sources.medlinePlus).filter((c) => c.set.startsWith(values.sets));
const tally = new Map<string, Record<BrandDoseAnswer, number>>();
const zero = (): Record<BrandDoseAnswer, number> => ({
  right: 0,
  "wrong dose": 0,
  unsold: 0,
  "other medication": 0,
  nothing: 0,
});
for (const c of cases) {
  const { results } = findMedications(catalog, c.query, 10);
  const first = results[0];
  const answer = judgeBrandDose(c, first?.medication, first?.askedDose ?? null);
  for (const key of [c.set, `${c.set} ${c.status}`]) {
    const t = tally.get(key) ?? zero();
    t[answer] += 1;
    tally.set(key, t);
  }
  if (values.show && answer === values.show && first) {
    const m = first.medication;
    const d = m.doses.find((x) => x.ndc === (first.askedDose ?? m.defaultDose));
    console.log(`${c.set}\t${c.status}\t${c.query}\t${m.name}\t${d?.strength} ${d?.doseForm}`);
  }
}
console.log("set\tnames\tled to its ingredients\tcatalog sells a product\tdose sold\tdose not sold\tother\tnothing");
for (const [set, t] of [...tally].sort()) {
  const led = t.right + t["wrong dose"] + t.unsold;
  const names = led + t["other medication"] + t.nothing;
  console.log(
    `${set}\t${names}\t${led}\t${t.right + t["wrong dose"]}\t${t.right}\t${t["wrong dose"]}\t${t["other medication"]}\t${t.nothing}`,
  );
}
