// Every default whose form only the state's file (Alaska) decides, against the public signals of how widely each form
// is dispensed (scripts/measure-thin-defaults.ts, prisma/seed/README.md "Twentieth pass"): the state's prescriptions
// per form, counted and suppressed, NADAC's market breadth per form (price points, NDCs, labelers) and the Orange
// Book's marketed applications per form. The national file counts only generic tablets and capsules; a cream, a drop,
// a liquid or a brand is decided by one state's fee-for-service fills, where a few patients refilling can pick a rare
// form. Generics only (a brand's NDCs are one labeler's: their breadth is its packages), forms taken home only.
//   thin       every such generic of two or more forms, with the form the rule (formByBreadth) reads dispensed most
//   rare-form  the default's form stocked under half as widely as the form stocked most for its use, its fills read
//              whole not THIN_FILLS more than that form's: clobetasol's solution beside its cream
// calibrateThinFills reads the rule on the medications both files count (generic tablets and capsules of two forms):
// how often the state's fills, alone or weighed with breadth, pick the form the national file fills most.
import type { CatalogDose, CatalogMedication, DoseForm, NdcRecord } from "../catalog-types";
import { formByBreadth, SUPPRESSED_FILLS, THIN_FILLS, useOf } from "./choose-default-dose";
import { FORM_KINDS } from "./dose-forms";
import type { DispensingIndex } from "./index-dispensing";

export type FormEvidence = {
  form: string;
  national: number; // national Medicaid prescriptions of the form's NDCs
  alaska: number; // the state's prescriptions, unscaled
  suppressed: number; // the state's suppressed rows (1 to 10 prescriptions each)
  fills: number; // alaska + SUPPRESSED_FILLS x suppressed
  breadth: number; // NADAC price points summed over the form's NDCs
  ndcs: number;
  labelers: number;
  applications: number; // the Orange Book's marketed (RX or OTC) applications of the ingredient in that form
};

export type ThinDefault = {
  slug: string;
  dose: string; // the default's label
  form: string;
  fills: number; // the state's prescriptions over every form
  forms: FormEvidence[]; // the most stocked first
  byRule: string; // the form the breadth-weighted rule picks
};

export type ThinDefaultsResult = {
  medications: number;
  decided: { national: number; alaska: number; none: number };
  // Medications of two or more forms decided by the state file: the state's prescriptions over their forms, sorted.
  alaskaTotals: number[];
  thin: ThinDefault[]; // every medication of two or more forms that the state file decides
  rareForm: ThinDefault[]; // those whose default is a rare form over a common one
};

// The Orange Book's marketed applications per ingredient (lower case, " / "-joined as the catalog's generic) and
// catalog form: how many firms hold an approval the market still sells.
export type Applications = (generic: string, form: string) => number;

const labelersOf = (ndcs: readonly string[]) => new Set(ndcs.map((n) => n.slice(0, 5))).size;

function formsOf(
  m: CatalogMedication,
  ndcOf: ReadonlyMap<string, NdcRecord>,
  dispensing: DispensingIndex,
  alaska: DispensingIndex,
  applications: Applications,
): FormEvidence[] {
  const byForm = new Map<string, CatalogDose[]>();
  for (const d of m.doses) byForm.set(d.doseForm, [...(byForm.get(d.doseForm) ?? []), d]);
  return [...byForm].map(([form, doses]) => {
    const ndcs = doses.flatMap((d) => d.ndcs);
    const national = dispensing.ofNdcs(ndcs);
    const counted = alaska.ofNdcs(ndcs)?.prescriptions ?? 0;
    const suppressed = alaska.suppressedOf?.(ndcs) ?? 0;
    return {
      form,
      national: national?.source === "national" ? national.prescriptions : 0,
      alaska: counted,
      suppressed,
      fills: counted + SUPPRESSED_FILLS * suppressed,
      breadth: ndcs.reduce((sum, n) => sum + (ndcOf.get(n)?.pricePoints ?? 0), 0),
      ndcs: ndcs.length,
      labelers: labelersOf(ndcs),
      applications: applications(m.generic, form),
    };
  });
}

// The form the state's counted fills pick (the derivation before this pass), and the form the rule picks from it.
const top = (forms: readonly FormEvidence[], by: (f: FormEvidence) => number) =>
  [...forms].sort((a, b) => by(b) - by(a) || b.breadth - a.breadth || a.form.localeCompare(b.form))[0]!.form;
