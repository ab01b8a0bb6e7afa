// npx tsx scripts/measure-region-chains.ts [--seed DIR] [--min-chain-stores N] [--chain-miles M] [--show ZIP,ZIP]:
// what region pricing (spec 4.10) and the chain endpoint (4.11) offer a patient of every zip of the seed, under the
// region rule before the twenty-fifth session (25 stores of any kind) and under the rule the code holds now
// (REGION_RULE, lib/geo/size-region.ts; --min-chain-stores and --chain-miles try other numbers). For each zip: the
// region's radius, its stores, chain stores and chains, and the chains within the next radius. The class: a region
// that prices 2 chains or fewer while the next radius holds 4 or more (a dense independent area, where 25 stores are
// reached with the chains still out of reach), counted by zips and weighted by the zip's own stores. Also checks, for
// every zip whose region changed, that each chain's count is the chain endpoint's pagination.size.
import path from "node:path";
import { parseArgs } from "node:util";
import { indexZipGeography, REGION_RULE, sizeRegion, type Region, type RegionRule } from "../lib/geo/size-region";
import { buildSpatialGrid } from "../lib/geo/spatial-grid";
import { INDEPENDENT_CHAIN_CODE } from "../lib/pharmacies/chains";
import { listChainPharmaciesIn } from "../lib/pharmacies/list-chain-pharmacies";
import { buildNetworkIndex } from "../lib/pharmacies/network-index";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed" },
    "min-chain-stores": { type: "string" },
    "chain-miles": { type: "string" },
    show: { type: "string", default: "10001,77036,77081,11368,11220,33012,90006,60623,00725,85705,59301" },
    top: { type: "string", default: "25" },
  },
});

const [pharmacySeed, zipSeed] = await Promise.all([
  readPharmacySeed(path.join(args.seed, "pharmacies.json.gz")),
  readZipSeed(path.join(args.seed, "zips.json.gz")),
]);
const stores = buildSpatialGrid(pharmacySeed.pharmacies);
const geography = indexZipGeography(zipSeed.zips);
const keyOf = (s: { chainCode: string }) => s.chainCode;
const isChain = (key: string) => key !== INDEPENDENT_CHAIN_CODE;

const BEFORE: RegionRule = { radiiMiles: REGION_RULE.radiiMiles, minStores: REGION_RULE.minStores };
const AFTER: RegionRule = {
  ...REGION_RULE,
  ...(args["min-chain-stores"] ? { minChainStores: Number(args["min-chain-stores"]) } : {}),
  ...(args["chain-miles"] ? { chainMiles: Number(args["chain-miles"]) } : {}),
};

const ownStores = new Map<string, number>();
for (const p of pharmacySeed.pharmacies) ownStores.set(p.zip, (ownStores.get(p.zip) ?? 0) + 1);

type Read = { radius: number; stores: number; chainStores: number; chains: number; nextChains: number };
const chainsIn = (counts: Iterable<[string, number]>) => [...counts].filter(([k]) => isChain(k));
function read(region: Region, rule: RegionRule): Read {
  const chains = chainsIn(region.counts);
  const radii = [...rule.radiiMiles].sort((a, b) => a - b);
  const next = radii.find((r) => r > region.radiusMiles);
  const nextChains = next ? chainsIn(stores.tally(region.center, next, keyOf)).length : chains.length;
  return {
    radius: region.radiusMiles,
    stores: region.counts.total,
    chainStores: chains.reduce((sum, [, n]) => sum + n, 0),
    chains: chains.length,
    nextChains,
  };
}
// The class: few chains priced while the next radius holds several.
const chainPoor = (r: Read) => r.chains <= 2 && r.nextChains >= 4;

type Row = { zip: string; place: string; own: number; before: Read; after: Read };
const rows: Row[] = [];
for (const z of zipSeed.zips) {
  const before = sizeRegion({ zip: z.zip, geography, stores, keyOf, rule: BEFORE });
  const after = sizeRegion({ zip: z.zip, geography, stores, keyOf, isChain, rule: AFTER });
  if (!before || !after) continue;
  rows.push({
    zip: z.zip,
    place: `${z.city ?? "?"}, ${z.state ?? "?"}`,
    own: ownStores.get(z.zip) ?? 0,
    before: read(before, BEFORE),
    after: read(after, AFTER),
  });
}

const fmt = (n: number) => n.toLocaleString("en-US");
const sum = (list: Row[], f: (r: Row) => number) => list.reduce((s, r) => s + f(r), 0);
const radii = (side: "before" | "after") => {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r[side].radius, (counts.get(r[side].radius) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([r, n]) => `${r}: ${fmt(n)}`)
    .join(", ");
};
const inClass = (side: "before" | "after") => rows.filter((r) => chainPoor(r[side]));
const withChains = (side: "before" | "after", n: number) =>
  rows.filter((r) => r[side].chains <= n && r[side].stores > 0);
