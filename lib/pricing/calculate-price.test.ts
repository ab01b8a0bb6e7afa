import { describe, expect, it } from "vitest";
import {
  calculatePrice,
  drawFromQuantiles,
  formatPrice,
  genericAgeLevel,
  genericCeilingAt,
  genericYears,
  macListFactor,
  roundToCents,
  storeVariationFactor,
  type PriceInput,
} from "./calculate-price";
import { testPriceModel } from "../../test-support/test-price-model";

const model = testPriceModel();
const price = (overrides: Partial<PriceInput>) =>
  calculatePrice({
    model,
    nadacPerUnit: 0.5,
    quantity: 30,
    isBrand: false,
    chainCode: "UNKNOWN_CHAIN",
    cardType: "people",
    ...overrides,
  });

describe("contract (discounted) price", () => {
  it("prices the ingredient cost as NADAC per unit x quantity", () => {
    // default generic: MAC 1.5 x (0.5 x 30) + fee 8
    expect(price({}).discounted).toBe(30.5);
    expect(price({ quantity: 60 }).discounted).toBe(53);
    expect(price({ nadacPerUnit: 1 }).discounted).toBe(53);
  });

  it("prices a brand at the reference (NADAC x AWP factor) less the contract discount, plus the fee", () => {
    // 10 x 60 = 600; reference 720; less 15 % = 612; + 2
    expect(price({ isBrand: true, nadacPerUnit: 10, quantity: 60 }).discounted).toBe(614);
    // CVS: less 20 % = 576; + 1
    expect(price({ isBrand: true, nadacPerUnit: 10, quantity: 60, chainCode: "CVS" }).discounted).toBe(577);
  });

  it("prices a generic on MAC or on cost plus margin, as the chain's contract says", () => {
    expect(price({ chainCode: "UNKNOWN_CHAIN" }).discounted).toBe(30.5); // MAC: 15 x 1.5 + 8
    expect(price({ chainCode: "CVS" }).discounted).toBe(23.75); // cost plus: 15 x 1.25 + 5
  });

  it("adds the dispensing fee once per fill and switches to the extended-supply fee for long fills", () => {
    expect(price({ quantity: 60 }).discounted - price({ quantity: 30 }).discounted).toBeCloseTo(22.5, 10);
    expect(price({ daysSupply: 30 }).discounted).toBe(30.5);
    expect(price({ daysSupply: 83 }).discounted).toBe(30.5);
    expect(price({ daysSupply: 84 }).discounted).toBe(34.5);
    // A contract without extended-supply terms ignores daysSupply.
    expect(price({ cardType: "pets", daysSupply: 90 }).discounted).toBe(price({ cardType: "pets" }).discounted);
  });

  it("never goes below the contract minimum", () => {
    expect(price({ nadacPerUnit: 0.01 }).discounted).toBe(9);
    expect(price({ nadacPerUnit: 0 }).discounted).toBe(9);
    expect(price({ nadacPerUnit: 0.01, chainCode: "CVS" }).discounted).toBe(6);
  });
});

describe("usual and customary (UNC) price", () => {
  it("follows the cash curve times the chain's index, never below the floor", () => {
    expect(price({}).unc).toBe(105); // 5 x 15 + 30
    expect(price({ chainCode: "CVS" }).unc).toBe(84);
    expect(price({ isBrand: true, nadacPerUnit: 10, quantity: 60, chainCode: "CVS" }).unc).toBe(703.5);
    expect(price({ chainCode: "WALMART", nadacPerUnit: 0.2 }).unc).toBe(36);
    // A near-free brand at CVS: (1.1 x 0.03 + 10) x 1.05 = 10.53, below the chain's floor of 12.
    expect(price({ isBrand: true, nadacPerUnit: 0.001, chainCode: "CVS" }).unc).toBe(12);
  });

  it("is null at chains that report no UNC, and the patient pays the contract price", () => {
    const costco = price({ chainCode: "COSTCO" });
    expect(costco.unc).toBeNull();
    expect(costco.discounted).toBe(costco.contract);
  });

  it("sells listed cheap generics at the list price", () => {
    expect(price({ chainCode: "WALMART", nadacPerUnit: 0.05 }).unc).toBe(4);
    expect(price({ chainCode: "WALMART", nadacPerUnit: 0.05, isBrand: true }).unc).not.toBe(4);
  });
});

