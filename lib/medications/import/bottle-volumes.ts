// The bottle an eye drop, ear drop, nasal spray or topical solution is sold in, read from the state's quarterly
// dispensing rows (SDUD official columns, Alaska 2022). No public file here states a bottle's volume: NADAC prices a
// bottle per mL and describes it without one ("LATANOPROST 0.005% EYE DROPS"), RxNorm names a liquid by its
// concentration. But a pharmacy hands such a bottle over whole, so each quarter's units reimbursed for one NDC are a
// whole number of its bottles, and the bottle divides every quarter's units. The greatest common divisor of an NDC's
// quarters (to 0.01 mL) is that bottle, where it is read on enough quarters and agrees with the fills: latanoprost
// 2.5 mL (59762033302, 597 fills of 3.6 mL), ciprofloxacin-dexamethasone otic 7.5 mL, ciclopirox 6.6 mL, Jublia 4 mL,
// ipratropium nasal 30 and 15 mL, calcitonin nasal 3.7 mL (fifteenth pass, prisma/seed/README.md).
import type { NdcQuarter } from "./parse-dispensing";

export type Bottle = {
  ndc: string;
  volume: number; // mL or g: the pricing units of one bottle
  unitsPerRx: number; // the NDC's mean fill over the quarters read
  prescriptions: number;
  // Read from the price of a package the state bills whole (readBilledPackages): its fills count packages, not mL or g.
  billed?: true;
  // A bottle no file reads, from its label's How Supplied (labelled-bottles.ts): the source.
  labelled?: string;
};

// A divisor read on fewer quarters is the quarter's own total (one quarter: 127.5 mL of 17 fills).
export const BOTTLE_QUARTERS = 3;
// Under a unit, the divisor is what pharmacies' partial billings leave (ciprofloxacin eye drops 0.5, naloxone 0.1).
export const BOTTLE_MIN = 1;
// A mean fill past three bottles says the divisor is a part of the bottle (selenium sulfide 2 against 130 mL a fill,
// clobetasol solution 10 against 50); under one, a multiple of it (prednisolone acetate 30 against 15.2).
export const BOTTLES_A_FILL_MAX = 3;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Each NDC's bottle, where its unsuppressed quarters read one (see above). */
export function readBottles(quarters: readonly NdcQuarter[]): Map<string, Bottle> {
  const byNdc = new Map<string, { units: number[]; prescriptions: number }>();
  for (const q of quarters) {
    if (q.suppressed || !q.units || !q.prescriptions) continue;
    const row = byNdc.get(q.ndc) ?? { units: [], prescriptions: 0 };
    row.units.push(q.units);
    row.prescriptions += q.prescriptions;
    byNdc.set(q.ndc, row);
  }
  const bottles = new Map<string, Bottle>();
  for (const [ndc, { units, prescriptions }] of byNdc) {
    if (units.length < BOTTLE_QUARTERS) continue;
    const volume = units.map((u) => Math.round(u * 100)).reduce(gcd) / 100;
    const unitsPerRx = units.reduce((a, b) => a + b, 0) / prescriptions;
    if (volume < BOTTLE_MIN || unitsPerRx < volume || unitsPerRx > BOTTLES_A_FILL_MAX * volume) continue;
    bottles.set(ndc, { ndc, volume, unitsPerRx, prescriptions });
  }
  return bottles;
}

// The labeler and product segments of an NDC11 (5-4): one strength and form, whatever the package (index-dispensing).
const productOf = (ndc: string) => ndc.slice(0, 9);

/**
 * The bottle of a dose: among the bottles read for its NDCs' products (a product's other package sizes are its other
 * bottles: ofloxacin otic 5 and 10 mL), the one dispensed most.
 */
export function bottleOfNdcs(bottles: ReadonlyMap<string, Bottle>, ndcs: readonly string[]): Bottle | null {
  return bottlesOfNdcs(bottles, ndcs)[0] ?? null;
}

/** Every bottle read for the NDCs' products (their package sizes), the one dispensed most first. */
export function bottlesOfNdcs(bottles: ReadonlyMap<string, Bottle>, ndcs: readonly string[]): Bottle[] {
  const products = new Set(ndcs.map(productOf));
  return [...bottles.values()]
    .filter((b) => products.has(productOf(b.ndc)))
    .sort((a, b) => b.prescriptions - a.prescriptions || a.volume - b.volume);
}

// NADAC's price of an NDC in a year (per its pricing unit), and whether that unit is one tablet or device ("EA").
export type PriceOf = (ndc: string, year: string) => { perUnit: number; each: boolean } | null;

