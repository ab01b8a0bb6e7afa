// The in-memory read model of the pharmacy network: stores by NPI, a spatial grid of every store, the zip geography
// and the chains with their national store counts. Pricing reads it on every request, so it never queries per store;
// an import of the network (a new data version) rebuilds it.
import { db } from "../db";
import { versionedCache } from "../data-version";
import { indexZipGeography, sizeRegion, type Region, type ZipGeography } from "../geo/size-region";
import { buildSpatialGrid, type SpatialGrid } from "../geo/spatial-grid";
import type { ZipRecord } from "../geo/types";
import { LruCache } from "../lru-cache";
import { INDEPENDENT_CHAIN_CODE } from "./network/chains";
import type { PharmacyRecord } from "./network/types";

// A store as pricing and the pharmacies endpoint see it: the imported record without its coordinate provenance.
export type StoredPharmacy = Omit<PharmacyRecord, "coordinateSource">;

export type StoredChain = { code: string; name: string; storeCount: number };

export type NetworkStore = {
  byNpi: ReadonlyMap<string, StoredPharmacy>;
  // Real chains with at least one store; INDEPENDENT groups unrelated stores, so it is not one.
  chains: ReadonlyMap<string, StoredChain>;
  geography: ZipGeography;
  stores: SpatialGrid<StoredPharmacy>;
  // The zip's region (lib/geo/size-region.ts) over every community pharmacy, chain or not, since its size follows the
  // density of pharmacies, with its stores counted by chain code; null for a zip the geography does not know. Region
  // pricing ranks its chains; the pharmacies endpoint lists a chain's stores within its radius, so a chain's `count`
  // in one is the `pagination.size` of the other.
  regionOf(zip: string): Region | null;
};

// Regions are memoized per zip: the grid query for a 50-mile region reads a few hundred cells. 20,000 holds every
// zip with a store nearby (11,520 zips have a store of their own).
const REGIONS_KEPT = 20_000;

export function buildNetworkStore({
  chains,
  pharmacies,
  zips,
}: {
  chains: readonly { code: string; name: string }[];
  pharmacies: readonly StoredPharmacy[];
  zips: readonly ZipRecord[];
}): NetworkStore {
  const storeCounts = new Map<string, number>();
  for (const p of pharmacies) storeCounts.set(p.chainCode, (storeCounts.get(p.chainCode) ?? 0) + 1);
  const chainMap = new Map<string, StoredChain>();
  for (const { code, name } of chains) {
    const storeCount = storeCounts.get(code) ?? 0;
    if (code !== INDEPENDENT_CHAIN_CODE && storeCount > 0) chainMap.set(code, { code, name, storeCount });
  }
  const geography = indexZipGeography(zips);
  const stores = buildSpatialGrid(pharmacies);
  // The whole store is replaced when the network changes, so nothing here expires.
  const regions = new LruCache<{ region: Region | null }>({
    maxEntries: REGIONS_KEPT,
    ttlMs: Number.POSITIVE_INFINITY,
  });
  return {
    byNpi: new Map(pharmacies.map((p) => [p.npi, p])),
    chains: chainMap,
    geography,
    stores,
    regionOf(zip) {
      const known = regions.get(zip);
      if (known) return known.region;
      const region = sizeRegion({ zip, geography, stores, keyOf: (store) => store.chainCode });
      regions.set(zip, { region });
      return region;
    },
  };
}

async function readNetwork(): Promise<NetworkStore> {
  const [chains, pharmacies, zips] = await Promise.all([
    db.chain.findMany({ orderBy: { code: "asc" } }),
    db.pharmacy.findMany({
      orderBy: { npi: "asc" },
      select: {
        npi: true,
        name: true,
        chainCode: true,
        phone: true,
        street: true,
        city: true,
        state: true,
        zip: true,
        lat: true,
        lng: true,
      },
    }),
    db.zip.findMany({ orderBy: { zip: "asc" } }),
  ]);
  return buildNetworkStore({
    chains,
    pharmacies,
    zips: zips.map((z) => ({ ...z, city: z.city || null, state: z.state || null })),
  });
}

export const loadNetworkStore = versionedCache("network", "network", readNetwork);
