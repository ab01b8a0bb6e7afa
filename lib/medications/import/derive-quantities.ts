// Quantities a pharmacist would recognise for a dose, from its form, its NADAC pricing unit and what one unit holds.
// Inhaler canisters, pen cartons and insulin vials come from the labelled package table (package-sizes.ts); no public
// file gives other package sizes, so the rest are the common US fills for each form. baseValue lets a client price
// any other count.
import { FORM_KINDS } from "./dose-forms";
import type { PackageSize } from "./package-sizes";
import type { Carton } from "./carton-sizes";
import type { Bottle } from "./bottle-volumes";
import {
  countFill,
  DAILY_KINDS,
  dailyKindOf,
  isCourseMolecule,
  LONGEST_COURSE,
  regimenCourseOf,
  nearestCount,
  packageFill,
  POOLED_ROW_UNITS_A_DAY_MAX,
  UNITS_A_DAY_MAX,
  type Fill,
  type FillKind,
} from "./usual-fills";
import { isCourseLiquid, liquidVolumes } from "./oral-liquid-volumes";
import type { DoseDuration, DoseForm, PricingUnit, UnitContent } from "../catalog-types";

export type QuantityPlan = {
  unitKey: string;
  baseValue: number; // pricing units (EA, mL or g) in one unitKey
  package: boolean;
  counts: number[]; // choices, in unitKeys
  defaultCount: number;
  kind?: FillKind; // set when dispensing evidence (or Part D) decided the counts
  // The counts are the boxes sold (imiquimod's 12 or 24 packets, estradiol's 8 or 18 inserts): a fill is the nearest.
  boxes?: boolean;
};

// What a dose's NDCs are dispensed as: the mean units (pricing units) of a fill, and the days a once-daily tablet's
// fill lasts there (the source's median, or the drug's own: daysPerFillOf).
export type FillEvidence = { unitsPerFill: number; daysPerFill: number };

export type QuantityInput = {
  form: DoseForm;
  pricingUnit: PricingUnit;
  nadacPerUnit: number;
  unitContent: UnitContent | null;
  duration: DoseDuration | null;
  ingredientNames: string[];
  unitsPerClaim?: number | null; // CMS Part D usual dispensed units of the drug (usual-fills.ts)
  partDDays?: number; // Part D's units per claim of a once-daily tablet
  packageSize?: PackageSize | null; // the labelled canister, carton or vial (package-sizes.ts)
  // The vial (mL) a measured injection named without a volume comes in, from NADAC's descriptions or its sibling
  // strengths (vial-volumes.ts): counted in whole vials.
  vialML?: number | null;
  // The median fill (mL) of the measured injections the dispensing files hold: the default of one whose vial nothing
  // states and whose own fills no file holds.
  measuredInjectionFill?: number | null;
  carton?: Carton | null; // what one carton holds of a product dispensed by the carton (carton-sizes.ts)
  nebulizerCarton?: number | null; // the vials a nebulizer solution's labelled carton holds (carton-sizes.ts)
  evidence?: FillEvidence | null; // SDUD units per prescription of the dose's NDCs
  // Whether the drug is taken for a course or a single dose (isAcute); null when the fills cannot tell.
  acute?: boolean | null;
  // Whether the molecule is taken weekly or monthly (isSpacedRhythm); a low-count strength of one that is not is a
  // short course. Undefined reads a low count as weekly or monthly.
  spaced?: boolean;
  // The molecule's spaced prescriptions are a tablet or two a fill (spacedRateOf: fluconazole 150 mg): a strength
  // filled at a weekly rate is a course, not weekly.
  monthlyRate?: boolean;
  // The blisters one dose of a blister dry-powder inhaler takes (blistersPerDose): 2 for the Ellipta combinations.
  blistersPerDose?: number;
  // The strength is an amount a dose unit ("10 mg granules", "5000 mg powder"), not a concentration ("200 mg/5 mL").
  amountPerUnit?: boolean;
  // The units a day RxNorm's qualifier names for the product ("Twice-Daily": Flector's patch), when it names one.
  labelledTimesADay?: number;
  // unitsPerClaim is a Part D row that can only be this dose's form (a brand, or a generic, selling no other kind of
  // form): Xerese's 5.84 g a claim is grams of its cream. Without dispensing evidence it is the usual fill.
  claimOfForm?: boolean;
  // The doses a day two or more filled strengths of the medication's form share (build-catalog strengthsTimesADay): a
  // tablet without dispensing evidence of its own takes it rather than a Part D row pooled over the strengths.
  strengthsTimesADay?: number;
  // The tablets one dose takes (paired-tablets.ts): a once-daily combination with metformin whose strength is half of a
  // pair (Synjardy XR 5/1,000 mg: two at once) is two a day, and it decides over strengthsTimesADay, which pools the
  // brand's strengths.
  tabletsPerDose?: number;
  // The fill of the medication's filled strength of the same form and content (most prescriptions): a tube no file
  // fills and no claim of its form speaks for is filled as its sibling strengths are (siblingFillOf).
  siblingFill?: FillEvidence | null;
  // The bottle the state's quarterly units read for a dose of a form handed over in its bottle (BOTTLE_KINDS,
  // bottle-volumes.ts): counted in whole bottles.
  bottle?: Bottle | null;
  // Every package size the state's quarterly units read for a dose of a form sold whole or poured (PACKAGE_READ_KINDS,
  // bottle-volumes.ts), the one dispensed most first: counted in whole packages where the fill is one to three of one.
  packagesRead?: readonly Bottle[];
  // The molecule's tablets and capsules are filled as courses (their median prescription under SHORT_COURSE_FILL
  // units: sumatriptan's): its injection devices are used as needed, counted as filled, not read as a month.
  moleculeCourse?: boolean;
  // The boxes the state's quarterly units read for an over-the-counter lozenge or gum (BOX_FORMS), the one dispensed
  // most first: counted in whole boxes.
  boxesRead?: readonly Bottle[];
  // What one metered pump of a gel or solution dispenses (pump-contents.ts: its doses times the amount NADAC's
  // description gives one): counted in whole pumps.
  pumpContent?: number | null;
  // Every NDC of the dose is sold over the counter (NADAC's OTC flag, soldOverTheCounter): its tube or bottle is
  // sized in ounces and fluid ounces (OTC_TUBES, OTC_BOTTLES).
  otc?: boolean;
};

/**
 * The sizes an over-the-counter tube or bottle is filled in (twenty-second pass). An OTC drug's label states its net
 * quantity in US customary units with the metric beside it (21 CFR 201.62: "1 OZ (28.3 g)", "4 FL OZ (118 mL)"), and
 * makers fill it so: hydrocortisone 1% ointment's 1 oz tube (28.35 g, read from the state's quarters), Derma-Smoothe's
 * 4 fl oz bottle (118.28 mL). A prescription tube or bottle is filled in metric sizes (21 CFR 201.51: 15, 30, 45, 60 g;
 * 30 to 240 mL), the form's sizes for it. Where no file reads a package or fills the dose (customarySized), an OTC tube
 * is offered as 0.5, 1 and 2 oz, by default 1 oz; an OTC bottle by the mL as 1, 2, 4, 8 and 16 fl oz, by default 4 fl
 * oz (an antiseptic's or a lotion's common bottle; 16 fl oz is the pint antiseptics are sold in).
 */
