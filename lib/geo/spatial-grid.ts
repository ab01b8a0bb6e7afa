// In-memory grid index over points: "everything within R miles, nearest first" reads only nearby cells, not every point.
import { getBoundsOfDistance } from "geolib";
import { distanceMiles, SPHERE_ERROR, sphericalMiles } from "./distance-miles";
import type { LatLng } from "./types";

export type Nearby<T> = { item: T; distanceMiles: number };

// The points to consider (the others are not measured): a test of the item, or of its index in the source, which
// spares making the items it rules out.
export type PointFilter<T> = ((item: T) => boolean) | { index: (index: number) => boolean };

// Points as columns (a read model kept in typed arrays, lib/pharmacies/store-table.ts): the grid reads each point's
// coordinates by its index, and makes its item (`at`) only for a point it returns or a caller's filter reads.
export type PointSource<T> = {
  size: number;
  lat(index: number): number;
  lng(index: number): number;
  at(index: number): T;
};

export function pointsOf<T extends LatLng>(items: readonly T[]): PointSource<T> {
  return { size: items.length, lat: (i) => items[i]!.lat, lng: (i) => items[i]!.lng, at: (i) => items[i]! };
}

export type SpatialGrid<T extends LatLng> = {
  size: number;
  within: (center: LatLng, radiusMiles: number, only?: PointFilter<T>) => Nearby<T>[];
  // What `within` would return, in no order and without distances: the geodesic distance is measured only near the
  // circle's edge (inside, the spherical one is enough to tell).
  members: (center: LatLng, radiusMiles: number, only?: PointFilter<T>) => T[];
  // How many points `within` would return, by key: the geodesic distance is measured only near the circle's edge
  // (inside, the spherical one is enough to tell), and nothing is sorted.
  tally: (center: LatLng, radiusMiles: number, keyOf: (item: T) => string) => Map<string, number>;
  // The same by the points' indexes in the source, without making their items.
  tallyIndexes: (center: LatLng, radiusMiles: number, keyAt: (index: number) => string) => Map<string, number>;
};

// 0.1 degree cells (about 7 by 5 miles in the US) keep a 2-mile query to a few cells and a 50-mile one to a few hundred.
const DEFAULT_CELL_DEGREES = 0.1;
const METERS_PER_MILE = 1609.344;
// geolib bounds use a sphere; a degree of latitude on the ellipsoid can be up to 0.7% shorter, so widen the box.
const BOUNDS_MARGIN = 1.01;

// The indexes of `keys` ordered by key, then by index: each key and its index packed into one number (exact while
// |key| < 2^32 and there are under 2^20 items) and sorted natively, several times faster than a comparator.
const INDEX_BITS = 2 ** 20;
export function sortedByKey(keys: Float64Array): Int32Array {
  if (keys.length >= INDEX_BITS || keys.some((key) => !(Math.abs(key) < 2 ** 32)))
    return Int32Array.from(keys.keys()).sort((a, b) => keys[a]! - keys[b]! || a - b);
  const packed = new Float64Array(keys.length);
  for (let i = 0; i < keys.length; i++) packed[i] = keys[i]! * INDEX_BITS + i;
  packed.sort();
  const orders = new Int32Array(packed.length);
  for (let i = 0; i < packed.length; i++) orders[i] = packed[i]! - Math.floor(packed[i]! / INDEX_BITS) * INDEX_BITS;
  return orders;
}

