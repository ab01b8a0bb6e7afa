// npx tsx scripts/derive-network-seed.ts [--data DIR] [--out DIR] [--nppes FILE]: derives the committed pharmacy and
// zip seeds. --nppes reads a full NPPES monthly file (official layout, plain or .gz) instead of the partial extract,
// streaming it in bounded memory (lib/pharmacies/import/stream-nppes-official.ts).
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { Presets, SingleBar } from "cli-progress";
import type { ZipRecord } from "../lib/geo/types";
import { CHAINS, INDEPENDENT_CHAIN_CODE, INDEPENDENT_CHAIN_NAME } from "../lib/pharmacies/chains";
import { accountNpis } from "../lib/pharmacies/import/account-npis";
import { LOCATE_REJECTION_REASONS, locatePharmacies } from "../lib/pharmacies/import/locate-pharmacies";
import { mergeZipSources, nameZipsByStores } from "../lib/pharmacies/import/merge-zip-sources";
import { settleZipsAtTheEdge, standOnTheirZip } from "../lib/pharmacies/import/zips-at-the-edge";
import { mergeNpiSources, NPI_SOURCES, type SourceReport } from "../lib/pharmacies/import/merge-npi-sources";
import { spellCityInFull } from "../lib/pharmacies/import/city-names";
import { hasLegalSuffix } from "../lib/pharmacies/import/format-fields";
import { encodePharmacySeed, encodeZipSeed, NETWORK_SEED_VERSION, type SeedProvenance } from "../lib/pharmacies/import/network-seed"; // prettier-ignore
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { parseNppesIndependents, parseTherapeuticLocator } from "../lib/pharmacies/import/parse-npi-sources";
import { addressPointsOfLocator, parseTestToTreat } from "../lib/pharmacies/import/parse-address-points";
import { parseCensusZcta } from "../lib/pharmacies/import/parse-census-zcta";
import { parseGeonamesPostalCodes } from "../lib/pharmacies/import/parse-geonames-postal-codes";
import { parseNppesOfficial } from "../lib/pharmacies/import/parse-nppes-official";
import { parseNppesSlim } from "../lib/pharmacies/import/parse-nppes-slim";
import {
  parseAllThePlaces,
  parseDmeposPharmacies,
  parseStilesLocations,
  parseUnivafAlbertsons,
  type StoreLocation,
} from "../lib/pharmacies/import/parse-store-locations";
import { PLACEMENT_METHODS } from "../lib/pharmacies/import/place-pharmacies";
import { openNppesFile, streamNppesOfficial, type StreamResult } from "../lib/pharmacies/import/stream-nppes-official";
import { openDataFile } from "../lib/pharmacies/import/read-delimited-rows";
import { PHARMACY_SEED_FILE, ZIP_SEED_FILE } from "../lib/pharmacies/import/read-network-seed";
import { countBy, countRejections, findRepeatedIndependents } from "../lib/pharmacies/import/summarize-import";
import { REJECTION_REASONS } from "../lib/pharmacies/import/validate-nppes-fields";
import type { NppesPharmacy, ParseResult } from "../lib/pharmacies/pharmacy-record";

const { values: args } = parseArgs({
  options: {
    data: { type: "string", default: "../shared/data" },
    out: { type: "string", default: "" },
    nppes: { type: "string" },
    // Writes one line per row of every NPI source (source, NPI, outcome): in the seed, or why not.
    accounting: { type: "string" },
  },
});
const dataDir = path.resolve(args.data);
const outFiles = args.out
  ? {
      pharmacies: path.join(args.out, path.basename(PHARMACY_SEED_FILE)),
      zips: path.join(args.out, path.basename(ZIP_SEED_FILE)),
    }
  : { pharmacies: PHARMACY_SEED_FILE, zips: ZIP_SEED_FILE };

const files = networkSourceFiles(dataDir);

// A progress bar over compressed bytes on a terminal only, so piped output and CI logs hold just the summary.
const storeListFiles = [files.atp, files.stiles, files.univaf, files.dmepos, files.testToTreat];
const allFiles = [
  files.geonames,
  files.censusZcta,
  files.slim,
  files.independents,
  files.locator,
  ...(args.nppes ? [] : files.official),
  ...storeListFiles,
];
const bar = process.stdout.isTTY
  ? new SingleBar({ format: "{bar} {percentage}% {file}" }, Presets.shades_classic)
  : null;