const OUNCE_G = 28.3495;
const FLUID_OUNCE_ML = 29.5735;
const customary = (per: number, sizes: readonly number[]) => sizes.map((n) => Math.round(n * per * 100) / 100);
export const OTC_TUBES = customary(OUNCE_G, [0.5, 1, 2]);
export const OTC_TUBE = customary(OUNCE_G, [1])[0]!;
export const OTC_BOTTLES = customary(FLUID_OUNCE_ML, [1, 2, 4, 8, 16]);
export const OTC_BOTTLE = customary(FLUID_OUNCE_ML, [4])[0]!;

/**
 * Whether a dose is offered in the customary sizes: sold over the counter, no file fills it, no claim of its form and
 * no filled sibling tube speaks for it (a fill picks among the metric sizes as before: Differin gel's 45 g tube), and
 * not a vaginal or rectal cream, whose 7-day and applicator packs no ounce size describes.
 */
function customarySized(input: QuantityInput): boolean {
  if (!input.otc || input.evidence || (input.claimOfForm && input.unitsPerClaim) || input.siblingFill) return false;
  return !/^(vaginal|rectal)-/.test(input.form);
}

/**
 * Over-the-counter forms bought by the box and used as needed through the day (eighteenth pass): nicotine lozenges and
 * gum. A pharmacy hands the box over whole, so each quarter's units of one NDC are whole boxes, and where they read one
 * (bottle-volumes.ts: nicotine 2 mg lozenges 72 and 81, 4 mg 81) the dose is offered as 1, 2 or 3 of it, by default
 * the whole boxes nearest its fill (140.3 of 72: 2 boxes, 144), not a month of a rhythm no label sets (120).
 */
export const BOX_FORMS = new Set<DoseForm>(["lozenge", "chewing-gum"]);

function boxPlan(input: QuantityInput, plan: QuantityPlan | null): QuantityPlan | null {
  const box = input.boxesRead?.[0];
  if (!plan || !box || !BOX_FORMS.has(input.form) || plan.package || plan.baseValue !== 1) return null;
  const usual = input.evidence?.unitsPerFill ?? box.unitsPerRx;
  const boxes = Math.min(BOTTLES_A_FILL, Math.max(1, Math.round(usual / box.volume)));
  const counts = [1, 2, 3].map((n) => n * box.volume);
  return { ...plan, counts, defaultCount: counts[boxes - 1]!, kind: "pack" };
}

// A tablet fill under this many units is a course or a single dose (countFill: under half a month's daily doses).
export const SHORT_COURSE_FILL = 15;
// Devices injected on a schedule (eighteenth pass): pens, auto-injectors, prefilled syringes, cartridges.
export const SCHEDULED_DEVICE_KINDS = new Set(["syringe", "pen"]);

const MONTHLY = [30, 60, 90]; // a 30-day fill of one a day, and the 60 and 90 counts insurers and patients ask for
// Antibacterials, recognised by their USAN stems, are filled as courses of 10 to 14 days, once to twice a day.
const COURSE = [10, 14, 20, 28, 30];
const ANTI_INFECTIVE =
  /(cillin|floxacin|cycline|nidazole|mycin|micin|penem)\b|\bce(f|ph)\w+|\bnitrofurantoin\b|\bsulfamethoxazole\b/;

// Antibiotic suspensions are reconstituted in bottles of 50 to 200 mL: a course, never a pint.
const ANTIBIOTIC_BOTTLES = [50, 75, 100, 150, 200];
export const isAntiInfective = (ingredientNames: readonly string[]) =>
  ingredientNames.some((n) => ANTI_INFECTIVE.test(n));
const isCourse = (input: QuantityInput) => isAntiInfective(input.ingredientNames);
const courseLiquid = (input: QuantityInput) => isCourseLiquid(input.ingredientNames, isCourse(input));
// An oral liquid by the mL that no package read counts: poured from a stock bottle, or a bottle no file states.
const pouredLiquid = (input: QuantityInput, plan: QuantityPlan) =>
  FORM_KINDS[input.form] === "oral-liquid" && plan.unitKey === "mL" && !plan.package && !input.unitContent;

const SOLID_UNITS: Partial<Record<DoseForm, string>> = {
  lozenge: "lozenge",
  "chewing-gum": "piece",
  "film-buccal": "film",
  "film-sublingual": "film",
  "film-oral": "film",
  pellet: "packet",
};

const metric = (unit: PricingUnit, counts: number[], defaultCount: number): QuantityPlan => ({
  unitKey: unit === "GM" ? "g" : "mL",
  baseValue: 1,
  package: false,
  counts,
  defaultCount,
});

const units = (unitKey: string, counts: number[], defaultCount: number, baseValue = 1, isPackage = false) => ({
  unitKey,
  baseValue,
  package: isPackage,
  counts,
  defaultCount,
});

// What one device holds in pricing units: a 3 mL pen priced per mL is 3; anything priced per EA is 1.
function devicePricingUnits(input: QuantityInput): number | null {
  if (input.pricingUnit === "EA") return 1;
  const content = input.unitContent;
  if (input.pricingUnit === "ML" && content?.unit === "mL") return content.value;
  if (input.pricingUnit === "GM" && content?.unit === "g") return content.value;
  return null;
}

export const billedByTheDose = (vialML: number, evidence?: FillEvidence | null) =>
  !!evidence && evidence.unitsPerFill < vialML / 2;
const MEASURED_ML = [1, 2, 5, 10, 20]; // mL of a measured injection whose vial nothing states
const INSULIN_BOX = 5; // insulin pens and cartridges per box
const INSULIN_VIAL_ML = 10; // the US insulin vial
const isInsulin = (input: QuantityInput) => input.ingredientNames.some((n) => n.includes("insulin"));

// Whole devices or boxes (`content` pricing units each): the default is the count nearest to what CMS Part D bills
// per claim of the brand (Humira pens 2.5 -> 2; Trulicity 2.6 mL of 0.5 mL pens -> 4), else `fallback`; a claim
// holds at least one. Part D describes the brand's 2017 presentation: a quotient above 1.5 times the largest choice
// (Humira 40 mg in 0.4 mL since 2018: 2.47 / 0.4 = 6.2 syringes) speaks of another one and is not used.
function devices(
  unitKey: string,
  counts: number[],
  content: number,
  input: QuantityInput,
  fallback = 1,
  whole: (n: number) => number = Math.floor,
) {
  const perClaim = input.unitsPerClaim ? input.unitsPerClaim / content : null;
  const usual = perClaim && perClaim <= 1.5 * Math.max(...counts) ? Math.max(1, whole(perClaim)) : fallback;
  const defaultCount = nearestCount(counts, usual);
  return units(unitKey, counts, defaultCount, content, true);
}

