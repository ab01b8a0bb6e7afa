// Every default of a medication selling two or more doses against every public signal of which dose is dispensed
// (scripts/measure-default-disagreements.ts, prisma/seed/README.md "Twenty-first pass"): the national file's fills,
// the state's fills read whole (suppressed rows at SUPPRESSED_FILLS), NADAC's week of 2026-04-08 (NDCs, labelers, the
// OTC flag), the price points, the packages the NDC directory lists. Each dose's evidence pools its strength and form
// over every medication selling it, as the derivation does. A disagreement is classed by what the default is:
//   route     an injection, kit or powder where the medication sells a form taken by mouth or on the skin
//   variant   an extended-release, orally disintegrating, chewable, sublingual or effervescent form where the plain
//             tablet or capsule is sold
//   extreme   the highest or lowest of three or more strengths of its form where a middle one leads
//   otc       a strength on prescription only where another of the form is sold over the counter, or the reverse
//   other     any other
// A disagreement counts only against a signal that another dose leads; the deciding file is named (national, state,
// none) so the classes can be read by how thin their evidence is.
import type { CatalogMedication, CatalogSeed, DoseForm, NdcRecord } from "../catalog-types";
import { isPlainOral } from "../plain-oral";
import { amountOfDose } from "./audit-default-doses";
import {
  CLOSE,
  moleculeStocked,
  SUPPRESSED_FILLS,
  soldOverTheCounter,
  type DoseCandidate,
} from "./choose-default-dose";
import { FORM_KINDS } from "./dose-forms";
import type { DispensingIndex } from "./index-dispensing";
import type { ListedPackages } from "./listed-packages";

type Dose = CatalogMedication["doses"][number];
export type Signal = "national" | "state" | "labelers" | "listed" | "pricePoints";
export const SIGNALS: Signal[] = ["national", "state", "labelers", "listed", "pricePoints"];
export type DisagreementClass = "route" | "variant" | "extreme" | "otc" | "other";
export type Decider = "national" | "state" | "none";

export type DoseEvidence = {
  ndc: string;
  label: string;
  form: DoseForm;
  magnitude: number;
  national: number;
  state: number; // counted + SUPPRESSED_FILLS x suppressed rows
  labelers: number; // labelers of its NDCs priced in the week
  ndcs: number; // its NDCs priced in the week
  otc: boolean | null; // every priced NDC OTC (true), none (false), mixed or unpriced (null)
  listed: number;
  pricePoints: number;
};

export type MedicationDisagreement = {
  slug: string;
  brand: boolean;
  decider: Decider;
  dose: string; // the default's label
  classes: DisagreementClass[]; // empty when every signal that ranks the doses puts the default first
  against: Signal[]; // the signals whose leader is another dose
  doses: DoseEvidence[];
};

export type WeekRow = { ndc: string; otc: boolean };

export const poolKey = (m: CatalogMedication, d: Dose) =>
  [m.generic, d.strength, d.doseForm, d.qualifier, d.unitContent?.value, d.unitContent?.unit].join("|");

const ROUTE_FORMS = new Set(["injection", "syringe", "pen", "implant", "kit", "oral-powder"]);
const TAKEN_HOME = new Set(["oral-solid", "oral-liquid", "topical-semisolid", "topical-liquid"]);
const VARIANT = /extended-release|orally-disintegrating|chewable|sublingual|effervescent|buccal|for-suspension/;

