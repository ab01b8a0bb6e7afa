// Measures the shape of a catalog's quantities over every dose, whatever the evidence: doses that offer a single
// quantity, and tablet or capsule defaults that are neither a day multiple, a course count nor a labelled carton
// (quetiapine "43" alone, what a pharmacist never hands over).
import { cartonOf } from "./carton-sizes";
import { FORM_KINDS } from "./dose-forms";
import { COURSE_COUNTS } from "./usual-fills";
import type { CatalogMedication } from "../catalog-types";

export type QuantityShapes = {
  doses: number;
  singleQuantity: number; // doses offering one quantity
  singleQuantityAlone: number; // of those, not a single dose (1) nor a whole treatment (a kit, a jug)
  countedDefaults: number; // tablets, capsules and films counted one by one (not packs nor cartons)
  oddDefaults: { slug: string; dose: string; defaultCount: number; counts: number[] }[];
};

// 30/60/90-style day multiples, weekly (4, 12) and monthly (1, 3) counts, and course counts.
const isRecognised = (count: number) =>
  count % 30 === 0 || [1, 3, 4, 12].includes(count) || COURSE_COUNTS.includes(count);

export function measureQuantityShapes(medications: readonly CatalogMedication[]): QuantityShapes {
  const shapes: QuantityShapes = { doses: 0, singleQuantity: 0, singleQuantityAlone: 0, countedDefaults: 0, oddDefaults: [] }; // prettier-ignore
  for (const m of medications)
    for (const d of m.doses) {
      shapes.doses++;
      const carton = cartonOf(m.generic, d.doseForm, d.strength);
      const counts = d.quantities.map((q) => q.unitCount);
      const defaultCount = Number(d.defaultQuantity) / Number(d.baseValue);
      if (counts.length === 1) {
        shapes.singleQuantity++;
        if (counts[0] !== 1 && !carton?.whole) shapes.singleQuantityAlone++;
      }
      if (FORM_KINDS[d.doseForm] !== "oral-solid" || d.doseForm === "pack" || carton) continue;
      shapes.countedDefaults++;
      if (!isRecognised(defaultCount)) shapes.oddDefaults.push({ slug: m.slug, dose: d.label, defaultCount, counts });
    }
  return shapes;
}
