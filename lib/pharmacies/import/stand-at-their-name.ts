// Twenty-sixth session (NETWORK.md): an independent left on its zip's point whose name CMS DMEPOS 2026 lists once in
// its state stands at that listing's rooftop when it lies within NAME_STATE_MILES of a point of its zip, though DMEPOS
// writes another city: the supplier's mailing city or neighbourhood ("Louisville" for Lafayette, CO; "Brighton" for
// Boston), an abbreviation or a typo ("New Prt Rchy", "Nother Platte"). The name must be one store's on both sides
// (one store of the network, one place of DMEPOS, in the state), so no store takes another's point; like the
// address points, the rule only moves a store every other rule has kept.
import { distanceMiles } from "../../geo/distance-miles";
import { buildSpatialGrid } from "../../geo/spatial-grid";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { normalizeStoreName } from "./normalize-street";
import type { StoreLocation } from "./parse-store-locations";
import { SAME_PLACE_MILES, withField, type PlacedPharmacy, type ZipPoints } from "./place-pharmacies";

// 95 % of the independents placed by DMEPOS name and city stand within 3.4 miles of their zip's point (7,015 stores
// of the twenty-fifth session's seed; 90 % within 2.5): farther, a name listed in another city is as likely another
// store of the name as this one (Center Street Pharmacy: Lexington, NC in NPPES, Apex in DMEPOS, 80 miles apart).
export const NAME_STATE_MILES = 3.5;
// A point where another store of the network already stands is that store's (one counter under two names).
const TAKEN_MILES = 0.05;

export function standAtTheirName(
  records: readonly PlacedPharmacy[],
  locations: readonly StoreLocation[],
  zipPoints: (zip: string) => ZipPoints,
): PlacedPharmacy[] {
  const keyOf = (state: string, name: string) => `${state}|${normalizeStoreName(name)}`;
  const stores = new Map<string, number>();
  for (const p of records) stores.set(keyOf(p.state, p.name), (stores.get(keyOf(p.state, p.name)) ?? 0) + 1);
  const listed = new Map<string, StoreLocation[]>();
  for (const l of locations) {
    if (l.source !== "dmepos" || l.chainCode || !l.name) continue;
    const key = keyOf(l.state, l.name);
    listed.set(key, [...(listed.get(key) ?? []), l]);
  }
  const taken = buildSpatialGrid(records.filter((p) => p.placement === "rooftop"));
  const isTaken = (point: StoreLocation) => taken.members(point, TAKEN_MILES).length > 0;
  return records.map((p) => {
    if (p.placement !== "zip" || p.chainCode !== INDEPENDENT_CHAIN_CODE) return p;
    const key = keyOf(p.state, p.name);
    const rows = listed.get(key) ?? [];
    const point = rows[0];
    if (!point || stores.get(key) !== 1) return p;
    if (!rows.every((l) => distanceMiles(l, point) <= SAME_PLACE_MILES)) return p;
    // The zip's points: the one the store stands on now, GeoNames' and the Census centroid (the zip settles on one).
    const { geonames, census } = zipPoints(p.zip);
    const miles = Math.min(...[p, geonames, census].filter((z) => !!z).map((z) => distanceMiles(z!, point)));
    if (miles > NAME_STATE_MILES || isTaken(point)) return p;
    const { lat, lng } = point;
    return { ...p, lat, lng, placement: "rooftop", method: "name-state", sources: withField(p.sources, "point", "dmepos") }; // prettier-ignore
  });
}
