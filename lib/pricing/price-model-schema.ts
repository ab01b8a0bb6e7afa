// The shape of price-model.json: contract terms per card type and chain, the retail (UNC) model, store variation.
// Validated at load so a mistyped parameter fails at start-up, not as a wrong price. PRICE-MODEL.md explains each field.
import { z } from "zod";
import { ndc11 } from "../vocabulary/fields";

// Chain codes as the pharmacies domain writes them (CVS, RITE_AID, SAMS_CLUB ...).
const chainCode = z.string().regex(/^[A-Z][A-Z0-9_]*$/, "chain codes are UPPER_SNAKE");
const money = z.number().min(0).max(1000);

const brandTerms = z.strictObject({
  discountOffReference: z.number().min(0).max(0.9), // 0.16 means reference price minus 16 %
  dispensingFee: money,
});

const genericTerms = z.discriminatedUnion("basis", [
  z.strictObject({ basis: z.literal("mac"), macMultiplier: z.number().min(1).max(50), dispensingFee: money }),
  z.strictObject({ basis: z.literal("cost-plus"), margin: z.number().min(0).max(10), dispensingFee: money }),
]);

const contractTerms = z.strictObject({
  brand: brandTerms,
  generic: genericTerms,
  minimumPrice: money,
  // Fills of at least minDaysSupply days use this dispensing fee instead (90-day programs); absent: daysSupply is ignored.
  extendedSupply: z.strictObject({ minDaysSupply: z.int().min(2).max(366), dispensingFee: money }).optional(),
});

const network = z.strictObject({
  default: contractTerms,
  chains: z.record(chainCode, contractTerms),
  // Each chain's MAC list prices each generic a little differently: the MAC's margin over NADAC times
  // 1 + macBand x (2u - 1), u a stable hash of chain and NDC. 0 or absent: every chain on one tier pays alike.
  macBand: z.number().min(0).max(0.9).optional(),
});

const cashCurve = z.strictObject({ multiplier: z.number().min(0).max(1000), fee: money });
// cash = scale x C^exponent: the median cash price of a generic against its ingredient cost C, fitted in log space.
const powerCurve = z.strictObject({ scale: money, exponent: z.number().min(0).max(2) });
// Log-price offsets at evenly spaced quantiles (the first at p05, the last at p95) of a measured distribution; a drug or
// a chain's drug draws one through a stable hash, so prices spread as the survey's did without copying one of them.
const logQuantiles = z.array(z.number().min(-5).max(5)).min(2).max(101);

const retailChain = z.strictObject({
  // The 2013 survey group whose measured spread sets the indices and floor (scripts/calibrate-price-model.ts --apply);
  // null when they are an assumption that PRICE-MODEL.md justifies.
  surveyGroup: chainCode.nullable(),
  reportsUnc: z.boolean(), // false: the chain reports no usual and customary price, so `unc` is null
  genericIndex: z.number().positive().max(5), // the chain's cash price relative to the all-pharmacy median
  brandIndex: z.number().positive().max(5),
  floor: money, // no cash price below this
  // A low-cost generics list ("$4 generics"): generics whose ingredient cost is at most maxIngredientCost sell for price.
  genericList: z.strictObject({ maxIngredientCost: money, price: money }).optional(),
  // How the chain's generic cash price of one drug departs from its index (log quantiles, median 0): measured for the
  // survey groups; absent, the chain draws from retail.chainDeviations.
  drugDeviations: logQuantiles.optional(),
});

