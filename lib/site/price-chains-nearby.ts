// The chain prices a patient compares on a medication page: region pricing for their zip (or national prices),
// priced as the site account, with the time they were checked.
import "server-only";
import type { CardType } from "../accounts/permissions";
import type { Pagination } from "../vocabulary/pagination";
import { loadNetworkIndex } from "../pharmacies/network-index";
import { priceRegion } from "../pricing/price-region";
import type { ChainPrice } from "../pricing/price-region-core";
import { ensureSiteAccount } from "./site-account";

export type ChainPrices = {
  chains: ChainPrice[];
  pagination: Pagination;
  national: boolean; // no zip, an unknown zip, or no chain store in its region: national chain prices
  zipFound: boolean | null; // null without a zip; false for a zip the geography does not know ("00000")
  radiusMiles: number | null; // how far the zip's region reaches (2 to 50 miles)
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
  const [account, network] = await Promise.all([ensureSiteAccount(), loadNetworkIndex()]);
  const { pharmacies, pagination } = await priceRegion({ account, ...options });
  const region = options.zip === undefined ? null : network.regionOf(options.zip);
  return {
    zipFound: options.zip === undefined ? null : region !== null,
    radiusMiles: region?.radiusMiles ?? null,
    chains: pharmacies,
    pagination,
    national: pharmacies.length > 0 && pharmacies.every((p) => p.count === null),
    checkedAt: new Date().toISOString(),
  };
}
