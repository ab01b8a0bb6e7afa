// npx tsx scripts/measure-combination-names.ts [--seed prisma/seed/catalog.json.gz] [--data ../shared/data/drugs]
//   [--show SET]
// Every two- and three-ingredient Orange Book product whose ingredients the catalog sells, typed as patients type it
// (prisma/seed/README.md, "Seventeenth pass: a name at the strength it is sold in — search"): its trade name; the
// ingredients "g1 g2" and "g2 and g1"; "g1/g2 s1/s2 mg" with the product's strengths; the ingredients with the release
// its form names ("er", "xr", "dr", "odt"); "g hct" and "g hctz" for hydrochlorothiazide. Counts per set: found (a
// medication of the ingredients in the top 10), right first (the first answer is of them), right dose first (with a
// strength typed: its amounts; with a release word: that release; a trade name: a dose it is sold in; judged only
// where the first answer sells such a dose). The eighteenth pass ("a combination written every way — search") adds
// combination-order-cases.ts's sets: every order and join, salts as written, hctz/hct/apap/asa anywhere, the last word
// typed in part, strengths in either order, a trade name with its strengths; a pill pack is the book's product
// whatever its iron tablets (ofIngredients).
import { parseArgs } from "node:util";
import type { CatalogMedication } from "../lib/medications/catalog-types";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { readDrugNameSources } from "../lib/medications/import/read-drug-name-sources";
import { tradeNameWithoutStrength } from "../lib/medications/import/derive-search-names";
import { amountsOfStrength, sameStrength } from "../lib/medications/import/orange-book-products";
import type { OrangeBookProduct } from "../lib/medications/import/parse-drug-name-files";
import { findMedications } from "../lib/medications/search/find-medications";
import { searchCatalogOf } from "../lib/medications/search/search-catalog-of";
import { basesOf, moleculeOf } from "../lib/medications/search/dose-query-cases";
import { soldAs } from "../lib/medications/search/brand-dose-query-cases";
import { normalizeSearchText } from "../lib/medications/search/normalize-search-text";
import { combinationOrderCases, ofIngredients } from "../lib/medications/search/combination-order-cases";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed/catalog.json.gz" },
    data: { type: "string", default: "../shared/data/drugs" },
    show: { type: "string" },
  },
});
const seed = await readCatalogSeed(values.seed);
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const { sources } = await readDrugNameSources(values.data);
const sold = new Set(seed.medications.map((m) => basesOf(m.generic)));

type Dose = Pick<CatalogMedication["doses"][number], "strength" | "doseForm">;
type Case = { set: string; query: string; bases: string; dose?: (d: Dose, all: readonly Dose[]) => boolean };
const cases = new Map<string, Case>();
const add = (c: Case) => cases.has(`${c.set}|${c.query}`) || cases.set(`${c.set}|${c.query}`, c);
const RELEASES: [RegExp, string[], RegExp][] = [
  [/EXTENDED RELEASE/, ["er", "xr"], /extended-release/],
  [/DELAYED RELEASE/, ["dr"], /delayed-release/],
  [/ORALLY DISINTEGRATING/, ["odt"], /orally-disintegrating/],
];
// "325MG;10MG" -> "325/10 mg" (mass amounts only).
const typedStrength = (s: string) => {
  const parts = s.split(";").map((p) => /^\s*(?:EQ\s*)?([\d.]+)\s*(MG|MCG|GM|G)\b(?!\/)/i.exec(p));
  if (parts.some((p) => !p) || new Set(parts.map((p) => p![2]!.toUpperCase())).size !== 1) return null;
  return `${parts.map((p) => p![1]).join("/")} ${parts[0]![2]!.toLowerCase().replace("gm", "g")}`;
};
for (const p of sources.orangeBook as OrangeBookProduct[]) {
  if (p.ingredients.length < 2 || p.ingredients.length > 3) continue;
  const molecules = p.ingredients.map((i) => moleculeOf(i));
  const bases = [...new Set(molecules)].sort().join("|");
  if (!sold.has(bases)) continue;
  const name = normalizeSearchText(tradeNameWithoutStrength(p.tradeName));
  const ownName = molecules.some((m) => name.startsWith(m));
  if (!ownName) add({ set: "brand", query: name, bases, dose: (d, all) => soldAs([p], all, d) || soldAsAny(name, bases, d, all) }); // prettier-ignore
  add({ set: "g1 g2", query: molecules.join(" "), bases });
  add({ set: "g2 and g1", query: [...molecules].reverse().join(" and "), bases });
  const s = p.strength ? typedStrength(p.strength) : null;
  if (s && p.strength)
    add({
      set: "g1/g2 strength",
      query: `${molecules.join("/")} ${s}`,
      bases,
      dose: (d) => sameStrength(p.strength!, d.strength) || sameAmounts(p.strength!, d.strength),
    });
  for (const [form, words, doseForm] of RELEASES)
    if (form.test(p.form ?? ""))
      for (const w of words) add({ set: `g1 g2 ${w}`, query: `${molecules.join(" ")} ${w}`, bases, dose: (d) => doseForm.test(d.doseForm) }); // prettier-ignore
  const hct = molecules.indexOf("hydrochlorothiazide");
  if (hct >= 0 && molecules.length === 2) {
    const other = molecules[1 - hct]!;
    for (const w of ["hct", "hctz"]) add({ set: `g ${w}`, query: `${other} ${w}`, bases });
  }
}
for (const c of combinationOrderCases(sources.orangeBook, sold))
  add({ ...c, dose: c.strength ? (d) => sameStrength(c.strength!, d.strength) : undefined });
