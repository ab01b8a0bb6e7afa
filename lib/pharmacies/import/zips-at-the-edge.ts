// Zips at the edge (NETWORK.md, fourteenth session): the rules that make every zip a client sends give a true answer,
// applied to the merged zip geography after the stores are placed (they never move a store).
import { sphericalMiles } from "../../geo/distance-miles";
import type { LatLng, ZipRecord } from "../../geo/types";
import { FREELY_ASSOCIATED_STATES } from "../../vocabulary/postal-states";

// The Freely Associated States (Marshall Islands, Micronesia, Palau) use US zips but are not US states or territories:
// no store of the network is within 2,000 miles. Their zips are left out, so a client gets ZIP_NOT_FOUND, as for any
// zip the program has no pharmacy for (FREELY_ASSOCIATED_STATES).

// The state of a territory's zip by its USPS three-digit prefix (USPS Publication 65 / the National 5-Digit ZIP Code
// directory): the Census file gives zips no state, and a territory's zip with no store of its own was left unnamed.
const TERRITORY_PREFIXES: readonly { from: string; to: string; state: string }[] = [
  { from: "00600", to: "00799", state: "PR" },
  { from: "00800", to: "00899", state: "VI" },
  { from: "00900", to: "00999", state: "PR" },
  { from: "96799", to: "96799", state: "AS" },
  { from: "96910", to: "96932", state: "GU" },
  { from: "96950", to: "96952", state: "MP" },
];

export function territoryOfZip(zip: string): string | null {
  return TERRITORY_PREFIXES.find(({ from, to }) => zip >= from && zip <= to)?.state ?? null;
}

// A zip's point is GeoNames' where it has one. GeoNames sometimes puts a zip on its city's or county's centre (New York
// 10075 on City Hall, Henrico 23229 on the county's centre, 13 miles from its stores): when the zip's own stores
// placed on a rooftop are, by their median, more than MIN_OFF_MILES from GeoNames' point and at most half as far from
// the Census ZCTA centroid, the zip takes the Census centroid (a smaller gain is a large zip's stores spread around
// either point: noise, not a misplaced point). A zip without rooftop stores keeps GeoNames' point unless 5+ zips share
// it (`pointOffSharedCentre`, below).
export const MIN_OFF_MILES = 2;

function medianMiles(point: LatLng, stores: readonly LatLng[]): number {
  const miles = stores.map((s) => sphericalMiles(point, s)).sort((a, b) => a - b);
  return miles[Math.floor(miles.length / 2)]!;
}

export function pointByOwnStores(
  zip: ZipRecord,
  census: LatLng | undefined,
  rooftopStores: readonly LatLng[],
): ZipRecord {
  if (!census || rooftopStores.length === 0) return zip;
  const fromGeonames = medianMiles(zip, rooftopStores);
  if (fromGeonames <= MIN_OFF_MILES || medianMiles(census, rooftopStores) > fromGeonames / 2) return zip;
  return { ...zip, lat: census.lat, lng: census.lng };
}

// A zip WITHOUT rooftop stores of its own whose GeoNames point is one that 5+ zips share (a city's or county's centre:
// Los Angeles 90089, the USC campus, sits with 25 other zips on one point in Harbor City, 16 miles south) takes the
// Census ZCTA centroid when that is 2-25 miles away (twentieth session). Measured over the zips WITH rooftop stores
// (the stores' median nearer which point), by the distance between the two points:
//   distance (miles)              1-2            2-5            5-10         10-25        25+
//   every zip                     1,427 : 520    1,472 : 284    345 : 56     113 : 10     11 : 1   (GeoNames : Census)
//   point shared by 5+ zips       2 : 2          2 : 8          0 : 1        0 : 3        1 : 0
// Distance alone never favours the Census centroid (GeoNames' town point wins more the farther the two are apart: a
// large rural zip's centroid is in its empty land), nor do the other signals measured: GeoNames' point twice as far
// from its own Census centroid as from another zip's (5-25 miles: 126 : 22), GeoNames' point shared by 2-4 zips (2-25
// miles: 27 : 17), GeoNames' accuracy code (4 on 39,860 rows, 1 on 1,098, none on 532). A point shared by 5+ zips
// does: over 2-25 miles the Census centroid wins in 12 of 14 zips (Henrico 23228/23229, Los Angeles 90095 UCLA 21
// miles off); the two exceptions favour GeoNames by about a mile (Trenton 08611 0.6 vs 1.8, Henrico 23231 4.6 vs
// 5.6). Beyond 25 miles the Census centroid is the wrong one (Fairbanks 99701's is 184 miles off): kept. 95 zips move:
// mostly unique zips of a university, hospital, base or agency (USC 90089, the West Los Angeles VA 90073, Buffalo
// 14260/14261, Vanderbilt 37232, Joint Base McGuire-Dix-Lakehurst 08640/08641), 36 by 2-5 miles, 35 by 5-10, 24 by
// 10-25; the zip-placed stores of 18 of them (28) move with them (`standOnTheirZip`).
export const MIN_SHARED_BY = 5;
export const MAX_OFF_CENTRE_MILES = 25;

