// Pricing request and response schemas (spec 2.4, 2.6, 4.9, 4.10); the routes are in lib/api/contracts.
import { z } from "zod";
import {
  accessCodeParam,
  booleanField,
  decimalNumber,
  ndc11,
  npi,
  quantity as quantityField,
} from "../vocabulary/fields";

// Spec 8: at most 50 NPIs are processed, the rest ignored.
export const MAX_NPIS = 50;

// A repeated NPI is priced once, where it first appears; the first 50 distinct NPIs are processed.
export function npisToPrice<T>(npis: readonly T[]): T[] {
  return [...new Set(npis)].slice(0, MAX_NPIS);
}

// Only the NPIs processed are read: one past the first 50 distinct is ignored, unread, so a malformed one there is no
// 400 (spec 8: "Additional NPIs are ignored").
export const npis = z
  .preprocess((list) => (Array.isArray(list) ? npisToPrice(list) : list), z.array(npi).min(1))
  .meta({
    description: `10-digit NPIs; the first ${MAX_NPIS} distinct ones are priced, the rest ignored unread`,
    example: ["1003000126"],
  });

export const accessCode = accessCodeParam.meta({
  description: "Associates the request with a co-brand of the account; prices do not depend on it",
});

export const sort = booleanField
  .optional()
  .transform((v) => v === true)
  .meta({ description: "true: cheapest first (the lower of UNC and discounted); default false: request order" });

export const ndc = ndc11.meta({ description: "NDC11, 11 digits without hyphens", example: "00378180010" });
export const quantity = quantityField.meta({
  description: "Metric quantity in the NDC's NADAC pricing unit (tablets, mL, g); a whole number for units priced each",
  example: 30,
});
// JSON null is no value: an optional field sent as null (as clients that write every property of their request type
// do) is the field left out, as in eligibility and enrollment.
export const daysSupply = decimalNumber(z.int().min(1).max(365))
  .nullish()
  .transform((v) => v ?? undefined)
  .meta({ description: "Integer 1 to 365; changes the price only where a contract has 84+ day terms", example: 30 });

export const price = z
  .object({
    unc: z.string().nullable().meta({ description: "Usual and customary (cash) price; null when not reported" }),
    discounted: z.string().meta({ description: "Discounted price", example: "9.75" }),
  })
  .meta({ id: "Price" });
const featured = z.boolean().meta({
  description:
    "The NDC is a Featured Brand: people pricing only, when the account's pricing terms include Featured Brands",
});
export const metadata = z
  .object({ cache: z.boolean().meta({ description: "True when the answer was served from the pricing cache" }) })
  .meta({ id: "PricingMetadata" });

export const pricedPharmacy = z
  .object({ npi: z.string(), type: z.literal("retail"), price, featured })
  .meta({ id: "PricedPharmacy" });
export const failedPharmacy = z
  .object({
    npi: z.string(),
    code: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).meta({
      description: "1 not in network, 2 try again, 3 unknown error, 4 drug not covered at this pharmacy",
    }),
  })
  .meta({ id: "FailedPharmacy" });

export const chainPrice = z
  .object({
    type: z.literal("chain"),
    name: z.string().meta({ description: "Display name of the chain", example: "CVS Pharmacy" }),
    code: z.string().meta({ description: "Chain code, the chainCode of /pharmacies/v1/chain", example: "CVS" }),
    price,
    count: z.int().nullable().meta({ description: "Stores of the chain in the region; null for national prices" }),
    score: z.int().nullable().meta({
      description: "Popularity rank in the region, 1 = most stores there; null for national prices",
    }),
    featured,
  })
  .meta({ id: "ChainPrice" });
