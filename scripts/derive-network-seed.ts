// npx tsx scripts/derive-network-seed.ts [--data DIR] [--out DIR]: derives the committed pharmacy and zip seeds.
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { Presets, SingleBar } from "cli-progress";
import type { ZipRecord } from "../lib/geo/types";
import { CHAINS, INDEPENDENT_CHAIN_CODE, INDEPENDENT_CHAIN_NAME } from "../lib/pharmacies/chains";
import { locatePharmacies } from "../lib/pharmacies/import/locate-pharmacies";
import { mergeZipSources } from "../lib/pharmacies/import/merge-zip-sources";
import { encodePharmacySeed, encodeZipSeed, type SeedProvenance } from "../lib/pharmacies/import/network-seed";
import { parseCensusZcta } from "../lib/pharmacies/import/parse-census-zcta";
import { parseGeonamesPostalCodes } from "../lib/pharmacies/import/parse-geonames-postal-codes";
import { parseNppesOfficial } from "../lib/pharmacies/import/parse-nppes-official";
import { parseNppesSlim } from "../lib/pharmacies/import/parse-nppes-slim";
import { openDataFile } from "../lib/pharmacies/import/read-delimited-rows";
import { PHARMACY_SEED_FILE, ZIP_SEED_FILE } from "../lib/pharmacies/import/read-network-seed";
import { countBy, countRejections, findRepeatedIndependents } from "../lib/pharmacies/import/summarize-import";
import type { NppesPharmacy, ParseResult } from "../lib/pharmacies/pharmacy-record";

const { values: args } = parseArgs({
  options: { data: { type: "string", default: "../shared/data" }, out: { type: "string", default: "" } },
});
const dataDir = path.resolve(args.data);
const outFiles = args.out
  ? {
      pharmacies: path.join(args.out, path.basename(PHARMACY_SEED_FILE)),
      zips: path.join(args.out, path.basename(ZIP_SEED_FILE)),
    }
  : { pharmacies: PHARMACY_SEED_FILE, zips: ZIP_SEED_FILE };

const officialDir = path.join(dataDir, "pharmacies/nppes-official-format");
const files = {
  geonames: path.join(dataDir, "zips/geonames-US-postal-codes.txt.gz"),
  censusZcta: path.join(dataDir, "zips/census-zcta-centroids-2021.csv.gz"),
  slim: path.join(dataDir, "pharmacies/nppes-pharmacies-2025-10-partial.csv.gz"),
  official: readdirSync(officialDir)
    .filter((f) => /^nppes_pharm_s\d+\.csv\.gz$/.test(f))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((f) => path.join(officialDir, f)),
};

// A progress bar over compressed bytes on a terminal only, so piped output and CI logs hold just the summary.
const allFiles = [files.geonames, files.censusZcta, files.slim, ...files.official];
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
for (const file of files.official) {
  const result = await parseNppesOfficial(open(file));
  official.records.push(...result.records);
  official.rejected.push(...result.rejected);
  official.warnings.push(...result.warnings.map((w) => `${path.basename(file)}: ${w}`));
}
const slim = await parseNppesSlim(open(files.slim));
bar?.stop();

const located = locatePharmacies({ pharmacies: official.records, zips: zipsByCode });
const pharmacies = [...located.records].sort((a, b) => a.zip.localeCompare(b.zip) || a.npi.localeCompare(b.npi));

const generatedAt = new Date().toISOString();
const attribution =
  "Pharmacies: CMS NPPES public data. Zip centroids: GeoNames (geonames.org), CC BY 4.0, and the US Census Gazetteer.";
const pharmacyProvenance: SeedProvenance = {
  sources: [
    "CMS NPPES (National Plan and Provider Enumeration System) public data, 2025-10, official monthly layout, partial " +
      "extract of pharmacy organizations (via GitHub dexterfire861/pharmacy-deserts @e5b2e72f)",
    "GeoNames US postal codes (geonames.org), CC BY 4.0, 2026-03",
    "US Census Gazetteer ZCTA centroids 2021, public domain (for zips GeoNames lacks)",
  ],
  attribution,
  rules: [
    "Organizations with taxonomy 3336C0003X (community/retail pharmacy) only; deactivated NPIs dropped, reactivated kept",
    "NPI must pass the CMS Luhn check; rows without street, city, state or a known zip are dropped",
    "chainCode from the legal name, then the DBA name, by lib/pharmacies/chains.ts; otherwise INDEPENDENT",
    "lat/lng is the zip's centroid (GeoNames, else Census ZCTA): NPPES has no rooftop coordinates",
  ],
};
const chains = [
  ...CHAINS.map(({ code, name }) => ({ code, name })),
  { code: INDEPENDENT_CHAIN_CODE, name: INDEPENDENT_CHAIN_NAME },
];
const zipProvenance: SeedProvenance = {
  sources: pharmacyProvenance.sources.slice(1),
  attribution,
  rules: ["GeoNames first; Census ZCTA centroids (no city or state) for zips GeoNames lacks; APO/FPO zips dropped"],
};

mkdirSync(path.dirname(outFiles.pharmacies), { recursive: true });
mkdirSync(path.dirname(outFiles.zips), { recursive: true });
const pharmacySeed = gzipSync(JSON.stringify(encodePharmacySeed({ version: 1, generatedAt, provenance: pharmacyProvenance, chains, pharmacies })), { level: 9 }); // prettier-ignore
const zipSeed = gzipSync(JSON.stringify(encodeZipSeed({ version: 1, generatedAt, provenance: zipProvenance, zips })), { level: 9 }); // prettier-ignore
writeFileSync(outFiles.pharmacies, pharmacySeed);
writeFileSync(outFiles.zips, zipSeed);

printSummary();

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

NPPES official layout (source of record): ${read(official)} rows in ${files.official.length} files, ${official.records.length} kept
${list(countRejections(official.rejected))}
${official.warnings.map((w) => `  warning: ${w}`).join("\n")}
  placed on a zip centroid: ${located.records.length}
${list(countRejections(located.rejected))}
  unknown zips: ${[...new Set(located.rejected.map((r) => r.detail))].sort().join(" ")}

NPPES slim CSV (cross-check): ${read(slim)} rows, ${slim.records.length} kept
${list(countRejections(slim.rejected))}
  kept only in the official layout: ${[...officialNpis].filter((n) => !slimNpis.has(n)).length}, only in the slim CSV: ${[...slimNpis].filter((n) => !officialNpis.has(n)).length}

Stores per chain (${pharmacies.length})
${list(countBy(pharmacies, (p) => p.chainCode))}

Independent names repeated 10+ times (missed chains?)
${list(findRepeatedIndependents(pharmacies, 10))}

Wrote ${outFiles.pharmacies} (${kb(pharmacySeed.length)}) and ${outFiles.zips} (${kb(zipSeed.length)})`);
}