describe("what the patient pays (lesser-of adjudication)", () => {
  it("is the contract price when it is below the UNC", () => {
    const usual = price({});
    expect(usual.contract).toBeLessThan(usual.unc ?? 0);
    expect(usual.discounted).toBe(usual.contract);
  });

  it("is the UNC when the contract price is above it: the discounted price never exceeds the UNC", () => {
    const listed = price({ chainCode: "WALMART", nadacPerUnit: 0.05 });
    expect(listed.unc).toBe(4);
    expect(listed.contract).toBe(10.25); // 1.5 x 1.5 + 8
    expect(listed.discounted).toBe(4);
  });
});

describe("card types", () => {
  it("prices pets on their own network terms, with the same cash price", () => {
    const people = price({});
    const pets = price({ cardType: "pets" });
    expect(pets.discounted).toBe(33.5);
    expect(pets.discounted).not.toBe(people.discounted);
    expect(pets.unc).toBe(people.unc);
    const brand = { isBrand: true, nadacPerUnit: 10, quantity: 60 };
    expect(price({ ...brand, cardType: "pets" }).contract).toBe(688);
    expect(price({ ...brand, cardType: "pets" }).discounted).toBe(670); // the UNC is lower: lesser-of
  });

  it("never prices a pet's fill below a person's at the same chain, and ignores daysSupply for pets", () => {
    // Pets' cost-plus at a 10 % margin: 15 x 1.1 + 11 = 27.50, under the people MAC's 15 x 1.5 + 8 = 30.50.
    const thin = structuredClone(model);
    thin.contracts.pets.default.generic = { basis: "cost-plus", margin: 0.1, dispensingFee: 11 };
    const pets = price({ model: thin, cardType: "pets", nadacPerUnit: 0.5, quantity: 30 });
    expect(pets.contract).toBe(30.5);
    expect(pets.contract).toBeGreaterThanOrEqual(price({ model: thin }).contract);
    // The people fee for 84+ days (12) does not reach pets, which have no extended-supply terms.
    expect(price({ model: thin, cardType: "pets", daysSupply: 90 }).contract).toBe(30.5);
    expect(price({ model: thin, daysSupply: 90 }).contract).toBe(34.5);
    // Where pets' own terms are dearer they stand: 15 x 1.5 + 11.
    expect(price({ cardType: "pets" }).contract).toBe(33.5);
  });
});

describe("unknown chains", () => {
  it("use the default contract and retail terms", () => {
    const unknown = price({ chainCode: "NOT_A_CHAIN" });
    expect(unknown).toEqual(price({ chainCode: "ANOTHER_ONE" }));
    expect(unknown.discounted).toBe(30.5);
    expect(unknown.unc).toBe(105);
    expect(price({ chainCode: "cvs" })).toEqual(unknown);
  });
});

describe("store-level variation", () => {
  const npis = Array.from({ length: 2000 }, (_, i) => String(1000000000 + i * 7919));

  it("is deterministic for an NPI and NDC, and absent for chain-level prices", () => {
    const a = price({ npi: "1234567893", ndc: "00093505910" });
    expect(price({ npi: "1234567893", ndc: "00093505910" })).toEqual(a);
    expect(storeVariationFactor(0.04)).toBe(1);
    expect(price({ ndc: "00093505910" })).toEqual(price({}));
  });

  it("stays within the band around the chain price and uses all of it", () => {
    const factors = npis.map((npi) => storeVariationFactor(0.04, npi, "00093505910"));
    expect(Math.min(...factors)).toBeGreaterThanOrEqual(0.96);
    expect(Math.max(...factors)).toBeLessThanOrEqual(1.04);
    expect(Math.min(...factors)).toBeLessThan(0.965);
    expect(Math.max(...factors)).toBeGreaterThan(1.035);
    const chain = price({});
    for (const npi of npis.slice(0, 200)) {
      const store = price({ npi, ndc: "00093505910" });
      expect(Math.abs(store.discounted - chain.discounted)).toBeLessThanOrEqual(chain.discounted * 0.04 + 0.005);
      expect(Math.abs((store.unc ?? 0) - (chain.unc ?? 0))).toBeLessThanOrEqual((chain.unc ?? 0) * 0.04 + 0.005);
    }
  });

  it("differs between drugs at the same store", () => {
    const byNdc = new Set(
      ["00093505910", "00003089421", "00378451893"].map((ndc) => storeVariationFactor(0.04, npis[0], ndc)),
    );
    expect(byNdc.size).toBe(3);
  });

  it("does not push a price below the contract minimum", () => {
    for (const npi of npis.slice(0, 200))
      expect(price({ npi, nadacPerUnit: 0.01 }).discounted).toBeGreaterThanOrEqual(9);
  });
});

