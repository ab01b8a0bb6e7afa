import { describe, expect, it } from "vitest";
import { measureQuantityShapes } from "./measure-quantity-shapes";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

const dose = (label: string, counts: number[], defaultCount: number, over: Partial<CatalogDose> = {}) =>
  ({
    label,
    strength: label,
    doseForm: "tablet",
    baseValue: "1",
    quantities: counts.map((c) => ({ value: String(c), unitCount: c })),
    defaultQuantity: String(defaultCount),
    ...over,
  }) as CatalogDose;
const medication = (generic: string, doses: CatalogDose[]) => ({ slug: generic, generic, doses }) as CatalogMedication;

describe("measuring the shape of a catalog's quantities", () => {
  it("counts doses offering a single quantity and tablet defaults no pharmacist hands over", () => {
    const shapes = measureQuantityShapes([
      medication("quetiapine", [dose("100 mg tablet", [43], 43), dose("25 mg tablet", [30, 60, 90], 30)]),
      medication("amoxicillin", [dose("875 mg tablet", [14, 20, 28], 20)]),
      medication("levonorgestrel", [dose("1.5 mg", [1], 1)]), // a single dose, offered alone
      medication("magnesium sulfate / potassium chloride / sodium sulfate", [dose("225 mg-188 mg-1479 mg", [24], 24)]), // a kit
      medication("chlorhexidine gluconate", [dose("0.12% mouthwash", [473], 473, { doseForm: "mouthwash" })]),
    ]);
    expect(shapes).toMatchObject({ doses: 6, singleQuantity: 4, singleQuantityAlone: 2, countedDefaults: 3 });
    expect(shapes.oddDefaults).toEqual([{ slug: "quetiapine", dose: "100 mg tablet", defaultCount: 43, counts: [43] }]);
  });
});
