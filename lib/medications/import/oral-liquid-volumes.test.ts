import { describe, expect, it } from "vitest";
import { liquidClassOf } from "./measure-oral-liquids";
import { isCourseLiquid, liquidVolumes, nearestBottle, OTC_ORAL_BOTTLES, STOCK_BOTTLES } from "./oral-liquid-volumes";

describe("oral liquid volumes", () => {
  it("reads a course from the USAN stems: antibacterials, -conazole, -amivir, the systemic corticosteroids", () => {
    for (const name of [
      "prednisolone sodium phosphate",
      "prednisone",
      "methylprednisolone",
      "dexamethasone",
      "fluconazole",
      "oseltamivir phosphate",
    ])
      // prettier-ignore
      expect(isCourseLiquid([name], false), name).toBe(true);
    for (const name of ["lactulose", "levetiracetam", "hydrocortisone", "fludrocortisone", "lamivudine", "budesonide"])
      expect(isCourseLiquid([name], false), name).toBe(false);
    expect(isCourseLiquid(["amoxicillin"], true)).toBe(true);
  });

  it("picks the stock bottle nearest a fill on a ratio scale, the smaller on a tie", () => {
    expect(nearestBottle(STOCK_BOTTLES, 435)).toBe(473);
    expect(nearestBottle(STOCK_BOTTLES, 290)).toBe(237);
    expect(nearestBottle(STOCK_BOTTLES, 42)).toBe(30);
    expect(nearestBottle(OTC_ORAL_BOTTLES, 300)).toBe(354.88);
  });

  it("offers a course, stock bottles or ounce bottles, with and without a fill", () => {
    expect(liquidVolumes(true, false, 57)).toEqual({ counts: [30, 50, 75, 100, 150, 200], defaultCount: 50 });
    expect(liquidVolumes(false, false, null)).toEqual({ counts: [118, 237, 473], defaultCount: 118 });
    expect(liquidVolumes(false, false, 1360)).toEqual({ counts: [473, 946], defaultCount: 946 });
    expect(liquidVolumes(false, true, null).defaultCount).toBe(118.29);
  });

  it("classes a generic as the derivation does", () => {
    expect(liquidClassOf("Prednisolone Sodium Phosphate", false)).toBe("course");
    expect(liquidClassOf("acetaminophen", true)).toBe("otc");
    expect(liquidClassOf("aripiprazole", false)).toBe("maintenance");
  });
});
