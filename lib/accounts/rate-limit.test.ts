import { describe, expect, it } from "vitest";
import { rateLimiter } from "./rate-limit";

describe("rateLimiter", () => {
  it("lets a burst through, then one request per 1/rate seconds, and says how long to wait", () => {
    let ms = 0;
    const take = rateLimiter(() => ms);
    const limit = { requestsPerSecond: 2, burst: 3 };
    expect([take("k", limit), take("k", limit), take("k", limit)]).toEqual([0, 0, 0]);
    expect(take("k", limit)).toBe(1);
    ms += 500;
    expect(take("k", limit)).toBe(0);
    expect(take("k", limit)).toBe(1);
    expect(take("other", limit)).toBe(0);
  });

  it("waits whole seconds, at least one, for slow rates", () => {
    let ms = 0;
    const take = rateLimiter(() => ms);
    const limit = { requestsPerSecond: 0.1, burst: null };
    expect(take("k", limit)).toBe(0);
    expect(take("k", limit)).toBe(10);
    ms += 9_000;
    expect(take("k", limit)).toBe(1);
    ms += 1_000;
    expect(take("k", limit)).toBe(0);
  });

  it("never limits a key without a rate", () => {
    const take = rateLimiter(() => 0);
    for (let i = 0; i < 1000; i++) expect(take("k", { requestsPerSecond: null, burst: null })).toBe(0);
  });
});
