// Geodesic distance in statute miles on the WGS-84 ellipsoid, the one distance every search and region rule uses.
import { getDistance } from "geolib";
import type { LatLng } from "./types";

const METERS_PER_MILE = 1609.344;

export function distanceMiles(from: LatLng, to: LatLng): number {
  // Vincenty does not converge for nearly antipodal points; the spherical figure is then close enough.
  const precise = vincentyMeters(from, to);
  const meters = Number.isNaN(precise)
    ? getDistance({ latitude: from.lat, longitude: from.lng }, { latitude: to.lat, longitude: to.lng }, 0.01)
    : precise;
  return meters / METERS_PER_MILE;
}

// geolib's getPreciseDistance(from, to, 0.01), the same arithmetic in the same order (so the same numbers), without
// its input parsing: it reads each coordinate through toString and parseFloat (to accept sexagesimal strings), which
// was half its cost, and sizing every zip's region at start measures hundreds of thousands of distances.
const WGS84_A = 6378137; // geolib's earthRadius
const WGS84_B = 6356752.314245;
const WGS84_F = 1 / 298.257223563;
const DEG_TO_RAD = Math.PI / 180;

export function vincentyMeters(from: LatLng, to: LatLng): number {
  const L = (to.lng - from.lng) * DEG_TO_RAD;
  const U1 = Math.atan((1 - WGS84_F) * Math.tan(from.lat * DEG_TO_RAD));
  const U2 = Math.atan((1 - WGS84_F) * Math.tan(to.lat * DEG_TO_RAD));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);
  let lambda = L;
  let lambdaP: number;
  let iterLimit = 100;
  let cosSigma: number;
  let sigma: number;
  let sinSigma: number;
  let cosSqAlpha: number;
  let cos2SigmaM: number;
  do {
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    sinSigma = Math.sqrt(
      cosU2 * sinLambda * (cosU2 * sinLambda) +
        (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda),
    );
    if (sinSigma === 0) return 0;
    cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    cosSqAlpha = 1 - sinAlpha * sinAlpha;
    cos2SigmaM = cosSigma - (2 * sinU1 * sinU2) / cosSqAlpha;
    if (Number.isNaN(cos2SigmaM)) cos2SigmaM = 0;
    const C = (WGS84_F / 16) * cosSqAlpha * (4 + WGS84_F * (4 - 3 * cosSqAlpha));
    lambdaP = lambda;
    lambda =
      L +
      (1 - C) *
        WGS84_F *
        sinAlpha *
        (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
  } while (Math.abs(lambda - lambdaP) > 1e-12 && --iterLimit > 0);
  if (iterLimit === 0) return NaN;
  const uSq = (cosSqAlpha * (WGS84_A * WGS84_A - WGS84_B * WGS84_B)) / (WGS84_B * WGS84_B);
  const A = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
  const B = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
  const deltaSigma =
    B *
    sinSigma *
    (cos2SigmaM +
      (B / 4) *
        (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
          (B / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
  const distance = WGS84_B * A * (sigma - deltaSigma);
  return Math.round(distance / 0.01) * 0.01;
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
