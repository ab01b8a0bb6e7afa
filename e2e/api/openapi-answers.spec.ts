// The served /openapi.json describes every answer the server really gives: each operation is called into each status
// it documents that a request can bring about (200, 400, 403, 404, 405, 409, 413, 414, 422, 429, 431; 408 takes 10 s
// and is the fuzz suite's), and every answer's body must validate (ajv, JSON Schema 2020-12) against the document's
// schema for that operation and status, with the documented headers present. An answer with a status the operation does not document fails.
import fs from "node:fs";
import Ajv2020Module from "ajv/dist/2020.js";
import type { OperationExamples } from "../../lib/openapi/examples";
import { createTestAccount, expect, test, type TestAccount } from "../fixtures";
import { rawRequest, type RawResponse } from "./raw-http";

type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
};
type Call = { method: "get" | "post"; path: string; target: string; body?: object; headers?: Record<string, string> };

const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

let document: Document;
let ajv: InstanceType<typeof Ajv2020>;
const seen = new Map<string, Set<number>>(); // operation -> statuses validated

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  document = (await (await request.get("/openapi.json")).json()) as Document;
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, "openapi.json");
});

async function expectDocumented(call: Call, res: RawResponse) {
  const operation = document.paths[call.path]?.[call.method];
  expect(operation, `${call.method} ${call.path} is documented`).toBeDefined();
  const documented = operation!.responses[String(res.status)];
  expect(
    documented,
    `${call.method} ${call.target}: status ${res.status} is documented (${res.text.slice(0, 200)})`,
  ).toBeDefined();
  const ref = `openapi.json#/${pointer("paths", call.path, call.method, "responses", String(res.status), "content", "application/json", "schema")}`;
  const validate = ajv.getSchema(ref)!;
  const body: unknown = JSON.parse(res.text);
  expect(
    validate(body),
    `${call.method} ${call.target} ${res.status}: ${JSON.stringify(validate.errors)}\n${res.text.slice(0, 500)}`,
  ).toBe(true);
  for (const [name, header] of Object.entries(documented!.headers ?? {})) {
    const required = (header as { $ref?: string }).$ref?.endsWith("/x-request-id") || name === "Allow";
    if (required) expect(res.headers[name.toLowerCase()], `${name} on ${res.status}`).toBeTruthy();
  }
  const key = `${call.method} ${call.path}`;
  seen.set(key, (seen.get(key) ?? new Set()).add(res.status));
  const examples = (captured[key] ??= { responses: {} });
  examples.responses[res.status] ??= body as object;
  if (res.status === 200 && !examples.target) Object.assign(examples, { target: call.target, body: call.body });
}