describe("money", () => {
  it("rounds to cents and formats as the spec's strings", () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(10.004)).toBe(10);
    expect(formatPrice(12.3)).toBe("12.30");
    expect(formatPrice(7)).toBe("7.00");
    expect(formatPrice(1234.567)).toBe("1234.57");
    const { discounted, unc } = price({ nadacPerUnit: 0.333333, npi: "1234567893", ndc: "00093505910" });
    for (const amount of [discounted, unc ?? 0]) expect(Math.round(amount * 100) / 100).toBe(amount);
  });

  it("rejects impossible inputs", () => {
    expect(() => price({ nadacPerUnit: -1 })).toThrow(RangeError);
    expect(() => price({ nadacPerUnit: Number.NaN })).toThrow(RangeError);
    expect(() => price({ quantity: 0 })).toThrow(RangeError);
  });
});

describe("per-drug cash prices and chain MAC lists", () => {
  const byDrug = testPriceModel();
  byDrug.retail.curves.generic = { scale: 20, exponent: 0.5 };
  byDrug.retail.drugLevels = [Math.log(0.5), 0, Math.log(2)];
  byDrug.retail.chainDeviations = [Math.log(0.9), Math.log(1.1)];
  byDrug.retail.genericCeiling = { ratio: 1.5, minimum: 100 };
  byDrug.contracts.people.macBand = 0.5;
  const drugPrice = (overrides: Partial<PriceInput>) => price({ model: byDrug, ndc: "00093505601", ...overrides });

  it("draws from log quantiles, interpolating between them", () => {
    expect(drawFromQuantiles([Math.log(0.5), 0, Math.log(2)], 0)).toBeCloseTo(0.5, 10);
    expect(drawFromQuantiles([Math.log(0.5), 0, Math.log(2)], 0.5)).toBeCloseTo(1, 10);
    expect(drawFromQuantiles([Math.log(0.5), 0, Math.log(2)], 0.75)).toBeCloseTo(Math.SQRT2, 10);
    expect(drawFromQuantiles(undefined, 0.3)).toBe(1);
  });

  it("prices a generic's UNC on the power curve, moved by the drug and the chain, the same on every call", () => {
    // Without an NDC: the curve alone, 20 x sqrt(15) = 77.46
    expect(price({ model: byDrug }).unc).toBe(77.46);
    const uncs = ["00093505601", "00378018001", "68180051301", "00591040401"].map((ndc) => drugPrice({ ndc }).unc!);
    expect(new Set(uncs).size).toBeGreaterThanOrEqual(3);
    for (const unc of uncs) {
      expect(unc).toBeGreaterThanOrEqual(77.46 * 0.5 * 0.9 - 0.01);
      expect(unc).toBeLessThanOrEqual(100); // the ceiling's minimum
    }
    expect(drugPrice({}).unc).toBe(drugPrice({}).unc);
  });

  it("keeps an expensive generic's UNC within the ceiling's ratio of its cost", () => {
    // C = 10 x 30 = 300: the curve gives 346 or more, the ceiling 1.5 x 300 = 450 at most.
    for (const ndc of ["00093505601", "00378018001", "68180051301"])
      expect(drugPrice({ nadacPerUnit: 10, ndc }).unc).toBeLessThanOrEqual(450);
    // A curve of 3 x C puts every draw above the ceiling, so the UNC is the ceiling: 1.5 x 300.
    const steep = structuredClone(byDrug);
    steep.retail.curves.generic = { scale: 3, exponent: 1 };
    expect(drugPrice({ model: steep, nadacPerUnit: 10 }).unc).toBe(450);
  });

  it("never sells a generic below its ingredient cost, nor the card with it", () => {
    // C = 10 x 30 = 300; a flat curve (20 x C^0.1: about 35) would put the cash price far below what the store pays.
    const flat = structuredClone(byDrug);
    flat.retail.curves.generic = { scale: 20, exponent: 0.1 };
    for (const ndc of ["00093505601", "00378018001", "68180051301"]) {
      for (const cardType of ["people", "pets"] as const) {
        const { unc, discounted } = drugPrice({ model: flat, nadacPerUnit: 10, ndc, cardType });
        expect(unc).toBe(300);
        expect(discounted).toBe(300);
      }
    }
  });

  it("varies a chain's MAC margin by NDC within the band, never below cost", () => {
    const factors = ["00093505601", "00378018001", "68180051301"].map((ndc) => macListFactor(0.5, "KROGER", ndc));
    for (const f of factors) expect(Math.abs(f - 1)).toBeLessThanOrEqual(0.5);
    expect(new Set(factors).size).toBe(3);
    expect(macListFactor(0.5, "KROGER")).toBe(1);
    expect(macListFactor(undefined, "KROGER", "00093505601")).toBe(1);
    // default contract: MAC 1.5, so the ingredient is paid 15 x (1 + 0.5 x f), between 18.75 and 26.25, plus 8.
    const contract = drugPrice({ nadacPerUnit: 0.5 }).contract;
    expect(contract).toBeGreaterThanOrEqual(26.75);
    expect(contract).toBeLessThanOrEqual(34.25);
  });
});

