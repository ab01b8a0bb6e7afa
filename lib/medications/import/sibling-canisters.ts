// An inhaler counted by the canister its twins are counted by (twentieth pass): a metered-dose inhaler whose canister
// mass no source states is offered by the gram ("11 g, 14.8 g ..." for Breyna), where every other inhaler of the
// catalog is counted by the canister ("1 inhaler (10.2 g)"). Where another dose of the same ingredients, strength and
// puffs, priced per gram, is counted by a canister whose mass a source states (Symbicort's and its generic's 10.2 g
// for 120 puffs), the dose is counted by that canister: 1, 2 or 3, one by default as its twins are.
import type { CatalogDose, CatalogMedication } from "../catalog-types";

const keyOf = (generic: string, d: CatalogDose) =>
  [generic, d.strength, d.doseForm, d.unitContent?.unit, d.unitContent?.value, d.pricingUnit].join("|");

/** Counts such doses by their twins' canister; returns the doses it changed ("breyna 80 mcg-4.5 mcg inhaler ..."). */
export function countSiblingCanisters(medications: CatalogMedication[]): string[] {
  const canisters = new Map<string, CatalogDose[]>();
  for (const m of medications)
    for (const d of m.doses)
      if (d.doseForm === "inhaler" && d.unitKey === "inhaler" && d.package && d.unitContent?.unit === "actuation")
        canisters.set(keyOf(m.generic, d), [...(canisters.get(keyOf(m.generic, d)) ?? []), d]);
  const changed: string[] = [];
  for (const m of medications)
    for (const d of m.doses) {
      if (d.doseForm !== "inhaler" || d.unitKey !== "g" || d.unitContent?.unit !== "actuation") continue;
      const twins = canisters.get(keyOf(m.generic, d)) ?? [];
      const masses = new Set(twins.map((t) => t.baseValue));
      if (masses.size !== 1) continue;
      const twin = twins[0]!;
      d.unitKey = twin.unitKey;
      d.package = true;
      d.baseValue = twin.baseValue;
      d.quantities = twin.quantities.map((q) => ({ ...q }));
      d.defaultQuantity = twin.defaultQuantity;
      changed.push(`${m.slug} ${d.label}`);
    }
  return changed;
}
