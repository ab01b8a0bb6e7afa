// Picks a medication's default dose: the strength and form pharmacies dispense most (SDUD prescriptions).
import type { DoseForm } from "../catalog-types";
import { FORM_KINDS } from "./dose-forms";

export type DoseCandidate = {
  ndc: string; // representative NDC11
  pricePoints: number; // NADAC price points summed over every current NDC of the dose
  // The same summed over every medication selling the strength and form (twenty-fourth pass: moleculeStocked); the
  // dose's own where absent.
  pooledPricePoints?: number;
  magnitude: number; // first ingredient's amount, to break ties towards the lower strength
  label: string;
  // Prescriptions of the dose's strength and form (national scale, index-dispensing.ts); null when no file says.
  prescriptions: number | null;
  // Where no file counts a dose's fills: the quarters the state file shows its strength and form dispensed under 11
  // times (suppressed rows, index-dispensing.ts), and the packages the NDC directory lists for it (listed-packages.ts).
  quarters?: number;
  listed?: number;
  // Sold over the counter: an NDC of the dose NADAC flags OTC and none it flags prescription-only. Its state fills are
  // the few prescriptions written for a product bought off the shelf (twenty-first pass: rxQuarters).
  otc?: boolean;
  form?: string; // the dose form, to weigh a form's strengths together; each dose its own form without it
  plainOral: boolean; // a tablet or capsule swallowed whole (immediate, extended or delayed release)
  // An injection filled one administration at a time (givenInClinic): a clinic's or an emergency room's, not a
  // supply a patient takes home.
  clinic: boolean;
  // A form a patient brings to a retail pharmacy (broughtToRetail): taken by mouth, in the nose, eye, ear or rectum, on
  // the skin, inhaled, or self-injected from a prefilled syringe, pen or cartridge; not a vial, bag or irrigation.
  retail?: boolean;
  infusion?: boolean; // an infusion container (infusedFrom): a bag a pump or a nurse runs
  // A generic's dose no national count holds: the state's prescriptions (unscaled) and suppressed rows of its NDCs
  // (twentieth pass, thinFormDefault); undefined for a brand's dose and for one the national file counts.
  stateFills?: { fills: number; suppressed: number };
};

// An injection whose fills average at most this many mL is given one dose at a time: Medicaid pays ketorolac 30 mg/mL
// 1.1 mL a fill, fentanyl 0.1 mg/2 mL 2.6 mL, diphenhydramine 50 mg/mL 2.9 mL; insulin vials 17-21 mL.
export const CLINIC_FILL_ML = 3;

export function givenInClinic(injection: boolean, mlPerFill: number | null): boolean {
  return injection && mlPerFill !== null && mlPerFill <= CLINIC_FILL_ML;
}

// An injection sold in a unit of this many mL or more is an infusion container (twenty-second pass): a bag a pump or a
// nurse runs, filled by a hospital or home-infusion pharmacy (sodium chloride 0.9%: Alaska fills its 1,000 mL bag
// 1,193 mL at a time, Part D 2,043 mL a claim), never what a patient brings to a retail counter.
export const INFUSION_ML = 100;

export function infusedFrom(injection: boolean, unit: { value: number; unit: string } | null): boolean {
  return injection && unit?.unit === "mL" && unit.value >= INFUSION_ML;
}

// Forms no patient brings to a retail pharmacy: a vial or bag (CLINIC_FORMS), an implant, an intravesical instillation,
// an irrigation. Every other form is taken home, self-injected ones included (insulin pens, enoxaparin syringes).
const ADMINISTERED_FORMS: ReadonlySet<string> = new Set(["injection", "injectable-suspension", "implant", "intravesical-suspension", "irrigation-solution", "ophthalmic-irrigation"]); // prettier-ignore
export const broughtToRetail = (form: string) => !ADMINISTERED_FORMS.has(form);

// Within this share of the most dispensed dose, a plain tablet or capsule is as usual as a special form.
export const CLOSE = 0.8;
// Where no file counts a medication's doses, a plain tablet or capsule opens first when its form is stocked at least this
// share of the form stocked most (twenty-third pass). A form's stock sums its strengths and bottle sizes, so a liquid
// sold in three strengths and five bottles reads wider than the tablets most patients fill: with the counts hidden, the
// forms of the 305 medications the files count are picked right 258 times at 0.5, 255 at CLOSE (0.8), none lost.
export const PLAIN_STOCK = 0.5;

