// npx tsx scripts/measure-npi-outcomes.ts --accounting FILE [--seed DIR] [--top N] [--city "ST|CITY"]: every pharmacy
// NPI of every source against the network, from the other side (twenty-first session). Reads the accounting file that
// `derive-network-seed.ts --accounting FILE` writes (one line per source row: source, NPI, outcome, "name, city,
// state zip") and counts, over the whole country:
// - the NPIs the sources list as community/retail pharmacies, active, with an address (every row a source's own
//   parse kept), in the network or not, and why not (the rule that dropped it), per reason, per state, per city;
// - a dropped NPI whose store the network holds under another NPI (a second NPI of one address, rooftop, counter,
//   phone, or a renumbered store) is "one store under another NPI": the store is there. The rest are stores the
//   network does not hold, by rule;
// - the cities (state + postal city, "Saint"/"St" folded) whose network holds under 80 % of the stores their NPIs
//   stand for (5+ NPIs' stores);
// - what a patient gets at each zip: the stores of the zip's region (the default answer's radius) against the
//   network's stores within that radius (by the same index), and the cities whose stores no zip of the city shows.
// `--city "ST|CITY"` prints that city's NPIs with their outcomes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sphericalMiles } from "../lib/geo/distance-miles";
import { buildNetworkIndex } from "../lib/pharmacies/network-index";
import { IN_SEED, isSameStore } from "../lib/pharmacies/import/account-npis";
import { normalizeCity } from "../lib/pharmacies/import/normalize-street";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";

const { values: args } = parseArgs({
  options: {
    accounting: { type: "string" },
    seed: { type: "string", default: "prisma/seed" },
    top: { type: "string", default: "25" },
    city: { type: "string" },
  },
});
if (!args.accounting) throw new Error("--accounting FILE (from derive-network-seed.ts --accounting) is required");
const top = Number(args.top);

type Row = { source: string; npi: string; outcome: string; name: string; city: string; state: string; zip: string };
const rows: Row[] = [];
const parseErrors: string[] = [];
for (const line of readFileSync(args.accounting, "utf8").split("\n")) {
  if (!line) continue;
  const [source = "", npi = "", outcome = "", place = ""] = line.split("\t");
  if (!place) continue; // a row its source's own parse rejected (another taxonomy, an individual, deactivated...)
  const m = /^(.*), ([^,]*), ([A-Z]{2}) (\S*)$/.exec(place);
  if (!m) {
    parseErrors.push(place);
    continue;
  }
  rows.push({ source, npi, outcome, name: m[1]!, city: m[2]!, state: m[3]!, zip: m[4]!.slice(0, 5) });
}
const rejectedRows = readFileSync(args.accounting, "utf8")
  .split("\n")
  .filter((l) => l && !l.split("\t")[3]);

// One line per NPI: in the network if any source's row is; else the first source's reason (NPPES 2025-10 first).
const byNpi = new Map<string, Row>();
for (const r of rows) {
  const had = byNpi.get(r.npi);
  if (!had || (r.outcome === IN_SEED && had.outcome !== IN_SEED)) byNpi.set(r.npi, r);
}
const npis = [...byNpi.values()];
const kind = (r: Row) => (r.outcome === IN_SEED ? "in" : isSameStore(r.outcome) ? "same" : "out");
const fmt = (n: number) => n.toLocaleString("en-US");
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "-");

const countBy = <T>(items: T[], key: (t: T) => string) => {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
};