const byName = new Map<string, OrangeBookProduct[]>();
for (const p of sources.orangeBook) {
  const n = normalizeSearchText(tradeNameWithoutStrength(p.tradeName));
  byName.set(n, [...(byName.get(n) ?? []), p]);
}
function soldAsAny(name: string, bases: string, d: Dose, all: readonly Dose[]) {
  const own = (byName.get(name) ?? []).filter((p) => [...new Set(p.ingredients.map((i) => moleculeOf(i)))].sort().join("|") === bases); // prettier-ignore
  return soldAs(own, all, d);
}
// The same amounts whatever the order and the unit's spelling ("10MG;325MG" and "325 mg-10 mg").
function sameAmounts(a: string, b: string) {
  const [x, y] = [amountsOfStrength(a), amountsOfStrength(b)];
  return x.length === y.length && x.every((p, i) => p.value === y[i]!.value);
}

const tally = new Map<string, { n: number; found: number; first: number; dosed: number; dose: number }>();
for (const c of cases.values()) {
  const { results } = findMedications(catalog, c.query, 10);
  const t = tally.get(c.set) ?? { n: 0, found: 0, first: 0, dosed: 0, dose: 0 };
  t.n += 1;
  const found = results.some((r) => ofIngredients(r.medication.generic, c.bases));
  const first = results[0] && ofIngredients(results[0].medication.generic, c.bases);
  if (found) t.found += 1;
  if (first) t.first += 1;
  let right = true;
  const m0 = results[0]?.medication;
  // A dose is judged where the first answer sells one that is right (not a strength or product the catalog lacks).
  if (c.dose && (!first || m0!.doses.some((d) => c.dose!(d, m0!.doses)))) {
    t.dosed += 1;
    const d = m0?.doses.find((x) => x.ndc === (results[0]!.askedDose ?? m0.defaultDose));
    right = !!(first && d && c.dose(d, m0!.doses));
    if (right) t.dose += 1;
  }
  if (values.show && c.set === values.show && (!first || !right)) {
    const m = results[0]?.medication;
    const d = m?.doses.find((x) => x.ndc === (results[0]!.askedDose ?? m.defaultDose));
    const why = !found ? "not found" : !first ? "other first" : "dose";
    console.log(
      `${why}\t${c.query}\t${c.bases}\t-> ${m?.name ?? "nothing"}\t${d ? `${d.strength} ${d.doseForm}` : ""}`,
    );
  }
  tally.set(c.set, t);
}
console.log("set\tqueries\tfound\tright first\twith a dose\tright dose first");
const all = { n: 0, found: 0, first: 0, dosed: 0, dose: 0 };
for (const [set, t] of [...tally].sort()) {
  console.log(`${set}\t${t.n}\t${t.found}\t${t.first}\t${t.dosed}\t${t.dose}`);
  for (const k of Object.keys(all) as (keyof typeof all)[]) all[k] += t[k];
}
console.log(`all\t${all.n}\t${all.found}\t${all.first}\t${all.dosed}\t${all.dose}`);
