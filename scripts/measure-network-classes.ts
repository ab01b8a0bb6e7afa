// npx tsx scripts/measure-network-classes.ts [--seed FILE] [--data DIR] [--examples N]: two classes of a zip shown a
// fraction of its pharmacies, ranked beside scripts/measure-region-chains.ts and measure-network-places.ts
// (twenty-fifth session, NETWORK.md): the CMS DMEPOS 2026 independents with no seed store within 0.25 mile, by what
// the seed holds under their name in their state (none; one NPI of the name against one DMEPOS row, or several; same
// or another city; how far the nearest stands), and the CVS and Walgreens stores of the seed that neither the chain's
// 2024 list (within 0.3 mile) nor DMEPOS 2026 (within 1 mile) confirms, in the states the 2024 list covers.
// Twenty-sixth session: the stores the rules of that session move, add or name (those on the seed given, counted
// by the rules themselves): independents on their zip whose name DMEPOS lists once in their state within 3.5 miles
// (`standAtTheirName`), walk-in independents of the 2022 locator DMEPOS 2026 shows trading (`tradingIn2026`), and
// owner-named independents whose street a Test to Treat site names as a pharmacy (`nameByTheirSite`); and the names
// on the sign over the whole network. Twenty-seventh session: the classes of that session (at the end).
import path from "node:path";
import { parseArgs } from "node:util";
import { sphericalMiles } from "../lib/geo/distance-miles";
import { buildSpatialGrid } from "../lib/geo/spatial-grid";
import { INDEPENDENT_CHAIN_CODE } from "../lib/pharmacies/chains";
import { hasLegalSuffix, titleCase } from "../lib/pharmacies/import/format-fields";
import { nameByTheirSite } from "../lib/pharmacies/import/name-by-their-site";
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { parseTestToTreat } from "../lib/pharmacies/import/parse-address-points";
import { parseNppesIndependents, parseTherapeuticLocator } from "../lib/pharmacies/import/parse-npi-sources";
import { namesNothingOfAPharmacy, type PlacedPharmacy } from "../lib/pharmacies/import/place-pharmacies";
import { readHeadedRows } from "../lib/pharmacies/import/read-delimited-rows";
import { recognizeChain } from "../lib/pharmacies/import/recognize-chain";
import { standAtTheirName } from "../lib/pharmacies/import/stand-at-their-name";
import { tradingIn2026 } from "../lib/pharmacies/import/trading-in-2026";
import { readZipSeed, ZIP_SEED_FILE } from "../lib/pharmacies/import/read-network-seed";
import { normalizeCity, normalizeStoreName } from "../lib/pharmacies/import/normalize-street";
import { openDataFile } from "../lib/pharmacies/import/read-delimited-rows";
import { PHARMACY_SEED_FILE, readPharmacySeed } from "../lib/pharmacies/import/read-network-seed";
import { parseAllThePlaces, parseDmeposPharmacies, parseStilesLocations, parseUnivafAlbertsons } from "../lib/pharmacies/import/parse-store-locations"; // prettier-ignore
import { isArm } from "../lib/pharmacies/import/one-counter";
import { type ExtractFields, readExtractArmFields } from "../lib/pharmacies/import/read-extract-fields";
import { isSuccession, storefrontsOf } from "../lib/pharmacies/import/one-storefront";
import { answeringGrocer } from "../lib/pharmacies/import/operator-by-phone";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: PHARMACY_SEED_FILE },
    zips: { type: "string", default: ZIP_SEED_FILE },
    data: { type: "string", default: "../shared/data" },
    examples: { type: "string", default: "4" },
  },
});
const dir = path.join(path.resolve(args.data), "pharmacies/store-locations");
const seed = (await readPharmacySeed(args.seed)).pharmacies;
const dmepos = (await parseDmeposPharmacies(openDataFile(path.join(dir, "cms-dmepos-pharmacy-locations-2026.csv.gz")))).records; // prettier-ignore
const stiles = (await parseStilesLocations(openDataFile(path.join(dir, "stiles-locations-2024-chain-stores.csv.gz")))).records; // prettier-ignore
const grid = buildSpatialGrid(seed);
const byName = new Map<string, typeof seed>();
for (const p of seed) {
  if (p.chainCode !== INDEPENDENT_CHAIN_CODE) continue;
  const key = `${p.state}|${normalizeStoreName(p.name)}`;
  byName.set(key, [...(byName.get(key) ?? []), p]);
}
const dmeposByName = new Map<string, number>();
for (const l of dmepos) if (!l.chainCode && l.name) dmeposByName.set(`${l.state}|${normalizeStoreName(l.name)}`, (dmeposByName.get(`${l.state}|${normalizeStoreName(l.name)}`) ?? 0) + 1); // prettier-ignore
const classes = new Map<string, string[]>();
const flag = (k: string, v: string) => classes.set(k, [...(classes.get(k) ?? []), v]);
let lonely = 0;
for (const l of dmepos) {
  if (l.chainCode || !l.name) continue;
  if (grid.within(l, 0.25).length > 0) continue;
  lonely++;
  const key = `${l.state}|${normalizeStoreName(l.name)}`;
  const named = byName.get(key) ?? [];
  const dmeposCount = dmeposByName.get(key) ?? 0;
  if (named.length === 0) {
    flag("no seed store of the name in the state", `${l.name}, ${l.city} ${l.state}`);
    continue;
  }
  const near = named.map((p) => ({ p, miles: sphericalMiles(p, l) })).sort((a, b) => a.miles - b.miles);
  const best = near[0]!;
  const sameCity = normalizeCity(best.p.city) === normalizeCity(l.city);
  const kind = `${named.length === 1 && dmeposCount === 1 ? "one NPI, one DMEPOS row" : "several"}; ${sameCity ? "same city" : "other city"}; nearest ${best.p.placement}; ${best.miles <= 2 ? "<=2" : best.miles <= 5 ? "2-5" : best.miles <= 10 ? "5-10" : best.miles <= 25 ? "10-25" : ">25"} mi`; // prettier-ignore
  flag(kind, `${l.name}, ${l.city} ${l.state} -> ${best.p.name}, ${best.p.street ?? "(no street)"}, ${best.p.city} ${best.p.zip} ${best.p.npi} ${best.miles.toFixed(2)} mi`); // prettier-ignore
}
console.log(`## CMS DMEPOS 2026 independents with no seed store within 0.25 mi: ${lonely}`);
for (const [k, v] of [...classes].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${v.length}\t${k}`);
  for (const line of v.slice(0, Number(args.examples))) console.log(`   ${line}`);
}

// CVS and Walgreens stores no newer list confirms.
const stilesGrid = buildSpatialGrid(stiles);
const dmeposGrid = buildSpatialGrid(dmepos);
console.log(
  `\n## CVS and Walgreens stores of the seed that no 2024 list store (0.3 mi) nor DMEPOS 2026 (1 mi) confirms`,
);
for (const chain of ["WALGREENS", "CVS"]) {
  const stores = seed.filter((p) => p.chainCode === chain);
  const listStates = new Set(stiles.filter((l) => l.chainCode === chain).map((l) => l.state));
  const unconfirmed = stores.filter(
    (p) =>
      listStates.has(p.state) &&
      !stilesGrid.within(p, 0.3).some((n) => n.item.chainCode === chain) &&
      !dmeposGrid.within(p, 1).some((n) => n.item.chainCode === chain),
  );
  console.log(`${chain}: ${unconfirmed.length} of ${stores.length} stores, ${new Set(unconfirmed.map((p) => p.zip)).size} zips`); // prettier-ignore
  for (const p of unconfirmed.slice(0, Number(args.examples)))
    console.log(`   ${p.name}, ${p.street}, ${p.city} ${p.state} ${p.zip} (${p.placement})`);
}

