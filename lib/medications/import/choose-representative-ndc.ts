// Picks the NDC that stands for a dose (dose.value) among the labelers and package sizes of one strength and form.
import type { NdcRecord } from "../catalog-types";

export type PriceableNdc = NdcRecord & { nadacPerUnit: number; pricingUnit: NonNullable<NdcRecord["pricingUnit"]> };

/**
 * The NDC with the most NADAC price points (the longest, densest survey record, so the package pharmacies buy most
 * steadily), then the lowest current NADAC (what a discount card should anchor on), then a CMS-stated pricing unit
 * over an inferred one, then the lowest NDC so the choice is stable.
 */
export function chooseRepresentativeNdc<T extends PriceableNdc>(ndcs: readonly T[]): T | null {
  let best: T | null = null;
  for (const ndc of ndcs) if (!best || compareNdcs(ndc, best) < 0) best = ndc;
  return best;
}

export function compareNdcs(a: PriceableNdc, b: PriceableNdc): number {
  return (
    b.pricePoints - a.pricePoints ||
    a.nadacPerUnit - b.nadacPerUnit ||
    Number(b.pricingUnitSource === "cms") - Number(a.pricingUnitSource === "cms") ||
    a.ndc.localeCompare(b.ndc)
  );
}
