// POST /api/nearby: every pharmacy in a zip's region with its own price for a dose and quantity, sorted and paged
import { listNearbyPharmacies } from "@/lib/site/list-nearby-pharmacies";
import { nearbyRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(nearbyRequest, (request) => listNearbyPharmacies(request));
