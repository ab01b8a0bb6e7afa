// The chain prices a patient compares on a medication page: region pricing for their zip (or national prices),
// priced as the site account, with the time they were checked.
import "server-only";
import type { CardType } from "../accounts/permissions";
import type { Pagination } from "../pagination";
import { priceRegion } from "../pricing/price-region";
import type { ChainPrice } from "../pricing/price-region-core";
import { ensureSiteAccount } from "./site-account";

export type ChainPrices = {
  chains: ChainPrice[];
  pagination: Pagination;
  national: boolean; // no zip, an unknown zip, or no chain store in its region: national chain prices
  checkedAt: string; // ISO time
};

export async function priceChainsNearby(options: {
  cardType: CardType;
  ndc: string;
  quantity: number;
  zip?: string;
  index: number;
  limit: number;
}): Promise<ChainPrices> {
  const account = await ensureSiteAccount();
  const { pharmacies, pagination } = await priceRegion({ account, ...options });
  return {
    chains: pharmacies,
    pagination,
    national: pharmacies.length > 0 && pharmacies.every((p) => p.count === null),
    checkedAt: new Date().toISOString(),
  };
}
