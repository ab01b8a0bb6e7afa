// npx tsx scripts/measure-store-points.ts [--seed DIR] [--data DIR] [--examples N]: every store's point against the
// points the other public files give the same store (twenty-ninth session, NETWORK.md), as Markdown:
// - the files' points: a store list's, the 2022 locator's (any NPI) or a Test to Treat site's at its zip and street;
//   its NPI's own locator point; CMS DMEPOS 2026's listing of its chain (a chain store) or name (an independent) in
//   its city, the nearest; its zip's point (NPPES's address geocoded through the zip seed);
// - the distance error against the best of them (address, else own point, else the listing): quantiles and stores
//   over 0.25, 1 and 5 miles; then the stores over 0.25 mile from a file's point, each in one class of why;
// - the cities short of DMEPOS and the DMEPOS cities with no store, city names folded (`cityKeyOf`);
// - with --holdout, how well `standAtTheirListing` would place stores whose rooftop the lists give: each fifth of them
//   in turn is put back on its zip's point and placed by the rule; miles from its rooftop, against its zip's point's.
import path from "node:path";
import { parseArgs } from "node:util";
import { sphericalMiles } from "../lib/geo/distance-miles";
import { buildSpatialGrid } from "../lib/geo/spatial-grid";
import type { LatLng } from "../lib/geo/types";
import { INDEPENDENT_CHAIN_CODE } from "../lib/pharmacies/chains";
import { readAddressEvidence } from "../lib/pharmacies/import/address-evidence";
import { cityKeyOf } from "../lib/pharmacies/import/city-names";
import { networkSourceFiles } from "../lib/pharmacies/import/network-source-files";
import { normalizeStoreName, streetKey } from "../lib/pharmacies/import/normalize-street";
import { parseTherapeuticLocator } from "../lib/pharmacies/import/parse-npi-sources";
import { openDataFile } from "../lib/pharmacies/import/read-delimited-rows";
import { readPharmacySeed, readZipSeed } from "../lib/pharmacies/import/read-network-seed";
import { isUsState } from "../lib/accounts/schemas";
import { standAtTheirListing } from "../lib/pharmacies/import/stand-at-their-listing";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "prisma/seed" },
    data: { type: "string", default: "../shared/data" },
    examples: { type: "string", default: "3" },
    holdout: { type: "boolean", default: false },
  },
});
const NEAR = 0.25;
const seed = (await readPharmacySeed(path.join(args.seed, "pharmacies.json.gz"))).pharmacies;
const zipOf = new Map((await readZipSeed(path.join(args.seed, "zips.json.gz"))).zips.map((z) => [z.zip, z]));
const evidence = await readAddressEvidence(args.data);
const locator = (await parseTherapeuticLocator(openDataFile(networkSourceFiles(path.resolve(args.data)).locator))).records; // prettier-ignore
const locatorStreet = new Map(locator.map((r) => [r.npi, r.street]));
const dmepos = evidence.lists.filter((l) => l.source === "dmepos" && isUsState(l.state));
type Store = (typeof seed)[number];
const isChain = (p: Pick<Store, "chainCode">) => p.chainCode !== INDEPENDENT_CHAIN_CODE;
const identity = (state: string, city: string, chainCode: string | null, name: string | null) =>
  `${cityKeyOf(state, city)}|${chainCode && chainCode !== INDEPENDENT_CHAIN_CODE ? chainCode : `=${normalizeStoreName(name ?? "")}`}`; // prettier-ignore
const listings = new Map<string, typeof dmepos>();
for (const l of dmepos) {
  const key = identity(l.state, l.city, l.chainCode, l.name);
  listings.set(key, [...(listings.get(key) ?? []), l]);
}
const pointAt = new Map<string, Store[]>();
for (const p of seed) if (p.placement === "rooftop") pointAt.set(`${p.lat},${p.lng}`, [...(pointAt.get(`${p.lat},${p.lng}`) ?? []), p]); // prettier-ignore

