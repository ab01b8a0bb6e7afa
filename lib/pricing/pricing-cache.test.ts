import { describe, expect, it } from "vitest";
import { cachedPricing, PRICING_CACHE } from "./pricing-cache";

describe("cachedPricing", () => {
  const network = {};
  const catalog = {};

  it("computes once per key and says when an answer came from the cache", () => {
    let computed = 0;
    const ask = (key: unknown[]) => cachedPricing({ key, dataSources: [network, catalog], compute: () => ++computed });
    expect(ask(["a", 1])).toEqual({ value: 1, cache: false });
    expect(ask(["a", 1])).toEqual({ value: 1, cache: true });
    expect(ask(["a", 2])).toEqual({ value: 2, cache: false });
    expect(computed).toBe(2);
  });

  it("gives each hit an answer of its own, equal to the one computed (kept as JSON text, not as the object)", () => {
    const computed = { successful: [{ npi: "1", price: { unc: null, discounted: "1.00" } }], failed: [] };
    const ask = () => cachedPricing({ key: ["d"], dataSources: [network, catalog], compute: () => computed });
    expect(ask().value).toBe(computed);
    const first = ask();
    expect(first).toEqual({ value: computed, cache: true });
    expect(first.value).not.toBe(computed);
    first.value.successful.pop();
    expect(ask().value).toEqual(computed);
  });

  it("forgets every answer when a read model it came from is rebuilt", () => {
    const first = cachedPricing({ key: ["b"], dataSources: [network, catalog], compute: () => "old" });
    expect(first.cache).toBe(false);
    const rebuilt = {};
    const second = cachedPricing({ key: ["b"], dataSources: [rebuilt, catalog], compute: () => "new" });
    expect(second).toEqual({ value: "new", cache: false });
  });

  it("does not keep an answer the caller calls uncacheable", () => {
    const sources = [network, catalog];
    const failing = () =>
      cachedPricing({ key: ["c"], dataSources: sources, compute: () => "x", cacheable: () => false });
    expect(failing().cache).toBe(false);
    expect(failing().cache).toBe(false);
  });

  it("holds at most PRICING_CACHE.bytes of answers (kept outside the V8 heap), the oldest written over first", () => {
    const sources = [network, catalog];
    const answer = "p".repeat(PRICING_CACHE.bytes / 64);
    const ask = (i: number) => cachedPricing({ key: ["big", i], dataSources: sources, compute: () => answer });
    for (let i = 0; i < 80; i++) ask(i); // 80 answers of a 64th: more than the bytes, fewer than maxEntries
    expect([ask(0).cache, ask(79).cache]).toEqual([false, true]);
  });
});
