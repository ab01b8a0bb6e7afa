// npx tsx scripts/measure-network-cities.ts [--seed FILE] [--data DIR] [--top N]: coverage per city over the whole
// country. For each city (state + city) of each store list (CMS DMEPOS 2026, stiles 2024, All the Places 2021), the
// list's stores there, how many have a seed store within 0.25 mile, and the seed's stores in that city; then the
// cities with the largest absolute and relative gaps, as Markdown.
import path from "node:path";
import { parseArgs } from "node:util";
import { isUsState } from "../lib/accounts/schemas";
import { sphericalMiles } from "../lib/geo/distance-miles";
import { cityKeyOf } from "../lib/pharmacies/import/city-names";
import { openDataFile } from "../lib/pharmacies/import/read-delimited-rows";
import { PHARMACY_SEED_FILE, readPharmacySeed } from "../lib/pharmacies/import/read-network-seed";
import {
  parseAllThePlaces,
  parseDmeposPharmacies,
  parseStilesLocations,
  type StoreLocation,
} from "../lib/pharmacies/import/parse-store-locations";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: PHARMACY_SEED_FILE },
    data: { type: "string", default: "../shared/data" },
    top: { type: "string", default: "15" },
  },
});
const NEAR_MILES = 0.25;
const MIN_LISTED = 10; // the relative ranking leaves out cities with fewer listed stores
const top = Number(args.top);
const dir = path.join(path.resolve(args.data), "pharmacies/store-locations");
// US stores only (All the Places holds Canadian stores of the same chains).
const us = (result: { records: StoreLocation[] }) => result.records.filter((l) => isUsState(l.state));
const lists: [string, StoreLocation[]][] = [
  ["CMS DMEPOS 2026", us(await parseDmeposPharmacies(openDataFile(path.join(dir, "cms-dmepos-pharmacy-locations-2026.csv.gz"))))], // prettier-ignore
  ["stiles 2024", us(await parseStilesLocations(openDataFile(path.join(dir, "stiles-locations-2024-chain-stores.csv.gz"))))], // prettier-ignore
  ["All the Places 2021", us(await parseAllThePlaces(openDataFile(path.join(dir, "atp-2021-12-us-chain-stores.csv.gz"))))], // prettier-ignore
];
const seed = (await readPharmacySeed(args.seed)).pharmacies;

// Cities folded as NPPES and DMEPOS write them ("Colorado Spgs", "Winston-Salem"; twenty-eighth session).
const cityKey = cityKeyOf;

// Seed stores in a grid of about 0.25-mile cells, so each list store looks at nine cells only.
const CELL = 0.004;
const cell = (lat: number, lng: number) => `${Math.floor(lat / CELL)}|${Math.floor(lng / CELL)}`;
const grid = new Map<string, typeof seed>();
for (const p of seed) {
  const key = cell(p.lat, p.lng);
  grid.set(key, [...(grid.get(key) ?? []), p]);
}
const hasSeedStoreNear = (l: StoreLocation) => {
  const [i, j] = [Math.floor(l.lat / CELL), Math.floor(l.lng / CELL)];
  for (let di = -2; di <= 2; di++)
    for (let dj = -2; dj <= 2; dj++)
      if ((grid.get(`${i + di}|${j + dj}`) ?? []).some((p) => sphericalMiles(p, l) <= NEAR_MILES)) return true;
  return false;
};
const seedInCity = new Map<string, number>();
for (const p of seed) seedInCity.set(cityKey(p.state, p.city), (seedInCity.get(cityKey(p.state, p.city)) ?? 0) + 1);

type City = { key: string; listed: number; near: number; ours: number };
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "-");
const label = (key: string) => key.split("|").reverse().join(", ");

const sections = lists.map(([name, records]) => {
  const cities = new Map<string, City>();
  let near = 0;
  for (const l of records) {
    const key = cityKey(l.state, l.city);
    const city = cities.get(key) ?? { key, listed: 0, near: 0, ours: seedInCity.get(key) ?? 0 };
    city.listed++;
    if (hasSeedStoreNear(l)) {
      city.near++;
      near++;
    }
    cities.set(key, city);
  }
  const all = [...cities.values()];
  const gap = (c: City) => c.listed - c.ours;
  const row = (c: City) => `| ${label(c.key)} | ${c.listed} | ${c.near} (${pct(c.near, c.listed)}) | ${c.ours} | ${gap(c)} |`; // prettier-ignore
  const header = ["| city | listed | with a seed store within 0.25 mi | seed stores in the city | gap |", "|---|---|---|---|---|"]; // prettier-ignore
  const byAbsolute = [...all].sort((a, b) => gap(b) - gap(a) || a.key.localeCompare(b.key)).slice(0, top);
  const byRelative = all
    .filter((c) => c.listed >= MIN_LISTED)
    .sort((a, b) => a.ours / a.listed - b.ours / b.listed || b.listed - a.listed || a.key.localeCompare(b.key))
    .slice(0, top);
  const short = all.filter((c) => c.ours < c.listed);
  return [
    `### ${name}: ${records.length} stores in ${all.length} cities`,
    "",
    `${near} (${pct(near, records.length)}) have a seed store within ${NEAR_MILES} mile; ${short.length} cities have fewer seed stores than listed ones (${short.reduce((n, c) => n + gap(c), 0)} stores short), ${all.filter((c) => c.ours === 0).length} cities have none.`, // prettier-ignore
    "",
    `Largest absolute gaps:`,
    "",
    ...header,
    ...byAbsolute.map(row),
    "",
    `Largest relative gaps (cities with ${MIN_LISTED}+ listed stores):`,
    "",
    ...header,
    ...byRelative.map(row),
  ].join("\n");
});
console.log(`Seed ${args.seed}: ${seed.length} stores\n\n${sections.join("\n\n")}`);
