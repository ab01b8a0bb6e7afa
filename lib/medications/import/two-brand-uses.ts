// The dose a generic opens on where it is the clinical drug of two brands and the payers count one brand's use
// (twenty-fifth pass): sildenafil is Revatio's 20 mg tablet (pulmonary hypertension) and Viagra's 25, 50 and 100 mg
// (erectile dysfunction), tadalafil Adcirca's and Alyq's 20 mg (pulmonary hypertension) and Cialis's 2.5 to 20 mg.
// Medicaid and Part D exclude drugs used for sexual or erectile dysfunction (Social Security Act 1927(d)(2)(K),
// 1860D-2(e)(2)(A)), so their counts rank the covered brand's strength first where pharmacies stock the other's more.
import { moleculeStocked, type DoseCandidate } from "./choose-default-dose";
import type { Mate } from "./pair-brand-generic";
import { parseRxnormName } from "./parse-rxnorm-name";

// A brand's strengths are counted at least this many times as often per NADAC price point stocked as the other
// brand's of the same form: over the whole catalog, sildenafil's Revatio strength 69 times, tadalafil's Alyq strength
// 54 times; the next generic of two brands counted by the national file is albuterol's ProAir canister, 7.7.
export const USE_SKEW = 20;

export type UseCandidate = Pick<
  DoseCandidate,
  "ndc" | "prescriptions" | "pricePoints" | "pooledPricePoints" | "listed" | "form"
> & {
  brands: readonly string[]; // the brands RxNorm names for the dose's clinical drug (its NDCs' mates)
  national: boolean; // its count is the national file's (generic tablets and capsules), not a state's scaled
};

export type TwoBrandUses = {
  brand: string;
  other: string;
  skew: number; // the default's brand's count per price point stocked over the other's
  stockRatio: number; // the other brand's stock over the default's brand's
  counted: [number, number]; // the prescriptions of the default's brand's doses and of the other's
  doses: string[]; // the other brand's doses
};

const stockOf = (doses: readonly UseCandidate[]) => doses.reduce((sum, d) => sum + moleculeStocked(d), 0);
const countOf = (doses: readonly UseCandidate[]) => doses.reduce((sum, d) => sum + (d.prescriptions ?? 0), 0);

/**
 * The default's brand beside each other brand of its form: the default's brand's doses (P) and another brand's (Q),
 * each counted by the national file, their counts per stocked price point compared (skew = P's / Q's). Every pair,
 * for the measure; empty where the default has no count or no brand, or its form no other brand.
 */
export function brandUsesOf(candidates: readonly UseCandidate[], defaultNdc: string): TwoBrandUses[] {
  const def = candidates.find((c) => c.ndc === defaultNdc);
  if (!def?.prescriptions || def.brands.length === 0) return [];
  const ofForm = candidates.filter((c) => c.form === def.form);
  const mine = ofForm.filter((c) => c.brands.some((b) => def.brands.includes(b)));
  const others = new Map<string, UseCandidate[]>();
  for (const c of ofForm) if (!mine.includes(c)) for (const b of c.brands) others.set(b, [...(others.get(b) ?? []), c]);
  const counted = (doses: readonly UseCandidate[]) =>
    countOf(doses) > 0 && doses.every((d) => !d.prescriptions || d.national);
  if (!counted(mine)) return [];
  return [...others]
    .filter(([, doses]) => counted(doses))
    .map(([other, doses]) => ({
      brand: def.brands.join("/"),
      other,
      skew: countOf(mine) / stockOf(mine) / (countOf(doses) / stockOf(doses)),
      stockRatio: stockOf(doses) / stockOf(mine),
      counted: [countOf(mine), countOf(doses)] as [number, number],
      doses: doses.map((d) => d.ndc),
    }));
}

// A default otherUseDoses opened: the other brand holds more prescriptions, counted USE_SKEW times as often per price
// point, and is stocked less widely.
export const openedByOtherUse = (u: Pick<TwoBrandUses, "skew" | "stockRatio" | "counted">) =>
  u.counted[1] > u.counted[0] && u.skew <= 1 / USE_SKEW && u.stockRatio <= 1;

/**
 * The doses a generic's default is chosen among instead, or null to keep it: the other brand's strengths of the
 * default's form where the default's brand is counted USE_SKEW times as often per price point stocked and the other
 * brand is stocked at least as widely (of several, the one stocked most widely). The payers count the use they cover;
 * pharmacies stock what their counters sell.
 */
export function otherUseDoses(candidates: readonly UseCandidate[], defaultNdc: string): string[] | null {
  const uses = brandUsesOf(candidates, defaultNdc).filter((u) => u.skew >= USE_SKEW && u.stockRatio >= 1);
  return uses.sort((a, b) => b.stockRatio - a.stockRatio)[0]?.doses ?? null;
}

/** The brands a clinical drug's RxNorm mates name ("sildenafil 100 MG Oral Tablet [Viagra]": Viagra). */
export function brandsOfMates(mates: readonly Mate[]): string[] {
  const brands = mates.map((m) => (m.name ? parseRxnormName(m.name)?.brand : null));
  return [...new Set(brands.filter((b): b is string => !!b))].sort();
}
