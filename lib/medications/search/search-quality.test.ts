// The search table: real patient queries against the catalog built from the committed seed, exactly as the server
// builds it from the seeded database, answered by the domain's search (findMedications). Each query's expected
// medication must come first, with the expected dose form when the row names one; the rank-1 and top-3 hit rates and
// the count of queries whose first answer is a different medication are printed for the record
// (prisma/seed/README.md, search).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogSeed } from "../import/read-catalog-seed";
import type { CatalogMedication } from "../catalog-types";
import { MedicationSearchIndex } from "./medication-search-index";
import { searchEntryOf } from "./search-entries";
import { findMedications, groupVersions, type SearchCatalog } from "./find-medications";
import * as QUERIES from "./search-queries";
import type { DoseRow, ExpectedFirst } from "./search-queries";

let catalog: SearchCatalog<CatalogMedication>;
let seed: Awaited<ReturnType<typeof readCatalogSeed>>;
beforeAll(async () => {
  seed = await readCatalogSeed();
  catalog = {
    index: new MedicationSearchIndex(seed.medications.map(searchEntryOf), seed.otherDrugNames),
    bySlug: new Map(seed.medications.map((m) => [m.slug, m])),
    versions: groupVersions(seed.medications),
  };
}, 60_000);

const tally = { rows: 0, first: 0, top3: 0, otherFirst: 0 };
afterAll(() => {
  const pct = (n: number) => `${((100 * n) / tally.rows).toFixed(1)}%`;
  console.log(
    `search table: ${tally.rows} queries, rank 1 ${pct(tally.first)}, top 3 ${pct(tally.top3)}, ` +
      `another medication first ${tally.otherFirst}`,
  );
});

type Answer = { slug: string; doseForm: string; label: string };
const accepts = (expected: ExpectedFirst, doseForm: string | undefined, label: string | undefined, hit?: Answer) =>
  hit !== undefined &&
  [expected].flat().includes(hit.slug) &&
  (doseForm === undefined || new RegExp(doseForm).test(hit.doseForm)) &&
  (label === undefined || new RegExp(label).test(hit.label));

for (const [table, rows] of Object.entries(QUERIES) as [string, DoseRow[]][]) {
  describe(table, () => {
    it.each(rows)("%s -> %j %s %s", (query, expected, doseForm, label) => {
      const answers: Answer[] = findMedications(catalog, query, 10).results.map(({ medication, askedDose }) => {
        const dose = medication.doses.find((d) => d.ndc === (askedDose ?? medication.defaultDose))!;
        return { slug: medication.slug, doseForm: dose.doseForm, label: dose.label };
      });
      tally.rows++;
      const none = expected === null && answers.length === 0;
      if (none || accepts(expected, doseForm, label, answers[0])) tally.first++;
      if (none || answers.slice(0, 3).some((a) => accepts(expected, doseForm, label, a))) tally.top3++;
      if (answers.length > 0 && ![expected].flat().includes(answers[0]!.slug)) tally.otherFirst++;
      if (expected === null) expect(answers.map((a) => a.slug)).toEqual([]);
      else {
        expect([expected].flat()).toContain(answers[0]?.slug);
        if (doseForm !== undefined) expect(answers[0]?.doseForm).toMatch(new RegExp(doseForm));
        if (label !== undefined) expect(answers[0]?.label).toMatch(new RegExp(label));
      }
    });
  });
}