// Twenty-sixth session's classes, on the seed given.
const files = networkSourceFiles(path.resolve(args.data));
const show = (title: string, lines: string[]) => {
  console.log(`\n## ${title}: ${lines.length}`);
  for (const line of lines.slice(0, Number(args.examples))) console.log(`   ${line}`);
};
const placed = seed.map((p): PlacedPharmacy => ({ ...p, sources: p.sources ?? "", method: p.placement === "zip" ? "zip-geonames" : "street" })); // prettier-ignore
const zipPoint = new Map((await readZipSeed(args.zips)).zips.map((z) => [z.zip, { lat: z.lat, lng: z.lng }]));
const moved = standAtTheirName(placed, dmepos, (zip) => ({ geonames: zipPoint.get(zip) }));
show(
  "independents on their zip's point whose name DMEPOS 2026 lists once in their state within 3.5 miles",
  moved.flatMap((p, i) => (p === placed[i] ? [] : [`${p.name}, ${p.city} ${p.state} ${p.zip} ${p.npi}, ${sphericalMiles(p, placed[i]!).toFixed(2)} mi`])), // prettier-ignore
);
const locator = (await parseTherapeuticLocator(openDataFile(files.locator))).records;
const known = new Set((await parseNppesIndependents(openDataFile(files.independents))).records.map((r) => r.npi));
for await (const { row } of readHeadedRows(openDataFile(files.slim), { required: ["npi"], rejected: [], headerError: "header" })) known.add(row.npi!); // prettier-ignore
const seedNpis = new Set(seed.map((p) => p.npi));
const storesOfZip = new Map<string, { name: string }[]>();
for (const p of seed) storesOfZip.set(p.zip, [...(storesOfZip.get(p.zip) ?? []), p]);
const trading = tradingIn2026(dmepos);
show(
  "walk-in independents only the 2022 locator lists, which DMEPOS 2026 shows trading, not in the seed",
  locator.flatMap((l) => {
    if (seedNpis.has(l.npi) || known.has(l.npi)) return [];
    if (recognizeChain({ legalName: l.name, state: l.state }) !== INDEPENDENT_CHAIN_CODE) return [];
    const listing = trading(l, storesOfZip.get(l.zip) ?? []);
    return listing ? [`${l.name}, ${l.city} ${l.state} ${l.npi} (DMEPOS: ${listing.name}, ${listing.city})`] : [];
  }),
);
const sites = (await parseTestToTreat(openDataFile(files.testToTreat))).records;
const named = nameByTheirSite(placed, sites);
show(
  "owner-named independents whose street a Test to Treat site names as a pharmacy",
  named.flatMap((p, i) => (p === placed[i] ? [] : [`${placed[i]!.name} -> ${p.name}, ${p.city} ${p.state} ${p.npi}`])),
);
const independents = seed.filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE);
const chainStores = seed.filter((p) => p.chainCode !== INDEPENDENT_CHAIN_CODE);
console.log(`\n## Names on the sign (${seed.length} stores)`);
console.log(`independents showing a legal entity's suffix (LLC, Inc): ${independents.filter((p) => hasLegalSuffix(p.name)).length}`); // prettier-ignore
console.log(`independents whose name names no pharmacy, drug store or health (an owner's): ${independents.filter((p) => namesNothingOfAPharmacy(p.name)).length}`); // prettier-ignore
console.log(`chain stores showing a legal entity's suffix: ${chainStores.filter((p) => hasLegalSuffix(p.name)).length}`); // prettier-ignore
console.log(`chain stores under a name joining two banners ("Hen House / Price Chopper"): ${chainStores.filter((p) => p.name.includes(" / ")).length}`); // prettier-ignore

