// The default of a medication no dispensing file counts, measured over a seed (scripts/measure-fallback-defaults.ts,
// prisma/seed/README.md "Fourteenth pass: defaults without fills"). Each dose's evidence is read back from the seed
// and the public files as the derivation reads it: its own NADAC price points, the Alaska quarters and the packages the
// NDC directory lists of its strength and form pooled over every medication selling it (build-catalog).
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { isPlainOral } from "../plain-oral";
import { amountOfDose } from "./audit-default-doses";
import { broughtToRetail, chooseDefaultDose, infusedFrom, rxQuarters, soldOverTheCounter, stocked, withoutCounts, type DoseCandidate } from "./choose-default-dose"; // prettier-ignore
import type { DispensingIndex } from "./index-dispensing";
import type { ListedPackages } from "./listed-packages";
import { poolKey } from "./measure-default-disagreements";
import { CLINIC_FORMS } from "../search/search-entries";

export type FallbackStep = "one dose" | "quarters" | "plain" | "form stock" | "strength stock" | "lowest";
export type FallbackEvidence = Pick<DispensingIndex, "quartersOf">;

/** Every dose's fallback evidence: the candidates chooseDefaultDose reads, without their counts. */
export function fallbackCandidates(
  seed: Pick<CatalogSeed, "medications" | "ndcs">,
  dispensing: FallbackEvidence,
  listedOf: ListedPackages,
): Map<string, DoseCandidate[]> {
  const points = new Map(seed.ndcs.map((n) => [n.ndc, n.pricePoints]));
  const otc = new Map(seed.ndcs.map((n) => [n.ndc, n.otc]));
  const pooled = new Map<string, string[]>();
  for (const m of seed.medications)
    for (const d of m.doses) pooled.set(poolKey(m, d), [...(pooled.get(poolKey(m, d)) ?? []), ...d.ndcs]);
  const byMedication = new Map<string, DoseCandidate[]>();
  for (const m of seed.medications)
    byMedication.set(
      m.slug,
      m.doses.map((d) => ({
        ndc: d.ndc,
        pricePoints: d.ndcs.reduce((sum, n) => sum + (points.get(n) ?? 0), 0),
        pooledPricePoints: (pooled.get(poolKey(m, d)) ?? []).reduce((sum, n) => sum + (points.get(n) ?? 0), 0),
        magnitude: amountOfDose(d) ?? 0,
        label: d.label,
        prescriptions: null,
        quarters: dispensing.quartersOf?.(pooled.get(poolKey(m, d)) ?? []) ?? 0,
        listed: listedOf(pooled.get(poolKey(m, d)) ?? [], [d.rxcui]),
        otc: soldOverTheCounter(d.ndcs.map((n) => otc.get(n))),
        form: d.doseForm,
        plainOral: isPlainOral(d.doseForm),
        clinic: false,
        infusion: infusedFrom(CLINIC_FORMS.has(d.doseForm), d.unitContent),
        retail: broughtToRetail(d.doseForm),
      })),
    );
  return byMedication;
}

/** The evidence step that decided a default chosen without counts (withoutCounts in choose-default-dose). */
export function fallbackStep(candidates: readonly DoseCandidate[], chosen: string): FallbackStep {
  if (candidates.length === 1) return "one dose";
  const pick = candidates.find((c) => c.ndc === chosen)!;
  const pool = candidates.some((c) => c.plainOral) ? candidates.filter((c) => c.plainOral) : candidates;
  const forms = new Set(pool.map((c) => c.form));
  const ofForm = pool.filter((c) => c.form === pick.form);
  if (ofForm.length === 1) {
    if (pool.length === 1) return "plain";
    const stockOf = (f: string | undefined) => pool.filter((c) => c.form === f).reduce((s, c) => s + stocked(c), 0);
    return [...forms].some((f) => f !== pick.form && stockOf(f) === stockOf(pick.form)) ? "lowest" : "form stock";
  }
  const others = ofForm.filter((c) => c !== pick);
  if (others.every((c) => rxQuarters(c) < rxQuarters(pick))) return "quarters";
  const tied = others.filter((c) => rxQuarters(c) === rxQuarters(pick));
  return tied.every((c) => stocked(c) < stocked(pick)) ? "strength stock" : "lowest";
}

export type FallbackRule =
  | "price points (before)"
  | "quarters, then stocked (this pass)"
  | "stocked alone"
  | "listed packages alone"
  | "quarters alone"
  | "the lowest strength"
  | "the highest strength";
