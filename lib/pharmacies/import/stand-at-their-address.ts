// Twenty-fourth session (NETWORK.md): a store left on its zip's centroid whose own zip and street a public file
// geocodes stands at that point. The files name no store of the network there (a clinic's or hospital's row of the
// 2022 locator at the building its pharmacy shares, an HHS Test to Treat site), so they only move a store already
// kept, after every rule that keeps, drops or joins stores has run: a store with a point from them is no more
// "placed by a list" than it was, and two NPIs of one name stay as the counter rule left them.
import { distanceMiles } from "../../geo/distance-miles";
import type { LatLng } from "../../geo/types";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { streetKey } from "./normalize-street";
import type { AddressPoint } from "./parse-address-points";
import {
  CENTROID_MILES,
  LOCATOR_POINT_MILES,
  SAME_PLACE_MILES,
  withField,
  type PlacedPharmacy,
  type ZipPoints,
} from "./place-pharmacies";
import type { PharmacyRecord } from "../pharmacy-record";

export type StreetPoints = ReadonlyMap<string, readonly AddressPoint[]>;

export function indexStreetPoints(points: readonly AddressPoint[]): StreetPoints {
  const atStreet = new Map<string, AddressPoint[]>();
  for (const a of points) {
    const key = streetKey(a.street);
    if (key) atStreet.set(`${a.zip}|${key}`, [...(atStreet.get(`${a.zip}|${key}`) ?? []), a]);
  }
  return atStreet;
}

// The point the files give a store's zip and street: where every point given for the address is one place
// (SAME_PLACE_MILES), within LOCATOR_POINT_MILES of the zip's point the store stands on, and not a geocoder's fallback
// to either point of its zip (CENTROID_MILES): the locator's own tests for its points (place-pharmacies.ts).
export function streetPointOf(
  store: Pick<PharmacyRecord, "street" | "zip"> & LatLng,
  index: StreetPoints,
  zipPoints: ZipPoints,
): AddressPoint | null {
  const key = streetKey(store.street);
  const points = key ? (index.get(`${store.zip}|${key}`) ?? []) : [];
  const point = points[0];
  if (!point) return null;
  const zipOwn = [zipPoints.geonames, zipPoints.census].filter((z) => !!z);
  const fits =
    points.every((a) => distanceMiles(a, point) <= SAME_PLACE_MILES) &&
    distanceMiles(store, point) <= LOCATOR_POINT_MILES &&
    zipOwn.every((z) => distanceMiles(z, point) > CENTROID_MILES);
  return fits ? point : null;
}

export function standAtTheirAddress(
  records: readonly PlacedPharmacy[],
  addressPoints: readonly AddressPoint[],
  zipPoints: (zip: string) => ZipPoints,
): PlacedPharmacy[] {
  const index = indexStreetPoints(addressPoints);
  // A chain's counter at the street: the store left on its zip there is its operator's or a tenant's NPI, which the
  // rules of the chain's store decide (fifteenth session); the locator's row there is the chain's store.
  const chainStreets = new Set(
    records.filter((p) => p.chainCode !== INDEPENDENT_CHAIN_CODE).map((p) => `${p.zip}|${streetKey(p.street)}`),
  );
  return records.map((p) => {
    const atChain = chainStreets.has(`${p.zip}|${streetKey(p.street)}`) && p.chainCode === INDEPENDENT_CHAIN_CODE;
    const point = p.placement === "zip" && !atChain ? streetPointOf(p, index, zipPoints(p.zip)) : null;
    if (!point) return p;
    const { lat, lng, source } = point;
    return { ...p, lat, lng, placement: "rooftop", method: "address-point", sources: withField(p.sources, "point", source) }; // prettier-ignore
  });
}
