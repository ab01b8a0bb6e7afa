// GET /api/price-history?slug=&ndc=: the dose's monthly NADAC trend (public data, cached by the browser)
import { z } from "zod";
import { notFound } from "@/lib/platform/errors";
import { readPreferences } from "@/lib/site/read-preferences";
import { readPriceTrend } from "@/lib/site/read-price-trend";
import { siteRoute } from "@/lib/api/site-route";
import { ndc11 } from "@/lib/vocabulary/fields";

export const GET = siteRoute(
  z.object({ slug: z.string().min(1).max(200), ndc: ndc11 }),
  async ({ slug, ndc }) => {
    const { locale } = await readPreferences();
    const trend = await readPriceTrend({ slug, ndc, locale });
    if (!trend) throw notFound("Dose not found.");
    return trend;
  },
  { cacheControl: "private, max-age=3600" },
);
