// Two server processes on two ports over one PostgreSQL database: races across them leave one row and every update
// versioned, a revoked key is refused by both within the documented second, and both price from an import.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { memberUpdates, sql } from "../database";
import { accountsCli, createTestAccount, expect, test, type TestAccount } from "../fixtures";
import { REVOCATION_DELAY_MS } from "../../lib/accounts/revocation-delay";

const run = promisify(execFile);
const CARD = "/eligibility/v1/enrollment/card";

let partner: TestAccount;
let a: APIRequestContext;
let b: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL, secondBaseURL, databaseUrl }) => {
  a = await playwright.request.newContext({ baseURL });
  b = await playwright.request.newContext({ baseURL: secondBaseURL });
  partner = await createTestAccount(databaseUrl, { name: "two servers" });
});

test.afterAll(async () => {
  await Promise.all([a.dispose(), b.dispose()]);
});

const headers = (account: TestAccount = partner) => ({
  "x-api-key": account.apiKey,
  "content-type": "application/json",
});
const post = (server: APIRequestContext, url: string, data: object) => server.post(url, { headers: headers(), data });

async function issueCard(server: APIRequestContext) {
  const { memberId, group } = await (await server.get("/membership/v1/json/people", { headers: headers() })).json();
  return { memberId: memberId as string, group: group as string };
}

test("the two servers are two processes on one database", async () => {
  const [ha, hb] = await Promise.all([a.get("/healthz"), b.get("/healthz")]);
  expect((await ha.json()).database.provider).toBe("postgres");
  expect((await hb.json()).database.provider).toBe("postgres");
  const card = await issueCard(a);
  const res = await post(b, CARD, { action: "create", ...card });
  expect(res.status(), "a card issued by one server is enrolled through the other").toBe(200);
});

test("16 racing creates of one member through both servers: one 200, fifteen 400, one row", async ({ databaseUrl }) => {
  const card = await issueCard(a);
  const responses = await Promise.all(
    Array.from({ length: 16 }, (_, i) => post(i % 2 ? a : b, CARD, { action: "create", ...card, suffix: `R${i}` })),
  );
  expect(responses.map((r) => r.status()).sort()).toEqual([200, ...Array(15).fill(400)]);
  const [row] = await sql<{ n: string }>(
    databaseUrl,
    `SELECT COUNT(*) AS n FROM "Enrollment" WHERE "group" = $1 AND "memberId" = $2`,
    [card.group, card.memberId],
  );
  expect(Number(row!.n)).toBe(1);
});

