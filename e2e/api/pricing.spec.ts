import type { APIRequestContext, APIResponse } from "@playwright/test";
import { sql } from "../database";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

const INVALID = "Incorrect or missing required parameters.";
const CARD_TYPES = ["people", "pets"] as const;
const npiPath = (cardType: string) => `/pricing/v1/npi/${cardType}`;
const regionPath = (cardType: string) => `/pricing/v1/region/${cardType}`;

// Catalog NDCs the rules need, inserted when the catalog seed lacks them (values of the 2025 NADAC files).
const NDCS = {
  levothyroxine: { ndc: "00378180010", description: "levothyroxine sodium 0.025 MG Oral Tablet", isBrand: false, nadac: 0.03796, unit: "EA" }, // prettier-ignore
  eliquis: { ndc: "00003089421", description: "apixaban 5 MG Oral Tablet [Eliquis]", isBrand: true, nadac: 9.69413, unit: "EA" }, // prettier-ignore
  humira: { ndc: "00074061602", description: "0.2 ML adalimumab 100 MG/ML Prefilled Syringe [Humira]", isBrand: true, nadac: 3369.583, unit: "EA" }, // prettier-ignore
  suspension: { ndc: "00093415573", description: "amoxicillin 50 MG/ML Oral Suspension", isBrand: false, nadac: 0.02462, unit: "ML" }, // prettier-ignore
  // Not a real NDC: a catalog row with no NADAC price, so not covered.
  unpriced: { ndc: "99999999990", description: "E2E NDC WITHOUT NADAC", isBrand: false, nadac: null, unit: null },
};
const UNKNOWN_NDC = "99999999999";
const ABSENT_NPI = "1234567893"; // valid Luhn check digit, no such pharmacy
const BAD_LUHN_NPI = "1234567890";
// From the committed network seed: 99723 (Utqiagvik, AK) has no pharmacy within 50 miles, 59230 (Glasgow, MT) only
// independents (its nearest chain store 116 miles away; Adjuntas, PR, was this zip until the twenty-first session's
// Puerto Rico Walgreens came within its region); 10001 (Manhattan) a 2-mile region with Walgreens and CVS stores.
const EMPTY_ZIP = "99723";
const INDEPENDENTS_ZIP = "59230";
const MANHATTAN = "10001";

let partner: TestAccount; // people and pets, contract without Featured Brands
let featuredPartner: TestAccount; // contract includes Featured Brands
const stores: Record<string, string[]> = {}; // chainCode -> NPIs, ordered
let nationalChainCount = 0;