/**
 * The one formula for a labelled package: 1, 2 or 3 canisters, cartons or vials, each worth the package's pricing
 * units (grams of a canister, mL of a carton or vial; 1 or the carton's pens when NADAC prices per pen), the default
 * nearest Part D's units per claim. A canister's default is rounded (Ventolin 21.3 g a claim of 18 g canisters -> 1;
 * Advair 14.7 g of 8 g canisters -> 2), a carton's or vial's floored as for any device.
 */
function labelledPackage(input: QuantityInput, size: PackageSize, device: number | null): QuantityPlan | null {
  const perDevice = input.pricingUnit === "EA" ? 1 : device;
  switch (size.kind) {
    case "canister":
      if (input.pricingUnit !== "GM") return null;
      return devices("inhaler", [1, 2, 3], size.grams, input, 1, Math.round);
    case "box": {
      if (perDevice === null) return null;
      // Single-dose auto-injectors are sold as "pens" (Mounjaro, Trulicity).
      const key = input.form === "cartridge" ? "cartridge" : "pen";
      if (size.devices === 1) return devices(key, [1, 2, 3], perDevice, input);
      return devices(`box-of-${size.devices}-${key}s`, [1, 2, 3], perDevice * size.devices, input);
    }
    case "vial":
      return input.pricingUnit === "ML" ? devices("vial", [1, 2, 3], size.mL, input) : null;
  }
}

/**
 * Returns null when no rule fits (e.g. a pen priced per mL whose volume no file states): such doses are left out.
 * The form gives the unit and the package; the dose's dispensing evidence, when there is some, gives the counts.
 */
export function deriveQuantities(input: QuantityInput): QuantityPlan | null {
  if (input.carton) return cartonPlan(input.carton, input.pricingUnit);
  const plan = planOf(input);
  const bottled =
    pumpPlan(input, plan) ??
    bottlePlan(input, plan) ??
    readPackagePlan(input, plan) ??
    nebulizerVialPlan(input, plan) ??
    boxPlan(input, plan);
  if (bottled) return bottled;
  // A device of fewer than a month's doses (Ellipta's 7- and 14-dose sample and institutional packs) shares its
  // product code, so its fills, with the monthly device: they are not counts of it.
  const evidence = FORM_KINDS[input.form] === "inhaler-dry-powder" && belowMonth(input) ? null : input.evidence;
  // A ring is a cycle product, as a carton of patches is (cartonPlan): Medicaid's mean fill of NuvaRing's generics,
  // 1.9 rings, mixes the month's one ring and the quarter's three, and no pharmacist hands over two.
  const fills = evidence ?? claimedFill(input, plan) ?? siblingFillOf(input, plan);
  if (!plan || !fills || FORM_KINDS[input.form] === "oral-solid" || FORM_KINDS[input.form] === "ring") return plan;
  const usual = fills.unitsPerFill / plan.baseValue;
  // A suppository, insert or inhalation capsule known only by its brand's Part D claim: a day's rhythm, or the form's.
  if (!evidence && CLAIMED_DAILY.has(FORM_KINDS[input.form])) {
    const claimed = unitsAtTheirRhythm({ ...plan, counts: MONTHLY, boxes: false }, usual, fills.daysPerFill);
    return claimed ? { ...plan, boxes: false, ...claimed } : plan;
  }
  if (billedByPackage(usual, plan, input.form)) return plan;
  // A poured oral liquid (twenty-fifth pass): a course's volume or whole stock bottles nearest the fill, not its mean.
  if (pouredLiquid(input, plan)) return { ...plan, ...liquidVolumes(courseLiquid(input), !!input.otc, usual), kind: "pack" }; // prettier-ignore
  // A bottle no file states, of a form whose bottle is handed over whole: the mean of fills of 1, 2 or 3 bottles is no
  // bottle (latanoprost's 2.5 mL, filled 3.6 mL, offered 4 mL), so the default is the form's bottle nearest it, or the
  // largest one under it, never a volume between two bottles.
  if (WHOLE_BOTTLE_KINDS.has(FORM_KINDS[input.form]) && !plan.package && plan.unitKey === "mL" && !input.unitContent)
    return { ...plan, counts: plan.counts, defaultCount: bottleUnder(plan.counts, usual), kind: "pack" };
  // A unit-dose packet filled one at a time is a single dose (azithromycin's 1 g packet: 1.0 a fill), offered alone.
  if (plan.unitKey === "packet" && usual < 1.5) return { ...plan, counts: [1], defaultCount: 1, kind: "single-dose" };
  const daily = unitsAtTheirRhythm(plan, usual, fills.daysPerFill, input.labelledTimesADay);
  if (daily) return { ...plan, ...daily };
  const read = evidence && scheduledDevice(input, plan) ? (usual * 30) / fills.daysPerFill : usual;
  const fill = plan.boxes ? { counts: plan.counts, defaultCount: nearestCount(plan.counts, usual) } : packageFill(read, plan.counts, plan.package); // prettier-ignore
  return { ...plan, ...fill, kind: plan.package && !plan.unitKey.startsWith("box") ? "device" : "pack" };
}

/**
 * A device injected on a schedule (eighteenth pass): a pen, auto-injector, prefilled syringe or cartridge counted one
 * at a time, of a molecule not filled as courses. Its mean fill mixes a month's devices with two- and three-month
 * fills, as a tablet's does, so it is read at a month (x 30 / the source's days, Alaska's 33.4), not rounded raw: the
 * Repatha SureClick's 2.55 a fill is 2.29 a month, 2 (140 mg every two weeks), not 3; Humira's pens 2.66 and 2.73, 2
 * (40 mg every other week); Cosentyx 150 mg 2.57, 2 (300 mg monthly). A molecule taken as needed (sumatriptan's
 * cartridges: its tablets are filled 9 at a time) is counted as filled.
 */
function scheduledDevice(input: QuantityInput, plan: QuantityPlan): boolean {
  if (!plan.package || plan.boxes || plan.unitKey.startsWith("box")) return false;
  return SCHEDULED_DEVICE_KINDS.has(FORM_KINDS[input.form]) && !input.moleculeCourse;
}

/**
 * Forms handed over in the maker's bottle (fifteenth pass): eye and ear drops, nasal sprays, topical solutions, lotions
 * and shampoos. A pharmacist does not pour them; the fill is whole bottles.
 */
