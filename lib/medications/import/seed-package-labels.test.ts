// Whole-catalog checks of the twenty-fourth pass (prisma/seed/README.md, "Twenty-fourth pass: the packages the NDC
// directory lists"): a dose whose package a label row gives (carton-sizes.ts, labelled-bottles.ts) is offered and
// defaulted in whole packages of it, and the rows this pass added or corrected cite the NDC directory's package
// descriptions. The cases are written from the products' package listings and labels, not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measurePackageLabels } from "./measure-package-labels";
import { readCatalogSeed } from "./read-catalog-seed";
import { readNadacDescriptions } from "./read-catalog-sources";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);
const amounts = (slug: string, label: string) => doseOf(slug, label).quantities.map((q) => Number(q.value));
const defaultOf = (slug: string, label: string) => Number(doseOf(slug, label).defaultQuantity);

// [slug, dose label, the offered amounts (pricing units), the default, the listing's words]
const PACKAGES: [string, string, number[], number, string][] = [
  // Nicotine patches: OTC cartons of 14 (7 and 28 too), never the form's month of 30.
  ["nicotine", "21 mg/24 hr patch", [14, 28, 42], 14, "NicoDerm CQ step 1 and generics: 14 PATCH in 1 CARTON (43598-448-74)"], // prettier-ignore
  ["nicotine", "14 mg/24 hr patch", [14, 28, 42], 14, "step 2: 14 PATCH in 1 CARTON (63868-734-14)"],
  ["nicotine", "7 mg/24 hr patch", [14, 28, 42], 14, "step 3: cartons of 14, as steps 1 and 2"],
  // Long-acting nebulizer vials, one twice a day: the carton of 60 (30 too) for the generic as for its brand.
  ["arformoterol", "7.5 mcg/mL nebulizer solution", [120, 240, 360], 120, "arformoterol 15 mcg/2 mL: 60 POUCH in 1 CARTON (70748-175-60), one vial twice daily"], // prettier-ignore
  ["brovana", "7.5 mcg/mL nebulizer solution", [120, 240, 360], 120, "Brovana: cartons of 30 or 60 vials, one vial twice daily"], // prettier-ignore
  ["formoterol-fumarate", "10 mcg/mL nebulizer solution", [120, 240, 360], 120, "formoterol 20 mcg/2 mL: 60 POUCH in 1 CARTON (0093-4061-06)"], // prettier-ignore
  [
    "perforomist",
    "10 mcg/mL nebulizer solution",
    [120, 240, 360],
    120,
    "Perforomist: 60 vials of 2 mL, one twice daily",
  ],
  // Vials no NADAC description states, in the cartons the directory lists.
  ["yupelri", "58.3 mcg/mL nebulizer solution", [90, 180, 270], 90, "Yupelri 175 mcg/3 mL: 30 POUCH in 1 CARTON (49502-806-93), once daily"], // prettier-ignore
  ["levalbuterol", "2.5 mg/mL nebulizer solution", [15, 30, 45], 15, "levalbuterol concentrate 1.25 mg/0.5 mL: 30 POUCH in 1 CARTON (65862-942-03)"], // prettier-ignore
  ["ipratropium-bromide", "0.2 mg/mL nebulizer solution", [62.5, 75, 150], 75, "ipratropium 0.02%: 2.5 mL vials, cartons of 25 and 30 (64980-640-02, -03)"], // prettier-ignore
  // Levalbuterol's 3 mL vials: 25 (Amneal, Mylan) and 30 (Teva, Ritedose) a carton, not Xopenex's 24 alone.
  ["levalbuterol", "0.21 mg/mL nebulizer solution", [75, 90, 180], 90, "levalbuterol 0.63 mg/3 mL: 6 POUCH of 5 VIAL in 1 CARTON (0093-4146-56)"], // prettier-ignore
  // Nasal sprays whose bottle the directory states by volume.
  ["flunisolide", "25 mcg nasal spray", [25, 50, 75], 25, "flunisolide 0.025%: 25 mL in 1 BOTTLE, PUMP (24208-344-25)"],
  ["desmopressin-acetate", "10 mcg nasal spray", [5, 10, 15], 5, "desmopressin 0.01% nasal spray: 5 mL in 1 BOTTLE, PUMP (68682-342-05)"], // prettier-ignore
  [
    "nicotrol",
    "500 mcg nasal spray",
    [40, 80, 120],
    40,
    "Nicotrol NS: 4 BOTTLE, SPRAY in 1 BOX / 10 mL (0009-5401-01)",
  ],
  // Guards that hold before and after: cartons and bottles already counted so.
  ["tobramycin", "60 mg/mL nebulizer solution", [280, 560, 840], 280, "TOBI: 56 AMPULE in 1 CARTON (65162-914-46), a 28-day cycle"], // prettier-ignore
  ["narcan", "4 mg nasal spray", [2, 4, 6], 2, "Narcan: 2 VIAL, SINGLE-DOSE in 1 CARTON (69547-627-02)"],
  ["midazolam", "10 mg/5 mL oral solution", [118, 236, 354], 118, "midazolam syrup 2 mg/mL: 118 mL in 1 BOTTLE (0054-3566-99)"], // prettier-ignore
];

describe("doses in whole packages the NDC directory lists", () => {
  for (const [slug, label, offered, byDefault, words] of PACKAGES)
    it(`offers ${slug} ${label} as ${offered.join("/")} (${words})`, () => {
      expect(amounts(slug, label)).toEqual(offered);
      expect(defaultOf(slug, label)).toBe(byDefault);
    });
});

describe("whole seed", () => {
  it("offers every long-acting twice-daily nebulizer vial as its brand is: the same amounts and default", () => {
    for (const [generic, brand, label] of [
      ["arformoterol", "brovana", "7.5 mcg/mL nebulizer solution"],
      ["formoterol-fumarate", "perforomist", "10 mcg/mL nebulizer solution"],
    ]) {
      expect(amounts(generic!, label!)).toEqual(amounts(brand!, label!));
      expect(defaultOf(generic!, label!)).toBe(defaultOf(brand!, label!));
    }
  });
  it("offers no patch of 24 hours' wear sold over the counter in cartons (nicotine) by the form's month of 30", () => {
    const found = seed.medications
      .filter((m) => m.generic === "nicotine")
      .flatMap((m) => m.doses.filter((d) => d.doseForm === "patch" && d.quantities.some((q) => q.unitCount % 30 === 0)))
      .map((d) => d.label);
    expect(found).toEqual([]);
  });
});

const DATA = "../shared/data/drugs";
describe.runIf(existsSync(DATA))("against the NADAC descriptions (whole catalog)", async () => {
  const { findings, labelled } = measurePackageLabels(seed.medications, await readNadacDescriptions(DATA));
  const of = (cls: string) => findings.filter((f) => f.cls === cls).map((f) => `${f.slug} ${f.dose}`);
  it("offers every dose a label row counts in whole packages of it", () => {
    expect(labelled).toBeGreaterThanOrEqual(90);
    expect(of("label-off")).toEqual([]);
  });
});
