// The shape of price-model.json: contract terms per card type and chain, the retail (UNC) model, store variation.
// Validated at load so a mistyped parameter fails at start-up, not as a wrong price. PRICE-MODEL.md explains each field.
import { z } from "zod";
import { ndc11 } from "../fields";

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

const network = z.strictObject({ default: contractTerms, chains: z.record(chainCode, contractTerms) });

const cashCurve = z.strictObject({ multiplier: z.number().min(0).max(1000), fee: money });

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
});

export const priceModelSchema = z.strictObject({
  version: z.string().min(1),
  reference: z.strictObject({ brandAwpFactor: z.number().min(1).max(3) }),
  storeVariation: z.strictObject({ band: z.number().min(0).max(0.25) }),
  contracts: z.strictObject({ people: network, pets: network }),
  retail: z.strictObject({
    curves: z.strictObject({ generic: cashCurve, brand: cashCurve }),
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