const fmt = (n: number) => n.toLocaleString("en-US");
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;
const NO_HOUSE_NUMBER = /^\s*(?:(?:P\.? ?O\.?|HC|RR)\s*\d*\s*BOX|CARR|CARRETERA|CALLE|AVE|AVENIDA|BO\b|URB)/i;

const errors: number[] = [];
const dmeposErrors = { chain: 0, independent: 0 };
const classes = new Map<string, string[]>();
for (const p of seed) {
  const key = streetKey(p.street ?? "");
  const atAddress = key ? (evidence.streetPoints.get(`${p.zip}|${key}`) ?? []) : [];
  const own = evidence.ownPoints.get(p.npi);
  const listed = listings.get(identity(p.state, p.city, p.chainCode, p.name)) ?? [];
  const miles = (x: LatLng) => sphericalMiles(p, x);
  const listing = [...listed].sort((a, b) => miles(a) - miles(b))[0];
  const reference = atAddress[0] ?? own ?? listing;
  if (reference) errors.push(miles(reference));
  if (listing && miles(listing) > NEAR) dmeposErrors[isChain(p) ? "chain" : "independent"]++;
  const far = [...atAddress, ...(own ? [own] : []), ...(listing ? [listing] : [])].filter((x) => miles(x) > NEAR);
  if (far.length === 0) continue;
  const kind = isChain(p) ? "chain" : "independent";
  const spread = atAddress.some((a) => sphericalMiles(a, atAddress[0]!) > NEAR);
  const addressAgrees = atAddress.some((a) => miles(a) <= NEAR);
  const ownStreet = locatorStreet.get(p.npi);
  const shared = (pointAt.get(`${p.lat},${p.lng}`) ?? []).filter((q) => q.npi !== p.npi && streetKey(q.street ?? "") !== key); // prettier-ignore
  const cls =
    p.placement === "zip"
      ? !p.street || NO_HOUSE_NUMBER.test(p.street)
        ? "on its zip's point: no street a file geocodes (none, a PO box, a rural route, a kilometre marker)"
        : atAddress.length || own
          ? "on its zip's point although a file geocodes its street or NPI (the address points' guards)"
          : listed.length > 1
            ? "on its zip's point: several DMEPOS listings of its chain or name in its city"
            : "on its zip's point: one DMEPOS listing in its city, another store of the chain or name at it, or over 3.5 mi"
      : shared.length
        ? "two stores of two streets on one point"
        : spread
          ? "geocoder miss: the files put its address at two places"
          : own &&
              miles(own) > NEAR &&
              ownStreet &&
              streetKey(ownStreet) !== key &&
              (addressAgrees || !atAddress.length)
            ? "older address: its NPI's 2022 locator row gives another street (a store that moved)"
            : own && miles(own) > NEAR
              ? "geocoder miss: the locator's geocode of its own address"
              : listing && miles(listing) > NEAR && listed.length > 1
                ? "DMEPOS lists several stores of its chain or name in its city: the nearest is another's"
                : listing && miles(listing) > NEAR
                  ? "geocoder miss: DMEPOS's one listing against the lists' rooftop"
                  : "other";
  const label = `${kind}: ${cls}`;
  classes.set(label, [...(classes.get(label) ?? []), `${p.name}, ${p.street}, ${p.city} ${p.state} (${far.map((x) => miles(x).toFixed(2)).join("/")} mi)`]); // prettier-ignore
}

const seedInCity = new Map<string, number>();
for (const p of seed) seedInCity.set(cityKeyOf(p.state, p.city), (seedInCity.get(cityKeyOf(p.state, p.city)) ?? 0) + 1); // prettier-ignore
const listedInCity = new Map<string, number>();
for (const l of dmepos) listedInCity.set(cityKeyOf(l.state, l.city), (listedInCity.get(cityKeyOf(l.state, l.city)) ?? 0) + 1); // prettier-ignore
const short = [...listedInCity].filter(([k, n]) => (seedInCity.get(k) ?? 0) < n);
const seedGrid = buildSpatialGrid(seed);
const beside = dmepos.filter((l) => seedGrid.members(l, NEAR).length > 0).length;
const zipsAt = (p: Store) => zipOf.get(p.zip);

