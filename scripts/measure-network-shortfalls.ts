// npx tsx scripts/measure-network-shortfalls.ts --accounting FILE [--seed DIR] [--data DIR] [--examples N]
// [--city "ST|CITY"]: why a city has fewer stores than CMS DMEPOS 2026 lists (twenty-eighth session, NETWORK.md).
// Every DMEPOS row with no seed store within 0.25 mile is sorted into one class, read from every NPI source (the
// accounting file `derive-network-seed.ts --accounting FILE` writes, and the NPPES 2025-10 rows its own parse
// rejected, from the slim CSV): in the network but placed elsewhere, its NPI dropped by a rule (which), its NPI
// listed under another taxonomy or deactivated, a row that names no retail counter, or no NPI in any source. Then
// the cities short of DMEPOS and the DMEPOS cities with no seed store, with their city names folded as both write them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { isUsState } from "../lib/accounts/schemas";
import { buildSpatialGrid } from "../lib/geo/spatial-grid";
import { INDEPENDENT_CHAIN_CODE } from "../lib/pharmacies/chains";
import { IN_SEED, isSameStore } from "../lib/pharmacies/import/account-npis";
import { cityKeyOf } from "../lib/pharmacies/import/city-names";
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { normalizeStoreName } from "../lib/pharmacies/import/normalize-street";
import { parseDmeposPharmacies, type StoreLocation } from "../lib/pharmacies/import/parse-store-locations";
import { openDataFile, readHeadedRows } from "../lib/pharmacies/import/read-delimited-rows";
import { readPharmacySeed } from "../lib/pharmacies/import/read-network-seed";
import { recognizeChain } from "../lib/pharmacies/import/recognize-chain";
import { NOT_RETAIL_NAME } from "../lib/pharmacies/import/validate-nppes-fields";

const { values: args } = parseArgs({
  options: {
    accounting: { type: "string" },
    seed: { type: "string", default: "prisma/seed" },
    data: { type: "string", default: "../shared/data" },
    examples: { type: "string", default: "5" },
    city: { type: "string" },
  },
});
if (!args.accounting) throw new Error("--accounting FILE (from derive-network-seed.ts --accounting) is required");
const NEAR_MILES = 0.25;
const files = networkSourceFiles(path.resolve(args.data));
const seed = (await readPharmacySeed(path.join(args.seed, "pharmacies.json.gz"))).pharmacies;
const dmepos = (await parseDmeposPharmacies(openDataFile(files.dmepos))).records.filter((l) => isUsState(l.state));
const seedGrid = buildSpatialGrid(seed);
const seedByNpi = new Map(seed.map((p) => [p.npi, p]));
const seedByCity = new Map<string, typeof seed>();
for (const p of seed) seedByCity.set(cityKeyOf(p.state, p.city), [...(seedByCity.get(cityKeyOf(p.state, p.city)) ?? []), p]); // prettier-ignore

// Every NPI row of every source by state and name: what the accounting says of it.
type NpiRow = { npi: string; outcome: string; city: string; state: string; chain: string };
const byName = new Map<string, NpiRow[]>();
const add = (name: string, row: NpiRow) => {
  const key = `${row.state}|${normalizeStoreName(name)}`;
  byName.set(key, [...(byName.get(key) ?? []), row]);
};
const outcomeOf = new Map<string, string>();
for (const line of readFileSync(args.accounting, "utf8").split("\n")) {
  const [, npi = "", outcome = "", place = ""] = line.split("\t");
  const m = /^(.*), ([^,]*), ([A-Z]{2}) (\S*)$/.exec(place);
  if (!m) continue;
  if (outcomeOf.get(npi) !== IN_SEED) outcomeOf.set(npi, outcome);
  add(m[1]!, { npi, outcome, city: m[2]!, state: m[3]!, chain: recognizeChain({ legalName: m[1]!, state: m[3]! }) });
}
// NPPES 2025-10 rows its own parse rejected (another taxonomy, deactivated), by legal and DBA name.
for await (const { row } of readHeadedRows(openDataFile(files.slim), {
  required: ["npi"],
  rejected: [],
  headerError: "header",
})) {
  // prettier-ignore
  if (outcomeOf.has(row.npi!)) continue;
  const outcome = row.deactivation_date
    ? "NPPES 2025-10: deactivated"
    : `NPPES 2025-10: another taxonomy, ${row.primary_taxonomy}`;
  for (const name of [row.legal_name, row.dba_name])
    if (name) add(name, { npi: row.npi!, outcome, city: row.city ?? "", state: row.state ?? "", chain: recognizeChain({ legalName: name, state: row.state }) }); // prettier-ignore
}

