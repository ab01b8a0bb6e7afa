// Integration (SQLite): Idempotency-Key through the endpoint wrapper: one run per key and request, the first answer
// again for a retry, 422 for the key with another request, 409 while it runs, the key released after a 5xx.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAccount } from "../accounts/create-account";
import { db } from "../db";
import { ApiError } from "../platform/errors";
import { defineContract } from "./contract";
import { endpoint } from "./endpoint";
import { IDEMPOTENCY_TTL_MS } from "./idempotency";

const contract = defineContract({
  method: "post",
  path: "/eligibility/v1/test",
  tag: "Test",
  summary: "test",
  permission: "enrollment",
  body: z.object({ memberId: z.string(), note: z.string().optional() }),
  response: z.object({}),
  errorCodes: { "*": "MEMBER_ID_INCORRECT_OR_MISSING" },
  idempotent: true,
});

let runs = 0;
let release: (() => void) | undefined;
const handler = async ({ body }: { body: { memberId: string; note?: string } }) => {
  runs++;
  if (body.note === "slow") await new Promise<void>((resolve) => (release = resolve));
  if (body.note === "fail") throw new Error("database went away");
  if (body.note === "exists") throw new ApiError("invalid", "Enrollment Already Exists.", { errorCode: "X" });
  return { memberId: body.memberId, run: runs };
};
const route = endpoint(contract, handler);
const notIdempotent = endpoint({ ...contract, idempotent: false }, handler);

let apiKey = "";
let otherKey = "";
let accountId = "";
beforeAll(async () => {
  ({ apiKey, id: accountId } = await createAccount({ name: "idempotency test" }));
  otherKey = (await createAccount({ name: "idempotency test, other" })).apiKey;
});

async function post(body: string, key?: string, options: { apiKey?: string; to?: typeof route } = {}) {
  const headers: Record<string, string> = { "x-api-key": options.apiKey ?? apiKey, "content-type": "application/json" };
  if (key !== undefined) headers["idempotency-key"] = key;
  const request = new NextRequest("http://localhost/eligibility/v1/test", { method: "POST", headers, body });
  const res = await (options.to ?? route)(request, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json(), headers: Object.fromEntries(res.headers) };
}

const newKey = () => crypto.randomUUID();

describe("Idempotency-Key", () => {
  it("runs a request once and answers its retries with the first answer", async () => {
    const key = newKey();
    const before = runs;
    const first = await post(`{"memberId":"M1","note":"a"}`, key);
    // The same request with its members in another order and other spacing.
    const again = await post(`{ "note": "a", "memberId": "M1" }`, key);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(runs - before).toBe(1);
  });

  it("keeps the spec's behaviour without a key, and on a route that does not write", async () => {
    const before = runs;
    const answers = [await post(`{"memberId":"M2"}`), await post(`{"memberId":"M2"}`)];
    const key = newKey();
    answers.push(await post(`{"memberId":"M2"}`, key, { to: notIdempotent }));
    answers.push(await post(`{"memberId":"M2"}`, key, { to: notIdempotent }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(runs - before).toBe(4);
  });

  it("refuses the key with another request: 422 IDEMPOTENCY_KEY_REUSED", async () => {
    const key = newKey();
    await post(`{"memberId":"M3"}`, key);
    const other = await post(`{"memberId":"M4"}`, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ statusCode: 422, errorCode: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("keeps keys apart per account", async () => {
    const key = newKey();
    const mine = await post(`{"memberId":"M5"}`, key);
    const theirs = await post(`{"memberId":"M5"}`, key, { apiKey: otherKey });
    expect(theirs.status).toBe(200);
    expect(theirs.body.run).not.toBe(mine.body.run);
  });

  it("answers 409 with Retry-After while the first request runs, and runs racing requests once", async () => {
    const key = newKey();
    const before = runs;
    const first = post(`{"memberId":"M6","note":"slow"}`, key);
    await expect.poll(() => release).toBeDefined();
    const racing = await Promise.all(Array.from({ length: 8 }, () => post(`{"memberId":"M6","note":"slow"}`, key)));
    for (const r of racing) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ errorCode: "IDEMPOTENCY_KEY_IN_USE" });
      expect(r.headers["retry-after"]).toBe("1");
    }
    release!();
    release = undefined;
    const answer = await first;
    expect((await post(`{"memberId":"M6","note":"slow"}`, key)).body).toEqual(answer.body);
    expect(runs - before).toBe(1);
  });

  it("keeps a 4xx answer, and releases the key after a 5xx so the retry runs", async () => {
    const exists = newKey();
    const first = await post(`{"memberId":"M7","note":"exists"}`, exists);
    expect(first.status).toBe(400);
    expect(await post(`{"memberId":"M7","note":"exists"}`, exists)).toMatchObject({ status: 400, body: first.body });
    const failing = newKey();
    const before = runs;
    expect((await post(`{"memberId":"M8","note":"fail"}`, failing)).status).toBe(500);
    expect((await post(`{"memberId":"M8","note":"fail"}`, failing)).status).toBe(500);
    expect(runs - before).toBe(2);
  });

  it("stores the answer encrypted, and forgets it after 24 hours", async () => {
    const key = newKey();
    const first = await post(`{"memberId":"PLAINTEXT-MEMBER"}`, key);
    const row = await db.idempotentRequest.findUniqueOrThrow({ where: { accountId_key: { accountId, key } } });
    expect(row.status).toBe(200);
    expect(row.answer).not.toContain("PLAINTEXT-MEMBER");
    await db.idempotentRequest.update({
      where: { accountId_key: { accountId, key } },
      data: { createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) },
    });
    const later = await post(`{"memberId":"PLAINTEXT-MEMBER"}`, key);
    expect(later.status).toBe(200);
    expect(later.body.run).not.toBe(first.body.run);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("refuses a malformed key: 400 IDEMPOTENCY_KEY_INCORRECT_OR_MISSING", async () => {
    for (const key of ["", "has space", "x".repeat(256), "é"]) {
      const res = await post(`{"memberId":"M9"}`, key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body).toMatchObject({ errorCode: "IDEMPOTENCY_KEY_INCORRECT_OR_MISSING" });
    }
    expect((await post(`{"memberId":"M9"}`, `"${newKey()}"`)).status).toBe(200);
  });
});
