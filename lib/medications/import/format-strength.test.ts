import { describe, expect, it } from "vitest";
import { formatStrength } from "./format-strength";
import { parseRxnormName } from "./parse-rxnorm-name";
import { toDoseForm } from "./dose-forms";

function strength(rxnormName: string, micrograms = false): string {
  const name = parseRxnormName(rxnormName);
  const form = name && toDoseForm(name.rxnormForm);
  if (!name || !form) throw new Error(`unparsed ${rxnormName}`);
  return formatStrength(name, form, { micrograms });
}

describe("formatStrength", () => {
  it.each([
    ["atorvastatin 10 MG Oral Tablet", "10 mg"],
    ["amlodipine 5 MG / valsartan 160 MG Oral Tablet", "5 mg-160 mg"],
    ["levothyroxine sodium 0.025 MG Oral Tablet", "25 mcg"],
    ["polyethylene glycol 3350 17000 MG Powder for Oral Solution", "17 g"],
    ["amoxicillin 80 MG/ML / clavulanate 11.4 MG/ML Oral Suspension", "400 mg-57 mg/5 mL"],
    ["timolol 5 MG/ML Ophthalmic Solution", "0.5%"],
    // Mixed amphetamine salts (Adderall) by their total, as prescribed.
    [
      "amphetamine aspartate 1.25 MG / amphetamine sulfate 1.25 MG / dextroamphetamine saccharate 1.25 MG / dextroamphetamine sulfate 1.25 MG Oral Tablet",
      "5 mg",
    ],
    ["hydrocortisone 0.01 MG/MG Topical Cream", "1%"],
    // A cream is weighed: RxNorm's per-mL units of a cream are per gram on the tube.
    ["nystatin 100000 UNT/ML Topical Cream", "100,000 units/g"],
    ["0.4 ML adalimumab 100 MG/ML Prefilled Syringe [Humira]", "40 mg/0.4 mL"],
    ["3 ML insulin glargine 100 UNT/ML Pen Injector [Lantus]", "100 units/mL"],
    // An insulin's partner per mL as the insulin is (Soliqua 100/33, Xultophy 100/3.6), not "99 mcg/3 mL".
    ["3 ML insulin glargine 100 UNT/ML / lixisenatide 0.033 MG/ML Pen Injector [Soliqua]", "100 units-33 mcg/mL"],
    ["3 ML insulin degludec 100 UNT/ML / liraglutide 3.6 MG/ML Pen Injector [Xultophy]", "100 units-3.6 mg/mL"],
    [
      "120 ACTUAT budesonide 0.16 MG/ACTUAT / formoterol fumarate 0.0045 MG/ACTUAT Metered Dose Inhaler",
      "160 mcg-4.5 mcg",
    ],
    ["72 HR fentanyl 0.025 MG/HR Transdermal System", "25 mcg/hr"],
    ["24 HR nicotine 0.875 MG/HR Transdermal System", "21 mg/24 hr"],
    ["84 HR estradiol 0.00208 MG/HR Transdermal System", "50 mcg/24 hr"],
    ["9 HR methylphenidate 1.11 MG/HR Transdermal System [Daytrana]", "10 mg/9 hr"],
    [
      "amylase 30000 UNT / lipase 6000 UNT / protease 19000 UNT Delayed Release Oral Capsule",
      "30,000 units-6,000 units-19,000 units",
    ],
    // Labels as printed: vitamin D in units, one drug in two crystal forms by its total.
    ["ergocalciferol 1.25 MG Oral Capsule", "50,000 units"],
    ["cholecalciferol 0.025 MG Oral Tablet", "1,000 units"],
    ["nitrofurantoin, macrocrystals 25 MG / nitrofurantoin, monohydrate 75 MG Oral Capsule", "100 mg"],
    ["amlodipine 10 MG / atorvastatin 40 MG Oral Tablet", "10 mg-40 mg"],
  ])("%s -> %s", (name, expected) => expect(strength(name)).toBe(expected));

  it("writes a medication's sub-milligram doses in micrograms when asked, so they share one unit", () => {
    expect(strength("levothyroxine sodium 0.1 MG Oral Tablet")).toBe("0.1 mg");
    expect(strength("levothyroxine sodium 0.1 MG Oral Tablet", true)).toBe("100 mcg");
  });
});
