// npx tsx scripts/measure-zip-answers.ts [--seed DIR] [--data DIR] [--list CLASS]: what every zip of the seed gets
// from the API's domain functions (buildNetworkIndex, findNearbyPharmaciesIn, regionOf), over the whole zip list:
// whether it resolves, its region, the stores within the default (driving) radius, the nearest store's distance and
// state, and, for zips with stores of their own (by the store's address), whether the nearby answer lists them and how
// far the zip's centroid is from its rooftop-placed stores. Also the zips that public files name and the seed lacks
// (GeoNames' APO/FPO rows, store addresses' zips). Prints Markdown figures; --list CLASS prints that class's zips.
// `--show ZIP,ZIP` (nineteenth session) prints what a patient of each zip is shown, the 50 nearest stores within 2
// miles, each flagged where it repeats another's number or street, names an entity (legal suffix) or nothing of a
// pharmacy, has no street, or stands on a zip centroid.
import path from "node:path";
import { parseArgs } from "node:util";
import { sphericalMiles } from "../lib/geo/distance-miles";
import { buildNetworkIndex } from "../lib/pharmacies/network-index";
import { DRIVING_RADIUS_MILES, findNearbyPharmaciesIn } from "../lib/pharmacies/find-nearby-pharmacies";
import { hasLegalSuffix } from "../lib/pharmacies/import/format-fields";
import { sameCounterStreet } from "../lib/pharmacies/import/one-counter";
import { namesNothingOfAPharmacy } from "../lib/pharmacies/import/place-pharmacies";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";
import { openDataFile, readDelimitedRows } from "../lib/pharmacies/import/read-delimited-rows";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed" },
    data: { type: "string", default: "../shared/data" },
    list: { type: "string" },
    show: { type: "string" },
  },
});

const [pharmacySeed, zipSeed] = await Promise.all([
  readPharmacySeed(path.join(args.seed, "pharmacies.json.gz")),
  readZipSeed(path.join(args.seed, "zips.json.gz")),
]);
const network = buildNetworkIndex({
  chains: pharmacySeed.chains,
  pharmacies: pharmacySeed.pharmacies,
  zips: zipSeed.zips,
});
const classes = new Map<string, string[]>();
const flag = (name: string, detail: string) => classes.set(name, [...(classes.get(name) ?? []), detail]);

// Neighbouring states (shared land border or a short crossing), for "is the nearest store in a plausible state".
const NEIGHBOURS: Record<string, string> = {
  AL: "FL GA MS TN", AK: "", AZ: "CA NV UT NM CO", AR: "MO TN MS LA TX OK", CA: "OR NV AZ", CO: "WY NE KS OK NM AZ UT",
  CT: "NY MA RI", DE: "MD PA NJ", DC: "MD VA", FL: "GA AL", GA: "FL AL TN NC SC", HI: "", ID: "WA OR NV UT WY MT",
  IL: "WI IA MO KY IN", IN: "IL MI OH KY", IA: "MN WI IL MO NE SD", KS: "NE MO OK CO", KY: "IN OH WV VA TN MO IL",
  LA: "TX AR MS", ME: "NH", MD: "PA DE WV VA DC", MA: "RI CT NY NH VT", MI: "WI IN OH", MN: "ND SD IA WI",
  MS: "LA AR TN AL", MO: "IA IL KY TN AR OK KS NE", MT: "ID WY SD ND", NE: "SD IA MO KS CO WY", NV: "CA OR ID UT AZ",
  NH: "VT ME MA", NJ: "NY PA DE", NM: "AZ UT CO OK TX", NY: "PA NJ CT MA VT", NC: "VA TN GA SC", ND: "MN SD MT",
  OH: "PA WV KY IN MI", OK: "KS MO AR TX NM CO", OR: "WA ID NV CA", PA: "NY NJ DE MD WV OH", RI: "CT MA",
  SC: "NC GA", SD: "ND MN IA NE WY MT", TN: "KY VA NC GA AL MS AR MO", TX: "NM OK AR LA", UT: "ID WY CO NM AZ NV",
  VT: "NY NH MA", VA: "MD DC WV KY TN NC", WA: "ID OR", WV: "OH PA MD VA KY", WI: "MI MN IA IL", WY: "MT SD NE CO UT ID",
  PR: "VI", VI: "PR", GU: "MP", MP: "GU", AS: "",
}; // prettier-ignore

