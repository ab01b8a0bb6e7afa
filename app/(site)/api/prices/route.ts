// POST /api/prices: chain prices of a dose and quantity near a zip (or national), for people or pets
import { priceChainsNearby } from "@/lib/site/price-chains-nearby";
import { pricesRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(pricesRequest, (request) => priceChainsNearby(request));