export const BOTTLE_KINDS = new Set(["ophthalmic", "otic", "nasal", "topical-liquid"]);
// Of them, those whose form's sizes (2.5 to 15 mL, 5 and 10 mL) are bottles sold: a fill between two is read as one of
// them. Nasal sprays (15 and 30 mL beside 2.5 and 3.7 mL bottles) and topical liquids (30 to 240 mL beside 4 and 6.6
// mL bottles) keep the rounded fill when no bottle is read.
const WHOLE_BOTTLE_KINDS = new Set(["ophthalmic", "otic"]);

/**
 * A dose of a bottle form whose bottle the state's quarterly units read (bottle-volumes.ts) is offered as 1, 2 and 3
 * bottles, by default the whole bottles nearest its fill (its own, else its brand's claim of the form, else the
 * bottle's NDC's), at least one: latanoprost 2.5 mL (3.6 a fill), Combigan 5 mL (6.9), Ciprodex 7.5 mL (7.6).
 */
function bottlePlan(input: QuantityInput, plan: QuantityPlan | null): QuantityPlan | null {
  const bottle = input.bottle;
  if (!plan || !bottle || plan.package || plan.boxes || plan.baseValue !== 1) return null;
  if (!BOTTLE_KINDS.has(FORM_KINDS[input.form]) || (plan.unitKey !== "mL" && plan.unitKey !== "g")) return null;
  // Single-use vials (Restasis's 0.4 mL) are counted by the vial's rhythm; a "bottle" under an eighth of the form's
  // smallest size is a count of packages billed one a unit (Pennsaid's pump: 1.0 "g" a fill).
  // A bottle its label states (podofilox's 3.5 mL) is one.
  if (input.unitContent || (!bottle.labelled && bottle.volume < PACKAGE_BILLED_SHARE * Math.min(...plan.counts))) return null; // prettier-ignore
  const fill = input.evidence ?? claimedFill(input, plan);
  // A package the state bills whole (Pennsaid's pump, 1.2 a fill): its fills count packages (twentieth pass).
  const counted = bottle.billed && fill && fill.unitsPerFill < PACKAGE_BILLED_SHARE * bottle.volume;
  const usual = counted ? fill.unitsPerFill * bottle.volume : (fill?.unitsPerFill ?? bottle.unitsPerRx);
  const bottles = Math.max(1, Math.round(usual / bottle.volume));
  const counts = [1, 2, 3].map((n) => Math.round(n * bottle.volume * 100) / 100);
  return { ...plan, counts, defaultCount: counts[Math.min(bottles, 3) - 1]!, kind: "pack" };
}

/**
 * A metered pump of a gel or solution whose content NADAC's descriptions give (pump-contents.ts, twenty-first pass) is
 * offered as 1, 2 and 3 pumps, by default the whole pumps nearest its fill (its own, else its brand's claim of the
 * form), one without either: testosterone 30 mg/1.5 mL solution 90/180/270 mL (was 30/60/120/240 mL), Natesto 7.32 g
 * (was 15 to 60 g). Before, a pump was offered in the form's tube or bottle sizes, which no pump holds.
 */
function pumpPlan(input: QuantityInput, plan: QuantityPlan | null): QuantityPlan | null {
  const content = input.pumpContent;
  if (!plan || !content || plan.package || plan.boxes || plan.baseValue !== 1) return null;
  if (plan.unitKey !== "g" && plan.unitKey !== "mL") return null;
  const fill = input.evidence ?? claimedFill(input, plan);
  const pumps = fill ? Math.min(BOTTLES_A_FILL, Math.max(1, Math.round(fill.unitsPerFill / content))) : 1;
  const counts = [1, 2, 3].map((n) => Math.round(n * content * 100) / 100);
  return { ...plan, counts, defaultCount: counts[pumps - 1]!, kind: "pack" };
}

/**
 * Forms whose package the state's quarterly units read (sixteenth pass) but which a pharmacy may also pour or split:
 * oral liquids (a reconstituted suspension's bottle is handed over whole, a solution is poured from a stock pint),
 * tubes and jars of creams, ointments and gels (rectal and vaginal ones too), eye ointments, dental pastes and gels,
 * metered-dose inhalers RxNorm names by their puffs, and nebulizer vials in boxes. A package read counts them only
 * where the dose's fill is one to three of it: a poured 150 mL of a 473 mL pint is no bottle.
 */
export const PACKAGE_READ_KINDS = new Set([
  "oral-liquid",
  "topical-semisolid",
  "ophthalmic-semisolid",
  "oral-care",
  "inhaler",
  "nebulizer",
]);

/**
 * A dose of a form sold whole or poured (PACKAGE_READ_KINDS) is offered as 1, 2 and 3 of the package the quarterly
 * units read (bottle-volumes.ts) whose whole count, one to three, comes nearest its fill (its own, else its brand's
 * claim of the form, else a sibling tube's, else the package's own NDC's), the package dispensed most on a tie:
 * azithromycin 200 mg/5 mL 30 mL, cefdinir 250 mg/5 mL 100 mL, fluconazole's 35 mL, metronidazole vaginal gel 70 g,
 * triamcinolone ointment's 80 g beside its 15 g tube, Dulera's 13 g canister. A fill past three and a half packages
 * or under half of one (a pint poured, a part of a jar) reads none, and the form's sizes stand. A canister is counted
 * as an inhaler of its grams, as the labelled ones are (labelledPackage).
 */
function readPackagePlan(input: QuantityInput, plan: QuantityPlan | null): QuantityPlan | null {
  const read = input.packagesRead ?? [];
  if (!plan || read.length === 0 || plan.package || plan.boxes || plan.baseValue !== 1) return null;
  if (!PACKAGE_READ_KINDS.has(FORM_KINDS[input.form]) || (plan.unitKey !== "mL" && plan.unitKey !== "g")) return null;
  if (input.unitContent && input.unitContent.unit !== "actuation") return null;
  const fill = input.evidence ?? claimedFill(input, plan) ?? siblingFillOf(input, plan);
  const usual = fill?.unitsPerFill ?? read[0]!.unitsPerRx;
  let best: { volume: number; count: number; off: number } | null = null;
  for (const { volume } of read) {
    const count = Math.round(usual / volume);
    if (count < 1 || count > BOTTLES_A_FILL) continue;
    const off = Math.abs(count * volume - usual);
    if (!best || off < best.off) best = { volume, count, off };
  }
  if (!best) return null;
  if (FORM_KINDS[input.form] === "inhaler")
    return { ...units("inhaler", [1, 2, 3], best.count, best.volume, true), kind: "device" };
  const counts = [1, 2, 3].map((n) => Math.round(n * best.volume * 100) / 100);
  return { ...plan, counts, defaultCount: counts[best.count - 1]!, kind: "pack" };
}
const BOTTLES_A_FILL = 3;

/**
 * The boxes single-dose nebulizer vials are sold in (the form's boxes, as for vials NADAC prices each: planOf).
 * NEBULIZER_VIAL_MAX: a vial NADAC's description states past this many mL is a multi-dose bottle, not a unit dose.
 */
