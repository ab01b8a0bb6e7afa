// DATABASE_URL=file:./data/sweep.db npx tsx scripts/measure-zip-routes.ts [--data DIR] [--limit N] [--list]   (a seeded
// database). What a partner gets for every zip of the public zip files, through the route handlers the API serves (in
// process, no server): every zip of GeoNames (APO/FPO, PO-box-only and unique zips included), of the Census ZCTAs and
// of the network seed, sent to region pricing and to /pharmacies/v1/chain for each chain region pricing lists (and
// for a chain it does not list). Each answer is held to the spec and to the region the server sizes for the zip
// (network-index.ts regionOf): never a 500; the chains with stores in the region listed with their `count`, national
// prices (`count` null) only where the region holds no chain store; /pharmacies/v1/chain's `pagination.size` equal to
// that `count`, its page full and every store within the region's radius; a chain not in the region or an unknown zip
// a 404 with the spec's errorCode. Prints the figures and (with --list) every zip with a fault.
import path from "node:path";
import { parseArgs } from "node:util";
import { NextRequest } from "next/server";
import { POST as regionPeople } from "../app/pricing/v1/region/people/route";
import { GET as chainPharmacies } from "../app/pharmacies/v1/chain/route";
import { createAccount } from "../lib/accounts/create-account";
import { db } from "../lib/db";
import { distanceMiles } from "../lib/geo/distance-miles";
import { INDEPENDENT_CHAIN_CODE } from "../lib/pharmacies/chains";
import { loadNetworkIndex } from "../lib/pharmacies/network-index";
import { isCoveredAt } from "../lib/pricing/coverage";
import { openDataFile, readDelimitedRows } from "../lib/pharmacies/import/read-delimited-rows";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Answer = { status: number; body: Record<string, unknown> };
type Chain = { code: string; count: number | null; score: number | null };
type Store = { npi: string; geo: { lat: number; lng: number } };

const { values: args } = parseArgs({
  options: {
    data: { type: "string", default: "../shared/data" },
    limit: { type: "string" },
    list: { type: "boolean" },
  },
});

const account = await createAccount({ name: "zip route sweep", cardTypes: ["people", "pets"] });
// A common generic tablet, which every chain prices (coverage.json leaves no chain out for it; held below anyway).
const [row] = await db.$queryRawUnsafe<{ ndc: string; isBrand: number; nadacPerUnit: number }[]>(
  "SELECT n.ndc, n.isBrand, n.nadacPerUnit FROM Ndc n JOIN NadacPrice p ON p.ndc = n.ndc WHERE n.pricingUnit = 'EA' AND n.isBrand = 0 AND n.nadacPerUnit > 0.01 ORDER BY n.nadacPerUnit LIMIT 1",
);
if (!row) throw new Error("no priced NDC: run this on a seeded database (npm run db:seed)");
const network = await loadNetworkIndex();
const drug = { isBrand: Boolean(row.isBrand), nadacPerUnit: row.nadacPerUnit };

