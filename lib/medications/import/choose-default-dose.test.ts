import { describe, expect, it } from "vitest";
import { chooseDefaultDose } from "./choose-default-dose";

describe("chooseDefaultDose", () => {
  it("picks the dose whose NDCs carry the most NADAC price points", () => {
    const picked = chooseDefaultDose([
      { ndc: "10mg", pricePoints: 245, magnitude: 10, label: "10 mg tablet" },
      { ndc: "20mg", pricePoints: 300, magnitude: 20, label: "20 mg tablet" },
      { ndc: "40mg", pricePoints: 101, magnitude: 40, label: "40 mg tablet" },
    ]);
    expect(picked).toBe("20mg");
  });

  it("breaks a tie towards the lowest strength, then the label", () => {
    expect(
      chooseDefaultDose([
        { ndc: "40mg", pricePoints: 100, magnitude: 40, label: "40 mg tablet" },
        { ndc: "10mg", pricePoints: 100, magnitude: 10, label: "10 mg tablet" },
      ]),
    ).toBe("10mg");
    expect(
      chooseDefaultDose([
        { ndc: "tab", pricePoints: 5, magnitude: 10, label: "10 mg tablet" },
        { ndc: "cap", pricePoints: 5, magnitude: 10, label: "10 mg capsule" },
      ]),
    ).toBe("cap");
  });

  it("returns null for a medication without doses", () => {
    expect(chooseDefaultDose([])).toBeNull();
  });
});