/**
 * The dose with the most prescriptions (pantoprazole: the 40 mg tablet, 5.2 M, not the granules; rosuvastatin 10 mg,
 * not 40 mg). A plain tablet or capsule goes first when the evidence is close (within CLOSE of the most dispensed)
 * or missing; ties go to the most NADAC price points, then the lowest strength. Where no dose has a counted fill,
 * see withoutCounts: the form sold most widely, then the strength dispensed in the most quarters under 11 times
 * (Alaska's suppressed rows: fondaparinux 2.5 mg, in three, not 7.5 mg, in none), then the most stocked.
 */
export function chooseDefaultDose(candidates: readonly DoseCandidate[]): string | null {
  if (candidates.length === 0) return null;
  const retail = administeredOnly(candidates);
  if (retail) return withoutCounts(retail);
  // Ketorolac's 30 mg/mL vial has three times the tablet's prescriptions, every one a single shot: the tablet is
  // what a patient fills. A clinic's injection is the default only when nothing taken home has evidence.
  const home = candidates.filter((d) => !d.clinic);
  const doses = home.some((d) => d.prescriptions) ? home : candidates;
  const byEvidence = [...doses].sort((a, b) => (b.prescriptions ?? 0) - (a.prescriptions ?? 0) || fallbackOrder(a, b));
  const top = byEvidence[0];
  if (!top) return null;
  if (!top.prescriptions) return withoutCounts(doses);
  const thin = thinFormDefault(doses, top);
  if (thin) return thin;
  if (top.plainOral) return top.ndc;
  const plain = byEvidence.find((d) => d.plainOral && (d.prescriptions ?? 0) >= CLOSE * top.prescriptions!);
  return (plain ?? top).ndc;
}

/**
 * Every counted dose given in a clinic or infused, or none counted and the stock picking a vial or bag (twenty-second
 * pass): the forms a patient brings to a retail pharmacy instead, when the medication sells one and either the state's
 * file shows it dispensed (midazolam's oral syrup, in 4 suppressed quarters, beside vials filled 2.2 mL at a time;
 * Omnitrope's pen cartridges, in 5, beside a vial in none) or the doses it would open on are infusion bags (sodium
 * chloride's 1,000 mL bag beside its 1 g tablet and eye drops). A vial filled one dose at a time beside a retail form no
 * file shows filled stays (vitamin B12's 1 mg/mL vial, 273,263 Part D claims in 2023 as "Cyanocobalamin Injection",
 * beside a nasal spray Part D claims 12 times as Nascobal). Null where the rule does not apply.
 */
function administeredOnly(candidates: readonly DoseCandidate[]): DoseCandidate[] | null {
  const counted = candidates.filter((d) => d.prescriptions);
  if (!counted.every((d) => d.clinic || d.infusion)) return null;
  const stockPick = counted.length === 0 ? candidates.find((d) => d.ndc === withoutCounts(candidates)) : undefined;
  if (stockPick && stockPick.retail !== false) return null;
  const retail = candidates.filter((d) => d.retail);
  const filled = retail.filter((d) => (d.quarters ?? 0) > 0);
  if (filled.length > 0) return filled;
  const infused = stockPick ? stockPick.infusion : counted.every((d) => d.infusion);
  return infused && retail.length > 0 ? retail : null;
}

/**
 * A generic whose fills only the state's file counts (twentieth pass): among the forms for the use of the form its
 * counted fills chose, the form formByBreadth reads dispensed most, when it is another form; then its strength with
 * the most fills read whole. Null where the national file counts a dose, for a brand (one labeler's NDCs
 * measure its packages, not its market), for an injection (a clinic's or a self-injecting patient's: the fills
 * decide), and where the rule keeps the form.
 */
