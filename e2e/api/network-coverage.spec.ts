import type { APIRequestContext } from "@playwright/test";
import { BANNERS } from "../../lib/pharmacies/import/banners";
import { sql } from "../database";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

// The acceptance of the merged network on the committed seed: what a patient sees in a metro's region pricing and
// its chains' store lists. levothyroxine 0.025 mg is in the committed catalog.
const LEVOTHYROXINE = "00378180010";
// Downtown Houston, the Chicago Loop, Midtown Manhattan, San Francisco, Seattle, Denver, Los Angeles, Boston, Missoula.
const METROS = ["77002", "60602", "10036", "94103", "98101", "80202", "90012", "02115", "59801"];

// A chain store's name is its banner, then its store number where a store list gives it ("Safeway #1820").
const bannerOf = (name: string) => name.replace(/ #\d+$/, "");

type Store = { npi: string; name: string; geo: { lat: number; lng: number }; address: { state: string; zip: string } };

let partner: TestAccount;
test.beforeAll(async ({ databaseUrl }) => {
  partner = await createTestAccount(databaseUrl, { name: "network coverage partner" });
});

const headers = () => ({ "x-api-key": partner.apiKey, "content-type": "application/json" });

async function chainsOf(request: APIRequestContext, zip: string): Promise<{ code: string; count: number | null }[]> {
  const res = await request.post("/pricing/v1/region/people", {
    headers: headers(),
    data: { ndc: LEVOTHYROXINE, quantity: 30, zip },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).pharmacies;
}

async function storesOf(request: APIRequestContext, zip: string, chainCode: string): Promise<Store[]> {
  const stores: Store[] = [];
  for (let index = 0, size = 1; index < size; index += 10) {
    const res = await request.get(`/pharmacies/v1/chain?zip=${zip}&chainCode=${chainCode}&index=${index}`, {
      headers: headers(),
    });
    expect(res.status(), await res.text()).toBe(200);
    const page = await res.json();
    size = page.pagination.size;
    stores.push(...page.pharmacies);
  }
  return stores;
}

test("downtown Houston (77002) prices at least three chains with stores in its region", async ({ request }) => {
  const chains = (await chainsOf(request, "77002")).filter((c) => c.count !== null && c.count > 0);
  expect(chains.map((c) => c.code).length, JSON.stringify(chains)).toBeGreaterThanOrEqual(3);
});

test("every store listed in the metros is under a banner that trades in its state, each NPI once", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const regional = BANNERS.filter((b) => b.region);
  for (const zip of METROS) {
    const seen = new Map<string, string>();
    for (const { code, count } of await chainsOf(request, zip)) {
      if (count === null) continue; // national prices: no stores in the region
      for (const store of await storesOf(request, zip, code)) {
        expect(seen.get(store.npi), `${store.npi} listed under ${seen.get(store.npi)} and ${code}`).toBeUndefined();
        seen.set(store.npi, code);
        for (const banner of regional.filter((b) => b.name === bannerOf(store.name) && b.chainCode === code)) {
          const { states, southOf } = banner.region!;
          const where = `${store.name} (${store.npi}) in ${store.address.state} at ${store.geo.lat}`;
          expect(states, where).toContain(store.address.state);
          if (southOf !== undefined) expect(store.geo.lat, where).toBeLessThan(southOf);
        }
      }
    }
  }
  // The signs the issue found wrong: no Safeway or Kroger sign over the Chicago Loop's grocery pharmacies, no Ralphs
  // in San Francisco.
  const signs = async (zip: string, chainCode: string) => {
    const inRegion = (await chainsOf(request, zip)).some((c) => c.code === chainCode && c.count);
    return inRegion ? (await storesOf(request, zip, chainCode)).map((s) => bannerOf(s.name)) : [];
  };
  expect(await signs("60602", "ALBERTSONS")).not.toContain("Safeway");
  expect(await signs("60602", "KROGER")).not.toContain("Kroger");
  expect(await signs("94103", "KROGER")).not.toContain("Ralphs");
});

test("no NPI twice, no chain store twice at one address, and every store inside its zip's state", async ({
  databaseUrl,
}) => {
  const [{ n }] = (await sql<{ n: number | string }>(
    databaseUrl,
    `SELECT COUNT(*) - COUNT(DISTINCT "npi") AS n FROM "Pharmacy"`,
  )) as [{ n: number | string }];
  expect(Number(n)).toBe(0);
  const sameAddress = await sql(
    databaseUrl,
    `SELECT "chainCode", "zip", UPPER("street") AS street, COUNT(*) AS n FROM "Pharmacy"
     WHERE "chainCode" <> 'INDEPENDENT' AND "street" <> '' AND NOT "synthetic"
     GROUP BY "chainCode", "zip", UPPER("street") HAVING COUNT(*) > 1`,
  );
  expect(sameAddress).toEqual([]);
  // A state's extent is that of its zips' centres, widened by a quarter degree (a border store's rooftop may lie
  // beyond the last centre).
  const outside = await sql(
    databaseUrl,
    `WITH extent AS (
       SELECT "state", MIN("lat") - 0.25 AS s, MAX("lat") + 0.25 AS n, MIN("lng") - 0.25 AS w, MAX("lng") + 0.25 AS e
       FROM "Zip" WHERE "state" <> '' GROUP BY "state")
     SELECT p."npi", p."zip", z."state", p."lat", p."lng" FROM "Pharmacy" p
     JOIN "Zip" z ON z."zip" = p."zip" JOIN extent x ON x."state" = z."state"
     WHERE NOT p."synthetic" AND (p."lat" < x.s OR p."lat" > x.n OR p."lng" < x.w OR p."lng" > x.e)`,
  );
  expect(outside).toEqual([]);
});
