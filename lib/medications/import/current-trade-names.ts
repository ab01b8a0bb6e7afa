// What a trade name sells now (prisma/seed/README.md, "Twentieth pass: a trade name is what it sells now — search"):
// RxNorm's branded drugs (SBD, "diclofenac sodium 0.01 MG/MG Topical Gel [Voltaren]") with the NDCs its NDC file
// lists for them, read through their clinical drug (SCD) to the catalog's doses (which NADAC prices in 2025/2026).
// RxNorm retires a brand's concept when the product is gone, so its SBDs are the name's products on the market: Voltaren
// is the 1% gel (the Orange Book's VOLTAREN is the discontinued delayed-release tablets and eye drops), Motrin the 200
// mg tablets and capsules and the children's liquids (not the discontinued 800 mg), Cortizone hydrocortisone 1%, and
// "Zantac Reformulated Aug 2022" (RxNorm's name of a brand whose ingredients changed) famotidine.
// The file lacks every ingredient starting with "A" (MANIFEST.md): a name it does not list keeps its other sources.
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "../search/normalize-search-text";
import type { ListedNdc } from "./listed-packages";
import type { BrandList, OrangeBookProduct } from "./parse-drug-name-files";
import { tradeNameWithoutStrength } from "./derive-search-names";

// RxNorm's suffix for a brand reformulated under the same name.
const REFORMULATED = /\s+reformulated\s+[a-z]{3}\s+\d{4}$/i;

/** Trade name (normalized) -> the clinical drugs (SCD RxCUIs) of its branded drugs -> the NDCs listed for them. */
export function currentTradeProducts(rows: readonly ListedNdc[]): Map<string, Map<string, Set<string>>> {
  const products = new Map<string, Map<string, Set<string>>>();
  for (const r of rows) {
    if (!r.name || r.rxcui === r.scd) continue;
    const [, brand] = /\[([^\]]+)\]$/.exec(r.name) ?? [];
    if (!brand) continue;
    const name = normalizeSearchText(brand.replace(REFORMULATED, ""));
    const scds = products.get(name) ?? new Map<string, Set<string>>();
    scds.set(r.scd, (scds.get(r.scd) ?? new Set()).add(r.ndc));
    products.set(name, scds);
  }
  return products;
}

// `listed`: the products (labeler and product code, the NDC's first 9 digits) RxNorm lists under the name for the
// dose's clinical drug; package sizes of one product count once.
export type TradeNameProduct = { slug: string; ndc: string; listed: number; dispensed: number };

// A search name as derive-search-names reads one: letters, 3 to 40 characters, at most 4 words.
const usable = (name: string) =>
  name.length >= 3 && name.length <= 40 && !/\d/.test(name) && name.split(" ").length <= 4;

/**
 * Each trade name's current products the catalog sells, the one most products are listed for first (Motrin's 200 mg
 * tablet, 21 products, before the children's suspension, 7), then the one dispensed most: the doses of generic
 * medications (RxNorm's SCD is the generic's dose) whose clinical drug is one of the name's branded drugs. Not a
 * name a catalog medication has (a brand the catalog sells is its own answer).
 */
export function tradeNameProducts(
  medications: readonly CatalogMedication[],
  current: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>,
): Map<string, TradeNameProduct[]> {
  const names = new Set(medications.map((m) => normalizeSearchText(m.name)));
  const doseOf = new Map<string, { slug: string; ndc: string; dispensed: number }[]>();
  for (const m of medications)
    if (m.name === m.generic)
      for (const d of m.doses) {
        const dose = { slug: m.slug, ndc: d.ndc, dispensed: d.dispensed ?? 0 };
        doseOf.set(d.rxcui, [...(doseOf.get(d.rxcui) ?? []), dose]);
      }
  const found = new Map<string, TradeNameProduct[]>();
  for (const [name, scds] of current) {
    if (!usable(name) || names.has(name)) continue;
    const sold = [...scds].flatMap(([scd, ndcs]) => {
      const listed = new Set([...ndcs].map((n) => n.slice(0, 9))).size;
      return (doseOf.get(scd) ?? []).map((d) => ({ ...d, listed }));
    });
    const order = (a: TradeNameProduct, b: TradeNameProduct) =>
      b.listed - a.listed || b.dispensed - a.dispensed || (a.ndc < b.ndc ? -1 : 1);
    if (sold.length > 0) found.set(name, sold.sort(order));
  }
  return found;
}

