// POST /pricing/v1/region/pets: pets prices of one NDC at the pharmacy chains of a zip code's region
import { endpoint } from "@/lib/api/endpoint";
import { priceRegion } from "@/lib/pricing/price-region";
import { regionPetsContract } from "@/lib/api/contracts/pricing";

export const POST = endpoint(regionPetsContract, async ({ account, query, body }) =>
  priceRegion({ account, cardType: "pets", index: query.index, limit: query.limit, ...body }),
);
