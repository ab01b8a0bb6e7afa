// Popular medications against a real SQLite database: nothing invented when nobody has searched, then the counts.
import { describe, expect, it } from "vitest";
import { selectOwnTestDatabase } from "../../test-support/test-database";

selectOwnTestDatabase("popular");
const { db } = await import("../db");
const { loadCatalog } = await import("./import/load-catalog");
const { buildFixtureCatalog } = await import("./import/fixtures/build-fixture-catalog");
const { listPopularMedications } = await import("./list-popular-medications");
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
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await db.searchEvent.createMany({ data: Array.from({ length: 9 }, () => ({ slug: third!, createdAt: old })) });
    for (const slug of [second, second, second, first, first]) recordSearch(slug!);
    await new Promise((r) => setTimeout(r, 5_100)); // past the 5-second answer cache of the first test
    const { results } = await listPopularMedications({ locale: "en-US", limit: 10 });
    expect(results.map((r) => r.slug)).toEqual([second, first]);
    expect((await listPopularMedications({ locale: "es-US", limit: 1 })).results.map((r) => r.slug)).toEqual([second]);
  }, 15_000);
});
