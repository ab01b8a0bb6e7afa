// The pharmacies a patient can drive to from a zip, chains and independents alike, nearest first. Region pricing keeps
// national chain prices for a zip whose region holds no chain (spec 4.10); this says which stores are actually near
// and whether the zip exists at all, for the site to show instead of chains that do not trade in that state.
import { REGION_RULE } from "../geo/size-region";
import { INDEPENDENT_CHAIN_CODE } from "./chains";
import { toRetailPharmacy } from "./list-chain-pharmacies";
import { loadNetworkIndex, type NetworkIndex } from "./network-index";
import type { RetailPharmacy } from "./schemas";

// The farthest a region reaches (lib/geo/size-region.ts): about an hour's drive in the country. Distances are
// straight-line miles from the zip's centre; roads are longer.
export const DRIVING_RADIUS_MILES = Math.max(...REGION_RULE.radiiMiles);
export const MAX_NEARBY_PHARMACIES = 50;

export type NearbyPharmacy = RetailPharmacy & {
  distance: number; // straight-line miles from the zip's centre, 2 decimals
  chainCode: string; // INDEPENDENT for an independent
  chainName: string | null; // the chain's display name; null for an independent
};

export type NearbyPharmacies =
  | { zipExists: false; zip: string }
  | {
      zipExists: true;
      zip: string;
      place: { city: string | null; state: string | null; lat: number; lng: number };
      radiusMiles: number;
      // The chains with a store within radiusMiles (not only among the stores listed), largest first.
      chainCodes: string[];
      pharmacies: NearbyPharmacy[];
    };

export type NearbyPharmaciesOptions = { zip: string; radiusMiles?: number; limit?: number };

export async function findNearbyPharmacies(options: NearbyPharmaciesOptions): Promise<NearbyPharmacies> {
  return findNearbyPharmaciesIn(await loadNetworkIndex(), options);
}

// A zip that is not five digits, or that no zip file knows (00000, 99999), does not exist: no error, so the site can
// say so next to the field.
export function findNearbyPharmaciesIn(
  network: NetworkIndex,
  { zip, radiusMiles = DRIVING_RADIUS_MILES, limit = 10 }: NearbyPharmaciesOptions,
): NearbyPharmacies {
  const origin = /^\d{5}$/.test(zip) ? network.geography.byZip.get(zip) : undefined;
  if (!origin) return { zipExists: false, zip };
  const radius = Math.min(Math.max(radiusMiles, 0), DRIVING_RADIUS_MILES);
  const count = Math.min(Math.max(Math.trunc(limit), 1), MAX_NEARBY_PHARMACIES);
  const nearby = network.stores
    .within(origin, radius)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.item.npi.localeCompare(b.item.npi, "en"));
  const chainCounts = new Map<string, number>();
  for (const { item } of nearby)
    if (item.chainCode !== INDEPENDENT_CHAIN_CODE) chainCounts.set(item.chainCode, (chainCounts.get(item.chainCode) ?? 0) + 1); // prettier-ignore
  return {
    zipExists: true,
    zip,
    place: { city: origin.city, state: origin.state, lat: origin.lat, lng: origin.lng },
    radiusMiles: radius,
    chainCodes: [...chainCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => code),
    pharmacies: nearby.slice(0, count).map(({ item, distanceMiles }) => ({
      ...toRetailPharmacy(item, distanceMiles),
      distance: Math.round(distanceMiles * 100) / 100,
      chainCode: item.chainCode,
      chainName: network.chains.get(item.chainCode)?.name ?? null,
    })),
  };
}