const shortOutcome = (o: string) => o.replace(/^(.{12,}?) \(.*$/, "$1").slice(0, 100);
const classOf = (l: StoreLocation): string => {
  const isChain = !!l.chainCode;
  // A chain row: a seed store of the chain in its city that no DMEPOS row of the chain stands beside.
  if (isChain) {
    const stray = (seedByCity.get(cityKeyOf(l.state, l.city)) ?? []).find(
      (p) =>
        p.chainCode === l.chainCode &&
        !dmeposGrid.within(p, NEAR_MILES).some((n) => n.item.chainCode === l.chainCode) &&
        !claimed.has(p.npi),
    );
    if (stray) {
      claimed.add(stray.npi);
      return `chain: in the network, ${stray.placement === "zip" ? "on its zip's point" : "at another rooftop"} over ${NEAR_MILES} mi away`; // prettier-ignore
    }
  }
  const named = (byName.get(`${l.state}|${normalizeStoreName(l.name ?? "")}`) ?? []).filter(
    (r) => !isChain || cityKeyOf(r.state, r.city) === cityKeyOf(l.state, l.city),
  );
  const rows = isChain
    ? named.filter((r) => outcomeOf.get(r.npi) !== IN_SEED && !isSameStore(r.outcome) && !claimed.has(r.npi))
    : named;
  const kind = isChain ? "chain" : "independent";
  if (rows.length === 0) {
    if (!isChain && NOT_RETAIL_NAME.test(normalizeStoreName(l.name ?? "")))
      return "independent: no NPI of its name; its name names no retail counter (home, infusion, clinic...)";
    return `${kind}: no NPI of its name${isChain ? " in its city" : " in its state"} in any source`;
  }
  const sameCity = rows.filter((r) => cityKeyOf(r.state, r.city) === cityKeyOf(l.state, l.city));
  const best = [...(sameCity.length ? sameCity : rows)].sort((a, b) => rank(a) - rank(b))[0]!;
  claimed.add(best.npi);
  const where = sameCity.length ? "" : " (another city)";
  const held = seedByNpi.get(best.npi);
  if (held) return `${kind}: in the network, ${held.placement === "zip" ? "on its zip's point" : "at another rooftop"}${where}`; // prettier-ignore
  if (isSameStore(best.outcome)) return `${kind}: in the network under another NPI${where}`;
  return `${kind}: dropped: ${shortOutcome(best.outcome)}${where}`;
};
const rank = (r: NpiRow) => (seedByNpi.has(r.npi) ? 0 : isSameStore(r.outcome) ? 1 : 2);
const dmeposGrid = buildSpatialGrid(dmepos);
const claimed = new Set<string>();

const classes = new Map<string, string[]>();
const lonely = dmepos.filter((l) => seedGrid.within(l, NEAR_MILES).length === 0);
for (const l of lonely) {
  const k = classOf(l);
  classes.set(k, [...(classes.get(k) ?? []), `${l.name}, ${l.city} ${l.state}`]);
}
const fmt = (n: number) => n.toLocaleString("en-US");
const out = [
  `## CMS DMEPOS 2026 rows with no seed store within ${NEAR_MILES} mile: ${fmt(lonely.length)} of ${fmt(dmepos.length)}`,
  "",
  "| class | rows | examples |",
  "|---|---|---|",
  ...[...classes]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([k, v]) => `| ${k} | ${fmt(v.length)} | ${v.slice(0, Number(args.examples)).join("; ")} |`),
];

// Cities: DMEPOS rows against seed stores, city names folded as both write them (cityKeyOf).
const seedInCity = new Map<string, number>();
for (const p of seed) seedInCity.set(cityKeyOf(p.state, p.city), (seedInCity.get(cityKeyOf(p.state, p.city)) ?? 0) + 1); // prettier-ignore
const listed = new Map<string, number>();
for (const l of dmepos) listed.set(cityKeyOf(l.state, l.city), (listed.get(cityKeyOf(l.state, l.city)) ?? 0) + 1);
const short = [...listed].filter(([k, n]) => (seedInCity.get(k) ?? 0) < n);
out.push(
  "",
  `- DMEPOS cities: ${fmt(listed.size)}; with fewer seed stores than listed: ${fmt(short.length)} (${fmt(short.reduce((s, [k, n]) => s + n - (seedInCity.get(k) ?? 0), 0))} stores short); with no seed store: ${fmt(short.filter(([k]) => !seedInCity.get(k)).length)}`, // prettier-ignore
  `- independents in the seed: ${fmt(seed.filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE).length)}; stores: ${fmt(seed.length)}`,
);
if (args.city) {
  out.push("", `### ${args.city}`, "");
  for (const [k, v] of classes)
    for (const line of v) if (line.toUpperCase().endsWith(` ${args.city.split("|")[0]}`) && line.toUpperCase().includes(`, ${args.city.split("|")[1]!.toUpperCase()} `)) out.push(`- ${line}: ${k}`); // prettier-ignore
}
console.log(out.join("\n"));
