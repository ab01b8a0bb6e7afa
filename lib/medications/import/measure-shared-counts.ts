// The defaults the payers' counts cannot speak for, measured over a seed (scripts/measure-shared-counts.ts,
// prisma/seed/README.md "Twenty-fifth pass"): a medication whose counted doses are the same figures as another
// medication's (counts pooled over every product of a strength and form) beside the counts of its own NDCs; and a
// generic that is the clinical drug of two brands, each brand's strengths counted per price point stocked.
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { CLOSE, type DoseCandidate } from "./choose-default-dose";
import type { DispensingIndex } from "./index-dispensing";
import { poolKey } from "./measure-default-disagreements";
import { brandUsesOf, openedByOtherUse, otherUseDoses, USE_SKEW, type TwoBrandUses, type UseCandidate } from "./two-brand-uses"; // prettier-ignore

// What the medication's own NDCs say of its default, where every counted dose is another medication's figure too.
export type OwnReading = "own agrees" | "no own count" | "own differs";

export type SharedCounts = {
  slug: string;
  brand: boolean; // sold under a trade name
  sharedWith: string[]; // the medications selling each of its counted doses
  reading: OwnReading;
  defaultLabel: string;
  ownTop: string | null; // the dose its own NDCs count most
  ownOfDefault: number; // the default's own prescriptions (national scale)
  ownTopCount: number;
  // The default and the dose its own NDCs count most are of one form, both counted by the national file: a trade
  // name's own counts decide (ownFilledDefault, twenty-fifth pass); a state's few fills do not.
  national: boolean;
};

// opens: the doses the rule would open among instead; opened: the default is the one the rule opens (openedByOtherUse).
export type UseRow = TwoBrandUses & { slug: string; defaultLabel: string; opens: string | null; opened: boolean };

export type SharedCountsMeasure = { shared: SharedCounts[]; uses: UseRow[] };

export function measureSharedCounts(
  seed: Pick<CatalogSeed, "medications">,
  dispensing: Pick<DispensingIndex, "ofNdcs">,
  candidates: ReadonlyMap<string, DoseCandidate[]>,
  brandsOf: (ndcs: readonly string[]) => string[],
): SharedCountsMeasure {
  const sellers = new Map<string, Set<string>>();
  for (const m of seed.medications)
    for (const d of m.doses) sellers.set(poolKey(m, d), (sellers.get(poolKey(m, d)) ?? new Set()).add(m.slug));
  const pooled = new Map<string, string[]>();
  for (const m of seed.medications)
    for (const d of m.doses) pooled.set(poolKey(m, d), [...(pooled.get(poolKey(m, d)) ?? []), ...d.ndcs]);
  const shared: SharedCounts[] = [];
  const uses: UseRow[] = [];
  for (const m of seed.medications) {
    if (m.doses.length < 2) continue;
    const def = m.doses.find((d) => d.ndc === m.defaultDose);
    const counted = m.doses.filter((d) => d.dispensed);
    if (!def || counted.length === 0) continue;
    const row = sharedRow(m, counted, sellers, dispensing);
    if (row) shared.push(row);
    if (m.name !== m.generic) continue;
    const cs: UseCandidate[] = (candidates.get(m.slug) ?? []).map((c, i) => ({
      ...c,
      prescriptions: m.doses[i]!.dispensed,
      brands: brandsOf(m.doses[i]!.ndcs),
      national: dispensing.ofNdcs(pooled.get(poolKey(m, m.doses[i]!)) ?? [])?.source === "national",
    }));
    const opens = otherUseDoses(cs, m.defaultDose);
    for (const u of brandUsesOf(cs, m.defaultDose))
      uses.push({ ...u, slug: m.slug, defaultLabel: def.label, opens: u.skew >= USE_SKEW && opens ? labelsOf(m, opens) : null, opened: openedByOtherUse(u) }); // prettier-ignore
  }
  return { shared, uses };
}

const labelsOf = (m: CatalogMedication, ndcs: readonly string[]) =>
  m.doses
    .filter((d) => ndcs.includes(d.ndc))
    .map((d) => d.label)
    .join(", ");

function sharedRow(
  m: CatalogMedication,
  counted: CatalogMedication["doses"],
  sellers: ReadonlyMap<string, ReadonlySet<string>>,
  dispensing: Pick<DispensingIndex, "ofNdcs">,
): SharedCounts | null {
  const others = counted.map((d) => [...(sellers.get(poolKey(m, d)) ?? [])].filter((s) => s !== m.slug));
  if (others.some((o) => o.length === 0)) return null;
  const ownOf = (d: CatalogMedication["doses"][number]) => (d.doseForm === "pack" ? null : dispensing.ofNdcs(d.ndcs));
  const own = m.doses.map((d) => (d.doseForm === "pack" ? (d.dispensed ?? 0) : (ownOf(d)?.prescriptions ?? 0)));
  const def = m.doses.findIndex((d) => d.ndc === m.defaultDose);
  const top = own.indexOf(Math.max(...own));
  const reading: OwnReading =
    own[top]! === 0 ? "no own count" : own[def]! >= CLOSE * own[top]! ? "own agrees" : "own differs";
  return {
    slug: m.slug,
    brand: m.name !== m.generic,
    sharedWith: [...new Set(others.flat())].sort(),
    reading,
    defaultLabel: m.doses[def]!.label,
    ownTop: own[top]! > 0 ? m.doses[top]!.label : null,
    ownOfDefault: Math.round(own[def]!),
    ownTopCount: Math.round(own[top]!),
    national:
      m.doses[top]!.doseForm === m.doses[def]!.doseForm &&
      [m.doses[top]!, m.doses[def]!].every((d) => ownOf(d)?.source === "national"),
  };
}