export const NEBULIZER_BOXES = [25, 30, 60];
export const NEBULIZER_BOX = 30;
export const NEBULIZER_VIAL_MAX = 5;

/**
 * A nebulizer solution NADAC prices per mL whose single-dose vial its description states ("ALBUTEROL SUL 2.5 MG/3 ML
 * SOLN": 3 mL; "BUDESONIDE 0.5 MG/2 ML SUSP": 2 mL) and whose box no quarter reads (twenty-second pass) is offered as
 * the form's boxes of those vials, 25, 30 and 60 (75/90/180 mL of 3 mL vials), by default the box nearest its fill
 * (its own, else its brand's claim of the form), else 30 vials. Before, the form's 60/75/90/120/180 mL stood for every
 * vial: 60 mL of 3 mL vials is 20, 75 mL of 2 mL vials 37.5, neither a box.
 */
function nebulizerVialPlan(input: QuantityInput, plan: QuantityPlan | null): QuantityPlan | null {
  const vial = input.vialML;
  if (!plan || !vial || FORM_KINDS[input.form] !== "nebulizer" || plan.unitKey !== "mL" || plan.baseValue !== 1) return null; // prettier-ignore
  if (plan.package || input.unitContent || vial > NEBULIZER_VIAL_MAX) return null;
  const fill = input.evidence ?? claimedFill(input, plan);
  // A carton its label states (tobramycin's 56, arformoterol's 60) is counted whole: 1, 2 or 3 of it.
  const carton = input.nebulizerCarton;
  const boxes = carton ? [1, 2, 3].map((n) => n * carton) : NEBULIZER_BOXES;
  const vials = fill ? nearestCount(boxes, fill.unitsPerFill / vial) : (carton ?? NEBULIZER_BOX);
  const counts = boxes.map((n) => Math.round(n * vial * 100) / 100);
  return { ...plan, counts, defaultCount: Math.round(vials * vial * 100) / 100, kind: "pack" };
}

/** The form's size nearest a fill within a quarter of it, else the largest under it, else the smallest. */
export function bottleUnder(counts: readonly number[], usual: number): number {
  const near = nearestCount(counts, usual);
  if (Math.abs(near - usual) <= usual / 4) return near;
  const under = counts.filter((c) => c <= usual);
  return under.length > 0 ? Math.max(...under) : Math.min(...counts);
}

/**
 * Single-use units counted by the month of their rhythm (eleventh pass): a packet, a single-use eye vial, a unit-dose
 * cup, a patch, offered as one, two or three months of it (30/60/90 a day's unit, 8/16/24 twice-weekly patches, 4/8/12
 * weekly ones). Their fills are read as a tablet's are (countFill): the units a month at the source's days per fill
 * (Alaska's 33.4, Part D's brand 49.7 or generic 72 days), in whole units a day (or a rhythm's patches), not the count
 * nearest the raw mean. Medicaid's 83 single-use cyclosporine eye vials a fill (Part D 92.6 a Restasis claim) are 2 a
 * day, 60, not 90; Part D's 57 Testim tubes and 48 Divigel packets a claim are one a day, 30, not 60; twice-weekly
 * estradiol patches, 11 a fill, 8; a product RxNorm names "Twice-Daily" 2 a day. A fill under half the rhythm's month is a course or occasional use, read as before.
 */
function unitsAtTheirRhythm(
  plan: QuantityPlan,
  usual: number,
  daysPerFill: number,
  labelled?: number,
): Pick<QuantityPlan, "counts" | "defaultCount" | "kind"> | null {
  // prettier-ignore
  if (plan.package || plan.boxes || plan.unitKey === "g" || plan.unitKey === "mL") return null;
  const month = plan.counts[0]!;
  if (plan.counts.length !== 3 || plan.counts.some((c, i) => c !== month * (i + 1))) return null;
  const perMonth = (usual * 30) / daysPerFill;
  if (perMonth < month / 2) return null;
  // A product whose RxNorm name states its rhythm (Flector's "Twice-Daily" patch: Alaska 44.4 a fill, 1.3 a day) is
  // counted at it: the fill mixes partial use.
  const read = Math.min(UNITS_A_DAY_MAX, Math.max(1, Math.round(perMonth / month)));
  const times = month === 30 && labelled ? labelled : read;
  const kind = month === 30 ? dailyKindOf(times) : "pack";
  return { counts: [1, 2, 3].map((n) => n * month * times), defaultCount: month * times, kind };
}

/**
 * Without dispensing evidence, Part D's units per claim is the usual fill of a tube, bottle or packet when its row can
 * only be this form (`claimOfForm`: Xerese 5.84 g of a 5 g tube, Miebo 3.68 mL, Clindesse 6.84 g, Tyrvaya 9.98 mL,
 * Lokelma 27.7 packets a claim), read as the evidence is; the form's sizes stood before (Xerese 30 g, $7,764).
 * Devices and labelled packages read Part D already (devices, labelledPackage).
 */
function claimedFill(input: QuantityInput, plan: QuantityPlan | null): FillEvidence | null {
  if (!plan || !input.claimOfForm || !input.unitsPerClaim || plan.package) return null;
  const daily = CLAIMED_DAILY.has(FORM_KINDS[input.form]);
  if (plan.boxes && !daily) return null;
  if (plan.unitKey !== "g" && plan.unitKey !== "mL" && plan.unitKey !== "packet" && !daily) return null;
  // Injections are given in clinics, billed per dose as often as per vial.
  if (FORM_KINDS[input.form] === "injection") return null;
  // A claim past three of the form's largest size counts something else (Cequa's and Acuvail's single-use vials:
  // 93 and 46 "mL" a claim of eye drops sold in 0.25-0.4 mL vials): it says nothing of mL.
  if (input.unitsPerClaim / plan.baseValue > CLAIM_SIZES * Math.max(...plan.counts)) return null;
  return { unitsPerFill: input.unitsPerClaim, daysPerFill: input.partDDays ?? 30 };
}
const CLAIM_SIZES = 3;

/**
 * A tube (a cream, ointment, gel or foam counted in grams) that no file fills and no claim of its form speaks for is
 * filled as its medication's filled strengths of the same form and content are (fourteenth pass): a maker sells its
 * strengths in the same tubes and pumps (Retin-A gel, 15 and 45 g; Aczone, 30 to 90 g; Voltaren and Solaraze, 100 g),
 * and the form's 30 g stood for all of them. Measured over the catalog's filled tubes beside a filled sibling: the
 * sibling's fill is within a quarter of the tube's own for 15 of 22, the form's 30 g for 8. Not for oral liquids (7 of
 * 17: a concentration sets the volume), injections or syringes (vials and doses differ by strength).
 */
function siblingFillOf(input: QuantityInput, plan: QuantityPlan | null): FillEvidence | null {
  if (!plan || !input.siblingFill || FORM_KINDS[input.form] !== "topical-semisolid" || plan.unitKey !== "g") return null; // prettier-ignore
  return input.siblingFill;
}

