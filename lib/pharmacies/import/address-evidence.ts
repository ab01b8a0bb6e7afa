// Where the public files put each store's address (twenty-fourth session): its NPI's own point in the 2022 locator,
// and the point a store list, the locator (any NPI) or an HHS Test to Treat site gives its zip and street. Read by
// scripts/measure-network-places.ts and the whole-network seed test of the same name.
import path from "node:path";
import { sphericalMiles } from "../../geo/distance-miles";
import type { LatLng, ZipRecord } from "../../geo/types";
import type { PharmacyRecord } from "../pharmacy-record";
import { CLOSED } from "./banners";
import { networkSourceFiles } from "./network-source-files";
import { addressPointsOfLocator, parseTestToTreat, type AddressPoint } from "./parse-address-points";
import { parseCensusZcta } from "./parse-census-zcta";
import { parseTherapeuticLocator } from "./parse-npi-sources";
import type { StoreLocation } from "./parse-store-locations";
import { readStoreLists } from "./sign-sources";
import { openDataFile } from "./read-delimited-rows";
import { indexStreetPoints, streetPointOf, type StreetPoints } from "./stand-at-their-address";

export type AddressEvidence = {
  ownPoints: ReadonlyMap<string, LatLng>; // NPI -> the locator's geocode of its own address
  streetPoints: StreetPoints;
  census: ReadonlyMap<string, LatLng>;
  lists: StoreLocation[]; // every store list's US and open stores (closed chains aside)
};

export async function readAddressEvidence(dataDir: string): Promise<AddressEvidence> {
  const dir = path.resolve(dataDir);
  const files = networkSourceFiles(dir);
  const locator = (await parseTherapeuticLocator(openDataFile(files.locator))).records;
  const lists = (await readStoreLists(dir)).filter((l) => !l.chainCode || !CLOSED.chainCodes.has(l.chainCode));
  const listPoints: AddressPoint[] = lists.flatMap((l) =>
    l.street && l.zip ? [{ source: l.source, street: l.street, zip: l.zip, lat: l.lat, lng: l.lng }] : [],
  );
  const testToTreat = (await parseTestToTreat(openDataFile(files.testToTreat))).records;
  const census = (await parseCensusZcta(openDataFile(files.censusZcta))).records;
  return {
    ownPoints: new Map(locator.flatMap((r) => (r.point ? [[r.npi, r.point] as const] : []))),
    streetPoints: indexStreetPoints([...listPoints, ...addressPointsOfLocator(locator), ...testToTreat]),
    census: new Map(census.map((z) => [z.zip, z])),
    lists,
  };
}

type Store = Pick<PharmacyRecord, "npi" | "street" | "zip" | "placement" | "lat" | "lng">;
export type Misplaced<S extends Store> = { store: S; source: string; miles: number };

// Rooftop stores: miles from the point the files give their address (their NPI's own first). Stores on their zip's
// point whose zip and street a file geocodes (as place-pharmacies.ts reads a point: near the zip, not its centroid).
export function measureAddressPoints<S extends Store>(
  stores: readonly S[],
  zips: readonly ZipRecord[],
  evidence: AddressEvidence,
): { errors: number[]; misplaced: Misplaced<S>[] } {
  const zipOf = new Map(zips.map((z) => [z.zip, z]));
  const errors: number[] = [];
  const misplaced: Misplaced<S>[] = [];
  for (const p of stores) {
    const zipPoints = { geonames: zipOf.get(p.zip), census: evidence.census.get(p.zip) };
    const street = streetPointOf(p, evidence.streetPoints, zipPoints);
    if (p.placement === "rooftop") {
      const point = evidence.ownPoints.get(p.npi) ?? street;
      if (point) errors.push(sphericalMiles(p, point));
    } else if (street) misplaced.push({ store: p, source: street.source, miles: sphericalMiles(p, street) });
  }
  return { errors, misplaced };
}
