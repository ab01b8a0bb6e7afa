// npx tsx scripts/measure-zip-directories.ts [--seed DIR] [--data DIR] [--accounting FILE] [--top N] [--out FILE]:
// the network as a patient meets it, over every zip of the seed. For each zip, the stores the pharmacy endpoints show
// (the zip's region from the server's own `buildNetworkIndex().regionOf`: the radius the chain endpoint lists and
// region pricing counts) against the stores the independent directories put within the same radius: CMS DMEPOS 2026
// (walk-in names), stiles 2024, All the Places 2021, univaf Albertsons 2022 and the HHS locator 2022's chain stores,
// merged into one directory (a store listed twice counted once: same chain within 0.3 mile between rooftop lists, 1
// mile against a DMEPOS point, which CMS geocodes on its own). Then every directory store no seed store stands for,
// weighted by the zips that see it, classified by why (`--accounting FILE` from derive-network-seed.ts names the
// NPIs our filters dropped), and the cities and zips with the largest gaps, as Markdown.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { isUsState } from "../lib/accounts/schemas";
import { buildSpatialGrid } from "../lib/geo/spatial-grid";
import { INDEPENDENT_CHAIN_CODE } from "../lib/pharmacies/chains";
import { buildNetworkIndex } from "../lib/pharmacies/network-index";
import { CLOSED } from "../lib/pharmacies/import/banners";
import { normalizeCity, normalizeStoreName, streetKey } from "../lib/pharmacies/import/normalize-street";
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { parseTherapeuticLocator } from "../lib/pharmacies/import/parse-npi-sources";
import { OFFICIAL_COLUMNS } from "../lib/pharmacies/import/parse-nppes-official";
import { openDataFile, readDelimitedRows } from "../lib/pharmacies/import/read-delimited-rows";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";
import { recognizeChain } from "../lib/pharmacies/import/recognize-chain";
import {
  parseAllThePlaces,
  parseDmeposPharmacies,
  parseStilesLocations,
  parseUnivafAlbertsons,
} from "../lib/pharmacies/import/parse-store-locations";
import { NOT_RETAIL_NAME } from "../lib/pharmacies/import/validate-nppes-fields";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed" },
    data: { type: "string", default: "../shared/data" },
    accounting: { type: "string" },
    top: { type: "string", default: "25" },
    out: { type: "string" }, // one line per missing directory store, for reading by hand
    zip: { type: "string" }, // prints that zip's region: the directory's stores and ours
    cities: { type: "string" }, // one line per city with 5+ directory stores: state|city, directory, ours, reasons
  },
});
const top = Number(args.top);
const data = path.resolve(args.data);
const files = networkSourceFiles(data);

// --- The directory: one entry per store the directories list.
type DirStore = {
  source: string;
  chainCode: string; // INDEPENDENT for a directory's independent
  label: string; // "CVS #4838, 123 Main St" or the DMEPOS name
  street: string | null;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
};
const us = <T extends { state: string }>(records: T[]) => records.filter((r) => isUsState(r.state));
const [dmepos, stiles, atp, univaf, locator] = await Promise.all([
  parseDmeposPharmacies(openDataFile(files.dmepos)),
  parseStilesLocations(openDataFile(files.stiles)),
  parseAllThePlaces(openDataFile(files.atp)),
  parseUnivafAlbertsons(openDataFile(files.univaf)),
  parseTherapeuticLocator(openDataFile(files.locator)),
]);
// Chains whose whole 2024 list stiles holds: an older list's store of theirs counts only where a newer one has it.
const LISTED_WHOLE_IN_2024 = new Set(["CVS", "WALGREENS", "PUBLIX", "COSTCO"]);
const closedChain = (code: string | null) => !!code && CLOSED.chainCodes.has(code);
const directory: DirStore[] = [];
const isChain = (code: string) => code !== INDEPENDENT_CHAIN_CODE;
const dirGrid = () => buildSpatialGrid(directory);
let grid = dirGrid();
// Each list has a store once; a store an earlier list has (same chain nearby) is not added again.
const listedNear = (s: DirStore, miles: number) =>
  isChain(s.chainCode) && grid.within(s, miles, (d) => d.chainCode === s.chainCode).length > 0;
