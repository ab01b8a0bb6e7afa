import { describe, expect, it } from "vitest";
import { buildFixtureCatalog } from "./fixtures/build-fixture-catalog";

describe("mergeNdcRecords", async () => {
  const { merge } = await buildFixtureCatalog();
  const byNdc = new Map(merge.records.map((r) => [r.ndc, r]));

  it("keeps one record per NDC11 with its RxNorm link", () => {
    expect(merge.records).toHaveLength(13);
    expect(byNdc.get("00378395005")).toEqual({
      ndc: "00378395005",
      rxcui: "617312",
      description: "atorvastatin 10 MG Oral Tablet",
      isBrand: false,
      nadacPerUnit: 0.02457,
      pricingUnit: "EA",
      pricingUnitSource: "cms",
      nadacDate: "2025-11-19",
      otc: false,
      pricePoints: 102,
    });
  });

  it("takes the pricing unit and OTC flag from the CMS weekly files, and a newer CMS rate", () => {
    expect(byNdc.get("49502050001")).toMatchObject({ pricingUnit: "EA", pricingUnitSource: "cms", otc: false });
    expect(byNdc.get("00071015523")).toMatchObject({ nadacPerUnit: 12.80001, nadacDate: "2025-01-22" });
    expect(byNdc.get("00093416173")).toMatchObject({ pricingUnitSource: "inferred", otc: null });
    expect(merge.report).toEqual({
      duplicateRows: 0,
      unitsCorrected: 0,
      unitsFilled: 1,
      ratesUpdated: 1,
      weeklyWithoutRxnorm: 1,
    });
  });
});