export function measureDefaultDisagreements(
  medications: readonly CatalogMedication[],
  ndcs: readonly NdcRecord[],
  dispensing: DispensingIndex,
  alaska: DispensingIndex,
  week: readonly WeekRow[],
  listedOf: ListedPackages,
): MedicationDisagreement[] {
  const points = new Map(ndcs.map((n) => [n.ndc, n.pricePoints]));
  const priced = new Map(week.map((r) => [r.ndc, r.otc]));
  const pooled = new Map<string, string[]>();
  for (const m of medications) for (const d of m.doses) pooled.set(poolKey(m, d), [...(pooled.get(poolKey(m, d)) ?? []), ...d.ndcs]); // prettier-ignore
  const evidenceOf = (m: CatalogMedication, d: Dose): DoseEvidence => {
    const all = [...new Set(pooled.get(poolKey(m, d)) ?? d.ndcs)];
    const national = dispensing.ofNdcs(all);
    const inWeek = all.filter((n) => priced.has(n));
    const otc = inWeek.filter((n) => priced.get(n));
    return {
      ndc: d.ndc,
      label: d.label,
      form: d.doseForm,
      magnitude: amountOfDose(d) ?? 0,
      national: national?.source === "national" ? national.prescriptions : 0,
      state: (alaska.ofNdcs(all)?.fills ?? 0) + SUPPRESSED_FILLS * (alaska.suppressedOf?.(all) ?? 0),
      labelers: new Set(inWeek.map((n) => n.slice(0, 5))).size,
      ndcs: inWeek.length,
      otc: inWeek.length === 0 ? null : otc.length === inWeek.length ? true : otc.length === 0 ? false : null,
      listed: listedOf(all, [d.rxcui]),
      pricePoints: all.reduce((sum, n) => sum + (points.get(n) ?? 0), 0),
    };
  };
  const result: MedicationDisagreement[] = [];
  for (const m of medications) {
    if (m.doses.length < 2) continue;
    const doses = m.doses.map((d) => evidenceOf(m, d));
    const def = doses.find((d) => d.ndc === m.defaultDose);
    if (!def) continue;
    const decider: Decider = doses.some((d) => d.national > 0) ? "national" : doses.some((d) => d.state > 0) ? "state" : "none"; // prettier-ignore
    const against = SIGNALS.filter((s) => {
      const top = Math.max(...doses.map((d) => d[s]));
      return top > 0 && def[s] < top;
    });
    const classes = against.length === 0 ? [] : classify(def, doses);
    result.push({ slug: m.slug, brand: m.name !== m.generic, decider, dose: def.label, classes, against, doses });
  }
  return result;
}

/** What the default is beside the medication's other doses (the classes of the file header). */
export function classify(def: DoseEvidence, doses: readonly DoseEvidence[]): DisagreementClass[] {
  const classes: DisagreementClass[] = [];
  const kind = FORM_KINDS[def.form];
  if (ROUTE_FORMS.has(kind) && doses.some((d) => TAKEN_HOME.has(FORM_KINDS[d.form]))) classes.push("route");
  if (VARIANT.test(def.form) && doses.some((d) => isPlainOral(d.form) && !VARIANT.test(d.form)))
    classes.push("variant");
  const ofForm = [...new Set(doses.filter((d) => d.form === def.form).map((d) => d.magnitude))].sort((a, b) => a - b);
  if (ofForm.length >= 3 && (def.magnitude === ofForm[0] || def.magnitude === ofForm.at(-1))) classes.push("extreme");
  if (doses.some((d) => d.form === def.form && d.otc !== null && def.otc !== null && d.otc !== def.otc))
    classes.push("otc");
  return classes.length > 0 ? classes : ["other"];
}

/**
 * Generics the national file decides whose default is neither its leader, nor a plain tablet or capsule within CLOSE of
 * it, nor a form the national file cannot count (a cream, drops, an inhaler: read from the state's file at scale).
 */
export function nationalOutliers(
  rows: readonly MedicationDisagreement[],
  openedByUse: ReadonlySet<string> = new Set(), // generics otherUseDoses opened (two-brand-uses.ts, twenty-fifth pass)
): MedicationDisagreement[] {
  return rows.filter((r) => {
    if (r.decider !== "national" || r.brand || openedByUse.has(r.slug)) return false;
    const def = r.doses.find((d) => d.label === r.dose)!;
    const most = Math.max(...r.doses.map((d) => d.national));
    return def.national > 0 && def.national < most && !(isPlainOral(def.form) && def.national >= CLOSE * most);
  });
}

/**
 * Medications no file counts whose default is a strength sold over the counter stocked less (moleculeStocked: price
 * points under every name selling it x listed packages, twenty-fourth pass) than another over-the-counter strength of
 * its form: a state's few prescriptions chose it.
 */
export function otcStockOutliers(
  seed: Pick<CatalogSeed, "medications" | "ndcs">,
  candidates: ReadonlyMap<string, readonly DoseCandidate[]>,
): string[] {
  const otc = new Map(seed.ndcs.map((n) => [n.ndc, n.otc]));
  return seed.medications.flatMap((m) => {
    if (m.doses.length < 2 || m.doses.some((d) => d.dispensed)) return [];
    const def = m.doses.find((d) => d.ndc === m.defaultDose)!;
    const ofForm = m.doses.filter((d) => d.doseForm === def.doseForm && d.qualifier === def.qualifier);
    if (ofForm.length < 2 || !ofForm.every((d) => soldOverTheCounter(d.ndcs.map((n) => otc.get(n))))) return [];
    const stock = new Map((candidates.get(m.slug) ?? []).map((c) => [c.ndc, moleculeStocked(c)]));
    const most = Math.max(...ofForm.map((d) => stock.get(d.ndc) ?? 0));
    return (stock.get(def.ndc) ?? 0) < most ? [`${m.slug} ${def.label}`] : [];
  });
}
