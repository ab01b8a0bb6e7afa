// Oral liquids offered in amounts that are neither a bottle nor a course (twenty-fifth pass, prisma/seed/README.md):
// over every oral solution, suspension, syrup and elixir of the catalog counted by the mL, the volumes offered against
// the packages the files read or a label states and the class's volumes (oral-liquid-volumes.ts). Read by
// scripts/measure-oral-liquids.ts and the seed tests.
import { soldOverTheCounter } from "./choose-default-dose";
import { isAntiInfective } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import type { DispensingIndex } from "./index-dispensing";
import { labelledBottleOf } from "./labelled-bottles";
import type { DoseFinding } from "./measure-dispensed-once";
import { COURSE_VOLUMES, isCourseLiquid, OTC_ORAL_BOTTLES, STOCK_BOTTLES } from "./oral-liquid-volumes";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

// course-not-volume       a course liquid offered in a volume that is no course volume and no whole package read
// maintenance-not-bottle  a maintenance liquid offered in a volume that is no stock bottle and no whole package read
// otc-not-ounces          an over-the-counter liquid offered in a volume that is no ounce bottle and no package read
// unread (reported)       a liquid whose package no file reads and no label row states: the class's volumes stand
export const LIQUID_CLASSES = ["course-not-volume", "maintenance-not-bottle", "otc-not-ounces", "unread"] as const;
export type LiquidClass = (typeof LIQUID_CLASSES)[number];
export type LiquidFinding = DoseFinding<LiquidClass>;

const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
const isWholeOf = (value: number, volume: number) => [1, 2, 3].some((n) => near(value, n * volume));

/** The generic's class as the derivation reads it: a course, over the counter, or a maintenance drug. */
export function liquidClassOf(generic: string, otc: boolean): "course" | "otc" | "maintenance" {
  const names = [generic.toLowerCase()];
  if (isCourseLiquid(names, isAntiInfective(names))) return "course";
  return otc ? "otc" : "maintenance";
}

export function measureOralLiquids(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  otcOf: (ndc: string) => boolean | null | undefined,
): { findings: LiquidFinding[]; doses: number; read: number } {
  const findings: LiquidFinding[] = [];
  let doses = 0;
  let read = 0;
  for (const m of medications)
    for (const d of m.doses) {
      if (!isPouredLiquid(d)) continue;
      doses++;
      const packages = [
        ...(dispensing.bottlesOf?.(d.ndcs) ?? []).map((b) => b.volume),
        ...[labelledBottleOf(m.generic, d.doseForm, d.strength)?.volume ?? []].flat(),
      ];
      if (packages.length > 0) read++;
      const offered = d.quantities.map((q) => Number(q.value));
      const defaultCount = Number(d.defaultQuantity);
      const otc = soldOverTheCounter(d.ndcs.map(otcOf));
      const cls = liquidClassOf(m.generic, otc);
      const sizes = cls === "course" ? COURSE_VOLUMES : cls === "otc" ? OTC_ORAL_BOTTLES : STOCK_BOTTLES;
      const fits = (v: number) => sizes.some((s) => near(v, s)) || packages.some((p) => isWholeOf(v, p));
      const fill = dispensing.ofNdcs(d.ndcs)?.unitsPerRx;
      const note = `${fill ? `fill ${fill.toFixed(1)} mL` : "no fill"}${packages.length ? `; packages ${packages.join("/")}` : ""}`; // prettier-ignore
      const add = (c: LiquidClass) =>
        findings.push({ cls: c, slug: m.slug, dose: d.label, isDefaultDose: d.ndc === m.defaultDose, offered, defaultCount, note }); // prettier-ignore
      const off = offered.filter((v) => !fits(v));
      if (off.length > 0)
        add(cls === "course" ? "course-not-volume" : cls === "otc" ? "otc-not-ounces" : "maintenance-not-bottle");
      if (packages.length === 0) add("unread");
    }
  return { findings, doses, read };
}

/** An oral liquid counted by the mL, not as a package: poured, or a bottle the derivation sizes. */
export const isPouredLiquid = (d: CatalogDose) =>
  FORM_KINDS[d.doseForm] === "oral-liquid" && d.unitKey === "mL" && !d.package && !d.unitContent;
