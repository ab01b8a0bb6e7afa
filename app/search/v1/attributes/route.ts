// GET /search/v1/attributes/ (no slug in the path): 400 SLUG_INCORRECT_OR_MISSING
import { endpoint } from "@/lib/api/endpoint";
import { invalidParameter } from "@/lib/platform/errors";
import { attributesWithoutSlugContract } from "@/lib/api/contracts/medications";

export const GET = endpoint(attributesWithoutSlugContract, async () => {
  throw invalidParameter("SLUG_INCORRECT_OR_MISSING");
});