export function buildSpatialGrid<T extends LatLng>(
  points: readonly T[] | PointSource<T>,
  cellDegrees: number = DEFAULT_CELL_DEGREES,
): SpatialGrid<T> {
  const source = isPointSource(points) ? points : pointsOf(points);
  const cellOf = (degrees: number) => Math.floor(degrees / cellDegrees);
  // Rows and columns as one number (a column is at most 360 / cellDegrees from the next row's).
  const cellKey = (row: number, col: number) => row * 1_000_000 + col;
  // The points sorted by cell (input order within a cell), their coordinates in typed arrays in that order, and a
  // cell a range of them: about 20 bytes a point, so a scan reads coordinates in order without touching the items it
  // rules out. (An object and two typed arrays per cell cost hundreds of bytes a point in the sparse rural cells.)
  // Plain loops: TypedArray.from with a mapping function goes through the iterator protocol, several times slower.
  const keys = new Float64Array(source.size);
  for (let i = 0; i < source.size; i++) keys[i] = cellKey(cellOf(source.lat(i)), cellOf(source.lng(i)));
  const orders = sortedByKey(keys);
  const lats = new Float64Array(orders.length);
  const lngs = new Float64Array(orders.length);
  for (let i = 0; i < orders.length; i++) {
    lats[i] = source.lat(orders[i]!);
    lngs[i] = source.lng(orders[i]!);
  }
  // A cell's key -> its index c; its points are starts[c] up to starts[c + 1].
  const cells = new Map<number, number>();
  const cellStarts: number[] = [];
  orders.forEach((order, i) => {
    if (i > 0 && keys[order] === keys[orders[i - 1]!]) return;
    cells.set(keys[order]!, cellStarts.length);
    cellStarts.push(i);
  });
  cellStarts.push(orders.length);
  const starts = Int32Array.from(cellStarts);

  // Each point that may lie within the radius, with its spherical distance: the cells around the circle, less what
  // the bounding box and then the cheap spherical distance rule out (most of what the cells hold beyond the circle).
  // `visit` gets the point's index in the source and its coordinates (the item is made only if the caller needs it).
  function scan(
    center: LatLng,
    radiusMiles: number,
    visit: (order: number, point: LatLng, roughMiles: number) => void,
  ) {
    if (!(radiusMiles >= 0)) return;
    const [min, max] = getBoundsOfDistance(
      { latitude: center.lat, longitude: center.lng },
      Math.max(radiusMiles * METERS_PER_MILE * BOUNDS_MARGIN, 1),
    );
    if (!min || !max) return;
    const roughLimit = radiusMiles * (1 + SPHERE_ERROR);
    for (let row = cellOf(min.latitude); row <= cellOf(max.latitude); row++) {
      for (let col = cellOf(min.longitude); col <= cellOf(max.longitude); col++) {
        const cell = cells.get(cellKey(row, col));
        if (cell === undefined) continue;
        for (let i = starts[cell]!; i < starts[cell + 1]!; i++) {
          const lat = lats[i]!;
          const lng = lngs[i]!;
          if (lat < min.latitude || lat > max.latitude || lng < min.longitude || lng > max.longitude) continue;
          const point = { lat, lng };
          const rough = sphericalMiles(center, point);
          if (rough <= roughLimit) visit(orders[i]!, point, rough);
        }
      }
    }
  }

  // The item of a point the filter keeps (made once), or undefined.
  function kept(order: number, only: PointFilter<T> | undefined): T | undefined {
    if (only === undefined) return source.at(order);
    if (typeof only !== "function") return only.index(order) ? source.at(order) : undefined;
    const item = source.at(order);
    return only(item) ? item : undefined;
  }

  function within(center: LatLng, radiusMiles: number, only?: PointFilter<T>): Nearby<T>[] {
    const found: (Nearby<T> & { order: number })[] = [];
    scan(center, radiusMiles, (order, point) => {
      const item = only ? kept(order, only) : undefined;
      if (only && item === undefined) return;
      const d = distanceMiles(center, point);
      if (d <= radiusMiles) found.push({ item: item ?? source.at(order), distanceMiles: d, order });
    });
    // Zip-centroid coordinates put many stores at one point: ties keep the input order so results are stable.
    found.sort((a, b) => a.distanceMiles - b.distanceMiles || a.order - b.order);
    return found.map(({ item, distanceMiles }) => ({ item, distanceMiles }));
  }

  // The points within the radius, in no order: inside by the spherical distance, or by the geodesic one near the edge.
  function scanInside(center: LatLng, radiusMiles: number, visit: (order: number) => void) {
    const surelyInside = radiusMiles * (1 - SPHERE_ERROR);
    scan(center, radiusMiles, (order, point, rough) => {
      if (rough < surelyInside || distanceMiles(center, point) <= radiusMiles) visit(order);
    });
  }

  function members(center: LatLng, radiusMiles: number, only?: PointFilter<T>): T[] {
    const found: T[] = [];
    scanInside(center, radiusMiles, (order) => {
      const item = kept(order, only);
      if (item !== undefined) found.push(item);
    });
    return found;
  }

  function tallyIndexes(center: LatLng, radiusMiles: number, keyAt: (index: number) => string) {
    const counts = new Map<string, number>();
    scanInside(center, radiusMiles, (order) => {
      const key = keyAt(order);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    return counts;
  }

  const tally = (center: LatLng, radiusMiles: number, keyOf: (item: T) => string) =>
    tallyIndexes(center, radiusMiles, (order) => keyOf(source.at(order)));

  return { size: source.size, within, members, tally, tallyIndexes };
}

function isPointSource<T>(points: readonly T[] | PointSource<T>): points is PointSource<T> {
  return !Array.isArray(points);
}