const storesByZip = new Map<string, typeof pharmacySeed.pharmacies>();
for (const p of pharmacySeed.pharmacies) storesByZip.set(p.zip, [...(storesByZip.get(p.zip) ?? []), p]);

const radiusCounts = new Map<number, number>();
let noCityState = 0;
let none50 = 0;
let under25 = 0;
let nearestOtherState = 0;
let nearestNonNeighbour = 0;
const byState = new Map<string, { zips: number; none: number }>();
let withOwn = 0;
let ownListedFirst = 0;
let ownInTop10 = 0;
let ownFar = 0;
let ownCentroidFar = 0;
for (const z of zipSeed.zips) {
  if (!z.city || !z.state) {
    noCityState++;
    flag("unnamed", `${z.zip} ${z.lat},${z.lng}`);
  }
  const region = network.regionOf(z.zip);
  if (!region) {
    flag("unresolved", z.zip);
    continue;
  }
  radiusCounts.set(region.radiusMiles, (radiusCounts.get(region.radiusMiles) ?? 0) + 1);
  if (!region.reachedMinStores) under25++;
  const answer = findNearbyPharmaciesIn(network, { zip: z.zip, limit: 50 });
  if (!answer.zipExists) continue;
  const st = z.state ?? "?";
  const s = byState.get(st) ?? { zips: 0, none: 0 };
  s.zips++;
  const nearest = answer.pharmacies[0];
  if (!nearest) {
    none50++;
    s.none++;
    const any = network.stores.within(z, 400).sort((a, b) => a.distanceMiles - b.distanceMiles)[0];
    flag("none-within-radius", `${z.zip} ${z.city}, ${z.state}; nearest store ${any ? `${any.distanceMiles.toFixed(0)} mi (${any.item.city}, ${any.item.state})` : "none within 400 mi"}`); // prettier-ignore
  } else if (z.state && nearest.address.state !== z.state) {
    nearestOtherState++;
    if (!(NEIGHBOURS[z.state] ?? "").split(" ").includes(nearest.address.state)) {
      nearestNonNeighbour++;
      flag("nearest-non-neighbour", `${z.zip} ${z.city}, ${z.state} -> ${nearest.name}, ${nearest.address.city}, ${nearest.address.state} ${nearest.distance} mi`); // prettier-ignore
    }
  }
  byState.set(st, s);
  const own = storesByZip.get(z.zip) ?? [];
  if (own.length > 0) {
    withOwn++;
    const listed = answer.pharmacies.map((p) => p.npi);
    if (own.some((p) => p.npi === listed[0]) || own.some((p) => p.placement === "zip" && listed[0] && answer.pharmacies[0]!.distance === 0)) ownListedFirst++; // prettier-ignore
    if (own.some((p) => listed.slice(0, 10).includes(p.npi))) ownInTop10++;
    const rooftop = own.filter((p) => p.placement === "rooftop");
    const dists = rooftop.map((p) => sphericalMiles(z, p)).sort((a, b) => a - b);
    const median = dists[Math.floor(dists.length / 2)];
    if (median !== undefined && median > 25) {
      ownCentroidFar++;
      flag("centroid-far-from-own-stores", `${z.zip} ${z.city}, ${z.state}: ${rooftop.length} rooftop stores, median ${median.toFixed(1)} mi (${rooftop[0]!.city}, ${rooftop[0]!.state})`); // prettier-ignore
    }
    if (!own.some((p) => listed.includes(p.npi))) {
      ownFar++;
      flag("own-stores-not-listed", `${z.zip} ${z.city}, ${z.state}: ${own.length} own stores, none among 50 nearest`);
    }
    const foreign = own.filter((p) => z.state && p.state !== z.state);
    if (foreign.length > 0)
      flag("own-stores-other-state", `${z.zip} ${z.city}, ${z.state}: ${foreign.length}/${own.length} stores say ${[...new Set(foreign.map((p) => `${p.city}, ${p.state}`))].join("; ")}`); // prettier-ignore
  }
}

