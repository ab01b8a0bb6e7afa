// Geodesic distance in statute miles on the WGS-84 ellipsoid, the one distance every search and region rule uses.
import { getDistance, getPreciseDistance } from "geolib";
import type { LatLng } from "./types";

const METERS_PER_MILE = 1609.344;

export function distanceMiles(from: LatLng, to: LatLng): number {
  const a = { latitude: from.lat, longitude: from.lng };
  const b = { latitude: to.lat, longitude: to.lng };
  // Vincenty does not converge for nearly antipodal points; the spherical figure is then close enough.
  const precise = getPreciseDistance(a, b, 0.01);
  const meters = Number.isNaN(precise) ? getDistance(a, b, 0.01) : precise;
  return meters / METERS_PER_MILE;
}