/**
 * The catalog's search names with each trade name's current products. A name is a search name of every medication
 * selling one of them. Where it already names doses of such a medication (the Orange Book's products of the name,
 * marketed or discontinued), it names those of them it sells now ("alavert": its orally disintegrating tablet), or,
 * where it sells none of them now, its current products ("voltaren": the 1% gel, not the discontinued delayed-release
 * tablets and eye drops; "motrin": 200 mg, not 800 mg). A name with a prescription product on the market in the Orange
 * Book keeps the book's reading (a prescriber writes "Flagyl" for the discontinued 500 mg tablets too); it gains only
 * the medications where it named none ("zipsor", answered with nothing before). A name of a drug the catalog does not
 * sell that it sells now is no longer one ("zantac", ranitidine's, is famotidine's). A name file's trade name that is
 * the name and a number ("Cortizone 10", MedlinePlus's) names the same doses, as "tylenol 3" names its numbered
 * product, unless the book gives it products of its own. Returns the names of drugs the catalog does not sell, without
 * those now sold, and each name's doses (NDCs) so chosen, the most listed first (search's order).
 */
export function applyTradeNameProducts(
  medications: CatalogMedication[],
  products: ReadonlyMap<string, readonly TradeNameProduct[]>,
  otherDrugNames: readonly string[],
  sources: { orangeBook: readonly OrangeBookProduct[]; medlinePlus: readonly BrandList[] },
): { otherDrugNames: string[]; order: Record<string, string[]> } {
  const bySlug = new Map(medications.map((m) => [m.slug, m]));
  const numbered = new Map<string, string[]>();
  const bookNames = new Set(sources.orangeBook.map((p) => normalizeSearchText(p.tradeName)));
  const prescribed = new Set(
    sources.orangeBook
      .filter((p) => p.type === "RX")
      .map((p) => normalizeSearchText(tradeNameWithoutStrength(p.tradeName))),
  );
  for (const written of [
    ...sources.medlinePlus.flatMap((b) => b.brands),
    ...sources.orangeBook.map((p) => p.tradeName),
  ]) {
    const full = normalizeSearchText(written);
    const name = normalizeSearchText(tradeNameWithoutStrength(written));
    if (name === full || !/^\d+$/.test(full.slice(name.length + 1)) || bookNames.has(full)) continue;
    numbered.set(name, [...new Set([...(numbered.get(name) ?? []), full])]);
  }
  const carried = new Set(medications.flatMap((m) => m.aliases));
  const order: Record<string, string[]> = {};
  for (const [name, sold] of [...products].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (prescribed.has(name) && carried.has(name)) continue;
    const chosen: string[] = [];
    for (const slug of new Set(sold.map((p) => p.slug))) {
      const m = bySlug.get(slug)!;
      const current = sold.filter((p) => p.slug === slug).map((p) => p.ndc);
      const before = m.aliases.includes(name) ? (m.aliasDoses[name] ?? m.doses.map((d) => d.ndc)) : [];
      const still = current.filter((ndc) => before.includes(ndc));
      const ndcs = still.length > 0 ? still : current;
      chosen.push(...ndcs);
      if (!m.aliases.includes(name)) m.aliases = [...m.aliases, name].sort();
      const doses = { ...m.aliasDoses };
      for (const key of [name, ...(numbered.get(name) ?? [])])
        if (ndcs.length < m.doses.length || key !== name) doses[key] = ndcs;
        else delete doses[key];
      m.aliasDoses = doses;
    }
    order[name] = sold.map((p) => p.ndc).filter((ndc) => chosen.includes(ndc));
  }
  return { otherDrugNames: otherDrugNames.filter((n) => !order[n]), order };
}