describe("a generic's cash price against the reference its card discounts from (referenceFloor)", () => {
  // The test model's default people terms: MAC 1.5 (no band here), generic fee 8, brand discount 15 %. A flat curve
  // (20 x C^0.1: about 35 at C = 300) draws the cash price of a dear generic far below what the card pays.
  const flat = testPriceModel();
  flat.retail.curves.generic = { scale: 20, exponent: 0.1 };
  flat.retail.genericCeiling = { ratio: 1.5, minimum: 100 };
  const floored = structuredClone(flat);
  floored.retail.referenceFloor = true;

  it("before: the card of a dear generic drawn cheap is its cost, and saves nothing (the epinephrine class)", () => {
    const { unc, discounted } = price({ model: flat, nadacPerUnit: 10 }); // C = 300
    expect(unc).toBe(300);
    expect(discounted).toBe(300);
  });

  it("sells it for at least the card's price over 1 - the card's discount, so the card saves that discount", () => {
    // reference = (300 x 1.5 + 8) / 0.85 = 538.82; contract 450 + 8 = 458: 15 % off
    const p = price({ model: floored, nadacPerUnit: 10 });
    expect(p.unc).toBe(538.82);
    expect(p.discounted).toBe(458);
    expect(1 - p.discounted / p.unc!).toBeCloseTo(0.15, 4);
    // CVS: cost plus 25 % and a fee of 5, brand discount 20 %: (375 + 5) / 0.8 = 475, 20 % off; a floor, so the
    // chain's generic index has no say.
    expect(price({ model: floored, nadacPerUnit: 10, chainCode: "CVS" }).unc).toBe(475);
    expect(price({ model: floored, nadacPerUnit: 10, chainCode: "CVS" }).discounted).toBe(380);
    // At a store both move by its factor: the same share off. Pets pay at the same store's cash price.
    const store = price({ model: floored, nadacPerUnit: 10, npi: "1234567893", ndc: "00093505601" });
    expect(1 - store.discounted / store.unc!).toBeCloseTo(0.15, 3);
    expect(price({ model: floored, nadacPerUnit: 10, cardType: "pets" }).unc).toBe(538.82);
  });

  it("leaves a cheap generic's survey cash price alone, and brands and $4 lists", () => {
    for (const nadacPerUnit of [0.01, 0.05, 0.2]) {
      expect(price({ nadacPerUnit, model: { ...model, retail: { ...model.retail, referenceFloor: true } } })).toEqual(
        price({ nadacPerUnit }),
      );
    }
    const brand = { isBrand: true, nadacPerUnit: 10, quantity: 60 };
    expect(price({ model: floored, ...brand })).toEqual(price({ model: flat, ...brand }));
    expect(price({ model: floored, chainCode: "WALMART", nadacPerUnit: 0.05 }).unc).toBe(4);
  });

  it("keeps the total growing and the unit price falling with the quantity, at chain and store level", () => {
    for (const npi of [undefined, "1234567893"]) {
      let last = { q: 0, discounted: 0, unc: 0 };
      for (const q of [1, 2, 5, 10, 30, 60, 90, 180, 360]) {
        const p = price({ model: floored, nadacPerUnit: 3, quantity: q, npi, ndc: "00093505601" });
        if (last.q > 0) {
          expect(p.discounted).toBeGreaterThanOrEqual(last.discounted);
          expect(p.unc!).toBeGreaterThanOrEqual(last.unc);
          expect(p.discounted / q).toBeLessThanOrEqual(last.discounted / last.q + 0.01 / last.q);
        }
        last = { q, discounted: p.discounted, unc: p.unc! };
      }
    }
  });
});

