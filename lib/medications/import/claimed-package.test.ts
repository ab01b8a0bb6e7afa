import { describe, expect, it } from "vitest";
import { claimedPackage } from "./claimed-package";

describe("claimedPackage", () => {
  it("reads Wegovy's 2.94 mL a claim as cartons of 0.75 mL pens (3 mL), not 0.5 mL ones (2 mL)", () => {
    expect(claimedPackage([2, 2, 2, 3, 3], 2.94)).toBe(3);
  });
  it("reads a mean near the small size as the small size (podofilox: 3.73 mL beside a 3.5 mL bottle and a 30 g tube)", () => {
    expect(claimedPackage([3.5, 30], 3.73)).toBe(3.5);
  });
  it("says nothing of a mean near the middle, outside the sizes, of one size or of three", () => {
    expect(claimedPackage([2, 3], 2.5)).toBeNull();
    expect(claimedPackage([30, 60], 101.37)).toBeNull(); // Synjardy: 60 and 30 tablets, 101 a claim (90-day fills)
    expect(claimedPackage([30, 30], 30)).toBeNull();
    expect(claimedPackage([0.21, 0.28, 0.35], 0.34)).toBeNull(); // Uzedy's three syringes
    expect(claimedPackage([2, 3], null)).toBeNull();
  });
});
