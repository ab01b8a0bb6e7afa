// The chain prices a patient compares on a medication page: region pricing for their zip (or national prices),
// priced as the site account, with the time they were checked. Near a zip, a chain's price is its cheapest store's
// there (the NPI pricing formula, the same prices the list of nearby pharmacies shows, with that store's NPI), so the
// summary never names a price none of the chain's stores has; cheapest first. Without a zip: the chains' national
// prices.
import "server-only";
import type { CardType } from "../accounts/permissions";
import { paginate, type Pagination } from "../vocabulary/pagination";
import { loadNetworkIndex } from "../pharmacies/network-index";
import { priceRegion } from "../pricing/price-region";
import type { ChainPrice } from "../pricing/price-region-core";
import { priceRegionStores, type RegionStore } from "../pricing/price-region-stores";
import { withoutStoreNumber } from "../pharmacies/store-number";
import { sortByPrice } from "../pricing/price-sort";
import { sortRegionStores } from "./list-nearby-pharmacies";
import { ensureSiteAccount } from "./site-account";
import { zipTimeZone } from "../geo/zip-time-zone";

// `store`: the chain's cheapest store near the zip, whose price this is (null for a national price); `banner`: the
// name on that store's sign where it is not the chain's (Kroger's Mariano's in Chicago, Albertsons' Jewel-Osco).
export type NearbyChainPrice = ChainPrice & { store: string | null; banner: string | null };

export type ChainPrices = {
  chains: NearbyChainPrice[];
  pagination: Pagination;
  national: boolean; // no zip, an unknown zip, or no chain store in its region: national chain prices
  zipFound: boolean | null; // null without a zip; false for a zip the geography does not know ("00000")
  radiusMiles: number | null; // how far the zip's region reaches (2 to 50 miles)
  checkedAt: string; // ISO time
  timeZone: string | null; // the zip's ("America/Chicago"): the checked time is said in it, on the server and in the browser
};

const ALL = 10_000;

export async function priceChainsNearby(options: {
  cardType: CardType;
  ndc: string;
  quantity: number;
  zip?: string;
  index: number;
  limit: number;
}): Promise<ChainPrices> {
  const [account, network] = await Promise.all([ensureSiteAccount(), loadNetworkIndex()]);
  const region = options.zip === undefined ? null : network.regionOf(options.zip);
  const { pharmacies } = await priceRegion({ account, ...options, index: 0, limit: ALL });
  const national = pharmacies.length > 0 && pharmacies.every((p) => p.count === null);
  const stores =
    region && !national && options.zip
      ? (
          await priceRegionStores({
            account,
            cardType: options.cardType,
            ndc: options.ndc,
            quantity: options.quantity,
            zip: options.zip,
          })
        ).stores
      : null;
  const chains = stores
    ? atCheapestStores(pharmacies, stores)
    : pharmacies.map((p) => ({ ...p, store: null, banner: null }));
  const { page, pagination } = paginate(chains, options.index, options.limit);
  return {
    zipFound: options.zip === undefined ? null : region !== null,
    radiusMiles: region?.radiusMiles ?? null,
    chains: page,
    pagination,
    national,
    checkedAt: new Date().toISOString(),
    timeZone: options.zip === undefined ? null : zipTimeZone(network.geography.byZip.get(options.zip)),
  };
}

// Each chain at its cheapest covering store of the region (the nearby list's order: equal prices, the nearer store),
// cheapest chain first (equal prices keep region pricing's order); a chain none of whose stores there covers the drug
// keeps its own price.
export function atCheapestStores(chains: readonly ChainPrice[], stores: readonly RegionStore[]): NearbyChainPrice[] {
  const cheapest = new Map<string, RegionStore>();
  for (const s of sortRegionStores(stores, "price"))
    if (s.price && !cheapest.has(s.store.chainCode)) cheapest.set(s.store.chainCode, s);
  return sortByPrice(
    chains.map((chain) => {
      const best = cheapest.get(chain.code);
      if (!best) return { ...chain, store: null, banner: null };
      const sign = withoutStoreNumber(best.store.name);
      return { ...chain, price: best.price!, store: best.store.npi, banner: sign === chain.name ? null : sign };
    }),
  );
}