describe("twenty-sixth session: a generic's cash level by its years as a generic, its card capped by its brand's", () => {
  const power = { scale: 40, exponent: 0.25 }; // 40 x C^0.25: C = 16 -> 80
  const byAge = {
    asOf: "2013-06-01",
    bands: [
      { underYears: 3, level: 1 },
      { underYears: 15, level: 0 },
      { underYears: null, level: -1 },
    ],
    unknown: 0,
  };
  const aged = { ...model, retail: { ...model.retail, curves: { ...model.retail.curves, generic: power }, genericAgeLevels: byAge } }; // prettier-ignore
  const drawn = { ...aged, retail: { ...aged.retail, genericAgeLevels: undefined, drugLevels: [-1, 0, 1] } };

  it("bands the years as a generic at the levels' date; a later generic is new, an undated one at the curve", () => {
    expect(genericAgeLevel(byAge, "2012-01-01")).toBe(1);
    expect(genericAgeLevel(byAge, "2020-05-01")).toBe(1); // first generic after the survey: as new as they come
    expect(genericAgeLevel(byAge, "2005-11-14")).toBe(0); // azithromycin tablets: 7.6 years
    expect(genericAgeLevel(byAge, "1982-01-01")).toBe(-1); // the book's "approved prior to 1982"
    expect(genericAgeLevel(byAge, undefined)).toBe(0);
  });

  it("prices a generic's cash level by its years as a generic, the same for every NDC of it", () => {
    // C = 0.5 x 32 = 16: curve 80 at the default chain (index 1)
    const unc = (genericSince?: string, ndc?: string) => price({ model: aged, nadacPerUnit: 0.5, quantity: 32, genericSince, ndc }).unc; // prettier-ignore
    expect(unc()).toBe(80);
    expect(unc("2012-01-01")).toBe(roundToCents(80 * Math.E));
    expect(unc("1982-01-01")).toBe(roundToCents(80 / Math.E));
    for (const ndc of ["00093505601", "00378395005", "68180016006"]) expect(unc("2005-11-14", ndc)).toBe(80);
    // Before: each NDC drew its own level from the survey's spread.
    const before = ["00093505601", "00378395005", "68180016006"].map((ndc) => price({ model: drawn, nadacPerUnit: 0.5, quantity: 32, ndc }).unc); // prettier-ignore
    expect(new Set(before).size).toBeGreaterThan(1);
  });

  const capped = { ...model, genericBrandCap: true };
  it("never prices a generic's card above its brand's fill of the same dose and quantity", () => {
    // Generic 30 x 1.00: MAC 1.5 x 30 + 8 = 53. Brand 30 x 1.10: 33 x 1.2 x 0.85 + 2 = 35.66.
    const generic = { nadacPerUnit: 1, quantity: 30, brandNadacPerUnit: 1.1 };
    expect(price({ ...generic }).contract).toBe(53); // no cap in a model without it
    expect(price({ model: capped, ...generic }).contract).toBe(35.66);
    expect(price({ model: capped, ...generic, isBrand: true, nadacPerUnit: 1.1 }).contract).toBe(35.66);
    // A dear brand leaves the generic's own price; the minimum still applies after the cap.
    expect(price({ model: capped, ...generic, brandNadacPerUnit: 5 }).contract).toBe(53);
    expect(price({ model: capped, nadacPerUnit: 0.01, quantity: 30, brandNadacPerUnit: 0.02 }).contract).toBe(9);
    // At a store the same factor moves both, and pets are held to people as before.
    const store = { ...generic, npi: "1234567893", ndc: "00093505601" };
    expect(price({ model: capped, ...store }).contract).toBeLessThanOrEqual(price({ model: capped, ...store, isBrand: true, nadacPerUnit: 1.1 }).contract); // prettier-ignore
    const pets = price({ model: capped, ...generic, cardType: "pets" });
    expect(pets.contract).toBeGreaterThanOrEqual(price({ model: capped, ...generic }).contract);
    expect(pets.contract).toBeLessThanOrEqual(price({ model: capped, ...generic, cardType: "pets", isBrand: true, nadacPerUnit: 1.1 }).contract); // prettier-ignore
  });

  it("keys the chain's MAC list by the generic's dose, so every package of it is priced alike", () => {
    const banded = { ...model, contracts: { ...model.contracts, people: { ...model.contracts.people, macBand: 0.3 } } };
    const at = (ndc: string, doseNdc?: string) => price({ model: banded, nadacPerUnit: 1, ndc, doseNdc }).contract;
    expect(at("00093505601", "00093505601")).toBe(at("00378395005", "00093505601"));
    expect(at("00093505601")).not.toBe(at("00378395005")); // keyed by the package, as before
  });

  it("keeps the cap's totals growing and unit prices falling with the quantity", () => {
    let last = { q: 0, discounted: 0 };
    for (const q of [1, 5, 30, 90, 360]) {
      const p = price({ model: capped, nadacPerUnit: 1, quantity: q, brandNadacPerUnit: 1.1 });
      if (last.q > 0) {
        expect(p.discounted).toBeGreaterThanOrEqual(last.discounted);
        expect(p.discounted / q).toBeLessThanOrEqual(last.discounted / last.q + 0.01 / last.q);
      }
      last = { q, discounted: p.discounted };
    }
  });
});

