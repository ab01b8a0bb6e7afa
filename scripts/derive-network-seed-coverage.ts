// npx tsx scripts/derive-network-seed-coverage.ts --before FILE [--after FILE] [--data DIR]: writes the coverage
// tables of prisma/seed/NETWORK.md (per chain and per metro, before and after) from two pharmacy seeds, between its
// `<!-- coverage:start -->` and `<!-- coverage:end -->` markers. --before is the seed to compare with (e.g. main's:
// `git show main:prisma/seed/pharmacies.json.gz > /tmp/before.json.gz`); --data the folder with the store lists.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { distanceMiles } from "../lib/geo/distance-miles";
import { openDataFile } from "../lib/pharmacies/import/read-delimited-rows";
import { PHARMACY_SEED_FILE, readZipSeed } from "../lib/pharmacies/import/read-network-seed";
import { parseAllThePlaces, parseStilesLocations, parseUnivafAlbertsons } from "../lib/pharmacies/import/parse-store-locations"; // prettier-ignore
import { countBy } from "../lib/pharmacies/import/summarize-import";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: PHARMACY_SEED_FILE },
    data: { type: "string", default: "../shared/data" },
    out: { type: "string", default: path.join("prisma", "seed", "NETWORK.md") },
  },
});
if (!args.before) throw new Error("--before FILE is required (the seed to compare with)");

// The metros the issue names, each at a zip in its centre, and three rural county seats.
const METROS: [string, string][] = [
  ["New York (Midtown)", "10036"], ["Los Angeles (Downtown)", "90012"], ["Chicago (Loop)", "60602"],
  ["Houston (Downtown)", "77002"], ["Phoenix (Downtown)", "85004"], ["Philadelphia (Center City)", "19107"],
  ["San Francisco (SoMa)", "94103"], ["Boston (Fenway)", "02115"], ["Seattle (Downtown)", "98101"],
  ["Denver (Downtown)", "80202"], ["Atlanta (Downtown)", "30303"], ["Miami (Downtown)", "33130"],
  ["Missoula, MT", "59801"], ["Miles City, MT (Custer County seat)", "59301"], ["Alturas, CA (Modoc County seat)", "96101"],
  ["Valentine, NE (Cherry County seat)", "69201"],
]; // prettier-ignore
const RADIUS_MILES = 5;

type Store = { npi: string; name: string; chainCode: string; lat: number; lng: number; placement: string };
type Seed = { chains: Map<string, string>; stores: Store[] };

// Any seed version: rows are read by the column names the file lists.
function readSeed(file: string): Seed {
  const json = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8"));
  const col = (name: string) => json.columns.indexOf(name);
  const [npi, name, chainCode, lat, lng, placement] = ["npi", "name", "chainCode", "lat", "lng", "placement"].map(col);
  return {
    chains: new Map(json.chains.map((c: { code: string; name: string }) => [c.code, c.name])),
    stores: json.pharmacies.map((r: unknown[]) => ({
      npi: r[npi!], name: r[name!], chainCode: r[chainCode!], lat: r[lat!], lng: r[lng!], placement: r[placement!],
    })), // prettier-ignore
  };
}

const before = readSeed(args.before);
const after = readSeed(args.after);
const zips = new Map((await readZipSeed()).zips.map((z) => [z.zip, z]));
const chainName = (code: string) =>
  code === "INDEPENDENT" ? "independents" : (after.chains.get(code) ?? before.chains.get(code) ?? code);
const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "-");

// The largest public list per chain (the lists overlap, so they are not added).
const dataDir = path.resolve(args.data);
const lists = await Promise.all([
  parseAllThePlaces(openDataFile(path.join(dataDir, "pharmacies/store-locations/atp-2021-12-us-chain-stores.csv.gz"))),
  parseStilesLocations(openDataFile(path.join(dataDir, "pharmacies/store-locations/stiles-locations-2024-chain-stores.csv.gz"))), // prettier-ignore
  parseUnivafAlbertsons(openDataFile(path.join(dataDir, "pharmacies/store-locations/univaf-albertsons-pharmacies-2022.csv.gz"))), // prettier-ignore
]);
const listed = new Map<string, number>();
for (const list of lists)
  for (const [code, n] of countBy(
    list.records.filter((l) => l.chainCode),
    (l) => l.chainCode!,
  ))
    listed.set(code, Math.max(listed.get(code) ?? 0, n));

function chainTable(): string {
  const countsBefore = new Map(countBy(before.stores, (s) => s.chainCode));
  const rows = countBy(after.stores, (s) => s.chainCode).map(([code, n]) => {
    const rooftop = after.stores.filter((s) => s.chainCode === code && s.placement === "rooftop").length;
    return `| ${chainName(code)} | ${listed.get(code) ?? "-"} | ${countsBefore.get(code) ?? 0} | ${n} | ${rooftop} (${percent(rooftop, n)}) |`;
  }); // prettier-ignore
  const rooftopBefore = before.stores.filter((s) => s.placement === "rooftop").length;
  const rooftopAfter = after.stores.filter((s) => s.placement === "rooftop").length;
  return [
    "| chain | stores in public lists (largest list) | stores with an NPI, before | after | after, placed at rooftop |",
    "|---|---|---|---|---|",
    ...rows,
    `| all | | ${before.stores.length} (${percent(rooftopBefore, before.stores.length)} rooftop) | ${after.stores.length} | ${rooftopAfter} (${percent(rooftopAfter, after.stores.length)}) |`,
  ].join("\n");
}

function near(seed: Seed, zip: string): string {
  const centre = zips.get(zip);
  if (!centre) throw new Error(`no zip ${zip}`);
  const within = seed.stores.filter((s) => Math.abs(s.lat - centre.lat) < 0.1 && distanceMiles(centre, s) <= RADIUS_MILES); // prettier-ignore
  const chains = countBy(within, (s) => s.chainCode).filter(([code]) => code !== "INDEPENDENT");
  const independents = within.filter((s) => s.chainCode === "INDEPENDENT").length;
  const parts = [...chains.map(([code, n]) => `${chainName(code)} ${n}`), `independents ${independents}`];
  return `${within.length}: ${parts.join(", ")}`;
}

function metroTable(): string {
  return [
    `| place (zip at its centre) | within ${RADIUS_MILES} miles, before | after |`,
    "|---|---|---|",
    ...METROS.map(([name, zip]) => `| ${name} (${zip}) | ${near(before, zip)} | ${near(after, zip)} |`),
  ].join("\n");
}

const tables = `<!-- coverage:start (written by scripts/derive-network-seed-coverage.ts: do not edit by hand) -->

Per chain: the largest public store list's count, the stores with an NPI before (the 2025-10 extract alone) and after
(every NPI source merged), and the share placed at a rooftop.

${chainTable()}

Per place: the stores within ${RADIUS_MILES} miles of the zip's centre, by chain, before and after.

${metroTable()}

<!-- coverage:end -->`;
const doc = readFileSync(args.out, "utf8");
const start = doc.indexOf("<!-- coverage:start");
const end = doc.indexOf("<!-- coverage:end -->");
writeFileSync(
  args.out,
  start >= 0 && end > start ? doc.slice(0, start) + tables + doc.slice(end + "<!-- coverage:end -->".length) : `${doc.trimEnd()}\n\n${tables}\n`, // prettier-ignore
);
console.log(tables);