/**
 * Single-use units counted one by one whose form's counts are boxes or a short pack (suppositories 12/24/30, inserts
 * 8/18/24, inhalation capsules 30/60/90): without dispensing evidence, the brand's own Part D claim of the form
 * (`claimOfForm`) is read at a day's rhythm (unitsAtTheirRhythm: units a month at brands' 49.7 days a claim, whole
 * units a day up to four; under half a month's units, occasional use, the form's counts stand). Twelfth pass, Part D
 * 2023 brand rows against their labels: Canasa 42.1 suppositories a claim (one at bedtime) 12 -> 30; Intrarosa 41.4
 * inserts (one at bedtime) and Endometrin 42.3 (two or three a day) 8 -> 30; Afrezza 214.5 cartridges (at each meal,
 * several for a larger dose) 30 -> 120.
 */
const CLAIMED_DAILY = new Set(["suppository", "vaginal-insert", "inhalation-capsule"]);

// NADAC prices some unit-dose packets "per mL" at a packet's price (Lokelma 5 g $27.54 a "mL", its 10 g packet $27.52
// each; Kristalose 20 g $9.74, its 10 g packet $9.39; Prilosec's granules $14.38): a bulk powder's mL or g costs cents
// (cholestyramine $0.09, polyethylene glycol $0.02, colestipol $0.28). An oral powder whose strength is an amount a
// dose, priced per mL or g at a dollar or more, is counted in packets, one pricing unit each.
export const UNIT_DOSE_PRICE = 1;

// Alaska bills some bottles by the bottle where NADAC prices them by the gram (fluticasone propionate nasal spray:
// 1.1 a fill against 16 g bottles; Pennsaid's 112 g pump: 1.0): a usual fill under an eighth of the smallest
// package counts packages, so the package stands. A powder or granules for one dose (azithromycin's 1 g packet) is
// a single dose, read as it is.
export const PACKAGE_BILLED_SHARE = 1 / 8;
function billedByPackage(usual: number, plan: QuantityPlan, form: DoseForm): boolean {
  return !plan.package && !/^(powder|granules)/.test(form) && usual < PACKAGE_BILLED_SHARE * Math.min(...plan.counts);
}

/**
 * Whole cartons, counted in what is handed over: 1, 2 or 3 cartons (a patch cycle: 3, 6, 9 patches; naloxone: 2, 4,
 * 6 devices), one by default. What pharmacies dispense is not read here: Medicaid's mean fill of a cycle product
 * mixes 1- and 3-carton fills (Xulane 6.1 patches), which no pharmacist hands over.
 */
function cartonPlan(carton: Carton, unit: PricingUnit): QuantityPlan {
  const each = unit === "EA" ? 1 : carton.mLEach;
  // A single dose is that one unit (emergency contraception: 1 tablet).
  if (carton.count === 1) return { ...units(carton.unitKey, [1], 1, each), kind: "single-dose" };
  if (carton.whole) return { ...units(carton.unitKey, [carton.count], carton.count, each), kind: "course" };
  const counts = [1, 2, 3].map((n) => n * carton.count);
  return { ...units(carton.unitKey, counts, carton.count, each, true), kind: "pack" };
}

