// The request rate of a key, shared by server processes through the database: a burst, then the rate, across every
// process together, with leases written a few requests at a time and the IETF draft's RateLimit headers.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { leaseFrom, leaseFromDatabase, memoryBuckets, type LeaseRequests } from "./rate-bucket";
import { LEASE_MS, LEASE_SHARE_MS, rateLimiter } from "./rate-limit";

const clock = () => {
  const c = { ms: 1_800_000_000_000, now: () => c.ms };
  return c;
};

describe("rateLimiter", () => {
  it("lets a burst through, then one request per 1/rate seconds, and says how long to wait", async () => {
    const c = clock();
    const take = rateLimiter({ lease: memoryBuckets(), now: c.now });
    const limit = { requestsPerSecond: 2, burst: 3 };
    const allowed = async () => (await take("k", limit)).allowed;
    expect([await allowed(), await allowed(), await allowed()]).toEqual([true, true, true]);
    const refused = await take("k", limit);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(refused.headers).toEqual({
      "ratelimit-limit": "3",
      "ratelimit-remaining": "0",
      "ratelimit-reset": "2",
      "retry-after": "1",
    });
    c.ms += 500;
    expect(await allowed()).toBe(true);
    expect(await allowed()).toBe(false);
    expect(await take("other", limit)).toMatchObject({ allowed: true });
  });

  it("counts down RateLimit-Remaining and gives the seconds until the bucket is full again", async () => {
    const c = clock();
    const take = rateLimiter({ lease: memoryBuckets(), now: c.now });
    const limit = { requestsPerSecond: 10, burst: 5 };
    const remaining = [];
    for (let i = 0; i < 5; i++) remaining.push((await take("k", limit)).headers["ratelimit-remaining"]);
    expect(remaining).toEqual(["4", "3", "2", "1", "0"]);
    expect((await take("k", limit)).headers["ratelimit-reset"]).toBe("1");
  });

  it("waits whole seconds, at least one, for slow rates", async () => {
    const c = clock();
    const take = rateLimiter({ lease: memoryBuckets(), now: c.now });
    const limit = { requestsPerSecond: 0.1, burst: null };
    expect((await take("k", limit)).allowed).toBe(true);
    expect((await take("k", limit)).retryAfterSeconds).toBe(10);
    c.ms += 9_000;
    expect((await take("k", limit)).retryAfterSeconds).toBe(1);
    c.ms += 1_000;
    expect((await take("k", limit)).allowed).toBe(true);
  });

  it("holds the rate across processes sharing the database, writing one lease per few requests", async () => {
    const c = clock();
    let leases = 0;
    const counted: LeaseRequests = (...args) => {
      leases++;
      return leaseFromDatabase(...args);
    };
    // Three "processes": each its own leases and local state, one shared bucket row.
    const processes = [0, 1, 2].map(() => rateLimiter({ lease: counted, now: c.now }));
    const key = `shared-${randomUUID()}`;
    const limit = { requestsPerSecond: 20, burst: 20 };
    let admitted = 0;
    let offered = 0;
    // 30 s of each process offered 200 requests a second (one every 5 ms, in turn).
    for (let step = 0; step < 6_000; step++) {
      c.ms += 5;
      offered++;
      if ((await processes[step % 3]!(key, limit)).allowed) admitted++;
    }
    console.log(`30 s at 600 req/s offered over 3 processes: ${admitted} admitted, ${leases} leases written`);
    expect(admitted).toBeLessThanOrEqual(20 + 20 * 30);
    expect(admitted).toBeGreaterThanOrEqual(0.9 * 20 * 30);
    // Writes are bounded per process and second, not per request: a granting lease per `want` requests (2 here), and
    // at most one refused lease per LEASE_SHARE_MS.
    expect(leases).toBeLessThanOrEqual(3 * 30 * 2 * (1000 / LEASE_SHARE_MS));
    expect(leases).toBeLessThan(offered / 4);
  }, 120_000);

  it("spends no lease a process kept past LEASE_MS", async () => {
    const c = clock();
    const lease = memoryBuckets();
    const [a, b] = [rateLimiter({ lease, now: c.now }), rateLimiter({ lease, now: c.now })];
    const limit = { requestsPerSecond: 100, burst: 100 }; // leases of 10
    expect((await a("k", limit)).allowed).toBe(true); // a holds 9 more
    for (let i = 0; i < 90; i++) expect((await b("k", limit)).allowed).toBe(true);
    expect((await b("k", limit)).allowed).toBe(false);
    c.ms += LEASE_MS; // 50 refilled; a's 9 lapsed
    let admitted = 0;
    for (let i = 0; i < 100; i++) if ((await a("k", limit)).allowed) admitted++;
    expect(admitted).toBe(50);
  });

  it("serves many requests waiting at once in one process with one lease for all of them", async () => {
    const c = clock();
    const buckets = memoryBuckets();
    let leases = 0;
    const slow: LeaseRequests = async (...args) => {
      leases++;
      await new Promise((resolve) => setTimeout(resolve, 5)); // a database round trip
      return buckets(...args);
    };
    const take = rateLimiter({ lease: slow, now: c.now });
    const limit = { requestsPerSecond: 20, burst: 20 };
    const answers = await Promise.all(Array.from({ length: 30 }, () => take("k", limit)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(20);
    expect(leases).toBeLessThanOrEqual(3);
  });

  it("never limits a key without a rate", async () => {
    const take = rateLimiter({ lease: memoryBuckets(), now: () => 0 });
    for (let i = 0; i < 1000; i++) {
      expect((await take("k", { requestsPerSecond: null, burst: null })).allowed).toBe(true);
    }
  });
});

describe("leaseFromDatabase", () => {
  it("grants what GCRA grants, statement by statement", async () => {
    const c = clock();
    const key = `gcra-${randomUUID()}`;
    const shape = { capacity: 7, intervalMs: 1000 / 3 };
    let tat = c.ms;
    for (const [dt, want] of [
      [0, 5],
      [0, 5],
      [10, 1],
      [400, 2],
      [1000, 3],
      [5000, 7],
      [0, 7],
      [333, 1],
      [1, 1],
    ]) {
      c.ms += dt!;
      const expected = leaseFrom(tat, want!, shape, c.ms);
      const got = await leaseFromDatabase(key, want!, shape, c.ms);
      expect(got.granted).toBe(expected.granted);
      expect(got.tat).toBeCloseTo(expected.tat, 6);
      tat = expected.tat;
    }
  });
});