describe("twenty-seventh session: a generic's cash price against its brand's at the same counter", () => {
  const paired = { ...model, genericBrandCap: true, retail: { ...model.retail, genericBrandCash: { levelRatio: 0.9 } } }; // prettier-ignore
  const unc = (overrides: Partial<PriceInput>) => price({ model: paired, ...overrides }).unc!;

  it("holds a generic to its cheaper brand's cash price (NADAC has the brand cheaper): the patient pays the brand's", () => {
    // Generic 30 x 1.00: the curve 5 x 30 + 30 = 180. Brand 30 x 0.50: 1.1 x 15 + 10 = 26.5, under the generic's cost.
    const generic = { nadacPerUnit: 1, brandNadacPerUnit: 0.5, brandNdc: "00075062040" };
    expect(price(generic).unc).toBe(180); // a model without the rule: the generic's own
    expect(unc(generic)).toBe(26.5);
    expect(unc({ isBrand: true, nadacPerUnit: 0.5 })).toBe(26.5);
    expect(price({ model: paired, ...generic }).discounted).toBeLessThanOrEqual(price({ model: paired, isBrand: true, nadacPerUnit: 0.5 }).discounted); // prettier-ignore
  });

  it("holds a brand above its generic of no greater cost by the survey's share (levelRatio), the generic untouched", () => {
    // Generic 30 x 0.50: 5 x 15 + 30 = 105. Brand 30 x 1.00: 1.1 x 30 + 10 = 43, raised to 105 / 0.9 = 116.67.
    const brand = { isBrand: true, nadacPerUnit: 1, genericOfBrand: { ndc: "00093505601", nadacPerUnit: 0.5 } };
    expect(price(brand).unc).toBe(43);
    expect(unc(brand)).toBe(116.67);
    expect(unc({ nadacPerUnit: 0.5, brandNadacPerUnit: 1 })).toBe(105);
    // The brand's card is its own contract: the saving grows, the card does not move.
    expect(price({ model: paired, ...brand }).contract).toBe(price(brand).contract);
    // A brand cheaper than its generic is not raised (the generic is held to it instead).
    expect(unc({ ...brand, nadacPerUnit: 0.4 })).toBe(roundToCents(1.1 * 12 + 10));
  });

  it("keeps the generic at or under its brand at every store, both ways, and for pets", () => {
    for (const npi of ["1234567893", "1003000126", "1538144910", "1881697878"]) {
      const cheap = { npi, ndc: "00093505601", nadacPerUnit: 1, brandNadacPerUnit: 0.5, brandNdc: "00075062040" };
      const cheapBrand = { npi, ndc: "00075062040", isBrand: true, nadacPerUnit: 0.5 };
      expect(unc(cheap)).toBeLessThanOrEqual(unc(cheapBrand));
      const dear = { npi, ndc: "00093505601", nadacPerUnit: 0.5, brandNadacPerUnit: 1, brandNdc: "00071015523" };
      const dearBrand = { npi, ndc: "00071015523", isBrand: true, nadacPerUnit: 1, genericOfBrand: { ndc: "00093505601", nadacPerUnit: 0.5, brandNadacPerUnit: 1, brandNdc: "00071015523" } }; // prettier-ignore
      expect(unc(dear)).toBeLessThanOrEqual(unc(dearBrand));
      expect(price({ model: paired, ...dearBrand, cardType: "pets" }).unc).toBe(unc(dearBrand));
    }
  });

  it("holds a brand to its generic's own cash price, not a $4 list's: its unit price never rises with the quantity", () => {
    // Walmart: the generic at 0.05 a unit is on the list at 30 (C = 1.5) and off it at 60 and 90.
    const brand = { isBrand: true, nadacPerUnit: 0.06, chainCode: "WALMART", genericOfBrand: { ndc: "00093505601", nadacPerUnit: 0.05 } }; // prettier-ignore
    let last = { q: 0, unc: 0 };
    for (const quantity of [30, 60, 90]) {
      const u = unc({ ...brand, quantity });
      if (last.q > 0) {
        expect(u).toBeGreaterThanOrEqual(last.unc);
        expect(u / quantity).toBeLessThanOrEqual(last.unc / last.q + 0.01 / last.q);
      }
      last = { q: quantity, unc: u };
    }
  });
});

