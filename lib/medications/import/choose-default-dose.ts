// Picks a medication's default dose: the strength and form most commonly dispensed, as far as public data can tell.

export type DoseCandidate = {
  ndc: string; // representative NDC11
  pricePoints: number; // NADAC price points summed over every current NDC of the dose
  magnitude: number; // first ingredient's amount, to break ties towards the lower strength
  label: string;
  claims?: number | null; // CMS Part D claims of the dose's molecule and release (immediate or extended)
  oralSolid?: boolean; // a tablet or capsule
};

/**
 * Part D counts claims by drug and release only, not by strength. NADAC re-prices an NDC each time pharmacies report buying it, and every
 * labeler and package size of a popular strength adds its own series, so the dose whose NDCs carry the most price
 * points is the one pharmacies stock and dispense most. Ties go to the lowest strength (the usual starting dose),
 * then to the label so the choice is stable.
 */
export function chooseDefaultDose(doses: readonly DoseCandidate[]): string | null {
  // Part D says which release is dispensed more (Adderall tablets over XR capsules); a tablet or capsule is what an
  // adult is dispensed before a suspension of the same drug (amoxicillin).
  const ranked = [...doses].sort(
    (a, b) =>
      (b.claims ?? 0) - (a.claims ?? 0) ||
      Number(b.oralSolid ?? false) - Number(a.oralSolid ?? false) ||
      b.pricePoints - a.pricePoints ||
      a.magnitude - b.magnitude ||
      a.label.localeCompare(b.label),
  );
  return ranked[0]?.ndc ?? null;
}
