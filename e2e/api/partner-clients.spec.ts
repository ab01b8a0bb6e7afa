// Public third-party clients of the real API, replayed wire-exact (raw node:http, their headers and body encoding), and
// the fields each one reads checked for presence and type. The API guide lists the clients found and what each sends.
import { expect, test } from "../fixtures";
import { API_PATHS } from "./api-paths";
import { rawRequest } from "./raw-http";

// github.com/mmartin3/mostrx, routes/coupons.js (scrapeInsideRx): a node https.request POST under the /api base path
// with only the x-api-key header (no Content-Type: node:http sends the body chunked), the body written as
// JSON.stringify({ ndc, quantity, zip }) with the quantity a string taken from its own URL parameters (for a bottle,
// the leading digits of the dosage). It reads pharmacies[].name, .code and .price.discounted.
const MOSTRX_PATH = "/api/pricing/v1/region/people?limit=10&index=0&accessCode=www.google.com";
const MOSTRX_REQUESTS = [
  { ndc: "00378180010", quantity: "30", zip: "10001" }, // levothyroxine 25 mcg tablets
  { ndc: "00003089421", quantity: "60", zip: "60601" }, // Eliquis 5 mg tablets
  { ndc: "00093415573", quantity: "100", zip: "94103" }, // amoxicillin suspension: a bottle, "100mL" -> "100"
  { ndc: "00074061602", quantity: "2", zip: "77002" }, // Humira syringes
  { ndc: "00378180010", quantity: "90", zip: "02139" },
];

test.describe("github.com/mmartin3/mostrx (region pricing under /api, no Content-Type, quantity a string)", () => {
  for (const sent of MOSTRX_REQUESTS) {
    test(`POST ${MOSTRX_PATH} ${JSON.stringify(sent)}`, async ({ baseURL, account, request }) => {
      const res = await rawRequest(baseURL!, {
        method: "POST",
        target: MOSTRX_PATH,
        headers: { "x-api-key": account.apiKey },
        body: JSON.stringify(sent),
      });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const { pharmacies } = JSON.parse(res.text) as { pharmacies: unknown[] };
      expect(pharmacies.length).toBeGreaterThan(0);
      for (const pharmacy of pharmacies) {
        expect(pharmacy).toMatchObject({
          name: expect.any(String),
          code: expect.any(String),
          price: { discounted: expect.stringMatching(/^\d+\.\d\d$/) },
        });
      }
      // The same answer as the spec's form of the request (canonical path, Content-Type, quantity a number).
      const canonical = await request.post(MOSTRX_PATH.replace(/^\/api/, ""), {
        headers: { "x-api-key": account.apiKey, "content-type": "application/json" },
        data: { ...sent, quantity: Number(sent.quantity) },
      });
      expect((await canonical.json()).pharmacies).toEqual(pharmacies);
    });
  }
});

test("every endpoint answers the same under the /api base path, errors included", async ({ baseURL, account }) => {
  const answer = async (target: string, method: string, apiKey?: string, body?: object) => {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      ...(apiKey && { "x-api-key": apiKey }),
    };
    const res = await rawRequest(baseURL!, { method, target, headers, body: body && JSON.stringify(body) });
    const { id, ...rest } = JSON.parse(res.text) as { id: string };
    expect(res.headers["x-request-id"]).toBe(id);
    return { status: res.status, body: rest };
  };
  for (const p of API_PATHS) {
    const forbidden = await answer(p.path, p.method, undefined, p.body);
    expect(forbidden.status, p.path).toBe(403);
    expect(await answer(`/api${p.path}`, p.method, undefined, p.body), p.path).toEqual(forbidden);
    if (p.method === "POST") {
      const invalid = await answer(p.path, p.method, account.apiKey, {});
      expect(invalid.status, p.path).toBe(400);
      expect(await answer(`/api${p.path}`, p.method, account.apiKey, {}), p.path).toEqual(invalid);
    }
  }
  expect(await answer("/api/search/v1/popular?limit=abc", "GET", account.apiKey)).toEqual(
    await answer("/search/v1/popular?limit=abc", "GET", account.apiKey),
  );
});
