// Property-based fuzzing (fast-check) of every field of every endpoint, plus raw paths, methods and headers, and the
// server's edge over raw connections (Host headers, errors on a kept-alive connection, slow clients): whatever
// arrives, the answer is never a 5xx, always JSON in the error shape with its tracking id, and a refused enrollment
// stores nothing. Each property starts from a valid request and replaces one field with a hostile value.
import fs from "node:fs";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import fc from "fast-check";
import { sql } from "../database";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";
import { RawConnection, rawExchange, type RawAnswer } from "../../test-support/raw-socket";

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

// The edge of the server, over raw connections: whatever arrives, an answer within 5 s (or, for a client too slow to
// finish its request, the connection cut within the server's timeouts), and never a hung socket.
const ANSWER_MS = 5_000;
const SECRET = "query-never-logged";
const HOST_PATHS = [
  `/readyz?q=${SECRET}`,
  `/search/v1/popular?query=${SECRET}`,
  "/",
  "/drug/atorvastatin",
  "/docs",
  "/openapi.json",
  `/api/search?q=${SECRET}`,
];

function expectErrorAnswer(answer: RawAnswer | undefined, status: number, what: string): RawAnswer {
  expect(answer, `${what}: answered`).toBeDefined();
  expect(answer!.ms, `${what}: within 5 s`).toBeLessThan(ANSWER_MS);
  expect(answer!.status, what).toBe(status);
  expect(answer!.headers["content-type"], what).toMatch(/^application\/json/);
  const body = JSON.parse(answer!.body);
  expect(body, what).toEqual({ id: answer!.headers["x-request-id"], statusCode: status, message: expect.any(String) });
  return answer!;
}

const get = (path: string, headers = "Host: localhost\r\n") => `GET ${path} HTTP/1.1\r\n${headers}\r\n`;

