import { describe, expect, it } from "vitest";
import { pickNpis, seededRandom, typeAheadQueries } from "./inputs";

describe("benchmark inputs", () => {
  it("are deterministic for a seed", () => {
    const a = seededRandom(3);
    const b = seededRandom(3);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("type-ahead queries are 2-6 letter prefixes, with typos of whole names mixed in", () => {
    const queries = typeAheadQueries(["atorvastatin", "lisinopril", "Lipitor", "metformin hydrochloride"], 200);
    expect(queries).toHaveLength(200);
    const prefixes = queries.filter((_, i) => i % 5 !== 4);
    for (const q of prefixes) expect(q.length).toBeGreaterThanOrEqual(2);
    for (const q of prefixes) expect(q.length).toBeLessThanOrEqual(6);
    const typos = queries.filter((_, i) => i % 5 === 4);
    expect(typos.some((q) => q.length >= 6)).toBe(true);
    expect(new Set(queries).size).toBeGreaterThan(20);
    expect(typeAheadQueries(["a".repeat(102), "atorvastatin"], 50).every((q) => q.length <= 100)).toBe(true);
    // A typo drops one letter of the whole name and keeps its spaces.
    const full = ["atorvastatin", "lisinopril", "lipitor", "metformin hydrochloride"];
    for (const q of typos) {
      const name = full.find((n) => n.length === q.length + 1 && n.split(" ").length === q.split(" ").length);
      expect(name, q).toBeDefined();
    }
  });

  it("picks distinct NPIs", () => {
    const npis = Array.from({ length: 100 }, (_, i) => String(1000000000 + i));
    const picked = pickNpis(npis, 50, seededRandom(1));
    expect(new Set(picked).size).toBe(50);
  });
});
