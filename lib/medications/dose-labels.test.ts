import { describe, expect, it } from "vitest";
import { DOSE_FORM_LABELS, UNIT_LABELS } from "./dose-form-labels";
import {
  doseFormLabel,
  doseLabel,
  doseLabels,
  qualifierLabel,
  quantityChoiceLabel,
  quantityLabel,
  unitLabel,
} from "./dose-labels";
import type { CatalogDose } from "./catalog-types";

type LabelledDose = Pick<CatalogDose, "strength" | "doseForm" | "qualifier" | "duration" | "unitContent">;
const dose = (overrides: Partial<LabelledDose>): LabelledDose => ({
  strength: "10 mg",
  doseForm: "tablet",
  qualifier: null,
  duration: null,
  unitContent: null,
  ...overrides,
});

describe("quantity and unit labels", () => {
  it("counts units in English and US Spanish, singular and plural", () => {
    expect(quantityLabel({ count: 30, unitKey: "tablet", locale: "es-US" })).toBe("30 tabletas");
    expect(quantityLabel({ count: 30, unitKey: "tablet", locale: "en-US" })).toBe("30 tablets");
    expect(quantityLabel({ count: 1, unitKey: "inhaler", locale: "es-US" })).toBe("1 inhalador");
    expect(quantityLabel({ count: 2, unitKey: "pen", locale: "es-US" })).toBe("2 plumas");
    expect(quantityLabel({ count: 2.5, unitKey: "mL", locale: "es-US" })).toBe("2.5 mL");
    expect(unitLabel("capsule", "es-US")).toBe("cápsula");
    expect(unitLabel("capsule", "es-US", 2)).toBe("cápsulas");
  });

  it("adds the billed metric amount to a pen or packet priced per mL or g", () => {
    const pen = { unitKey: "pen", pricingUnit: "ML" as const };
    expect(quantityChoiceLabel(pen, { value: "6", unitCount: 2 }, "en-US")).toBe("2 pens (6 mL)");
    expect(quantityChoiceLabel(pen, { value: "6", unitCount: 2 }, "es-US")).toBe("2 plumas (6 mL)");
    // Insulin pens are sold by the box; a vial of unstated volume is the 10 mL insulin vial.
    const box = { unitKey: "box-of-5-pens", pricingUnit: "ML" } as const;
    expect(quantityChoiceLabel(box, { value: "15", unitCount: 1 }, "en-US")).toBe("1 box of 5 pens (15 mL)");
    expect(quantityChoiceLabel(box, { value: "30", unitCount: 2 }, "es-US")).toBe("2 cajas de 5 plumas (30 mL)");
    // A metric amount that is no whole box is said as what is dispensed: the mL, and about how many pens.
    expect(quantityChoiceLabel(box, { value: "20", unitCount: 20 / 15 }, "en-US")).toBe("20 mL (about 6.7 pens)");
    expect(quantityChoiceLabel(box, { value: "20", unitCount: 20 / 15 }, "es-US")).toBe("20 mL (aprox. 6.7 plumas)");
    const canister = { unitKey: "inhaler", pricingUnit: "GM" } as const;
    expect(quantityChoiceLabel(canister, { value: "9", unitCount: 0.5 }, "en-US")).toBe("9 g (about 0.5 inhalers)");
    const vial = { unitKey: "vial", pricingUnit: "ML" } as const;
    expect(quantityChoiceLabel(vial, { value: "15", unitCount: 1.5 }, "es-US")).toBe("15 mL (aprox. 1.5 viales)");
    expect(quantityChoiceLabel(vial, { value: "10", unitCount: 1 }, "en-US")).toBe("1 vial (10 mL)");
    expect(quantityChoiceLabel({ unitKey: "inhaler", pricingUnit: "GM" }, { value: "17", unitCount: 2 }, "en-US")).toBe(
      "2 inhalers (17 g)",
    );
    expect(quantityChoiceLabel({ unitKey: "g", pricingUnit: "GM" }, { value: "30", unitCount: 30 }, "en-US")).toBe(
      "30 g",
    );
    expect(quantityChoiceLabel({ unitKey: "tablet", pricingUnit: "EA" }, { value: "90", unitCount: 90 }, "es-US")).toBe(
      "90 tabletas",
    );
  });

  it("translates every dose form and unit into both languages", () => {
    for (const labels of Object.values(DOSE_FORM_LABELS)) expect(labels.en && labels.es).toBeTruthy();
    for (const labels of Object.values(UNIT_LABELS)) expect(labels.es[0] && labels.es[1]).toBeTruthy();
    expect(doseFormLabel("tablet-extended-release", "es-US")).toBe("tableta de liberación prolongada");
    expect(doseFormLabel("ophthalmic-solution", "en-US")).toBe("eye drops");
  });
});

