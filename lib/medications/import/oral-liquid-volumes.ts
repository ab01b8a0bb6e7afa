// The volumes an oral solution, suspension, syrup or elixir is handed over in (twenty-fifth pass, prisma/seed/README.md):
// a course's volume for a course drug, whole stock bottles of a maintenance drug, never the mean of mixed fills.
// Read by derive-quantities.ts (the plan) and measure-oral-liquids.ts (the measure).
import { nearestCount } from "./usual-fills";

/**
 * Drugs whose oral liquid is filled for a course (a fixed number of days) rather than a month: antibacterials and
 * antifungals (the USAN stems derive-quantities.ts reads for courses, and "-conazole"), the neuraminidase inhibitors
 * taken for influenza ("-amivir": oseltamivir) and the systemic corticosteroids given in bursts ("pred", "-methasone":
 * prednisolone, prednisone, methylprednisolone, dexamethasone, betamethasone). A course is poured from a stock bottle
 * or reconstituted in its own: its volume is the days' doses.
 */
const COURSE_STEMS = /(conazole|amivir|pred\w*sone|pred\w*solone|methasone)\b/;
export const isCourseLiquid = (ingredientNames: readonly string[], antiInfective: boolean) =>
  antiInfective || ingredientNames.some((n) => COURSE_STEMS.test(n));

/**
 * A course's volumes: the reconstituted bottles antibiotic suspensions come in (50 to 200 mL) and the 30 mL of a short
 * steroid or antifungal course (dexamethasone 1 mg/mL, 26.7 mL a fill). A fill picks the nearest: prednisolone 15 mg/5
 * mL's 57.0 mL a fill (5 days of 10 to 12 mL) is a 50 mL course, not "57 mL".
 */
export const COURSE_VOLUMES = [30, 50, 75, 100, 150, 200];
export const COURSE_VOLUMES_UNFILLED = [50, 75, 100, 150, 200];
export const COURSE_VOLUME = 100;

/**
 * The stock bottles a maintenance liquid is handed over in where no file reads its own. A prescription oral solution's
 * label states its bottle in mL, and the bottles are the fluid-ounce ones: 118 mL (4 fl oz), 237 mL (8 fl oz), the 473
 * mL pint most generic solutions are stocked in, the 946 mL quart (lactulose), and the 30 and 60 mL dropper bottles
 * concentrates come in (calcitriol, the Intensol concentrates, furosemide 10 mg/mL, morphine 20 mg/mL). The 100, 150
 * and 200 mL bottles are reconstituted suspensions' (a course's volumes). Without a fill 118, 237 and 473 mL, by default
 * 118 (the form's 150 mL before: no stock bottle).
 */
export const STOCK_BOTTLES = [30, 60, 118, 237, 473, 946];
export const FORM_BOTTLES = [118, 237, 473];
export const FORM_BOTTLE = 118;

/**
 * The bottles an over-the-counter oral liquid is sold in: its label states the net contents in fluid ounces (21 CFR
 * 201.62): 1 and 2 fl oz drops, 4 and 8 fl oz syrups (Children's Tylenol, cough syrups), the 12 fl oz antacid and the
 * 16 fl oz pint. Without a fill 4 fl oz.
 */
const FLUID_OUNCE_ML = 29.5735;
export const OTC_ORAL_BOTTLES = [1, 2, 4, 8, 12, 16].map((n) => Math.round(n * FLUID_OUNCE_ML * 100) / 100);
export const OTC_ORAL_BOTTLE = OTC_ORAL_BOTTLES[2]!;

/** The size nearest a volume on a ratio scale (a 330 mL fill is nearer a pint than 200 mL); the smaller on a tie. */
export function nearestBottle(sizes: readonly number[], volume: number): number {
  return sizes.reduce((a, b) => (Math.abs(Math.log(b / volume)) < Math.abs(Math.log(a / volume)) ? b : a));
}

export type LiquidVolumes = { counts: number[]; defaultCount: number };

/**
 * What a poured oral liquid is offered as, from its class and its fill (its own, else its claim of the form; null for
 * none): a course in course volumes, the one nearest the fill by default; a maintenance drug in whole bottles, the one
 * nearest the fill by default with its neighbours (two above, one below), the form's without a fill; over the counter
 * in its ounce bottles.
 */
export function liquidVolumes(course: boolean, otc: boolean, fill: number | null): LiquidVolumes {
  if (course) {
    if (fill === null) return { counts: COURSE_VOLUMES_UNFILLED, defaultCount: COURSE_VOLUME };
    return { counts: COURSE_VOLUMES, defaultCount: nearestCount(COURSE_VOLUMES, fill) };
  }
  if (otc) return { counts: OTC_ORAL_BOTTLES, defaultCount: fill === null ? OTC_ORAL_BOTTLE : nearestBottle(OTC_ORAL_BOTTLES, fill) }; // prettier-ignore
  if (fill === null) return { counts: FORM_BOTTLES, defaultCount: FORM_BOTTLE };
  const near = nearestBottle(STOCK_BOTTLES, fill);
  const at = STOCK_BOTTLES.indexOf(near);
  return { counts: STOCK_BOTTLES.slice(Math.max(0, at - 1), at + 3), defaultCount: near };
}
