// Property-based fuzzing (fast-check) of every field of every endpoint, plus raw paths, methods and headers: whatever
// arrives, the answer is never a 5xx, always JSON in the error shape with its tracking id, and a refused enrollment
// stores nothing. Each property starts from a valid request and replaces one field with a hostile value.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import fc from "fast-check";
import { sql } from "../database";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";

const RUNS = Number(process.env.FUZZ_RUNS ?? 20); // per field; FUZZ_RUNS=500 for a long local run
const NDC = "00378180010";

let partner: TestAccount;
let card: { memberId: string; group: string };
let store = "";

test.beforeAll(async ({ request, databaseUrl }) => {
  partner = await createTestAccount(databaseUrl, { name: "fuzz partner" });
  card = await (await request.get("/membership/v1/json/people", { headers: key() })).json();
  const [row] = await sql<{ npi: string }>(databaseUrl, `SELECT "npi" FROM "Pharmacy" ORDER BY "npi" LIMIT 1`);
  store = row?.npi ?? "1003000126";
});

const key = () => ({ "x-api-key": partner.apiKey });

// Text a partner's system might send by mistake or an attacker on purpose: any UTF-16 code units (lone surrogates and
// NUL included), long strings, markup and SQL, and values of every other JSON type.
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\ud800x",
    "x\udfff",
    "\udfff\ud800",
    "",
    "   ",
    "\u202e\u200b",
    "' OR 1=1 --",
    '"); DROP TABLE "Enrollment"; --',
    "<script>alert(1)</script>",
    "%zz%00",
    "../../etc/passwd",
    "9".repeat(5_000),
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀",
  ),
);
const hostile = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, true, false, null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), hostileText, { maxKeys: 3 }),
);

// A copy of the body with the field at the dotted path replaced.
function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split(".");
  const copy = { ...body };
  copy[head!] = rest.length
    ? withField((body[head!] as Record<string, unknown> | undefined) ?? {}, rest.join("."), value)
    : value;
  return copy;
}

// encodeURIComponent, except that a lone surrogate (which it refuses) goes as its 3-byte form, as a client would.
function encodeLoosely(text: string): string {
  return [...text].map((c) => (/^[\ud800-\udfff]$/.test(c) ? "%ED%A0%80" : encodeURIComponent(c))).join("");
}

// The contract every answer keeps: not a server error, JSON, the tracking id in body and header, the error shape.
async function expectSafe(res: APIResponse, what: string): Promise<Record<string, unknown>> {
  const status = res.status();
  expect(status, what).toBeLessThan(500);
  expect(res.headers()["content-type"], what).toMatch(/^application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.id, what).toBe(res.headers()["x-request-id"]);
  if (status >= 400) expect(body, what).toMatchObject({ statusCode: status, message: expect.any(String) });
  return body;
}

type BodyEndpoint = { path: string; body: () => Record<string, unknown>; fields: string[] };

const PERSON = { firstName: "Pat", lastName: "Doe", dob: "1980-01-01" };
const ADDRESS_FIELDS = ["address", "address.line1", "address.line2", "address.city", "address.state", "address.zip"];
const ENROLLMENT_FIELDS = [
  ...["action", "active", "memberId", "group", "subId", "firstName", "middleName", "lastName", "suffix", "gender"],
  ...["dob", "email", "phone", ...ADDRESS_FIELDS, "address.zipExtension", "startDate", "endDate", "originDate"],
];
const PRICING = (cardType: string): BodyEndpoint[] => [
  {
    path: `/pricing/v1/npi/${cardType}`,
    body: () => ({ ndc: NDC, quantity: 30, npis: [store], daysSupply: 30 }),
    fields: ["ndc", "quantity", "npis", "npis.0", "daysSupply"],
  },
  {
    path: `/pricing/v1/region/${cardType}`,
    body: () => ({ ndc: NDC, quantity: 30, zip: "10001", daysSupply: 30 }),
    fields: ["ndc", "quantity", "zip", "daysSupply"],
  },
];
const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    path: "/eligibility/v1/check",
    body: () => ({
      ...card,
      ...PERSON,
      gender: "unknown",
      address: { zip: "10001" },
      prescriber: { type: "npi", id: "1234567893" },
      medication: { ndc: NDC, quantity: 30, daysSupply: 30 },
    }),
    fields: [
      ...["memberId", "group", "firstName", "middleName", "lastName", "gender", "dob", "email", "phone"],
      ...[...ADDRESS_FIELDS, "address.zipExtension", "prescriber", "prescriber.type", "prescriber.id"],
      ...["medication", "medication.ndc", "medication.quantity", "medication.daysSupply"],
    ],
  },
  // Creates of a member that never stays enrolled, so a refused one can be seen to store nothing.
  ...["card", "person"].map((kind) => ({
    path: `/eligibility/v1/enrollment/${kind}`,
    body: () => ({ action: "create", ...card, subId: `fuzz-${kind}`, ...PERSON, address: { zip: "10001" } }),
    fields: ENROLLMENT_FIELDS,
  })),
  ...PRICING("people"),
  ...PRICING("pets"),
];