test.beforeAll(async ({ databaseUrl }) => {
  test.setTimeout(120_000);
  [partner, featuredPartner] = await Promise.all([
    createTestAccount(databaseUrl, { name: "pricing partner" }),
    createTestAccount(databaseUrl, { name: "featured partner", config: { contract: { featuredBrands: true } } }),
  ]);
  const sqlite = databaseUrl.startsWith("file:");
  for (const { ndc, description, isBrand, nadac, unit } of Object.values(NDCS)) {
    await sql(
      databaseUrl,
      `INSERT INTO "Ndc" ("ndc", "description", "isBrand", "nadacPerUnit", "pricingUnit") VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [ndc, description, sqlite ? Number(isBrand) : isBrand, nadac, unit],
    );
  }
  expect(await sql(databaseUrl, `SELECT "ndc" FROM "Ndc" WHERE "ndc" = $1`, [UNKNOWN_NDC])).toEqual([]);
  const rows = await sql<{ npi: string; chainCode: string }>(
    databaseUrl,
    `SELECT "npi", "chainCode" FROM "Pharmacy" WHERE "chainCode" IN ('CVS', 'WALGREENS', 'COSTCO', 'WALMART', 'KAISER_PERMANENTE', 'INDEPENDENT') ORDER BY "npi"`,
  );
  for (const { npi, chainCode } of rows) (stores[chainCode] ??= []).push(npi);
  expect(stores.CVS!.length).toBeGreaterThan(60);
  const [{ n }] = (await sql<{ n: number | string }>(
    databaseUrl,
    `SELECT COUNT(DISTINCT "chainCode") AS n FROM "Pharmacy" WHERE "chainCode" <> 'INDEPENDENT'`,
  )) as [{ n: number | string }];
  nationalChainCount = Number(n);
  expect(await sql(databaseUrl, `SELECT "npi" FROM "Pharmacy" WHERE "npi" IN ($1, $2)`, [ABSENT_NPI, BAD_LUHN_NPI])).toEqual([]); // prettier-ignore
});

function post(request: APIRequestContext, path: string, data: unknown, account = partner) {
  return request.post(path, { headers: { "x-api-key": account.apiKey, "content-type": "application/json" }, data });
}

async function ok(res: APIResponse) {
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

// A quantity no other test asks for, so the first request of a cache test is never served from the cache.
let uniqueQuantity = 1000 + Math.floor(Math.random() * 50_000);
const freshQuantity = () => uniqueQuantity++;

type Price = { unc: string | null; discounted: string };
const MONEY = /^\d+\.\d{2}$/;
const paid = (price: Price) => Math.min(Number(price.discounted), price.unc === null ? Infinity : Number(price.unc));
// Lesser-of adjudication: the discounted price is what the patient pays, never more than the usual and customary one.
const expectLesserOf = (price: Price) => {
  if (price.unc !== null) expect(Number(price.discounted)).toBeLessThanOrEqual(Number(price.unc));
};

test.describe("POST /pricing/v1/npi/*", () => {
  test("prices each pharmacy in the spec's shape", async ({ request }) => {
    const npis = [stores.CVS![0]!, stores.WALGREENS![0]!, stores.INDEPENDENT![0]!, stores.COSTCO![0]!];
    const body = await ok(await post(request, npiPath("people"), { ndc: NDCS.levothyroxine.ndc, quantity: 30, npis }));
    expect(Object.keys(body)).toEqual(["id", "successful", "failed", "metadata"]);
    expect(body.failed).toEqual([]);
    expect(body.metadata).toEqual({ cache: expect.any(Boolean) });
    expect(body.successful.map((s: { npi: string }) => s.npi)).toEqual(npis);
    for (const store of body.successful) {
      expect(store).toEqual({ npi: expect.any(String), type: "retail", price: expect.any(Object), featured: false });
      expect(Object.keys(store.price)).toEqual(["unc", "discounted"]);
      expect(store.price.discounted).toMatch(MONEY);
      expectLesserOf(store.price);
    }
    // Costco reports no usual and customary price; the others do.
    expect(body.successful[3].price.unc).toBeNull();
    for (const store of body.successful.slice(0, 3)) expect(store.price.unc).toMatch(MONEY);
  });

  test("prices people and pets differently, each deterministic per store and NDC", async ({ request }) => {
    const npis = stores.CVS!.slice(0, 5);
    const data = { ndc: NDCS.eliquis.ndc, quantity: 60, npis };
    const [people, pets, again] = await Promise.all([
      post(request, npiPath("people"), data).then(ok),
      post(request, npiPath("pets"), data).then(ok),
      post(request, npiPath("people"), data, featuredPartner).then(ok),
    ]);
    const discounted = (body: { successful: { price: Price }[] }) => body.successful.map((s) => s.price.discounted);
    for (let i = 0; i < npis.length; i++) expect(discounted(pets)[i]).not.toBe(discounted(people)[i]);
    expect(discounted(again)).toEqual(discounted(people));
    // Stores of one chain vary a little around the chain's price (at most 4 %), not all alike.
    expect(new Set(discounted(people)).size).toBeGreaterThan(1);
    const region = await ok(
      await post(request, regionPath("people"), { ndc: NDCS.eliquis.ndc, quantity: 60, zip: MANHATTAN }),
    );
    const chain = region.pharmacies.find((p: { code: string }) => p.code === "CVS");
    for (const price of discounted(people)) {
      expect(Number(price) / Number(chain.price.discounted)).toBeGreaterThanOrEqual(0.96);
      expect(Number(price) / Number(chain.price.discounted)).toBeLessThanOrEqual(1.04);
    }
  });

  test("lists pharmacies that cannot be priced in failed with codes 1 and 4, pricing the rest", async ({ request }) => {
    const people = await ok(
      await post(request, npiPath("people"), {
        ndc: NDCS.humira.ndc,
        quantity: 2,
        npis: [ABSENT_NPI, stores.COSTCO![0]!, stores.CVS![0]!, BAD_LUHN_NPI],
      }),
    );
    expect(people.failed).toEqual([
      { npi: ABSENT_NPI, code: 1 },
      { npi: stores.COSTCO![0], code: 4 }, // warehouse clubs do not stock specialty brands
      { npi: BAD_LUHN_NPI, code: 1 },
    ]);
    expect(people.successful.map((s: { npi: string }) => s.npi)).toEqual([stores.CVS![0]]);

    const pets = await ok(
      await post(request, npiPath("pets"), {
        ndc: NDCS.levothyroxine.ndc,
        quantity: 30,
        npis: [stores.KAISER_PERMANENTE![0]!, stores.CVS![0]!],
      }),
    );
    expect(pets.failed).toEqual([{ npi: stores.KAISER_PERMANENTE![0], code: 4 }]); // no pets at Kaiser
    const kaiserPeople = await ok(
      await post(request, npiPath("people"), {
        ndc: NDCS.levothyroxine.ndc,
        quantity: 30,
        npis: [stores.KAISER_PERMANENTE![0]!],
      }),
    );
    expect(kaiserPeople.failed).toEqual([]);
  });

  test("prices a repeated NPI once, where it first appears", async ({ request }) => {
    const [a, b] = stores.WALGREENS!;
    const body = await ok(
      await post(request, npiPath("people"), { ndc: NDCS.levothyroxine.ndc, quantity: 30, npis: [a, b, a, ABSENT_NPI, b, ABSENT_NPI] }), // prettier-ignore
    );
    expect(body.successful.map((s: { npi: string }) => s.npi)).toEqual([a, b]);
    expect(body.failed).toEqual([{ npi: ABSENT_NPI, code: 1 }]);
  });

  test("processes the first 50 NPIs and ignores the rest", async ({ request }) => {
    const npis = stores.CVS!.slice(0, 51);
    const body = await ok(await post(request, npiPath("people"), { ndc: NDCS.levothyroxine.ndc, quantity: 30, npis }));
    expect(body.successful.map((s: { npi: string }) => s.npi)).toEqual(npis.slice(0, 50));
    expect(body.failed).toEqual([]);
  });

  test("sort=true orders by the lower of UNC and discounted, cheapest first; otherwise request order", async ({
    request,
  }) => {
    const npis = [
      ...stores.INDEPENDENT!.slice(0, 3),
      ...stores.CVS!.slice(0, 3),
      ...stores.WALMART!.slice(0, 3),
      ...stores.COSTCO!.slice(0, 3),
    ];
    const data = { ndc: NDCS.eliquis.ndc, quantity: 30, npis };
    const unsorted = await ok(await post(request, npiPath("people"), data));
    expect(unsorted.successful.map((s: { npi: string }) => s.npi)).toEqual(npis);
    for (const query of ["?sort=true", "?sort=TRUE"]) {
      const sorted = await ok(await post(request, npiPath("people") + query, data));
      const prices = sorted.successful.map((s: { price: Price }) => paid(s.price));
      expect(prices).toEqual([...prices].sort((x, y) => x - y));
      expect(new Set(prices).size).toBeGreaterThan(3);
      expect(sorted.successful.map((s: { npi: string }) => s.npi).sort()).toEqual([...npis].sort());
    }
    const notSorted = await ok(await post(request, npiPath("people") + "?sort=false", data));
    expect(notSorted.successful.map((s: { npi: string }) => s.npi)).toEqual(npis);
  });

  test("serves a repeated request from the cache (metadata.cache)", async ({ request }) => {
    for (const cardType of CARD_TYPES) {
      const data = { ndc: NDCS.levothyroxine.ndc, quantity: freshQuantity(), npis: stores.CVS!.slice(0, 3) };
      const first = await ok(await post(request, npiPath(cardType), data));
      const second = await ok(await post(request, npiPath(cardType), data));
      expect(first.metadata).toEqual({ cache: false });
      expect(second.metadata).toEqual({ cache: true });
      expect(second.successful).toEqual(first.successful);
      expect(second.id).not.toBe(first.id);
      const other = await ok(await post(request, npiPath(cardType), { ...data, daysSupply: 90 }));
      expect(other.metadata).toEqual({ cache: false });
    }
  });

  test("an account's cache hits come from its own requests only: another partner's tell it nothing", async ({
    request,
    databaseUrl,
  }) => {
    const bystander = await createTestAccount(databaseUrl, { name: "pricing bystander" });
    const data = { ndc: NDCS.levothyroxine.ndc, quantity: freshQuantity(), npis: stores.CVS!.slice(0, 2) };
    const theirs = await ok(await post(request, npiPath("people"), data, bystander));
    const first = await ok(await post(request, npiPath("people"), data));
    expect([theirs.metadata, first.metadata]).toEqual([{ cache: false }, { cache: false }]);
    expect(first.successful).toEqual(theirs.successful);
    const region = { ndc: NDCS.levothyroxine.ndc, quantity: freshQuantity(), zip: MANHATTAN };
    expect((await ok(await post(request, regionPath("people"), region, bystander))).metadata).toEqual({ cache: false });
    expect((await ok(await post(request, regionPath("people"), region))).metadata).toEqual({ cache: false });
    expect((await ok(await post(request, regionPath("people"), region))).metadata).toEqual({ cache: true });
  });

  test("marks Featured Brands only for people, only under a contract that includes them", async ({ request }) => {
    const data = { ndc: NDCS.eliquis.ndc, quantity: 60, npis: stores.CVS!.slice(0, 2) };
    const featured = (body: { successful: { featured: boolean }[] }) => body.successful.map((s) => s.featured);
    expect(featured(await ok(await post(request, npiPath("people"), data, featuredPartner)))).toEqual([true, true]);
    expect(featured(await ok(await post(request, npiPath("pets"), data, featuredPartner)))).toEqual([false, false]);
    expect(featured(await ok(await post(request, npiPath("people"), data, partner)))).toEqual([false, false]);
    const generic = { ...data, ndc: NDCS.levothyroxine.ndc };
    expect(featured(await ok(await post(request, npiPath("people"), generic, featuredPartner)))).toEqual([
      false,
      false,
    ]);
  });

  test("daysSupply changes the price only where the contract has extended-supply terms", async ({ request }) => {
    const npis = [stores.CVS![0]!];
    const at = async (cardType: string, daysSupply?: number) =>
      (await ok(await post(request, npiPath(cardType), { ndc: NDCS.eliquis.ndc, quantity: 90, npis, daysSupply })))
        .successful[0].price.discounted;
    expect(await at("people", 90)).not.toBe(await at("people", 30));
    expect(await at("people", 30)).toBe(await at("people"));
    expect(await at("pets", 90)).toBe(await at("pets", 30));
  });

  test("accepts a fraction of a unit priced per mL and any accessCode", async ({ request }) => {
    const data = { ndc: NDCS.suspension.ndc, quantity: 2.5, npis: [stores.CVS![0]!] };
    const body = await ok(await post(request, npiPath("people") + "?accessCode=ANY-CODE", data));
    expect(body.successful).toHaveLength(1);
  });
});

test.describe("POST /pricing/v1/region/*", () => {
  test("prices the chains of the zip's region, cheapest first, with count and score", async ({ request }) => {
    const body = await ok(
      await post(request, regionPath("people"), { ndc: NDCS.levothyroxine.ndc, quantity: 30, zip: MANHATTAN }),
    );
    expect(Object.keys(body)).toEqual(["id", "pharmacies", "pagination", "metadata"]);
    expect(body.pharmacies.length).toBeGreaterThan(1);
    expect(body.pagination).toEqual({ size: body.pharmacies.length, index: 0, limit: 10 });
    for (const chain of body.pharmacies) {
      expect(Object.keys(chain)).toEqual(["type", "name", "code", "price", "count", "score", "featured"]);
      expect(chain).toMatchObject({ type: "chain", featured: false });
      expect(chain.count).toBeGreaterThan(0);
      expect(chain.price.discounted).toMatch(MONEY);
      expectLesserOf(chain.price);
      expect(chain.code).not.toBe("INDEPENDENT");
    }
    const prices = body.pharmacies.map((c: { price: Price }) => paid(c.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // score ranks popularity in the region: 1 = most stores.
    const byScore = [...body.pharmacies].sort((a, b) => a.score - b.score);
    expect(byScore.map((c) => c.score)).toEqual(body.pharmacies.map((_: unknown, i: number) => i + 1));
    const counts = byScore.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byScore[0].code).toBe("WALGREENS");
  });

  test("a chain's count is the number of its stores the pharmacies endpoint lists for the zip", async ({ request }) => {
    const body = await ok(
      await post(request, regionPath("people"), { ndc: NDCS.levothyroxine.ndc, quantity: 30, zip: MANHATTAN }),
    );
    for (const chain of body.pharmacies) {
      const res = await request.get(`/pharmacies/v1/chain?zip=${MANHATTAN}&chainCode=${chain.code}`, {
        headers: { "x-api-key": partner.apiKey },
      });
      expect((await ok(res)).pagination.size, chain.code).toBe(chain.count);
    }
  });

  test("falls back to national chain prices without a zip, for an unknown zip, or a region without chain stores", async ({
    request,
  }) => {
    const data = { ndc: NDCS.levothyroxine.ndc, quantity: 30 };
    const national = await ok(await post(request, regionPath("people") + "?limit=10", data));
    expect(national.pagination).toEqual({ size: nationalChainCount, index: 0, limit: 10 });
    expect(national.pharmacies).toHaveLength(10);
    for (const chain of national.pharmacies) expect(chain).toMatchObject({ count: null, score: null });
    for (const zip of ["00000", EMPTY_ZIP, INDEPENDENTS_ZIP]) {
      const body = await ok(await post(request, regionPath("people"), { ...data, zip }));
      expect(body.pharmacies, zip).toEqual(national.pharmacies);
      expect(body.pagination, zip).toEqual(national.pagination);
    }
  });

  test("pages: a short last page, and an empty page past the end that still gives the size", async ({ request }) => {
    const data = { ndc: NDCS.levothyroxine.ndc, quantity: 30 };
    const page = async (query: string) => ok(await post(request, regionPath("people") + query, data));
    const all: { code: string }[] = [];
    for (let index = 0; index < nationalChainCount; index += 10)
      all.push(...(await page(`?index=${index}&limit=10`)).pharmacies);
    expect(all).toHaveLength(nationalChainCount);
    expect(new Set(all.map((c) => c.code)).size).toBe(nationalChainCount);
    const last = nationalChainCount - 3;
    expect((await page(`?index=${last}&limit=5`)).pharmacies.map((c: { code: string }) => c.code)).toEqual(
      all.slice(last).map((c) => c.code),
    );
    for (const index of [nationalChainCount, 1000]) {
      const empty = await page(`?index=${index}&limit=3`);
      expect(empty.pharmacies).toEqual([]);
      expect(empty.pagination).toEqual({ size: nationalChainCount, index, limit: 3 });
    }
    expect((await page("")).pagination).toEqual({ size: nationalChainCount, index: 0, limit: 10 });
  });

  test("prices people and pets differently, and leaves out chains that do not cover the drug", async ({ request }) => {
    const data = { ndc: NDCS.humira.ndc, quantity: 2 };
    const [people, pets] = await Promise.all(
      CARD_TYPES.map(async (t) => ok(await post(request, regionPath(t) + "?limit=10&index=0", data))),
    );
    const everyChain = async (cardType: string) => {
      const codes = new Map<string, string>();
      for (let index = 0; index < nationalChainCount; index += 10) {
        const body = await ok(await post(request, `${regionPath(cardType)}?index=${index}`, data));
        for (const c of body.pharmacies) codes.set(c.code, c.price.discounted);
      }
      return codes;
    };
    const [peopleChains, petsChains] = [await everyChain("people"), await everyChain("pets")];
    for (const club of ["COSTCO", "SAMS_CLUB", "BJS"]) expect(peopleChains.has(club), club).toBe(false);
    expect(peopleChains.has("KAISER_PERMANENTE")).toBe(true);
    expect(petsChains.has("KAISER_PERMANENTE")).toBe(false);
    expect(people.pagination.size).toBe(nationalChainCount - 3);
    expect(pets.pagination.size).toBe(nationalChainCount - 4);
    for (const [code, price] of petsChains) expect(peopleChains.get(code), code).not.toBe(price);
  });

  test("marks Featured Brands for people under a contract that includes them", async ({ request }) => {
    const data = { ndc: NDCS.eliquis.ndc, quantity: 60, zip: MANHATTAN };
    const featured = async (path: string, account: TestAccount) =>
      new Set((await ok(await post(request, path, data, account))).pharmacies.map((c: { featured: boolean }) => c.featured)); // prettier-ignore
    expect(await featured(regionPath("people"), featuredPartner)).toEqual(new Set([true]));
    expect(await featured(regionPath("pets"), featuredPartner)).toEqual(new Set([false]));
    expect(await featured(regionPath("people"), partner)).toEqual(new Set([false]));
  });

  test("serves a repeated request, and its other pages, from the cache", async ({ request }) => {
    const data = { ndc: NDCS.levothyroxine.ndc, quantity: freshQuantity() };
    const first = await ok(await post(request, regionPath("people") + "?limit=5", data));
    const again = await ok(await post(request, regionPath("people") + "?limit=5", data));
    const next = await ok(await post(request, regionPath("people") + "?limit=5&index=5", data));
    expect([first.metadata, again.metadata, next.metadata]).toEqual([
      { cache: false },
      { cache: true },
      { cache: true },
    ]);
    expect(again.pharmacies).toEqual(first.pharmacies);
    const pets = await ok(await post(request, regionPath("pets") + "?limit=5", data));
    expect(pets.metadata).toEqual({ cache: false });
  });
});

test.describe("pricing errors", () => {
  const body = { ndc: NDCS.levothyroxine.ndc, quantity: 30 };
  const npiBody = { ...body, npis: ["1003000126"] };

  for (const cardType of CARD_TYPES) {
    for (const [path, data] of [
      [npiPath(cardType), npiBody],
      [regionPath(cardType), body],
    ] as const) {
      test(`404 on ${path} for an NDC not found or not covered, or a quantity not covered`, async ({ request }) => {
        for (const [ndc, quantity, message, errorCode] of [
          [UNKNOWN_NDC, 30, "NDC not found.", "NDC_NOT_FOUND"],
          [NDCS.unpriced.ndc, 30, "NDC not covered.", "NDC_NOT_COVERED"],
          [NDCS.levothyroxine.ndc, 2.5, "Quantity not covered for this NDC.", "QUANTITY_NOT_COVERED"],
        ] as const) {
          const res = await post(request, path, { ...data, ndc, quantity });
          expect(res.status(), errorCode).toBe(404);
          expect(await res.json()).toEqual({ id: expect.any(String), statusCode: 404, message, errorCode });
        }
      });
    }
  }

  const shared: [string, object, string][] = [
    ["ndc missing", { ndc: undefined }, "NDC_INCORRECT_OR_MISSING"],
    ["ndc of 10 digits", { ndc: "0037818001" }, "NDC_INCORRECT_OR_MISSING"],
    ["ndc hyphenated", { ndc: "00378-1800-10" }, "NDC_INCORRECT_OR_MISSING"],
    ["ndc a number", { ndc: 378180010 }, "NDC_INCORRECT_OR_MISSING"],
    ["quantity missing", { quantity: undefined }, "QUANTITY_INCORRECT_OR_MISSING"],
    ["quantity 0", { quantity: 0 }, "QUANTITY_INCORRECT_OR_MISSING"],
    ["quantity negative", { quantity: -30 }, "QUANTITY_INCORRECT_OR_MISSING"],
    ['quantity "30 tablets"', { quantity: "30 tablets" }, "QUANTITY_INCORRECT_OR_MISSING"],
    ["quantity an empty string", { quantity: "" }, "QUANTITY_INCORRECT_OR_MISSING"],
    ["quantity in hex", { quantity: "0x1E" }, "QUANTITY_INCORRECT_OR_MISSING"],
    ["quantity over 100,000", { quantity: 100_001 }, "QUANTITY_INCORRECT_OR_MISSING"],
    ["daysSupply 0", { daysSupply: 0 }, "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ["daysSupply 366", { daysSupply: 366 }, "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ["daysSupply 2.5", { daysSupply: 2.5 }, "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ['daysSupply "30 days"', { daysSupply: "30 days" }, "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ['daysSupply "2.5"', { daysSupply: "2.5" }, "DAYS_SUPPLY_INCORRECT_OR_MISSING"],
    ["ndc and quantity both bad: the first field", { ndc: "x", quantity: 0 }, "NDC_INCORRECT_OR_MISSING"],
  ];
  const npiCases: [string, string, object, string][] = [
    ...shared.map(([name, change, code]) => [name, "", change, code] as [string, string, object, string]),
    ["npis missing", "", { npis: undefined }, "NPIS_INCORRECT_OR_MISSING"],
    ["npis empty", "", { npis: [] }, "NPIS_INCORRECT_OR_MISSING"],
    ["npis a string", "", { npis: "1003000126" }, "NPIS_INCORRECT_OR_MISSING"],
    ["an NPI of 9 digits", "", { npis: ["1003000126", "100300012"] }, "NPIS_INCORRECT_OR_MISSING"],
    ["an NPI as a number", "", { npis: [1003000126] }, "NPIS_INCORRECT_OR_MISSING"],
    ["an NPI with a letter", "", { npis: ["100300012X"] }, "NPIS_INCORRECT_OR_MISSING"],
    ["sort=yes", "?sort=yes", {}, "SORT_INCORRECT_OR_MISSING"],
    ["sort empty", "?sort=", {}, "SORT_INCORRECT_OR_MISSING"],
    ["sort=1", "?sort=1", {}, "SORT_INCORRECT_OR_MISSING"],
    ["sort bad and ndc missing: the query first", "?sort=no", { ndc: undefined }, "SORT_INCORRECT_OR_MISSING"],
  ];
  const regionCases: [string, string, object, string][] = [
    ...shared.map(([name, change, code]) => [name, "", change, code] as [string, string, object, string]),
    ["zip of 4 digits", "", { zip: "1000" }, "ZIP_INCORRECT_OR_MISSING"],
    ["zip with letters", "", { zip: "1000A" }, "ZIP_INCORRECT_OR_MISSING"],
    ["zip a number", "", { zip: 10001 }, "ZIP_INCORRECT_OR_MISSING"],
    ["zip+4", "", { zip: "10001-1234" }, "ZIP_INCORRECT_OR_MISSING"],
    ["limit=0", "?limit=0", {}, "LIMIT_INCORRECT_OR_MISSING"],
    ["limit=11", "?limit=11", {}, "LIMIT_INCORRECT_OR_MISSING"],
    ["limit=abc", "?limit=abc", {}, "LIMIT_INCORRECT_OR_MISSING"],
    ["index=-1", "?index=-1", {}, "INDEX_INCORRECT_OR_MISSING"],
    ["index=1.5", "?index=1.5", {}, "INDEX_INCORRECT_OR_MISSING"],
    ["limit and index bad: limit first", "?index=x&limit=x", {}, "LIMIT_INCORRECT_OR_MISSING"],
    ["index bad and ndc missing: the query first", "?index=x", { ndc: undefined }, "INDEX_INCORRECT_OR_MISSING"],
  ];
  for (const [prefix, cases, base] of [
    [npiPath, npiCases, npiBody],
    [regionPath, regionCases, body],
  ] as const) {
    for (const [name, query, change, errorCode] of cases) {
      test(`400 ${errorCode} on ${prefix("*")}: ${name}`, async ({ request }) => {
        for (const cardType of CARD_TYPES) {
          const res = await post(request, prefix(cardType) + query, { ...base, ...change });
          expect(res.status(), cardType).toBe(400);
          expect(await res.json()).toEqual({ id: expect.any(String), statusCode: 400, message: INVALID, errorCode });
        }
      });
    }
  }

  test("a body that is not JSON is read as empty: 400 for the first required field", async ({ request }) => {
    const res = await request.post(npiPath("people"), {
      headers: { "x-api-key": partner.apiKey, "content-type": "application/x-www-form-urlencoded" },
      data: "ndc=00378180010&quantity=30",
    });
    expect(await res.json()).toMatchObject({ statusCode: 400, errorCode: "NDC_INCORRECT_OR_MISSING" });
  });

  test("a JSON body is read whatever its content type, and numbers may be decimal strings", async ({ request }) => {
    const expected = await (await post(request, npiPath("people"), npiBody)).json();
    const res = await request.post(npiPath("people"), {
      headers: { "x-api-key": partner.apiKey, "content-type": "text/plain" },
      data: JSON.stringify({ ...npiBody, quantity: String(npiBody.quantity), daysSupply: "30" }),
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).successful).toEqual(expected.successful);
  });

  test("the paths answer with a trailing slash too", async ({ request }) => {
    expect((await post(request, npiPath("people") + "/", npiBody)).status()).toBe(200);
    expect((await post(request, regionPath("pets") + "/", body)).status()).toBe(200);
  });
});
