// What pharmacies dispense, per NDC and pooled per dose: the national Medicaid totals (generic tablets and capsules)
// first, the one state's totals of every product type (Alaska) where the national file is silent.
import {
  bottleOfNdcs,
  bottlesOfNdcs,
  readBilledPackages,
  readBottles,
  type Bottle,
  type PriceOf,
} from "./bottle-volumes";
import type { NdcDispensing, NdcQuarter } from "./parse-dispensing";

export type DispensingSource = "national" | "alaska";

// A dose's evidence: prescriptions on the national scale, and the mean units (pricing units) a prescription holds.
export type DoseDispensing = {
  prescriptions: number;
  unitsPerRx: number;
  daysPerRx: number; // the source's units per prescription of a once-daily tablet: its mean days' supply
  source: DispensingSource;
  fills?: number; // the prescriptions its source file counts, unscaled (twentieth pass: the state's fills weighed)
};

export type DispensingIndex = {
  ofNdcs(ndcs: readonly string[]): DoseDispensing | null;
  alaskaScale: number; // national prescriptions per Alaska prescription, over the NDCs both files hold
  daysPerRx: Record<DispensingSource, number>;
  // The state's once-daily fill over the generic tablets and capsules both files hold (47.9 in Alaska 2022): the days a
  // generic's fill lasts there, where daysPerRx.alaska is its brands' (33.4).
  alaskaGenericDays?: number;
  // The quarters the state file shows any of the NDCs' products dispensed in, suppressed rows included (one per
  // product and quarter): the evidence of a strength filled under 11 times a quarter, which no count states.
  quartersOf?(ndcs: readonly string[]): number;
  // The state file's suppressed rows of the NDCs' products (one an NDC and quarter dispensed 1 to 10 times): fills
  // no count states (twentieth pass: a form's fills read with them at SUPPRESSED_FILLS each).
  suppressedOf?(ndcs: readonly string[]): number;
  // The bottle the state's quarterly units read for the NDCs' products (bottle-volumes.ts), or null.
  bottleOf?(ndcs: readonly string[]): Bottle | null;
  // Every package size the state's quarterly units read for the NDCs' products, the one dispensed most first.
  bottlesOf?(ndcs: readonly string[]): Bottle[];
  // The package the state bills whole for the NDCs' products, read from its price (readBilledPackages), or null.
  billedPackageOf?(ndcs: readonly string[]): Bottle | null;
};

/**
 * The units of the median prescription of generic tablets and capsules, weighted by prescriptions: a once-daily
 * tablet is the commonest prescription, so this is its fill, a 30-day supply mixed with the 90-day fills some states
 * allow (national Medicaid: about 46 units, a mean of 46 days).
 */
export function medianUnitsPerRx(rows: Iterable<NdcDispensing>): number {
  // Each NDC's mean fill, ordered, weighted by its prescriptions.
  const sorted = [...rows].map((r) => [r.units / r.prescriptions, r.prescriptions] as const).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, rx]) => sum + rx, 0);
  let seen = 0;
  for (const [upr, rx] of sorted) if ((seen += rx) >= total / 2) return upr;
  return 30;
}

/**
 * The days a tablet or capsule's fill lasts where only the state's file fills it (eighteenth pass): its generics' days
 * (alaskaGenericDays, 47.9 in 2022) where its generic NDCs hold more of its prescriptions than its brands' (loratadine
 * 10 mg's 55.5 a fill is one a day, not two at the brands' 33.4 days); null otherwise, the source's days standing. The
 * one predicate of the derivation (build-catalog) and the measures (measure-dispensed-once, measure-default-evidence).
 */
export function alaskaDaysOf(
  dispensing: DispensingIndex | null | undefined,
  form: string,
  ndcs: readonly string[],
  isBrandNdc: (ndc: string) => boolean,
): number | null {
  const days = dispensing?.alaskaGenericDays;
  if (!dispensing || !days || !/^(tablet|capsule)/.test(form) || dispensing.ofNdcs(ndcs)?.source !== "alaska") return null; // prettier-ignore
  const generic = dispensing.ofNdcs(ndcs.filter((n) => !isBrandNdc(n)));
  const brand = dispensing.ofNdcs(ndcs.filter(isBrandNdc));
  return generic?.source === "alaska" && generic.prescriptions > (brand?.prescriptions ?? 0) ? days : null;
}

const SOLID = /\b(tab|tablet|cap|capsule)s?\b/i;

// The labeler and product segments of an NDC11 (5-4): one strength and form, whatever the package size.
const productOf = (ndc: string) => ndc.slice(0, 9);

function byProduct(rows: readonly NdcDispensing[]): Map<string, NdcDispensing[]> {
  const products = new Map<string, NdcDispensing[]>();
  for (const row of rows) products.set(productOf(row.ndc), [...(products.get(productOf(row.ndc)) ?? []), row]);
  return products;
}

