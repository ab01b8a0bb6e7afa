// One dose of the catalog seed by medication slug and dose label, with its counts in its own unit (unitKey): what the
// whole-catalog seed tests compare with the cases they write from labels and public files.
import type { CatalogSeed } from "../lib/medications/catalog-types";

export function seedDoseOf(seed: Pick<CatalogSeed, "medications">, slug: string, label: string) {
  const dose = seed.medications.find((m) => m.slug === slug)?.doses.find((d) => d.label === label);
  if (!dose) throw new Error(`${slug} ${label} is not in the seed`);
  const count = (value: string) => Number(value) / Number(dose.baseValue);
  return {
    dose,
    unitKey: dose.unitKey,
    baseValue: Number(dose.baseValue),
    defaultCount: count(dose.defaultQuantity),
    counts: dose.quantities.map((q) => q.unitCount),
  };
}
