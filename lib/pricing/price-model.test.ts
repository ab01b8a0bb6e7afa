import { describe, expect, it } from "vitest";
import calibration from "./calibration.json";
import { calculatePrice } from "./calculate-price";
import { featuredBrands, isFeaturedBrand, priceModel } from "./price-model";

const CHAINS = ["CVS", "WALGREENS", "WALMART", "RITE_AID", "KROGER", "PUBLIX", "COSTCO", "INDEPENDENT", "UNKNOWN"];
const at = (chainCode: string, cardType: "people" | "pets", nadacPerUnit: number, isBrand: boolean, quantity = 30) =>
  calculatePrice({ model: priceModel, nadacPerUnit, quantity, isBrand, chainCode, cardType });
const saving = (p: { unc: number | null; discounted: number }) => 1 - p.discounted / (p.unc ?? p.discounted);

describe("the shipped price model", () => {
  it("takes the survey-calibrated chains' indices and the generic cash curve from calibration.json", () => {
    const spreads: Record<string, { generic: { median: number }; brand: { median: number } }> =
      calibration.chainSpreads;
    for (const retail of Object.values(priceModel.retail.chains)) {
      if (retail.surveyGroup === null) continue;
      expect(retail.genericIndex).toBe(spreads[retail.surveyGroup]?.generic.median);
      expect(retail.brandIndex).toBe(spreads[retail.surveyGroup]?.brand.median);
    }
    expect(priceModel.retail.curves.generic).toEqual(calibration.cashVersusNadac.generic.fit);
  });

  it("saves a realistic share on generics (30-80 % on average) and less on brands", () => {
    const basket = [0.01, 0.02, 0.05, 0.2, 1.2]; // NADAC per tablet, 30 tablets: from lisinopril to a dear generic
    // Costco reports no UNC, and Walmart's $4 list undercuts any card on the cheapest generics (checked below).
    for (const chain of CHAINS.filter((c) => c !== "COSTCO" && c !== "WALMART")) {
      for (const cardType of ["people", "pets"] as const) {
        const generic = basket.map((nadac) => saving(at(chain, cardType, nadac, false)));
        const mean = generic.reduce((s, v) => s + v, 0) / generic.length;
        const brand = saving(at(chain, cardType, 9.69, true, 60)); // an Eliquis-like brand
        expect(mean).toBeGreaterThan(0.3);
        expect(mean).toBeLessThan(0.8);
        for (const s of generic) expect(s).toBeLessThan(0.85);
        expect(brand).toBeGreaterThan(0);
        expect(brand).toBeLessThan(Math.min(mean, 0.3));
      }
    }
  });

  it("lets Walmart's $4 list win on the cheapest generics", () => {
    const listed = at("WALMART", "people", 0.02, false);
    expect(listed.unc).toBe(4);
    expect(listed.discounted).toBe(4);
    expect(saving(at("WALMART", "people", 1.2, false))).toBeGreaterThan(0.3);
  });

  it("never returns a discounted price above the UNC, at any chain, store or drug (lesser-of)", () => {
    const chains = [...Object.keys(priceModel.retail.chains), "INDEPENDENT", "UNKNOWN"];
    let adjudicated = 0;
    for (const chainCode of chains)
      for (const cardType of ["people", "pets"] as const)
        for (const nadacPerUnit of [0.005, 0.02, 0.05, 0.3, 2, 9.69, 60])
          for (const isBrand of [false, true])
            for (const npi of [undefined, "1234567893", "1003000126"]) {
              const p = calculatePrice({ model: priceModel, nadacPerUnit, quantity: 30, isBrand, chainCode, cardType, npi, ndc: "00093505601" }); // prettier-ignore
              if (p.unc !== null) expect(p.discounted).toBeLessThanOrEqual(p.unc);
              if (p.discounted < p.contract) adjudicated++;
            }
    expect(adjudicated).toBeGreaterThan(0); // the rule is exercised, not vacuous
  });

  it("prices pets differently from people at every chain", () => {
    for (const chain of CHAINS) {
      expect(at(chain, "pets", 0.05, false).contract).not.toBe(at(chain, "people", 0.05, false).contract);
      expect(at(chain, "pets", 9.69, true).contract).not.toBe(at(chain, "people", 9.69, true).contract);
    }
  });

  it("reports no UNC at the warehouse clubs", () => {
    expect(at("COSTCO", "people", 0.05, false).unc).toBeNull();
    expect(at("SAMS_CLUB", "pets", 9.69, true).unc).toBeNull();
    expect(at("CVS", "people", 0.05, false).unc).not.toBeNull();
  });
});

describe("Featured Brands", () => {
  it("are real-looking NDC11s and apply only to people pricing under a contract that includes them", () => {
    expect(featuredBrands.brands.length).toBeGreaterThan(3);
    const eliquis = "00003089421";
    expect(isFeaturedBrand({ ndc: eliquis, cardType: "people", contractIncludesFeaturedBrands: true })).toBe(true);
    expect(isFeaturedBrand({ ndc: eliquis, cardType: "pets", contractIncludesFeaturedBrands: true })).toBe(false);
    expect(isFeaturedBrand({ ndc: eliquis, cardType: "people", contractIncludesFeaturedBrands: false })).toBe(false);
    expect(isFeaturedBrand({ ndc: "00093505910", cardType: "people", contractIncludesFeaturedBrands: true })).toBe(
      false,
    );
  });
});