/**
 * A dose's NDCs are matched by product (labeler and product code), not by package: NADAC prices some packages of a
 * product and pharmacies dispense others (azithromycin's 6-tablet Z-Pak NDCs carry most of its prescriptions and are
 * absent from NADAC, whose bottles of 30 are the same product).
 */
export function indexDispensing(
  national: readonly NdcDispensing[],
  alaska: readonly NdcDispensing[],
  alaskaQuarters: readonly NdcQuarter[] = [],
  priceOf?: PriceOf,
): DispensingIndex {
  const quartersOfProduct = new Map<string, Set<string>>();
  for (const q of alaskaQuarters)
    quartersOfProduct.set(productOf(q.ndc), (quartersOfProduct.get(productOf(q.ndc)) ?? new Set()).add(q.quarter));
  // A package the state bills whole reads from its price; the divisor of its units then counts packages, no volume.
  const billed = priceOf ? readBilledPackages(alaskaQuarters, priceOf) : new Map<string, Bottle>();
  const bottles = readBottles(alaskaQuarters.filter((q) => !billed.has(q.ndc)));
  const suppressedOfProduct = new Map<string, number>();
  for (const q of alaskaQuarters.filter((x) => x.suppressed))
    suppressedOfProduct.set(productOf(q.ndc), (suppressedOfProduct.get(productOf(q.ndc)) ?? 0) + 1);
  const byNational = new Map(national.map((r) => [r.ndc, r]));
  const nationalProducts = byProduct(national);
  const alaskaProducts = byProduct(alaska);
  const shared = alaska.filter((r) => byNational.has(r.ndc));
  const sharedNational = shared.reduce((sum, r) => sum + byNational.get(r.ndc)!.prescriptions, 0);
  const sharedAlaska = shared.reduce((sum, r) => sum + r.prescriptions, 0);
  const alaskaScale = sharedAlaska > 0 ? sharedNational / sharedAlaska : 1;
  // The Alaska file speaks for what the national one lacks, brands first, and a brand is filled for fewer days than
  // a cheap generic (Eliquis 5 mg, twice a day: 67 a fill): its once-daily fill is read on its own tablets and
  // capsules that the national file does not hold.
  const brandSolids = alaska.filter((r) => !byNational.has(r.ndc) && SOLID.test(r.name ?? ""));
  const daysPerRx = {
    national: national.length > 0 ? medianUnitsPerRx(national) : 30,
    alaska: brandSolids.length > 0 ? medianUnitsPerRx(brandSolids) : shared.length > 0 ? medianUnitsPerRx(shared) : 30,
  };
  // The usual fill of a dose is the fill of its median prescription's NDC: a Z-Pak NDC of 6 tablets and a bottle
  // of 30 are both azithromycin 250 mg, and the pack is what most patients get.
  const pool = (products: ReadonlyMap<string, NdcDispensing[]>, ndcs: readonly string[]) => {
    const found = [...new Set(ndcs.map(productOf))].flatMap((p) => products.get(p) ?? []);
    const rx = found.reduce((sum, r) => sum + r.prescriptions, 0);
    return { rx, unitsPerRx: rx > 0 ? medianUnitsPerRx(found) : 0 };
  };
  return {
    alaskaScale,
    daysPerRx,
    alaskaGenericDays: shared.length > 0 ? medianUnitsPerRx(shared) : daysPerRx.alaska,
    bottleOf: (ndcs) => bottleOfNdcs(bottles, ndcs),
    bottlesOf: (ndcs) => bottlesOfNdcs(bottles, ndcs),
    billedPackageOf: (ndcs) => bottleOfNdcs(billed, ndcs),
    quartersOf: (ndcs) => [...new Set(ndcs.map(productOf))].reduce((sum, p) => sum + (quartersOfProduct.get(p)?.size ?? 0), 0), // prettier-ignore
    suppressedOf: (ndcs) => [...new Set(ndcs.map(productOf))].reduce((sum, p) => sum + (suppressedOfProduct.get(p) ?? 0), 0), // prettier-ignore
    ofNdcs(ndcs) {
      const fromNational = pool(nationalProducts, ndcs);
      if (fromNational.rx > 0)
        return {
          prescriptions: fromNational.rx,
          unitsPerRx: fromNational.unitsPerRx,
          daysPerRx: daysPerRx.national,
          source: "national",
          fills: fromNational.rx,
        };
      const fromAlaska = pool(alaskaProducts, ndcs);
      if (fromAlaska.rx === 0) return null;
      return {
        prescriptions: fromAlaska.rx * alaskaScale,
        unitsPerRx: fromAlaska.unitsPerRx,
        daysPerRx: daysPerRx.alaska,
        source: "alaska",
        fills: fromAlaska.rx,
      };
    },
  };
}
