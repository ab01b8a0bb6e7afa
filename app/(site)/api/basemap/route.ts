// GET /api/basemap?south=&west=&north=&east=: county outlines and names and zip code centres in a map's view
import { listBasemapPlaces } from "@/lib/site/list-basemap-places";
import { basemapRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const GET = siteRoute(basemapRequest, (view) => listBasemapPlaces(view), {
  cacheControl: "public, max-age=86400",
});