function addList(source: string, stores: DirStore[], sameStoreMiles: number) {
  for (const s of stores) if (!listedNear(s, sameStoreMiles)) directory.push(s);
  grid = dirGrid();
}
const chainStore = (source: string) => (l: Awaited<typeof stiles>["records"][number]) => ({
  source,
  chainCode: l.chainCode ?? INDEPENDENT_CHAIN_CODE,
  label: `${l.banner ?? l.chainCode}${l.storeNumber ? ` #${l.storeNumber}` : ""}, ${l.street ?? ""}`,
  street: l.street,
  city: l.city,
  state: l.state,
  zip: l.zip,
  lat: l.lat,
  lng: l.lng,
});
const knownChain = (l: { chainCode: string | null }) => !!l.chainCode && !closedChain(l.chainCode);
addList("stiles 2024", us(stiles.records).filter(knownChain).map(chainStore("stiles 2024")), 0.3);
addList("univaf 2022", us(univaf.records).map(chainStore("univaf 2022")), 0.3);
// Target's stores are left out: CVS runs their pharmacy counters, which CVS's 2024 list (stiles) holds, and not every
// Target has one.
addList("ATP 2021", us(atp.records).filter((l) => knownChain(l) && !LISTED_WHOLE_IN_2024.has(l.chainCode!) && l.chainCode !== "TARGET").map(chainStore("ATP 2021")), 0.3); // prettier-ignore
const locatorChain = locator.records.flatMap((r) => {
  const chainCode = recognizeChain({ legalName: r.name });
  if (chainCode === INDEPENDENT_CHAIN_CODE || closedChain(chainCode) || LISTED_WHOLE_IN_2024.has(chainCode)) return [];
  if (!r.point || !isUsState(r.state)) return [];
  return [{ source: "locator 2022", chainCode, label: `${r.name}, ${r.street}`, street: r.street || null, city: r.city, state: r.state, zip: r.zip, ...r.point }]; // prettier-ignore
});
addList("locator 2022", locatorChain, 0.3);
// A DMEPOS independent named as a hospital, infusion, long-term-care or other closed-door pharmacy is left out.
const dmeposWalkIn = us(dmepos.records).filter(
  (l) => !closedChain(l.chainCode) && (knownChain(l) || !NOT_RETAIL_NAME.test(normalizeStoreName(l.name ?? ""))),
);
addList(
  "DMEPOS 2026",
  dmeposWalkIn.map((l) => ({ ...chainStore("DMEPOS 2026")(l), label: l.name ?? "", street: null })),
  1,
);
const dirBySource = new Map<string, number>();
for (const d of directory) dirBySource.set(d.source, (dirBySource.get(d.source) ?? 0) + 1);

// --- The seed, as the server reads it.
const [pharmacySeed, zipSeed] = await Promise.all([
  readPharmacySeed(path.join(args.seed, "pharmacies.json.gz")),
  readZipSeed(path.join(args.seed, "zips.json.gz")),
]);
const seed = pharmacySeed.pharmacies;
const network = buildNetworkIndex({ chains: pharmacySeed.chains, pharmacies: seed, zips: zipSeed.zips });
const seedGrid = network.stores;
const seedByNpi = network.byNpi;

// --- Which directory stores the seed has, one seed store standing for one directory store (nearest pairs first): a
// chain store of the same chain within 1 mile (DMEPOS points may be a mile off a rooftop), an independent within 0.25
// mile or of the same name in its city.
const seedByCityName = new Map<string, typeof seed>();
for (const p of seed) {
  const key = `${p.state}|${normalizeCity(p.city)}|${normalizeStoreName(p.name)}`;
  seedByCityName.set(key, [...(seedByCityName.get(key) ?? []), p]);
}
const pairs: { d: DirStore; p: (typeof seed)[number]; miles: number }[] = [];
for (const d of directory) {
  const near = seedGrid.within(d, isChain(d.chainCode) ? 1 : 0.25, (p) => !isChain(d.chainCode) || p.chainCode === d.chainCode); // prettier-ignore
  for (const { item, distanceMiles } of near) pairs.push({ d, p: item, miles: distanceMiles });
  if (!isChain(d.chainCode))
    for (const p of seedByCityName.get(`${d.state}|${normalizeCity(d.city)}|${normalizeStoreName(d.label)}`) ?? [])
      pairs.push({ d, p, miles: 0.3 });
}
pairs.sort((a, b) => a.miles - b.miles);
const standsFor = new Map<DirStore, (typeof seed)[number]>();
const taken = new Set<string>();
for (const { d, p } of pairs)
  if (!standsFor.has(d) && !taken.has(p.npi)) {
    standsFor.set(d, p);
    taken.add(p.npi);
  }
