// A trade name typed alone lands on a dose the name is sold in (prisma/seed/README.md, "Seventeenth pass: a name at
// the strength it is sold in — search"), generated from the public lists over the whole catalog and used by
// scripts/measure-brand-doses.ts and search-brand-doses.test.ts:
// - every Orange Book trade name (without the strength some end with) that is not a molecule's own name, with its
//   products (prescription, over the counter and discontinued): "ADVIL" is ibuprofen 200 mg tablets, "ALEVE" naproxen
//   sodium 220 mg tablets, "PEPCID AC" famotidine 10 mg and 20 mg tablets;
// - every MedlinePlus brand of a generic that the Orange Book names too, with the book's products of that name.
// The first answer must be of the products' ingredients, at a dose of one of their forms and strengths (the Orange
// Book's strength as sameStrength reads it; a plain tablet or capsule is the modified one where the medication sells
// no plain one of its kind). A name whose products the medication found sells none of is counted apart: no dose of
// it could be right.
import type { CatalogMedication } from "../catalog-types";
import type { BrandList, OrangeBookProduct } from "../import/parse-drug-name-files";
import { doseFormsOfOrangeBook, releasesOf, sameStrength } from "../import/orange-book-products";
import { tradeNameWithoutStrength } from "../import/derive-search-names";
import { basesOf, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type BrandDoseQueryCase = {
  set: string;
  query: string;
  // The trade name's products of each combination of ingredients (basesOf the catalog's generic).
  products: Map<string, OrangeBookProduct[]>;
  // "rx": a product of the name is on prescription; "otc": none is, one is sold over the counter; "discontinued":
  // every one is discontinued.
  status: "rx" | "otc" | "discontinued";
};

type Dose = Pick<CatalogMedication["doses"][number], "strength" | "doseForm">;

const ingredientBases = (ingredients: readonly string[]) =>
  [...new Set(ingredients.map((i) => moleculeOf(normalizeSearchText(i))))].sort().join("|");

// Whether a dose is one of the products' forms and strengths, among the doses the medication sells.
export function soldAs(products: readonly OrangeBookProduct[], doses: readonly Dose[], dose: Dose): boolean {
  const sold = new Set(doses.map((d) => d.doseForm));
  return products.some((p) => {
    const forms = doseFormsOfOrangeBook(p.form ?? "");
    if (!forms || !p.strength) return false;
    const named = forms.some((f) => sold.has(f)) ? forms : [...forms, ...releasesOf(forms)];
    return named.includes(dose.doseForm) && sameStrength(p.strength, dose.strength);
  });
}

export function brandDoseQueryCases(
  orangeBook: readonly OrangeBookProduct[],
  medlinePlus: readonly BrandList[] = [],
): BrandDoseQueryCase[] {
  const byName = new Map<string, OrangeBookProduct[]>();
  for (const p of orangeBook) {
    const name = normalizeSearchText(tradeNameWithoutStrength(p.tradeName));
    if (!name || name.split(" ").length > 4) continue;
    // A generic product's trade name is its molecule ("IBUPROFEN"): no brand.
    if (p.ingredients.some((i) => [normalizeSearchText(i), moleculeOf(normalizeSearchText(i))].includes(name)))
      continue;
    byName.set(name, [...(byName.get(name) ?? []), p]);
  }
  const caseOf = (set: string, query: string, products: readonly OrangeBookProduct[]): BrandDoseQueryCase => {
    const grouped = new Map<string, OrangeBookProduct[]>();
    for (const p of products) {
      const key = ingredientBases(p.ingredients);
      grouped.set(key, [...(grouped.get(key) ?? []), p]);
    }
    const has = (type: string) => products.some((p) => p.type === type);
    const status = has("RX") ? "rx" : has("OTC") ? "otc" : "discontinued";
    return { set, query, products: grouped, status };
  };
  const cases = [...byName].map(([name, products]) => caseOf("brand-dose-ob", name, products));
  const seen = new Set<string>();
  for (const { brands } of medlinePlus)
    for (const brand of brands) {
      const name = normalizeSearchText(brand);
      const products = byName.get(name);
      if (!products || seen.has(name)) continue;
      seen.add(name);
      cases.push(caseOf("brand-dose-medlineplus", name, products));
    }
  return cases;
}

export type BrandDoseAnswer = "right" | "wrong dose" | "unsold" | "other medication" | "nothing";

// How the first answer of a case fares: of the name's ingredients at a dose it is sold in ("right"), at another
// ("wrong dose"), a medication selling none of its products ("unsold"), of other ingredients, or nothing.
export function judgeBrandDose(
  c: BrandDoseQueryCase,
  first: Pick<CatalogMedication, "generic" | "doses" | "defaultDose"> | undefined,
  askedDose: string | null,
): BrandDoseAnswer {
  if (!first) return "nothing";
  const products = c.products.get(basesOf(first.generic));
  if (!products) return "other medication";
  if (!first.doses.some((d) => soldAs(products, first.doses, d))) return "unsold";
  const dose = first.doses.find((d) => d.ndc === (askedDose ?? first.defaultDose));
  return dose && soldAs(products, first.doses, dose) ? "right" : "wrong dose";
}
