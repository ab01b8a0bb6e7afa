import { computeDestinationPoint } from "geolib";
import { describe, expect, it } from "vitest";
import { indexZipGeography, REGION_RULE, sizeRegion, tallyRegion } from "./size-region";
import { buildSpatialGrid } from "./spatial-grid";
import type { LatLng, ZipRecord } from "./types";

const MANHATTAN = { zip: "10001", lat: 40.7484, lng: -73.9967, city: "New York", state: "NY" };
const MILES_CITY = { zip: "59301", lat: 46.4075, lng: -105.8332, city: "Miles City", state: "MT" };

// A point `miles` from `from` on the given bearing, so each fixture store sits at a known distance.
function at(from: LatLng, miles: number, bearing: number): LatLng {
  const p = computeDestinationPoint({ latitude: from.lat, longitude: from.lng }, miles * 1609.344, bearing);
  return { lat: p.latitude, lng: p.longitude };
}
const ring = (from: LatLng, count: number, miles: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, ...at(from, miles, (360 * i) / count) }));

const zips: ZipRecord[] = [
  MANHATTAN,
  { zip: "10018", ...at(MANHATTAN, 0.6, 20), city: "New York", state: "NY" },
  { zip: "07030", ...at(MANHATTAN, 3.5, 250), city: "Hoboken", state: "NJ" },
  MILES_CITY,
  { zip: "59317", ...at(MILES_CITY, 40, 180), city: "Broadus", state: "MT" },
  { zip: "59330", ...at(MILES_CITY, 70, 0), city: "Glendive", state: "MT" },
];
const geography = indexZipGeography(zips);

describe("sizeRegion", () => {
  it("stops at 2 miles in a dense zip and lists the stores inside, nearest first", () => {
    const stores = buildSpatialGrid([
      ...ring(MANHATTAN, 30, 1.5, "near"),
      ...ring(MANHATTAN, 10, 0.5, "closest"),
      ...ring(MANHATTAN, 40, 4, "far"),
    ]);
    const region = sizeRegion({ zip: "10001", geography, stores })!;
    expect(region.radiusMiles).toBe(2);
    expect(region.reachedMinStores).toBe(true);
    expect(region.stores).toHaveLength(40);
    expect(region.stores.slice(0, 10).every((s) => s.item.id.startsWith("closest"))).toBe(true);
    expect(region.stores.at(-1)!.distanceMiles).toBeCloseTo(1.5, 2);
  });

  it("grows step by step until the minimum is met", () => {
    const stores = buildSpatialGrid([...ring(MANHATTAN, 10, 1, "a"), ...ring(MANHATTAN, 20, 3.5, "b")]);
    const region = sizeRegion({ zip: "10001", geography, stores })!;
    expect(region.radiusMiles).toBe(5);
    expect(region.stores).toHaveLength(30);
  });

  it("reaches the 50-mile cap in a sparse rural zip and returns what it found", () => {
    const stores = buildSpatialGrid([
      ...ring(MILES_CITY, 2, 1, "town"),
      ...ring(MILES_CITY, 3, 30, "county"),
      ...ring(MILES_CITY, 40, 60, "beyond"),
    ]);
    const region = sizeRegion({ zip: "59301", geography, stores })!;
    expect(region.radiusMiles).toBe(50);
    expect(region.reachedMinStores).toBe(false);
    expect(region.stores.map((s) => s.item.id)).toHaveLength(5);
  });

  it("returns an empty region at the cap when no store is near, and null for an unknown zip", () => {
    const stores = buildSpatialGrid(ring(MANHATTAN, 30, 1, "nyc"));
    expect(sizeRegion({ zip: "59301", geography, stores })).toMatchObject({ radiusMiles: 50, stores: [] });
    expect(sizeRegion({ zip: "00000", geography, stores })).toBeNull();
  });

  it("follows a custom rule", () => {
    const stores = buildSpatialGrid(ring(MILES_CITY, 3, 30, "county"));
    const region = sizeRegion({ zip: "59301", geography, stores, rule: { radiiMiles: [10, 35], minStores: 3 } })!;
    expect(region).toMatchObject({ radiusMiles: 35, reachedMinStores: true });
  });

  it("tallies the same region by a key: the same radius, the same stores counted", () => {
    const stores = buildSpatialGrid([
      ...ring(MANHATTAN, 12, 1, "a"),
      ...ring(MANHATTAN, 20, 3.5, "b"),
      ...ring(MANHATTAN, 30, 7, "c"),
      ...ring(MILES_CITY, 3, 30, "d"),
    ]);
    const keyOf = (store: { id: string }) => store.id[0]!;
    for (const zip of ["10001", "10018", "07030", "59301", "59317", "59330", "00000"]) {
      const region = sizeRegion({ zip, geography, stores });
      const tally = tallyRegion({ zip, geography, stores, keyOf });
      if (!region) {
        expect(tally).toBeNull();
        continue;
      }
      const counts = new Map<string, number>();
      for (const { item } of region.stores) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
      expect(tally).toEqual({ ...region, stores: undefined, counts });
    }
  });

  it("documents its numbers", () => {
    expect(REGION_RULE).toEqual({ radiiMiles: [2, 5, 10, 25, 50], minStores: 25 });
  });
});
