// Popular medications against a real SQLite database: nothing invented when nobody has searched, then the counts.
import { describe, expect, it, vi } from "vitest";
import { selectOwnTestDatabase } from "../../test-support/test-database";

selectOwnTestDatabase("popular");
const { db } = await import("../db");
const { loadCatalog } = await import("./import/load-catalog");
const { buildFixtureCatalog } = await import("./import/fixtures/build-fixture-catalog");
const { listPopularMedications, rankPopular } = await import("./list-popular-medications");
const { recordSearch } = await import("./record-search");

describe("listPopularMedications", () => {
  it("is an empty list while the 30-day history is empty", async () => {
    await loadCatalog({ seed: await buildFixtureCatalog() });
    expect(await listPopularMedications({ locale: "en-US", limit: 10 })).toEqual({ results: [] });
  });

  it("orders medications by searches in the last 30 days, ignoring older ones and respecting the limit", async () => {
    const [first, second, third] = (await db.medication.findMany({ orderBy: { slug: "asc" }, take: 3 })).map(
      (m) => m.slug,
    );
    // searched most, but 30 days ago: out of the window (today and the 29 days before it)
    for (let i = 0; i < 9; i++) recordSearch(third!, new Date(Date.now() - 30 * 24 * 3600 * 1000));
    for (const slug of [second, second, second, second, first, first]) recordSearch(slug!);
    // and 29 and 3 days ago: in it (the earlier days' totals are read again once searches of theirs are written)
    recordSearch(first!, new Date(Date.now() - 29 * 24 * 3600 * 1000));
    recordSearch(first!, new Date(Date.now() - 3 * 24 * 3600 * 1000));
    await new Promise((r) => setTimeout(r, 5_100)); // past the 5-second answer cache of the first test
    // The expired list answers at once while the searches are counted again; the count's list answers after it.
    expect(await listPopularMedications({ locale: "en-US", limit: 10 })).toEqual({ results: [] });
    await vi.waitFor(async () => {
      const { results } = await listPopularMedications({ locale: "en-US", limit: 10 });
      expect(results.map((r) => r.slug)).toEqual([first, second]); // 4 each: the slug breaks the tie
    });
    expect((await listPopularMedications({ locale: "es-US", limit: 1 })).results.map((r) => r.slug)).toEqual([first]);
    // one row per day and medication, whatever the number of searches
    expect(await db.searchCount.findMany({ where: { slug: second! } })).toEqual([
      { day: new Date().toISOString().slice(0, 10), slug: second, count: 4 },
    ]);
  }, 15_000);

  it("answers one kept list per locale and limit until the counts change, its text the same as JSON.stringify's", async () => {
    const { stringifyAnswer } = await import("../platform/kept-json-text");
    const first = await listPopularMedications({ locale: "en-US", limit: 2 });
    expect(first.results.length).toBe(2);
    const again = await listPopularMedications({ locale: "en-US", limit: 2 });
    expect(again.results).toBe(first.results); // the same frozen array: its JSON text is written once
    expect(Object.isFrozen(first.results)).toBe(true);
    const spanish = await listPopularMedications({ locale: "es-US", limit: 2 });
    const one = await listPopularMedications({ locale: "en-US", limit: 1 });
    expect(spanish.results).not.toBe(first.results);
    expect(one.results).toEqual(first.results.slice(0, 1));
    for (const answer of [first, spanish, one]) {
      const body = { id: "req-1", ...answer };
      expect(stringifyAnswer(body)).toBe(JSON.stringify(body));
    }
  });

  it("counts searches recorded by concurrent flushes (two server processes) once each", async () => {
    const slug = (await db.medication.findFirst({ orderBy: { slug: "desc" } }))!.slug;
    const { flushSearches } = await import("./record-search");
    for (let i = 0; i < 4; i++) recordSearch(slug);
    const first = flushSearches();
    for (let i = 0; i < 3; i++) recordSearch(slug);
    await Promise.all([first, flushSearches()]);
    const rows = await db.searchCount.findMany({ where: { slug } });
    expect(rows.map((r) => r.count)).toEqual([7]);
  });
});

describe("rankPopular", () => {
  it("ranks as one sort of every slug's window total would, from the earlier days' first few and today's counts", () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    for (let round = 0; round < 50; round++) {
      const slugs = Array.from({ length: 60 }, (_, i) => `m${String(i).padStart(2, "0")}`);
      const earlierTotals = new Map(slugs.filter(() => random(3) > 0).map((s) => [s, 1 + random(20)]));
      const todays = slugs.filter(() => random(4) === 0).map((slug) => ({ slug, count: 1 + random(30) }));
      const limit = 1 + random(20);
      const all = new Map(earlierTotals);
      for (const { slug, count } of todays) all.set(slug, (all.get(slug) ?? 0) + count);
      const byCount = ([a, x]: [string, number], [b, y]: [string, number]) => y - x || a.localeCompare(b);
      const expected = [...all]
        .sort(byCount)
        .slice(0, limit)
        .map(([s]) => s);
      const top = [...earlierTotals]
        .sort(byCount)
        .slice(0, limit)
        .map(([s]) => s);
      expect(rankPopular({ totals: earlierTotals, top }, todays, limit)).toEqual(expected);
    }
  });
});
