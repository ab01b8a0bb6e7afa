import { computeDestinationPoint } from "geolib";
import { describe, expect, it } from "vitest";
import { indexZipGeography, KeyCounts, REGION_RULE, sizeRegion, type RegionRule } from "./size-region";
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

// Stores counted by the prefix of their id ("near", "far", ...).
const keyOf = (store: { id: string }) => store.id.replace(/\d+$/, "");
// The region with its counts as a Map, to compare whole.
const region = (
  zip: string,
  stores: ReturnType<typeof buildSpatialGrid<{ id: string } & LatLng>>,
  rule?: RegionRule,
) => {
  const sized = sizeRegion({ zip, geography, stores, keyOf, rule });
  return sized && { ...sized, counts: new Map(sized.counts) };
};

describe("KeyCounts", () => {
  it("keeps the counts in the order given and answers like a Map", () => {
    const counts = new KeyCounts([
      ["CVS", 3],
      ["WAG", 1],
    ]);
    expect([...counts]).toEqual([
      ["CVS", 3],
      ["WAG", 1],
    ]);
    expect(counts.get("WAG")).toBe(1);
    expect(counts.get("RAD")).toBeUndefined();
    expect(counts.total).toBe(4);
    expect([...new KeyCounts([])]).toEqual([]);
  });
});

describe("sizeRegion", () => {
  it("stops at 2 miles in a dense zip and counts the stores inside by key", () => {
    const stores = buildSpatialGrid([
      ...ring(MANHATTAN, 30, 1.5, "near"),
      ...ring(MANHATTAN, 10, 0.5, "closest"),
      ...ring(MANHATTAN, 40, 4, "far"),
    ]);
    expect(region("10001", stores)).toEqual({
      zip: "10001",
      center: MANHATTAN,
      radiusMiles: 2,
      reachedMinStores: true,
      counts: new Map([
        ["near", 30],
        ["closest", 10],
      ]),
    });
  });

  it("grows step by step until the minimum is met", () => {
    const stores = buildSpatialGrid([...ring(MANHATTAN, 10, 1, "a"), ...ring(MANHATTAN, 20, 3.5, "b")]);
    expect(region("10001", stores)).toMatchObject({
      radiusMiles: 5,
      counts: new Map([
        ["a", 10],
        ["b", 20],
      ]),
    });
  });

  it("reaches the 50-mile cap in a sparse rural zip and returns what it found", () => {
    const stores = buildSpatialGrid([
      ...ring(MILES_CITY, 2, 1, "town"),
      ...ring(MILES_CITY, 3, 30, "county"),
      ...ring(MILES_CITY, 40, 60, "beyond"),
    ]);
    expect(region("59301", stores)).toMatchObject({
      radiusMiles: 50,
      reachedMinStores: false,
      counts: new Map([
        ["town", 2],
        ["county", 3],
      ]),
    });
  });

  it("counts a store exactly on the radius, like the grid's list", () => {
    const stores = buildSpatialGrid([...ring(MANHATTAN, 24, 1, "in"), ...ring(MANHATTAN, 8, 2, "edge")]);
    const onTheEdge = stores.within(MANHATTAN, 2).filter((s) => keyOf(s.item) === "edge").length;
    expect(region("10001", stores)!.counts.get("edge") ?? 0).toBe(onTheEdge);
  });

  it("returns an empty region at the cap when no store is near, and null for an unknown zip", () => {
    const stores = buildSpatialGrid(ring(MANHATTAN, 30, 1, "nyc"));
    expect(region("59301", stores)).toMatchObject({ radiusMiles: 50, counts: new Map() });
    expect(region("00000", stores)).toBeNull();
  });

  it("follows a custom rule", () => {
    const stores = buildSpatialGrid(ring(MILES_CITY, 3, 30, "county"));
    expect(region("59301", stores, { radiiMiles: [10, 35], minStores: 3 })).toMatchObject({
      radiusMiles: 35,
      reachedMinStores: true,
    });
  });

  it("counts exactly the stores the grid lists within its radius", () => {
    const stores = buildSpatialGrid([
      ...ring(MANHATTAN, 12, 1, "a"),
      ...ring(MANHATTAN, 20, 3.5, "b"),
      ...ring(MANHATTAN, 30, 7, "c"),
      ...ring(MILES_CITY, 3, 30, "d"),
    ]);
    for (const zip of ["10001", "10018", "07030", "59301", "59317", "59330"]) {
      const sized = region(zip, stores)!;
      const counts = new Map<string, number>();
      for (const { item } of stores.within(sized.center, sized.radiusMiles)) {
        counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
      }
      expect(sized.counts).toEqual(counts);
    }
  });

  // Twenty-fifth session (NETWORK.md): a region prices chains, so 25 stores that are nearly all independents are not
  // yet enough; it grows until it holds the rule's chain stores too, but for them no farther than `chainMiles`.
  describe("with a minimum of chain stores", () => {
    const rule: RegionRule = { radiiMiles: [2, 5, 10, 25], minStores: 25, minChainStores: 5, chainMiles: 5 };
    const isChain = (key: string) => key !== "independent";
    const sized = (zip: string, stores: ReturnType<typeof buildSpatialGrid<{ id: string } & LatLng>>) =>
      sizeRegion({ zip, geography, stores, keyOf, isChain, rule });

    it("grows a 2-mile region of independents to 5 miles, where the chains stand", () => {
      const stores = buildSpatialGrid([
        ...ring(MANHATTAN, 30, 1, "independent"),
        ...ring(MANHATTAN, 2, 1.5, "cvs"),
        ...ring(MANHATTAN, 6, 3.5, "kroger"),
      ]);
      const region = sized("10001", stores)!;
      expect(region.radiusMiles).toBe(5);
      expect(new Map(region.counts)).toEqual(
        new Map([
          ["independent", 30],
          ["cvs", 2],
          ["kroger", 6],
        ]),
      );
      // Without isChain every store counts alike: the old rule's 2 miles.
      expect(sizeRegion({ zip: "10001", geography, stores, keyOf, rule })!.radiusMiles).toBe(2);
    });

    it("stops at 2 miles where the chain stores are dense, whatever the chains", () => {
      const stores = buildSpatialGrid([...ring(MANHATTAN, 20, 1, "independent"), ...ring(MANHATTAN, 12, 1.5, "cvs")]);
      expect(sized("10001", stores)!.radiusMiles).toBe(2);
    });

    it("grows for chain stores no farther than chainMiles, and for stores as before", () => {
      const fewChains = buildSpatialGrid([
        ...ring(MANHATTAN, 30, 1, "independent"),
        ...ring(MANHATTAN, 1, 3.5, "cvs"),
        ...ring(MANHATTAN, 9, 8, "kroger"),
      ]);
      expect(sized("10001", fewChains)!.radiusMiles).toBe(5);
      const fewStores = buildSpatialGrid([...ring(MANHATTAN, 10, 1, "independent"), ...ring(MANHATTAN, 20, 8, "cvs")]);
      expect(sized("10001", fewStores)!.radiusMiles).toBe(10);
    });
  });

  it("documents its numbers", () => {
    expect(REGION_RULE).toEqual({ radiiMiles: [2, 5, 10, 25, 50], minStores: 25, minChainStores: 5, chainMiles: 5 });
  });
});