export function pointOffSharedCentre(zip: ZipRecord, census: LatLng | undefined, sharedBy: number): ZipRecord {
  if (!census || sharedBy < MIN_SHARED_BY) return zip;
  const miles = sphericalMiles(zip, census);
  if (miles < MIN_OFF_MILES || miles >= MAX_OFF_CENTRE_MILES) return zip;
  return { ...zip, lat: census.lat, lng: census.lng };
}

const pointKey = ({ lat, lng }: LatLng) => `${lat},${lng}`;

type EdgeStore = LatLng & { zip: string; city: string; state: string; placement: "rooftop" | "zip" };

// Every rule above, plus: a zip that a store's address gives and no zip file knows (Puerto Rico's PO-box zips, San
// Juan 00919; Apache Junction's retired 85220) is added where its stores stand (their median point: the store's
// rooftop, or its city's zip where it stands on that), named by the city and state most of them give. A client that
// sends the zip of a pharmacy's address, as the API itself shows it, then finds that pharmacy.
export function settleZipsAtTheEdge({
  zips,
  census,
  stores,
}: {
  zips: readonly ZipRecord[];
  census: ReadonlyMap<string, LatLng>;
  stores: readonly EdgeStore[];
}): {
  zips: ZipRecord[];
  counts: { movedToCensus: number; movedOffCentre: number; namedByPrefix: number; dropped: number; added: number };
} {
  const counts = { movedToCensus: 0, movedOffCentre: 0, namedByPrefix: 0, dropped: 0, added: 0 };
  const sharedBy = new Map<string, number>();
  for (const z of zips) sharedBy.set(pointKey(z), (sharedBy.get(pointKey(z)) ?? 0) + 1);
  const byZip = new Map<string, EdgeStore[]>();
  for (const s of stores) byZip.set(s.zip, [...(byZip.get(s.zip) ?? []), s]);
  const known = new Set(zips.map((z) => z.zip));
  const out: ZipRecord[] = [];
  for (const z of zips) {
    if (z.state && FREELY_ASSOCIATED_STATES.has(z.state)) {
      counts.dropped++;
      continue;
    }
    let zip = z;
    const state = zip.state ?? territoryOfZip(zip.zip);
    if (state !== zip.state) {
      counts.namedByPrefix++;
      zip = { ...zip, state };
    }
    const rooftops = (byZip.get(zip.zip) ?? []).filter((s) => s.placement === "rooftop");
    if (rooftops.length === 0) {
      const moved = pointOffSharedCentre(zip, census.get(zip.zip), sharedBy.get(pointKey(zip)) ?? 0);
      if (moved !== zip) counts.movedOffCentre++;
      out.push(moved);
      continue;
    }
    const moved = pointByOwnStores(zip, census.get(zip.zip), rooftops);
    if (moved !== zip) counts.movedToCensus++;
    out.push(moved);
  }
  for (const [zip, own] of byZip) {
    if (known.has(zip)) continue;
    const place = [...countPlaces(own)].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]![0];
    const [state, city] = place.split("|") as [string, string];
    const lats = own.map((s) => s.lat).sort((a, b) => a - b);
    const lngs = own.map((s) => s.lng).sort((a, b) => a - b);
    const mid = Math.floor(own.length / 2);
    out.push({ zip, lat: lats[mid]!, lng: lngs[mid]!, city, state });
    counts.added++;
  }
  return { zips: out.sort((a, b) => a.zip.localeCompare(b.zip)), counts };
}

function countPlaces(stores: readonly EdgeStore[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { city, state } of stores) counts.set(`${state}|${city}`, (counts.get(`${state}|${city}`) ?? 0) + 1);
  return counts;
}

// A store no list places (placement "zip") stands on its zip's point as the zip seed settles it, the point a patient
// of that zip is measured from (twentieth session). It used to stand on the Census ZCTA centroid wherever GeoNames'
// point was 1-25 miles from it, so a zip's own stores stood up to 25 miles from the zip's patients (Juneau 99801's
// seven 13 miles out on the icefield, Flagstaff 86001's 13 miles north-west): a patient asking within 2 miles was
// shown none of them. Of the 4,240 zips with rooftop-placed stores whose two points are 1-25 miles apart, the stores'
// median is nearer GeoNames' point in 3,375 and nearer the Census centroid in 865, and the zip seed already takes the
// Census centroid where its rooftop stores say so (`pointByOwnStores`).
export function standOnTheirZip<S extends LatLng & { zip: string; placement: "rooftop" | "zip" }>(
  stores: readonly S[],
  zips: readonly ZipRecord[],
): { stores: S[]; moved: number } {
  const byZip = new Map(zips.map((z) => [z.zip, z]));
  let moved = 0;
  const out = stores.map((s) => {
    const zip = byZip.get(s.zip);
    if (s.placement !== "zip" || !zip || (zip.lat === s.lat && zip.lng === s.lng)) return s;
    moved++;
    return { ...s, lat: zip.lat, lng: zip.lng };
  });
  return { stores: out, moved };
}
