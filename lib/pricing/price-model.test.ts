import { describe, expect, it } from "vitest";
import calibration from "./calibration.json";
import { calculatePrice, cardReference, roundToCents } from "./calculate-price";
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
    const byDrug = calibration.genericCashByDrug;
    expect(priceModel.retail.curves.generic).toEqual(byDrug.curve);
    expect(priceModel.retail.drugLevels).toEqual(byDrug.drugLevels);
    expect(priceModel.retail.chains.CVS?.drugDeviations).toEqual(byDrug.chainDeviations.CVS);
    expect(priceModel.retail.chainDeviations).toEqual(byDrug.pooledChainDeviations);
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
    expect(saving(at("WALMART", "people", 0.2, false))).toBeGreaterThan(0.3);
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

  // 40 real generic tablet NDCs of the 2025 NADAC costing $0.02-0.08 a tablet: cheap generics ($0.60-2.40 for 30).
  const CHEAP_GENERICS = "62332005571 42571017590 00904679430 60505257909 72603030701 67877022305 49483062081 72603028401 70377007913 16714025701 60687039011 49483034001 72603017801 43547028850 58657064850 76282071310 00904740006 49348004210 68682071010 55111011901 70000070901 43598009905 70000013601 68084027011 69238183807 51079020601 69584009150 31722042590 50228045290 00904555159 50228017401 68094090450 68001039800 60687059211 58657015110 00591084401 65862056099 00093719805 68084011111 16729028417".split(" "); // prettier-ignore
  const chainUnc = (chainCode: string, ndc: string, nadacPerUnit = 0.05) =>
    calculatePrice({
      model: priceModel,
      nadacPerUnit,
      quantity: 30,
      isBrand: false,
      chainCode,
      cardType: "people",
      ndc,
    }).unc!;

  it("prices cheap generics' UNC by drug, spread as in the 2013 survey, not one flat band", () => {
    const cvs = CHEAP_GENERICS.map((ndc) => chainUnc("CVS", ndc)).sort((a, b) => a - b);
    const at = (q: number) => cvs[Math.round(q * (cvs.length - 1))]!;
    // Survey, CVS, generics under $3 of cost: p25 $14.92, median $23.29, p75 $41.34.
    expect(at(0.25)).toBeGreaterThanOrEqual(11.99);
    expect(at(0.25)).toBeLessThan(25);
    expect(at(0.75)).toBeGreaterThan(40);
    expect(at(0.75) / at(0.25)).toBeGreaterThan(2);
    expect(new Set(cvs).size).toBeGreaterThan(30);
    // One drug is priced alike on every call.
    expect(CHEAP_GENERICS.map((ndc) => chainUnc("CVS", ndc)).sort((a, b) => a - b)).toEqual(cvs);
  });

  it("keeps an expensive generic's UNC within the ceiling or at the reference its card discounts from", () => {
    const ceiling = priceModel.retail.genericCeiling!;
    for (const ndc of CHEAP_GENERICS) {
      const cost = 54.95 * 5; // an unbranded insulin pen pack: $274.75
      const unc = chainUnc("WALGREENS", ndc, 54.95 / 6);
      const reference = cardReference(priceModel, "WALGREENS", cost, ndc);
      expect(unc).toBeGreaterThanOrEqual(roundToCents(reference));
      expect(unc).toBeLessThanOrEqual(roundToCents(Math.max(ceiling.minimum, ceiling.ratio * cost, reference)));
    }
  });

  it("saves with the card at least the contract's discount off the reference on a dear generic, at every chain", () => {
    // Generic EpiPen (NDC 49502010202, NADAC $141.63 a device), 2 devices: before, card = UNC at every chain.
    for (const chainCode of [...Object.keys(priceModel.retail.chains), "INDEPENDENT", "TARGET"])
      for (const npi of [undefined, "1234567893"]) {
        const p = calculatePrice({ model: priceModel, nadacPerUnit: 141.62931, quantity: 2, isBrand: false, chainCode, cardType: "people", npi, ndc: "49502010202" }); // prettier-ignore
        if (p.unc === null) continue;
        const discount = (priceModel.contracts.people.chains[chainCode] ?? priceModel.contracts.people.default).brand
          .discountOffReference;
        expect(1 - p.discounted / p.unc, chainCode).toBeGreaterThanOrEqual(discount - 0.0005);
      }
  });

  it("gives every pair of chains different prices: contracts (MAC lists) and cash prices differ by chain", () => {
    const chains = Object.keys(priceModel.contracts.people.chains);
    const prices = (chainCode: string) =>
      CHEAP_GENERICS.slice(0, 10).map((ndc) => {
        const p = calculatePrice({ model: priceModel, nadacPerUnit: 0.3, quantity: 30, isBrand: false, chainCode, cardType: "people", ndc }); // prettier-ignore
        return `${p.contract}/${p.unc}`;
      });
    const seen = new Map<string, string>();
    for (const chain of chains) {
      const key = prices(chain).join(",");
      expect(seen.get(key), `${chain} prices like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, chain);
    }
  });

  it("never sets a MAC below the acquisition cost", () => {
    for (const chainCode of Object.keys(priceModel.contracts.people.chains))
      for (const ndc of CHEAP_GENERICS) {
        const p = calculatePrice({ model: priceModel, nadacPerUnit: 20, quantity: 30, isBrand: false, chainCode, cardType: "people", ndc }); // prettier-ignore
        expect(p.contract).toBeGreaterThan(600);
      }
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
    expect(isFeaturedBrand({ ndc: eliquis, cardType: "people", termsIncludeFeaturedBrands: true })).toBe(true);
    expect(isFeaturedBrand({ ndc: eliquis, cardType: "pets", termsIncludeFeaturedBrands: true })).toBe(false);
    expect(isFeaturedBrand({ ndc: eliquis, cardType: "people", termsIncludeFeaturedBrands: false })).toBe(false);
    expect(isFeaturedBrand({ ndc: "00093505910", cardType: "people", termsIncludeFeaturedBrands: true })).toBe(false);
  });
});
