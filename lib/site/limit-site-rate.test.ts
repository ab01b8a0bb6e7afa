import { describe, expect, it } from "vitest";
import { siteRateLimiter } from "./limit-site-rate";

describe("the site's rate per client address", () => {
  it("lets a burst through, then one request per refill, each address and route on its own", () => {
    let now = 0;
    const take = siteRateLimiter(() => now);
    const rate = { perSecond: 0.5, burst: 3 };
    expect([1, 2, 3].map(() => take("/api/card 198.51.100.1", rate))).toEqual([0, 0, 0]);
    expect(take("/api/card 198.51.100.1", rate)).toBe(2); // one token every 2 s
    expect(take("/api/card 198.51.100.2", rate)).toBe(0);
    expect(take("/api/prices 198.51.100.1", rate)).toBe(0);
    now = 2_000;
    expect(take("/api/card 198.51.100.1", rate)).toBe(0);
    expect(take("/api/card 198.51.100.1", rate)).toBe(2);
  });
});
