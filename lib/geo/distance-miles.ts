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

// The great-circle distance on a sphere of the Earth's mean radius: a few trig calls where Vincenty iterates. It is
// within 0.6% of the geodesic distance (the ellipsoid's radii of curvature lie within 0.6% of the mean radius), so
// a point more than SPHERE_ERROR beyond a radius this way is beyond it on the ellipsoid too.
const MEAN_EARTH_RADIUS_MILES = 6_371_008.8 / METERS_PER_MILE;
export const SPHERE_ERROR = 0.01;
const RADIANS = Math.PI / 180;

export function sphericalMiles(from: LatLng, to: LatLng): number {
  const dLat = (to.lat - from.lat) * RADIANS;
  const dLng = (to.lng - from.lng) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * MEAN_EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
