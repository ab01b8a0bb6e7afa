// In-memory grid index over points: "everything within R miles, nearest first" reads only nearby cells, not every point.
import { getBoundsOfDistance } from "geolib";
import { distanceMiles, SPHERE_ERROR, sphericalMiles } from "./distance-miles";
import type { LatLng } from "./types";

export type Nearby<T> = { item: T; distanceMiles: number };

export type SpatialGrid<T extends LatLng> = {
  size: number;
  within: (center: LatLng, radiusMiles: number) => Nearby<T>[];
};

// 0.1 degree cells (about 7 by 5 miles in the US) keep a 2-mile query to a few cells and a 50-mile one to a few hundred.
const DEFAULT_CELL_DEGREES = 0.1;
const METERS_PER_MILE = 1609.344;
// geolib bounds use a sphere; a degree of latitude on the ellipsoid can be up to 0.7% shorter, so widen the box.
const BOUNDS_MARGIN = 1.01;

type Entry<T> = { item: T; order: number };

export function buildSpatialGrid<T extends LatLng>(
  items: readonly T[],
  cellDegrees: number = DEFAULT_CELL_DEGREES,
): SpatialGrid<T> {
  const cells = new Map<string, Entry<T>[]>();
  const cellOf = (degrees: number) => Math.floor(degrees / cellDegrees);
  items.forEach((item, order) => {
    const key = `${cellOf(item.lat)}:${cellOf(item.lng)}`;
    const bucket = cells.get(key);
    if (bucket) bucket.push({ item, order });
    else cells.set(key, [{ item, order }]);
  });

  function within(center: LatLng, radiusMiles: number): Nearby<T>[] {
    if (!(radiusMiles >= 0)) return [];
    const [min, max] = getBoundsOfDistance(
      { latitude: center.lat, longitude: center.lng },
      Math.max(radiusMiles * METERS_PER_MILE * BOUNDS_MARGIN, 1),
    );
    if (!min || !max) return [];
    const found: (Nearby<T> & { order: number })[] = [];
    // The cells cover more than the circle: the cheap spherical distance rules out most of what lies outside it.
    const roughLimit = radiusMiles * (1 + SPHERE_ERROR);
    for (let row = cellOf(min.latitude); row <= cellOf(max.latitude); row++) {
      for (let col = cellOf(min.longitude); col <= cellOf(max.longitude); col++) {
        for (const { item, order } of cells.get(`${row}:${col}`) ?? []) {
          if (sphericalMiles(center, item) > roughLimit) continue;
          const d = distanceMiles(center, item);
          if (d <= radiusMiles) found.push({ item, distanceMiles: d, order });
        }
      }
    }
    // Zip-centroid coordinates put many stores at one point: ties keep the input order so results are stable.
    found.sort((a, b) => a.distanceMiles - b.distanceMiles || a.order - b.order);
    return found.map(({ item, distanceMiles }) => ({ item, distanceMiles }));
  }

  return { size: items.length, within };
}
