import { describe, expect, it } from "vitest";
import { newestPartDYear, parsePartDSpendingByDrug } from "./parse-dispensing";
import {
  COURSE_COUNTS,
  countFill,
  regimenCourseOf,
  courseOf,
  daysPerFillOf,
  indexUsualFills,
  isAcute,
  isCourseMolecule,
  isSpacedRhythm,
  packageFill,
  readFillRhythm,
  spacedRateOf,
} from "./usual-fills";

const CSV = `YEAR,Product_Name,Generic_Name,Brand_vs_Generic,Total_Claims,Total_Dosage_Units,n_manufacturer_rows,units_per_claim
2017,Alendronate Sodium,Alendronate Sodium,Generic,7392924,60460335.0,10,8.18
2023,Alendronate Sodium,Alendronate Sodium,Generic,8212229.0,87832694.73,10,10.7
2023,Metformin HCl,Metformin HCl,Generic,1,1,1,143.4
2023,Metformin HCl ER,Metformin HCl,Generic,1,1,1,136.44
2023,Metoprolol Succinate,Metoprolol Succinate,Generic,29629802.0,2331558381.0,24,78.69
2023,Metoprolol Tartrate*,Metoprolol Tartrate,Generic,16241737.0,1889941005.46,18,116.36
2023,Eliquis,Apixaban,Brand,1,1,1,75.59
2023,Ciprofloxacin,Ciprofloxacin,Generic,335,38470.0,1,114.84
2023,Ciprofloxacin HCl*,Ciprofloxacin HCl,Generic,6423478,96346976.1,1,15.0
2023,Broken,x,Generic,,1,1,
`;

describe("Part D units per claim", () => {
  it("reads the official layout, keeps each name's newest year and matches names across salts and release", async () => {
    const { records, rejected } = await parsePartDSpendingByDrug(CSV);
    expect(rejected).toHaveLength(1);
    const { unitsPerClaim } = indexUsualFills(newestPartDYear(records));
    expect(unitsPerClaim("alendronic acid", "immediate")).toBe(10.7); // 2023, not 2017
    expect(unitsPerClaim("metformin hydrochloride", "immediate")).toBe(143.4);
    expect(unitsPerClaim("metformin hydrochloride", "extended")).toBe(136.44);
    expect(unitsPerClaim("Eliquis", "extended")).toBe(75.59);
    expect(unitsPerClaim("atorvastatin", "immediate")).toBeNull();
    expect(unitsPerClaim("ciprofloxacin", "immediate")).toBe(15); // the most claimed of the salt variants
  });

  it("takes a salt's own row before the molecule's most claimed one (metoprolol tartrate is not the succinate)", async () => {
    const { unitsPerClaim } = indexUsualFills((await parsePartDSpendingByDrug(CSV)).records);
    expect(unitsPerClaim("metoprolol tartrate", "immediate")).toBe(116.36);
    expect(unitsPerClaim("metoprolol", "immediate")).toBe(78.69);
  });

  it("reads a once-daily tablet's claim as the median claim", async () => {
    const rows = [
      { brandName: "a", genericName: "a", claims: 10, unitsPerClaim: 5 },
      { brandName: "b", genericName: "b", claims: 60, unitsPerClaim: 72 },
      { brandName: "c", genericName: "c", claims: 30, unitsPerClaim: 150 },
    ];
    expect(indexUsualFills(rows).daysPerClaim).toBe(72);
  });
});

