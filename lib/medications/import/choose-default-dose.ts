// Picks a medication's default dose: the strength and form pharmacies dispense most (SDUD prescriptions).

export type DoseCandidate = {
  ndc: string; // representative NDC11
  pricePoints: number; // NADAC price points summed over every current NDC of the dose
  magnitude: number; // first ingredient's amount, to break ties towards the lower strength
  label: string;
  // Prescriptions of the dose's strength and form (national scale, index-dispensing.ts); null when no file says.
  prescriptions: number | null;
  // Where no file counts a dose's fills: the quarters the state file shows its strength and form dispensed under 11
  // times (suppressed rows, index-dispensing.ts), and the packages the NDC directory lists for it (listed-packages.ts).
  quarters?: number;
  listed?: number;
  form?: string; // the dose form, to weigh a form's strengths together; each dose its own form without it
  plainOral: boolean; // a tablet or capsule swallowed whole (immediate, extended or delayed release)
  // An injection filled one administration at a time (givenInClinic): a clinic's or an emergency room's, not a
  // supply a patient takes home.
  clinic: boolean;
};

// An injection whose fills average at most this many mL is given one dose at a time: Medicaid pays ketorolac 30 mg/mL
// 1.1 mL a fill, fentanyl 0.1 mg/2 mL 2.6 mL, diphenhydramine 50 mg/mL 2.9 mL; insulin vials 17-21 mL.
export const CLINIC_FILL_ML = 3;

export function givenInClinic(injection: boolean, mlPerFill: number | null): boolean {
  return injection && mlPerFill !== null && mlPerFill <= CLINIC_FILL_ML;
}

// Within this share of the most dispensed dose, a plain tablet or capsule is as usual as a special form.
export const CLOSE = 0.8;

/**
 * The dose with the most prescriptions (pantoprazole: the 40 mg tablet, 5.2 M, not the granules; rosuvastatin 10 mg,
 * not 40 mg). A plain tablet or capsule goes first when the evidence is close (within CLOSE of the most dispensed)
 * or missing; ties go to the most NADAC price points, then the lowest strength. Where no dose has a counted fill,
 * see withoutCounts: the form sold most widely, then the strength dispensed in the most quarters under 11 times
 * (Alaska's suppressed rows: fondaparinux 2.5 mg, in three, not 7.5 mg, in none), then the most stocked.
 */
export function chooseDefaultDose(candidates: readonly DoseCandidate[]): string | null {
  // Ketorolac's 30 mg/mL vial has three times the tablet's prescriptions, every one a single shot: the tablet is
  // what a patient fills. A clinic's injection is the default only when nothing taken home has evidence.
  const home = candidates.filter((d) => !d.clinic);
  const doses = home.some((d) => d.prescriptions) ? home : candidates;
  const byEvidence = [...doses].sort((a, b) => (b.prescriptions ?? 0) - (a.prescriptions ?? 0) || fallbackOrder(a, b));
  const top = byEvidence[0];
  if (!top) return null;
  if (!top.prescriptions) return withoutCounts(doses);
  if (top.plainOral) return top.ndc;
  const plain = byEvidence.find((d) => d.plainOral && (d.prescriptions ?? 0) >= CLOSE * top.prescriptions!);
  return (plain ?? top).ndc;
}

// How widely a dose is stocked: its NADAC price points (one series a priced NDC) times the packages the NDC directory
// lists for it (one where the directory lacks it: its strengths then compare by price points alone).
export const stocked = (d: Pick<DoseCandidate, "pricePoints" | "listed">) => d.pricePoints * Math.max(d.listed ?? 0, 1);

/**
 * No dose counted (fourteenth pass). The form first: a plain tablet or capsule where one is sold and its form is
 * stocked within CLOSE of the most stocked form (eighteenth pass), else the form the most stocked (stocked, summed over its strengths; the directory's packages decide a form's share, where a few
 * suppressed fills in one state would not: bacitracin's skin ointment, 378 packages, not its eye ointment's 30).
 * Then the strength of that form: the most quarters dispensed under 11 times, then the most stocked, then the lowest.
 */
function withoutCounts(doses: readonly DoseCandidate[]): string {
  const formOf = (d: DoseCandidate) => d.form ?? d.ndc;
  const stockOf = (of: readonly DoseCandidate[]) => {
    const forms = new Map<string, number>();
    for (const d of of) forms.set(formOf(d), (forms.get(formOf(d)) ?? 0) + stocked(d));
    return forms;
  };
  const top = (forms: Map<string, number>) => Math.max(0, ...forms.values());
  // A plain tablet or capsule goes first as with counts: when its form is stocked within CLOSE of the form stocked
  // most (eighteenth pass: calcium carbonate's one 648 mg tablet NDC is not the default beside 42 chewable ones).
  const plain = doses.filter((d) => d.plainOral);
  const pool = plain.length > 0 && top(stockOf(plain)) >= CLOSE * top(stockOf(doses)) ? plain : doses;
  const forms = stockOf(pool);
  const strengthOrder = (a: DoseCandidate, b: DoseCandidate) =>
    (b.quarters ?? 0) - (a.quarters ?? 0) ||
    stocked(b) - stocked(a) ||
    a.magnitude - b.magnitude ||
    a.label.localeCompare(b.label);
  // Forms tied on their stock go by their best dose, as the strengths are ordered.
  const best = (form: string) => [...pool].filter((d) => formOf(d) === form).sort(strengthOrder)[0]!;
  const [form] = [...forms].sort(([f, a], [g, b]) => b - a || strengthOrder(best(f), best(g)))[0]!;
  return best(form).ndc;
}

function fallbackOrder(a: DoseCandidate, b: DoseCandidate): number {
  return (
    Number(b.plainOral) - Number(a.plainOral) ||
    b.pricePoints - a.pricePoints ||
    a.magnitude - b.magnitude ||
    a.label.localeCompare(b.label)
  );
}