test.describe("the edge: every request answered within 5 s", () => {
  test("a malformed or missing Host is a JSON 400 on every kind of path, and its query never logged", async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    for (const path of HOST_PATHS) {
      for (const host of ["a%b", "a b", "[::1", "a:abc", "a:99999", ""]) {
        const answer = await rawExchange(baseURL!, get(path, `Host: ${host}\r\n`));
        expectErrorAnswer(answer, 400, `Host ${JSON.stringify(host)} on ${path}`);
      }
      expectErrorAnswer(await rawExchange(baseURL!, get(path, "")), 400, `no Host on ${path}`);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[\x21-\x7e ]{0,40}$/),
        fc.constantFrom(...HOST_PATHS),
        async (host, path) => {
          const answer = await rawExchange(baseURL!, get(path, `Host: ${host}\r\n`));
          expect(answer, `Host ${JSON.stringify(host)}`).toBeDefined();
          expect(answer!.ms).toBeLessThan(ANSWER_MS);
          expect(answer!.status, `Host ${JSON.stringify(host)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const log = fs.readFileSync(`test-results/server-${testInfo.project.name.replace(/^api-/, "")}.log`, "utf8");
    expect(log).not.toContain(SECRET);
    expect(log).not.toMatch(/unhandledRejection|Invalid URL/);
  });

  test("OPTIONS on a page is a JSON 405 with Allow, as on the API", async ({ baseURL }) => {
    for (const path of ["/", "/drug/atorvastatin", "/search/v1/popular"]) {
      const answer = expectErrorAnswer(
        await rawExchange(baseURL!, `OPTIONS ${path} HTTP/1.1\r\nHost: x\r\n\r\n`),
        405,
        path,
      );
      expect(answer.headers["allow"], path).toMatch(/GET/);
    }
  });

  test("after an error answer the connection serves the next request at once", async ({ baseURL }) => {
    const connection = new RawConnection(baseURL!);
    for (const [request, status] of [
      [get("/search/v2/"), 404],
      [`POST /search/v1/popular HTTP/1.1\r\nHost: x\r\ncontent-length: 2\r\n\r\n{}`, 405],
      [get("/search/v1/%zz"), 400],
      [get("/search/v1/popular"), 403],
    ] as const) {
      connection.write(request);
      expectErrorAnswer(await connection.answer(), status, request.split("\r\n")[0]!);
    }
    connection.write(get("/readyz"));
    const ready = await connection.answer();
    expect(ready?.ms).toBeLessThan(ANSWER_MS);
    expect(ready?.status).toBe(200);
    connection.close();
  });

  test("a 413 closes the connection once sent, while the rest of a 10 MB body is still arriving", async ({
    baseURL,
  }) => {
    const headers = `Host: x\r\nx-api-key: ${partner.apiKey}\r\ncontent-type: application/json\r\n`;
    for (const framing of [
      "content-length: 10000000\r\n",
      "content-length: 900000\r\n",
      "transfer-encoding: chunked\r\n",
    ]) {
      const connection = new RawConnection(baseURL!);
      connection.write(`POST /pricing/v1/region/people HTTP/1.1\r\n${headers}${framing}\r\n`);
      const chunked = framing.startsWith("transfer");
      const piece = "x".repeat(16_384);
      const sending = setInterval(() => connection.write(chunked ? `4000\r\n${piece}\r\n` : piece), 5);
      try {
        const answer = expectErrorAnswer(await connection.answer(), 413, framing.trim());
        expect(answer.headers["connection"], framing).toBe("close");
        const closedAt = await Promise.race([connection.closed, new Promise<number>((r) => setTimeout(r, 5_000, -1))]);
        expect(closedAt, `${framing.trim()}: closed by the server`).toBeGreaterThan(0);
      } finally {
        clearInterval(sending);
        connection.close();
      }
    }
  });

  test("slow clients are cut off: a header trickle, a body that stops, a connection that sends nothing", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const trickle = new RawConnection(baseURL!);
    trickle.write("GET /readyz HTTP/1.1\r\nHost: x\r\nx-slow: ");
    const dripping = setInterval(() => trickle.write("a"), 500);
    const partial = new RawConnection(baseURL!);
    partial.write(
      `POST /pricing/v1/region/people HTTP/1.1\r\nHost: x\r\nx-api-key: ${partner.apiKey}\r\n` +
        `content-type: application/json\r\ncontent-length: 100\r\n\r\n{"ndc":`,
    );
    const idle = new RawConnection(baseURL!);
    try {
      // headers within 10 s, the whole request within 15 s (lib/api/server/server-limits.ts), checked every second
      const [trickled, stopped, silent] = await Promise.all([
        trickle.answer(13_000),
        partial.answer(18_000),
        idle.answer(13_000),
      ]);
      for (const [answer, what] of [
        [trickled, "header trickle"],
        [stopped, "stopped body"],
        [silent, "silent connection"],
      ] as const) {
        expect(answer?.status, what).toBe(408);
        expect(JSON.parse(answer!.body).statusCode, what).toBe(408);
      }
      expect(await trickle.closed).toBeLessThan(13_000);
      expect(await partial.closed).toBeLessThan(18_000);
      expect(await idle.closed).toBeLessThan(13_000);
    } finally {
      clearInterval(dripping);
      for (const c of [trickle, partial, idle]) c.close();
    }
  });

  test("odd header blocks: oversized, invalid characters, conflicting lengths, hundreds of headers", async ({
    baseURL,
  }) => {
    const cases: [string, number][] = [
      [get("/readyz", `Host: x\r\nx-big: ${"a".repeat(20_000)}\r\n`), 431],
      [get("/readyz", "Host: x\r\nx-bad: a\u0001b\r\n"), 400],
      [get("/readyz", "Host: x\r\nbad header: 1\r\n"), 400],
      [`POST /api/card HTTP/1.1\r\nHost: x\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\n{}`, 400],
      [`POST /api/card HTTP/1.1\r\nHost: x\r\ncontent-length: 2\r\ntransfer-encoding: chunked\r\n\r\n{}`, 400],
      [`POST /api/card HTTP/1.1\r\nHost: x\r\ncontent-length: 99999999\r\n\r\n`, 413],
      [get("/readyz", "Host: x\r\nHost: y\r\n"), 200],
    ];
    for (const [request, status] of cases) {
      const answer = await rawExchange(baseURL!, request);
      const what = request.slice(0, 80).replace(/\r\n/g, " | ");
      if (status === 200) expect(answer?.status, what).toBe(200);
      else expectErrorAnswer(answer, status, what);
    }
    const many = Array.from({ length: 300 }, (_, i) => `x-h${i}: ${i}\r\n`).join("");
    const answer = await rawExchange(baseURL!, get("/readyz", `Host: x\r\n${many}`));
    expect(answer?.ms).toBeLessThan(ANSWER_MS);
    expect(answer?.status).toBe(200);
  });
});
