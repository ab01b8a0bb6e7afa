// POST /pricing/v1/region/people: people prices of one NDC at the pharmacy chains of a zip code's region
import { endpoint } from "@/lib/api/endpoint";
import { priceRegion } from "@/lib/pricing/price-region";
import { regionPeopleContract } from "@/lib/api/contracts/pricing";

export const POST = endpoint(regionPeopleContract, async ({ account, query, body }) =>
  priceRegion({ account, cardType: "people", index: query.index, limit: query.limit, ...body }),
);
