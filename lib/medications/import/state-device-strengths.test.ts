import { describe, expect, it } from "vitest";
import { indexPatchRates, indexSprayAmounts, singleSprayVolume, stateDeviceStrengths } from "./state-device-strengths";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

// Orange Book rows (2024-05) as parseOrangeBookProducts reads them.
const BOOK = [
  { tradeName: "NARCAN", ingredients: ["NALOXONE HYDROCHLORIDE"], form: "SPRAY, METERED;NASAL", strength: "4MG/SPRAY" },
  { tradeName: "NARCAN", ingredients: ["NALOXONE HYDROCHLORIDE"], form: "SPRAY, METERED;NASAL", strength: "2MG/SPRAY **Federal Register determination**" }, // prettier-ignore
  { tradeName: "KLOXXADO", ingredients: ["NALOXONE HYDROCHLORIDE"], form: "SPRAY;NASAL", strength: "8MG/SPRAY" },
  {
    tradeName: "OPVEE",
    ingredients: ["NALMEFENE HYDROCHLORIDE"],
    form: "SPRAY;NASAL",
    strength: "EQ 2.7MG BASE/SPRAY",
  },
  { tradeName: "NITRO-DUR", ingredients: ["NITROGLYCERIN"], form: "FILM, EXTENDED RELEASE;TRANSDERMAL", strength: "0.4MG/HR" }, // prettier-ignore
  { tradeName: "CATAPRES-TTS-3", ingredients: ["CLONIDINE"], form: "FILM, EXTENDED RELEASE;TRANSDERMAL", strength: "0.3MG/24HR" }, // prettier-ignore
  { tradeName: "TRANSDERM SCOP", ingredients: ["SCOPOLAMINE"], form: "FILM, EXTENDED RELEASE;TRANSDERMAL", strength: "1MG/72HR" }, // prettier-ignore
  { tradeName: "DURAGESIC", ingredients: ["FENTANYL"], form: "FILM, EXTENDED RELEASE;TRANSDERMAL", strength: "25MCG/HR" }, // prettier-ignore
];

const dose = (strength: string, doseForm: CatalogDose["doseForm"], unitKey: string): CatalogDose =>
  ({ ndc: strength, strength, doseForm, unitKey, label: "", qualifier: null, duration: null, unitContent: null }) as unknown as CatalogDose; // prettier-ignore
const med = (slug: string, generic: string, doses: CatalogDose[]) =>
  ({ slug, generic, doses }) as unknown as CatalogMedication;

describe("device strengths as their box states them", () => {
  it("reads the Orange Book's per-spray amounts and patch rates", () => {
    expect(indexSprayAmounts(BOOK).get("naloxone hydrochloride")).toEqual([4, 2, 8]);
    expect(indexPatchRates(BOOK).get("scopolamine")).toEqual([{ amount: 1, unit: "mg", hours: 72 }]);
  });

  it("finds the one spray volume most single-use sprays agree on, and labels each spray by it", () => {
    const meds = [
      med("narcan", "naloxone hydrochloride", [dose("40 mg/mL", "nasal-spray", "device")]),
      med("kloxxado", "naloxone hydrochloride", [dose("80 mg/mL", "nasal-spray", "device")]),
      med("opvee", "nalmefene", [dose("27 mg/mL", "nasal-spray", "device")]),
      med("neffy", "epinephrine", [dose("20 mg/mL", "nasal-spray", "device")]), // no Orange Book row: the shared volume
      med("afrin", "oxymetazoline hydrochloride", [dose("0.5 mg/mL", "nasal-spray", "mL")]), // a bottle: per mL
    ];
    expect(singleSprayVolume(meds, indexSprayAmounts(BOOK))).toBe(0.1);
    stateDeviceStrengths(meds, BOOK);
    expect(meds.map((m) => m.doses[0]!.label)).toEqual([
      "4 mg nasal spray",
      "8 mg nasal spray",
      "2.7 mg nasal spray",
      "2 mg nasal spray",
      "", // untouched
    ]);
  });

  it("writes a patch at the book's rate and span when RxNorm's rate is within 1% of it", () => {
    const meds = [
      med("nitroglycerin", "nitroglycerin", [dose("9.6 mg/24 hr", "patch", "patch")]),
      med("clonidine", "clonidine", [dose("12.5 mcg/hr", "patch", "patch")]),
      med("scopolamine", "scopolamine", [dose("0.334 mg/24 hr", "patch", "patch")]),
      med("fentanyl", "fentanyl", [dose("25 mcg/hr", "patch", "patch"), dose("12 mcg/hr", "patch", "patch")]),
    ];
    const changed = stateDeviceStrengths(meds, BOOK);
    expect(changed.map((c) => `${c.from} -> ${c.to}`)).toEqual([
      "9.6 mg/24 hr -> 0.4 mg/hr",
      "12.5 mcg/hr -> 0.3 mg/24 hr",
      "0.334 mg/24 hr -> 1 mg/72 hr",
    ]);
    expect(meds[3]!.doses.map((d) => d.strength)).toEqual(["25 mcg/hr", "12 mcg/hr"]); // 12 is not 12.5
  });
});
