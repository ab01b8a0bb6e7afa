// A medication whose own tablets no dispensing file holds reads Part D's count with its molecule's rhythm
// (moleculeSpacedOf, tenth pass): the molecule's over the catalog, else an ingredient's, else not weekly or monthly.
import { describe, expect, it } from "vitest";
import { moleculeSpacedOf } from "./build-catalog";
import { countFill } from "./usual-fills";

// What the catalog's dispensing evidence says (isSpacedRhythm over every strength sold): alendronate 35/70 mg weekly,
// ibandronate 150 mg monthly; methotrexate and sildenafil neither.
const rhythms = new Map([
  ["immediate:alendronate", true],
  ["immediate:ibandronate", true],
  ["immediate:methotrexate", false],
  ["immediate:sildenafil", false],
]);

describe("moleculeSpacedOf", () => {
  it("reads the molecule's rhythm over the whole catalog (Trexall: methotrexate's)", () => {
    expect(moleculeSpacedOf(rhythms, "immediate", "alendronate")).toBe(true);
    expect(moleculeSpacedOf(rhythms, "immediate", "methotrexate")).toBe(false);
  });
  it("reads a combination weekly when one of its ingredients alone is (Fosamax Plus D)", () => {
    expect(moleculeSpacedOf(rhythms, "immediate", "alendronate / cholecalciferol")).toBe(true);
  });
  it("does not read a molecule no dispensing file holds as weekly or monthly", () => {
    for (const generic of ["baloxavir marboxil", "lasmiditan", "vardenafil", "mebendazole"])
      expect(moleculeSpacedOf(rhythms, "immediate", generic)).toBe(false);
    // Another release of a molecule that is known is not known either.
    expect(moleculeSpacedOf(rhythms, "extended", "alendronate")).toBe(false);
  });
  it("says nothing without dispensing files", () => {
    expect(moleculeSpacedOf(null, "immediate", "lasmiditan")).toBeUndefined();
  });
  it("turns Part D's few units a claim into the label's single dose or short course (Part D 2023 brand rows)", () => {
    const partDDays = 49.7; // brands' median claim
    // [Part D units a claim, the course it is read as, the label's regimen]
    for (const [claim, count] of [
      [1.02, 1], // Xofluza: one dose
      [4.96, 5], // Emverm: 100 mg once, or twice a day for 3 days (6)
      [6.0, 6], // vardenafil (Part D's generic row): as needed
      [8.86, 10], // Reyvow: as needed, at most one dose a day
    ] as const)
      expect(countFill(claim, partDDays, false, false).defaultCount).toBe(count);
    // The same claims with the molecule's rhythm unknown read weekly or monthly, as before (1/3 and 4/12).
    expect(countFill(1.02, partDDays, false).counts).toEqual([1, 3]);
    expect(countFill(8.86, partDDays, false).counts).toEqual([4, 12]);
  });
});
