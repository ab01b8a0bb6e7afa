import { describe, expect, it, vi } from "vitest";
import { buildSpatialGrid, sortedByKey } from "./spatial-grid";
import type { LatLng } from "./types";

const calls = vi.hoisted(() => ({ distance: 0 }));
vi.mock("./distance-miles", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./distance-miles")>();
  return {
    ...actual,
    distanceMiles: (a: LatLng, b: LatLng) => {
      calls.distance++;
      return actual.distanceMiles(a, b);
    },
  };
});
const { distanceMiles } = await import("./distance-miles");

// A small deterministic generator so a failure can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

type Store = LatLng & { id: number };

function bruteForce(stores: Store[], center: LatLng, radiusMiles: number) {
  return stores
    .map((item, order) => ({ item, order, distanceMiles: distanceMiles(center, item) }))
    .filter((s) => s.distanceMiles <= radiusMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.order - b.order)
    .map(({ item, distanceMiles }) => ({ item, distanceMiles }));
}

describe("buildSpatialGrid", () => {
  const next = random(42);
  // Clustered like towns, with shared coordinates like zip centroids, over the lower 48 and Alaska.
  const towns = Array.from({ length: 300 }, () => ({ lat: 25 + next() * 40, lng: -150 + next() * 84 }));
  const stores: Store[] = Array.from({ length: 3000 }, (_, id) => {
    const town = towns[Math.floor(next() * towns.length)]!;
    const jitter = next() < 0.3 ? 0 : 0.6;
    return { id, lat: town.lat + (next() - 0.5) * jitter, lng: town.lng + (next() - 0.5) * jitter };
  });
  const grid = buildSpatialGrid(stores);

  it("returns exactly what a full scan returns, nearest first, on random points and radii", () => {
    for (let i = 0; i < 120; i++) {
      const town = towns[Math.floor(next() * towns.length)]!;
      const center = i % 2 ? town : { lat: 25 + next() * 40, lng: -150 + next() * 84 };
      const radius = [0, 0.5, 2, 5, 10, 25, 50, 120][i % 8]!;
      expect(grid.within(center, radius)).toEqual(bruteForce(stores, center, radius));
    }
  }, 60_000); // a full geodesic scan per case: seconds on a busy machine

  it("lists as members and tallies by key exactly what within returns, on random points and radii and exactly on the radius", () => {
    const keyOf = (store: Store) => String(store.id % 7);
    for (let i = 0; i < 120; i++) {
      const town = towns[Math.floor(next() * towns.length)]!;
      const center = i % 2 ? town : { lat: 25 + next() * 40, lng: -150 + next() * 84 };
      const radius = [0, 0.5, 2, 5, 10, 25, 50, 120][i % 8]!;
      const expected = new Map<string, number>();
      for (const { item } of grid.within(center, radius))
        expected.set(keyOf(item), (expected.get(keyOf(item)) ?? 0) + 1);
      expect(grid.tally(center, radius, keyOf)).toEqual(expected);
      expect(new Set(grid.members(center, radius))).toEqual(new Set(grid.within(center, radius).map((n) => n.item)));
    }
    const center = { lat: 40, lng: -100 };
    const one = buildSpatialGrid([{ id: 1, lat: 40.1, lng: -100 }]);
    const edge = distanceMiles(center, { lat: 40.1, lng: -100 });
    expect(one.tally(center, edge, keyOf)).toEqual(new Map([["1", 1]]));
    expect(one.tally(center, edge - 0.001, keyOf)).toEqual(new Map());
  });

  it("includes a point exactly on the radius and keeps input order among equal distances", () => {
    const center = { lat: 40, lng: -100 };
    const same = [
      { id: 1, lat: 40.1, lng: -100 },
      { id: 2, lat: 40.1, lng: -100 },
      { id: 3, lat: 40, lng: -100 },
    ];
    const small = buildSpatialGrid(same);
    const edge = distanceMiles(center, same[0]!);
    expect(small.within(center, edge).map((n) => n.item.id)).toEqual([3, 1, 2]);
    expect(small.within(center, edge - 0.001).map((n) => n.item.id)).toEqual([3]);
  });

  it("measures only the stores in nearby cells, not all of them", () => {
    calls.distance = 0;
    grid.within(towns[0]!, 5);
    expect(calls.distance).toBeGreaterThan(0);
    expect(calls.distance).toBeLessThan(stores.length / 20);
  });

  it("measures the geodesic distance only of stores near the circle, not of the whole cells", () => {
    // A store every 0.01 degree (under a mile) over 0.4 by 0.4 degrees: the cells around a 2-mile circle hold hundreds.
    const dense: Store[] = Array.from({ length: 1600 }, (_, id) => ({
      id,
      lat: 40 + Math.floor(id / 40) * 0.01,
      lng: -75 + (id % 40) * 0.01,
    }));
    const center = { lat: 40.203, lng: -74.797 };
    const denseGrid = buildSpatialGrid(dense);
    calls.distance = 0;
    const found = denseGrid.within(center, 2);
    const measured = calls.distance;
    const near = bruteForce(dense, center, 2 * 1.02).length;
    expect(found).toEqual(bruteForce(dense, center, 2));
    // Listing some of the stores measures only those.
    calls.distance = 0;
    const even = denseGrid.within(center, 2, (store) => store.id % 2 === 0);
    expect(even).toEqual(found.filter((n) => n.item.id % 2 === 0));
    expect(calls.distance).toBeLessThanOrEqual(near / 2 + 1);
    // Members are the same stores, measured only near the circle's edge.
    calls.distance = 0;
    const members = denseGrid.members(center, 2);
    expect(calls.distance).toBeLessThan(found.length / 3);
    expect(members.map((m) => m.id).sort((a, b) => a - b)).toEqual(found.map((n) => n.item.id).sort((a, b) => a - b));
    // A tally measures only the stores near the circle's edge.
    calls.distance = 0;
    expect(denseGrid.tally(center, 2, () => "all").get("all")).toBe(found.length);
    expect(calls.distance).toBeLessThan(found.length / 3);
    expect(measured).toBeGreaterThanOrEqual(found.length);
    expect(measured).toBeLessThanOrEqual(near);
  });
});

describe("sortedByKey", () => {
  const byComparator = (keys: Float64Array) => [...keys.keys()].sort((a, b) => keys[a]! - keys[b]! || a - b);

  it("orders indexes by key, then by index, for negative keys and ties as a comparator sort does", () => {
    const keys = Float64Array.from(
      { length: 5_000 },
      (_, i) => ((i * 7919) % 37) * 1_000_000 - ((i * 104_729) % 1_801),
    );
    expect([...sortedByKey(keys)]).toEqual(byComparator(keys));
    const cells = Float64Array.from([450 * 1_000_000 - 900, -3, -3, 0, 250 * 1_000_000 - 1_200, -3]);
    expect([...sortedByKey(cells)]).toEqual([1, 2, 5, 3, 4, 0]);
  });

  it("falls back to the comparator for keys too large to pack exactly", () => {
    const keys = Float64Array.from([2 ** 40, 1, -(2 ** 40), 1]);
    expect([...sortedByKey(keys)]).toEqual(byComparator(keys));
  });
});