// A package billed whole reads at least this many pricing units: Alaska bills Pennsaid's 112 g pump and fluticasone
// nasal spray's 16 g bottle as 1.0-1.2 "units" a fill where NADAC prices them per gram (derive-quantities.ts
// PACKAGE_BILLED_SHARE: a fill under an eighth of the form's smallest size counts packages).
export const BILLED_PACKAGE_MIN = 8;
// Each quarter's reading within this share of the year's: a fee or a price change that moves it more says nothing
// (fluticasone nasal spray 60505082901, a $5 bottle billed whole: 15.4 to 19.4 g over 2022's quarters).
export const BILLED_PACKAGE_SPREAD = 0.1;

/**
 * The package an NDC is billed by where the state bills it whole (twentieth pass, prisma/seed/README.md): a bottle or
 * pump NADAC prices per gram or mL that Alaska bills one to three "units" a fill. Its quarters' amount reimbursed, less
 * the dispensing fee of each prescription, over the units billed, is the price of one package; over NADAC's price per
 * gram or mL that year it is the package's grams or mL. The fee is the state's own: the median over the tablets and
 * capsules it pays for (NADAC per each) of what a prescription costs past its units at NADAC (Alaska 2022: $12.73).
 * Pennsaid 75987004005: $146,371 for 61 pumps (51 fills) in 2022, $21.29 a gram: 112.2 g a pump (label: 112 g).
 * Read where three or more quarters agree within BILLED_PACKAGE_SPREAD, and the package is whole pricing units.
 */
export function readBilledPackages(quarters: readonly NdcQuarter[], priceOf: PriceOf): Map<string, Bottle> {
  const byNdc = new Map<string, NdcQuarter[]>();
  for (const q of quarters) {
    if (q.suppressed || !q.units || !q.prescriptions || q.amount === undefined) continue;
    byNdc.set(q.ndc, [...(byNdc.get(q.ndc) ?? []), q]);
  }
  const fees: number[] = [];
  for (const [ndc, rows] of byNdc) {
    const price = priceOf(ndc, rows[0]!.quarter.slice(0, 4));
    if (!price?.each) continue;
    const sum = (f: (q: NdcQuarter) => number) => rows.reduce((s, q) => s + f(q), 0);
    fees.push((sum((q) => q.amount!) - sum((q) => q.units!) * price.perUnit) / sum((q) => q.prescriptions!));
  }
  if (fees.length === 0) return new Map();
  const fee = fees.sort((a, b) => a - b)[Math.floor(fees.length / 2)]!;
  const packages = new Map<string, Bottle>();
  for (const [ndc, rows] of byNdc) {
    if (rows.length < BOTTLE_QUARTERS) continue;
    const price = priceOf(ndc, rows[0]!.quarter.slice(0, 4));
    if (!price || price.each || price.perUnit <= 0) continue;
    const units = rows.reduce((s, q) => s + q.units!, 0);
    const prescriptions = rows.reduce((s, q) => s + q.prescriptions!, 0);
    if (units / prescriptions < 1 || units / prescriptions > BOTTLES_A_FILL_MAX) continue;
    const readOf = (amount: number, u: number, rx: number) => (amount - rx * fee) / u / price.perUnit;
    const volume = readOf(
      rows.reduce((s, q) => s + q.amount!, 0),
      units,
      prescriptions,
    );
    if (volume < BILLED_PACKAGE_MIN) continue;
    if (rows.some((q) => Math.abs(readOf(q.amount!, q.units!, q.prescriptions!) - volume) > BILLED_PACKAGE_SPREAD * volume)) continue; // prettier-ignore
    // What a fill holds in pricing units: the packages billed a prescription, each of the package's grams or mL.
    packages.set(ndc, { ndc, volume: Math.round(volume), unitsPerRx: (units / prescriptions) * Math.round(volume), prescriptions, billed: true }); // prettier-ignore
  }
  return packages;
}

/**
 * NADAC's price of an NDC in a year from its price points (dated YYYY-MM-DD or YYYY-MM): the median of the year's,
 * else the last before the year ends; with its pricing unit, or null when either is unknown.
 */
export function nadacPriceOf(
  pointsOf: (ndc: string) => readonly (readonly [string, number])[] | undefined,
  unitOf: (ndc: string) => string | null | undefined,
): PriceOf {
  return (ndc, year) => {
    const unit = unitOf(ndc);
    const points = pointsOf(ndc) ?? [];
    if (!unit || points.length === 0) return null;
    const inYear = points
      .filter(([d]) => d.startsWith(year))
      .map(([, p]) => p)
      .sort((a, b) => a - b);
    const before = points
      .filter(([d]) => d.slice(0, 4) < year)
      .sort(([a], [b]) => a.localeCompare(b))
      .at(-1)?.[1];
    const perUnit = inYear.length > 0 ? inYear[Math.floor(inYear.length / 2)]! : before;
    return perUnit === undefined ? null : { perUnit, each: unit === "EA" };
  };
}
