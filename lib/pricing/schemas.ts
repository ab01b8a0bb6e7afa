// Pricing contracts (spec 2.4, 2.6, 4.9, 4.10).
import { z } from "zod";
import { defineContract } from "../api/contract";
import { indexParam, limitParam } from "../api/common-schemas";
import { paginationSchema } from "../api/pagination";
import { MAX_NPIS } from "./npi-pricing";

const id = z.string().meta({ description: "Tracking id" });

// Pricing reads accessCode only to associate the request with a co-brand: it does not change prices, and the spec
// lists no errorCode for it, so any value is accepted (it is never stored, so even text with a NUL is harmless).
const accessCode = z
  .string()
  .optional()
  .meta({ description: "Associates the request with a co-brand of the account; prices do not depend on it" });

const sort = z
  .string()
  .regex(/^(true|false)$/i)
  .optional()
  .transform((v) => v?.toLowerCase() === "true")
  .meta({ description: "true: cheapest first (the lower of UNC and discounted); default false: request order" });

const ndc = z
  .string()
  .regex(/^\d{11}$/)
  .meta({ description: "NDC11, 11 digits without hyphens", example: "00378180010" });
const quantity = z.number().positive().max(100_000).meta({
  description: "Metric quantity in the NDC's NADAC pricing unit (tablets, mL, g); a whole number for units priced each",
  example: 30,
});
const daysSupply = z
  .int()
  .min(1)
  .max(365)
  .optional()
  .meta({ description: "Integer 1 to 365; changes the price only where a contract has 84+ day terms", example: 30 });

const price = z
  .object({
    unc: z.string().nullable().meta({ description: "Usual and customary (cash) price; null when not reported" }),
    discounted: z.string().meta({ description: "Discounted price", example: "9.75" }),
  })
  .meta({ id: "Price" });
const featured = z.boolean().meta({
  description: "The NDC is a Featured Brand: people pricing only, when the account's contract includes Featured Brands",
});
const metadata = z
  .object({ cache: z.boolean().meta({ description: "True when the answer was served from the pricing cache" }) })
  .meta({ id: "PricingMetadata" });

const pricedPharmacy = z
  .object({ npi: z.string(), type: z.literal("retail"), price, featured })
  .meta({ id: "PricedPharmacy" });
const failedPharmacy = z
  .object({
    npi: z.string(),
    code: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).meta({
      description: "1 not in network, 2 try again, 3 unknown error, 4 drug not covered at this pharmacy",
    }),
  })
  .meta({ id: "FailedPharmacy" });

const NOT_FOUND_DESCRIPTION =
  "NDC_NOT_FOUND (not in the catalog), NDC_NOT_COVERED (no NADAC price), QUANTITY_NOT_COVERED (part of a unit priced each)";

export const npiPeopleContract = defineContract({
  method: "post",
  path: "/pricing/v1/npi/people",
  tag: "Pricing",
  summary: "People prices of one NDC and quantity at up to 50 pharmacies by NPI",
  description:
    `The first ${MAX_NPIS} distinct NPIs are priced, in the order sent (a repeated NPI once); the rest are ignored. ` +
    "A pharmacy that cannot be priced is listed in `failed` with its code. Prices are deterministic per store and NDC.",
  permission: "pricing",
  cardType: "people",
  query: z.object({ accessCode, sort }),
  body: z.object({
    ndc,
    quantity,
    npis: z
      .array(z.string().regex(/^\d{10}$/))
      .min(1)
      .meta({ description: `10-digit NPIs; the first ${MAX_NPIS} distinct ones are priced`, example: ["1003000126"] }),
    daysSupply,
  }),
  response: z
    .object({ id, successful: z.array(pricedPharmacy), failed: z.array(failedPharmacy), metadata })
    .meta({ id: "NpiPricingResponse" }),
  errorCodes: {
    sort: "SORT_INCORRECT_OR_MISSING",
    ndc: "NDC_INCORRECT_OR_MISSING",
    quantity: "QUANTITY_INCORRECT_OR_MISSING",
    npis: "NPIS_INCORRECT_OR_MISSING",
    daysSupply: "DAYS_SUPPLY_INCORRECT_OR_MISSING",
  },
  otherResponses: { 404: NOT_FOUND_DESCRIPTION },
});

export const npiPetsContract = defineContract({
  ...npiPeopleContract,
  path: "/pricing/v1/npi/pets",
  summary: "Pets prices of one NDC and quantity at up to 50 pharmacies by NPI",
  cardType: "pets",
});

const chainPrice = z
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

export const regionPeopleContract = defineContract({
  method: "post",
  path: "/pricing/v1/region/people",
  tag: "Pricing",
  summary: "People prices of one NDC and quantity at the pharmacy chains of a zip code's region",
  description:
    "The region is a circle around the zip's centroid, 2, 5, 10, 25 or 50 miles, the smallest holding 25 pharmacies. " +
    "Chains are ordered cheapest first (the lower of UNC and discounted), equal prices by name; independents are not " +
    "a chain and are left out. Without a zip, for an unknown zip, or when the region has no chain store, every chain " +
    "is listed at its national price with count and score null.",
  permission: "pricing",
  cardType: "people",
  query: z.object({ accessCode, limit: limitParam, index: indexParam }),
  body: z.object({
    ndc,
    quantity,
    zip: z
      .string()
      .regex(/^\d{5}$/)
      .optional()
      .meta({ description: "Five digits", example: "10001" }),
    daysSupply,
  }),
  response: z
    .object({ id, pharmacies: z.array(chainPrice), pagination: paginationSchema, metadata })
    .meta({ id: "RegionPricingResponse" }),
  errorCodes: {
    limit: "LIMIT_INCORRECT_OR_MISSING",
    index: "INDEX_INCORRECT_OR_MISSING",
    ndc: "NDC_INCORRECT_OR_MISSING",
    quantity: "QUANTITY_INCORRECT_OR_MISSING",
    zip: "ZIP_INCORRECT_OR_MISSING",
    daysSupply: "DAYS_SUPPLY_INCORRECT_OR_MISSING",
  },
  otherResponses: { 404: NOT_FOUND_DESCRIPTION },
});

export const regionPetsContract = defineContract({
  ...regionPeopleContract,
  path: "/pricing/v1/region/pets",
  summary: "Pets prices of one NDC and quantity at the pharmacy chains of a zip code's region",
  cardType: "pets",
});