bar?.start(
  allFiles.reduce((sum, f) => sum + statSync(f).size, 0),
  0,
  { file: "" },
);
const open = (file: string) => {
  bar?.update({ file: path.basename(file) });
  return openDataFile(file, { onBytes: (n) => bar?.increment(n) });
};

const geonames = await parseGeonamesPostalCodes(open(files.geonames));
const censusZcta = await parseCensusZcta(open(files.censusZcta));
const zips = mergeZipSources({ geonames: geonames.records, censusZcta: censusZcta.records });
const zipsByCode = new Map(zips.map((z) => [z.zip, z]));

// The official layout is the source of record: unlike the slim CSV it carries reactivation dates.
const official: ParseResult<NppesPharmacy> = { records: [], rejected: [], warnings: [] };
let fullFile: StreamResult | null = null;
if (args.nppes) {
  bar?.stop();
  fullFile = await streamFullFile(args.nppes);
  official.records.push(...fullFile.records);
  official.rejected.push(...fullFile.rejected);
  official.warnings.push(...fullFile.warnings.map((w) => `${path.basename(args.nppes!)}: ${w}`));
  bar?.start(
    allFiles.reduce((sum, f) => sum + statSync(f).size, 0),
    0,
    { file: "" },
  );
} else {
  for (const file of files.official) {
    const result = await parseNppesOfficial(open(file));
    official.records.push(...result.records);
    official.rejected.push(...result.rejected);
    official.warnings.push(...result.warnings.map((w) => `${path.basename(file)}: ${w}`));
  }
}
const slim = await parseNppesSlim(open(files.slim));
const independents = await parseNppesIndependents(open(files.independents));
const locator = await parseTherapeuticLocator(open(files.locator));
const storeLists = {
  atp: await parseAllThePlaces(open(files.atp)),
  stiles: await parseStilesLocations(open(files.stiles)),
  univaf: await parseUnivafAlbertsons(open(files.univaf)),
  dmepos: await parseDmeposPharmacies(open(files.dmepos)),
};
const testToTreat = await parseTestToTreat(open(files.testToTreat));
bar?.stop();
const locations: StoreLocation[] = Object.values(storeLists).flatMap((r) => r.records);

// Every NPI source merged by NPI (NPPES 2025-10 wins), then placed and de-duplicated as one list.
const merged = mergeNpiSources({
  nppes: official.records,
  nppesRejected: new Map(
    official.rejected.flatMap((r) =>
      r.npi ? [[r.npi, r.reason === REJECTION_REASONS.notRetail ? "notRetail" : "deactivated"] as const] : [],
    ),
  ),
  independents: independents.records,
  locator: locator.records,
  locations,
});
const chainNames = new Map(CHAINS.map((c) => [c.code, c.name]));
const located = locatePharmacies({
  pharmacies: merged.records,
  zips: zipsByCode,
  census: new Map(censusZcta.records.map((z) => [z.zip, z])),
  locations,
  addressPoints: [...addressPointsOfLocator(locator.records), ...testToTreat.records],
  chainName: (code) => chainNames.get(code) ?? code,
});
const placed = [...located.records].sort((a, b) => a.zip.localeCompare(b.zip) || a.npi.localeCompare(b.npi));
// Zips at the edge (NETWORK.md): after placement, by the rooftop-placed stores; then every store left on its zip
// stands on that zip's settled point (twentieth session).
const edge = settleZipsAtTheEdge({
  zips: nameZipsByStores(zips, placed),
  census: new Map(censusZcta.records.map((z) => [z.zip, z])),
  stores: placed,
});
const namedZips = edge.zips;
const onZips = standOnTheirZip(placed, namedZips);
// Cities as their zip's place name spells them where NPPES abbreviates ("Mountain Brk"; twenty-eighth session).
const zipCities = new Map(namedZips.map((z) => [z.zip, z.city]));
const pharmacies = onZips.stores.map((p) => ({ ...p, city: spellCityInFull(p.state, p.city, zipCities.get(p.zip)) }));

const generatedAt = new Date().toISOString();
const attribution =
  "Pharmacies: CMS NPPES public data. Zip centroids: GeoNames (geonames.org), CC BY 4.0, and the US Census Gazetteer. " +
  "Store locations: All the Places (CC0), Matt Stiles, github.com/stiles/locations (MIT), US Digital Response univaf " +
  "(Apache-2.0), CMS DMEPOS supplier directory (public data).";