// CAPTURE_OPENAPI_EXAMPLES=1: the first answer of each operation and status becomes the document's example.
const captured: Record<string, OperationExamples> = {};
test.afterAll(() => {
  if (!process.env.CAPTURE_OPENAPI_EXAMPLES) return;
  const sorted = Object.fromEntries(Object.entries(captured).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync("lib/openapi/examples.json", `${JSON.stringify(sorted, null, 2)}\n`);
});

async function send(baseURL: string, apiKey: string, call: Call, extra: Record<string, string> = {}) {
  const res = await rawRequest(baseURL, {
    method: call.method.toUpperCase(),
    target: call.target,
    headers: { "x-api-key": apiKey, "content-type": "application/json", ...call.headers, ...extra },
    body: call.body && JSON.stringify(call.body),
  });
  await expectDocumented(call, res);
  return res;
}

const get = (path: string, target = path): Call => ({ method: "get", path, target });
const post = (path: string, body: object, headers?: Record<string, string>): Call => ({
  method: "post",
  path,
  target: path,
  body,
  ...(headers && { headers }),
});

// Each operation's calls: a success and its own failures, in that order.
function calls(card: { group: string; memberId: string }, npi: string, chainCode: string): Call[] {
  const person = { firstName: "Ada", lastName: "Example", dob: "1980-02-29", gender: "female" };
  const member = { group: card.group, memberId: card.memberId };
  const medication = { ndc: "00378180010", quantity: 30, daysSupply: 30 };
  const key = crypto.randomUUID();
  return [
    get("/search/v1", "/search/v1?query=ator&limit=3"),
    get("/search/v1", "/search/v1?query=qqqqqqqqqqqq"),
    get("/search/v1", "/search/v1?limit=3"),
    get("/search/v1/popular", "/search/v1/popular?limit=3"),
    get("/search/v1/popular", "/search/v1/popular?limit=0"),
    get("/search/v1/attributes/{slug}", "/search/v1/attributes/atorvastatin"),
    get("/search/v1/attributes/{slug}", "/search/v1/attributes/no-such-medication"),
    get("/search/v1/attributes/{slug}", "/search/v1/attributes/atorvastatin?locale=xx"),
    get("/search/v1/attributes", "/search/v1/attributes/"),
    get("/search/v1/alternatives", "/search/v1/alternatives?slug=lipitor"),
    get("/search/v1/alternatives", "/search/v1/alternatives?slug=no-such-medication"),
    get("/search/v1/alternatives", "/search/v1/alternatives"),
    post("/eligibility/v1/enrollment/card", { action: "create", ...member }, { "idempotency-key": key }),
    post("/eligibility/v1/enrollment/card", { action: "create", ...member }, { "idempotency-key": key }),
    post("/eligibility/v1/enrollment/card", { action: "update", ...member, active: false }, { "idempotency-key": key }),
    post("/eligibility/v1/enrollment/card", { action: "create", ...member }),
    post("/eligibility/v1/enrollment/card", { action: "update", group: card.group, memberId: "RX0000000000" }),
    post("/eligibility/v1/enrollment/card", { action: "create", ...member }, { "idempotency-key": "not a key" }),
    post("/eligibility/v1/enrollment/card", { action: "nope" }),
    post("/eligibility/v1/enrollment/person", { action: "create", ...member, subId: "01", ...person }),
    post("/eligibility/v1/enrollment/person", { action: "create", ...member, subId: "02" }),
    post("/eligibility/v1/check", { ...member, ...person, address: { zip: "10001" }, medication }),
    post("/eligibility/v1/check", { ...member, ...person, medication: { ndc: "1" } }),
    post("/eligibility/v1/check", {
      ...member,
      group: "NOSUCHGROUP1",
      ...person,
      address: { zip: "10001" },
      medication,
    }),
    post("/eligibility/v1/check", { ...member, ...person, dob: "2999-01-01", address: { zip: "10001" }, medication }),
    get("/membership/v1/json"),
    get("/membership/v1/json", "/membership/v1/json?locale=xx"),
    get("/membership/v1/json/people"),
    get("/membership/v1/json/pets"),
    post("/pricing/v1/npi/people", { ndc: "00378180010", quantity: 30, npis: [npi] }),
    post("/pricing/v1/npi/people", { ndc: "00378180010", npis: [npi] }),
    post("/pricing/v1/npi/pets", { ndc: "00378180010", quantity: 30, npis: [npi] }),
    post("/pricing/v1/region/people", { ndc: "00378180010", quantity: 30, zip: "10001" }),
    post("/pricing/v1/region/people", { ndc: "00378180010", quantity: 30, zip: "1" }),
    post("/pricing/v1/region/pets", { ndc: "00378180010", quantity: 30, zip: "10001" }),
    get("/pharmacies/v1/chain", `/pharmacies/v1/chain?zip=10001&chainCode=${chainCode}&limit=2`),
    get("/pharmacies/v1/chain", "/pharmacies/v1/chain?zip=10001&chainCode=NOSUCHCHAIN"),
    get("/pharmacies/v1/chain", "/pharmacies/v1/chain?zip=10001"),
  ];
}

let account: TestAccount;
let card: { group: string; memberId: string };
let npi = "";
let chainCode = "";

test.beforeAll(async ({ request, databaseUrl }) => {
  account = await createTestAccount(databaseUrl, { name: "openapi answers" });
  const headers = { "x-api-key": account.apiKey };
  card = await (await request.get("/membership/v1/json/people", { headers })).json();
  // A real chain with stores in the region of zip 10001 (Manhattan), and the NPI of one of them.
  chainCode = "CVS";
  const stores = await request.get(`/pharmacies/v1/chain?zip=10001&chainCode=${chainCode}&limit=1`, { headers });
  const found = await stores.json();
  expect(found.pharmacies, JSON.stringify(found)).toHaveLength(1);
  npi = found.pharmacies[0].npi;
});

test("every operation's answers validate against /openapi.json, with their headers", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const all = calls(card, npi, chainCode);
  for (const call of all) await send(baseURL!, account.apiKey, call);
  // 403: a key that is not one.
  for (const call of all) await send(baseURL!, `${account.apiKey}x`, call);
  // Every operation of the document was called.
  const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m} ${path}`),
  );
  expect([...seen.keys()].sort()).toEqual(operations.sort());
  for (const [operation, statuses] of seen) {
    if (operation !== "get /search/v1/attributes") expect(statuses.has(200), `${operation} answered 200`).toBe(true);
  }
  // Racing requests with one Idempotency-Key: 200 and 409 answers.
  const racing = post(
    "/eligibility/v1/enrollment/person",
    { action: "create", ...card, subId: "03", firstName: "Ada", lastName: "Example", dob: "1980-02-29" },
    { "idempotency-key": crypto.randomUUID() },
  );
  await Promise.all(Array.from({ length: 6 }, () => send(baseURL!, account.apiKey, racing)));
});

test("the server's own answers (400, 405, 413, 414, 429, 431) validate against every operation's documented ones", async ({
  baseURL,
  databaseUrl,
}) => {
  test.setTimeout(120_000);
  const limited = await createTestAccount(databaseUrl, {
    name: "openapi answers, limited",
    config: { rateLimit: { requestsPerSecond: 0.01, burst: 1 } },
  });
  const all = calls(card, npi, chainCode);
  const operations = new Map(all.map((c) => [`${c.method} ${c.path}`, c]));
  await send(baseURL!, limited.apiKey, get("/search/v1/popular"));
  for (const call of operations.values()) {
    expect((await send(baseURL!, limited.apiKey, call)).status).toBe(429);
    const put = await rawRequest(baseURL!, { method: "PUT", target: call.target });
    await expectDocumented(call, put);
    expect(put.status).toBe(405);
    const longLine = await rawRequest(baseURL!, {
      target: `${call.target}${call.target.includes("?") ? "&" : "?"}q=${"a".repeat(17_000)}`,
    });
    expect(longLine.status).toBe(414);
    await expectDocumented(call, longLine);
    const badHost = await rawRequest(baseURL!, { target: call.target, headers: { host: "bad host" } });
    expect(JSON.parse(badHost.text).message).toBe("Missing or malformed Host header.");
    await expectDocumented(call, badHost);
    const bigHeaders = await rawRequest(baseURL!, { target: call.target, headers: { "x-big": "b".repeat(17_000) } });
    expect(bigHeaders.status).toBe(431);
    await expectDocumented(call, bigHeaders);
    if (call.method === "post") {
      const big = await send(baseURL!, account.apiKey, { ...call, body: { pad: "x".repeat(70_000) } });
      expect(big.status).toBe(413);
    }
  }
});
