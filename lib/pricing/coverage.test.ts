import { describe, expect, it } from "vitest";
import { coverage, isCoveredAt } from "./coverage";

const humira = { isBrand: true, nadacPerUnit: 3369.58 };
const eliquis = { isBrand: true, nadacPerUnit: 9.69 };
const imatinib = { isBrand: false, nadacPerUnit: 600 };

describe("isCoveredAt (the shipped rules)", () => {
  it("leaves specialty brands out at warehouse clubs, for both card types", () => {
    for (const cardType of ["people", "pets"] as const) {
      expect(isCoveredAt({ chainCode: "COSTCO", cardType, drug: humira })).toBe(false);
      expect(isCoveredAt({ chainCode: "SAMS_CLUB", cardType, drug: humira })).toBe(false);
      expect(isCoveredAt({ chainCode: "CVS", cardType, drug: humira })).toBe(true);
    }
  });

  it("covers ordinary brands and dear generics at the clubs", () => {
    expect(isCoveredAt({ chainCode: "COSTCO", cardType: "people", drug: eliquis })).toBe(true);
    expect(isCoveredAt({ chainCode: "COSTCO", cardType: "people", drug: imatinib })).toBe(true);
  });

  it("prices nothing for pets at Kaiser Permanente, and everything for people", () => {
    expect(isCoveredAt({ chainCode: "KAISER_PERMANENTE", cardType: "pets", drug: eliquis })).toBe(false);
    expect(isCoveredAt({ chainCode: "KAISER_PERMANENTE", cardType: "people", drug: humira })).toBe(true);
  });

  it("covers everything at a chain no rule names", () => {
    expect(isCoveredAt({ chainCode: "INDEPENDENT", cardType: "pets", drug: humira })).toBe(true);
  });
});

describe("isCoveredAt (rule semantics)", () => {
  const rule = { id: "r", reason: "r", cardTypes: ["people" as const], chains: ["X"], minNadacPerUnit: 10 };
  it("needs every listed condition to hold, and the threshold is inclusive", () => {
    expect(
      isCoveredAt({ chainCode: "X", cardType: "people", drug: { isBrand: false, nadacPerUnit: 10 } }, [rule]),
    ).toBe(false);
    expect(
      isCoveredAt({ chainCode: "X", cardType: "people", drug: { isBrand: false, nadacPerUnit: 9.99 } }, [rule]),
    ).toBe(true);
    expect(isCoveredAt({ chainCode: "X", cardType: "pets", drug: { isBrand: false, nadacPerUnit: 99 } }, [rule])).toBe(
      true,
    );
  });

  it("ships rules with unique ids", () => {
    expect(new Set(coverage.rules.map((r) => r.id)).size).toBe(coverage.rules.length);
  });
});