console.log(
  [
    `# Every store's point against the public files' (seed ${args.seed}: ${fmt(seed.length)} stores)`,
    "",
    "| measure | value |",
    "|---|---|",
    `| stores at a rooftop / on their zip's point | ${fmt(seed.filter((p) => p.placement === "rooftop").length)} / ${fmt(seed.filter((p) => p.placement === "zip" && zipsAt(p)).length)} |`, // prettier-ignore
    `| stores a file gives a point (address, own NPI, DMEPOS listing) | ${fmt(errors.length)} |`,
    `| miles from it: median, p90, p95, p99 | ${[0.5, 0.9, 0.95, 0.99].map((q) => quantile(errors, q).toFixed(2)).join(", ")} |`, // prettier-ignore
    `| over 0.25 / 1 / 5 miles | ${[0.25, 1, 5].map((m) => fmt(errors.filter((e) => e > m).length)).join(" / ")} |`,
    `| over 0.25 mile from their nearest DMEPOS listing in their city: chain / independent | ${fmt(dmeposErrors.chain)} / ${fmt(dmeposErrors.independent)} |`, // prettier-ignore
    `| DMEPOS rows with a seed store within 0.25 mile | ${fmt(beside)} of ${fmt(dmepos.length)} |`,
    `| DMEPOS cities with fewer seed stores than listed (stores short) / with no seed store | ${fmt(short.length)} (${fmt(short.reduce((s, [k, n]) => s + n - (seedInCity.get(k) ?? 0), 0))}) / ${fmt(short.filter(([k]) => !seedInCity.get(k)).length)} |`, // prettier-ignore
    "",
    "## Stores over 0.25 mile from a file's point for them, by why",
    "",
    "| class | stores | examples |",
    "|---|---|---|",
    ...[...classes]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([k, v]) => `| ${k} | ${fmt(v.length)} | ${v.slice(0, Number(args.examples)).join("; ")} |`),
  ].join("\n"),
);

if (args.holdout) {
  // Stores a store list, the locator or a Test to Treat site places: their rooftop is known.
  const known = (p: Store) => p.placement === "rooftop" && /point=(atp|stiles|univaf|locator-2022|test-to-treat-2023)/.test(p.sources ?? ""); // prettier-ignore
  const tally = { chain: { moved: 0, near: 0, better: 0, worse: 0 }, independent: { moved: 0, near: 0, better: 0, worse: 0 } }; // prettier-ignore
  for (let fold = 0; fold < 5; fold++) {
    const records = seed.map((p, i) => {
      const zip = zipOf.get(p.zip)!;
      const held = known(p) && i % 5 === fold;
      return { ...p, ...(held ? { lat: zip.lat, lng: zip.lng, placement: "zip" as const } : {}), method: "street" as const, sources: p.sources ?? "" }; // prettier-ignore
    });
    const placed = standAtTheirListing(records, dmepos, (zip) => ({ geonames: zipOf.get(zip) }));
    placed.forEach((m, i) => {
      const truth = seed[i]!;
      if (!(known(truth) && i % 5 === fold) || m.placement !== "rooftop") return;
      const [after, before] = [sphericalMiles(m, truth), sphericalMiles(zipOf.get(truth.zip)!, truth)];
      const t = tally[isChain(truth) ? "chain" : "independent"];
      t.moved++;
      if (after <= NEAR) t.near++;
      if (after < before - NEAR) t.better++;
      if (after > before + NEAR) t.worse++;
    });
  }
  console.log(
    [
      "",
      "## Held out: stores with a list's rooftop, put on their zip's point and placed by their city's listing",
      "",
      "| kind | placed | within 0.25 mi of their rooftop | nearer than their zip's point (by 0.25 mi+) | farther |",
      "|---|---|---|---|---|",
      ...Object.entries(tally).map(([k, t]) => `| ${k} | ${fmt(t.moved)} | ${fmt(t.near)} | ${fmt(t.better)} | ${fmt(t.worse)} |`), // prettier-ignore
    ].join("\n"),
  );
}
