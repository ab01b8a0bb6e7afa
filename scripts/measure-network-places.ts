// npx tsx scripts/measure-network-places.ts [--seed DIR] [--data DIR] [--accounting FILE] [--top N]: every zip and
// city of the zip seed against the union of the public files (twenty-fourth session), as Markdown:
// - where each store stands against the point the files give its address (its NPI's locator point; a store list's,
//   the locator's or a Test to Treat site's point at its zip and street): the distance error of rooftop stores, and
//   the stores left on their zip's centroid although a file geocodes their street, by source, state and kind;
// - per zip and per city: the seed's stores, the stores the NPI sources list there (with --accounting, the file
//   `derive-network-seed.ts --accounting FILE` writes: held / stood for, as in measure-npi-outcomes.ts) and the
//   store-list addresses there (CMS DMEPOS 2026, stiles 2024, All the Places 2021, univaf 2022, closed chains aside)
//   with a seed store within 0.25 mile; the places under 80 %;
// - the zips with no store within 2, 5, 10 and 25 miles of their point.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sphericalMiles } from "../lib/geo/distance-miles";
import type { LatLng } from "../lib/geo/types";
import { IN_SEED, isSameStore } from "../lib/pharmacies/import/account-npis";
import { measureAddressPoints, readAddressEvidence } from "../lib/pharmacies/import/address-evidence";
import { normalizeCity } from "../lib/pharmacies/import/normalize-street";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed" },
    data: { type: "string", default: "../shared/data" },
    accounting: { type: "string" },
    top: { type: "string", default: "20" },
  },
});
const top = Number(args.top);
const NEAR_MILES = 0.25;
const SHORT = 0.8;
const seed = (await readPharmacySeed(path.join(args.seed, "pharmacies.json.gz"))).pharmacies;
const zips = (await readZipSeed(path.join(args.seed, "zips.json.gz"))).zips;
const evidence = await readAddressEvidence(args.data);
const lists = evidence.lists;

const fmt = (n: number) => n.toLocaleString("en-US");
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "-");
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;
const countBy = <T>(items: readonly T[], key: (t: T) => string) => {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
};
const out: string[] = [`# Every zip and city against the public files (seed ${args.seed}: ${fmt(seed.length)} stores, ${fmt(zips.length)} zips)`]; // prettier-ignore

// 1. Where each store stands against the point the files give its address.
const { errors, misplaced } = measureAddressPoints(seed, zips, evidence);
const kindOf = (p: (typeof seed)[number]) => (p.chainCode === "INDEPENDENT" ? "independent" : "chain");
out.push(
  "",
  "## Stores against the point the files give their address",
  "",
  `| measure | stores |`,
  `|---|---|`,
  `| at a rooftop | ${fmt(seed.filter((p) => p.placement === "rooftop").length)} (${pct(seed.filter((p) => p.placement === "rooftop").length, seed.length)}) |`, // prettier-ignore
  `| on their zip's point | ${fmt(seed.filter((p) => p.placement === "zip").length)} (independents ${fmt(seed.filter((p) => p.placement === "zip" && kindOf(p) === "independent").length)}) |`, // prettier-ignore
  `| rooftop stores whose address a file geocodes / median, p90, p99 miles off / over 1 mile | ${fmt(errors.length)} / ${quantile(errors, 0.5).toFixed(2)}, ${quantile(errors, 0.9).toFixed(2)}, ${quantile(errors, 0.99).toFixed(2)} / ${errors.filter((e) => e > 1).length} |`, // prettier-ignore
  `| **on their zip's point although a file geocodes their zip and street** / median miles off | **${fmt(misplaced.length)}** / ${quantile(misplaced.map((m) => m.miles), 0.5).toFixed(2)} |`, // prettier-ignore
  "",
  `By source: ${countBy(misplaced, (m) => m.source).map(([k, n]) => `${k} ${n}`).join(", ") || "none"}; by kind: ${countBy(misplaced, (m) => kindOf(m.store)).map(([k, n]) => `${k} ${n}`).join(", ") || "none"}; by state: ${countBy(misplaced, (m) => m.store.state).slice(0, 12).map(([k, n]) => `${k} ${n}`).join(", ") || "none"}.`, // prettier-ignore
  "",
  ...misplaced.sort((a, b) => b.miles - a.miles).slice(0, top).map((m) => `- ${m.store.name}, ${m.store.street}, ${m.store.city} ${m.store.state} ${m.store.zip}: ${m.miles.toFixed(1)} miles from the ${m.source} point`), // prettier-ignore
);