async function call(handler: Handler, url: string, body?: object): Promise<Answer> {
  const request = new NextRequest(`http://localhost${url}`, {
    method: body ? "POST" : "GET",
    headers: { "x-api-key": account.apiKey, "content-type": "application/json" },
    body: body && JSON.stringify(body),
  });
  const res = await handler(request, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// Every zip the public files name: GeoNames, the Census ZCTAs, and the seed's own (the store addresses' zips).
async function publicZips(): Promise<Map<string, string>> {
  const zips = new Map<string, string>();
  for await (const { fields } of readDelimitedRows(
    openDataFile(path.join(args.data!, "zips/geonames-US-postal-codes.txt.gz")),
    { delimiter: "\t", rejected: [] },
  )) {
    const zip = fields[1]?.trim() ?? "";
    if (/^\d{5}$/.test(zip)) zips.set(zip, `${fields[2]}, ${fields[4] ?? ""}`);
  }
  for await (const { fields } of readDelimitedRows(
    openDataFile(path.join(args.data!, "zips/census-zcta-centroids-2021.csv.gz")),
    { delimiter: ",", rejected: [] },
  )) {
    const zip = fields[0]?.replace(/"/g, "").padStart(5, "0") ?? "";
    if (/^\d{5}$/.test(zip) && !zips.has(zip)) zips.set(zip, "Census ZCTA");
  }
  for (const zip of network.geography.byZip.keys()) if (!zips.has(zip)) zips.set(zip, "network seed");
  return zips;
}

const figures = new Map<string, number>();
const faults: string[] = [];
const tally = (name: string, n = 1) => figures.set(name, (figures.get(name) ?? 0) + n);
const fault = (zip: string, place: string, what: string) => {
  tally(`fault: ${what.replace(/ \(.*$/, "")}`);
  faults.push(`${zip} ${place}: ${what}`);
};

const zips = [...(await publicZips())].slice(0, args.limit ? Number(args.limit) : undefined);
const allChains = [...network.chains.keys()].filter((code) => code !== INDEPENDENT_CHAIN_CODE);
for (const [zip, place] of zips) {
  tally("zips");
  const region = network.regionOf(zip);
  const priced = await call(regionPeople as Handler, "/pricing/v1/region/people?limit=10", { ndc: row.ndc, quantity: 30, zip }); // prettier-ignore
  if (priced.status !== 200) {
    fault(zip, place, `region pricing ${priced.status}`);
    continue;
  }
  const chains = priced.body.pharmacies as Chain[];
  const size = (priced.body.pagination as { size: number }).size;
  const inRegion = region
    ? [...region.counts].filter(([code, n]) => network.chains.has(code) && n > 0 && isCoveredAt({ chainCode: code, cardType: "people", drug })) // prettier-ignore
    : [];
  const national = chains.every((c) => c.count === null);
  if (!region) tally("zips the network does not know (national prices)");
  else if (national) tally("known zips with no chain store in the region (national prices)");
  else tally("zips priced by the chains of their region");
  if (national && inRegion.length > 0) fault(zip, place, `national prices, ${inRegion.length} chains in the region`);
  if (!national && size !== inRegion.length) fault(zip, place, `${size} chains listed, ${inRegion.length} in the region`); // prettier-ignore
  if (chains.length !== Math.min(10, size)) fault(zip, place, `page of ${chains.length}, size ${size}`);

  // Each chain listed: its stores in the same region, as many as its count.
  for (const chain of national ? [] : chains) {
    const expected = region!.counts.get(chain.code) ?? 0;
    if (chain.count !== expected) fault(zip, place, `${chain.code} count ${chain.count}, ${expected} in the region`);
    const listed = await call(chainPharmacies as Handler, `/pharmacies/v1/chain?zip=${zip}&chainCode=${chain.code}`);
    tally("chain answers");
    if (listed.status !== 200) {
      fault(zip, place, `chain ${chain.code} ${listed.status} ${listed.body.errorCode ?? ""}`);
      continue;
    }
    const stores = listed.body.pharmacies as Store[];
    const pageSize = (listed.body.pagination as { size: number }).size;
    if (pageSize !== chain.count) fault(zip, place, `chain ${chain.code} size ${pageSize}, count ${chain.count}`);
    if (stores.length !== Math.min(10, pageSize)) fault(zip, place, `chain ${chain.code} page of ${stores.length}`);
    const far = stores.filter((s) => distanceMiles(region!.center, s.geo) > region!.radiusMiles);
    if (far.length) fault(zip, place, `chain ${chain.code}: ${far.length} stores past ${region!.radiusMiles} mi`);
  }
  // A chain with no store in the region, and an unknown zip: the spec's 404.
  const absent = allChains.find((code) => !(region?.counts.get(code) ?? 0));
  if (absent) {
    const none = await call(chainPharmacies as Handler, `/pharmacies/v1/chain?zip=${zip}&chainCode=${absent}`);
    tally("chain answers");
    const want = region ? "CHAIN_NOT_IN_REGION" : "ZIP_NOT_FOUND";
    if (none.status !== 404 || none.body.errorCode !== want)
      fault(zip, place, `chain not in the region: ${none.status} ${none.body.errorCode ?? ""}, not 404 ${want}`);
  }
}

console.log("| measure | value |\n|---|---|");
for (const [name, n] of [...figures].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`| ${name} | ${n.toLocaleString("en-US")} |`); // prettier-ignore
console.log(`\n${faults.length} faults`);
if (args.list) for (const line of faults) console.log(line);
await db.$disconnect();
