import { describe, expect, it } from "vitest";
import { chooseRepresentativeNdc, type PriceableNdc } from "./choose-representative-ndc";

const ndc = (overrides: Partial<PriceableNdc>): PriceableNdc => ({
  ndc: "00000000000",
  rxcui: "617312",
  description: "atorvastatin 10 MG Oral Tablet",
  isBrand: false,
  nadacPerUnit: 0.03,
  pricingUnit: "EA",
  pricingUnitSource: "inferred",
  nadacDate: "2025-11-19",
  otc: null,
  pricePoints: 50,
  ...overrides,
});

describe("chooseRepresentativeNdc", () => {
  it("prefers the NDC with the most NADAC price points", () => {
    const picked = chooseRepresentativeNdc([
      ndc({ ndc: "00093505610", pricePoints: 41, nadacPerUnit: 0.01 }),
      ndc({ ndc: "00378395005", pricePoints: 102 }),
    ]);
    expect(picked?.ndc).toBe("00378395005");
  });

  it("breaks a tie by the lower price, then a CMS-stated unit, then the lower NDC", () => {
    expect(
      chooseRepresentativeNdc([ndc({ ndc: "1", nadacPerUnit: 0.05 }), ndc({ ndc: "2", nadacPerUnit: 0.04 })])?.ndc,
    ).toBe("2");
    expect(chooseRepresentativeNdc([ndc({ ndc: "1" }), ndc({ ndc: "2", pricingUnitSource: "cms" })])?.ndc).toBe("2");
    expect(chooseRepresentativeNdc([ndc({ ndc: "00378395077" }), ndc({ ndc: "00378395005" })])?.ndc).toBe(
      "00378395005",
    );
  });

  it("returns null for no NDCs", () => {
    expect(chooseRepresentativeNdc([])).toBeNull();
  });
});
