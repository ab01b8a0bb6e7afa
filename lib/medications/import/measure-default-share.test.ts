// The default's share of its medication's counted fills, and the class and rule of a default off the dose filled most.
import { describe, expect, it } from "vitest";
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import type { DispensingIndex } from "./index-dispensing";
import { classOf, linesOf, measureDefaultShare } from "./measure-default-share";
import type { PartDDrugYear } from "./parse-dispensing";

const dose = (label: string, doseForm: string, ndc: string, extra: Partial<CatalogDose> = {}) =>
  ({ label, doseForm, ndc, ndcs: [ndc], strength: label.split(" ")[0], qualifier: null, ...extra }) as unknown as CatalogDose; // prettier-ignore
const medication = (slug: string, name: string, generic: string, doses: CatalogDose[], defaultDose: string) =>
  ({ slug, name, generic, doses, defaultDose }) as unknown as CatalogMedication;
// Prescriptions per NDC (national scale) and the state's quarters per NDC.
const index = (rx: Record<string, number>, quarters: Record<string, number> = {}): DispensingIndex => ({
  alaskaScale: 1,
  daysPerRx: { national: 30, alaska: 30 },
  quartersOf: (ndcs) => ndcs.reduce((sum, n) => sum + (quarters[n] ?? 0), 0),
  ofNdcs: (ndcs) => {
    const total = ndcs.reduce((sum, n) => sum + (rx[n] ?? 0), 0);
    return total > 0 ? { prescriptions: total, unitsPerRx: 30, daysPerRx: 30, source: "national" } : null;
  },
});

describe("classOf", () => {
  it.each([
    ["strength", dose("10 mg tablet", "tablet", "1"), dose("20 mg tablet", "tablet", "2")],
    ["release", dose("5 mg tablet", "tablet", "1"), dose("10 mg extended-release tablet", "tablet-extended-release", "2")], // prettier-ignore
    ["liquid", dose("250 mg capsule", "capsule", "1"), dose("250 mg/5 mL oral solution", "oral-solution", "2")],
    ["route", dose("10 mg tablet", "tablet", "1"), dose("30 mg/mL injection", "injection", "2")],
    ["pack", dose("4 mg tablet", "tablet", "1"), dose("4 mg pack", "pack", "2")],
    ["form", dose("0.05% cream", "cream", "1"), dose("0.05% ointment", "ointment", "2")],
  ])("reads %s", (cls, def, top) => expect(classOf(def, top)).toBe(cls));
});

describe("measureDefaultShare", () => {
  const [a, b, c] = [dose("10 mg tablet", "tablet", "1"), dose("20 mg tablet", "tablet", "2"), dose("5 mg tablet", "tablet", "3")]; // prettier-ignore
  it("counts a default on the dose filled most, and its share", () => {
    const r = measureDefaultShare([medication("x", "x", "x", [a, b, c], "1")], index({ "1": 60, "2": 30, "3": 10 }));
    expect(r).toMatchObject({ counted: 1, onTop: 1, shares: { atLeastHalf: 1, underHalf: 0, none: 0 }, findings: [] });
  });
  it("finds a generic's default off the leader that no rule explains", () => {
    const r = measureDefaultShare([medication("x", "x", "x", [a, b, c], "3")], index({ "1": 60, "2": 30, "3": 10 }));
    expect(r.findings).toMatchObject([{ slug: "x", cls: "strength", reason: "unexplained", share: 0.1 }]);
  });
  it("reads a plain tablet within CLOSE of the leader as chosen so", () => {
    const r = measureDefaultShare([medication("x", "x", "x", [a, b], "2")], index({ "1": 50, "2": 45 }));
    expect(r.findings).toMatchObject([{ reason: "close" }]);
  });
  it("finds a default no quarter shows where another dose's quarters do, with a brand's Part D lines", () => {
    const xr = dose("2.5 mg-1000 mg extended-release tablet (24 hr)", "tablet-extended-release", "4");
    const partD = [
      { year: 2023, brandName: "Jentadueto", genericName: "Linagliptin/Metformin HCl", claims: 103706, unitsPerClaim: 99.6 },
      { year: 2023, brandName: "Jentadueto XR", genericName: "Linagliptin/Metformin HCl", claims: 32955, unitsPerClaim: 74.6 },
    ] as PartDDrugYear[]; // prettier-ignore
    const m = medication("jentadueto", "Jentadueto", "linagliptin / metformin", [a, xr], "1");
    const r = measureDefaultShare([m], index({}, { "4": 4 }), partD);
    expect(r.withoutCounts).toBe(1);
    expect(r.findings).toMatchObject([{ slug: "jentadueto", unfilled: true, cls: "release", reason: "brand", lines: "Jentadueto 103706, Jentadueto XR 32955" }]); // prettier-ignore
    expect(linesOf("Jentadueto", partD)).toBe("Jentadueto 103706, Jentadueto XR 32955");
  });
});
