import type { APIRequestContext } from "@playwright/test";
import { sql } from "../database";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

const INVALID = "Incorrect or missing required parameters.";
// From the committed network seed: Manhattan's 10001 has a 2-mile region with more than 10 Walgreens stores, and no
// Publix within it.
const MANHATTAN = "10001";

let partner: TestAccount;
let centre: { lat: number; lng: number };

test.beforeAll(async ({ databaseUrl }) => {
  partner = await createTestAccount(databaseUrl, { name: "pharmacies partner" });
  const [zip] = await sql<{ lat: number; lng: number }>(
    databaseUrl,
    `SELECT "lat", "lng" FROM "Zip" WHERE "zip" = $1`,
    [MANHATTAN],
  );
  centre = { lat: Number(zip!.lat), lng: Number(zip!.lng) };
  expect(await sql(databaseUrl, `SELECT "zip" FROM "Zip" WHERE "zip" = '00000'`)).toEqual([]);
});

function get(request: APIRequestContext, query: string) {
  return request.get(`/pharmacies/v1/chain?${query}`, { headers: { "x-api-key": partner.apiKey } });
}

async function list(request: APIRequestContext, query: string) {
  const res = await get(request, query);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

// Great-circle miles on a sphere: within 0.5 % of the service's ellipsoid distances, enough to check an order.
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

type Pharmacy = { npi: string; distance: number | null; geo: { lat: number; lng: number } };

test("lists the chain's stores of the zip's region as Retail Pharmacy Objects", async ({ request }) => {
  const body = await list(request, `zip=${MANHATTAN}&chainCode=WALGREENS`);
  expect(Object.keys(body)).toEqual(["id", "pharmacies", "pagination"]);
  expect(body.pagination.size).toBeGreaterThan(10);
  expect(body.pagination).toMatchObject({ index: 0, limit: 10 });
  expect(body.pharmacies).toHaveLength(10);
  for (const p of body.pharmacies) {
    expect(p).toEqual({
      type: "retail",
      name: expect.stringMatching(/^(Walgreens|Duane Reade)( #\d+)?$/), // the store's banner and store number
      npi: expect.stringMatching(/^\d{10}$/),
      phone: expect.stringMatching(/^(\d{10})?$/),
      geo: { lat: expect.any(Number), lng: expect.any(Number) },
      distance: null,
      address: { street: expect.any(String), city: expect.any(String), state: expect.any(String), zip: expect.any(String) }, // prettier-ignore
      placement: expect.stringMatching(/^(rooftop|zip)$/),
      openingHours: p.openingHours === null ? null : expect.any(String),
    });
    expect(Object.keys(p)).toEqual(["type", "name", "npi", "phone", "geo", "distance", "address", "placement", "openingHours"]); // prettier-ignore
    expect(miles(centre, p.geo)).toBeLessThanOrEqual(2.01); // Manhattan's region stops at 2 miles
  }
  // Without lat/lng, nearest the zip's centroid first.
  const fromCentre = body.pharmacies.map((p: Pharmacy) => miles(centre, p.geo));
  for (let i = 1; i < fromCentre.length; i++) expect(fromCentre[i]).toBeGreaterThanOrEqual(fromCentre[i - 1] - 0.01);
});

test("places Manhattan's stores at their own addresses: distinct coordinates, under their banners", async ({
  request,
}) => {
  const every = async (chainCode: string) => {
    const stores: (Pharmacy & { name: string; placement: string })[] = [];
    for (let index = 0, size = 1; index < size; index += 10) {
      const page = await list(request, `zip=${MANHATTAN}&chainCode=${chainCode}&index=${index}`);
      size = page.pagination.size;
      stores.push(...page.pharmacies);
    }
    return stores;
  };
  for (const chainCode of ["WALGREENS", "CVS"]) {
    const stores = await every(chainCode);
    expect(stores.length).toBeGreaterThan(2);
    const coordinates = new Set(stores.map((p) => `${p.geo.lat},${p.geo.lng}`));
    expect(coordinates.size, chainCode).toBe(stores.length);
    // Measured on the seed: 17 of 19 Walgreens and every CVS of the 10001 region stand at their rooftop.
    expect(stores.filter((p) => p.placement === "rooftop").length / stores.length).toBeGreaterThan(0.85);
  }
  expect((await every("WALGREENS")).map((p) => p.name.replace(/ #\d+$/, ""))).toContain("Duane Reade");
});

test("with lat and lng, orders nearest first and gives the distance in miles to 2 decimals", async ({ request }) => {
  const here = { lat: 40.758, lng: -73.9855 }; // Times Square
  const body = await list(request, `zip=${MANHATTAN}&chainCode=WALGREENS&lat=${here.lat}&lng=${here.lng}&limit=10`);
  const distances = body.pharmacies.map((p: Pharmacy) => p.distance!);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  for (const p of body.pharmacies as Pharmacy[]) {
    expect(Math.round(p.distance! * 100) / 100).toBe(p.distance);
    expect(Math.abs(p.distance! - miles(here, p.geo))).toBeLessThan(0.02 + miles(here, p.geo) * 0.005);
  }
  // The same stores as without a position, in another order.
  const all = async (query: string) => {
    const first = await list(request, `zip=${MANHATTAN}&chainCode=WALGREENS${query}`);
    const npis: string[] = first.pharmacies.map((p: Pharmacy) => p.npi);
    for (let index = 10; index < first.pagination.size; index += 10)
      npis.push(...(await list(request, `zip=${MANHATTAN}&chainCode=WALGREENS&index=${index}${query}`)).pharmacies.map((p: Pharmacy) => p.npi)); // prettier-ignore
    return npis;
  };
  const [near, centred] = [await all(`&lat=${here.lat}&lng=${here.lng}`), await all("")];
  expect([...near].sort()).toEqual([...centred].sort());
  expect(new Set(near).size).toBe(near.length);
});

test("pages: a short last page, and an empty page past the end with the size", async ({ request }) => {
  const query = `zip=${MANHATTAN}&chainCode=walgreens`; // letter case of the code is ignored
  const { pagination } = await list(request, query);
  const size: number = pagination.size;
  const last = await list(request, `${query}&index=${size - 2}&limit=5`);
  expect(last.pharmacies).toHaveLength(2);
  expect(last.pagination).toEqual({ size, index: size - 2, limit: 5 });
  for (const index of [size, size + 100]) {
    expect(await list(request, `${query}&index=${index}&limit=1`)).toMatchObject({
      pharmacies: [],
      pagination: { size, index, limit: 1 },
    });
  }
});

test("404 for an unknown zip, an unknown chainCode or INDEPENDENT, and a chain with no store in the region", async ({
  request,
}) => {
  for (const [query, message, errorCode] of [
    ["zip=00000&chainCode=CVS", "Zip code not found.", "ZIP_NOT_FOUND"],
    [`zip=${MANHATTAN}&chainCode=NO_SUCH_CHAIN`, "Chain not found.", "CHAIN_CODE_NOT_FOUND"],
    [`zip=${MANHATTAN}&chainCode=INDEPENDENT`, "Chain not found.", "CHAIN_CODE_NOT_FOUND"],
    [
      `zip=${MANHATTAN}&chainCode=PUBLIX`,
      "No pharmacy of this chain in the region of the zip code.",
      "CHAIN_NOT_IN_REGION",
    ],
  ]) {
    const res = await get(request, query!);
    expect(res.status(), query).toBe(404);
    expect(await res.json()).toEqual({ id: expect.any(String), statusCode: 404, message, errorCode });
  }
});

for (const [query, errorCode] of [
  ["chainCode=CVS", "ZIP_INCORRECT_OR_MISSING"],
  ["zip=&chainCode=CVS", "ZIP_INCORRECT_OR_MISSING"],
  ["zip=1000&chainCode=CVS", "ZIP_INCORRECT_OR_MISSING"],
  ["zip=1000A&chainCode=CVS", "ZIP_INCORRECT_OR_MISSING"],
  ["zip=10001-1234&chainCode=CVS", "ZIP_INCORRECT_OR_MISSING"],
  ["zip=1000", "ZIP_INCORRECT_OR_MISSING"], // both bad: the first field
  ["zip=10001", "CHAIN_CODE_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=", "CHAIN_CODE_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CV%20S", "CHAIN_CODE_INCORRECT_OR_MISSING"],
  [`zip=10001&chainCode=${"X".repeat(41)}`, "CHAIN_CODE_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&limit=0", "LIMIT_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&limit=11", "LIMIT_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&index=-1", "INDEX_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&index=a", "INDEX_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&lat=40.75", "GEOLOCATION_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&lng=-73.99", "GEOLOCATION_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&lat=&lng=-73.99", "GEOLOCATION_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&lat=91&lng=-73.99", "GEOLOCATION_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&lat=40.75&lng=-181", "GEOLOCATION_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&lat=north&lng=-73.99", "GEOLOCATION_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&lat=4e1&lng=-73.99", "GEOLOCATION_INCORRECT_OR_MISSING"],
  ["zip=10001&chainCode=CVS&limit=0&lat=1", "LIMIT_INCORRECT_OR_MISSING"],
]) {
  test(`400 ${errorCode} for ${query}`, async ({ request }) => {
    const res = await get(request, query!);
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ id: expect.any(String), statusCode: 400, message: INVALID, errorCode });
  });
}

test("answers with a trailing slash too", async ({ request }) => {
  const res = await request.get(`/pharmacies/v1/chain/?zip=${MANHATTAN}&chainCode=CVS`, {
    headers: { "x-api-key": partner.apiKey },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
});