export const byFills = (forms: readonly FormEvidence[]) => top(forms, (f) => f.alaska);
export const byRule = (forms: readonly FormEvidence[], weight = THIN_FILLS) =>
  formByBreadth(
    forms.map((f) => ({ form: f.form, fills: f.alaska, suppressed: f.suppressed, breadth: f.breadth })),
    byFills(forms),
    weight,
  );

// Forms given by injection are the clinic's or a self-injecting patient's (vials, pens, syringes): their fills decide.
const INJECTED = new Set(["injection", "syringe", "pen", "implant"]);

export function measureThinDefaults(
  medications: readonly CatalogMedication[],
  ndcs: readonly NdcRecord[],
  dispensing: DispensingIndex, // national first, Alaska scaled
  alaska: DispensingIndex, // Alaska alone
  applications: Applications = () => 0,
): ThinDefaultsResult {
  const ndcOf = new Map(ndcs.map((n) => [n.ndc, n]));
  const decided = { national: 0, alaska: 0, none: 0 };
  const thin: ThinDefault[] = [];
  for (const m of medications) {
    const d = m.doses.find((x) => x.ndc === m.defaultDose);
    if (!d) continue;
    const all = formsOf(m, ndcOf, dispensing, alaska, applications).sort((a, b) => b.breadth - a.breadth);
    const source = all.some((f) => f.national > 0) ? "national" : all.some((f) => f.alaska > 0) ? "alaska" : "none"; // prettier-ignore
    decided[source]++;
    // A generic's forms taken home: a brand's NDCs are one labeler's, whose breadth is its packages, not its market.
    const forms = all.filter((f) => !INJECTED.has(FORM_KINDS[f.form as DoseForm]));
    if (source !== "alaska" || m.name !== m.generic || forms.length < 2 || !forms.some((f) => f.form === d.doseForm)) continue; // prettier-ignore
    const fills = forms.reduce((sum, f) => sum + f.alaska, 0);
    // Counted fills all of injections (sodium chloride's infusion bags): the forms taken home go by their stock
    // (administeredOnly, twenty-second and twenty-third passes), not by the state's fills.
    if (fills === 0 && forms.every((f) => f.suppressed === 0)) continue;
    thin.push({ slug: m.slug, dose: d.label, form: d.doseForm, fills, forms, byRule: byRule(forms) });
  }
  // A rare form over a common one: the default's form stocked under half as widely as the form stocked most for its
  // use, and its fills read whole (suppressed rows too) not THIN_FILLS more than that form's.
  const rareForm = thin.filter((t) => {
    const own = t.forms.find((f) => f.form === t.form)!;
    const common = t.forms.find((f) => useOf(f.form) === useOf(t.form))!;
    const whole = (f: FormEvidence) => f.fills;
    return common.form !== t.form && own.breadth * 2 < common.breadth && whole(own) - whole(common) < THIN_FILLS;
  });
  return { medications: medications.length, decided, alaskaTotals: thin.map((t) => t.fills).sort((a, b) => a - b), thin, rareForm }; // prettier-ignore
}

export type Calibration = { weight: number; agree: number; of: number; fillsAgree: number }[];

/**
 * The medications both files count in two or more forms (generic tablets and capsules: immediate, extended and
 * delayed release, chewable, orally disintegrating) whose state fills of the forms lie under maxFills: for each
 * breadth weight, how often the rule picks the form whose national prescriptions are the most (fillsAgree: the
 * state's counted fills alone). The national file is 300 times the state's: its order is the truth the state's few
 * fills are a sample of.
 */
export function calibrateThinFills(
  medications: readonly CatalogMedication[],
  ndcs: readonly NdcRecord[],
  dispensing: DispensingIndex,
  alaska: DispensingIndex,
  weights: readonly number[],
  maxFills = Infinity,
): Calibration {
  const ndcOf = new Map(ndcs.map((n) => [n.ndc, n]));
  const cases: FormEvidence[][] = [];
  for (const m of medications) {
    const forms = formsOf(m, ndcOf, dispensing, alaska, () => 0).filter((f) => f.national > 0);
    const fills = forms.reduce((sum, f) => sum + f.fills, 0);
    if (forms.length < 2 || fills === 0 || fills >= maxFills) continue;
    cases.push(forms);
  }
  const truth = (forms: readonly FormEvidence[]) => top(forms, (f) => f.national);
  const fillsAgree = cases.filter((forms) => byFills(forms) === truth(forms)).length;
  return weights.map((weight) => ({
    weight,
    of: cases.length,
    fillsAgree,
    agree: cases.filter((forms) => byRule(forms, weight) === truth(forms)).length,
  }));
}