const missing = directory.filter((d) => !standsFor.has(d));
const missingSet = new Set(missing);
const unmatchedSeed = seedGrid; // queried with a filter on `taken`

// --- Per zip: the region's stores (ours) against the directory's within the same radius.
type ZipRow = { zip: string; city: string; state: string; radius: number; ours: number; listed: number; absent: number }; // prettier-ignore
const zipRows: ZipRow[] = [];
const seenBy = new Map<DirStore, number>(); // missing store -> zips whose region holds it
for (const z of zipSeed.zips) {
  const region = network.regionOf(z.zip);
  if (!region) continue;
  const ours = region.counts.total;
  const inRadius = grid.members(region.center, region.radiusMiles);
  let absent = 0;
  for (const d of inRadius)
    if (missingSet.has(d)) {
      absent++;
      seenBy.set(d, (seenBy.get(d) ?? 0) + 1);
    }
  zipRows.push({ zip: z.zip, city: z.city ?? "", state: z.state ?? "", radius: region.radiusMiles, ours, listed: inRadius.length, absent }); // prettier-ignore
}

// --- Why each missing store is missing.
type Outcome = { source: string; npi: string; outcome: string; name: string; city: string; state: string; zip: string }; // prettier-ignore
const dropped: Outcome[] = [];
if (args.accounting)
  for (const line of readFileSync(args.accounting, "utf8").split("\n")) {
    const [source, npi, outcome, row] = line.split("\t");
    if (!source || !npi || !outcome || outcome === "in the seed" || !row) continue;
    const m = /^(.*), ([^,]*), ([A-Z]{2}) (\S*)$/.exec(row);
    if (m) dropped.push({ source, npi, outcome, name: m[1]!, city: m[2]!, state: m[3]!, zip: m[4]!.slice(0, 5) });
  }
const droppedByPlace = new Map<string, Outcome[]>();
for (const o of dropped)
  for (const key of [`zip|${o.zip}`, `city|${o.state}|${normalizeCity(o.city)}`])
    droppedByPlace.set(key, [...(droppedByPlace.get(key) ?? []), o]);
const droppedChain = new Map<Outcome, string>(dropped.map((o) => [o, recognizeChain({ legalName: o.name })]));

// Every NPI row of the official NPPES layout (any taxonomy or entity kind: the rows our parse rejects too) and of the
// locator, by zip and street key, so a directory store at a street an NPI source lists is told from one in no source.
const npiAtStreet = new Map<string, string[]>(); // zip|streetKey -> NPIs of organisations
const addAtStreet = (key: string, npi: string) => npiAtStreet.set(key, [...(npiAtStreet.get(key) ?? []), npi]);
const { npi: NPI, entityType: ENTITY, address1: STREET, postalCode: ZIP } = OFFICIAL_COLUMNS;
for (const file of files.official) {
  let header = true;
  for await (const { fields } of readDelimitedRows(openDataFile(file), {
    delimiter: ",",
    rejected: [],
  })) {
    // prettier-ignore
    if (header) {
      header = false;
      continue;
    }
    const key = streetKey(fields[STREET[0]] ?? ""); // the practice location's first line
    // Entity type 2 only: a pharmacist's own NPI at a store's address is not the store's.
    const npi = fields[NPI[0]];
    if (key && npi && fields[ENTITY[0]] === "2") addAtStreet(`${(fields[ZIP[0]] ?? "").slice(0, 5)}|${key}`, npi);
  }
}
for (const r of locator.records) {
  const key = streetKey(r.street);
  if (key) addAtStreet(`${r.zip}|${key}`, r.npi);
}
const outcomeOf = new Map<string, string>();
if (args.accounting)
  for (const line of readFileSync(args.accounting, "utf8").split("\n")) {
    const [, npi, outcome] = line.split("\t");
    if (npi && outcome && (outcome === "in the seed" || !outcomeOf.has(npi))) outcomeOf.set(npi, outcome);
  }