describe("doseLabel", () => {
  it("puts the strength first in both languages, so a cut menu never cuts it", () => {
    expect(doseLabel(dose({}), "en-US")).toBe("10 mg tablet");
    expect(doseLabel(dose({}), "es-US")).toBe("10 mg en tableta");
    expect(doseLabel(dose({ strength: "400 mg/5 mL", doseForm: "oral-suspension" }), "es-US")).toBe(
      "400 mg/5 mL en suspensión oral",
    );
  });

  it("states release time, content and RxNorm's qualifier; a per-day patch strength is not repeated", () => {
    const er = dose({ strength: "150 mg", doseForm: "tablet-extended-release", duration: { value: 24, unit: "hour" } });
    expect(doseLabel(er, "en-US")).toBe("150 mg extended-release tablet (24 hr)");
    expect(doseLabel(er, "es-US")).toBe("150 mg en tableta de liberación prolongada (24 h)");
    const nicotine = dose({ strength: "21 mg/24 hr", doseForm: "patch", duration: { value: 24, unit: "hour" } });
    expect(doseLabel(nicotine, "en-US")).toBe("21 mg/24 hr patch");
    const ring = dose({ strength: "7.5 mcg/24 hr", doseForm: "vaginal-ring", duration: { value: 90, unit: "day" } });
    expect(doseLabel(ring, "es-US")).toBe("7.5 mcg/24 hr en anillo vaginal (90 días)");
    const inhaler = dose({
      strength: "90 mcg",
      doseForm: "inhaler",
      qualifier: "NDA020983",
      unitContent: { value: 200, unit: "actuation" },
    });
    // A metered inhaler counts puffs, and an FDA application number means nothing at the counter...
    expect(doseLabel(inhaler, "en-US")).toBe("90 mcg inhaler (200 puffs)");
    expect(doseLabel(inhaler, "es-US")).toBe("90 mcg en inhalador (200 inhalaciones)");
    // Two inhalers of one medication are told apart by the canister a patient is handed, not by the application...
    const canister = { package: true, pricingUnit: "GM" as const };
    expect(
      doseLabels(
        [
          { ...inhaler, ...canister, baseValue: "18" },
          { ...inhaler, ...canister, qualifier: "NDA020503", baseValue: "6.7" },
        ],
        "en-US",
      ),
    ).toEqual(["90 mcg inhaler (200 puffs, 18 g)", "90 mcg inhaler (200 puffs, 6.7 g)"]);
    // ...which is shown only when it is all that tells two doses of one medication apart.
    const other = { ...inhaler, qualifier: "NDA020503" };
    expect(doseLabels([inhaler, other], "en-US")).toEqual([
      "90 mcg inhaler (200 puffs, NDA020983)",
      "90 mcg inhaler (200 puffs, NDA020503)",
    ]);
    expect(doseLabels([inhaler], "en-US")).toEqual(["90 mcg inhaler (200 puffs)"]);
    const pen = dose({ strength: "100 units/mL", doseForm: "pen-injector", unitContent: { value: 3, unit: "mL" } });
    expect(doseLabel(pen, "en-US")).toBe("100 units/mL pen (3 mL)");
    const syringe = dose({
      strength: "40 mg/0.4 mL",
      doseForm: "prefilled-syringe",
      unitContent: { value: 0.4, unit: "mL" },
    });
    expect(doseLabel(syringe, "en-US")).toBe("40 mg/0.4 mL prefilled syringe");
  });
});

describe("qualifiers in Spanish", () => {
  it("translates every qualifier of the catalog a patient reads, and keeps application numbers as written", () => {
    const dose = { strength: "30 mg", doseForm: "tablet-extended-release", duration: null, unitContent: null } as const;
    expect(doseLabel({ ...dose, qualifier: "Once-Daily" }, "es-US")).toMatch(/\(una vez al día\)$/);
    expect(doseLabel({ ...dose, qualifier: "Osmotic" }, "es-US", { technical: true })).toMatch(/\(osmótica\)$/);
    expect(qualifierLabel("Modified", "es-US")).toBe("modificada");
    expect(qualifierLabel("NDA020983", "es-US")).toBe("NDA020983");
    expect(qualifierLabel("Once-Daily", "en-US")).toBe("Once-Daily");
  });
});

describe("qualifiers as a pharmacist writes them (twentieth pass)", () => {
  const pen = { strength: "2 mg/1.5 mL", doseForm: "pen-injector", duration: null, unitContent: null } as const;

  it("writes RxNorm's unit words in lower case, and a pen's alternative doses with 'or'", () => {
    expect(qualifierLabel("0.25 MG, 0.5 MG Dose", "en-US")).toBe("0.25 mg or 0.5 mg doses");
    expect(qualifierLabel("0.5 UNT Doses", "en-US")).toBe("0.5-unit doses");
    expect(qualifierLabel("0.25 MG, 0.5 MG Dose", "es-US")).toBe("dosis de 0.25 mg o 0.5 mg");
    expect(qualifierLabel("Abuse-Deterrent", "en-US")).toBe("Abuse-Deterrent");
  });

  it("tells twins sold under two brands' applications apart by the brands (epinephrine's auto-injectors)", () => {
    const epipen = { ...pen, strength: "0.3 mg/0.3 mL", doseForm: "auto-injector", qualifier: "NDA019430", applicationBrand: "Epipen" } as const; // prettier-ignore
    const adrenaclick = { ...epipen, qualifier: "NDA020800", applicationBrand: "Adrenaclick" } as const;
    expect(doseLabels([epipen, adrenaclick], "en-US")).toEqual([
      "0.3 mg/0.3 mL auto-injector (generic of Epipen)",
      "0.3 mg/0.3 mL auto-injector (generic of Adrenaclick)",
    ]);
    expect(doseLabels([epipen, adrenaclick], "es-US")[1]).toBe(
      "0.3 mg/0.3 mL en autoinyector (genérico de Adrenaclick)",
    );
    // Alone, a dose needs no brand to tell it apart.
    expect(doseLabels([epipen], "en-US")).toEqual(["0.3 mg/0.3 mL auto-injector"]);
  });
});
