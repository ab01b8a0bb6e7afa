// POST /api/search/picked: the medication a patient picked from the search, counted for "popular"
import { z } from "zod";
import { recordPickedMedication } from "@/lib/site/record-picked-medication";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(z.object({ slug: z.string().min(1).max(200) }), async ({ slug }) => {
  await recordPickedMedication({ slug });
  return new Response(null, { status: 204 });
});