// 2. Per zip and per city: the seed's stores, the NPI sources' stores, the store lists' addresses.
type Place = { key: string; seed: number; npiStores: number; held: number; listed: number; near: number };
const place = (m: Map<string, Place>, key: string) => {
  const p = m.get(key) ?? { key, seed: 0, npiStores: 0, held: 0, listed: 0, near: 0 };
  m.set(key, p);
  return p;
};
const byZip = new Map<string, Place>();
const byCity = new Map<string, Place>();
const cityOf = (state: string, city: string) => `${state}|${normalizeCity(city)}`;
for (const p of seed) {
  place(byZip, p.zip).seed++;
  place(byCity, cityOf(p.state, p.city)).seed++;
}
if (args.accounting) {
  // One line per NPI: in the network if any source's row is, else the first source's outcome.
  const npis = new Map<string, { outcome: string; city: string; state: string; zip: string }>();
  for (const line of readFileSync(args.accounting, "utf8").split("\n")) {
    const [, npi = "", outcome = "", where = ""] = line.split("\t");
    const m = /, ([^,]*), ([A-Z]{2}) (\d{5})/.exec(where);
    if (!m) continue;
    const had = npis.get(npi);
    if (!had || (outcome === IN_SEED && had.outcome !== IN_SEED)) npis.set(npi, { outcome, city: m[1]!, state: m[2]!, zip: m[3]! }); // prettier-ignore
  }
  for (const r of npis.values()) {
    if (isSameStore(r.outcome)) continue; // the store is there under another NPI
    for (const p of [place(byZip, r.zip), place(byCity, cityOf(r.state, r.city))]) {
      p.npiStores++;
      if (r.outcome === IN_SEED) p.held++;
    }
  }
}
const CELL = 0.01;
const grid = new Map<string, typeof seed>();
for (const p of seed) {
  const key = `${Math.floor(p.lat / CELL)}|${Math.floor(p.lng / CELL)}`;
  grid.set(key, [...(grid.get(key) ?? []), p]);
}
const nearest = (at: LatLng, rings: number) => {
  const [i, j] = [Math.floor(at.lat / CELL), Math.floor(at.lng / CELL)];
  let best = Infinity;
  for (let di = -rings; di <= rings; di++)
    for (let dj = -rings; dj <= rings; dj++)
      for (const p of grid.get(`${i + di}|${j + dj}`) ?? []) best = Math.min(best, sphericalMiles(p, at));
  return best;
};
for (const l of lists) {
  const near = nearest(l, 1) <= NEAR_MILES ? 1 : 0;
  for (const p of [...(l.zip ? [place(byZip, l.zip)] : []), place(byCity, cityOf(l.state, l.city))]) {
    p.listed++;
    p.near += near;
  }
}
const placesTable = (name: string, all: Map<string, Place>, min: number) => {
  const rows = [...all.values()];
  const byNpi = rows.filter((p) => p.npiStores >= min && p.held < SHORT * p.npiStores);
  const byList = rows.filter((p) => p.listed >= min && p.near < SHORT * p.listed);
  const gap = (p: Place) => p.npiStores - p.held + (p.listed - p.near);
  return [
    "",
    `## ${name}: ${fmt(rows.length)}`,
    "",
    `| measure (${name.toLowerCase()} with ${min}+ stores on that side) | places | stores short |`,
    `|---|---|---|`,
    `| under 80 % of the stores their NPIs stand for | ${fmt(byNpi.length)} | ${fmt(byNpi.reduce((n, p) => n + p.npiStores - p.held, 0))} |`, // prettier-ignore
    `| under 80 % of the store lists' addresses with a seed store within ${NEAR_MILES} mile | ${fmt(byList.length)} | ${fmt(byList.reduce((n, p) => n + p.listed - p.near, 0))} |`, // prettier-ignore
    "",
    `| place | seed stores | NPI stores held / stood for | list addresses with a seed store near / listed |`,
    `|---|---|---|---|`,
    ...[...new Set([...byNpi, ...byList])]
      .sort((a, b) => gap(b) - gap(a) || a.key.localeCompare(b.key))
      .slice(0, top)
      .map((p) => `| ${p.key} | ${p.seed} | ${p.held} / ${p.npiStores} | ${p.near} / ${p.listed} |`),
  ];
};
out.push(...placesTable("Zips", byZip, 5), ...placesTable("Cities", byCity, 5));

// 3. Zips with no store within N miles of their point: the fine grid first (3 cells, over 2 miles, each way), else a
// coarse one (0.3 degree cells, 3 each way: over 25 miles at Alaska's latitudes).
const RADII = [2, 5, 10, 25];
const COARSE = 0.3;
const coarse = new Map<string, typeof seed>();
for (const p of seed) {
  const key = `${Math.floor(p.lat / COARSE)}|${Math.floor(p.lng / COARSE)}`;
  coarse.set(key, [...(coarse.get(key) ?? []), p]);
}
const farNearest = (at: LatLng) => {
  const [i, j] = [Math.floor(at.lat / COARSE), Math.floor(at.lng / COARSE)];
  let best = Infinity;
  for (let di = -3; di <= 3; di++)
    for (let dj = -3; dj <= 3; dj++)
      for (const p of coarse.get(`${i + di}|${j + dj}`) ?? []) best = Math.min(best, sphericalMiles(p, at));
  return best;
};
const distances = zips.map((z) => {
  const near = nearest(z, 3);
  return near <= 2 ? near : farNearest(z);
});
out.push(
  "",
  `## Zips with no store within N miles of their point (of ${fmt(zips.length)})`,
  "",
  `| miles | ${RADII.join(" | ")} |`,
  `|---|${RADII.map(() => "---").join("|")}|`,
  `| zips | ${RADII.map((r) => fmt(distances.filter((d) => d > r).length)).join(" | ")} |`,
);
console.log(out.join("\n"));