function classify(d: DirStore): string {
  const key = d.street && d.zip ? streetKey(d.street) : null;
  const npis = key ? (npiAtStreet.get(`${d.zip}|${key}`) ?? []) : [];
  // The NPI of the store's own chain where one is there, else one in the seed, else any.
  const npi =
    npis.find((n) => seedByNpi.get(n)?.chainCode === d.chainCode) ?? npis.find((n) => seedByNpi.has(n)) ?? npis[0];
  if (npi) {
    const outcome = outcomeOf.get(npi) ?? "not a pharmacy row the import reads";
    return outcome === "in the seed" ? `NPI at its street in the seed (${seedByNpi.get(npi)?.chainCode ?? "?"}, ${seedByNpi.get(npi)?.placement ?? "?"})` : `NPI at its street dropped: ${outcome}`; // prettier-ignore
  }
  // In the seed at another sign: a store of another chain (or an independent) on the same spot.
  const here = unmatchedSeed.within(d, 0.05, (p) => !taken.has(p.npi));
  if (isChain(d.chainCode) && here.length > 0) return `at the spot under another chain (${here[0]!.item.chainCode})`;
  // Its chain's store in the seed, in its zip or city, that stands for no directory store: placed over a mile away.
  const sameChainFar = unmatchedSeed.within(d, 30, (p) => !taken.has(p.npi) && p.chainCode === d.chainCode && (p.zip === d.zip || normalizeCity(p.city) === normalizeCity(d.city))); // prettier-ignore
  if (isChain(d.chainCode) && sameChainFar.length > 0)
    return `its chain's store of its ${sameChainFar[0]!.item.zip === d.zip ? "zip" : "city"} placed ${sameChainFar[0]!.distanceMiles > 5 ? "over 5" : "1-5"} miles off (${sameChainFar[0]!.item.placement})`; // prettier-ignore
  const candidates = [
    ...(d.zip ? (droppedByPlace.get(`zip|${d.zip}`) ?? []) : []),
    ...(droppedByPlace.get(`city|${d.state}|${normalizeCity(d.city)}`) ?? []),
  ];
  const hit = isChain(d.chainCode)
    ? candidates.find((o) => droppedChain.get(o) === d.chainCode)
    : candidates.find((o) => normalizeStoreName(o.name) === normalizeStoreName(d.label));
  if (hit) return `an NPI of its chain in its zip or city dropped (the street unknown): ${hit.outcome}`;
  if (isChain(d.chainCode)) return d.street ? "chain store in no NPI source (none at its street)" : "chain store, no NPI of its chain in its zip or city left out (DMEPOS: no street)"; // prettier-ignore
  return "independent, no NPI source names it in its city";
}
const classes = new Map<string, { stores: number; zipViews: number; sample: DirStore[] }>();
const lines: string[] = [];
for (const d of missing) {
  const c = classify(d);
  const k = classes.get(c) ?? { stores: 0, zipViews: 0, sample: [] };
  k.stores++;
  k.zipViews += seenBy.get(d) ?? 0;
  if (k.sample.length < 3) k.sample.push(d);
  classes.set(c, k);
  const far = unmatchedSeed.within(d, 30, (p) => !taken.has(p.npi) && p.chainCode === d.chainCode && (p.zip === d.zip || normalizeCity(p.city) === normalizeCity(d.city)))[0]; // prettier-ignore
  lines.push([c, d.source, d.chainCode, d.label, d.city, d.state, d.zip ?? "", d.lat, d.lng, seenBy.get(d) ?? 0, far ? `${far.item.npi} ${far.item.name}, ${far.item.street}, ${far.item.city} ${far.item.zip} ${far.item.placement} ${far.item.sources} ${far.distanceMiles.toFixed(1)}mi` : ""].join("\t")); // prettier-ignore
}
if (args.out) writeFileSync(args.out, lines.join("\n") + "\n");