function thinFormDefault(doses: readonly DoseCandidate[], top: DoseCandidate): string | null {
  if (!top.form || doses.some((d) => !d.stateFills || !d.form) || INJECTED.has(FORM_KINDS[top.form as DoseForm])) return null; // prettier-ignore
  const forms = new Map<string, FormEvidenceOf>();
  for (const d of doses) {
    const f = forms.get(d.form!) ?? { form: d.form!, fills: 0, suppressed: 0, breadth: 0 };
    forms.set(d.form!, { ...f, fills: f.fills + d.stateFills!.fills, suppressed: f.suppressed + d.stateFills!.suppressed, breadth: f.breadth + d.pricePoints }); // prettier-ignore
  }
  const form = formByBreadth([...forms.values()], top.form);
  if (form === top.form) return null;
  // Its strength by the same fills read whole: betamethasone's 0.05% (dipropionate) cream, 41 suppressed rows, over the
  // 0.1% (valerate) cream's 11 counted prescriptions and 22 rows, as Part D's rows split them (740,600 claims of the
  // dipropionate in 2023, 264,385 of the valerate); adapalene's 0.3% gel (13 rows) over the 0.1% gel (none).
  const whole = (d: DoseCandidate) => d.stateFills!.fills + SUPPRESSED_FILLS * d.stateFills!.suppressed;
  const ofForm = doses.filter((d) => d.form === form);
  return [...ofForm].sort((a, b) => whole(b) - whole(a) || (b.prescriptions ?? 0) - (a.prescriptions ?? 0) || fallbackOrder(a, b))[0]!.ndc; // prettier-ignore
}
const INJECTED: ReadonlySet<string> = new Set(["injection", "syringe", "pen", "implant"]);

// How widely a dose is stocked: its NADAC price points (one series a priced NDC) times the packages the NDC directory
// lists for it (one where the directory lacks it: its strengths then compare by price points alone).
export const stocked = (d: Pick<DoseCandidate, "pricePoints" | "listed">) => d.pricePoints * Math.max(d.listed ?? 0, 1);

// How widely the strength and form is stocked under every name selling it (twenty-fourth pass): a trade name's own NDCs
// are a handful of price points (Muro 128's 5% eye drops 5, its ointment 7), its molecule's are what pharmacies stock
// (sodium chloride 5% eye drops: 75 price points over three products, the ointment 45). With the counts hidden, the
// 619 strength sets and 305 form sets the files count are picked right as often or more (measure-unfilled-defaults.ts).
export const moleculeStocked = (d: Pick<DoseCandidate, "pricePoints" | "pooledPricePoints" | "listed">) =>
  Math.max(d.pricePoints, d.pooledPricePoints ?? 0) * Math.max(d.listed ?? 0, 1);

/**
 * No dose counted (fourteenth pass). The form first: a plain tablet or capsule where one is sold and its form is
 * stocked at least PLAIN_STOCK of the most stocked form (eighteenth, twenty-third pass), else the form the most stocked (stocked, summed over its strengths; the directory's packages decide a form's share, where a few
 * suppressed fills in one state would not: bacitracin's skin ointment, 378 packages, not its eye ointment's 30).
 * Then the strength of that form: the most quarters dispensed under 11 times (rxQuarters: a prescription dose's), then
 * the most stocked, then the lowest. Forms and strengths are weighed by their stock under every name selling them
 * (moleculeStocked, twenty-fourth pass); whether a plain tablet or capsule goes first, by the medication's own stock
 * (Mapap's 500 mg capsule, its own, beside children's chewable tablets every acetaminophen label sells).
 */
export function withoutCounts(doses: readonly DoseCandidate[], plainShare = PLAIN_STOCK): string {
  const formOf = (d: DoseCandidate) => d.form ?? d.ndc;
  const stockOf = (of: readonly DoseCandidate[]) => {
    const forms = new Map<string, number>();
    for (const d of of) forms.set(formOf(d), (forms.get(formOf(d)) ?? 0) + stocked(d));
    return forms;
  };
  const top = (forms: Map<string, number>) => Math.max(0, ...forms.values());
  // A plain tablet or capsule goes first when its form is stocked at least PLAIN_STOCK of the form stocked most (calcium
  // carbonate's one 648 mg tablet NDC is not the default beside 42 chewable ones; Mapap's 500 mg capsule is, beside
  // its children's chewable tablets).
  const plain = doses.filter((d) => d.plainOral);
  const pool = plain.length > 0 && top(stockOf(plain)) >= plainShare * top(stockOf(doses)) ? plain : doses;
  const forms = new Map<string, number>();
  for (const d of pool) forms.set(formOf(d), (forms.get(formOf(d)) ?? 0) + moleculeStocked(d));
  const strengthOrder = (a: DoseCandidate, b: DoseCandidate) =>
    rxQuarters(b) - rxQuarters(a) ||
    moleculeStocked(b) - moleculeStocked(a) ||
    a.magnitude - b.magnitude ||
    a.label.localeCompare(b.label);
  // Forms tied on their stock go by their best dose, as the strengths are ordered.
  const best = (form: string) => [...pool].filter((d) => formOf(d) === form).sort(strengthOrder)[0]!;
  const [form] = [...forms].sort(([f, a], [g, b]) => b - a || strengthOrder(best(f), best(g)))[0]!;
  return best(form).ndc;
}

