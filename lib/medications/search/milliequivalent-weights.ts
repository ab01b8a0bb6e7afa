// A salt's milligrams in a milliequivalent, as the NADAC file's descriptions give it (prisma/seed/README.md,
// "Twenty-fourth pass: a strength as the label writes it — search"): RxNorm writes sodium chloride's eye drops "0.854
// mEq/mL" and potassium chloride's oral liquid "6.65 mEq/5 mL"; their labels, and the file, "5%" and "10% (20 MEQ/15
// ML)". Derived by scripts/derive-milliequivalent-weights.ts into milliequivalent-weights.json, which search reads so
// that "sodium chloride 5% eye drop", "potassium chloride 10% liquid" and "potassium chloride 750 mg" (10 mEq) find
// the dose they name.
//
// The rule: for each catalog NDC whose strength is in mEq over a volume, a percentage the file writes in its
// description is the same concentration: the molecule's milligrams a mEq are the percentage's milligrams a millilitre
// over the dose's mEq a millilitre. A molecule is kept where every NDC read so agrees within 2% (the median of them).
import type { CatalogMedication } from "../catalog-types";
import { moleculeOf } from "./dose-query-cases";
import WEIGHTS from "./milliequivalent-weights.json";

export const MILLIEQUIVALENT_WEIGHTS_PATH = "lib/medications/search/milliequivalent-weights.json";
export type MilliequivalentWeight = { mgPerMeq: number; ndcs: number; example: string };

const IN_MEQ = /^([\d.]+)\s*mEq\/([\d.]*)\s*(mL|g)$/;
const PERCENT = /(?:^|\s)(\d*\.?\d+)%/;

export function deriveMilliequivalentWeights(
  meds: readonly CatalogMedication[],
  nadacDescriptions: readonly { ndc: string; description: string }[],
): Map<string, MilliequivalentWeight> {
  const doseOf = new Map<string, { molecule: string; strength: string }>();
  for (const m of meds)
    if (!m.generic.includes(" / "))
      for (const d of m.doses) for (const n of d.ndcs) doseOf.set(n, { molecule: moleculeOf(m.generic), strength: d.strength }); // prettier-ignore
  const read = new Map<string, { weights: number[]; example: string }>();
  for (const { ndc, description } of nadacDescriptions) {
    const dose = doseOf.get(ndc);
    const meq = dose && IN_MEQ.exec(dose.strength);
    const percent = PERCENT.exec(description);
    if (!dose || !meq || !percent) continue;
    const meqPerMl = Number(meq[1]) / Number(meq[2] || 1);
    const r = read.get(dose.molecule) ?? { weights: [], example: `${description} = ${dose.strength}` };
    r.weights.push((Number(percent[1]) * 10) / meqPerMl);
    read.set(dose.molecule, r);
  }
  const out = new Map<string, MilliequivalentWeight>();
  for (const [molecule, { weights, example }] of [...read].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...weights].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    if (sorted.some((w) => Math.abs(w - median) > 0.02 * median)) continue;
    out.set(molecule, { mgPerMeq: Math.round(median * 100) / 100, ndcs: weights.length, example });
  }
  return out;
}

const READ = new Map(Object.entries(WEIGHTS as Record<string, MilliequivalentWeight>));
// The milligrams in a mEq of a medication's one ingredient, null where no file gives them.
export const milligramsPerMeqOf = (generic: string): number | null => READ.get(moleculeOf(generic))?.mgPerMeq ?? null;
