// POST /api/locate: the zip code nearest the browser's coordinates ("use my location"); coordinates stay in the body
import { notFound } from "@/lib/platform/errors";
import { findNearestZip } from "@/lib/site/find-nearest-zip";
import { locateRequest } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(locateRequest, async (point) => {
  const nearest = await findNearestZip(point);
  if (!nearest) throw notFound("No zip code near this location.", { errorCode: "ZIP_NOT_FOUND" });
  return nearest;
});
