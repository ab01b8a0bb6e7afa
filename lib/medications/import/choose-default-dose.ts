// Picks a medication's default dose: the strength and form pharmacies dispense most (SDUD prescriptions).

export type DoseCandidate = {
  ndc: string; // representative NDC11
  pricePoints: number; // NADAC price points summed over every current NDC of the dose
  magnitude: number; // first ingredient's amount, to break ties towards the lower strength
  label: string;
  // Prescriptions of the dose's strength and form (national scale, index-dispensing.ts); null when no file says.
  prescriptions: number | null;
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
 * or missing. Without any evidence: a plain tablet or capsule, then the dose whose NDCs carry the most NADAC price
 * points (every labeler and package of a popular strength adds its own series), then the lowest strength.
 */
export function chooseDefaultDose(candidates: readonly DoseCandidate[]): string | null {
  // Ketorolac's 30 mg/mL vial has three times the tablet's prescriptions, every one a single shot: the tablet is
  // what a patient fills. A clinic's injection is the default only when nothing taken home has evidence.
  const home = candidates.filter((d) => !d.clinic);
  const doses = home.some((d) => d.prescriptions) ? home : candidates;
  const byEvidence = [...doses].sort((a, b) => (b.prescriptions ?? 0) - (a.prescriptions ?? 0) || fallbackOrder(a, b));
  const top = byEvidence[0];
  if (!top) return null;
  if (!top.prescriptions) return [...doses].sort(fallbackOrder)[0]!.ndc;
  if (top.plainOral) return top.ndc;
  const plain = byEvidence.find((d) => d.plainOral && (d.prescriptions ?? 0) >= CLOSE * top.prescriptions!);
  return (plain ?? top).ndc;
}

function fallbackOrder(a: DoseCandidate, b: DoseCandidate): number {
  return (
    Number(b.plainOral) - Number(a.plainOral) ||
    b.pricePoints - a.pricePoints ||
    a.magnitude - b.magnitude ||
    a.label.localeCompare(b.label)
  );
}
