import { describe, expect, it } from "vitest";
import { indexDispensing } from "./index-dispensing";
import { classifyFill, measureDispensingFit } from "./measure-dispensing-fit";
import { indexUsualFills } from "./usual-fills";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

const dose = (ndc: string, counts: number[], defaultCount: number, over: Partial<CatalogDose> = {}): CatalogDose => ({
  ndc,
  rxcui: "1",
  strength: ndc,
  doseForm: "tablet",
  qualifier: null,
  duration: null,
  unitContent: null,
  label: `${ndc} tablet`,
  unitKey: "tablet",
  baseValue: "1",
  package: false,
  quantities: counts.map((c) => ({ value: String(c), unitCount: c })),
  defaultQuantity: String(defaultCount),
  program: false,
  nadacPerUnit: 0.1,
  pricingUnit: "EA",
  pricingUnitSource: "cms",
  nadacDate: "2026-04-08",
  ndcs: [ndc],
  dispensed: null,
  ...over,
});

describe("measuring a catalog against what is dispensed", () => {
  it("reads the kind of fill from a dose's quantities", () => {
    expect(classifyFill(dose("a", [30, 60, 90], 30))).toBe("daily");
    expect(classifyFill(dose("a", [60, 180], 60))).toBe("twice-daily");
    expect(classifyFill(dose("a", [4, 12], 4))).toBe("weekly");
    expect(classifyFill(dose("a", [1, 3], 1))).toBe("monthly");
    expect(classifyFill(dose("a", [10], 10))).toBe("course");
    expect(classifyFill(dose("a", [1], 1))).toBe("single-dose");
    expect(classifyFill(dose("a", [1, 2, 3], 1, { package: true, unitKey: "inhaler" }))).toBe("device");
    expect(classifyFill(dose("a", [1, 2, 3], 1, { package: true, unitKey: "box-of-5-pens" }))).toBe("pack");
  });

  it("counts defaults that are the most dispensed dose and quantities within a week of the usual fill", () => {
    const dispensing = indexDispensing(
      [
        { ndc: "11111111101", prescriptions: 1000, units: 46_000 }, // 10 mg: most dispensed, 46 a fill
        { ndc: "22222222201", prescriptions: 10, units: 460 },
      ],
      [],
    );
    const medication = (defaultDose: string, defaultCount: number): CatalogMedication => ({
      slug: "x",
      name: "x",
      generic: "x",
      isBrand: false,
      genericSlug: "x",
      dispensed: null,
      brandSlugs: [],
      defaultDose,
      doses: [dose("11111111101", [30, 60, 90], defaultCount), dose("22222222201", [30, 60, 90], 30)],
      rxcuis: [],
      aliases: [],
      aliasDoses: {},
    });
    const fills = indexUsualFills([]);
    const right = measureDispensingFit([medication("11111111101", 30)], dispensing, fills);
    expect(right).toMatchObject({ withEvidence: 1, defaultIsMostDispensed: 1, quantityWithinFill: 1 });
    const wrong = measureDispensingFit([medication("22222222201", 90)], dispensing, fills);
    expect(wrong).toMatchObject({ withEvidence: 1, defaultIsMostDispensed: 0 });
    expect(measureDispensingFit([medication("11111111101", 90)], dispensing, fills).quantityWithinFill).toBe(0);
  });

  it("measures a course against its mean count and lists every misfit with what it read", () => {
    // Amoxicillin 875 mg: 17.7 a prescription, the same in Part D (an acute drug): a course of 20 fits its mean.
    const dispensing = indexDispensing(
      [
        { ndc: "11111111101", prescriptions: 1000, units: 17_700 },
        { ndc: "33333333301", prescriptions: 5000, units: 230_000 }, // other drugs: the once-daily fill is 46
      ],
      [],
    );
    const fills = indexUsualFills([{ brandName: "amoxicillin", genericName: "amoxicillin", claims: 10, unitsPerClaim: 17.7 }]); // prettier-ignore
    const amoxicillin = (defaultCount: number, counts: number[]): CatalogMedication => ({
      slug: "amoxicillin",
      name: "amoxicillin",
      generic: "amoxicillin",
      isBrand: false,
      genericSlug: "amoxicillin",
      dispensed: null,
      brandSlugs: [],
      defaultDose: "11111111101",
      doses: [dose("11111111101", counts, defaultCount)],
      rxcuis: [],
      aliases: [],
      aliasDoses: {},
    });
    expect(measureDispensingFit([amoxicillin(20, [14, 20, 28])], dispensing, fills)).toMatchObject({
      quantityWithinFill: 1,
      misfits: [],
    });
    const month = measureDispensingFit([amoxicillin(30, [30, 60, 90])], dispensing, fills);
    expect(month.quantityWithinFill).toBe(0);
    expect(month.misfits).toEqual([
      expect.objectContaining({ slug: "amoxicillin", defaultCount: 30, counts: [30, 60, 90], usualFill: 17.7, course: true }), // prettier-ignore
    ]);
  });
});