// A dose sold over the counter: an NDC NADAC flags OTC and none it flags prescription-only (an unflagged NDC says nothing).
export const soldOverTheCounter = (flags: readonly (boolean | null | undefined)[]) =>
  flags.some((f) => f === true) && !flags.some((f) => f === false);

/**
 * The quarters that rank a strength no file counts (twenty-first pass): none for a dose sold over the counter. Medicaid
 * pays for such a product only when it is prescribed, so its suppressed rows are a few prescriptions beside sales no
 * file counts: acetaminophen's 325 mg tablet (3 Alaska quarters) against the 500 mg tablet (none; 60 NADAC-priced NDCs of
 * 12 labelers, 4,491 price points, 1,363 of the 325 mg). Its stock then ranks it, as for any dose no file saw.
 */
export const rxQuarters = (d: Pick<DoseCandidate, "quarters" | "otc">) => (d.otc ? 0 : (d.quarters ?? 0));

function fallbackOrder(a: DoseCandidate, b: DoseCandidate): number {
  return (
    Number(b.plainOral) - Number(a.plainOral) ||
    b.pricePoints - a.pricePoints ||
    a.magnitude - b.magnitude ||
    a.label.localeCompare(b.label)
  );
}

// A suppressed row of the state's file is an NDC dispensed 1 to 10 times in a quarter: read at the midpoint.
export const SUPPRESSED_FILLS = 5.5;
// The state's prescriptions NADAC's breadth is worth when forms for one use are weighed (twentieth pass): a lead of
// fewer fills than this over a form stocked as widely as all the others together does not decide. Calibrated in
// measure-thin-defaults.ts on the tablets and capsules both dispensing files count.
export const THIN_FILLS = 25;

// The forms one patient's use can be met with, which a prescriber chooses between: a steroid on the skin as a cream,
// an ointment, a solution or a foam; an eye's drops or ointment; tablets or capsules. Other forms are each their own
// use (ear drops beside eye drops, a nasal spray beside a nebuliser's solution, a liquid beside tablets: other
// patients, whose share the fills tell).
const SKIN: ReadonlySet<string> = new Set(["cream", "ointment", "gel", "paste", "foam", "lotion", "oil", "topical-solution", "topical-spray", "topical-powder", "powder-spray", "shampoo", "liquid-soap", "medicated-pad"]); // prettier-ignore
export function useOf(form: string): string {
  if (SKIN.has(form)) return "skin";
  const kind = FORM_KINDS[form as DoseForm] as string | undefined;
  if (kind === "ophthalmic" || kind === "ophthalmic-semisolid") return "eye";
  if (kind === "oral-powder") return "oral-liquid";
  return kind ?? form;
}

export type FormEvidenceOf = { form: string; fills: number; suppressed: number; breadth: number };

/**
 * The form a medication is dispensed in most, among the forms for the use of the one its fills chose (chosen), where
 * only the state's file counts them (twentieth pass): each form's fills read whole (counted, plus its suppressed rows
 * at SUPPRESSED_FILLS) plus THIN_FILLS times its share of the use's NADAC breadth (price points summed over its NDCs).
 * Clobetasol's topical solution led with 620 counted prescriptions; the cream, in 81 suppressed rows besides its 506
 * (a form many pharmacies stock, each filling it a few times), is read at 952 and stocked 3.8 times as widely.
 */
export function formByBreadth(forms: readonly FormEvidenceOf[], chosen: string, weight = THIN_FILLS): string {
  const use = forms.filter((f) => useOf(f.form) === useOf(chosen));
  const total = use.reduce((sum, f) => sum + f.breadth, 0) || 1;
  const score = (f: FormEvidenceOf) => f.fills + SUPPRESSED_FILLS * f.suppressed + (weight * f.breadth) / total;
  return (
    [...use].sort((a, b) => score(b) - score(a) || b.breadth - a.breadth || a.form.localeCompare(b.form))[0]?.form ??
    chosen
  );
}