const pharmacyProvenance: SeedProvenance = {
  sources: [
    "CMS NPPES (National Plan and Provider Enumeration System) public data, 2025-10, official monthly layout, partial " +
      "extract of pharmacy organizations (via GitHub dexterfire861/pharmacy-deserts @e5b2e72f)",
    "GeoNames US postal codes (geonames.org), CC BY 4.0, 2026-03",
    "US Census Gazetteer ZCTA centroids 2021, public domain (for zips GeoNames lacks, and zips whose rooftop-placed stores stand nearer it)",
    "All the Places, run 2021-12-11 (ModelEarth/places-data @fe9c562b), CC0: store coordinates, banners and opening hours",
    "stiles/locations 2024 (github.com/stiles/locations @c6bb386e), MIT, credit Matt Stiles: store coordinates",
    "US Digital Response univaf (usdigitalresponse/univaf @6c3a8a6f), Apache-2.0: Albertsons Cos pharmacy coordinates",
    "CMS Medical Equipment Suppliers directory (data.cms.gov ct36-nrcq), public data: pharmacy coordinates by name and city",
    "HHS COVID-19 Public Therapeutic Locator 2022 (healthdata.gov rxn6-qnx8) and COVID-19 Test to Treat sites 2023 (healthdata.gov 6m8a-tsjg), public data: geocodes of street addresses",
  ],
  attribution,
  rules: [
    "Organizations with taxonomy 3336C0003X (community/retail pharmacy) only; deactivated NPIs dropped, reactivated kept",
    "An independent named as a drugstore (Drug, Apothecary, Chemist) under long-term-care, compounding or clinic codes, with a local telephone number, only where CMS DMEPOS 2026 lists its name in its city and no retail NPI of its city (name) or zip (telephone, street) stands for it",
    "NPI must pass the CMS Luhn check; rows without street, city, state or a known zip are dropped",
    "chainCode from the legal name, then the DBA name, by lib/pharmacies/chains.ts; otherwise INDEPENDENT",
    "Closed chains and banners (Rite Aid incl. Bartell, Kmart, Fred's, A&P, Shopko) dropped; one NPI per chain and address, the most recently enumerated",
    "One store per counter: stores of one zip giving one phone number and one name or street (or no street) are one, hospitals', clinics' and closed-door arms aside; the chain's store, else the name CMS DMEPOS 2026 lists in the city, else the NPI enumerated last is kept",
    "One store per storefront: independents of other names at one zip, street and unit whose older NPIs NPPES shows untouched since the newest was enumerated are one store (the newest kept, unless CMS DMEPOS 2026 lists another's name once in the city); an operating company's NPI whose number a grocery chain's listed store answers is that store",
    "lat/lng is the rooftop of the matched store in a public store list (store number, street, name and city, nearest same-chain point), else the geocode a public file gives the store's own zip and street, else CMS DMEPOS 2026's one free listing of its chain or name in its city (one store on its zip's point, as many stores as listings), else the zip's point as the zip seed gives it (GeoNames, or the Census ZCTA centroid where the zip's rooftop stores say so), the point a patient of the zip is measured from; placement says which",
    "city as NPPES writes it, except a USPS abbreviation (Hts, Spgs, Twp, a leading N/S/E/W) its zip's GeoNames place name spells in full for the same city",
    "name is the store's banner for chain stores (Duane Reade, Fred Meyer, Jewel-Osco), else the chain's name; a state code ending a name written as the code (Rxvip PA), \"Co\" a company's; openingHours from All the Places where it lists the store",
  ],
};
const chains = [
  ...CHAINS.map(({ code, name }) => ({ code, name })),
  { code: INDEPENDENT_CHAIN_CODE, name: INDEPENDENT_CHAIN_NAME },
];
const zipProvenance: SeedProvenance = {
  sources: pharmacyProvenance.sources.slice(1, 3),
  attribution,
  rules: [
    "GeoNames first; Census ZCTA centroids for zips GeoNames lacks, named by the city and state most of their stores give (else no city or state); APO/FPO zips dropped; zips at the edge: territories' zips get their state by USPS prefix, Marshall Islands/Micronesia/Palau zips dropped, a zip whose rooftop stores sit over 2 miles from GeoNames' point and at most half as far from the Census centroid takes the Census centroid, a zip without rooftop stores whose GeoNames point 5+ zips share (a city's or county's centre) takes the Census centroid when it is 2-25 miles away, zips of store addresses no file knows added where their stores stand",
  ],
};

