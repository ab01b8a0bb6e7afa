import { describe, expect, it } from "vitest";
import { amountsOfStrength, doseFormsOfOrangeBook, sameStrength } from "./orange-book-products";

describe("doseFormsOfOrangeBook", () => {
  it.each([
    ["TABLET;ORAL", "tablet"],
    ["TABLET;ORAL-28", "pack"],
    ["TABLET, ORALLY DISINTEGRATING;ORAL", "tablet-orally-disintegrating"],
    ["TABLET, EXTENDED RELEASE;ORAL", "tablet-extended-release"],
    ["CAPSULE, DELAYED REL PELLETS;ORAL", "capsule-delayed-release"],
    ["FOR SOLUTION;ORAL", "powder-for-oral-solution"],
    ["FOR SUSPENSION;ORAL", "oral-suspension"],
    ["GEL;TOPICAL", "gel"],
    ["FILM, EXTENDED RELEASE;TRANSDERMAL", "patch"],
    ["AEROSOL, METERED;INHALATION", "inhaler"],
    ["POWDER;INHALATION", "inhaler-dry-powder"],
    ["SPRAY, METERED;INHALATION", "inhalation-spray"],
    ["INJECTABLE;SUBCUTANEOUS", "pen-injector"],
    ["TABLET;VAGINAL", "vaginal-insert"],
  ])("%s can be a %s", (dfRoute, form) => {
    expect(doseFormsOfOrangeBook(dfRoute)).toContain(form);
  });
  it.each([
    ["TABLET;ORAL", "tablet-orally-disintegrating"],
    ["TABLET, ORALLY DISINTEGRATING;ORAL", "tablet"],
    ["FOR SOLUTION;ORAL", "tablet"],
    ["CAPSULE;ORAL", "tablet"],
    ["GEL;TOPICAL", "cream"],
    ["SPRAY, METERED;TRANSDERMAL", "patch"],
    ["POWDER;INHALATION", "inhaler"],
  ])("%s is never a %s", (dfRoute, form) => {
    expect(doseFormsOfOrangeBook(dfRoute)).not.toContain(form);
  });
  it("knows no form of a kit or of a route no catalog product has", () => {
    expect(doseFormsOfOrangeBook("CAPSULE, TABLET, CAPSULE, DELAYED REL PELLETS;ORAL")).toBeNull();
    expect(doseFormsOfOrangeBook("IMPLANT;INTRAVITREAL")).toBeNull();
  });
});

describe("sameStrength", () => {
  it.each([
    ["3.75%", "3.75%"],
    ["EQ 50MG BASE", "50 mg"],
    ["0.1MG/24HR", "100 mcg/24 hr"],
    ["0.0375MG/24HR", "37.4 mcg/24 hr"],
    ["325MG;10MG", "325 mg-10 mg"],
    ["EQ 250MG BASE/5ML", "250 mg/5 mL"],
    ["50MG/ML", "250 mg/5 mL"],
    ["1GM", "1000 mg"],
    ["0.16MG/INH;0.0045MG/INH", "160 mcg / 4.5 mcg"],
  ])("%s is %s", (a, b) => {
    expect(sameStrength(a, b)).toBe(true);
  });
  it.each([
    ["5%", "3.75%"],
    ["25MG", "50 mg"],
    ["325MG;10MG", "325 mg-7.5 mg"],
    ["1%", "1 mg"],
    ["", "1 mg"],
    ["5MG", "25 mg/5 mL"],
    ["0.1MG/24HR", "0.1 mg"],
  ])("%s is not %s", (a, b) => {
    expect(sameStrength(a, b)).toBe(false);
  });
  it("reads every amount in one measure", () => {
    expect(amountsOfStrength("EQ 1MG BASE/ML")).toEqual([{ value: 1000, unit: "mcg/ml" }]);
    expect(amountsOfStrength("0.1 mg/day")).toEqual([{ value: 100 / 24, unit: "mcg/hr" }]);
  });
});
