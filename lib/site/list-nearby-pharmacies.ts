// "Pharmacies near you" on a medication page: every community pharmacy in the zip's region, chains and independents,
// each with its own price for the dose and quantity (the NPI pricing formula), cheapest or nearest first, optionally
// one chain's stores only, with the cheapest one named and every one of them as a map pin.
import "server-only";
import type { CardType } from "../accounts/permissions";
import { INDEPENDENT_CHAIN_CODE } from "../pharmacies/chains";
import { toRetailPharmacy } from "../pharmacies/list-chain-pharmacies";
import { loadNetworkIndex } from "../pharmacies/network-index";
import type { RetailPharmacy } from "../pharmacies/schemas";
import type { PriceObject } from "../pricing/price-at-pharmacies-core";
import { priceRegionStores, type RegionStore } from "../pricing/price-region-stores";
import { effectivePrice } from "../pricing/price-sort";
import { zipTimeZone, zoneOffsetMinutes } from "../geo/zip-time-zone";
import { paginate, type Pagination } from "../vocabulary/pagination";
import type { NearbySort } from "./nearby-sorts";
import { ensureSiteAccount } from "./site-account";
import { displayStreet, withDisplayStreet } from "./display-street";

export type NearbyPharmacy = RetailPharmacy & {
  chainCode: string;
  chainName: string | null; // null: an independent pharmacy
  price: PriceObject | null; // null: the drug is not covered there
  // The store's zip's time zone's offset from UTC now, in minutes: "Open now" is said on the store's clock.
  utcOffsetMinutes: number | null;
};

export type MapPin = { npi: string; name: string; street: string; lat: number; lng: number; price: string | null };

export type NearbyPharmacies = {
  zip: string;
  origin: { lat: number; lng: number };
  radiusMiles: number; // how far the region had to reach (2 to 50 miles)
  sort: NearbySort;
  chainCode: string | null;
  chains: { code: string; name: string; count: number }[]; // the region's chains, most stores first
  independents: number;
  cheapestNpi: string | null; // the cheapest of the listed pharmacies (of the chain when filtered)
  pharmacies: NearbyPharmacy[];
  pins: MapPin[]; // every listed pharmacy, not only this page
  pagination: Pagination;
  checkedAt: string;
};

const paid = (s: RegionStore) => (s.price ? effectivePrice(s.price) : Infinity);

// Cheapest first (a pharmacy that does not cover the drug last), equal prices nearest first; or nearest first.
export function sortRegionStores(stores: readonly RegionStore[], sort: NearbySort): RegionStore[] {
  const byDistance = (a: RegionStore, b: RegionStore) => a.miles - b.miles || a.store.npi.localeCompare(b.store.npi);
  return [...stores].sort(sort === "price" ? (a, b) => paid(a) - paid(b) || byDistance(a, b) : byDistance);
}

export async function listNearbyPharmacies({
  cardType,
  ndc,
  quantity,
  zip,
  sort,
  chainCode,
  index,
  limit,
}: {
  cardType: CardType;
  ndc: string;
  quantity: number;
  zip: string;
  sort: NearbySort;
  chainCode?: string;
  index: number;
  limit: number;
}): Promise<NearbyPharmacies> {
  const [network, account] = await Promise.all([loadNetworkIndex(), ensureSiteAccount()]);
  const region = await priceRegionStores({ account, cardType, ndc, quantity, zip });
  const counts = new Map<string, number>();
  for (const { store } of region.stores) counts.set(store.chainCode, (counts.get(store.chainCode) ?? 0) + 1);
  const chains = [...counts]
    .flatMap(([code, count]) => {
      const chain = network.chains.get(code);
      return chain ? [{ code, name: chain.name, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "en"));
  const filter = chainCode && counts.has(chainCode) ? chainCode : null;
  const listed = region.stores.filter((s) => filter === null || s.store.chainCode === filter);
  const sorted = sortRegionStores(listed, sort);
  const cheapest = sortRegionStores(listed, "price")[0];
  const { page, pagination } = paginate(sorted, index, limit);
  // Each zone's offset from UTC now, once per answer.
  const now = new Date();
  const offsets = new Map<string, number>();
  const offsetOf = (zone: string | null) => {
    if (zone === null) return null;
    if (!offsets.has(zone)) offsets.set(zone, zoneOffsetMinutes(zone, now));
    return offsets.get(zone)!;
  };
  return {
    zip,
    origin: region.center,
    radiusMiles: region.radiusMiles,
    sort,
    chainCode: filter,
    chains,
    independents: counts.get(INDEPENDENT_CHAIN_CODE) ?? 0,
    cheapestNpi: cheapest?.price ? cheapest.store.npi : null,
    pharmacies: page.map(({ store, miles, price }) => ({
      ...withDisplayStreet(toRetailPharmacy(store, miles)),
      chainCode: store.chainCode,
      chainName: network.chains.get(store.chainCode)?.name ?? null,
      price,
      utcOffsetMinutes: offsetOf(zipTimeZone(network.geography.byZip.get(store.zip))),
    })),
    pins: sorted.map(({ store, price }) => ({
      npi: store.npi,
      name: store.name,
      street: displayStreet(store.street),
      lat: store.lat,
      lng: store.lng,
      price: price ? effectivePrice(price).toFixed(2) : null,
    })),
    pagination,
    checkedAt: new Date().toISOString(),
  };
}