// --- Figures.
const fmt = (n: number) => n.toLocaleString("en-US");
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "-");
const withListed = zipRows.filter((r) => r.listed > 0);
const within = (x: number) => withListed.filter((r) => r.ours >= (1 - x) * r.listed).length;
const under = (x: number) => withListed.filter((r) => r.ours < x * r.listed).length;
console.log(`Seed ${args.seed}: ${fmt(seed.length)} stores; directory ${fmt(directory.length)} stores (${[...dirBySource].map(([s, n]) => `${s} ${fmt(n)}`).join(", ")}; DMEPOS names of hospitals, infusion, LTC and the like left out: ${fmt(us(dmepos.records).length - dmeposWalkIn.length)})\n`); // prettier-ignore
console.log(`| measure (every zip of the seed, region radius) | value |\n|---|---|`);
console.log(`| zips with directory stores in their region | ${fmt(withListed.length)} of ${fmt(zipRows.length)} |`);
console.log(`| ... our count at least 90 % / 80 % of the directory's | ${fmt(within(0.1))} (${pct(within(0.1), withListed.length)}) / ${fmt(within(0.2))} (${pct(within(0.2), withListed.length)}) |`); // prettier-ignore
console.log(`| ... our count under 50 % of the directory's | ${fmt(under(0.5))} |`);
console.log(`| ... with a directory store we lack in the region | ${fmt(withListed.filter((r) => r.absent > 0).length)} |`); // prettier-ignore
console.log(`| ... directory stores absent from their region, summed over zips | ${fmt(withListed.reduce((n, r) => n + r.absent, 0))} |`); // prettier-ignore
console.log(`| directory stores no seed store stands for | ${fmt(missing.length)} of ${fmt(directory.length)} (chains ${fmt(missing.filter((d) => isChain(d.chainCode)).length)}) |`); // prettier-ignore

console.log(
  `\n| why a directory store is absent | stores | zip regions it is absent from | sample |\n|---|---|---|---|`,
);
for (const [c, k] of [...classes].sort((a, b) => b[1].zipViews - a[1].zipViews))
  console.log(`| ${c} | ${fmt(k.stores)} | ${fmt(k.zipViews)} | ${k.sample.map((d) => `${d.label} (${d.city}, ${d.state})`).join("; ")} |`); // prettier-ignore