function planOf(input: QuantityInput): QuantityPlan | null {
  const { form, pricingUnit: unit } = input;
  const labelled = input.packageSize ? labelledPackage(input, input.packageSize, devicePricingUnits(input)) : null;
  if (labelled) return labelled;
  const kind = FORM_KINDS[form];
  const device = devicePricingUnits(input);
  switch (kind) {
    case "oral-solid": {
      if (unit !== "EA") return null;
      const key = SOLID_UNITS[form] ?? (form.startsWith("capsule") ? "capsule" : "tablet");
      // Without a fill's evidence of acute use, the USAN stems of antibacterials say course.
      const antiInfective = isCourse(input);
      const course = input.acute ?? antiInfective;
      const courseMolecule = isCourseMolecule(input.acute ?? null, antiInfective, input.unitsPerClaim ?? null);
      const dispensedRead = input.evidence
        ? countFill(
            input.evidence.unitsPerFill,
            input.evidence.daysPerFill,
            course,
            input.spaced,
            antiInfective,
            input.monthlyRate,
            courseMolecule,
          )
        : null;
      const claimedRead =
        input.unitsPerClaim && input.partDDays
          ? countFill(input.unitsPerClaim, input.partDDays, course, input.spaced, antiInfective, input.monthlyRate, courseMolecule, input.claimOfForm ? UNITS_A_DAY_MAX : POOLED_ROW_UNITS_A_DAY_MAX) // prettier-ignore
          : null;
      // A regimen sold as one course (a combination of an anti-infective with other drugs: Pylera, Talicia) is filled
      // as its whole course: a fill or claim past the longest course of one unit a dose is that course, not a month.
      const regimen = course && input.ingredientNames.length > 1 && antiInfective;
      const whole = (f: Fill | null, units: number | null | undefined) =>
        regimen && f && units && units > LONGEST_COURSE.antiInfective && f.kind !== "single-dose" ? regimenCourseOf(units) : f; // prettier-ignore
      const dispensed = whole(dispensedRead, input.evidence?.unitsPerFill);
      const claimed = whole(claimedRead, input.unitsPerClaim);
      // A single dose read from a fill stands only when Part D, where it lists the drug, claims one too: a fill of one
      // can be one clinic's per-dose billing (Alaska's diphenhydramine 25 mg, 1.01 a fill; Part D 21.9 a claim).
      const read = dispensed?.kind === "single-dose" && claimed && claimed.kind !== "single-dose" ? claimed : (dispensed ?? claimed); // prettier-ignore
      const more = read && input.evidence && input.acute === false ? moreThanDaily(read, input.unitsPerClaim ?? null, input.evidence) : read; // prettier-ignore
      // The fill that was read: the dose's own dispensing evidence, else Part D's claim at its days a claim.
      const source = read === dispensed ? input.evidence : { unitsPerFill: input.unitsPerClaim ?? 0, daysPerFill: input.partDDays ?? 30 }; // prettier-ignore
      const namedTimes = namedTimesADay(input.duration, input.labelledTimesADay);
      const unitsADay = namedTimes && input.tabletsPerDose ? namedTimes * input.tabletsPerDose : namedTimes;
      const named = more && source ? atNamedInterval(more, source, unitsADay) : more;
      // Without a fill of its own, a paired combination's tablets a day decide (twenty-first pass), else the filled
      // strengths' shared rate.
      const paired = !input.evidence && input.tabletsPerDose ? unitsADay : null;
      const times = paired ?? input.strengthsTimesADay;
      const fill = named && !input.evidence && times ? atTimesADay(named, times) : named;
      if (fill) return { ...units(key, fill.counts, fill.defaultCount), kind: fill.kind };
      if (course) return units(key, COURSE, 20);
      return paired
        ? units(
            key,
            MONTHLY.map((d) => d * paired),
            30 * paired,
          )
        : units(key, MONTHLY, 30);
    }
    case "oral-powder": // unit-dose packets, or a bottle reconstituted at the counter (antibiotic suspensions)
      if (unit === "EA" || (input.amountPerUnit && input.nadacPerUnit >= UNIT_DOSE_PRICE))
        return units("packet", MONTHLY, 30);
      if (unit === "ML" && isCourse(input)) return metric(unit, ANTIBIOTIC_BOTTLES, 100);
      return unit === "ML" ? metric(unit, [50, 75, 100, 150], 100) : metric(unit, [119, 238, 510], 238);
    case "oral-liquid": {
      // a course's volume, or stock bottles (oral-liquid-volumes.ts); EA: unit-dose cups
      if (unit === "EA") return units("unit", MONTHLY, 30);
      const { counts, defaultCount } = liquidVolumes(courseLiquid(input), !!input.otc, null);
      return metric(unit, counts, defaultCount);
    }
    case "oral-care":
      return unit === "EA" ? null : metric(unit, unit === "ML" ? [473] : [15, 30, 100], unit === "ML" ? 473 : 30);
    case "topical-semisolid": // tubes of 15 to 60 g; gel packets ("2500 MG ... Gel") count packets
      if (input.unitContent?.unit === "g" && device !== null) return units("packet", MONTHLY, 30, device);
      if (unit === "EA") return { ...units("packet", [12, 24], 24), boxes: true }; // single-use packets (imiquimod)
      if (unit === "GM" && customarySized(input)) return metric(unit, OTC_TUBES, OTC_TUBE);
      return unit === "GM" ? metric(unit, [15, 30, 45, 60], 30) : metric(unit, [30, 60, 120], 60);
    case "topical-liquid":
      if (unit === "EA") return units("unit", [1, 2, 3], 1, 1, true);
      if (unit === "ML" && customarySized(input)) return metric(unit, OTC_BOTTLES, OTC_BOTTLE);
      return metric(unit, [30, 60, 120, 240], 60);
    case "pad":
      return unit === "EA" ? units("pad", [30, 60, 90], 60) : null;
    case "ophthalmic": // dropper bottles of 2.5 to 15 mL; priced per EA they are single-use vials
      return unit === "EA" ? units("vial", MONTHLY, 30) : metric(unit, [2.5, 5, 10, 15], 5);
    case "ophthalmic-semisolid": // the 3.5 g eye-ointment tube
      return unit === "EA" ? null : unit === "GM" ? metric(unit, [3.5, 7], 3.5) : metric(unit, [5, 10], 5);
    case "otic":
      return unit === "EA" ? null : metric(unit, [5, 10], 10);
    case "inhaler":
      if (unit === "EA") return units("inhaler", [1, 2, 3], 1, 1, true);
      // A canister whose mass the name or the package table states is counted whole. Without either (RxNorm counts
      // puffs), a canister is offered by the gram, as CMS Part D bills it per claim when it lists the drug (Dulera
      // 18.5 g), else at the common canister masses.
      if (device !== null && input.unitContent?.unit === "g") return units("inhaler", [1, 2, 3], 1, device, true);
      if (input.unitsPerClaim) {
        const fill = Math.round(input.unitsPerClaim * 10) / 10;
        return metric(
          unit,
          [fill, fill * 2, fill * 3].map((g) => Math.round(g * 10) / 10),
          fill,
        );
      }
      return metric(unit, [6.7, 8.5, 10.2, 12, 18], 8.5);
    case "inhaler-dry-powder": {
      if (unit !== "EA") return null;
      // CMS bills blister inhalers (Diskus, Ellipta) per blister and reservoir ones (Twisthaler, RespiClick) per
      // device; the price tells them apart: in NADAC a blister costs at most about $11, a device at least about $37.
      const actuations = input.unitContent?.unit === "actuation" ? input.unitContent.value : null;
      if (input.nadacPerUnit >= 25) return units("inhaler", [1, 2, 3], 1, 1, true);
      if (!actuations) return units("blister", MONTHLY, 30);
      return units("inhaler", [1, 2, 3], 1, actuations * (input.blistersPerDose ?? 1), true);
    }
    case "inhalation-capsule": // HandiHaler/Neohaler capsules
      return unit === "EA" ? units("capsule", MONTHLY, 30) : null;
    case "inhalation-spray": // Respimat: a 4 g cartridge
      return unit === "EA" ? units("inhaler", [1, 2, 3], 1, 1, true) : metric(unit, [4, 8, 12], 4);
    case "nebulizer": // boxes of 25 to 60 single-dose vials, 2-3 mL each
      return unit === "EA" ? units("vial", [25, 30, 60], 30) : metric(unit, [60, 75, 90, 120, 180], 75);
    case "nasal": // spray bottles of about 16 g or 15-30 mL; priced per EA it is a single-use device
      if (unit === "EA") return units("device", [1, 2, 4], 2, 1, true);
      return unit === "GM" ? metric(unit, [16, 32], 16) : metric(unit, [15, 30], 30);
    case "injection":
      if (device !== null) return units("vial", [1, 2, 4], 1, device, true);
      // Multi-dose vials whose volume neither the name nor the package table states: an insulin not in the table is
      // taken to come in the common 10 mL vial, B12 and others from 1 mL.
      if (isInsulin(input) && unit === "ML") return devices("vial", [1, 2, 3], INSULIN_VIAL_ML, input);
      // A vial NADAC's description states ("TESTOSTERON ENAN 1,000 MG/5 ML": 5 mL) is sold whole, as one named so,
      // unless its fills hold under half of it: then a smaller vial of the product (its other packages share its
      // fills) or a clinic's dose drawn from it is what is billed, and it is counted by the mL as filled.
      if (input.vialML && unit === "ML" && !billedByTheDose(input.vialML, input.evidence))
        return units("vial", [1, 2, 4], 1, input.vialML, true);
      // Otherwise by the mL, by default the measured injections' median fill (Novarel: 10 mL, $1,618, before).
      return metric(unit, MEASURED_ML, input.measuredInjectionFill ? nearestCount(MEASURED_ML, input.measuredInjectionFill) : 10); // prettier-ignore
    case "syringe": {
      if (device === null) return null;
      // Biologics and epinephrine come two to a carton, weekly GLP-1 pens four: Part D's usual fill picks the count.
      return devices(form === "auto-injector" ? "auto-injector" : "syringe", [1, 2, 4], device, input, 2);
    }
    case "pen": {
      if (device === null) return null;
      const key = form === "cartridge" ? "cartridge" : "pen";
      // An insulin pen or cartridge not in the package table is taken to come in the common carton of five.
      if (isInsulin(input)) return devices(`box-of-5-${key}s`, [1, 2, 3], device * INSULIN_BOX, input);
      return devices(key, [1, 2, 3], device, input);
    }
    case "patch": {
      if (unit !== "EA") return null;
      const monthly = patchesPerMonth(input.duration);
      return units("patch", [monthly, monthly * 2, monthly * 3], monthly);
    }
    case "suppository":
      return unit === "EA" ? units("suppository", [12, 24, 30], 12) : null;
    case "enema":
      return device !== null ? units("enema", [1, 7, 28], 7, device, true) : null;
    case "vaginal-insert":
      return unit === "EA" ? { ...units("insert", [8, 18, 24], 8), boxes: true } : null;
    case "ring": // one ring per 3 weeks or 3 months
      return unit === "EA" ? units("ring", [1, 3], 1, 1, true) : null;
    case "pack": // packs are counted by build-pack-dose.ts from their RxNorm contents
      return null;
    case "implant":
      return unit === "EA" ? units("implant", [1], 1, 1, true) : null;
  }
}