for (const count of [128, 512]) {
  test(`${count} concurrent updates of one member through both servers: never a 500, each write one version`, async ({
    databaseUrl,
  }) => {
    test.setTimeout(180_000);
    const card = await issueCard(a);
    await post(a, CARD, { action: "create", ...card });
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        post(i % 2 ? a : b, CARD, { action: "update", ...card, suffix: `S${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status());
    const written = statuses.filter((s) => s === 200).length;
    console.log(
      `${count} updates through two servers: ${written} x 200, ${count - written} other, ${Date.now() - started} ms`,
    );
    for (const res of responses.filter((r) => r.status() !== 200)) {
      expect(res.status()).toBe(503);
      expect(res.headers()["retry-after"]).toBe("1");
    }
    expect(written).toBeGreaterThan(count * 0.9);
    expect(await memberUpdates(databaseUrl, card)).toEqual({ version: 1 + written, updateAudits: written });
  });
}

test("a revoked key is refused by both servers within the documented second", async ({ databaseUrl }) => {
  const account = await createTestAccount(databaseUrl, { name: "revoked on both" });
  const call = (server: APIRequestContext) =>
    server.get("/search/v1/popular", { headers: { "x-api-key": account.apiKey } });
  expect([(await call(a)).status(), (await call(b)).status()]).toEqual([200, 200]);
  await accountsCli(databaseUrl, ["revoke", account.apiKey]);
  const revokedAt = Date.now();
  const refusedAfter = async (server: APIRequestContext) => {
    while ((await call(server)).status() !== 403) await new Promise((r) => setTimeout(r, 25));
    return Date.now() - revokedAt;
  };
  const [msA, msB] = await Promise.all([refusedAfter(a), refusedAfter(b)]);
  console.log(`revocation reached the servers after ${msA} and ${msB} ms`);
  // The request in flight when the delay ends may take a moment more on this shared machine.
  expect(Math.max(msA, msB)).toBeLessThan(REVOCATION_DELAY_MS + 500);
});

test("after an import both servers price from the new data", async ({ databaseUrl }) => {
  test.setTimeout(120_000);
  // An NDC of the catalog that no other test prices: the last one in NDC order.
  const [ndc] = await sql<{ ndc: string; description: string; nadacPerUnit: number; pricingUnit: string }>(
    databaseUrl,
    `SELECT "ndc", "description", "nadacPerUnit", "pricingUnit" FROM "Ndc" WHERE "nadacPerUnit" > 0 ORDER BY "ndc" DESC LIMIT 1`,
  );
  const price = async (server: APIRequestContext) => {
    const res = await server.post("/pricing/v1/region/people", {
      headers: headers(),
      data: { ndc: ndc!.ndc, quantity: 30, zip: "10001" },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()).pharmacies as { price: { discounted: string } }[])[0]!.price.discounted;
  };
  const before = [await price(a), await price(b)];
  expect(before[0]).toBe(before[1]);
  // An official weekly NADAC file with one row: that NDC's cost doubled.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nadac-")), "nadac.csv");
  const header =
    "NDC Description,NDC,NADAC Per Unit,Effective Date,Pricing Unit,Pharmacy Type Indicator,OTC,Explanation Code," +
    "Classification for Rate Setting,Corresponding Generic Drug NADAC Per Unit,Corresponding Generic Drug Effective Date,As of Date";
  const today = new Date();
  const date = `${today.getUTCMonth() + 1}/${today.getUTCDate()}/${today.getUTCFullYear()}`;
  const cost = (Number(ndc!.nadacPerUnit) * 2).toFixed(5);
  const row = [`"${ndc!.description}"`, ndc!.ndc, cost, date, ndc!.pricingUnit, "C/I", "N", "1", "G", "", "", date];
  fs.writeFileSync(file, `${header}\n${row.join(",")}\n`);
  await run("node_modules/.bin/tsx", ["scripts/import.ts", "nadac-weekly", file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const imported = Date.now();
  let after: string[] = [];
  await expect(async () => {
    after = [await price(a), await price(b)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  }).toPass({ timeout: 60_000, intervals: [250] });
  console.log(`both servers priced from the import after ${Date.now() - imported} ms: ${before[0]} -> ${after[0]}`);
  expect(after[0]).toBe(after[1]);
});

test("an account limited to 20 requests a second gets at most 22 a second through both servers together", async ({
  databaseUrl,
}) => {
  test.setTimeout(120_000);
  const limited = await createTestAccount(databaseUrl, {
    name: "rate limited on both",
    config: { rateLimit: { requestsPerSecond: 20, burst: 20 } },
  });
  const SECONDS = 30;
  const counts = { admitted: 0, refused: 0, other: 0, dropped: 0 };
  const started = Date.now();
  // 20 clients on each server, each sending its next request as soon as the last is answered (an endpoint answered
  // from memory, so the clients ask for more than 20 a second even on a busy machine).
  const client = async (server: APIRequestContext) => {
    while (Date.now() - started < SECONDS * 1000) {
      const res = await server
        .get("/search/v1/attributes/atorvastatin", { headers: { "x-api-key": limited.apiKey } })
        .catch(() => undefined); // a kept-alive socket the server closed as it was reused: the client's to retry
      if (!res) counts.dropped++;
      else if (res.status() === 200) counts.admitted++;
      else if (res.status() === 429) {
        counts.refused++;
        expect(Number(res.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
        expect(res.headers()["ratelimit-remaining"]).toBe("0");
      } else counts.other++;
    }
  };
  await Promise.all(Array.from({ length: 40 }, (_, i) => client(i % 2 ? a : b)));
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `20/s limit through two servers over ${seconds.toFixed(1)} s: ${counts.admitted} admitted ` +
      `(${(counts.admitted / seconds).toFixed(2)}/s), ${counts.refused} refused, ${counts.other} other, ${counts.dropped} connections dropped`,
  );
  expect(counts.other).toBe(0);
  expect(counts.refused, "the clients asked for more than the limit").toBeGreaterThan(0);
  expect(counts.admitted / seconds).toBeLessThanOrEqual(22);
  // Within 10 % of the limit once the clients asked for well over it (a machine too busy to may not).
  if (counts.refused > counts.admitted) expect(counts.admitted / seconds).toBeGreaterThanOrEqual(18);
});

test("the same Idempotency-Key sent to both servers at once creates one enrollment and one answer", async ({
  databaseUrl,
}) => {
  const card = await issueCard(a);
  const key = `two-servers-${Date.now()}`;
  const send = (server: APIRequestContext) =>
    server.post(CARD, {
      headers: { ...headers(), "idempotency-key": key },
      data: { action: "create", ...card, suffix: "JR" },
    });
  const responses = await Promise.all(Array.from({ length: 16 }, (_, i) => send(i % 2 ? a : b)));
  const statuses = responses.map((r) => r.status());
  console.log(`16 racing creates with one Idempotency-Key: ${statuses.join(" ")}`);
  for (const status of statuses) expect([200, 409]).toContain(status);
  const answers = await Promise.all(responses.filter((r) => r.status() === 200).map((r) => r.json()));
  expect(answers.length).toBeGreaterThanOrEqual(1);
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  // A retry after the race, through either server, is the first answer again.
  for (const server of [a, b]) expect(await (await send(server)).json()).toEqual(answers[0]);
  const [row] = await sql<{ n: string }>(
    databaseUrl,
    `SELECT COUNT(*) AS n FROM "Enrollment" WHERE "group" = $1 AND "memberId" = $2`,
    [card.group, card.memberId],
  );
  expect(Number(row!.n)).toBe(1);
});
