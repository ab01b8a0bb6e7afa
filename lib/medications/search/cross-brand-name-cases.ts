// One brand's trade name typed whole, where the catalog sells its ingredients only under other brands (prisma/seed/
// README.md, "Twenty-third pass: a brand's name opens its own product or none — search"), shared by
// scripts/measure-cross-brand-names.ts and search-cross-brand-names.test.ts. Every Orange Book trade name of
// ingredients no generic medication of the catalog sells, that is neither its ingredients' names nor a catalog brand's
// own name or line; its first answer is judged against the book's therapeutic-equivalence codes (equivalent-brands.ts).
import type { CatalogMedication } from "../catalog-types";
import { isIngredientsName, substitutableProducts } from "../import/equivalent-brands";
export { bookByTradeName } from "../import/equivalent-brands";
import { doseFormsOfOrangeBook, releasesOf, sameStrength } from "../import/orange-book-products";
import type { OrangeBookProduct } from "../import/parse-drug-name-files";
import { tradeNameWithoutStrength } from "../import/derive-search-names";
import type { FoundMedication, SearchCatalog, SearchableMedication } from "./find-medications";
import { withoutSourceNote } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";
import { SALT_WORDS } from "./salt-words";

export type CrossBrandCase = { name: string; products: OrangeBookProduct[] };

// "own": a medication of the name or its line; "substitutable": another brand, at a dose of the book's equivalent
// products; "other-brand": another brand at a dose the book does not rate equivalent; "other-ingredients": another
// drug; "404": nothing (the name is not sold).
export type CrossBrandVerdict = "own" | "substitutable" | "other-brand" | "other-ingredients" | "404";

const keyOf = (ingredients: readonly string[]) =>
  ingredients
    .map((i) =>
      normalizeSearchText(withoutSourceNote(i))
        .split(" ")
        .filter((w) => !SALT_WORDS.has(w))
        .join(" "),
    )
    .sort()
    .join(" / ");
const firstWord = (name: string) => normalizeSearchText(name).split(" ")[0]!;
const nameOf = (tradeName: string) => {
  const n = normalizeSearchText(tradeNameWithoutStrength(tradeName));
  return /^[a-z][a-z ]{2,39}$/.test(n) && n.split(" ").length <= 4 ? n : null;
};

/** The trade names of the book that can only be answered with another brand's product, or with none. */
export function crossBrandCases(
  medications: readonly Pick<CatalogMedication, "name" | "generic">[],
  orangeBook: readonly OrangeBookProduct[],
): CrossBrandCase[] {
  const generics = new Set(medications.filter((m) => m.name === m.generic).map((m) => keyOf(m.generic.split(" / "))));
  const brands = new Map<string, string[]>();
  for (const m of medications)
    if (m.name !== m.generic) {
      const key = keyOf(m.generic.split(" / "));
      brands.set(key, [...(brands.get(key) ?? []), firstWord(m.name)]);
    }
  const byName = new Map<string, OrangeBookProduct[]>();
  for (const p of orangeBook) {
    const name = nameOf(p.tradeName);
    if (name) byName.set(name, [...(byName.get(name) ?? []), p]);
  }
  const cases: CrossBrandCase[] = [];
  for (const [name, products] of byName) {
    const key = keyOf(products[0]!.ingredients);
    const own = products.filter((p) => keyOf(p.ingredients) === key);
    const others = brands.get(key) ?? [];
    if (generics.has(key) || others.length === 0 || others.includes(name.split(" ")[0]!)) continue;
    if (isIngredientsName(name, products[0]!.ingredients)) continue;
    cases.push({ name, products: own });
  }
  return cases.sort((a, b) => a.name.localeCompare(b.name));
}

type Dose = { ndc: string; strength: string; doseForm: string };
const isOfProduct = (d: Dose, p: OrangeBookProduct) => {
  const forms = doseFormsOfOrangeBook(p.form ?? "");
  const strength = (p.strength ?? "").replace(/\*\*.*$/, "");
  return (
    (forms === null || [...forms, ...releasesOf(forms)].includes(d.doseForm as never)) &&
    sameStrength(strength, d.strength)
  );
};

/** What the name typed whole opens, judged by the book (`book`: its products by trade name, normalized). */
export function crossBrandVerdict<M extends SearchableMedication & Pick<CatalogMedication, "generic" | "defaultDose">>(
  c: CrossBrandCase,
  book: ReadonlyMap<string, readonly OrangeBookProduct[]>,
  find: (catalog: SearchCatalog<M>, query: string, limit: number) => { results: FoundMedication<M>[] },
  catalog: SearchCatalog<M>,
): { verdict: CrossBrandVerdict; answer: string } {
  const first = find(catalog, c.name, 3).results[0];
  if (!first) return { verdict: "404", answer: "" };
  const m = first.medication;
  const dose = (m.doses as Dose[]).find((d) => d.ndc === (first.askedDose ?? m.defaultDose))!;
  const answer = `${m.name} ${dose.strength} ${dose.doseForm}`;
  if (keyOf(m.generic.split(" / ")) !== keyOf(c.products[0]!.ingredients))
    return { verdict: "other-ingredients", answer };
  if (m.name === m.generic || firstWord(m.name) === c.name.split(" ")[0]) return { verdict: "own", answer };
  const own = [normalizeSearchText(m.name), normalizeSearchText(tradeNameWithoutStrength(m.name))];
  const brandBook = (book.get(own[0]!) ?? book.get(own[1]!) ?? []).filter(
    (p) => keyOf(p.ingredients) === keyOf(c.products[0]!.ingredients),
  );
  const substitutable =
    brandBook.length > 0 ? substitutableProducts(c.products, brandBook) : c.products.filter((p) => p.type !== "RX");
  return { verdict: substitutable.some((p) => isOfProduct(dose, p)) ? "substitutable" : "other-brand", answer };
}
