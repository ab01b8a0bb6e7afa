import { describe, expect, it } from "vitest";
import { deriveQuantities, patchesPerMonth, type QuantityInput } from "./derive-quantities";

const input = (overrides: Partial<QuantityInput>): QuantityInput => ({
  form: "tablet",
  pricingUnit: "EA",
  nadacPerUnit: 0.05,
  unitContent: null,
  duration: null,
  ingredientNames: ["atorvastatin"],
  ...overrides,
});

describe("deriveQuantities", () => {
  it("tablets and capsules: 30/60/90, a month by default", () => {
    expect(deriveQuantities(input({}))).toEqual({
      unitKey: "tablet",
      baseValue: 1,
      package: false,
      counts: [30, 60, 90],
      defaultCount: 30,
    });
    expect(deriveQuantities(input({ form: "capsule-extended-release" }))?.unitKey).toBe("capsule");
  });

  it("antibacterials (by USAN stem) get short-course counts", () => {
    for (const name of ["amoxicillin", "cephalexin", "ciprofloxacin", "azithromycin", "doxycycline hyclate"]) {
      const plan = deriveQuantities(input({ form: "capsule", ingredientNames: [name] }));
      expect(plan?.counts, name).toEqual([10, 14, 20, 28, 30]);
      expect(plan?.defaultCount, name).toBe(20);
    }
    expect(deriveQuantities(input({ ingredientNames: ["amoxicillin", "clavulanate"] }))?.defaultCount).toBe(20);
    expect(deriveQuantities(input({ ingredientNames: ["fluconazole"] }))?.defaultCount).toBe(30);
  });

  it("oral liquids are bottles in mL; reconstituted powders smaller bottles", () => {
    expect(deriveQuantities(input({ form: "oral-solution", pricingUnit: "ML" }))).toMatchObject({
      unitKey: "mL",
      baseValue: 1,
      counts: [100, 150, 200, 473],
      defaultCount: 150,
    });
    expect(deriveQuantities(input({ form: "powder-for-oral-suspension", pricingUnit: "ML" }))?.defaultCount).toBe(100);
    // An antibiotic suspension is a course: a bottle of 50 to 200 mL, never the 473 mL pint.
    const suspension = input({ form: "oral-suspension", pricingUnit: "ML", ingredientNames: ["amoxicillin"] });
    expect(deriveQuantities(suspension)).toMatchObject({ counts: [50, 75, 100, 150, 200], defaultCount: 100 });
  });

  it("with Part D units per claim, tablets follow the dosing frequency and courses the usual course", () => {
    const fill = (unitsPerClaim: number, ingredientNames = ["x"]) =>
      deriveQuantities(input({ unitsPerClaim, ingredientNames }));
    expect(fill(8.18)).toMatchObject({ unitKey: "tablet", counts: [4, 12], defaultCount: 4 }); // weekly
    expect(fill(1.88)).toMatchObject({ counts: [1, 3], defaultCount: 1 }); // monthly
    expect(fill(59.24)).toMatchObject({ counts: [30, 90], defaultCount: 30 }); // daily
    expect(fill(75.59)).toMatchObject({ counts: [60, 180], defaultCount: 60 }); // twice daily
    expect(fill(6.93, ["azithromycin"])).toMatchObject({ defaultCount: 6 }); // Z-Pak
  });

  it("insulin vials are counted in 10 mL vials' worth of mL, not 1 or 2 mL", () => {
    const vial = input({ form: "injection", pricingUnit: "ML", ingredientNames: ["insulin glargine"] });
    expect(deriveQuantities(vial)).toMatchObject({ unitKey: "mL", counts: [3, 10, 20, 30], defaultCount: 10 });
  });

  it("creams are tubes in grams, eye drops bottles in mL, eye ointments the 3.5 g tube", () => {
    expect(deriveQuantities(input({ form: "cream", pricingUnit: "GM" }))).toMatchObject({
      unitKey: "g",
      counts: [15, 30, 45, 60],
      defaultCount: 30,
    });
    expect(deriveQuantities(input({ form: "ophthalmic-solution", pricingUnit: "ML" }))?.defaultCount).toBe(5);
    expect(deriveQuantities(input({ form: "ophthalmic-ointment", pricingUnit: "GM" }))?.defaultCount).toBe(3.5);
  });

  it("pens priced per mL count pens whose base is the pen's volume; insulin by the box of five", () => {
    const pen = {
      form: "pen-injector" as const,
      pricingUnit: "ML" as const,
      unitContent: { value: 3, unit: "mL" as const },
    };
    expect(deriveQuantities(input({ ...pen, ingredientNames: ["semaglutide"] }))).toEqual({
      unitKey: "pen",
      baseValue: 3,
      package: true,
      counts: [1, 2, 3, 5],
      defaultCount: 1,
    });
    expect(deriveQuantities(input({ ...pen, ingredientNames: ["insulin glargine"] }))?.defaultCount).toBe(5);
    expect(deriveQuantities(input({ ...pen, unitContent: null }))).toBeNull();
  });

  it("syringes and auto-injectors come two to a carton; priced per EA the base is one device", () => {
    expect(deriveQuantities(input({ form: "auto-injector", pricingUnit: "EA", nadacPerUnit: 290 }))).toMatchObject({
      unitKey: "auto-injector",
      baseValue: 1,
      package: true,
      defaultCount: 2,
    });
  });

  it("inhalers: per gram by canister size, per blister as a device of N actuations, or per device", () => {
    expect(deriveQuantities(input({ form: "inhaler", pricingUnit: "GM" }))).toMatchObject({
      unitKey: "g",
      defaultCount: 8.5,
    });
    const diskus = input({
      form: "inhaler-dry-powder",
      nadacPerUnit: 2.49,
      unitContent: { value: 60, unit: "actuation" },
    });
    expect(deriveQuantities(diskus)).toMatchObject({ unitKey: "inhaler", baseValue: 60, counts: [1, 2, 3] });
    expect(deriveQuantities({ ...diskus, nadacPerUnit: 11.31 })).toMatchObject({ baseValue: 60 });
    expect(deriveQuantities({ ...diskus, nadacPerUnit: 36.95 })).toMatchObject({ unitKey: "inhaler", baseValue: 1 });
    expect(deriveQuantities({ ...diskus, nadacPerUnit: 386 })).toMatchObject({ unitKey: "inhaler", baseValue: 1 });
  });

  it("patches: a month's supply by wear time", () => {
    expect(patchesPerMonth({ value: 24, unit: "hour" })).toBe(30);
    expect(patchesPerMonth({ value: 72, unit: "hour" })).toBe(10);
    expect(patchesPerMonth({ value: 84, unit: "hour" })).toBe(8);
    expect(patchesPerMonth({ value: 168, unit: "hour" })).toBe(4);
    expect(patchesPerMonth({ value: 9, unit: "hour" })).toBe(30);
    expect(deriveQuantities(input({ form: "patch", duration: { value: 168, unit: "hour" } }))?.counts).toEqual([
      4, 8, 12,
    ]);
  });

  it("has no rule for a tablet priced per mL", () => {
    expect(deriveQuantities(input({ pricingUnit: "ML" }))).toBeNull();
  });
});
