// Picks a medication's default dose: the strength and form most commonly dispensed, as far as public data can tell.

export type DoseCandidate = {
  ndc: string; // representative NDC11
  pricePoints: number; // NADAC price points summed over every current NDC of the dose
  magnitude: number; // first ingredient's amount, to break ties towards the lower strength
  label: string;
};

/**
 * No public file counts prescriptions. NADAC re-prices an NDC each time pharmacies report buying it, and every
 * labeler and package size of a popular strength adds its own series, so the dose whose NDCs carry the most price
 * points is the one pharmacies stock and dispense most. Ties go to the lowest strength (the usual starting dose),
 * then to the label so the choice is stable.
 */
export function chooseDefaultDose(doses: readonly DoseCandidate[]): string | null {
  const ranked = [...doses].sort(
    (a, b) => b.pricePoints - a.pricePoints || a.magnitude - b.magnitude || a.label.localeCompare(b.label),
  );
  return ranked[0]?.ndc ?? null;
}