// Zips that public files name and the seed lacks.
const known = network.geography.byZip;
const geonamesMissing = new Map<string, string>();
for await (const { fields } of readDelimitedRows(
  openDataFile(path.join(args.data, "zips/geonames-US-postal-codes.txt.gz")),
  { delimiter: "\t", rejected: [] },
)) {
  const zip = fields[1]?.trim() ?? "";
  if (/^\d{5}$/.test(zip) && !known.has(zip)) geonamesMissing.set(zip, `${fields[2]} ${fields[4] ?? ""}`.trim());
}
for (const [zip, place] of geonamesMissing) flag("geonames-not-in-seed", `${zip} ${place}`);
const storeZipsUnknown = [...storesByZip.keys()].filter((zip) => !known.has(zip));
for (const zip of storeZipsUnknown) flag("store-zip-unknown", zip);

const fmt = (n: number) => n.toLocaleString("en-US");
console.log(`| measure | value |\n|---|---|`);
console.log(`| zips in the seed | ${fmt(zipSeed.zips.length)} |`);
console.log(`| zips that resolve (regionOf, nearby) | ${fmt(zipSeed.zips.length - (classes.get("unresolved")?.length ?? 0))} |`); // prettier-ignore
console.log(`| zips with no city or state | ${fmt(noCityState)} |`);
console.log(`| region radius (miles: zips) | ${[...radiusCounts].sort((a, b) => a[0] - b[0]).map(([r, n]) => `${r}: ${fmt(n)}`).join(", ")} |`); // prettier-ignore
console.log(`| regions under 25 stores at 50 miles | ${fmt(under25)} |`);
console.log(`| zips with no store within ${DRIVING_RADIUS_MILES} miles | ${fmt(none50)} |`);
console.log(`| nearest store in another state | ${fmt(nearestOtherState)} (${fmt(nearestNonNeighbour)} not a neighbour) |`); // prettier-ignore
console.log(`| zips with stores of their own (store's address) | ${fmt(withOwn)} |`);
console.log(`| ... one of them nearest / in the 10 nearest / none in the 50 nearest | ${fmt(ownListedFirst)} / ${fmt(ownInTop10)} / ${fmt(ownFar)} |`); // prettier-ignore
console.log(`| ... centroid over 25 mi from its rooftop stores (median) | ${fmt(ownCentroidFar)} |`);
console.log(`| GeoNames zips not in the seed | ${fmt(geonamesMissing.size)} |`);
console.log(`| store zips not in the seed | ${fmt(storeZipsUnknown.length)} |`);
console.log(`\nzips with no store within ${DRIVING_RADIUS_MILES} mi, by state: ${[...byState].filter(([, s]) => s.none > 0).sort((a, b) => b[1].none - a[1].none).map(([st, s]) => `${st} ${s.none}/${s.zips}`).join(", ")}`); // prettier-ignore
console.log(`\nclasses: ${[...classes].map(([k, v]) => `${k} ${v.length}`).join(", ")}`);
if (args.list)
  for (const [name, lines] of classes)
    if (args.list === "all" || args.list === name) for (const line of lines) console.log(`${name}\t${line}`);

for (const zip of args.show?.split(",") ?? []) {
  const answer = findNearbyPharmaciesIn(network, { zip, radiusMiles: 2, limit: 50 });
  if (!answer.zipExists) {
    console.log(`\n${zip}: unknown zip`);
    continue;
  }
  console.log(`\n${zip} ${answer.place.city}, ${answer.place.state}: ${answer.pharmacies.length} stores within 2 mi`);
  for (const p of answer.pharmacies) {
    const others = answer.pharmacies.filter((o) => o !== p);
    const flags = [
      others.some((o) => o.phone && o.phone === p.phone) ? "same number" : "",
      others.some((o) => p.address.street && o.address.street && sameCounterStreet(o.address.street, p.address.street))
        ? "same street"
        : "",
      hasLegalSuffix(p.name) ? "legal suffix" : "",
      p.chainCode === "INDEPENDENT" && namesNothingOfAPharmacy(p.name) ? "names no pharmacy" : "",
      p.address.street ? "" : "no street",
      p.placement === "zip" ? "zip centroid" : "",
    ].filter(Boolean);
    console.log(`  ${p.distance.toFixed(2)} ${p.npi} ${p.name} | ${p.address.street} | ${p.phone || "-"}${flags.length ? ` [${flags.join(", ")}]` : ""}`); // prettier-ignore
  }
}
