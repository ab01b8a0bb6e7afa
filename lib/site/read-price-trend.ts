// The price trend of a medication's dose: its NADAC per pricing unit, month by month, with the unit named in the
// patient's language ("tablet", "mL", "g").
import "server-only";
import type { Locale } from "../vocabulary/locale";
import { getCatalog } from "../medications/catalog-index";
import { unitLabel } from "../medications/dose-labels";
import { listNadacHistory, type NadacMonth } from "../medications/list-nadac-history";

export type PriceTrend = { unit: string; months: NadacMonth[] };

export const TREND_MONTHS = 36;

export async function readPriceTrend({
  slug,
  ndc,
  locale,
}: {
  slug: string;
  ndc: string;
  locale: Locale;
}): Promise<PriceTrend | null> {
  const dose = (await getCatalog()).bySlug.get(slug)?.doses.find((d) => d.ndc === ndc);
  if (!dose) return null;
  const unit = dose.pricingUnit === "ML" ? "mL" : dose.pricingUnit === "GM" ? "g" : unitLabel(dose.unitKey, locale, 1);
  return { unit, months: await listNadacHistory({ ndc, months: TREND_MONTHS }) };
}