mkdirSync(path.dirname(outFiles.pharmacies), { recursive: true });
mkdirSync(path.dirname(outFiles.zips), { recursive: true });
const pharmacySeed = gzipSync(JSON.stringify(encodePharmacySeed({ version: NETWORK_SEED_VERSION, generatedAt, provenance: pharmacyProvenance, chains, pharmacies })), { level: 9 }); // prettier-ignore
const zipSeed = gzipSync(JSON.stringify(encodeZipSeed({ version: NETWORK_SEED_VERSION, generatedAt, provenance: zipProvenance, zips: namedZips })), { level: 9 }); // prettier-ignore
writeFileSync(outFiles.pharmacies, pharmacySeed);
writeFileSync(outFiles.zips, zipSeed);

const accounting = accountNpis({
  sources: [
    { source: NPI_SOURCES.nppes, rows: official.records, rejected: official.rejected },
    { source: NPI_SOURCES.independents, rows: independents.records, rejected: independents.rejected },
    { source: NPI_SOURCES.locator, rows: locator.records, rejected: locator.rejected },
  ],
  stages: [located.rejected, merged.rejected, official.rejected],
  seedNpis: new Set(pharmacies.map((p) => p.npi)),
});
if (args.accounting)
  writeFileSync(
    args.accounting,
    accounting.outcomes.map((o) => `${[o.source, o.npi, o.outcome, o.row ?? ""].join("\t")}\n`).join(""),
  );

printSummary();

// A full NPPES file: its own progress bar over the file's bytes with rows and rows/s (a line every 10 s off a
// terminal), then the time, the rate and the peak memory.
async function streamFullFile(file: string): Promise<StreamResult> {
  const size = statSync(file).size;
  const started = performance.now();
  const fullBar = process.stdout.isTTY
    ? new SingleBar({ format: "NPPES {bar} {percentage}% | {rows} rows | {rate} rows/s | {pharmacies} pharmacy rows | ETA {eta_formatted}" }, Presets.shades_classic) // prettier-ignore
    : null;
  let read = 0;
  let lastLog = started;
  fullBar?.start(size, 0, { rows: 0, rate: 0, pharmacies: 0 });
  const result = await streamNppesOfficial(
    openNppesFile(file, (n) => (read += n)),
    {
      onProgress: ({ rows, pharmacyRows }) => {
        const rate = Math.round(rows / ((performance.now() - started) / 1000));
        fullBar?.update(read, { rows, rate, pharmacies: pharmacyRows });
        if (!fullBar && performance.now() - lastLog > 10_000) {
          lastLog = performance.now();
          console.log(`NPPES: ${rows} rows, ${rate} rows/s, ${((100 * read) / size).toFixed(0)} %`);
        }
      },
    },
  );
  fullBar?.update(size);
  fullBar?.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `NPPES ${path.basename(file)}: ${result.rows} rows in ${seconds.toFixed(1)} s (${Math.round(result.rows / seconds)} rows/s), ` +
      `${result.skipped} skipped before parsing, ${result.records.length} pharmacies kept; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  return result;
}

// Rows read, rejected unread, merged into an NPI already known, kept as new stores, and dropped by reason (the stores
// kept may still be dropped later as duplicates or for an unknown zip: the "stores" lines above count those).
function sourceReport(title: string, parsed: ParseResult<unknown>, report: SourceReport): string {
  const lines = [...countRejections(parsed.rejected), ...report.dropped];
  return `${title}: ${parsed.records.length + parsed.rejected.length} rows read, ${report.merged} merged into a known NPI, ${report.kept} kept as new stores, ${lines.reduce((n, [, c]) => n + c, 0)} dropped\n${lines.map(([k, n]) => `    ${String(n).padStart(6)}  ${k}`).join("\n")}`;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)} %`;
}

// Per chain: the largest public list's store count (lists overlap, so they are not added), the stores with an NPI in
// the network, and the share of those placed at a rooftop. Printed as the Markdown table NETWORK.md carries.
function coverageTable(): string {
  const listed = new Map<string, number>();
  for (const result of [storeLists.atp, storeLists.stiles, storeLists.univaf]) {
    const counts = countBy(
      result.records.filter((l) => l.chainCode),
      (l) => l.chainCode!,
    );
    for (const [code, n] of counts) listed.set(code, Math.max(listed.get(code) ?? 0, n));
  }
  const rows = countBy(pharmacies, (p) => p.chainCode).map(([code, n]) => {
    const rooftop = pharmacies.filter((p) => p.chainCode === code && p.placement === "rooftop").length;
    return `| ${chainNames.get(code) ?? "Independent pharmacies"} | ${listed.get(code) ?? "-"} | ${n} | ${rooftop} (${percent(rooftop, n)}) |`;
  }); // prettier-ignore
  const rooftop = pharmacies.filter((p) => p.placement === "rooftop").length;
  return [
    "| chain | stores in public lists | stores with an NPI | placed at rooftop |",
    "|---|---|---|---|",
    ...rows,
    `| all | | ${pharmacies.length} | ${rooftop} (${percent(rooftop, pharmacies.length)}) |`,
  ].join("\n");
}

