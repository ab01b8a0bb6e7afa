// Pricing routes: URL, permission, schemas and errorCodes (spec 2.4, 2.6, 4.9, 4.10).
import { z } from "zod";
import { indexParam, limitParam, zip } from "../../vocabulary/fields";
import { paginationSchema } from "../../vocabulary/pagination";
import { trackingId as id } from "../../vocabulary/fields";
import { defineContract } from "../contract";
import {
  accessCode,
  MAX_NPIS,
  chainPrice,
  daysSupply,
  failedPharmacy,
  metadata,
  ndc,
  npis,
  pricedPharmacy,
  quantity,
  sort,
} from "../../pricing/schemas";

const NOT_FOUND = {
  description:
    "NDC_NOT_FOUND (not in the catalog), NDC_NOT_COVERED (no NADAC price), QUANTITY_NOT_COVERED (part of a unit priced each)",
  errorCodes: ["NDC_NOT_FOUND", "NDC_NOT_COVERED", "QUANTITY_NOT_COVERED"],
};

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
    npis,
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
  otherResponses: { 404: NOT_FOUND },
});

export const npiPetsContract = defineContract({
  ...npiPeopleContract,
  path: "/pricing/v1/npi/pets",
  summary: "Pets prices of one NDC and quantity at up to 50 pharmacies by NPI",
  cardType: "pets",
});

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
    zip: zip
      .nullish()
      .transform((v) => v ?? undefined)
      .meta({ description: "Five digits; left out (or null) for the national chain prices", example: "10001" }),
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
  otherResponses: { 404: NOT_FOUND },
});

export const regionPetsContract = defineContract({
  ...regionPeopleContract,
  path: "/pricing/v1/region/pets",
  summary: "Pets prices of one NDC and quantity at the pharmacy chains of a zip code's region",
  cardType: "pets",
});
