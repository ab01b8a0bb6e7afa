// Places NPPES pharmacies at their store's rooftop coordinate from the public store lists, and names chain stores by
// their banner. NPPES has no coordinates and the lists have no NPIs, so a store is matched by, in order:
//   1. store-number: its chain's store number in its DBA or legal name ("CVS/PHARMACY #01234"), in the same state;
//   2. street: the same zip and street (house number and street name, lib/pharmacies/import/normalize-street.ts);
//   3. name-city: the same business name, city and state in the CMS DMEPOS directory, when only one point has them;
//   4. nearest-banner: the point of the same chain in the same zip that no other NPI took, the nearest the zip's
//      centre when there are several.
// A store matched by none stays on its zip's centroid (placement "zip"): the Census ZCTA centroid where GeoNames'
// point is more than a mile from it (GeoNames often puts a zip at its post office), else GeoNames'.
import { distanceMiles } from "../../geo/distance-miles";
import type { LatLng } from "../../geo/types";
import { bannerOf } from "./banners";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { normalizeStoreName, streetKey } from "./normalize-street";
import type { StoreLocation } from "./parse-store-locations";
import type { NppesPharmacy, PharmacyRecord } from "../pharmacy-record";

export const PLACEMENT_METHODS = ["store-number", "street", "name-city", "nearest-banner", "zip-geonames", "zip-census"] as const; // prettier-ignore
export type PlacementMethod = (typeof PLACEMENT_METHODS)[number];

export type PlacedPharmacy = PharmacyRecord & { method: PlacementMethod };

// GeoNames' point and the Census centroid of one zip (either may be missing).
export type ZipPoints = { geonames?: LatLng; census?: LatLng };

// Beyond this, GeoNames' point is taken to be the post office, not the area where the zip's stores are.
export const ZIP_DISAGREEMENT_MILES = 1;
// A match this far from the store's zip is a wrong match (a multi-site company's name, a zip that is not the
// address's): the store stays on its zip.
export const MAX_MATCH_MILES = 30;
// Two DMEPOS points this close are one place listed twice.
const SAME_PLACE_MILES = 0.2;
// A source with hours wins a tie: All the Places, then the newer lists.
const SOURCE_RANK: Record<StoreLocation["source"], number> = { atp: 0, stiles: 1, univaf: 2, dmepos: 3 };

function group<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

// Store numbers a name may carry: "#01234", "Store 5614", "Riteaid 5614", Walmart's "10-1345" (10 is its pharmacy
// prefix); two to six digits, leading zeros dropped.
export function storeNumbersIn(name: string): string[] {
  const upper = name.toUpperCase();
  const walmart = upper.match(/\b10-0*(\d{1,5})\b/);
  const numbers = [...(walmart?.[1] ? [walmart[1]] : []), ...[...upper.matchAll(/\b0*(\d{2,6})\b/g)].map((m) => m[1]!)];
  return [...new Set(numbers)];
}

export function zipCentroid(points: ZipPoints): { point: LatLng; method: PlacementMethod } | null {
  const { geonames, census } = points;
  if (geonames && census && distanceMiles(geonames, census) > ZIP_DISAGREEMENT_MILES)
    return { point: census, method: "zip-census" };
  if (geonames) return { point: geonames, method: "zip-geonames" };
  return census ? { point: census, method: "zip-census" } : null;
}

