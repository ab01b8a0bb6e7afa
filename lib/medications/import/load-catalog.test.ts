// The catalog loader and the weekly NADAC importer against a real SQLite database, on the fixture files.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { selectOwnTestDatabase } from "../../../test-support/test-database";

selectOwnTestDatabase("catalog");
const { db } = await import("../../db");
const { loadCatalog } = await import("./load-catalog");
const { importNadacWeekly } = await import("./import-nadac-weekly");
const { buildFixtureCatalog } = await import("./fixtures/build-fixture-catalog");
const { readDataVersion } = await import("../../platform/data-version");

const fixture = await buildFixtureCatalog();
const counts = async () => ({
  medications: await db.medication.count(),
  doses: await db.dose.count(),
  ndcs: await db.ndc.count(),
  prices: await db.nadacPrice.count(),
});

describe("loadCatalog", () => {
  beforeAll(async () => {
    await loadCatalog({ seed: fixture });
  });

  it("stores every medication, dose, NDC and monthly price of the build", async () => {
    const summary = await counts();
    expect(summary.medications).toBe(fixture.medications.length);
    expect(summary.doses).toBe(fixture.medications.reduce((n, m) => n + m.doses.length, 0));
    expect(summary.ndcs).toBe(fixture.ndcs.length);
    expect(summary.prices).toBe(Object.values(fixture.history).reduce((n, h) => n + h.length, 0));
    expect(summary.medications).toBeGreaterThan(0);
  });

  it("is idempotent: a second run replaces, never duplicates, and bumps the catalog version", async () => {
    const before = await counts();
    const version = await readDataVersion("catalog");
    await loadCatalog({ seed: fixture });
    expect(await counts()).toEqual(before);
    expect(await readDataVersion("catalog")).toBe(version + 1);
  });

  it("links every NDC of a dose to the dose's representative NDC and stores both locales' labels", async () => {
    const dose = fixture.medications[0]!.doses[0]!;
    const row = await db.dose.findFirstOrThrow({ where: { ndc: dose.ndc } });
    expect(row.label).not.toBe(row.labelEs);
    for (const ndc of dose.ndcs) expect((await db.ndc.findUniqueOrThrow({ where: { ndc } })).doseNdc).toBe(dose.ndc);
  });
});

describe("importNadacWeekly", () => {
  const file = path.join(import.meta.dirname, "fixtures/nadac-weekly-official.csv");

  it("updates known NDCs to their newest weekly cost, adds unknown ones and reports malformed rows", async () => {
    const summary = await importNadacWeekly({ file });
    expect(summary.rejected.length).toBeGreaterThanOrEqual(3);
    for (const r of summary.rejected) expect(r.reason).toMatch(/\w/);
    expect(summary.counts.ndcsUpdated + summary.counts.ndcsAdded).toBeGreaterThan(0);
    const lipitor = await db.ndc.findUniqueOrThrow({ where: { ndc: "00071015523" } });
    expect(lipitor).toMatchObject({ nadacPerUnit: 12.80001, nadacDate: "2025-01-22", pricingUnit: "EA" });
    // A known NDC keeps its RxNorm name: the weekly file's capitals describe the package, not the drug.
    expect(lipitor.description).toBe(fixture.ndcs.find((n) => n.ndc === "00071015523")?.description);
    const month = await db.nadacPrice.findUniqueOrThrow({
      where: { ndc_month: { ndc: "00071015523", month: "2025-01" } },
    });
    expect(month.perUnit).toBe(12.80001);
  });

  it("is idempotent", async () => {
    const before = await counts();
    const again = await importNadacWeekly({ file });
    expect(again.counts.ndcsAdded).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
