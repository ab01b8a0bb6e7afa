// What the seed-level tests look up in the catalog seed by name: a medication by its slug, one of its doses by its
// label (the medication's default dose when no label is given) and that dose's default count of units. A slug or label
// the seed does not have throws, so a test names what it expected rather than failing on undefined.
import type { CatalogSeed } from "../catalog-types";

export function seedLookup(seed: CatalogSeed) {
  const medicationOf = (slug: string) => {
    const m = seed.medications.find((x) => x.slug === slug);
    if (!m) throw new Error(`${slug} is not in the seed`);
    return m;
  };
  const doseOf = (slug: string, label?: string) => {
    const m = medicationOf(slug);
    const d = m.doses.find((x) => (label ? x.label === label : x.ndc === m.defaultDose));
    if (!d) throw new Error(`${slug} has no dose ${label ?? "by default"}`);
    return d;
  };
  const defaultCount = (slug: string, label?: string) => {
    const d = doseOf(slug, label);
    return d.quantities.find((q) => q.value === d.defaultQuantity)!.unitCount;
  };
  return { medicationOf, doseOf, defaultCount };
}
