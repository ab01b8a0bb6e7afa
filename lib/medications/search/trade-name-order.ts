// Each trade name's current products (prisma/seed/README.md, "Twentieth pass: a trade name is what it sells now —
// search"): the doses of RxNorm's branded drugs of the name, the one most NDCs are listed for first ("motrin": the
// 200 mg tablet, then the capsule and the children's liquids). Written with the catalog seed by
// scripts/derive-catalog-seed.ts (import/current-trade-names.ts tradeNameOrder). find-medications.ts lists the
// medications selling them so and offers, for the name typed, the first of them that fits what the query asks.
// A brand family's name (products of several ingredient sets or forms: "imodium", "midol", "tylenol") is read in its
// own order instead (brand-family-order.json, import/brand-families.ts: "Twenty-first pass: a brand family's name is
// its counter product — search"), the product sold under it most first, which it opens on even where the medication's
// default is another of its products.
import BRAND_FAMILY_ORDER from "./brand-family-order.json";
import TRADE_NAME_ORDER from "./trade-name-order.json";

export const TRADE_NAME_ORDER_PATH = "lib/medications/search/trade-name-order.json";
export const BRAND_FAMILY_ORDER_PATH = "lib/medications/search/brand-family-order.json";

const FAMILIES: Readonly<Record<string, readonly string[]>> = BRAND_FAMILY_ORDER;
const ORDER: Readonly<Record<string, readonly string[]>> = { ...TRADE_NAME_ORDER, ...FAMILIES };

// The name's products (NDCs of doses) in order, null when the name (normalized) is none of these trade names.
export function tradeNameDoses(name: string): readonly string[] | null {
  return Object.hasOwn(ORDER, name) ? ORDER[name]! : null;
}

// Whether the name (normalized) is a brand family's: its first product is what it opens on.
export const isBrandFamily = (name: string) => Object.hasOwn(FAMILIES, name);

// The medications listed, those selling the name's products first, in the order of their first product; the others
// (a medication another file gives the name, selling none of its products now) as they were.
export function inTradeNameOrder<M extends { doses: readonly { ndc: string }[] }>(
  listed: readonly M[],
  name: string,
): M[] {
  const order = tradeNameDoses(name);
  if (order === null) return [...listed];
  const rank = new Map(order.map((ndc, i) => [ndc, i]));
  const first = (m: M) => Math.min(...m.doses.map((d) => rank.get(d.ndc) ?? Infinity));
  const selling = listed.filter((m) => first(m) < Infinity).sort((a, b) => first(a) - first(b));
  if (selling.length === 0) return [...listed];
  return [...selling, ...listed.filter((m) => first(m) === Infinity)];
}

// The dose to offer for the name among those fitting the query: the first of the name's products that fits.
export function tradeNameDose(name: string, fitting: readonly string[]): string | null {
  const order = tradeNameDoses(name);
  return order?.find((ndc) => fitting.includes(ndc)) ?? null;
}