/**
 * Part D fills at most 90 days, so a molecule whose Part D claim holds more than 90 units is taken more than once a
 * day by a share of its patients. A strength whose mean fill reads once a day at the drug's days per fill but lies
 * past a third of the way to twice a day (over 40 a month: dabigatran 150 mg 64.4 a fill, 42 a month; Part D 111.4) is
 * then filled twice a day: a once-daily drug's mean sits at its days per fill. Only a chronic drug whose Part D row is
 * comparable with its Medicaid fills (acute false: a ratio within 0.5..3) is read so.
 */
export const PART_D_LONGEST_FILL = 90;
export const TOWARD_TWICE = 40;
function moreThanDaily(fill: Fill, partDUnitsPerClaim: number | null, evidence: FillEvidence): Fill {
  if (fill.kind !== "daily" || !partDUnitsPerClaim || partDUnitsPerClaim <= PART_D_LONGEST_FILL) return fill;
  if ((evidence.unitsPerFill * 30) / evidence.daysPerFill < TOWARD_TWICE) return fill;
  return { kind: "twice-daily", counts: [60, 120, 180], defaultCount: 60 };
}

/**
 * The doses a day a tablet's or capsule's RxNorm name states (thirteenth pass): an extended release of "24 HR" or a
 * "Once-Daily" product once, "12 HR" twice, "8 HR" three times. Null when the name states none.
 */
export function namedTimesADay(duration: DoseDuration | null, labelled?: number): number | null {
  if (labelled) return labelled;
  if (!duration) return null;
  const hours = duration.unit === "day" ? duration.value * 24 : duration.value;
  return NAMED_INTERVALS[hours] ?? null;
}
const NAMED_INTERVALS: Record<number, number> = { 24: 1, 12: 2, 8: 3 };

/**
 * A fill's units a month depend on the days it lasts, which no file states per drug: a month (30 days) for a drug
 * filled a month at a time (brands, controlled and specialty drugs), up to the source's median for a cheap generic
 * (Medicaid 46, Part D 72; brands' Part D claims 47.9). A month of daily doses was read at the source's days, so a
 * brand's 12-hour tablet with 56 to 61 units a claim (Nucynta ER, OxyContin, Xtampza ER, Rukobia, Wellbutrin SR)
 * read "once a day" (1.2 a day at 47.9 days), and a 24-hour tablet pushed past once a day by a Part D row over 90
 * units (glipizide XL 5 mg, 61.4 a fill: 1.44 a day at 42.5 days) read "twice". Where the doses a day its name states
 * lie within the readings at 30 days and at the source's days (each rounded, one to UNITS_A_DAY_MAX), the name decides: Nucynta
 * ER 1.2 to 1.9 a day -> twice (60); glipizide XL 5 mg 1.44 to 2.05 -> once (30). A reading outside them stands:
 * metformin ER 500 mg (2.2 to 3.8 a day: several tablets at once), Depakote ER, Gralise 600 mg (national 73.5 a fill:
 * 1.9 to 2.5 a day, two), orphenadrine ER 100 mg (0.9 to 1.2: once).
 */
export function atNamedInterval(fill: Fill, source: FillEvidence, named: number | null): Fill {
  const at = DAILY_KINDS.indexOf(fill.kind) + 1;
  if (named === null || at === 0 || at === named || !namedWithinReadings(source, named)) return fill;
  return atTimesADay(fill, named);
}

// A month of daily doses at `times` a day, for a fill read as a month of daily doses (a course or weekly stands).
function atTimesADay(fill: Fill, times: number): Fill {
  if (!DAILY_KINDS.includes(fill.kind)) return fill;
  return { kind: dailyKindOf(times), counts: MONTHLY.map((d) => d * times), defaultCount: 30 * times };
}

// Whether a fill read at 30 days and at its source's days (each rounded to one to UNITS_A_DAY_MAX a day) brackets `named` a day.
export function namedWithinReadings(source: FillEvidence, named: number): boolean {
  if (source.unitsPerFill <= 0) return false;
  const perDay = (days: number) => Math.min(UNITS_A_DAY_MAX, Math.max(1, Math.round(source.unitsPerFill / days)));
  const low = perDay(Math.max(source.daysPerFill, MONTH_DAYS));
  const high = perDay(Math.min(source.daysPerFill, MONTH_DAYS));
  return low <= named && named <= high;
}
const MONTH_DAYS = 30;

// A month of doses: an inhaler holding fewer is a sample or institutional pack.
const MONTH_OF_DOSES = 28;
const belowMonth = (input: Pick<QuantityInput, "unitContent">) =>
  input.unitContent?.unit === "actuation" && input.unitContent.value < MONTH_OF_DOSES;

/**
 * The blisters one dose of a blister dry-powder inhaler takes, read from the fills of its devices that hold a month of
 * doses: NADAC and the dispensing files count blisters, and a month's Medicaid fill is one such device. The Ellipta
 * combinations keep each ingredient apart on two strips and take a blister of each per dose (Breo, Anoro, Trelegy:
 * 63-73 blisters a fill of a 30-dose inhaler), single-strip devices one (Incruse, Arnuity, Advair Diskus: 30-33 a
 * fill of 30 doses, 66-75 of 60). Null when no such device has fills.
 */
export function blistersPerDose(fills: readonly { doses: number; unitsPerFill: number }[]): number | null {
  const month = fills.filter((f) => f.doses >= MONTH_OF_DOSES);
  if (month.length === 0) return null;
  const perDose = month.reduce((sum, f) => sum + f.unitsPerFill / f.doses, 0) / month.length;
  return Math.min(2, Math.max(1, Math.round(perDose)));
}

// A month of patches by wear time: 24 HR -> 30, 72 HR -> 10, 84 HR (twice weekly) -> 8, 168 HR (weekly) -> 4.
export function patchesPerMonth(duration: DoseDuration | null): number {
  const hours = !duration ? 24 : duration.unit === "day" ? duration.value * 24 : duration.value;
  return Math.max(1, Math.floor(720 / Math.max(hours, 24)));
}