// The dose a single evidence puts first (ties to the lowest strength).
const firstBy = (score: (d: DoseCandidate) => number) => (doses: DoseCandidate[]) =>
  [...doses].sort((a, b) => score(b) - score(a) || a.magnitude - b.magnitude)[0]?.ndc ?? null;
export const FALLBACK_RULES: Record<FallbackRule, (doses: DoseCandidate[]) => string | null> = {
  // The rule before this pass: a plain tablet or capsule, the most NADAC price points, the lowest strength.
  "price points (before)": (doses) =>
    [...doses].sort(
      (a, b) =>
        Number(b.plainOral) - Number(a.plainOral) ||
        b.pricePoints - a.pricePoints ||
        a.magnitude - b.magnitude ||
        a.label.localeCompare(b.label),
    )[0]?.ndc ?? null,
  "quarters, then stocked (this pass)": (doses) => chooseDefaultDose(doses),
  "stocked alone": firstBy(stocked),
  "listed packages alone": firstBy((d) => d.listed ?? 0),
  "quarters alone": firstBy((d) => d.quarters ?? 0),
  "the lowest strength": firstBy(() => 0),
  "the highest strength": firstBy((d) => d.magnitude),
};

/**
 * The rules checked where the answer is known: every medication with counted fills, its most dispensed form's
 * strengths (two or more), each set once per molecule; the rule reads the strengths' evidence with the counts
 * hidden, and is right when it picks the strength dispensed most.
 */
export function checkAgainstFills(
  medications: readonly CatalogMedication[],
  candidates: ReadonlyMap<string, DoseCandidate[]>,
): Record<FallbackRule, { right: number; of: number }> {
  const result = Object.fromEntries(Object.keys(FALLBACK_RULES).map((r) => [r, { right: 0, of: 0 }])) as Record<
    FallbackRule,
    { right: number; of: number }
  >;
  const seen = new Set<string>();
  for (const m of medications) {
    const top = [...m.doses].sort((a, b) => (b.dispensed ?? 0) - (a.dispensed ?? 0))[0];
    if (!top?.dispensed) continue;
    const strengths = m.doses.filter((d) => d.doseForm === top.doseForm && d.qualifier === top.qualifier);
    const key = `${m.generic}|${strengths.map((d) => d.label).join(",")}`;
    if (strengths.length < 2 || seen.has(key)) continue;
    seen.add(key);
    const ndcs = new Set(strengths.map((d) => d.ndc));
    const doses = (candidates.get(m.slug) ?? []).filter((c) => ndcs.has(c.ndc));
    for (const [rule, choose] of Object.entries(FALLBACK_RULES) as [
      FallbackRule,
      (typeof FALLBACK_RULES)[FallbackRule],
    ][]) {
      result[rule].of++;
      if (choose(doses) === top.ndc) result[rule].right++;
    }
  }
  return result;
}

/**
 * The fallback's form checked where the answer is known (twenty-third pass): every medication selling two or more forms
 * taken home (packs aside) one of which a file counts, each set of forms once per molecule; its doses' evidence read
 * with the counts hidden, a plain tablet or capsule first at `plainShare` of the stock of the form stocked most, right
 * when the form picked is the form dispensed most (`prescriptionsOf`, pooled as measure-dispensing-fit pools them).
 */
export function checkFormsAgainstFills(
  medications: readonly CatalogMedication[],
  candidates: ReadonlyMap<string, DoseCandidate[]>,
  prescriptionsOf: (m: CatalogMedication, d: CatalogMedication["doses"][number]) => number,
  plainShare: number,
): { right: number; of: number; missed: string[] } {
  const result = { right: 0, of: 0, missed: [] as string[] };
  const seen = new Set<string>();
  for (const m of medications) {
    const doses = candidates.get(m.slug) ?? [];
    const rx = new Map<string, number>();
    m.doses.forEach((d, i) => {
      if (doses[i]?.retail && d.doseForm !== "pack") rx.set(d.doseForm, (rx.get(d.doseForm) ?? 0) + prescriptionsOf(m, d)); // prettier-ignore
    });
    const key = `${m.generic}|${[...rx.keys()].sort().join(",")}`;
    if (rx.size < 2 || ![...rx.values()].some((n) => n > 0) || seen.has(key)) continue;
    seen.add(key);
    const [truth] = [...rx].sort((a, b) => b[1] - a[1])[0]!;
    const pool = doses.filter((c) => c.retail && c.form !== "pack");
    const picked = pool.find((c) => c.ndc === withoutCounts(pool, plainShare))?.form;
    result.of++;
    if (picked === truth) result.right++;
    else result.missed.push(`${m.slug} ${picked} (${truth})`);
  }
  return result;
}
