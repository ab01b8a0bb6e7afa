import { describe, expect, it } from "vitest";
import { buildFixtureCatalog } from "./fixtures/build-fixture-catalog";
import { indexUsualFills } from "./usual-fills";

describe("buildCatalog on the fixture excerpts", async () => {
  const catalog = await buildFixtureCatalog();
  const bySlug = new Map(catalog.medications.map((m) => [m.slug, m]));

  it("makes one medication per generic name and per brand name, generics first", () => {
    expect(catalog.medications.map((m) => [m.slug, m.name, m.generic, m.isBrand])).toEqual([
      ["amoxicillin", "amoxicillin", "amoxicillin", false],
      ["atorvastatin", "atorvastatin", "atorvastatin", false],
      ["epipen", "Epipen", "epinephrine", true],
      ["lipitor", "Lipitor", "atorvastatin", true],
      ["ventolin", "Ventolin", "albuterol", true],
    ]);
  });

  it("pairs Lipitor with atorvastatin and leaves brands without a priced generic at null", () => {
    expect(bySlug.get("lipitor")).toMatchObject({ genericSlug: "atorvastatin", brandSlugs: [] });
    expect(bySlug.get("atorvastatin")).toMatchObject({ genericSlug: "atorvastatin", brandSlugs: ["lipitor"] });
    expect(bySlug.get("ventolin")?.genericSlug).toBeNull();
    expect(bySlug.get("epipen")?.genericSlug).toBeNull();
  });

  it("builds one dose per strength and form, represented by the NDC with the most price points", () => {
    const atorvastatin = bySlug.get("atorvastatin")!;
    expect(atorvastatin.doses.map((d) => [d.label, d.ndc, d.ndcs])).toEqual([
      ["10 mg tablet", "00378395005", ["00378395005", "00378395077", "00093505610"]],
      ["20 mg tablet", "00378395105", ["00378395105"]],
      ["40 mg tablet", "00378395205", ["00378395205"]],
    ]);
    expect(atorvastatin.defaultDose).toBe("00378395005");
    expect(atorvastatin.doses[0]).toMatchObject({
      rxcui: "617312",
      strength: "10 mg",
      doseForm: "tablet",
      unitKey: "tablet",
      baseValue: "1",
      package: false,
      quantities: [
        { value: "30", unitCount: 30 },
        { value: "60", unitCount: 60 },
        { value: "90", unitCount: 90 },
      ],
      defaultQuantity: "30",
      program: false,
      nadacPerUnit: 0.02457,
      pricingUnit: "EA",
    });
  });

  it("derives quantities per form: antibiotic courses, bottles, canisters, auto-injector cartons", () => {
    const amoxicillin = bySlug.get("amoxicillin")!;
    expect(amoxicillin.doses.map((d) => [d.label, d.defaultQuantity])).toEqual([
      ["500 mg capsule", "20"],
      ["400 mg/5 mL oral suspension", "100"], // an antibiotic course: bottles of 50-200 mL, never the pint
    ]);
    // Ventolin HFA's label states an 18 g canister of 200 puffs (package-sizes.ts): whole canisters, priced per g.
    expect(bySlug.get("ventolin")?.doses[0]).toMatchObject({
      label: "90 mcg inhaler (200 puffs)",
      unitKey: "inhaler",
      baseValue: "18",
      package: true,
      defaultQuantity: "18",
      pricingUnit: "GM",
    });
    expect(bySlug.get("epipen")?.doses[0]).toMatchObject({
      label: "0.3 mg/0.3 mL auto-injector",
      unitKey: "auto-injector",
      package: true,
      defaultQuantity: "2",
    });
  });

  it("sizes a device by its own brand's Part D row, never by the ingredient's mixed generic row", async () => {
    const row = (brandName: string, genericName: string, unitsPerClaim: number) => ({
      brandName,
      genericName,
      claims: 1000,
      unitsPerClaim,
    });
    const withPartD = await buildFixtureCatalog(
      indexUsualFills([
        row("Albuterol Sulfate*", "Albuterol Sulfate", 115.96), // tablets, nebuliser mL and inhaler g together
        row("Ventolin HFA", "Albuterol Sulfate", 40.1), // two 18 g canisters a claim
        row("Epinephrine", "Epinephrine", 1.2),
      ]),
    );
    const ventolin = withPartD.medications.find((m) => m.slug === "ventolin")!.doses[0]!;
    expect(ventolin.quantities.map((q) => q.value)).toEqual(["18", "36", "54"]);
    expect(ventolin.defaultQuantity).toBe("36"); // the generic row (116 units) would be ignored and give one
    // Epipen has no row of its own: the carton of two, not the generic epinephrine row.
    expect(withPartD.medications.find((m) => m.slug === "epipen")!.doses[0]!.defaultQuantity).toBe("2");
  });

  it("leaves out discontinued NDCs and packs, with the reason counted", () => {
    const ndcs = catalog.ndcs.map((n) => n.ndc);
    expect(ndcs).not.toContain("00378395007");
    expect(ndcs).not.toContain("00009005604");
    expect(ndcs).toHaveLength(11);
    expect(catalog.excluded).toEqual(
      new Map([
        ["no NADAC rate since 2024-05-19 (left the market)", 1],
        ["not an RxNorm drug name (kits, packs not in RxNorm's pack file, NADAC-only descriptions)", 1],
      ]),
    );
  });

  it("keeps a monthly history for each representative NDC", () => {
    expect(Object.keys(catalog.history)).toHaveLength(9);
    expect(catalog.history["00378395005"]).toEqual([
      ["2024-08", 0.0301],
      ["2024-09", 0.02899],
      ["2024-10", 0.02777],
      ["2025-01", 0.02899],
      ["2025-11", 0.02457],
    ]);
    // No history file for amoxicillin: the current rate stands alone.
    expect(catalog.history["00093310905"]).toEqual([["2025-11", 0.08974]]);
  });
});
