// Pharmacies routes: URL, permission, schemas and errorCodes (spec 2.5, 2.6, 4.11).
import { z } from "zod";
import { paginationSchema } from "../../vocabulary/pagination";
import { defineContract } from "../contract";
import { chainPharmaciesQuery, retailPharmacy } from "../../pharmacies/schemas";

export const chainPharmaciesContract = defineContract({
  method: "get",
  path: "/pharmacies/v1/chain",
  tag: "Pharmacies",
  summary: "The retail pharmacies of one chain in the region of a zip code",
  description:
    "The region is the one region pricing uses for the zip (a circle around its centroid, 2 to 50 miles, grown until " +
    "it holds 25 pharmacies), so `pagination.size` equals the chain's `count` there. With lat and lng, stores are " +
    "ordered nearest first and `distance` is in statute miles; without them, by distance from the zip's centroid, " +
    "with `distance` null. 404: unknown zip (ZIP_NOT_FOUND), unknown chainCode or INDEPENDENT (CHAIN_CODE_NOT_FOUND), " +
    "no store of the chain in the region (CHAIN_NOT_IN_REGION).",
  permission: "pharmacies",
  query: chainPharmaciesQuery,
  response: z
    .object({ id: z.string(), pharmacies: z.array(retailPharmacy), pagination: paginationSchema })
    .meta({ id: "ChainPharmaciesResponse" }),
  errorCodes: {
    zip: "ZIP_INCORRECT_OR_MISSING",
    chainCode: "CHAIN_CODE_INCORRECT_OR_MISSING",
    limit: "LIMIT_INCORRECT_OR_MISSING",
    index: "INDEX_INCORRECT_OR_MISSING",
    lat: "GEOLOCATION_INCORRECT_OR_MISSING",
    lng: "GEOLOCATION_INCORRECT_OR_MISSING",
  },
  otherResponses: {
    404: {
      description: "Zip or chainCode not found, or no store of the chain in the zip's region",
      errorCodes: ["ZIP_NOT_FOUND", "CHAIN_CODE_NOT_FOUND", "CHAIN_NOT_IN_REGION"],
    },
  },
});
