// The site's own routes (app/(site)/api, no API key): only this site's pages may call them (Sec-Fetch-Site and
// Origin), each client address has a rate (the address a trusted proxy forwards: the test server trusts this host),
// and the PDF download is no oracle for which member ids exist.
import { expect, test } from "../fixtures";

// Each test its own documentation address (RFC 5737), so no other test shares its rate (each project has its server).
const clientAddress = (n: number) => `198.51.100.${n}`;

test("a call from another site is refused, by Origin as by Sec-Fetch-Site; this site's pages are served", async ({
  request,
  baseURL,
}) => {
  const from = { "x-forwarded-for": clientAddress(1) };
  const data = { cardType: "people" };
  for (const headers of <Record<string, string>[]>[
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: `${baseURL}.evil.example` },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ]) {
    const res = await request.post("/api/card", { headers: { ...from, ...headers }, data });
    expect(res.status(), JSON.stringify(headers)).toBe(403);
    expect((await res.json()).message).toBe("Cross-site request.");
  }
  const search = await request.get("/api/search?q=ator", { headers: { ...from, origin: "https://evil.example" } });
  expect(search.status()).toBe(403);
  const own = await request.post("/api/card", {
    headers: { ...from, origin: baseURL!, "sec-fetch-site": "same-origin" },
    data,
  });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ type: "people", memberId: expect.any(String) });
});

test("each client address may issue 30 cards at once, then one every 2 s: 429 with Retry-After", async ({
  request,
}) => {
  const issue = (from: string) =>
    request.post("/api/card", { headers: { "x-forwarded-for": from }, data: { cardType: "pets" } });
  const started = performance.now();
  let issued = 0;
  let refused;
  while (issued < 100) {
    const res = await issue(clientAddress(2));
    if (res.status() !== 200) {
      refused = res;
      break;
    }
    issued++;
  }
  // 30 at once, and one more for every 2 s the requests took
  const seconds = (performance.now() - started) / 1000;
  expect(issued).toBeGreaterThanOrEqual(30);
  expect(issued).toBeLessThanOrEqual(30 + Math.ceil(seconds / 2));
  expect(refused?.status()).toBe(429);
  expect(Number(refused?.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  // another address is not held back
  expect((await issue(clientAddress(3))).status()).toBe(200);
});

test("the PDF download of a member id never issued is a card like any other, never a 404", async ({ request }) => {
  const from = { "x-forwarded-for": clientAddress(4) };
  const issued = await (await request.post("/api/card", { headers: from, data: { cardType: "people" } })).json();
  const pdf = (memberId: string) =>
    request.post("/api/card/pdf", { headers: from, form: { cardType: "people", memberId } });
  const real = await pdf(issued.memberId);
  const never = await pdf("RX0000000000");
  for (const res of [real, never]) {
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
  }
  expect((await never.body()).length).toBeGreaterThan(1_000);
});

test("a site route reads at most 64 kB of body", async ({ request }) => {
  const res = await request.post("/api/prices", {
    headers: { "x-forwarded-for": clientAddress(5), "content-type": "application/json" },
    data: JSON.stringify({ cardType: "people", pad: "x".repeat(70_000) }),
  });
  expect(res.status()).toBe(413);
  expect(res.headers()["connection"]).toBe("close");
});
