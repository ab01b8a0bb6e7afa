// Brand families typed whole (prisma/seed/README.md, "Twenty-first pass: a brand family's name is its counter product
// — search"), shared by scripts/measure-brand-families.ts and search-brand-families.test.ts. Every trade name the
// public files give (trade-name-cases.ts readTradeNameSources: RxNorm's brand names, the Orange Book's, MedlinePlus's)
// that names products of more than one ingredient set or form: the doses the catalog names it for, RxNorm's branded
// drugs of it read through their clinical drug, the NDCs the NADAC week describes with it. What opens first against
// the product the rule reads from the files (import/brand-families.ts): an over-the-counter name's most widely sold OTC
// product, a prescription name's most dispensed one.
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import {
  bookProductsByName,
  familyProduct,
  boxOf,
  genericNamesOf,
  isFamily,
  orderFamily,
  productEvidence,
  productKey,
  productsByName,
  type FamilyProduct,
  type ProductEvidence,
} from "../import/brand-families";
import type { FoundMedication, SearchCatalog } from "./find-medications";
import type { TradeNameSources } from "./trade-name-cases";

export type BrandFamily = {
  name: string;
  otc: boolean; // an over-the-counter name
  products: FamilyProduct[]; // in the rule's order: the counter product first
};

// "right": the counter product (its ingredients, strength and form; a tablet for a capsule of the strength, one box). "rx-only": an over-the-counter name opening on a
// prescription-only product. "other-product": another product of the family. "not-family": no product of it.
export type BrandFamilyVerdict = "right" | "rx-only" | "other-product" | "not-family" | "404";

/** Every trade name of the files that is a family, with its products in the rule's order. */
export function brandFamilies(
  seed: Pick<CatalogSeed, "medications" | "ndcs">,
  sources: TradeNameSources,
): { families: BrandFamily[]; evidence: Map<string, ProductEvidence> } {
  const meds = seed.medications;
  const evidence = productEvidence(meds, new Set(seed.ndcs.filter((r) => r.otc).map((r) => r.ndc)));
  const named = productsByName(meds);
  const generic = genericNamesOf(meds);
  const book = bookProductsByName(sources.orangeBook);
  const byRxcui = new Map<string, FamilyProduct[]>();
  const byNdc = new Map<string, FamilyProduct>();
  for (const m of meds)
    for (const d of m.doses) {
      const p = familyProduct(m, d, { own: false, usual: false });
      byRxcui.set(d.rxcui, [...(byRxcui.get(d.rxcui) ?? []), p]);
      for (const n of d.ndcs) byNdc.set(n, p);
    }
  const families: BrandFamily[] = [];
  for (const name of [...sources.names.keys()].sort()) {
    if (generic.has(name) || !named.has(name)) continue;
    // The products it names first: they carry whether they are a medication's own name and default.
    const all = [
      ...named.get(name)!,
      ...[...(sources.current.get(name) ?? [])].flatMap((r) => byRxcui.get(r) ?? []),
      ...[...(sources.described.get(name) ?? [])].flatMap((n) => byNdc.get(n) ?? []),
    ];
    const products = [...new Map(all.reverse().map((p) => [`${p.slug}|${p.ndc}`, p])).values()];
    if (!isFamily(products)) continue;
    const family = orderFamily(name, products, evidence, { ...sources, book });
    families.push({ name, ...family });
  }
  return { families, evidence };
}

type Find<M extends CatalogMedication> = (
  catalog: SearchCatalog<M>,
  query: string,
  limit: number,
) => { results: FoundMedication<M>[] };

/** What the name typed whole opens on, against the family's counter product. */
export function brandFamilyVerdict<M extends CatalogMedication>(
  family: BrandFamily,
  evidence: ReadonlyMap<string, ProductEvidence>,
  find: Find<M>,
  catalog: SearchCatalog<M>,
): { verdict: BrandFamilyVerdict; answer: string; counter: string } {
  const counter = family.products[0]!.key;
  const box = boxOf(family.products[0]!);
  const [first] = find(catalog, family.name, 10).results;
  if (!first) return { verdict: "404", answer: "", counter };
  const m = first.medication;
  const dose = m.doses.find((d) => d.ndc === (first.askedDose ?? m.defaultDose))!;
  const key = productKey(m.generic, dose);
  const answer = `${m.slug} ${dose.strength} ${dose.doseForm} x${dose.defaultQuantity}`;
  // A tablet and a capsule of one strength are one box ("imodium": the 2 mg tablet of Imodium A-D's line, the box of
  // loperamide's default 2 mg capsule).
  if (boxOf({ key, doseForm: dose.doseForm, strength: dose.strength }) === box)
    return { verdict: "right", answer, counter };
  if (family.otc && !evidence.get(key)?.otc) return { verdict: "rx-only", answer, counter };
  const ofFamily = family.products.some((p) => p.key === key);
  return { verdict: ofFamily ? "other-product" : "not-family", answer, counter };
}