// Twenty-seventh session's classes, on the seed given: independents of other names at one storefront (one zip,
// street and unit) whose older NPIs NPPES 2025-10 shows untouched since the newest's enumeration (successive owners,
// `storefrontsOf` and `isSuccession`; DMEPOS 2026 naming two of them leaves them), operator-named independents whose
// telephone a grocery chain's listed store answers (`answeringGrocer`), and names showing Spanish "y" lower case
// outside a Spanish name ("Big y Foods").
const dates = await readExtractArmFields(path.resolve(args.data));
const cmsNames = new Map<string, number>();
for (const l of dmepos) if (l.name) cmsNames.set(`${l.state}|${normalizeCity(l.city)}|${normalizeStoreName(l.name)}`, (cmsNames.get(`${l.state}|${normalizeCity(l.city)}|${normalizeStoreName(l.name)}`) ?? 0) + 1); // prettier-ignore
const byZip = new Map<string, { record: (typeof seed)[number]; raw: ExtractFields | undefined }[]>();
for (const p of seed) {
  if (p.chainCode !== INDEPENDENT_CHAIN_CODE || !p.street) continue;
  byZip.set(p.zip, [...(byZip.get(p.zip) ?? []), { record: p, raw: dates.get(p.npi) }]);
}
const fronts = [...byZip.values()].flatMap((members) =>
  storefrontsOf(members.filter((m) => !isArm([m.record.name, m.raw?.legalName ?? ""], m.raw?.primaryTaxonomy))).filter(
    (front) =>
      isSuccession(front) &&
      front.filter((m) => [m.record.name, m.raw?.legalName ?? ""].some((n) => cmsNames.get(`${m.record.state}|${normalizeCity(m.record.city)}|${normalizeStoreName(n)}`) === 1)).length <= 1, // prettier-ignore
  ),
);
show(
  `storefronts of successive owners: independents of other names at one zip, street and unit, the older NPIs untouched since the newest's enumeration (${fronts.reduce((n, f) => n + f.length - 1, 0)} NPIs beyond one per storefront)`, // prettier-ignore
  fronts.map((f) => f.map((m) => `${m.record.name} (${m.raw?.enumerationDate})`).join(" / ") + `, ${f[0]!.record.street}, ${f[0]!.record.city} ${f[0]!.record.state}`), // prettier-ignore
);
const lists = [
  ...(await parseAllThePlaces(openDataFile(files.atp))).records,
  ...stiles,
  ...(await parseUnivafAlbertsons(openDataFile(files.univaf))).records,
  ...dmepos,
];
const grocer = answeringGrocer(lists);
show(
  "operator-named independents whose telephone a grocery chain's listed store answers in their state",
  seed.flatMap((p) => {
    const l = grocer({ ...p, legalName: dates.get(p.npi)?.legalName || p.name });
    return l ? [`${p.name}, ${p.city} ${p.state} ${p.phone} -> ${l.banner ?? l.chainCode} #${l.storeNumber ?? ""}, ${l.street} ${l.city}`] : []; // prettier-ignore
  }),
);
show(
  'names showing Spanish "y" lower case outside a Spanish name',
  seed.flatMap((p) => (/(^|[^A-Za-z'])y($|[^A-Za-z'])/.test(p.name) && titleCase(p.name.toUpperCase()) !== p.name ? [`${p.name}, ${p.city} ${p.state}`] : [])), // prettier-ignore
);