function post(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { headers: { ...key(), "content-type": "application/json" }, data });
}

test.describe("every body field", () => {
  for (const endpoint of BODY_ENDPOINTS) {
    test(`POST ${endpoint.path}`, async ({ request, databaseUrl }) => {
      test.setTimeout(180_000);
      for (const field of endpoint.fields) {
        await fc.assert(
          fc.asyncProperty(hostile, async (value) => {
            const data = withField(endpoint.body(), field, value);
            const res = await post(request, endpoint.path, data);
            const body = await expectSafe(res, `${field} = ${JSON.stringify(value)}`);
            if (res.status() === 400) expect(body.errorCode ?? body.code, field).toEqual(expect.any(String));
            if (!endpoint.path.includes("enrollment")) return;
            const member = `SELECT 1 FROM "Enrollment" WHERE "memberId" = $1`;
            if (res.status() !== 200) {
              const rows = await sql(databaseUrl, member, [card.memberId]);
              expect(rows, `${field} = ${JSON.stringify(value)} stored nothing`).toEqual([]);
            } else {
              // An accepted value: remove the member again so that the next create is a create.
              await sql(databaseUrl, member.replace("SELECT 1", "DELETE"), [card.memberId]);
            }
          }),
          { numRuns: RUNS },
        );
      }
    });
  }

  test("lone surrogates and NUL in every text field are that field's 400 on enrollment", async ({ request }) => {
    const text = ["subId", "firstName", "middleName", "lastName", "suffix", "address.line1", "address.line2"];
    for (const field of [...text, "address.city", "memberId", "email"]) {
      for (const value of ["\ud800x", "a\u0000b"]) {
        const res = await post(request, "/eligibility/v1/enrollment/card", {
          ...withField({ action: "create", ...card, subId: "surrogate" }, field, value),
        });
        expect(res.status(), `${field} = ${JSON.stringify(value)}`).toBe(400);
        expect((await res.json()).errorCode, field).toMatch(/_INCORRECT_OR_MISSING$/);
      }
    }
  });
});

type QueryEndpoint = { path: string; query: Record<string, string>; fields: string[] };

const QUERY_ENDPOINTS: QueryEndpoint[] = [
  { path: "/search/v1/", query: { query: "ator", locale: "en-US", limit: "5" }, fields: ["query", "locale", "limit"] },
  { path: "/search/v1/popular", query: { locale: "en-US", limit: "5" }, fields: ["locale", "limit"] },
  { path: "/search/v1/attributes/atorvastatin", query: { locale: "en-US" }, fields: ["locale"] },
  { path: "/search/v1/alternatives/", query: { slug: "lipitor" }, fields: ["slug"] },
  ...["/membership/v1/json", "/membership/v1/json/people", "/membership/v1/json/pets"].map((path) => ({
    path,
    query: { accessCode: "X", locale: "en-US" },
    fields: ["accessCode", "locale"],
  })),
  {
    path: "/pharmacies/v1/chain",
    query: { zip: "10001", chainCode: "CVS", limit: "5", index: "0", lat: "40.75", lng: "-73.99" },
    fields: ["zip", "chainCode", "limit", "index", "lat", "lng"],
  },
  ...["people", "pets"].map((cardType) => ({
    path: `/pricing/v1/region/${cardType}`,
    query: { accessCode: "X", limit: "5", index: "0" },
    fields: ["accessCode", "limit", "index"],
  })),
];