describe("twenty-eighth session: a later generic counted at the prices' date, an undated OTC product as the oldest", () => {
  const power = { scale: 40, exponent: 0.25 }; // 40 x C^0.25: C = 16 -> 80
  const bands = [
    { underYears: 3, level: 1 },
    { underYears: 15, level: 0 },
    { underYears: null, level: -1 },
  ];
  const before = { asOf: "2013-06-01", bands, unknown: 0 };
  const after = { ...before, laterAsOf: "2026-04-22", otcUndated: -1 };
  const withLevels = (levels: typeof before) => ({ ...model, retail: { ...model.retail, curves: { ...model.retail.curves, generic: power }, genericAgeLevels: levels } }); // prettier-ignore

  it("counts a generic first approved after asOf by its years at laterAsOf, one before it at asOf", () => {
    expect(genericYears(after, "2016-04-22")).toBeCloseTo(10, 2); // 10 years at the prices' date
    expect(genericYears(before, "2016-04-22")).toBeLessThan(0); // before: younger than the survey, so new
    expect(genericAgeLevel(before, "2016-04-22")).toBe(1);
    expect(genericAgeLevel(after, "2016-04-22")).toBe(0);
    expect(genericAgeLevel(after, "2024-01-01")).toBe(1); // 2.3 years at the prices' date: still new
    // A generic of the survey's years keeps its survey-date band (atorvastatin: 1.5 years in June 2013).
    expect(genericAgeLevel(after, "2011-11-30")).toBe(genericAgeLevel(before, "2011-11-30"));
    expect(genericAgeLevel(after, "1982-01-01")).toBe(-1);
  });

  it("puts an undated OTC product at the oldest band, an undated Rx one at the curve", () => {
    expect(genericAgeLevel(before, undefined, true)).toBe(0);
    expect(genericAgeLevel(after, undefined, true)).toBe(-1);
    expect(genericAgeLevel(after, undefined, false)).toBe(0);
    // A dated OTC product keeps its date's band.
    expect(genericAgeLevel(after, "2016-04-22", true)).toBe(0);
  });

  it("prices the cash level by it, the card unchanged (lesser-of apart)", () => {
    // C = 0.5 x 32 = 16: curve 80 at the default chain (index 1).
    const at = (levels: typeof before, genericSince?: string, otc?: boolean) =>
      price({ model: withLevels(levels), nadacPerUnit: 0.5, quantity: 32, genericSince, otc });
    expect(at(before, "2016-04-22").unc).toBe(roundToCents(80 * Math.E));
    expect(at(after, "2016-04-22").unc).toBe(80);
    expect(at(before, undefined, true).unc).toBe(80);
    expect(at(after, undefined, true).unc).toBe(roundToCents(80 / Math.E));
    expect(at(after, "2016-04-22").contract).toBe(at(before, "2016-04-22").contract);
  });

  it("keeps totals growing and unit prices falling with the quantity at the new levels", () => {
    for (const [since, otc] of [
      ["2016-04-22", false],
      [undefined, true],
    ] as const) {
      let last = { q: 0, discounted: 0, unc: 0 };
      for (const q of [1, 5, 30, 60, 90, 360]) {
        const p = price({ model: withLevels(after), nadacPerUnit: 0.5, quantity: q, genericSince: since, otc });
        if (last.q > 0) {
          expect(p.discounted).toBeGreaterThanOrEqual(last.discounted);
          expect(p.unc!).toBeGreaterThanOrEqual(last.unc);
          expect(p.discounted / q).toBeLessThanOrEqual(last.discounted / last.q + 0.01 / last.q);
        }
        last = { q, discounted: p.discounted, unc: p.unc! };
      }
    }
  });
});