function printSummary() {
  const list = (rows: [string, number][], indent = "    ") => rows.map(([k, n]) => `${indent}${String(n).padStart(6)}  ${k}`).join("\n"); // prettier-ignore
  const read = (r: ParseResult<unknown>) => r.records.length + r.rejected.length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const slimNpis = new Set(slim.records.map((r) => r.npi));
  const officialNpis = new Set(official.records.map((r) => r.npi));
  const zipSources = countBy(zips, (z: ZipRecord) => (z.state ? "GeoNames" : "Census ZCTA only"));
  console.log(`
Zip geography (${dataDir})
  GeoNames: ${read(geonames)} rows, ${geonames.records.length} kept
${list(countRejections(geonames.rejected))}
  Census ZCTA: ${read(censusZcta)} rows, ${censusZcta.records.length} kept
${list(countRejections(censusZcta.rejected))}
  merged: ${zips.length} zips
${list(zipSources)}
  zips at the edge: ${edge.counts.movedToCensus} moved to the Census centroid by their stores, ${edge.counts.movedOffCentre} moved off a point 5+ zips share, ${edge.counts.namedByPrefix} territory zips named by prefix, ${edge.counts.dropped} Freely Associated States zips dropped, ${edge.counts.added} store-address zips added; ${namedZips.length} zips in the seed; ${onZips.moved} stores left on their zip moved to its settled point

NPPES official layout (source of record): ${fullFile ? `${fullFile.rows} rows in ${args.nppes} (${fullFile.skipped} without the pharmacy taxonomy, skipped unparsed)` : `${read(official)} rows in ${files.official.length} files`}, ${official.records.length} kept
${list(countRejections(official.rejected))}
${official.warnings.map((w) => `  warning: ${w}`).join("\n")}
  stores: ${located.records.length}
${list(countRejections(located.rejected))}
  unknown zips: ${[...new Set(located.rejected.filter((r) => r.reason === LOCATE_REJECTION_REASONS.unknownZip).map((r) => r.detail))].sort().join(" ")}

${sourceReport("NPPES 2026-02 independents", independents, merged.reports.independents)}
${sourceReport("HHS therapeutic locator 2022", locator, merged.reports.locator)}
  stores by record source:
${list(countBy(pharmacies, (p) => p.sources!.split(";")[0]!))}

Every NPI source row accounted for (in the seed, or the last stage that dropped its NPI)
${accounting.counts.map((c) => `  ${c.source}: ${c.rows} rows\n${list(c.reasons)}`).join("\n")}

NPPES slim CSV (cross-check): ${read(slim)} rows, ${slim.records.length} kept
${list(countRejections(slim.rejected))}
  kept only in the official layout: ${[...officialNpis].filter((n) => !slimNpis.has(n)).length}, only in the slim CSV: ${[...slimNpis].filter((n) => !officialNpis.has(n)).length}

Store lists: ${Object.entries(storeLists)
    .map(([name, r]) => `${name} ${r.records.length} (${r.rejected.length} rejected)`)
    .join(", ")}

Placement by method (${pharmacies.length} stores, ${percent(pharmacies.filter((p) => p.placement === "rooftop").length, pharmacies.length)} at rooftop)
${list(PLACEMENT_METHODS.map((m) => [m, pharmacies.filter((p) => p.method === m).length]))}

Coverage and match rate per chain: stores in public lists (the largest list), stores with an NPI here, placed at rooftop
${coverageTable()}

Names on the sign: ${pharmacies.filter((p) => hasLegalSuffix(p.name)).length} stores show a legal entity's suffix (LLC, Inc, Corp), ${pharmacies.filter((p) => p.chainCode !== INDEPENDENT_CHAIN_CODE && / #\d+$/.test(p.name)).length} chain stores their store number

Independent names repeated 10+ times (missed chains?)
${list(findRepeatedIndependents(pharmacies, 10))}

Wrote ${outFiles.pharmacies} (${kb(pharmacySeed.length)}) and ${outFiles.zips} (${kb(zipSeed.length)})`);
}
