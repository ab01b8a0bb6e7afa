// The region of a zip code: a circle around its centroid, grown until it holds enough stores to price chains fairly.
import { buildSpatialGrid, type Nearby, type SpatialGrid } from "./spatial-grid";
import type { LatLng, ZipRecord } from "./types";

export type RegionRule = { radiiMiles: readonly number[]; minStores: number };

// 25 stores is enough for the big chains to appear with a count (Manhattan reaches it at 2 miles); 50 miles is the most
// a patient would drive, so sparse rural regions stop there with whatever stores they hold (possibly none).
export const REGION_RULE: RegionRule = { radiiMiles: [2, 5, 10, 25, 50], minStores: 25 };

export type ZipGeography = { byZip: ReadonlyMap<string, ZipRecord>; grid: SpatialGrid<ZipRecord> };

export type Region<T> = {
  zip: string;
  center: LatLng;
  radiusMiles: number;
  // False when even the largest radius holds fewer than minStores.
  reachedMinStores: boolean;
  stores: Nearby<T>[];
};

export function indexZipGeography(zips: readonly ZipRecord[]): ZipGeography {
  return { byZip: new Map(zips.map((z) => [z.zip, z])), grid: buildSpatialGrid(zips) };
}

// A region with its stores counted by a key (the chain) rather than listed: the same radius and the same stores as
// sizeRegion, at a fraction of the cost, for what needs only the counts.
export type RegionTally = Omit<Region<never>, "stores"> & { counts: Map<string, number> };

// Returns null for a zip the geography does not know.
export function sizeRegion<T extends LatLng>({
  zip,
  geography,
  stores,
  rule = REGION_RULE,
}: {
  zip: string;
  geography: ZipGeography;
  stores: SpatialGrid<T>;
  rule?: RegionRule;
}): Region<T> | null {
  const origin = geography.byZip.get(zip);
  if (!origin) return null;
  const center = { lat: origin.lat, lng: origin.lng };
  const grown = growRegion(
    rule,
    (radius) => stores.within(center, radius),
    (found) => found.length,
  );
  return { zip, center, radiusMiles: grown.radiusMiles, reachedMinStores: grown.reached, stores: grown.found };
}

export function tallyRegion<T extends LatLng>({
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
}): RegionTally | null {
  const origin = geography.byZip.get(zip);
  if (!origin) return null;
  const center = { lat: origin.lat, lng: origin.lng };
  const grown = growRegion(
    rule,
    (radius) => stores.tally(center, radius, keyOf),
    (counts) => [...counts.values()].reduce((sum, n) => sum + n, 0),
  );
  return { zip, center, radiusMiles: grown.radiusMiles, reachedMinStores: grown.reached, counts: grown.found };
}

// The smallest radius of the rule holding minStores, else the largest.
function growRegion<F>(rule: RegionRule, find: (radius: number) => F, size: (found: F) => number) {
  const radii = [...rule.radiiMiles].sort((a, b) => a - b);
  let radiusMiles = radii[0] ?? 0;
  let found = find(radiusMiles);
  for (const radius of radii.slice(1)) {
    if (size(found) >= rule.minStores) break;
    radiusMiles = radius;
    found = find(radius);
  }
  return { radiusMiles, found, reached: size(found) >= rule.minStores };
}
