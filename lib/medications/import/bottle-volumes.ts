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