// Cities: the zips GeoNames names for a city, with the region of the city's zip with the most directory stores.
const byCity = new Map<string, ZipRow[]>();
for (const r of withListed) byCity.set(`${r.city}, ${r.state}`, [...(byCity.get(`${r.city}, ${r.state}`) ?? []), r]); // prettier-ignore
const cityRows = [...byCity].map(([city, rows]) => {
  const sum = (f: (r: ZipRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  return { city, zips: rows.length, ours: sum((r) => r.ours), listed: sum((r) => r.listed), absent: sum((r) => r.absent) }; // prettier-ignore
});
console.log(
  `\nLargest gaps by city (summed over the city's zips: a store counts once per zip whose region holds it):\n`,
);
console.log(
  `| city | zips | our stores in their regions | directory's | directory stores we lack |\n|---|---|---|---|---|`,
);
for (const c of [...cityRows].sort((a, b) => b.absent - a.absent).slice(0, top))
  console.log(`| ${c.city} | ${c.zips} | ${fmt(c.ours)} | ${fmt(c.listed)} | ${fmt(c.absent)} |`);
console.log(`\nWorst zips by ratio (directory 10+ stores in the region):\n`);
console.log(`| zip | place | radius | ours | directory's | absent |\n|---|---|---|---|---|---|`);
for (const r of withListed
  .filter((r) => r.listed >= 10)
  .sort((a, b) => a.ours / a.listed - b.ours / b.listed)
  .slice(0, top))
  // prettier-ignore
  console.log(`| ${r.zip} | ${r.city}, ${r.state} | ${r.radius} | ${r.ours} | ${r.listed} | ${r.absent} |`);

// Cities by their postal name: every city (state + city as the directories write it, "Saint"/"St" folded) against
// the seed's stores addressed to it. No list of Census places is among the data (/work/shared/data), so the postal
// city is the unit. A city under 80 % of its directory stores is read store by store: each directory store is in
// the seed under another city's name (the postal city: NPPES writes the post office's name, a directory the town's),
// or absent for one of the reasons above, gathered in four: no NPI in any source; an NPI our rules dropped; placed
// elsewhere (geocoding: its chain's store of the city stands over a mile off, or another store on its spot); another
// NPI at its street (another chain or an independent's name). Stores short count the directory's surplus.
const CITY_MIN_LISTED = 5;
const cityOf = (state: string, city: string) => `${state}|${normalizeCity(city)}`;
const reasonGroup = (c: string) =>
  c.startsWith("NPI at its street dropped") || c.startsWith("an NPI of its chain")
    ? "our rule dropped its NPI"
    : c.startsWith("its chain's store") || c.startsWith("at the spot")
      ? "geocoding (placed a mile or more off)"
      : c.startsWith("NPI at its street in the seed")
        ? "another NPI at its street (another sign)"
        : "no NPI in any source";
const seedPerCity = new Map<string, number>();
for (const p of seed) seedPerCity.set(cityOf(p.state, p.city), (seedPerCity.get(cityOf(p.state, p.city)) ?? 0) + 1);
type CityGap = { key: string; listed: number; ours: number; reasons: Map<string, number> };
const cityGaps = new Map<string, CityGap>();
for (const d of directory) {
  const key = cityOf(d.state, d.city);
  const g = cityGaps.get(key) ?? { key, listed: 0, ours: seedPerCity.get(key) ?? 0, reasons: new Map() };
  g.listed++;
  const p = standsFor.get(d);
  const reason = p ? (cityOf(p.state, p.city) === key ? null : "postal city name (in the seed under another city)") : reasonGroup(classify(d)); // prettier-ignore
  if (reason) g.reasons.set(reason, (g.reasons.get(reason) ?? 0) + 1);
  cityGaps.set(key, g);
}
const ranked = [...cityGaps.values()].filter((g) => g.listed >= CITY_MIN_LISTED);
const under80 = ranked.filter((g) => g.ours < 0.8 * g.listed);
if (args.cities)
  writeFileSync(args.cities, ranked.map((g) => [g.key, g.listed, g.ours, [...g.reasons].map(([r, n]) => `${r}: ${n}`).join("; ")].join("\t")).join("\n") + "\n"); // prettier-ignore
const mainReason = (g: CityGap) =>
  [...g.reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "-";
const byReason = new Map<string, { cities: number; short: number }>();
for (const g of under80) {
  const r = byReason.get(mainReason(g)) ?? { cities: 0, short: 0 };
  r.cities++;
  r.short += g.listed - g.ours;
  byReason.set(mainReason(g), r);
}
const cityLabel = (key: string) => key.split("|").reverse().join(", ");
console.log(`
Cities by postal name (${fmt(ranked.length)} with ${CITY_MIN_LISTED}+ directory stores, of ${fmt(cityGaps.size)}): ${fmt(under80.length)} under 80 % of the directory (${fmt(under80.reduce((n, g) => n + g.listed - g.ours, 0))} stores short), ${fmt(ranked.filter((g) => g.ours === 0).length)} with no seed store\n`); // prettier-ignore
console.log(`| main reason of the city's shortfall | cities under 80 % | stores short |\n|---|---|---|`);
for (const [r, v] of [...byReason].sort((a, b) => b[1].cities - a[1].cities)) console.log(`| ${r} | ${fmt(v.cities)} | ${fmt(v.short)} |`); // prettier-ignore
console.log(`\n| city | directory | ours | directory stores not counted in the city, by reason |\n|---|---|---|---|`);
for (const g of [...under80].sort((a, b) => b.listed - b.ours - (a.listed - a.ours) || a.key.localeCompare(b.key)).slice(0, top)) // prettier-ignore
  console.log(`| ${cityLabel(g.key)} | ${g.listed} | ${g.ours} | ${[...g.reasons].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join("; ")} |`); // prettier-ignore

if (args.zip) {
  const region = network.regionOf(args.zip);
  if (region) {
    console.log(`\n${args.zip}: radius ${region.radiusMiles}`);
    for (const d of grid.members(region.center, region.radiusMiles))
      console.log(`dir\t${missingSet.has(d) ? classify(d) : "in the seed"}\t${d.source}\t${d.chainCode}\t${d.label}\t${d.city}`); // prettier-ignore
    for (const p of seedGrid.members(region.center, region.radiusMiles))
      console.log(`seed\t${p.npi}\t${p.chainCode}\t${p.name}\t${p.street}\t${p.city}\t${p.placement}\t${p.sources}`);
  }
}
