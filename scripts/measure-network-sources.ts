// npx tsx scripts/measure-network-sources.ts [--seed FILE] [--data DIR] [--top N] [--below PERCENT]: every public
// source against the seed, per city and per zip, over the whole country. Counts, for each city (state + city, "Saint"
// and "St" folded) and each zip: the stores of each source (NPPES 2025-10 official layout, community/retail kept; NPPES
// 2026-02 independents; HHS therapeutic locator 2022; the union of those NPIs, the most the seed could hold; CMS DMEPOS
// 2026; stiles 2024; All the Places 2021; univaf Albertsons 2022; HHS test-to-treat 2023) and the seed's. Prints the
// cities and zips whose seed count is under --below % (default 50) of their best source, the worst of them, and the
// cities where the seed holds under 80 % of the NPIs its own sources list there (a filter or merge losing stores).
import path from "node:path";
import { parseArgs } from "node:util";
import { isUsState } from "../lib/accounts/schemas";
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { normalizeCity } from "../lib/pharmacies/import/normalize-street";
import { parseNppesIndependents, parseTherapeuticLocator } from "../lib/pharmacies/import/parse-npi-sources";
import { parseNppesOfficial } from "../lib/pharmacies/import/parse-nppes-official";
import { openDataFile, readDelimitedRows } from "../lib/pharmacies/import/read-delimited-rows";
import { PHARMACY_SEED_FILE, readPharmacySeed } from "../lib/pharmacies/import/read-network-seed";
import {
  parseAllThePlaces,
  parseDmeposPharmacies,
  parseStilesLocations,
  parseUnivafAlbertsons,
} from "../lib/pharmacies/import/parse-store-locations";
import type { Rejection } from "../lib/pharmacies/pharmacy-record";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: PHARMACY_SEED_FILE },
    data: { type: "string", default: "../shared/data" },
    top: { type: "string", default: "20" },
    below: { type: "string", default: "50" },
  },
});
const top = Number(args.top);
const below = Number(args.below) / 100;
const MIN_BEST = 10; // the rankings leave out places whose best source lists fewer stores
const data = path.resolve(args.data);

type Place = { city: string; state: string; zip?: string | null; npi?: string };
const files = networkSourceFiles(data);
const nppes: Place[] = [];
for (const file of files.official) nppes.push(...(await parseNppesOfficial(openDataFile(file))).records);
const independents = (await parseNppesIndependents(openDataFile(files.independents))).records;
const locator = (await parseTherapeuticLocator(openDataFile(files.locator))).records;
const us = <T extends Place>(records: T[]) => records.filter((r) => isUsState(r.state));
const dmepos = us((await parseDmeposPharmacies(openDataFile(files.dmepos))).records);
const stiles = us((await parseStilesLocations(openDataFile(files.stiles))).records);
const atp = us((await parseAllThePlaces(openDataFile(files.atp))).records);
const univaf = us((await parseUnivafAlbertsons(openDataFile(files.univaf))).records);
const testToTreat: Place[] = [];
const rejected: Rejection[] = [];
let header: string[] | null = null;
for await (const { fields } of readDelimitedRows(openDataFile(files.testToTreat), { delimiter: ",", rejected })) {
  // prettier-ignore
  if (!header) header = fields;
  else {
    const at = (name: string) => fields[header!.indexOf(name)] ?? "";
    testToTreat.push({ city: at("City"), state: at("State").toUpperCase(), zip: at("Zip").slice(0, 5) });
  }
}
const seed = (await readPharmacySeed(args.seed)).pharmacies;

// The union of the NPI sources: every NPI any of them lists in a place (its first listing's place).
const union = new Map<string, Place>();
for (const p of [...nppes, ...independents, ...locator]) if (p.npi && !union.has(p.npi)) union.set(p.npi, p);