const out: string[] = [];
const inNet = npis.filter((r) => kind(r) === "in");
const same = npis.filter((r) => kind(r) === "same");
const lost = npis.filter((r) => kind(r) === "out");
out.push(
  `## Every pharmacy NPI of the sources against the network (${args.accounting})`,
  "",
  `source rows with an address: ${fmt(rows.length)} (unreadable places: ${parseErrors.length}); rows their own parse rejected: ${fmt(rejectedRows.length)}`,
  "",
  `| NPIs (community/retail, active, with an address) | count |`,
  `|---|---|`,
  `| distinct NPIs | ${fmt(npis.length)} |`,
  `| in the network | ${fmt(inNet.length)} (${pct(inNet.length, npis.length)}) |`,
  `| one store under another NPI | ${fmt(same.length)} |`,
  `| not in the network (no store for it) | ${fmt(lost.length)} |`,
  "",
  `### Reasons (NPIs whose store is not in the network), by first source`,
  "",
  `| reason | NPIs |`,
  `|---|---|`,
  ...countBy(lost, (r) => `${r.source}: ${r.outcome}`).map(([k, n]) => `| ${k} | ${fmt(n)} |`),
  "",
  `### One store under another NPI, by reason`,
  "",
  `| reason | NPIs |`,
  `|---|---|`,
  ...countBy(same, (r) => r.outcome).map(([k, n]) => `| ${k} | ${fmt(n)} |`),
  "",
  `### Rows their own parse rejected`,
  "",
  `| reason | rows |`,
  `|---|---|`,
  ...countBy(rejectedRows, (l) => l.split("\t")[2] ?? "").map(([k, n]) => `| ${k} | ${fmt(n)} |`),
);

// Per state.
const states = new Map<string, { all: number; in: number; same: number; out: number }>();
for (const r of npis) {
  const s = states.get(r.state) ?? { all: 0, in: 0, same: 0, out: 0 };
  s.all++;
  s[kind(r)]++;
  states.set(r.state, s);
}
out.push(
  "",
  `### Per state (NPIs / in the network / one store under another NPI / no store), worst share of stores first`,
  "",
  `| state | NPIs | in | same store | no store | stores held |`,
  `|---|---|---|---|---|---|`,
  ...[...states]
    .sort((a, b) => (a[1].in + a[1].same) / a[1].all - (b[1].in + b[1].same) / b[1].all)
    .map(([st, s]) => `| ${st} | ${s.all} | ${s.in} | ${s.same} | ${s.out} | ${pct(s.in + s.same, s.all)} |`),
);

// Per city: the stores the city's NPIs stand for (an NPI of one store under another NPI counts once, with it),
// against the stores the network holds of them.
const cityKey = (state: string, city: string) => `${state}|${normalizeCity(city)}`;
const cities = new Map<string, { rows: Row[] }>();
for (const r of npis) {
  const k = cityKey(r.state, r.city);
  const c = cities.get(k) ?? { rows: [] };
  c.rows.push(r);
  cities.set(k, c);
}
const cityFigures = [...cities].map(([k, c]) => {
  const stores = c.rows.filter((r) => kind(r) !== "same").length;
  const held = c.rows.filter((r) => kind(r) === "in").length;
  return {
    k,
    stores,
    held,
    reasons: countBy(
      c.rows.filter((r) => kind(r) === "out"),
      (r) => r.outcome,
    ),
  };
});
const ranked = cityFigures.filter((c) => c.stores >= 5);
const under = ranked.filter((c) => c.held < 0.8 * c.stores);
out.push(
  "",
  `### Cities: ${fmt(cityFigures.length)}, ${fmt(ranked.length)} with 5+ stores by their NPIs`,
  "",
  `- cities whose network holds under 80 % of their NPIs' stores: **${under.length}** (${under.reduce((n, c) => n + c.stores - c.held, 0)} stores short)`,
  `- cities under 100 %: ${ranked.filter((c) => c.held < c.stores).length} (${ranked.reduce((n, c) => n + c.stores - c.held, 0)} stores short)`,
  "",
  `| city | stores by NPI | held | reasons short |`,
  `|---|---|---|---|`,
  ...[...under]
    .sort((a, b) => a.held / a.stores - b.held / b.stores || b.stores - a.stores)
    .slice(0, top)
    .map((c) => `| ${c.k} | ${c.stores} | ${c.held} | ${c.reasons.map(([r, n]) => `${n} ${r.slice(0, 60)}`).join("; ")} |`), // prettier-ignore
  "",
  `Largest absolute shortfalls:`,
  "",
  `| city | stores by NPI | held | reasons short |`,
  `|---|---|---|---|`,
  ...[...ranked]
    .sort((a, b) => b.stores - b.held - (a.stores - a.held))
    .slice(0, top)
    .map((c) => `| ${c.k} | ${c.stores} | ${c.held} | ${c.reasons.map(([r, n]) => `${n} ${r.slice(0, 60)}`).join("; ")} |`), // prettier-ignore
);

