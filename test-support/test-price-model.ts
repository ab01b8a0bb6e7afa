// A small price model with round numbers for the unit tests, so each expected price can be worked out by hand.
import type { PriceModel } from "../lib/pricing/price-model-schema";

export function testPriceModel(): PriceModel {
  return {
    version: "test",
    reference: { brandAwpFactor: 1.2 },
    storeVariation: { band: 0.04 },
    contracts: {
      people: {
        default: {
          brand: { discountOffReference: 0.15, dispensingFee: 2 },
          generic: { basis: "mac", macMultiplier: 1.5, dispensingFee: 8 },
          minimumPrice: 9,
          extendedSupply: { minDaysSupply: 84, dispensingFee: 12 },
        },
        chains: {
          CVS: {
            brand: { discountOffReference: 0.2, dispensingFee: 1 },
            generic: { basis: "cost-plus", margin: 0.25, dispensingFee: 5 },
            minimumPrice: 6,
          },
        },
      },
      pets: {
        default: {
          brand: { discountOffReference: 0.05, dispensingFee: 4 },
          generic: { basis: "cost-plus", margin: 0.5, dispensingFee: 11 },
          minimumPrice: 12,
        },
        chains: {},
      },
    },
    retail: {
      curves: { generic: { multiplier: 5, fee: 30 }, brand: { multiplier: 1.1, fee: 10 } },
      default: { surveyGroup: "ALL", reportsUnc: true, genericIndex: 1, brandIndex: 1, floor: 10 },
      chains: {
        CVS: { surveyGroup: "CVS", reportsUnc: true, genericIndex: 0.8, brandIndex: 1.05, floor: 12 },
        COSTCO: { surveyGroup: null, reportsUnc: false, genericIndex: 0.6, brandIndex: 0.95, floor: 4 },
        WALMART: {
          surveyGroup: null,
          reportsUnc: true,
          genericIndex: 0.6,
          brandIndex: 0.97,
          floor: 4,
          genericList: { maxIngredientCost: 2.5, price: 4 },
        },
      },
    },
  };
}