describe("the usual fill a pharmacist hands over", () => {
  const DAYS = 46; // national Medicaid: a once-daily tablet's mean fill

  it("tells a course from a chronic drug by Part D against Medicaid", () => {
    const chronic = 72.4 / DAYS;
    expect(isAcute(10.58, 9.85, chronic)).toBe(true); // oseltamivir
    expect(isAcute(7.51, 5.9, chronic)).toBe(true); // azithromycin
    expect(isAcute(116.36, 79.4, chronic)).toBe(false); // metoprolol tartrate
    expect(isAcute(10.7, 6.6, chronic)).toBe(false); // alendronate
    expect(isAcute(1177.5, 16.4, chronic)).toBeNull(); // metronidazole: Part D's row mixes a gel in
  });

  it("hands over a course as the course count nearest its mean fill, with its neighbours", () => {
    expect(countFill(9.85, DAYS, true)).toEqual({ kind: "course", counts: [7, 10, 14], defaultCount: 10 }); // oseltamivir
    expect(countFill(6.1, DAYS, true)).toEqual({ kind: "course", counts: [5, 6, 7], defaultCount: 6 }); // Z-Pak
    expect(countFill(1.1, DAYS, true)).toEqual({ kind: "single-dose", counts: [1], defaultCount: 1 });
    // Means of mixed courses, as prescribers write them (the old code handed over the rounded mean: 18, 24, 23, 16).
    expect(countFill(17.74, DAYS, true, true, true)).toEqual({
      kind: "course",
      counts: [14, 20, 28],
      defaultCount: 20,
    }); // amoxicillin 875 mg
    expect(countFill(23.7, DAYS, true, true, true).defaultCount).toBe(20); // cephalexin 500 mg: twice a day, 10 days
    expect(countFill(22.8, DAYS, true, true, true).defaultCount).toBe(20); // doxycycline 100 mg, not 21 (3 a day)
    expect(countFill(15.8, DAYS, true, true, true).defaultCount).toBe(14); // metronidazole 500 mg, 7 days
    expect(countFill(11.46, DAYS, false).defaultCount).toBe(10); // prednisone 20 mg: 2 a day for 5 days
    // Every course count is n doses a day for d days.
    for (const count of COURSE_COUNTS)
      expect([1, 2, 3, 4].some((n) => [1, 3, 5, 7, 10, 14].some((d) => n * d === count))).toBe(true);
    expect(courseOf(1.4)).toEqual({ kind: "single-dose", counts: [1], defaultCount: 1 });
    expect(courseOf(2)).toEqual({ kind: "course", counts: [2, 3], defaultCount: 2 });
    // A fill as long as a once-daily drug's is taken for good even when Part D and Medicaid agree.
    expect(countFill(60.4, DAYS, true)).toEqual({ kind: "daily", counts: [30, 60, 90], defaultCount: 30 });
  });

  it("hands over a course-only antibacterial's strength taken three or four times a day as a course (fourteenth pass)", () => {
    // Clindamycin: acute by its fills, Part D 2023 25.1 a claim; its 150 mg capsule 42.4 a fill (every 6 to 8 hours).
    expect(isCourseMolecule(true, true, 25.1)).toBe(true);
    expect(countFill(42.4, 30, true, true, true, false, true)).toEqual({ kind: "course", counts: [40, 42, 56], defaultCount: 42 }); // prettier-ignore
    expect(countFill(42.4, 30, true, true, true)).toMatchObject({ kind: "daily", defaultCount: 30 }); // the old reading
    // Past four a day for two weeks it is a month (doxycycline 20 mg, 63.7 a fill: twice a day for months).
    expect(countFill(63.7, 32.4, true, true, true, false, true)).toMatchObject({ kind: "twice-daily", defaultCount: 60 }); // prettier-ignore
    // A Part D claim past a course (minocycline 52.1: acne), acute only by the stems' fallback, or no antibacterial.
    expect(isCourseMolecule(true, true, 52.1)).toBe(false);
    expect(isCourseMolecule(null, true, 5.3)).toBe(false); // erythromycin: Part D's row mixes an ointment in
    expect(isCourseMolecule(true, false, 10.6)).toBe(false); // oseltamivir: its courses are read by LONGEST_COURSE
  });

  it("hands over a chronic drug in day multiples at the frequency the fill implies", () => {
    expect(countFill(47, DAYS, false)).toEqual({ kind: "daily", counts: [30, 60, 90], defaultCount: 30 });
    expect(countFill(79.4, DAYS, false)).toEqual({ kind: "twice-daily", counts: [60, 120, 180], defaultCount: 60 });
    expect(countFill(5.7, DAYS, false)).toEqual({ kind: "weekly", counts: [4, 12], defaultCount: 4 }); // vitamin D2
    expect(countFill(1.3, DAYS, false)).toEqual({ kind: "monthly", counts: [1, 3], defaultCount: 1 });
    // Prednisone 20 mg: 11.5 a fill, 7.5 a month, is bursts of a drug also taken daily: a course.
    expect(countFill(11.5, DAYS, false)).toEqual({ kind: "course", counts: [7, 10, 14], defaultCount: 10 });
    // A mean a little under a month is a month's supply: a brand daily drug (Rexulti 1 mg, 27.9 a fill) and one taken
    // in spells and for good (valacyclovir 1 g, 24.2) are filled 30/60/90, not "28" or "24".
    for (const fill of [27.9, 24.2, 30])
      expect(countFill(fill, DAYS, false)).toEqual({ kind: "daily", counts: [30, 60, 90], defaultCount: 30 });
    // Part D's 90-day-heavy claims read with Part D's own once-daily claim: cetirizine's 72 is 30 a month, not 90.
    expect(countFill(72, 72, false).defaultCount).toBe(30);
  });

  it("reads a drug's own days per Medicaid fill from its Part D claim against its Medicaid prescription", () => {
    expect(daysPerFillOf(1, DAYS, 72.4)).toBe(30); // filled a month at a time in both programs
    expect(daysPerFillOf(0.8, DAYS, 72.4)).toBe(30);
    expect(daysPerFillOf(72.4 / DAYS, DAYS, 72.4)).toBeCloseTo(DAYS); // like the median once-daily tablet
    expect(daysPerFillOf(2, DAYS, 72.4)).toBe(DAYS);
    expect(daysPerFillOf(null, DAYS, 72.4)).toBe(DAYS);
    expect(daysPerFillOf(5, DAYS, 72.4)).toBe(DAYS); // a Part D row mixing forms says nothing
    const between = daysPerFillOf(1.3, DAYS, 72.4);
    expect(between).toBeGreaterThan(30);
    expect(between).toBeLessThan(DAYS);
    // Clonazepam 0.5 mg: 48.5 a prescription; the molecule 49.8, Part D 55.5 a claim: 30-day fills of twice a day
    // (60), not 32 a month (30).
    const clonazepam = readFillRhythm(55.5, 49.8, 72.4, DAYS);
    expect(countFill(48.5, clonazepam.daysPerFill, clonazepam.acute!).defaultCount).toBe(60);
    expect(countFill(48.5, DAYS, false).defaultCount).toBe(30); // the old reading
  });

  it("hands over whole devices and cartons, and a bottle or tube near the usual fill", () => {
    expect(packageFill(9.8 / 8.5, [1, 2, 3], true)).toEqual({ counts: [1, 2, 3], defaultCount: 1 }); // inhaler
    expect(packageFill(1.02, [1, 2, 4], true)).toEqual({ counts: [1, 2, 4], defaultCount: 1 }); // 3-monthly syringe
    expect(packageFill(6, [2.5, 5, 10, 15], false)).toEqual({ counts: [2.5, 5, 10, 15], defaultCount: 5 });
    expect(packageFill(0.2, [16, 32], false)).toEqual({ counts: [0.2, 16, 32], defaultCount: 0.2 });
  });

  it("tells a weekly or monthly molecule from a burst of a daily one", () => {
    const rows = (...r: [number, number][]) => r.map(([prescriptions, perMonth]) => ({ prescriptions, perMonth }));
    // Alendronate: the 35 and 70 mg strengths (under 6 a month) hold most prescriptions; Part D 10.7 a claim.
    expect(isSpacedRhythm(rows([11_886, 27], [53_038, 3.5], [617_066, 4]), 10.7)).toBe(true);
    expect(isSpacedRhythm(rows([8_105_458, 3.6]), null)).toBe(true); // ergocalciferol 50,000 units
    // Prednisone: 50 mg (5.5 a fill) is 6% of prescriptions, the rest daily or courses; Part D 34.9 a claim.
    const prednisone = rows([699_376, 27], [1_538_335, 17], [3_372_172, 7.5], [394_019, 3.6]);
    expect(isSpacedRhythm(prednisone, 34.9)).toBe(false);
    expect(isSpacedRhythm(rows([19_082, 5.9], [497, 9.4]), 13.35)).toBe(false); // tinidazole: Part D holds a course
  });

  it("hands over a burst of a daily drug as its count, a weekly drug by the week", () => {
    expect(countFill(5.2, DAYS, false, false)).toEqual({ kind: "course", counts: [4, 5, 6], defaultCount: 5 }); // dexamethasone 6 mg
    expect(countFill(5.2, DAYS, false, true)).toEqual({ kind: "weekly", counts: [4, 12], defaultCount: 4 }); // alendronate
  });
});

