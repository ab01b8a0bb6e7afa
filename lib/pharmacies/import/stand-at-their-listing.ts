// Twenty-ninth session (NETWORK.md): a store still on its zip's point stands at CMS DMEPOS 2026's listing of it in its
// own city, where the pairing is one to one. For a chain store, the listings are its chain's rows in the city; for an
// independent, the rows of its name (not a hospital's, clinic's or health system's name: several sites of one city).
// A listing is free when no store of the network of that chain or name stands within FREE_MILES of it. A city with
// exactly one store of the chain or name on its zip's point, exactly one free listing, and as many stores of the
// chain or name as listings (more listings are stores no NPI source gives: the free one may be another's) pairs the
// two. Like the address and name points, the rule only moves a store every other rule has kept: no store is added,
// dropped or renamed.
import { distanceMiles } from "../../geo/distance-miles";
import { buildSpatialGrid } from "../../geo/spatial-grid";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { cityKeyOf } from "./city-names";
import { normalizeStoreName } from "./normalize-street";
import type { StoreLocation } from "./parse-store-locations";
import { SAME_PLACE_MILES, withField, type PlacedPharmacy, type ZipPoints } from "./place-pharmacies";
import { normalizeOrganizationName } from "./recognize-chain";
import { NAME_STATE_MILES } from "./stand-at-their-name";
import { NOT_RETAIL_NAME } from "./validate-nppes-fields";

// A listing with a store of its chain or name this close is that store's (the measures' "beside the directory").
export const FREE_MILES = 0.25;
// A point where a store of another name already stands is that store's (one counter under two names).
const TAKEN_MILES = 0.05;

type Identity = Pick<PlacedPharmacy, "chainCode" | "name" | "state" | "city">;
// The chain for a chain store, the name for an independent, in the city as both files write it (`cityKeyOf`).
export const listingIdentityOf = (p: Identity) =>
  `${cityKeyOf(p.state, p.city)}|${p.chainCode === INDEPENDENT_CHAIN_CODE ? `=${normalizeStoreName(p.name)}` : p.chainCode}`; // prettier-ignore
const isInstitution = (p: Identity) =>
  p.chainCode === INDEPENDENT_CHAIN_CODE && NOT_RETAIL_NAME.test(normalizeOrganizationName(p.name));

export function standAtTheirListing(
  records: readonly PlacedPharmacy[],
  locations: readonly StoreLocation[],
  zipPoints: (zip: string) => ZipPoints,
): PlacedPharmacy[] {
  // The directory's places per chain or name and city: rows within SAME_PLACE_MILES of one another are one place.
  const places = new Map<string, StoreLocation[]>();
  for (const l of locations) {
    if (l.source !== "dmepos" || (!l.chainCode && !l.name)) continue;
    const key = listingIdentityOf({ chainCode: l.chainCode ?? INDEPENDENT_CHAIN_CODE, name: l.name ?? "", state: l.state, city: l.city }); // prettier-ignore
    const list = places.get(key) ?? [];
    if (!list.some((o) => distanceMiles(o, l) <= SAME_PLACE_MILES)) list.push(l);
    places.set(key, list);
  }
  const grid = buildSpatialGrid(records.filter((p) => p.placement === "rooftop"));
  const onZip = new Map<string, number[]>();
  const stores = new Map<string, number>();
  records.forEach((p, index) => {
    const key = listingIdentityOf(p);
    stores.set(key, (stores.get(key) ?? 0) + 1);
    if (p.placement === "zip") onZip.set(key, [...(onZip.get(key) ?? []), index]);
  });
  const moved = [...records];
  const zipMiles = (p: PlacedPharmacy, point: StoreLocation) => {
    const { geonames, census } = zipPoints(p.zip);
    return Math.min(...[p, geonames, census].filter((z) => !!z).map((z) => distanceMiles(z!, point)));
  };
  for (const [key, indexes] of onZip) {
    const [index, p] = [indexes[0]!, records[indexes[0]!]!];
    // One of each: with two or more, pairing them by their zips' points put 12 % of the held-out chain stores
    // farther from their rooftop than their zip's point (`measure-store-points.ts --holdout`), one pair 3.7 %.
    if (indexes.length !== 1 || isInstitution(p) || (places.get(key)?.length ?? 0) !== stores.get(key)) continue;
    const free = (places.get(key) ?? []).filter(
      (l) => !grid.members(l, FREE_MILES).some((q) => listingIdentityOf(q) === key),
    );
    const point = free[0];
    if (free.length !== 1 || !point || grid.members(point, TAKEN_MILES).length > 0) continue;
    if (zipMiles(p, point) > NAME_STATE_MILES) continue;
    moved[index] = { ...p, lat: point.lat, lng: point.lng, placement: "rooftop", method: "city-listing", sources: withField(p.sources, "point", "dmepos") }; // prettier-ignore
  }
  return moved;
}
