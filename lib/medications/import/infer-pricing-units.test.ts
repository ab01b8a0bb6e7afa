import { describe, expect, it } from "vitest";
import { inferPricingUnits } from "./infer-pricing-units";
import type { NdcRecord } from "../catalog-types";

const ndc = (
  ndc: string,
  description: string,
  unit: NdcRecord["pricingUnit"],
  source: NdcRecord["pricingUnitSource"],
) =>
  ({
    ndc,
    rxcui: "1",
    description,
    isBrand: false,
    nadacPerUnit: 1,
    pricingUnit: unit,
    pricingUnitSource: source,
    nadacDate: "2025-11-19",
    otc: null,
    pricePoints: 1,
  }) satisfies NdcRecord;

const film = "buprenorphine 8 MG / naloxone 2 MG Sublingual Film";

describe("inferPricingUnits", () => {
  it("fills a missing unit from its form when the CMS-stated units of that form agree", () => {
    const { records, filled } = inferPricingUnits([
      ndc("1", film + " [Suboxone]", "EA", "cms"),
      ndc("2", "buprenorphine 2 MG / naloxone 0.5 MG Sublingual Film [Suboxone]", "EA", "cms"),
      ndc("3", film, null, null),
    ]);
    expect(filled).toBe(1);
    expect(records[2]).toMatchObject({ pricingUnit: "EA", pricingUnitSource: "inferred" });
  });

  it("leaves the unit empty when CMS bills the form both ways, or has a single example", () => {
    const vial = "hydrocortisone 100 MG Injection";
    const mixed = inferPricingUnits([
      ndc("1", vial + " [Solu-Cortef]", "EA", "cms"),
      ndc("2", "heparin sodium 5000 UNT/ML Injection", "ML", "cms"),
      ndc("3", "ketorolac 30 MG/ML Injection", "ML", "cms"),
      ndc("4", vial, null, null),
    ]);
    expect(mixed.records[3]?.pricingUnit).toBeNull();
    const single = inferPricingUnits([ndc("1", film + " [Suboxone]", "EA", "cms"), ndc("3", film, null, null)]);
    expect(single.filled).toBe(0);
  });

  it("ignores inferred units as evidence", () => {
    const { filled } = inferPricingUnits([
      ndc("1", film + " [Suboxone]", "EA", "inferred"),
      ndc("2", film + " [Zubsolv]", "EA", "inferred"),
      ndc("3", film, null, null),
    ]);
    expect(filled).toBe(0);
  });

  it("bills per each a syringe inferred per mL that costs what the brand's CMS-stated syringes cost each", () => {
    const priced = (record: NdcRecord, nadacPerUnit: number) => ({ ...record, nadacPerUnit });
    const { records } = inferPricingUnits([
      priced(ndc("1", "0.2 ML adalimumab 100 MG/ML Prefilled Syringe [Humira]", "EA", "cms"), 3369.58),
      priced(ndc("2", "0.8 ML adalimumab 50 MG/ML Prefilled Syringe [Humira]", "ML", "inferred"), 3368.79),
      // Ozempic's price per mL is its own: nothing CMS bills each says otherwise.
      priced(ndc("3", "3 ML semaglutide 1.34 MG/ML Pen Injector [Ozempic]", "ML", "inferred"), 322.33),
    ]);
    expect(records.map((r) => r.pricingUnit)).toEqual(["EA", "EA", "ML"]);
    expect(records[1]?.pricingUnitSource).toBe("inferred");
  });
});

describe("inferPricingUnits: a device's unit from its brand's own evidence", () => {
  const priced = (record: NdcRecord, nadacPerUnit: number) => ({ ...record, nadacPerUnit });

  it("bills per each a device inferred per mL when the brand's CMS-stated units of the form are each only (Lupron Depot)", () => {
    const { records } = inferPricingUnits([
      priced(ndc("1", "1 ML leuprolide acetate 3.75 MG/ML Prefilled Syringe [Lupron]", "EA", "cms"), 1739.37),
      priced(ndc("2", "1.5 ML leuprolide acetate 7.5 MG/ML Prefilled Syringe [Lupron]", "ML", "inferred"), 5201.87),
      // A brand CMS bills both ways keeps the inference.
      priced(ndc("3", "1 ML etanercept 50 MG/ML Prefilled Syringe [Enbrel]", "EA", "cms"), 1981.6),
      priced(ndc("4", "0.98 ML etanercept 51 MG/ML Prefilled Syringe [Enbrel]", "ML", "cms"), 2022),
      priced(ndc("5", "0.5 ML etanercept 50 MG/ML Prefilled Syringe [Enbrel]", "ML", "inferred"), 3963.2),
    ]);
    expect(records.map((r) => r.pricingUnit)).toEqual(["EA", "EA", "EA", "ML", "ML"]);
  });

  it("bills per each a syringe that costs what the brand's kit of the same amount costs (Abilify Maintena 400 mg)", () => {
    const { records } = inferPricingUnits([
      priced(ndc("1", "aripiprazole 400 MG Injection [Abilify]", null, null), 2772.91),
      priced(ndc("2", "2 ML aripiprazole 200 MG/ML Prefilled Syringe [Abilify]", "ML", "inferred"), 2776.33),
      // Abilify Asimtufii 960 mg: no kit of its amount, its price per mL stands.
      priced(ndc("3", "3.2 ML aripiprazole 300 MG/ML Prefilled Syringe [Abilify]", "ML", "inferred"), 1731.46),
      // A kit of another amount, or at another price, says nothing.
      priced(ndc("4", "aripiprazole 300 MG Injection [Abilify]", null, null), 2077.42),
      priced(ndc("5", "1.5 ML aripiprazole 200 MG/ML Prefilled Syringe [Abilify]", "ML", "inferred"), 2500),
    ]);
    expect(records.map((r) => r.pricingUnit)).toEqual([null, "EA", "ML", null, "ML"]);
  });
});