describe("the seed's quantities", () => {
  it("default to one of each dose's own quantities", () => {
    const doses = seed.medications.flatMap((m) => m.doses);
    expect(doses.filter((d) => !d.quantities.some((q) => q.value === d.defaultQuantity))).toEqual([]);
  });

  it("follow the usual fill: weekly alendronate by 4, twice-daily Eliquis by 60, a Z-Pak of 6", () => {
    const defaultCount = (slug: string, label: string) => {
      const dose = seed.medications.find((m) => m.slug === slug)?.doses.find((d) => d.label === label);
      return dose?.quantities.find((q) => q.value === dose.defaultQuantity)?.unitCount;
    };
    expect(defaultCount("alendronate", "70 mg tablet")).toBe(4);
    expect(defaultCount("ibandronate", "150 mg tablet")).toBe(1);
    expect(defaultCount("eliquis", "5 mg tablet")).toBe(60);
    expect(defaultCount("azithromycin", "250 mg tablet")).toBe(6);
    // 500 mg: SDUD's median prescription holds 3.5 tablets (the 3-day Tri-Pak and 5-day courses): 4.
    expect(defaultCount("azithromycin", "500 mg tablet")).toBe(4);
  });

  it("count devices as they are sold: a box of five insulin pens, a 10 mL vial, Trulicity's four pens", () => {
    const dose = (slug: string, label: string) =>
      seed.medications.find((m) => m.slug === slug)?.doses.find((d) => d.label === label);
    const summary = (slug: string, label: string) => {
      const d = dose(slug, label);
      return d && { unitKey: d.unitKey, baseValue: d.baseValue, defaultQuantity: d.defaultQuantity };
    };
    expect(summary("lantus", "100 units/mL pen (3 mL)")).toEqual({
      unitKey: "box-of-5-pens",
      baseValue: "15",
      defaultQuantity: "15",
    });
    // Lantus vials: Alaska Medicaid dispenses 20 mL a prescription, two 10 mL vials.
    expect(summary("lantus", "100 units/mL injection")).toEqual({
      unitKey: "vial",
      baseValue: "10",
      defaultQuantity: "20",
    });
    expect(summary("ozempic", "4 mg/3 mL pen")).toEqual({ unitKey: "pen", baseValue: "3", defaultQuantity: "3" });
    expect(summary("trulicity", "1.5 mg/0.5 mL auto-injector")).toEqual({
      unitKey: "box-of-4-pens",
      baseValue: "2", // four 0.5 mL pens
      defaultQuantity: "2",
    });
    expect(summary("mounjaro", "10 mg/0.5 mL auto-injector")?.unitKey).toBe("box-of-4-pens");
    // The labelled packages: Toujeo SoloStar 3 x 1.5 mL, Max SoloStar 2 x 3 mL, Tresiba U-200 3 x 3 mL, Humalog
    // U-200 2 x 3 mL (one carton: Part D's 19 mL of U-100 is 1,900 units), Humulin R U-500's 20 mL vial.
    // Toujeo SoloStar: Alaska Medicaid dispenses about two cartons of three 1.5 mL pens a prescription.
    expect(summary("toujeo", "300 units/mL pen (1.5 mL)")).toEqual({
      unitKey: "box-of-3-pens",
      baseValue: "4.5",
      defaultQuantity: "9",
    });
    expect(summary("toujeo", "300 units/mL pen (3 mL)")?.unitKey).toBe("box-of-2-pens");
    expect(summary("tresiba", "200 units/mL pen (3 mL)")?.baseValue).toBe("9");
    // Humalog U-200: the evidence's usual fill is two cartons of two 3 mL pens.
    expect(summary("humalog", "200 units/mL pen (3 mL)")).toEqual({
      unitKey: "box-of-2-pens",
      baseValue: "6",
      defaultQuantity: "12",
    });
    expect(summary("humulin-r", "500 units/mL injection")).toEqual({
      unitKey: "vial",
      baseValue: "20",
      defaultQuantity: "20",
    });
    // Metered-dose inhalers are whole canisters of the labelled mass: Ventolin 18 g (Part D's 21.3 g a claim is one),
    // ProAir's authorized generic 8.5 g, Symbicort 10.2 g.
    expect(summary("ventolin", "90 mcg inhaler (200 puffs)")).toEqual({
      unitKey: "inhaler",
      baseValue: "18",
      defaultQuantity: "18",
    });
    expect(summary("albuterol", "90 mcg inhaler (200 puffs, 8.5 g)")?.baseValue).toBe("8.5");
    expect(summary("symbicort", "160 mcg-4.5 mcg inhaler (120 puffs)")?.baseValue).toBe("10.2");
  });

  it("count a contraceptive by the 28-day pack, in 1 or 3 packs", () => {
    const dose = seed.medications.find((m) => m.slug === "sprintec")?.doses[0];
    expect(dose).toMatchObject({ doseForm: "pack", unitKey: "pack", baseValue: "28", defaultQuantity: "28" });
    expect(dose?.quantities.map((q) => q.unitCount)).toEqual([1, 3]);
  });
});

// Every brand and generic name the catalog sells finds its own medication among the first three answers.
describe("every medication's own name", () => {
  it("finds the medication in the top 3", () => {
    const missed = seed.medications
      .filter((m) => {
        const answers = findMedications(catalog, m.name, 10).results.slice(0, 3);
        return !answers.some((a) => a.medication.slug === m.slug);
      })
      .map((m) => m.name);
    expect(missed).toEqual([]);
  }, 60_000);
});