const SOURCES: [string, Place[]][] = [
  ["NPPES 2025-10", nppes],
  ["NPPES 2026-02 ind.", independents],
  ["locator 2022", locator],
  ["NPI union", [...union.values()]],
  ["DMEPOS 2026", dmepos],
  ["stiles 2024", stiles],
  ["ATP 2021", atp],
  ["univaf 2022", univaf],
  ["test-to-treat 2023", testToTreat],
];
// The best single store source of a place: the NPI union counts as one (its NPIs are the seed's candidates).
const BEST_OF = SOURCES.map(([name]) => name).filter((n) => !["NPPES 2025-10", "NPPES 2026-02 ind.", "locator 2022"].includes(n)); // prettier-ignore

type Counts = Map<string, Map<string, number>>; // place -> source -> stores
function count(keyOf: (p: Place) => string | null): { counts: Counts; seedCounts: Map<string, number> } {
  const counts: Counts = new Map();
  for (const [name, records] of SOURCES)
    for (const r of records) {
      const key = keyOf(r);
      if (!key) continue;
      const bySource = counts.get(key) ?? new Map<string, number>();
      bySource.set(name, (bySource.get(name) ?? 0) + 1);
      counts.set(key, bySource);
    }
  const seedCounts = new Map<string, number>();
  for (const p of seed) {
    const key = keyOf(p);
    if (key) seedCounts.set(key, (seedCounts.get(key) ?? 0) + 1);
  }
  return { counts, seedCounts };
}

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(0)} %` : "-");
function report(title: string, keyOf: (p: Place) => string | null, label: (key: string) => string): string {
  const { counts, seedCounts } = count(keyOf);
  const rows = [...counts].map(([key, bySource]) => {
    const [bestName, best] = BEST_OF.map((n) => [n, bySource.get(n) ?? 0] as const).sort((a, b) => b[1] - a[1])[0]!;
    return { key, bySource, bestName, best, ours: seedCounts.get(key) ?? 0, npis: bySource.get("NPI union") ?? 0 };
  });
  const ranked = rows.filter((r) => r.best >= MIN_BEST);
  const short = ranked.filter((r) => r.ours < below * r.best);
  const lossy = ranked.filter((r) => r.ours < 0.8 * r.npis);
  const worst = [...short].sort((a, b) => a.ours / a.best - b.ours / b.best || b.best - a.best).slice(0, top);
  const worstLossy = [...lossy].sort((a, b) => a.ours / a.npis - b.ours / b.npis || b.npis - a.npis).slice(0, top);
  const head = `| ${title} | seed | best source | ${SOURCES.map(([n]) => n).join(" | ")} |`;
  const rule = `|${"---|".repeat(SOURCES.length + 3)}`;
  const line = (r: (typeof rows)[number]) =>
    `| ${label(r.key)} | ${r.ours} (${pct(r.ours, r.best)}) | ${r.bestName} | ${SOURCES.map(([n]) => r.bySource.get(n) ?? 0).join(" | ")} |`; // prettier-ignore
  return [
    `### Per ${title}: ${rows.length} places, ${ranked.length} with ${MIN_BEST}+ stores in their best source`,
    "",
    `- seed under ${pct(below, 1)} of the best source: **${short.length}** places (${short.reduce((n, r) => n + r.best - r.ours, 0)} stores short)`,
    `- seed under 80 % of the NPIs its own sources list there: **${lossy.length}** places (${lossy.reduce((n, r) => n + r.npis - r.ours, 0)} NPIs short)`,
    "",
    `Worst against the best source:`,
    "",
    head,
    rule,
    ...worst.map(line),
    "",
    `Worst against the NPI sources:`,
    "",
    head,
    rule,
    ...worstLossy.map(line),
  ].join("\n");
}

const cityKey = (p: Place) => (p.city && p.state ? `${p.state}|${normalizeCity(p.city)}` : null);
const zipKey = (p: Place) => (p.zip && /^\d{5}/.test(p.zip) ? p.zip.slice(0, 5) : null);
console.log(
  [
    `Seed ${args.seed}: ${seed.length} stores. Sources: ${SOURCES.map(([n, r]) => `${n} ${r.length}`).join(", ")}`,
    "",
    report("city", cityKey, (k) => k.split("|").reverse().join(", ")),
    "",
    report("zip", zipKey, (k) => k),
  ].join("\n"),
);
