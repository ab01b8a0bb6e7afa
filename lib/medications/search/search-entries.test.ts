import { describe, expect, it } from "vitest";
import { popularityOf, swallowedByDefault } from "./search-entries";

describe("popularityOf", () => {
  const doses = [{ ndcs: ["1", "2", "3"] }, { ndcs: ["4"] }];
  it("counts thousands of prescriptions a year where the dispensing files count them", () => {
    expect(popularityOf({ dispensed: 750_702, doses })).toBe(751); // desvenlafaxine succinate
    expect(popularityOf({ dispensed: 120, doses })).toBe(1);
  });
  it("counts the NDCs marketed where no file counts its fills", () => {
    expect(popularityOf({ dispensed: null, doses })).toBe(4);
    expect(popularityOf({ dispensed: 0, doses })).toBe(4);
  });
});

describe("swallowedByDefault", () => {
  const withDefault = (doseForm: string) => ({ defaultDose: "1", doses: [{ ndc: "1", doseForm }] });
  it("holds tablets, capsules, a cycle's pack and oral liquids, not eye drops, gels or injections", () => {
    for (const form of ["tablet", "capsule-extended-release", "pack", "oral-solution", "oral-suspension"])
      expect(swallowedByDefault(withDefault(form))).toBe(true);
    for (const form of ["ophthalmic-suspension", "gel", "injection", "patch"])
      expect(swallowedByDefault(withDefault(form))).toBe(false);
  });
});
