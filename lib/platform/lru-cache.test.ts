import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";

describe("LruCache", () => {
  it("evicts the least recently used entry past maxEntries", () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now the most recent
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("forgets an entry once its time to live has passed", () => {
    let now = 0;
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 100, now: () => now });
    cache.set("k", "v");
    now = 99;
    expect(cache.get("k")).toBe("v");
    now = 100;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("restarts the time to live when a key is set again, and clears", () => {
    let now = 0;
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 100, now: () => now });
    cache.set("k", "old");
    now = 80;
    cache.set("k", "new");
    now = 150;
    expect(cache.get("k")).toBe("new");
    cache.clear();
    expect(cache.get("k")).toBeUndefined();
  });
});
