import { describe, expect, it } from "vitest";
import { matchNadacRows, parseNycDrug, parseRxNormDescription, type NadacRow } from "./match-nyc-drug";

const row = (ndc: string, description: string, isGeneric: boolean, pricingUnit: NadacRow["pricingUnit"] = "EA") => ({
  ndc,
  description,
  isGeneric,
  nadacPerUnit: 1,
  pricingUnit,
  recent: true,
});

const NADAC: NadacRow[] = [
  row("1", "topiramate 50 MG Oral Tablet", true),
  row("2", "topiramate 50 MG Oral Tablet [Topamax]", false),
  row("3", "topiramate 25 MG Oral Tablet", true),
  row("4", "24 HR topiramate 50 MG Extended Release Oral Capsule", true),
  row("5", "hydrochlorothiazide 12.5 MG / lisinopril 20 MG Oral Tablet", true),
  row("6", "lisinopril 20 MG Oral Tablet", true),
  row("7", "irbesartan 150 MG Oral Tablet [Avapro]", false),
  row("8", "irbesartan 150 MG Oral Tablet", true),
  row("9", "amoxicillin 80 MG/ML Oral Suspension", true, "ML"),
  row("10", "levothyroxine sodium 0.1 MG Oral Tablet", true, null),
  row("11", "acetaminophen 300 MG / codeine phosphate 30 MG Oral Tablet", true),
  row("12", "24 HR metoprolol succinate 50 MG Extended Release Oral Tablet", true),
  row("13", "metoprolol tartrate 50 MG Oral Tablet", true),
];

const match = (name: string, quantity: string, type: "generic" | "brand") =>
  matchNadacRows(parseNycDrug(name, quantity), type, NADAC).map((r) => r.ndc);

describe("parseNycDrug", () => {
  it("reads strength, form, release, brand and quantity", () => {
    expect(parseNycDrug("TOPIRAMATE 50MG TAB - Topamax", "30")).toMatchObject({
      ingredientWords: ["topiramate"],
      brand: "topamax",
      strengths: [50],
      form: "tablet",
      release: null,
      quantity: 30,
      unit: "EA",
    });
    expect(parseNycDrug("AMOXICILLIN 400MG/5ML SUSP - Amoxil", "100 ML")).toMatchObject({
      strengths: [80],
      unit: "ML",
    });
    expect(parseNycDrug("LEVOTHYROXINE 100MCG - Synthroid", "30").strengths).toEqual([0.1]);
    expect(parseNycDrug("ALBUTEROL 0.083% INHAL SOLN - Proventil", "75 ML").strengths[0]).toBeCloseTo(0.83, 10);
    expect(parseNycDrug("METFORMIN HCL 1,000 MG TABLET - Glucophage", "60").strengths).toEqual([1000]);
    expect(parseNycDrug("METOPROLOL XL 50MG TAB - Toprol xl", "30")).toMatchObject({
      release: "extended",
      brand: "toprol",
    });
  });

  it("reads RxNorm names", () => {
    expect(parseRxNormDescription("24 HR metoprolol succinate 50 MG Extended Release Oral Tablet [Toprol]")).toEqual({
      ingredients: ["metoprolol succinate"],
      strengths: [50],
      form: "Extended Release Oral Tablet",
      brand: "toprol",
    });
  });
});

describe("matchNadacRows", () => {
  it("matches generic entries on ingredient, strength, form and release", () => {
    expect(match("TOPIRAMATE 50MG TAB - Topamax", "30", "generic")).toEqual(["1"]);
    expect(match("LISINOPRIL 20MG TAB - Zestril", "30", "generic")).toEqual(["6"]);
    expect(match("METOPROLOL XL 50MG TAB - Toprol xl", "30", "generic")).toEqual(["12"]);
    expect(match("METOPROLOL 50MG TAB - Lopressor", "60", "generic")).toEqual(["13"]);
    expect(match("LEVOTHYROXINE 100MCG - Synthroid", "30", "generic")).toEqual(["10"]);
    expect(match("ACETAMINOPHEN WITH CODEINE 30MG TAB - Tylenol with codeine", "30", "generic")).toEqual(["11"]);
    expect(match("AMOXICILLIN 400MG/5ML SUSP - Amoxil", "100 ML", "generic")).toEqual(["9"]);
  });

  it("matches brand entries on the brand name, and generic entries named by their brand through it", () => {
    expect(match("TOPIRAMATE 50MG TAB - Topamax", "30", "brand")).toEqual(["2"]);
    expect(match("AVAPRO 150MG TAB", "30", "brand")).toEqual(["7"]);
    expect(match("AVAPRO 150MG TAB", "30", "generic")).toEqual(["8"]);
  });

  it("leaves unmatched what it cannot reconcile", () => {
    expect(match("TOPIRAMATE 100MG TAB - Topamax", "30", "generic")).toEqual([]);
    expect(match("AMOXICILLIN 400MG/5ML SUSP - Amoxil", "100", "generic")).toEqual([]);
    expect(match("ZETIA 10MG TAB", "30", "brand")).toEqual([]);
  });
});
