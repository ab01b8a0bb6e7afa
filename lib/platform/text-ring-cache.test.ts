import { describe, expect, it } from "vitest";
import { TextRingCache } from "./text-ring-cache";

const cacheOf = (bytes: number, maxEntries = 100, clock = { now: 0 }) =>
  new TextRingCache({ bytes, maxEntries, ttlMs: 1_000, now: () => clock.now });

describe("TextRingCache", () => {
  it("gives back the text stored under a key, UTF-8 included, and nothing for another key", () => {
    const cache = cacheOf(1_000);
    cache.set("a", "Walgreens #1234 ½ tablet");
    cache.set("b", "{}");
    expect(cache.get("a")).toBe("Walgreens #1234 ½ tablet");
    expect(cache.get("b")).toBe("{}");
    expect(cache.get("c")).toBeUndefined();
  });

  // Entries of 100 bytes (a 2-byte key and 98 bytes of text) in a ring of 800: an eighth of it each.
  const text = "x".repeat(98);
  const k = (i: number) => String(i).padStart(2, "0");

  it("keeps at most its bytes: the oldest entries are written over first", () => {
    const cache = cacheOf(800);
    for (let i = 0; i < 12; i++) cache.set(k(i), text);
    expect([cache.get(k(0)), cache.get(k(3))]).toEqual([undefined, undefined]);
    expect([cache.get(k(4)), cache.get(k(11))]).toEqual([text, text]);
    expect(cache.size).toBe(8);
  });

  it("keeps at most maxEntries, however small they are", () => {
    const cache = cacheOf(10_000, 3);
    for (const k of ["a", "b", "c", "d"]) cache.set(k, k);
    expect([cache.get("a"), cache.get("b"), cache.get("d")]).toEqual([undefined, "b", "d"]);
  });

  it("moves an entry asked for from the older half of the ring to the front, so it outlives newer ones", () => {
    const cache = cacheOf(800);
    cache.set("hh", text);
    for (let i = 0; i < 5; i++) cache.set(k(i), text); // 600 bytes written: hh is in the older half
    expect(cache.get("hh")).toBe(text); // written again at the front
    for (let i = 5; i < 10; i++) cache.set(k(i), text);
    expect(cache.get("hh")).toBe(text);
    expect(cache.get(k(0))).toBeUndefined();
  });

  it("never splits an entry across the end of the ring", () => {
    const cache = cacheOf(800);
    for (let i = 0; i < 7; i++) cache.set(k(i), text); // 700 bytes
    cache.set("hh", "y".repeat(48)); // 50 bytes, at 700
    cache.set(k(7), text); // not in the 50 bytes left at the end: written at 0, over 00
    expect([cache.get(k(7)), cache.get(k(0)), cache.get(k(1))]).toEqual([text, undefined, text]);
    expect(cache.get("hh")).toBe("y".repeat(48));
  });

  it("does not keep an entry bigger than an eighth of the ring", () => {
    const cache = cacheOf(800);
    cache.set(k(0), `${text}y`);
    expect(cache.get(k(0))).toBeUndefined();
  });

  it("forgets an entry after its time to live, and everything on clear", () => {
    const clock = { now: 0 };
    const cache = cacheOf(1_000, 10, clock);
    cache.set("a", "1");
    cache.set("b", "2");
    clock.now = 999;
    expect(cache.get("a")).toBe("1");
    clock.now = 1_000;
    expect(cache.get("a")).toBeUndefined();
    cache.clear();
    clock.now = 0;
    expect(cache.get("b")).toBeUndefined();
  });

  it("keeps the later of two keys with one hash, and never answers one key with the other's text", () => {
    const cache = new TextRingCache({ bytes: 1_000, maxEntries: 10, ttlMs: 1_000, hash: () => 7 });
    cache.set("a", "first");
    cache.set("b", "second");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("second");
  });
});
