// A brand family's name opens on the product sold under it (prisma/seed/README.md, "Twenty-first pass: a brand family's
// name is its counter product — search"). A family is a trade name (RxNorm's brand names, the Orange Book's,
// MedlinePlus's) whose products span more than one ingredient set or form: "imodium" names loperamide's 2 mg tablet and
// capsule and its liquid, "midol" ibuprofen's tablets, capsules and liquids. Its products are the doses the catalog
// names it for (aliasDoses; every dose where the name names the medication whole; a brand medication of the name, all).
//
// A product is attached to the name where the files sell it under the name: the NDCs RxNorm lists for the name's
// branded drug of it (Advil's 200 mg tablet: 567), then the Orange Book's products of the name at its strength and form
// (MIDOL: ibuprofen 200 mg tablets and capsules, discontinued).
//
// 1. A name is over the counter where the book lists no prescription product of it on the market and every product
//    attached to it is sold over the counter (an NDC the NADAC files flag OTC); a name nothing attaches where the
//    default dose of a medication it names is so. "rufen" (the book's ibuprofen 400-800 mg) is not; "midol" is.
// 2. An over-the-counter name opens on an OTC product, never a prescription-only strength. First the box RxNorm lists
//    most NDCs of under the name (a tablet and a capsule of one strength are one box), then the box of the medication's
//    default (the earlier passes' choice from the dispensing files), then the one the book's products of the name are;
//    within a box, the default, then the most listed, then the book's; then the one the most labelers sell over the
//    counter. "advil": the 200 mg tablet (RxNorm lists 567 NDCs of Advil's); "imodium": the 2 mg capsule (its 2 mg
//    tablets and capsules, 8 NDCs, tie with the liquid's 8; the capsule is loperamide's default); "midol": the 200 mg
//    tablet (the book's MIDOL, 200 mg tablets and capsules; then the most labelers).
// 3. A prescription name: the same without rule 1, the product dispensed most before the most labelers (measured only:
//    a prescription name keeps the earlier passes' reading).
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "../search/normalize-search-text";
import { tradeNameWithoutStrength } from "./derive-search-names";
import { doseFormsOfOrangeBook, sameStrength } from "./orange-book-products";
import type { OrangeBookProduct } from "./parse-drug-name-files";

// A product: one dose of a medication carrying the name. `key`: its ingredients, strength and form. `own`: the
// medication is named so (a brand medication of the name), first among those selling the same product. `usual`: the
// medication's default dose.
export type FamilyProduct = {
  slug: string;
  ndc: string;
  key: string;
  rxcui: string;
  strength: string;
  doseForm: string;
  own: boolean;
  usual: boolean;
};

// What the NADAC and dispensing files say of a product's ingredients, strength and form over the whole catalog.
export type ProductEvidence = {
  otc: boolean; // an NDC of it is flagged OTC
  otcLabelers: number; // labelers (the NDC's first 5 digits) of its OTC NDCs
  labelers: number; // labelers of all its NDCs
  dispensed: number; // prescriptions a year (the dispensing files), 0 when none says
  ndcs: number; // NDCs
};

// How a product is attached to a name: NDCs RxNorm lists for it under the name, the book's products of it so named.
export type Attachment = { listed: number; book: number };

export const productKey = (generic: string, d: { strength: string; doseForm: string }) =>
  `${normalizeSearchText(generic)}|${d.strength}|${d.doseForm}`;

const labeler = (ndc: string) => ndc.slice(0, 5);

/** The evidence of each product (ingredients, strength, form) over every medication selling it. */
export function productEvidence(
  medications: readonly CatalogMedication[],
  otcNdcs: ReadonlySet<string>,
): Map<string, ProductEvidence> {
  const found = new Map<string, { otc: Set<string>; all: Set<string>; dispensed: number; ndcs: Set<string> }>();
  for (const m of medications)
    for (const d of m.doses) {
      const key = productKey(m.generic, d);
      const e = found.get(key) ?? { otc: new Set(), all: new Set(), dispensed: 0, ndcs: new Set() };
      for (const ndc of d.ndcs) {
        e.all.add(labeler(ndc));
        e.ndcs.add(ndc);
        if (otcNdcs.has(ndc)) e.otc.add(labeler(ndc));
      }
      e.dispensed = Math.max(e.dispensed, d.dispensed ?? 0);
      found.set(key, e);
    }
  return new Map(
    [...found].map(([key, e]) => [
      key,
      { otc: e.otc.size > 0, otcLabelers: e.otc.size, labelers: e.all.size, dispensed: e.dispensed, ndcs: e.ndcs.size },
    ]),
  );
}

// A product's ingredients and form, without its strength.
const ingredientsAndForm = (key: string) => {
  const [generic, , form] = key.split("|");
  return `${generic}|${form}`;
};

