// GET /api/search?q=: type-ahead suggestions for the site's search box (names are the same in every language)
import { searchRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";
import { suggestMedications } from "@/lib/site/suggest-medications";

export const GET = siteRoute(searchRequest, async ({ q }) => suggestMedications({ query: q, limit: 8 }), {
  cacheControl: "private, max-age=300",
});
