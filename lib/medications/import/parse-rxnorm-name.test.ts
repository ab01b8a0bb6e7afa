import { describe, expect, it } from "vitest";
import { genericNameOf, parseRxnormName } from "./parse-rxnorm-name";

describe("parseRxnormName", () => {
  it("reads a branded combination: ingredients in RxNorm order, form and brand", () => {
    const name = parseRxnormName(
      "amlodipine 5 MG / hydrochlorothiazide 12.5 MG / olmesartan medoxomil 40 MG Oral Tablet [Tribenzor]",
    );
    expect(name).toEqual({
      qualifier: null,
      quantity: null,
      ingredients: [
        { name: "amlodipine", value: 5, unit: "MG" },
        { name: "hydrochlorothiazide", value: 12.5, unit: "MG" },
        { name: "olmesartan medoxomil", value: 40, unit: "MG" },
      ],
      rxnormForm: "Oral Tablet",
      brand: "Tribenzor",
    });
    expect(genericNameOf(name!)).toBe("amlodipine / hydrochlorothiazide / olmesartan medoxomil");
  });

  it("separates a qualifier and a quantity factor from the first ingredient", () => {
    expect(
      parseRxnormName("NDA020983 200 ACTUAT albuterol 0.09 MG/ACTUAT Metered Dose Inhaler [Ventolin]"),
    ).toMatchObject({
      qualifier: "NDA020983",
      quantity: { value: 200, unit: "ACTUAT" },
      ingredients: [{ name: "albuterol", value: 0.09, unit: "MG/ACTUAT" }],
      rxnormForm: "Metered Dose Inhaler",
    });
    expect(
      parseRxnormName("Smoking Cessation 12 HR bupropion hydrochloride 150 MG Extended Release Oral Tablet"),
    ).toMatchObject({
      qualifier: "Smoking Cessation",
      quantity: { value: 12, unit: "HR" },
      ingredients: [{ name: "bupropion hydrochloride" }],
    });
    expect(parseRxnormName("0.5 UNT Doses 3 ML insulin lispro 100 UNT/ML Pen Injector [Humalog]")).toMatchObject({
      qualifier: "0.5 UNT Doses",
      quantity: { value: 3, unit: "ML" },
    });
  });

  it("keeps ingredient names that start with a digit or hold commas", () => {
    expect(parseRxnormName("6-aminocaproic acid 500 MG Oral Tablet")?.ingredients[0]?.name).toBe("6-aminocaproic acid");
    const bcg = parseRxnormName("BCG, live, Tice strain 50 MG Powder for Intravesical Suspension [Tice BCG]");
    expect(bcg).toMatchObject({ qualifier: null, ingredients: [{ name: "BCG, live, Tice strain" }] });
    const insulin = parseRxnormName(
      "insulin isophane, human 70 UNT/ML / insulin, regular, human 30 UNT/ML Injectable Suspension",
    );
    expect(insulin?.ingredients.map((i) => i.name)).toEqual(["insulin isophane, human", "insulin, regular, human"]);
  });

  it("returns null for packs and NADAC descriptions, which are not SCD/SBD names", () => {
    expect(parseRxnormName("MEDROL 4 MG DOSEPAK")).toBeNull();
    expect(parseRxnormName("CIMZIA 200 MG/ML SYRINGE KIT")).toBeNull();
    expect(parseRxnormName("{21 (norethindrone 1 MG Oral Tablet) } Pack [Loestrin 21]")).toBeNull();
    expect(parseRxnormName("")).toBeNull();
  });
});