describe("twenty-ninth session: a launch-window generic counted at the prices' date, a ceiling that grows with the fill", () => {
  const bands = [
    { underYears: 3, level: 1 },
    { underYears: 15, level: 0 },
    { underYears: null, level: -1 },
  ];
  const frame = { asOf: "2013-06-01", bands, unknown: 0, laterAsOf: "2026-04-22" };
  const settled = { ...frame, settledYears: 3 };

  it("counts a generic under settledYears at asOf at laterAsOf, a settled one at asOf", () => {
    // Atorvastatin, first ANDA 2011-11-30: 1.5 years at the survey, 14.4 at the prices' date.
    expect(genericYears(frame, "2011-11-30")).toBeCloseTo(1.5, 1);
    expect(genericYears(settled, "2011-11-30")).toBeCloseTo(14.4, 1);
    expect(genericAgeLevel(frame, "2011-11-30")).toBe(1);
    expect(genericAgeLevel(settled, "2011-11-30")).toBe(0);
    // Sertraline, 2006-06-30: 6.9 years at the survey, settled: its survey band either way.
    expect(genericYears(settled, "2006-06-30")).toBeCloseTo(genericYears(frame, "2006-06-30"), 6);
    // A generic first approved after asOf, as in the twenty-eighth session.
    expect(genericYears(settled, "2016-04-22")).toBeCloseTo(10, 2);
    // No boundary at asOf any more: a month before and after it, the same band.
    expect(genericAgeLevel(settled, "2013-05-01")).toBe(genericAgeLevel(settled, "2013-07-01"));
  });

  it("holds the ceiling's minimum inside the survey's costs and grows it as the curve past them", () => {
    const grown = { ...model, retail: { ...model.retail, curves: { ...model.retail.curves, generic: { scale: 40, exponent: 0.25 } }, genericCeiling: { ratio: 1.5, minimum: 100, fromCost: 16 } } }; // prettier-ignore
    expect(genericCeilingAt(grown, 10)).toBe(100);
    expect(genericCeilingAt(grown, 16)).toBe(100);
    expect(genericCeilingAt(grown, 256)).toBeCloseTo(Math.max(100 * 2, 1.5 * 256), 6); // (256 / 16)^0.25 = 2
    expect(genericCeilingAt(grown, 64)).toBeCloseTo(100 * Math.SQRT2, 6); // (64 / 16)^0.25
    // Without fromCost, one price per fill as before.
    const flat = { ...grown, retail: { ...grown.retail, genericCeiling: { ratio: 1.5, minimum: 100 } } };
    expect(genericCeilingAt(flat, 64)).toBe(100);
  });

  it("prices a dear young generic's larger fill above its smaller one, and cheaper a unit", () => {
    const grown = { ...model, retail: { ...model.retail, curves: { ...model.retail.curves, generic: { scale: 40, exponent: 0.25 } }, genericAgeLevels: frame, genericCeiling: { ratio: 1.5, minimum: 100, fromCost: 16 } } }; // prettier-ignore
    const unc = (quantity: number) => calculatePrice({ model: grown, nadacPerUnit: 2, quantity, isBrand: false, chainCode: "UNKNOWN_CHAIN", cardType: "people", genericSince: "2011-11-30" }).unc!; // prettier-ignore
    // 30 x $2 = $60: curve 40 x 60^0.25 = 111.3, e^1 x = 302.6, ceiling 100 x (60/16)^0.25 = 139.2.
    expect(unc(30)).toBeCloseTo(139.16, 1);
    expect(unc(90)).toBeGreaterThan(unc(30));
    expect(unc(90) / 90).toBeLessThan(unc(30) / 30);
  });
});