/** Whether the products span more than one ingredient set or form (a family), not only strengths. */
export function isFamily(products: readonly FamilyProduct[]): boolean {
  return new Set(products.map((p) => ingredientsAndForm(p.key))).size > 1;
}

/**
 * Each product's attachment to the name: `listed`, RxNorm's branded drugs of the name (clinical drug -> NDCs:
 * current-trade-names.ts currentTradeProducts); `book`, the Orange Book's products of the name (without a strength).
 */
export function attachmentsOf(
  products: readonly FamilyProduct[],
  listed: ReadonlyMap<string, ReadonlySet<string>> | undefined,
  book: readonly OrangeBookProduct[],
): Map<string, Attachment> {
  const attached = new Map<string, Attachment>();
  for (const p of products) {
    const of = book.filter(
      (b) =>
        doseFormsOfOrangeBook(b.form ?? "")?.includes(p.doseForm as never) &&
        b.strength !== undefined &&
        sameStrength(b.strength, p.strength),
    ).length;
    const a = attached.get(p.key) ?? { listed: 0, book: 0 };
    attached.set(p.key, { listed: Math.max(a.listed, listed?.get(p.rxcui)?.size ?? 0), book: Math.max(a.book, of) });
  }
  return attached;
}

const NONE: ProductEvidence = { otc: false, otcLabelers: 0, labelers: 0, dispensed: 0, ndcs: 0 };
const UNATTACHED: Attachment = { listed: 0, book: 0 };

/** Whether a name is over the counter (rule 1). */
export function isOtcName(
  name: string,
  products: readonly FamilyProduct[],
  evidence: ReadonlyMap<string, ProductEvidence>,
  attached: ReadonlyMap<string, Attachment>,
  prescribed: ReadonlySet<string>,
): boolean {
  if (prescribed.has(name)) return false;
  const otc = (p: FamilyProduct) => (evidence.get(p.key) ?? NONE).otc;
  const own = products.filter((p) => {
    const a = attached.get(p.key) ?? UNATTACHED;
    return a.listed > 0 || a.book > 0;
  });
  if (own.length > 0) return own.every(otc);
  const usual = products.filter((p) => p.usual);
  return usual.length > 0 && usual.every(otc);
}

// A tablet and a capsule of one strength are one box to a patient (a caplet, a softgel): their attachment to the name
// counts together ("imodium": the 2 mg tablet's 6 NDCs and the capsule's 2 against the liquid's 8).
export const boxOf = (p: Pick<FamilyProduct, "key" | "doseForm" | "strength">) =>
  p.doseForm === "tablet" || p.doseForm === "capsule" ? `${ingredientsAndForm(p.key).split("|")[0]}|${p.strength}|oral` : p.key; // prettier-ignore

/** The products in the rule's order: the one a patient means by the name first (rules 2 and 3). */
export function counterOrder<P extends FamilyProduct>(
  products: readonly P[],
  evidence: ReadonlyMap<string, ProductEvidence>,
  attached: ReadonlyMap<string, Attachment>,
  otcName: boolean,
): P[] {
  const of = (p: P) => evidence.get(p.key) ?? NONE;
  const at = (p: P) => attached.get(p.key) ?? UNATTACHED;
  const boxes = new Map<string, { listed: number; book: number; usual: boolean }>();
  for (const key of new Set(products.map((p) => p.key))) {
    const p = products.find((q) => q.key === key)!;
    const box = boxes.get(boxOf(p)) ?? { listed: 0, book: 0, usual: false };
    boxes.set(boxOf(p), { listed: box.listed + at(p).listed, book: box.book + at(p).book, usual: box.usual });
  }
  for (const p of products) if (p.usual) boxes.get(boxOf(p))!.usual = true;
  const tie = (a: P, b: P) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ndc < b.ndc ? -1 : a.ndc > b.ndc ? 1 : 0);
  const order = (a: P, b: P) => {
    const [x, y] = [of(a), of(b)];
    const [s, t] = [boxes.get(boxOf(a))!, boxes.get(boxOf(b))!];
    const box = t.listed - s.listed || Number(t.usual) - Number(s.usual) || t.book - s.book;
    const own = Number(b.usual) - Number(a.usual) || at(b).listed - at(a).listed || at(b).book - at(a).book;
    const sold = otcName ? y.otcLabelers - x.otcLabelers || y.dispensed - x.dispensed : y.dispensed - x.dispensed;
    return (
      (otcName ? Number(y.otc) - Number(x.otc) : 0) ||
      box ||
      own ||
      sold ||
      y.labelers - x.labelers ||
      y.ndcs - x.ndcs ||
      Number(b.own) - Number(a.own) ||
      tie(a, b)
    );
  };
  return [...products].sort(order);
}