const changed = rows.filter((r) => r.before.radius !== r.after.radius);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log(`rule after: ${JSON.stringify(AFTER)}\n`);
console.log(`| measure (${fmt(rows.length)} zips) | before | after |\n|---|---|---|`);
console.log(`| region radius (miles: zips) | ${radii("before")} | ${radii("after")} |`);
const [cb, ca] = [inClass("before"), inClass("after")];
console.log(`| zips whose region prices 2 chains or fewer while the next radius holds 4+ | ${fmt(cb.length)} | ${fmt(ca.length)} |`); // prettier-ignore
console.log(`| ... their own stores (the weight) | ${fmt(sum(cb, (r) => r.own))} | ${fmt(sum(ca, (r) => r.own))} |`);
console.log(`| ... of them at 2 miles | ${fmt(cb.filter((r) => r.before.radius === 2).length)} | ${fmt(ca.filter((r) => r.after.radius === 2).length)} |`); // prettier-ignore
console.log(`| zips with stores in their region pricing 2 chains or fewer | ${fmt(withChains("before", 2).length)} | ${fmt(withChains("after", 2).length)} |`); // prettier-ignore
console.log(`| regions of 25+ stores with under 5 chain stores | ${fmt(rows.filter((r) => r.before.stores >= 25 && r.before.chainStores < 5).length)} | ${fmt(rows.filter((r) => r.after.stores >= 25 && r.after.chainStores < 5).length)} |`); // prettier-ignore
console.log(`| chains priced per region (mean) | ${(sum(rows, (r) => r.before.chains) / rows.length).toFixed(2)} | ${(sum(rows, (r) => r.after.chains) / rows.length).toFixed(2)} |`); // prettier-ignore
console.log(`| zips whose region changed | - | ${fmt(changed.length)} (own stores ${fmt(sum(changed, (r) => r.own))}) |`); // prettier-ignore
if (changed.length) {
  const moves = new Map<string, number>();
  for (const r of changed) moves.set(`${r.before.radius}->${r.after.radius}`, (moves.get(`${r.before.radius}->${r.after.radius}`) ?? 0) + 1); // prettier-ignore
  console.log(`| ... by radius | - | ${[...moves].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${fmt(n)}`).join(", ")} |`); // prettier-ignore
  console.log(`| ... chains priced, median | ${median(changed.map((r) => r.before.chains))} | ${median(changed.map((r) => r.after.chains))} |`); // prettier-ignore
  console.log(`| ... stores in the region, median / max | ${median(changed.map((r) => r.before.stores))} / ${Math.max(...changed.map((r) => r.before.stores))} | ${median(changed.map((r) => r.after.stores))} / ${Math.max(...changed.map((r) => r.after.stores))} |`); // prettier-ignore
}

// By state, the class before.
const byState = new Map<string, number>();
for (const r of cb) byState.set(r.place.slice(-2), (byState.get(r.place.slice(-2)) ?? 0) + 1);
console.log(`\nclass before, by state: ${[...byState].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${n}`).join(", ")}`); // prettier-ignore
const top = Number(args.top);
const line = (r: Row, side: "before" | "after") =>
  `${r[side].radius} mi, ${r[side].stores} stores, ${r[side].chainStores} chain stores, ${r[side].chains} chains (next radius ${r[side].nextChains})`; // prettier-ignore
console.log(`\nthe class before, by own stores (top ${top}):`);
for (const r of [...cb].sort((a, b) => b.own - a.own).slice(0, top))
  console.log(`  ${r.zip} ${r.place} (${r.own} own): ${line(r, "before")} -> ${line(r, "after")}`);
if (ca.length) {
  console.log(`\nthe class after (top ${top}):`);
  for (const r of [...ca].sort((a, b) => b.own - a.own).slice(0, top))
    console.log(`  ${r.zip} ${r.place} (${r.own} own): ${line(r, "after")}`);
}
console.log(`\nshown:`);
for (const zip of args.show!.split(",")) {
  const r = rows.find((x) => x.zip === zip);
  if (r) console.log(`  ${r.zip} ${r.place}: ${line(r, "before")} -> ${line(r, "after")}`);
}

// The invariant, over every changed zip, through the server's own index and the chain endpoint's function (it holds
// the code's REGION_RULE, so only when no other numbers were tried).
if (!args["min-chain-stores"] && !args["chain-miles"]) {
  const network = buildNetworkIndex({ ...pharmacySeed, zips: zipSeed.zips });
  let checked = 0;
  let differ = 0;
  for (const r of changed) {
    const region = network.regionOf(r.zip)!;
    for (const [code, count] of region.counts) {
      if (!network.chains.has(code)) continue;
      checked++;
      const { pagination } = listChainPharmaciesIn(network, { zip: r.zip, chainCode: code, index: 0, limit: 10 });
      if (pagination.size !== count) differ++;
    }
  }
  console.log(`\nchain counts of changed regions checked against the chain endpoint's pagination.size: ${fmt(checked)}, differing ${fmt(differ)}`); // prettier-ignore
}
