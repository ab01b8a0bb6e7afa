// Whole-catalog checks of the twelfth pass (prisma/seed/README.md, "Twelfth pass: package units"): measured vials are
// sold whole, a single-dose device is counted by its product's carton, a measured injection no file states or fills
// does not default to 10 mL, and a suppository, insert or inhalation capsule known by its brand's Part D claim alone is
// counted at a day's rhythm. Cases are written from labels and Part D 2023 brand rows, not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FORM_KINDS } from "./dose-forms";
import { measurePackageUnits } from "./measure-package-units";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedDoseOf } from "../../../test-support/seed-dose-of";
import { readNadacDescriptions } from "./read-catalog-sources";
import { readDispensingSources } from "./read-dispensing-sources";
import { indexUsualFills } from "./usual-fills";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const doses = seed.medications.flatMap((m) => m.doses.map((d) => ({ m, d })));

function doseOf(slug: string, label: string) {
  const { unitKey, baseValue, defaultCount } = seedDoseOf(seed, slug, label);
  return { unitKey, baseValue, defaultCount };
}

describe("package units, over the whole catalog", () => {
  const NO_FILLS = { ofNdcs: () => null };
  const NO_CLAIMS = { unitsPerClaim: () => null };

  it("counts no single-dose pen by one where its product's other strengths come by the carton (3 before)", () => {
    const split = measurePackageUnits(seed.medications, NO_FILLS, NO_CLAIMS, () => []).flags.filter(
      (f) => f.kind === "carton-split",
    );
    expect(split.map((f) => `${f.slug} ${f.dose}`)).toEqual([]);
  });

  it("defaults no measured injection whose vial nothing states and no file fills past 2 mL (26 at 10 mL before)", () => {
    const unstated = doses.filter(
      ({ d }) => FORM_KINDS[d.doseForm] === "injection" && d.unitKey === "mL" && d.dispensed === null,
    );
    expect(unstated.length).toBeGreaterThan(0);
    expect(unstated.filter(({ d }) => Number(d.defaultQuantity) > 2).map(({ m, d }) => `${m.slug} ${d.label}`)).toEqual([]); // prettier-ignore
  });

  // [slug, dose label, unit, pricing units a unit, default count, source]
  const CASES: [string, string, string, number, number, string][] = [
    ["procrit", "20,000 units/mL injection", "vial", 1, 1, "label: a 1 mL vial; 10 mL ($5,188) before"],
    ["testosterone-enanthate", "200 mg/mL injection", "vial", 5, 1, "label: 5 mL multiple-dose vial"],
    ["delestrogen", "20 mg/mL injection", "vial", 5, 1, "label: 5 mL multiple-dose vials; 7 mL before"],
    ["estradiol-valerate", "40 mg/mL injection", "vial", 5, 1, "5 mL multiple-dose vial"],
    ["depo-testosterone", "100 mg/mL injection", "vial", 10, 1, "label: 10 mL vials; Alaska 10.0 mL a fill"],
    ["octreotide", "0.2 mg/mL injection", "vial", 5, 1, "1,000 mcg/5 mL multiple-dose vial"],
    ["naloxone-hydrochloride", "0.4 mg/mL injection", "vial", 10, 1, "10 mL multiple-dose vial"],
    ["enoxaparin-sodium", "100 mg/mL injection", "vial", 3, 1, "Lovenox label: 300 mg/3 mL multiple-dose vial"],
    ["fluphenazine-decanoate", "25 mg/mL injection", "vial", 5, 1, "5 mL vial; Alaska 5.0 mL a fill"],
    ["haloperidol-decanoate", "100 mg/mL injection", "vial", 5, 1, "500 mg/5 mL multiple-dose vial"],
    ["gentamicin", "40 mg/mL injection", "vial", 2, 3, "80 mg/2 mL vials; Alaska 5.5 mL a fill"],
    ["midazolam", "1 mg/mL injection", "vial", 2, 1, "2 mg/2 mL vial; Alaska 2.2 mL a fill"],
    ["wegovy", "0.25 mg/0.5 mL auto-injector", "box-of-4-pens", 2, 1, "label: cartons of 4 pens"],
    ["wegovy", "2.4 mg/0.75 mL auto-injector", "box-of-4-pens", 3, 1, "label: cartons of 4; 2 pens before"],
    ["zepbound", "2.5 mg/0.5 mL auto-injector", "box-of-4-pens", 2, 1, "label: cartons of 4; 1 pen before"],
    ["zepbound", "10 mg/0.5 mL auto-injector", "box-of-4-pens", 2, 1, "label: cartons of 4; 2 pens before"],
    ["zepbound", "12.5 mg/0.5 mL auto-injector", "box-of-4-pens", 2, 1, "label: cartons of 4; 1 pen before"],
    // Single-use units known by their brand's Part D 2023 claim alone, at a day's rhythm (labels' dosing).
    ["canasa", "1000 mg suppository", "suppository", 1, 30, "label: one at bedtime; Part D 42.1; 12 before"],
    ["intrarosa", "6.5 mg vaginal insert", "insert", 1, 30, "label: one at bedtime; Part D 41.4; 8 before"],
    ["endometrin", "100 mg vaginal insert", "insert", 1, 30, "label: two or three a day; Part D 42.3; 8 before"],
    ["afrezza", "4 units inhalation powder capsule", "capsule", 1, 120, "label: at each meal; Part D 214.5"],
    // A 3-day course of 3 ovules, its label's box (twenty-third pass; 8, the form's box, before).
    ["cleocin", "100 mg vaginal insert", "insert", 1, 3, "label: 3 ovules, one at bedtime for 3 days; Part D 4.9"],
  ];
  for (const [slug, label, unit, mL, count, source] of CASES)
    it(`${slug} ${label}: ${count} ${unit}, ${mL} pricing units each (${source})`, () => {
      expect(doseOf(slug, label)).toEqual({ unitKey: unit, baseValue: mL, defaultCount: count });
    });
});

const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`))("measured vials, against NADAC's descriptions", () => {
  it("sells whole every vial NADAC's descriptions or its sibling strengths state (29 doses before)", async () => {
    const { dispensing, partD } = await readDispensingSources(DATA);
    const measure = measurePackageUnits(seed.medications, dispensing, indexUsualFills(partD), await readNadacDescriptions(DATA)); // prettier-ignore
    expect(measure.flags.filter((f) => f.kind === "not-whole-vials").map((f) => `${f.slug} ${f.dose}`)).toEqual([]);
    // Vials filled by the dose (fills under half the vial: Kenalog-40's 10 mL vial, 1.1 mL a fill) stay by the mL.
    expect(measure.byTheDose).toBe(10);
  }, 120_000);
});
