// The generic evidence of every NDC of a catalog seed (lib/pricing/generic-evidence.ts), as the pricing endpoints read
// it from the database the seed loads: the measures and the calibration price as the API does.
import type { CatalogSeed } from "../catalog-types";
import { doseLabels } from "../dose-labels";
import { genericEvidenceOf, type GenericEvidence } from "../../pricing/generic-evidence";

export function seedGenericEvidence(seed: Pick<CatalogSeed, "medications" | "ndcs">): Map<string, GenericEvidence> {
  const doseNdc = new Map<string, string>();
  for (const m of seed.medications) for (const d of m.doses) for (const ndc of d.ndcs) if (!doseNdc.has(ndc)) doseNdc.set(ndc, d.ndc); // prettier-ignore
  return genericEvidenceOf({
    medications: seed.medications.map((m) => ({ slug: m.slug, generic: m.generic, isBrand: m.isBrand, genericSlug: m.genericSlug ?? null })), // prettier-ignore
    // The labels the database holds (load-catalog.ts): the English labels of the medication's doses.
    doses: seed.medications.flatMap((m) => {
      const labels = doseLabels(m.doses, "en-US");
      return m.doses.map((d, i) => ({ medicationSlug: m.slug, ndc: d.ndc, label: labels[i]!, doseForm: d.doseForm, pricingUnit: d.pricingUnit ?? null })); // prettier-ignore
    }),
    ndcs: seed.ndcs.map((n) => ({ ndc: n.ndc, isBrand: n.isBrand, nadacPerUnit: n.nadacPerUnit, doseNdc: doseNdc.get(n.ndc) ?? null, otc: n.otc })), // prettier-ignore
  });
}
