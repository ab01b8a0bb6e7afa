import { accountsCli, createTestAccount, expect, test, type TestAccount } from "../fixtures";
import { REVOCATION_DELAY_MS } from "../../lib/accounts/revocation-delay";
import { API_PATHS, type ApiPath } from "./api-paths";

const ALL = ["search", "eligibility", "enrollment", "membership", "pricing", "pharmacies"];

let full: TestAccount;
let revoked: TestAccount;
let disabled: TestAccount;
let peopleOnly: TestAccount;
let petsOnly: TestAccount;
const withoutEndpoint = new Map<string, TestAccount>();

test.beforeAll(async ({ databaseUrl }) => {
  test.setTimeout(120_000);
  [full, revoked, disabled, peopleOnly, petsOnly] = await Promise.all([
    createTestAccount(databaseUrl),
    createTestAccount(databaseUrl),
    createTestAccount(databaseUrl),
    createTestAccount(databaseUrl, { cards: "people" }),
    createTestAccount(databaseUrl, { cards: "pets" }),
  ]);
  await accountsCli(databaseUrl, ["revoke", revoked.apiKey]);
  await accountsCli(databaseUrl, ["disable", disabled.id]);
  const endpoints = [...new Set(API_PATHS.map((p) => p.endpoint))];
  const accounts = await Promise.all(
    endpoints.map((e) => createTestAccount(databaseUrl, { endpoints: ALL.filter((x) => x !== e).join(",") })),
  );
  endpoints.forEach((e, i) => withoutEndpoint.set(e, accounts[i]!));
  // The server drops the revoked key and the disabled account within this delay (README).
  await new Promise((resolve) => setTimeout(resolve, REVOCATION_DELAY_MS));
});

function call(request: import("@playwright/test").APIRequestContext, p: ApiPath, headers: Record<string, string>) {
  const options = { headers: { "content-type": "application/json", ...headers }, data: p.body };
  return p.method === "GET" ? request.get(p.path, options) : request.post(p.path, options);
}

async function expectForbidden(res: import("@playwright/test").APIResponse, p: ApiPath) {
  expect(res.status(), p.path).toBe(403);
  const body = await res.json();
  expect(body).toEqual({ id: expect.any(String), statusCode: 403, message: p.message });
  expect(res.headers()["x-request-id"]).toBe(body.id);
}

for (const p of API_PATHS) {
  test.describe(`${p.method} ${p.path}`, () => {
    test("a missing, empty, unknown, revoked or disabled key is 403 with the endpoint's message", async ({
      request,
    }) => {
      await expectForbidden(await call(request, p, {}), p);
      await expectForbidden(await call(request, p, { "x-api-key": "" }), p);
      await expectForbidden(await call(request, p, { "x-api-key": "rxk_not-a-real-key" }), p);
      await expectForbidden(await call(request, p, { "x-api-key": full.apiKey + "x" }), p);
      await expectForbidden(await call(request, p, { "x-api-key": revoked.apiKey }), p);
      await expectForbidden(await call(request, p, { "x-api-key": disabled.apiKey }), p);
    });

    test("an account without this endpoint enabled is 403", async ({ request }) => {
      await expectForbidden(await call(request, p, { "x-api-key": withoutEndpoint.get(p.endpoint)!.apiKey }), p);
    });

    if (p.cardType) {
      test(`an account without ${p.cardType} cards is 403`, async ({ request }) => {
        const other = p.cardType === "people" ? petsOnly : peopleOnly;
        await expectForbidden(await call(request, p, { "x-api-key": other.apiKey }), p);
      });
    }

    test("the key header is read in any case", async ({ request }) => {
      for (const name of ["x-api-key", "X-API-KEY", "X-Api-Key"]) {
        const res = await call(request, p, { [name]: full.apiKey });
        expect(res.status(), name).not.toBe(403);
      }
    });
  });
}

test("every response carries a unique id, also as x-request-id", async ({ request }) => {
  const ids = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const ok = await request.get("/membership/v1/json", { headers: { "x-api-key": full.apiKey } });
    const denied = await request.get("/membership/v1/json");
    for (const res of [ok, denied]) {
      const body = await res.json();
      expect(typeof body.id).toBe("string");
      expect(res.headers()["x-request-id"]).toBe(body.id);
      ids.add(body.id);
    }
  }
  expect(ids.size).toBe(10);
});

test("unknown paths under the API areas are 404 in the error shape", async ({ request }) => {
  for (const path of [
    "/search/v2/",
    "/eligibility/v1/nope",
    "/membership/v1/xml",
    "/pricing/v1/npi/cats",
    "/pharmacies/v1/chains/x",
  ]) {
    for (const res of [await request.get(path), await request.post(path, { data: {} })]) {
      expect(res.status(), path).toBe(404);
      const body = await res.json();
      expect(body).toEqual({ id: expect.any(String), statusCode: 404, message: "Not found." });
    }
  }
});

test("a key above its account's request rate gets 429 in JSON with Retry-After; other keys are not slowed", async ({
  request,
  databaseUrl,
}) => {
  const limited = await createTestAccount(databaseUrl, { config: { rateLimit: { requestsPerSecond: 0.5, burst: 3 } } });
  const get = (account: TestAccount) => request.get("/search/v1/popular", { headers: { "x-api-key": account.apiKey } });
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await get(limited));
  expect(answers.map((a) => a.status())).toEqual([200, 200, 200]);
  // The IETF draft's headers on every answer to a limited key: the burst, what is left of it, seconds until full.
  expect(answers.map((a) => a.headers()["ratelimit-limit"])).toEqual(["3", "3", "3"]);
  expect(answers.map((a) => a.headers()["ratelimit-remaining"])).toEqual(["2", "1", "0"]);
  expect(Number(answers[2]!.headers()["ratelimit-reset"])).toBe(6);
  const refused = await get(limited);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect(refused.headers()["ratelimit-remaining"]).toBe("0");
  expect(
    (await get(full)).headers()["ratelimit-limit"],
    "no RateLimit headers for a key without a rate",
  ).toBeUndefined();
  const body = await refused.json();
  expect(body).toEqual({
    id: refused.headers()["x-request-id"],
    statusCode: 429,
    message: "Too many requests: this key may make 0.5 per second.",
  });
  expect((await get(full)).status()).toBe(200);
});
