import { describe, expect, it } from "vitest";
import { parsePriceModel, type PriceModel } from "./price-model-schema";
import { testPriceModel } from "../../test-support/test-price-model";

// The cases write deliberately invalid values, which the model's own type would not allow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

// Applies one change to a fresh copy of the valid test model.
function broken(change: (model: Loose) => void): unknown {
  const model: Loose = structuredClone(testPriceModel());
  change(model);
  return model;
}

describe("price model schema", () => {
  it("accepts a well-formed model", () => {
    expect(parsePriceModel(testPriceModel())).toEqual(testPriceModel());
  });

  it.each<[string, (m: Loose) => void]>([
    ["a negative dispensing fee", (m) => (m.contracts.people.default.generic.dispensingFee = -1)],
    ["a brand discount of 100 %", (m) => (m.contracts.people.default.brand.discountOffReference = 1)],
    ["an unknown generic basis", (m) => (m.contracts.people.default.generic = { basis: "awp", dispensingFee: 1 })],
    ["MAC terms without a multiplier", (m) => delete m.contracts.people.default.generic.macMultiplier],
    ["a MAC below NADAC", (m) => (m.contracts.people.default.generic.macMultiplier = 0.5)],
    ["a missing pets network", (m) => delete m.contracts.pets],
    ["a missing default contract", (m) => delete m.contracts.people.default],
    ["a lower-case chain code", (m) => (m.contracts.people.chains.cvs = m.contracts.people.chains.CVS)],
    ["a misspelt field", (m) => (m.contracts.people.default.minimumPrise = 3)],
    ["a missing minimum price", (m) => delete m.contracts.pets.default.minimumPrice],
    ["reportsUnc as a string", (m) => (m.retail.chains.CVS.reportsUnc = "no")],
    ["a zero chain index", (m) => (m.retail.chains.CVS.genericIndex = 0)],
    ["a store band of 50 %", (m) => (m.storeVariation.band = 0.5)],
    ["an AWP factor below 1", (m) => (m.reference.brandAwpFactor = 0.9)],
    ["a fractional extended supply", (m) => (m.contracts.people.default.extendedSupply.minDaysSupply = 83.5)],
    ["a missing brand cash curve", (m) => delete m.retail.curves.brand],
  ])("rejects %s", (_, change) => {
    expect(() => parsePriceModel(broken(change))).toThrow();
  });

  it("returns typed terms", () => {
    const model: PriceModel = parsePriceModel(testPriceModel());
    expect(model.contracts.people.default.generic.basis).toBe("mac");
  });
});