describe("spacedRateOf (eleventh pass)", () => {
  const rows = (...r: [number, number][]) => r.map(([prescriptions, perMonth]) => ({ prescriptions, perMonth }));
  it("reads a molecule whose spaced fills are a tablet or two as monthly, and its weekly-rate strength as a course", () => {
    // National Medicaid (~2024): fluconazole 150 mg 3.08 M prescriptions at 1.95 a fill, 100 mg 0.22 M at 8.33 (46 days).
    expect(spacedRateOf(rows([3_079_198, 1.27], [216_965, 5.43], [298_795, 8.3]))).toBe("monthly");
    // Aprepitant 40 mg 8,774 at 2.12; 80 mg 2,844 at 5.8; 125 mg 1,133 at 8.04.
    expect(spacedRateOf(rows([8_774, 1.38], [2_844, 3.78], [1_133, 5.24]))).toBe("monthly");
    // Alendronate 35 and 70 mg weekly, with its daily 10 mg.
    expect(spacedRateOf(rows([53_038, 3.5], [617_066, 4], [11_886, 27]))).toBe("weekly");
    expect(spacedRateOf(rows([11_886, 27]))).toBeNull();
    expect(countFill(8.33, 46, false, true, false, true)).toMatchObject({ kind: "course", defaultCount: 7 });
    expect(countFill(1.95, 46, false, true, false, true)).toMatchObject({ kind: "monthly", defaultCount: 1 });
    expect(countFill(46, 46, false, true, false, true)).toMatchObject({ kind: "daily", defaultCount: 30 });
  });
});

describe("regimenCourseOf (nineteenth pass)", () => {
  it("reads a regimen's fill or claim as its whole course, not a month", () => {
    expect(regimenCourseOf(134.2).defaultCount).toBe(120); // Pylera's generic: 3 four times a day for 10 days
    expect(regimenCourseOf(125.5).defaultCount).toBe(120); // Pylera's Part D claim
    expect(regimenCourseOf(167.7)).toEqual({ kind: "course", counts: [160, 168, 224], defaultCount: 168 }); // Talicia
  });
});