export function placePharmacies({
  pharmacies,
  locations,
  zipPoints,
  chainName,
}: {
  pharmacies: readonly NppesPharmacy[]; // distinct NPIs whose zip has points
  locations: readonly StoreLocation[];
  zipPoints: (zip: string) => ZipPoints;
  chainName: (chainCode: string) => string;
}): PlacedPharmacy[] {
  const ranked = [...locations].sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source]);
  const byNumber = group(ranked, (l) => (l.chainCode && l.storeNumber ? `${l.chainCode}|${l.storeNumber}` : null));
  const byStreet = group(ranked, (l) => {
    const key = l.street && l.zip ? streetKey(l.street) : null;
    return key ? `${l.zip}|${key}` : null;
  });
  const byNameCity = group(ranked, (l) => (l.name ? `${normalizeStoreName(l.name)}|${l.city.toUpperCase()}|${l.state}` : null)); // prettier-ignore
  const byChainZip = group(ranked, (l) => (l.chainCode && l.zip ? `${l.chainCode}|${l.zip}` : null));
  const claimed = new Set<StoreLocation>();

  const matchFirstPass = (p: NppesPharmacy): { location: StoreLocation; method: PlacementMethod } | null => {
    if (p.chainCode !== INDEPENDENT_CHAIN_CODE) {
      for (const number of storeNumbersIn(`${p.dbaName} ${p.legalName}`)) {
        const hit = byNumber.get(`${p.chainCode}|${number}`)?.find((l) => l.state === p.state);
        if (hit) return { location: hit, method: "store-number" };
      }
    }
    const key = streetKey(p.street);
    const atStreet = key ? byStreet.get(`${p.zip}|${key}`) : undefined;
    if (atStreet) {
      const hit = atStreet.find((l) => l.chainCode === p.chainCode) ?? atStreet[0]!;
      return { location: hit, method: "street" };
    }
    for (const name of new Set([p.dbaName, p.legalName].filter(Boolean))) {
      const named = byNameCity.get(`${normalizeStoreName(name)}|${p.city.toUpperCase()}|${p.state}`);
      if (named && named.every((l) => distanceMiles(l, named[0]!) <= SAME_PLACE_MILES))
        return { location: named[0]!, method: "name-city" };
    }
    return null;
  };

  // A point taken by one NPI is taken with its copies in the other lists (the same store within SAME_PLACE_MILES),
  // so the nearest-point pass never puts a second store on it.
  const claim = (location: StoreLocation) => {
    claimed.add(location);
    for (const other of byChainZip.get(`${location.chainCode}|${location.zip}`) ?? [])
      if (distanceMiles(location, other) <= SAME_PLACE_MILES) claimed.add(other);
  };
  const firstPass = pharmacies.map((p) => ({ pharmacy: p, match: matchFirstPass(p) }));
  for (const { match } of firstPass) if (match) claim(match.location);

  // Hours are the store's: a store placed by the stiles list takes them from All the Places when it lists the store.
  const hoursOf = (location: StoreLocation): string | null => {
    if (location.openingHours) return location.openingHours;
    const same = location.chainCode && location.storeNumber ? byNumber.get(`${location.chainCode}|${location.storeNumber}`) : undefined; // prettier-ignore
    const key = location.street && location.zip ? streetKey(location.street) : null;
    const there = key ? byStreet.get(`${location.zip}|${key}`) : undefined;
    return [...(same ?? []), ...(there ?? [])].find((l) => l.openingHours)?.openingHours ?? null;
  };

  return firstPass.map(({ pharmacy, match }) => {
    const { npi, name: nppesName, chainCode, phone, street, city, state, zip, legalName, dbaName } = pharmacy;
    const fields = { npi, chainCode, phone, street, city, state, zip };
    const centroid = zipCentroid(zipPoints(pharmacy.zip));
    if (!centroid) throw new Error(`placePharmacies: no point for zip ${pharmacy.zip}`);
    let found = match && distanceMiles(centroid.point, match.location) <= MAX_MATCH_MILES ? match : null;
    if (!found && pharmacy.chainCode !== INDEPENDENT_CHAIN_CODE) {
      const free = (byChainZip.get(`${pharmacy.chainCode}|${pharmacy.zip}`) ?? []).filter(
        (l) => !claimed.has(l) && distanceMiles(centroid.point, l) <= MAX_MATCH_MILES,
      );
      const nearest = free.sort((a, b) => distanceMiles(centroid.point, a) - distanceMiles(centroid.point, b))[0];
      if (nearest) {
        claim(nearest);
        found = { location: nearest, method: "nearest-banner" };
      }
    }
    const isChain = pharmacy.chainCode !== INDEPENDENT_CHAIN_CODE;
    const banner = isChain ? bannerOf(pharmacy.chainCode, [dbaName, legalName, found?.location.banner]) : null;
    const name = isChain ? (banner ?? chainName(pharmacy.chainCode)) : nppesName;
    if (!found) {
      const { lat, lng } = centroid.point; // a zip record also carries a city and state: only the point is taken
      return { ...fields, name, lat, lng, placement: "zip", openingHours: null, method: centroid.method };
    }
    const { lat, lng } = found.location;
    return { ...fields, name, lat, lng, placement: "rooftop", openingHours: hoursOf(found.location), method: found.method }; // prettier-ignore
  });
}
