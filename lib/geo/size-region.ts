// The region of a zip code: a circle around its centroid, grown until it holds enough stores to price chains fairly.
import { buildSpatialGrid, type SpatialGrid } from "./spatial-grid";
import type { LatLng, ZipRecord } from "./types";

export type RegionRule = { radiiMiles: readonly number[]; minStores: number };

// 25 stores is enough for the big chains to appear with a count (Manhattan reaches it at 2 miles); 50 miles is the most
// a patient would drive, so sparse rural regions stop there with whatever stores they hold (possibly none).
export const REGION_RULE: RegionRule = { radiiMiles: [2, 5, 10, 25, 50], minStores: 25 };

export type ZipGeography = { byZip: ReadonlyMap<string, ZipRecord>; grid: SpatialGrid<ZipRecord> };

// A zip's region: the radius the rule settled on and its stores counted by a key (the chain). A caller that lists
// stores scans the grid within the same radius, so its list matches these counts.
export type Region = {
  zip: string;
  center: LatLng;
  radiusMiles: number;
  // False when even the largest radius holds fewer than minStores.
  reachedMinStores: boolean;
  counts: Map<string, number>;
};

export function indexZipGeography(zips: readonly ZipRecord[]): ZipGeography {
  return { byZip: new Map(zips.map((z) => [z.zip, z])), grid: buildSpatialGrid(zips) };
}

// Returns null for a zip the geography does not know.
export function sizeRegion<T extends LatLng>({
  zip,
  geography,
  stores,
  keyOf,
  rule = REGION_RULE,
}: {
  zip: string;
  geography: ZipGeography;
  stores: SpatialGrid<T>;
  keyOf: (item: T) => string;
  rule?: RegionRule;
}): Region | null {
  const origin = geography.byZip.get(zip);
  if (!origin) return null;
  const center = { lat: origin.lat, lng: origin.lng };
  const size = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);
  const radii = [...rule.radiiMiles].sort((a, b) => a - b);
  let radiusMiles = radii[0] ?? 0;
  let counts = stores.tally(center, radiusMiles, keyOf);
  for (const radius of radii.slice(1)) {
    if (size(counts) >= rule.minStores) break;
    radiusMiles = radius;
    counts = stores.tally(center, radius, keyOf);
  }
  return { zip, center, radiusMiles, reachedMinStores: size(counts) >= rule.minStores, counts };
}
