// Lists one chain's retail stores in a zip's region, nearest first, one page at a time (spec 4.11).
import { notFound } from "../platform/errors";
import { paginate, type Pagination } from "../vocabulary/pagination";
import { distanceMiles } from "../geo/distance-miles";
import type { LatLng } from "../geo/types";
import { loadNetworkIndex, type NetworkIndex, type StoredPharmacy } from "./network-index";
import type { RetailPharmacy } from "./schemas";

export type ChainPharmaciesOptions = {
  zip: string;
  chainCode: string;
  limit: number;
  index: number;
  from?: LatLng; // the caller's position, for `distance`
};

export async function listChainPharmacies(
  options: ChainPharmaciesOptions,
): Promise<{ pharmacies: RetailPharmacy[]; pagination: Pagination }> {
  return listChainPharmaciesIn(await loadNetworkIndex(), options);
}

export function listChainPharmaciesIn(
  network: NetworkIndex,
  { zip, chainCode, limit, index, from }: ChainPharmaciesOptions,
): { pharmacies: RetailPharmacy[]; pagination: Pagination } {
  const region = network.regionOf(zip);
  if (!region) throw notFound("Zip code not found.", { errorCode: "ZIP_NOT_FOUND" });
  const chain = network.chains.get(chainCode);
  if (!chain) throw notFound("Chain not found.", { errorCode: "CHAIN_CODE_NOT_FOUND" });
  if (!region.counts.get(chain.code))
    throw notFound("No pharmacy of this chain in the region of the zip code.", { errorCode: "CHAIN_NOT_IN_REGION" });
  // The chain's stores within the region's radius, nearest the zip's centroid (or the caller) first; many share a
  // centroid, so the NPI breaks ties.
  const ofChain = network.ofChain(chain.code);
  const stores = (
    from
      ? network.stores
          .members(region.center, region.radiusMiles, ofChain)
          .map((store) => ({ store, sortMiles: distanceMiles(from, store) }))
      : network.stores
          .within(region.center, region.radiusMiles, ofChain)
          .map((s) => ({ store: s.item, sortMiles: s.distanceMiles }))
  ).sort((a, b) => a.sortMiles - b.sortMiles || a.store.npi.localeCompare(b.store.npi, "en"));
  const { page, pagination } = paginate(stores, index, limit);
  return {
    pharmacies: page.map(({ store, sortMiles }) => toRetailPharmacy(store, from ? sortMiles : null)),
    pagination,
  };
}

// The name is the store's banner (Duane Reade, Fred Meyer, Jewel-Osco) or its chain's display name, never NPPES's
// legal entity ("Garfield Beach CVS LLC"); the address tells the stores apart. placement and openingHours are extra
// fields (API guide): whether geo is the store's rooftop or its zip's centroid, and its hours where known.
export function toRetailPharmacy(store: StoredPharmacy, miles: number | null): RetailPharmacy {
  return {
    type: "retail",
    name: store.name,
    npi: store.npi,
    phone: store.phone ?? "",
    geo: { lat: store.lat, lng: store.lng },
    distance: miles === null ? null : Math.round(miles * 100) / 100,
    address: { street: store.street, city: store.city, state: store.state, zip: store.zip },
    placement: store.placement,
    openingHours: store.openingHours,
  };
}
