// POST /api/savings: what a brand's generic costs at the same dose and quantity, or that it has none
import { compareGenericPrice } from "@/lib/site/compare-generic-price";
import { savingsRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(savingsRequest, async (request) => ({ saving: await compareGenericPrice(request) }));