/** A dose of a medication as a product of a name: whether the name is the medication's own, and the dose its default. */
export function familyProduct(
  m: CatalogMedication,
  d: CatalogMedication["doses"][number],
  { own, usual }: { own: boolean; usual: boolean },
): FamilyProduct {
  const { ndc, rxcui, strength, doseForm } = d;
  return { slug: m.slug, ndc, key: productKey(m.generic, d), rxcui, strength, doseForm, own, usual };
}

/** Every name the catalog knows (a medication's own, an alias) -> the products it names: each medication's doses of it. */
export function productsByName(medications: readonly CatalogMedication[]): Map<string, FamilyProduct[]> {
  const named = new Map<string, FamilyProduct[]>();
  for (const m of medications) {
    const own = normalizeSearchText(m.name);
    for (const name of new Set([own, ...m.aliases])) {
      const ndcs = name === own ? null : (m.aliasDoses[name] ?? null);
      const products = m.doses
        .filter((d) => ndcs === null || ndcs.includes(d.ndc))
        .map((d) => familyProduct(m, d, { own: name === own, usual: d.ndc === m.defaultDose }));
      named.set(name, [...(named.get(name) ?? []), ...products]);
    }
  }
  return named;
}

/** The Orange Book's trade names (without a strength) with a prescription product on the market. */
export function prescribedNames(orangeBook: readonly OrangeBookProduct[]): Set<string> {
  return new Set(
    orangeBook.filter((p) => p.type === "RX").map((p) => normalizeSearchText(tradeNameWithoutStrength(p.tradeName))),
  );
}

/** The Orange Book's products by their trade name (normalized, without a strength). */
export function bookProductsByName(orangeBook: readonly OrangeBookProduct[]): Map<string, OrangeBookProduct[]> {
  const byName = new Map<string, OrangeBookProduct[]>();
  for (const p of orangeBook) {
    const name = normalizeSearchText(tradeNameWithoutStrength(p.tradeName));
    byName.set(name, [...(byName.get(name) ?? []), p]);
  }
  return byName;
}

/**
 * The names that are no brand's: every medication's generic name and each of its ingredients ("ibuprofen", the Orange
 * Book's trade name of every ANDA of it, is the molecule, whose default earlier passes chose by its fills).
 */
export function genericNamesOf(medications: readonly CatalogMedication[]): Set<string> {
  return new Set(medications.flatMap((m) => [m.generic, ...m.generic.split(" / ")].map((n) => normalizeSearchText(n))));
}

// A search name as derive-search-names reads one: letters, 3 to 40 characters, at most 4 words.
const usable = (name: string) =>
  name.length >= 3 && name.length <= 40 && !/\d/.test(name) && name.split(" ").length <= 4;

/** The trade names of the files (RxNorm's brand names, the Orange Book's, MedlinePlus's), as search reads them. */
export function tradeNamesOf(written: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const raw of written) {
    const name = normalizeSearchText(raw.replace(/[®™]/g, " "));
    if (usable(name)) names.add(name);
  }
  return names;
}

export type FamilySources = {
  tradeNames: ReadonlySet<string>;
  prescribed: ReadonlySet<string>;
  listed: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>; // name -> clinical drug -> NDCs (RxNorm)
  book: ReadonlyMap<string, readonly OrangeBookProduct[]>; // bookProductsByName
};

/** A family's products in the rule's order, and whether its name is over the counter. */
export function orderFamily(
  name: string,
  products: readonly FamilyProduct[],
  evidence: ReadonlyMap<string, ProductEvidence>,
  sources: Pick<FamilySources, "prescribed" | "listed" | "book">,
): { otc: boolean; products: FamilyProduct[] } {
  const attached = attachmentsOf(products, sources.listed.get(name), sources.book.get(name) ?? []);
  const otc = isOtcName(name, products, evidence, attached, sources.prescribed);
  return { otc, products: counterOrder(products, evidence, attached, otc) };
}

/**
 * Each over-the-counter family name's products (NDCs of doses) in the rule's order, the counter product first: what
 * search lists the medications by and offers for the name typed (lib/medications/search/trade-name-order.ts). A
 * prescription name keeps the earlier passes' reading.
 */
export function brandFamilyOrder(
  medications: readonly CatalogMedication[],
  otcNdcs: ReadonlySet<string>,
  sources: FamilySources,
): Record<string, string[]> {
  const evidence = productEvidence(medications, otcNdcs);
  const generic = genericNamesOf(medications);
  const order: Record<string, string[]> = {};
  for (const [name, products] of [...productsByName(medications)].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!sources.tradeNames.has(name) || generic.has(name) || !isFamily(products)) continue;
    const family = orderFamily(name, products, evidence, sources);
    if (family.otc) order[name] = [...new Set(family.products.map((p) => p.ndc))];
  }
  return order;
}