if (args.city) {
  const c = cities.get(cityKey(...(args.city.split("|") as [string, string])));
  out.push("", `### ${args.city}`, "");
  for (const r of c?.rows ?? []) out.push(`- ${r.npi} ${r.source} ${r.name} ${r.zip}: ${r.outcome}`);
}

// What a patient gets at each zip: the region's stores (the default answer's radius) against the stores within
// that radius, and per city, the city's stores no zip of the city shows within its region.
const [pharmacySeed, zipSeed] = await Promise.all([
  readPharmacySeed(path.join(args.seed, "pharmacies.json.gz")),
  readZipSeed(path.join(args.seed, "zips.json.gz")),
]);
const network = buildNetworkIndex({ chains: pharmacySeed.chains, pharmacies: pharmacySeed.pharmacies, zips: zipSeed.zips }); // prettier-ignore
let zipsMeasured = 0;
let regionShort = 0;
const shown = new Map<string, Set<string>>(); // city -> NPIs its zips' regions show
for (const z of zipSeed.zips) {
  const region = network.regionOf(z.zip);
  if (!region) continue;
  zipsMeasured++;
  const within = network.stores.within(z, region.radiusMiles);
  if (region.counts.total !== within.length) regionShort++;
  if (!z.city || !z.state) continue;
  const k = cityKey(z.state, z.city);
  const set = shown.get(k) ?? new Set<string>();
  for (const { item } of within) set.add(item.npi);
  shown.set(k, set);
}
// Each store against its own zip: a patient of the zip on its address is shown it (the region holds it).
const regionRadius = new Map<string, number>();
for (const z of zipSeed.zips) {
  const region = network.regionOf(z.zip);
  if (region) regionRadius.set(z.zip, region.radiusMiles);
}
const byZip = new Map(zipSeed.zips.map((z) => [z.zip, z]));
const unseenByCity = new Map<string, { stores: number; unseen: string[] }>();
let unseen = 0;
let noZip = 0;
for (const p of pharmacySeed.pharmacies) {
  const k = cityKey(p.state, p.city);
  const c = unseenByCity.get(k) ?? { stores: 0, unseen: [] };
  c.stores++;
  unseenByCity.set(k, c);
  const z = byZip.get(p.zip);
  const radius = regionRadius.get(p.zip);
  if (!z || radius === undefined) {
    noZip++;
    continue;
  }
  const miles = sphericalMiles(z, p);
  if (miles > radius) {
    unseen++;
    c.unseen.push(`${p.name} (${p.zip}, ${miles.toFixed(1)} mi, radius ${radius}, ${p.placement})`);
  }
}
const cityUnseen = [...unseenByCity].filter(([, c]) => c.unseen.length > 0);
const shownCities = [...shown].filter(([, set]) => set.size > 0).length;
out.push(
  "",
  `### A patient's answer at each zip`,
  "",
  `- zips measured: ${fmt(zipsMeasured)}; whose region's count differs from the stores within its radius: ${regionShort}; cities named by zips: ${fmt(shownCities)}`,
  `- stores outside their own zip's region (a patient of the zip on the store's address is not shown it): **${unseen}**; stores whose zip has no region: ${noZip}`,
  `- cities with such stores: ${cityUnseen.length}; cities with 5+ stores of which under 80 % are shown at their own zips: ${cityUnseen.filter(([, c]) => c.stores >= 5 && c.stores - c.unseen.length < 0.8 * c.stores).length}`,
  "",
  `| city | stores | outside their own zip's region |`,
  `|---|---|---|`,
  ...cityUnseen
    .sort((a, b) => b[1].unseen.length - a[1].unseen.length)
    .slice(0, top)
    .map(([k, c]) => `| ${k} | ${c.stores} | ${c.unseen.length}: ${c.unseen.slice(0, 3).join("; ")} |`),
);
console.log(out.join("\n"));