test.describe("every query parameter and path parameter", () => {
  for (const endpoint of QUERY_ENDPOINTS) {
    test(`${endpoint.path}`, async ({ request }) => {
      test.setTimeout(120_000);
      const method = endpoint.path.startsWith("/pricing") ? "post" : "get";
      for (const field of endpoint.fields) {
        await fc.assert(
          fc.asyncProperty(hostileText, async (value) => {
            const query = Object.entries({ ...endpoint.query, [field]: value })
              .map(([k, v]) => `${k}=${encodeLoosely(v)}`)
              .join("&");
            const res = await request[method](`${endpoint.path}?${query}`, {
              headers: { ...key(), "content-type": "application/json" },
              data: method === "post" ? { ndc: NDC, quantity: 30, zip: "10001" } : undefined,
            });
            await expectSafe(res, `${field} = ${JSON.stringify(value)}`);
          }),
          { numRuns: RUNS },
        );
      }
    });
  }

  test("/search/v1/attributes/{slug}", async ({ request }) => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (slug) => {
        const res = await request.get(`/search/v1/attributes/${encodeLoosely(slug)}`, { headers: key() });
        await expectSafe(res, `slug = ${JSON.stringify(slug)}`);
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

const AREAS = ["/search/v1", "/pricing/v1", "/pharmacies/v1", "/membership/v1", "/eligibility/v1"];

test.describe("raw paths, methods and headers", () => {
  test("any path under an API area, malformed percent-encoding included", async ({ request }) => {
    const malformed = ["%zz", "%E0%A4%A", "%ED%A0%80", "%", "%%", "%C0%AF", "%FF", "a%2", "%00"];
    for (const area of AREAS) {
      for (const segment of malformed) {
        const res = await request.get(`${area}/${segment}`, { headers: key() });
        const body = await expectSafe(res, `${area}/${segment}`);
        expect(res.status(), `${area}/${segment}`).toBeGreaterThanOrEqual(400);
        expect(body.statusCode).toBe(res.status());
      }
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...AREAS),
        fc.array(hostileText, { minLength: 1, maxLength: 3 }),
        async (area, parts) => {
          const path = `${area}/${parts.map(encodeLoosely).join("/")}`;
          await expectSafe(await request.get(path, { headers: key() }), path);
        },
      ),
      { numRuns: RUNS * 5 },
    );
  });

  test("the site's pages answer a malformed path without a server error", async ({ request }) => {
    for (const path of ["/drug/%zz", "/drug/%E0%A4%A", "/drug/%ED%A0%80/chain/%zz"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect((await res.json()).id).toEqual(expect.any(String));
    }
  });

  // Which status a method the route does not serve gets is the routing layer's; here: never a server error.
  test("other methods on every endpoint are never a server error", async ({ request }) => {
    const paths = [...BODY_ENDPOINTS.map((e) => e.path), ...QUERY_ENDPOINTS.map((e) => e.path)];
    for (const path of paths) {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const res = await request.fetch(path, { method, headers: key(), data: {} });
        expect(res.status(), `${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  test("odd headers: content types, a key of every shape, a declared length over the limit", async ({ request }) => {
    const data = JSON.stringify({ ndc: NDC, quantity: 30, zip: "10001" });
    for (const type of ["text/plain", "application/json; charset=latin1", "multipart/form-data", "application/jsonx"]) {
      const res = await request.post("/pricing/v1/region/people", {
        headers: { ...key(), "content-type": type },
        data,
      });
      await expectSafe(res, type);
    }
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x21-\x7e]{0,300}$/), async (apiKey) => {
        const res = await request.get("/search/v1/popular", { headers: { "x-api-key": apiKey } });
        expect((await expectSafe(res, `key ${JSON.stringify(apiKey)}`)).statusCode).toBe(403);
      }),
      { numRuns: RUNS },
    );
    const big = await request.post("/pricing/v1/region/people", {
      headers: { ...key(), "content-type": "application/json" },
      data: JSON.stringify({ ndc: NDC, quantity: 30, pad: "x".repeat(70_000) }),
    });
    expect((await expectSafe(big, "70 kB body")).statusCode).toBe(413);
    const deep = await post(request, "/pricing/v1/region/people", JSON.parse(`${"[".repeat(2000)}${"]".repeat(2000)}`));
    expect((await expectSafe(deep, "deep array")).statusCode).toBe(400);
  });
});