export const priceModelSchema = z.strictObject({
  version: z.string().min(1),
  reference: z.strictObject({ brandAwpFactor: z.number().min(1).max(3) }),
  storeVariation: z.strictObject({ band: z.number().min(0).max(0.25) }),
  contracts: z.strictObject({ people: network, pets: network }),
  // true: a generic's contract price with a brand at the same dose (its NADAC known) is never above that brand's on the
  // same card and at the same store: the pharmacist dispenses the cheaper one. Absent: no cap.
  genericBrandCap: z.boolean().optional(),
  retail: z.strictObject({
    curves: z.strictObject({ generic: z.union([cashCurve, powerCurve]), brand: cashCurve }),
    // Where a generic's cash level sits against the curve (log quantiles): drugs differ far more than chains do.
    drugLevels: logQuantiles.optional(),
    // Where a generic's cash level sits against the curve (log offsets) by the years it had been generic at `asOf`
    // (the survey's date), from its first ANDA approval: the first band whose `underYears` exceeds them (null: no
    // limit); `unknown` without a date. Present: the drug and chain draws (drugLevels, deviations) are not used.
    genericAgeLevels: z
      .strictObject({
        asOf: z.iso.date(),
        bands: z
          .array(z.strictObject({ underYears: z.number().positive().nullable(), level: z.number().min(-5).max(5) }))
          .min(1),
        unknown: z.number().min(-5).max(5),
        // A generic first approved after asOf is counted at this date (the NADAC week the prices are of), not as new
        // (PRICE-MODEL.md, "Twenty-eighth session"). Absent: every generic counts at asOf.
        laterAsOf: z.iso.date().optional(),
        // A generic under this many years at asOf was in its launch window when surveyed (priced off its brand, not a
        // settled generic price): it is counted at laterAsOf too (PRICE-MODEL.md, "Twenty-ninth session"). Absent: 0.
        settledYears: z.number().min(0).max(15).optional(),
        // The level of an OTC generic (NADAC's flag) the Orange Book does not date: sold off the shelf under a
        // monograph, never under exclusivity. Absent: `unknown`.
        otcUndated: z.number().min(-5).max(5).optional(),
      })
      .optional(),
    // The chains' departure from their index for one drug, for chains the survey did not measure.
    chainDeviations: logQuantiles.optional(),
    // No generic's cash price above the larger of ratio x C and minimum: an expensive generic's cash price stays within
    // `ratio` of its cost; a cheap one within the dearest cash prices the survey saw. With `fromCost` (the survey's
    // largest ingredient cost), past it the minimum grows with the cost as the curve does, x (C / fromCost)^exponent,
    // so a larger fill is never held at the price of a smaller one (PRICE-MODEL.md, "Twenty-ninth session").
    genericCeiling: z
      .strictObject({ ratio: z.number().min(1).max(10), minimum: money, fromCost: money.optional() })
      .optional(),
    // true: no generic's cash price below the reference its people card discounts from (the chain's people contract
    // price for it, before the minimum, over 1 - the contract's discount off the reference): a pharmacy sets its cash
    // price above what its contracts pay it (lesser-of), so the card saves at least that discount. Absent: no floor.
    referenceFloor: z.boolean().optional(),
    // A generic with a brand at the same dose (its NADAC known): its cash price is never above the brand's at the same
    // chain or store, quantity and dose (the pharmacist sells the cheaper one), and its level (the curve x its band x
    // the chain's index, before the floors) at most `levelRatio` x the brand's: the survey's generics sold under their
    // brand's cash price (PRICE-MODEL.md, "Twenty-seventh session"). Absent: no cap.
    genericBrandCash: z.strictObject({ levelRatio: z.number().positive().max(1) }).optional(),
    default: retailChain,
    chains: z.record(chainCode, retailChain),
  }),
});

export type PriceModel = z.infer<typeof priceModelSchema>;
export type ContractTerms = z.infer<typeof contractTerms>;
export type RetailChain = z.infer<typeof retailChain>;

export function parsePriceModel(input: unknown): PriceModel {
  return priceModelSchema.parse(input);
}

export const featuredBrandsSchema = z.strictObject({
  description: z.string(),
  brands: z
    .array(z.strictObject({ ndc: ndc11, name: z.string().min(1) }))
    .refine((brands) => new Set(brands.map((b) => b.ndc)).size === brands.length, "duplicate NDC"),
});

export type FeaturedBrands = z.infer<typeof featuredBrandsSchema>;
