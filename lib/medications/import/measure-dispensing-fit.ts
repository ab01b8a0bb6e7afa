// Measures a catalog seed against what pharmacies dispense: how many defaults are the most dispensed dose, how many
// default quantities sit within a pack or a week of the usual fill, and what kind each dose's quantities are.
import { givenInClinic } from "./choose-default-dose";
import { CLINIC_FORMS } from "../search/search-entries";
import { FORM_KINDS } from "./dose-forms";
import { isAntiInfective } from "./derive-quantities";
import type { DispensingIndex, DoseDispensing } from "./index-dispensing";
import {
  isCourseMolecule,
  isSpacedRhythm,
  LONGEST_COURSE,
  LONGEST_COURSE_COUNT,
  readFillRhythm,
  SPACED_PER_MONTH,
  UNITS_A_DAY_MAX,
  dailyKindOf,
  type FillKind,
  type Release,
  type UsualFills,
} from "./usual-fills";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

export type SeedKind = FillKind | "other";

export type DispensingFit = {
  medications: number;
  withEvidence: number; // medications with at least one dose whose NDCs are in a dispensing file
  defaultIsMostDispensed: number;
  withDefaultEvidence: number; // of those, medications whose default dose itself has evidence
  quantityWithinFill: number;
  kinds: Record<SeedKind, number>; // over every dose of the catalog
  misses: { slug: string; defaultDose: string; mostDispensed: string }[];
  misfits: Misfit[]; // medications whose default quantity is not within a pack or a week of the usual fill
};

// A default quantity outside its usual fill, with what the measure read: the evidence's units a fill (in the dose's
// units), its source, and whether the drug was read as a course.
export type Misfit = {
  slug: string;
  dose: string;
  form: string;
  kind: SeedKind;
  defaultCount: number;
  counts: number[];
  usualFill: number;
  perMonth: number; // the usual fill as units a 30-day month (usual x 30 / the source's once-daily fill)
  source: DoseDispensing["source"];
  course: boolean; // read as a course (its count against the mean fill) rather than a month's supply
};

/** The kind of fill a seed dose's quantities describe, read from the counts alone (works on any seed version). */
export function classifyFill(dose: CatalogDose): SeedKind {
  if (dose.doseForm === "pack" || dose.unitKey.startsWith("box-of")) return "pack";
  if (dose.package) return "device";
  if (dose.unitKey === "mL" || dose.unitKey === "g") return "pack";
  const counts = dose.quantities.map((q) => q.unitCount);
  const standard = Number(dose.defaultQuantity) / Number(dose.baseValue);
  if (FORM_KINDS[dose.doseForm] !== "oral-solid" && dose.doseForm !== "patch") return "other";
  if (standard === 1 && counts.includes(3)) return "monthly";
  if (standard === 4 && counts.includes(12)) return "weekly";
  if (standard === 1 && counts.length === 1) return "single-dose";
  if (standard % 30 === 0 && counts.every((c) => c % standard === 0)) {
    return standard / 30 <= UNITS_A_DAY_MAX ? dailyKindOf(standard / 30) : "other";
  }
  return dose.doseForm === "patch" ? "other" : "course";
}

export const releaseOf = (dose: CatalogDose): Release =>
  dose.doseForm.includes("extended-release")
    ? "extended"
    : dose.doseForm.includes("delayed-release")
      ? "delayed"
      : "immediate";

/**
 * A seed dose's evidence as the derivation pools it: every medication's NDCs of the same molecule, strength, form,
 * qualifier and release hours (`evidenceOf`, null for packs), and each oral molecule's NDCs by release (`molecules`,
 * for rhythmOf).
 */
export function poolEvidence(medications: readonly CatalogMedication[], dispensing: DispensingIndex) {
  const keyOf = (m: CatalogMedication, d: CatalogDose) =>
    [m.generic, d.strength, d.doseForm, d.qualifier, d.unitContent?.value, d.duration?.value].join("|");
  const pooled = new Map<string, string[]>();
  const molecules = new Map<string, string[]>();
  for (const m of medications)
    for (const d of m.doses) {
      if (d.doseForm === "pack") continue;
      pooled.set(keyOf(m, d), [...(pooled.get(keyOf(m, d)) ?? []), ...d.ndcs]);
      if (FORM_KINDS[d.doseForm] !== "oral-solid") continue;
      const molecule = `${releaseOf(d)}:${m.generic}`;
      molecules.set(molecule, [...(molecules.get(molecule) ?? []), ...d.ndcs]);
    }
  const evidenceOf = (m: CatalogMedication, d: CatalogDose) =>
    d.doseForm === "pack" ? null : dispensing.ofNdcs(pooled.get(keyOf(m, d)) ?? []);
  const ndcsOf = (m: CatalogMedication, d: CatalogDose) => (d.doseForm === "pack" ? d.ndcs : (pooled.get(keyOf(m, d)) ?? [])); // prettier-ignore
  return { keyOf, evidenceOf, molecules, ndcsOf };
}

export function measureDispensingFit(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  usualFills: UsualFills,
): DispensingFit {
  const { evidenceOf, molecules } = poolEvidence(medications, dispensing);
  const fit: DispensingFit = {
    medications: medications.length,
    withEvidence: 0,
    defaultIsMostDispensed: 0,
    withDefaultEvidence: 0,
    quantityWithinFill: 0,
    kinds: {} as Record<SeedKind, number>,
    misses: [],
    misfits: [],
  };
  for (const m of medications) {
    for (const d of m.doses) fit.kinds[classifyFill(d)] = (fit.kinds[classifyFill(d)] ?? 0) + 1;
    const evidence = m.doses.map((d) => ({ dose: d, evidence: evidenceOf(m, d) }));
    const withEvidence = evidence.filter((e) => e.evidence);
    // Measured as chosen (chooseDefaultDose): a clinic's single-shot injection after what a patient takes home.
    const home = withEvidence.filter((e) => !givenInClinic(CLINIC_FORMS.has(e.dose.doseForm), e.evidence!.unitsPerRx));
    const ranked = (home.length > 0 ? home : withEvidence).sort(
      (a, b) => b.evidence!.prescriptions - a.evidence!.prescriptions,
    );
    const top = ranked[0];
    if (!top) continue;
    fit.withEvidence++;
    if (top.dose.ndc === m.defaultDose) fit.defaultIsMostDispensed++;
    else fit.misses.push({ slug: m.slug, defaultDose: m.defaultDose, mostDispensed: top.dose.label });
    const chosen = evidence.find((e) => e.dose.ndc === m.defaultDose);
    if (!chosen?.evidence) continue;
    fit.withDefaultEvidence++;
    const rhythm = rhythmOf(m, chosen.dose, chosen.evidence, dispensing, usualFills, molecules);
    const read = { ...chosen.evidence, daysPerRx: rhythm.daysPerFill };
    const course = readsAsCourse(m, chosen.dose, chosen.evidence, read, rhythm, evidence, usualFills);
    if (withinUsualFill(chosen.dose, read, course)) fit.quantityWithinFill++;
    else fit.misfits.push(misfitOf(m.slug, chosen.dose, read, course));
  }
  return fit;
}

// Whether a dose's fill is read as a course, as the derivation reads it: an acute drug's short fill or a middling one
// (isCourseFill), a course-only antibacterial's strength taken three or four times a day (isCourseMolecule), a burst.
export function readsAsCourse(
  m: CatalogMedication,
  dose: CatalogDose,
  own: DoseDispensing,
  read: DoseDispensing,
  rhythm: ReturnType<typeof rhythmOf>,
  doses: readonly { dose: CatalogDose; evidence: DoseDispensing | null }[],
  usualFills: UsualFills,
): boolean {
  const antiInfective = isAntiInfective(m.generic.split(" / "));
  const claim = usualFills.unitsPerClaim(m.name, releaseOf(dose)) ?? usualFills.unitsPerClaim(m.generic, releaseOf(dose)); // prettier-ignore
  return (
    isCourseFill(read, rhythm.acute, antiInfective) ||
    (isCourseMolecule(rhythm.acuteByFills, antiInfective, claim) && read.unitsPerRx <= LONGEST_COURSE_COUNT) ||
    isBurst(dose, own, doses, m.generic, usualFills)
  );
}

// A low-count strength of a molecule not taken weekly or monthly is a short course (isSpacedRhythm): its usual
// fill is its count (prednisone 50 mg: 5.5 tablets), not a month of doses.
export function isBurst(
  dose: CatalogDose,
  own: DoseDispensing,
  doses: readonly { dose: CatalogDose; evidence: DoseDispensing | null }[],
  generic: string,
  usualFills: UsualFills,
): boolean {
  const perMonth = (d: DoseDispensing) => (d.unitsPerRx * 30) / d.daysPerRx;
  if (FORM_KINDS[dose.doseForm] !== "oral-solid" || perMonth(own) >= SPACED_PER_MONTH) return false;
  const strengths = doses
    .filter((d) => d.evidence && FORM_KINDS[d.dose.doseForm] === "oral-solid" && releaseOf(d.dose) === releaseOf(dose))
    .map((d) => ({ prescriptions: d.evidence!.prescriptions, perMonth: perMonth(d.evidence!) }));
  return !isSpacedRhythm(strengths, usualFills.unitsPerClaim(generic, releaseOf(dose), true));
}

// Whether the drug is read as acute, and the days a once-daily tablet's fill of it lasts (readFillRhythm on the
// national file; the source's median elsewhere), as the derivation reads them.
export function rhythmOf(
  m: CatalogMedication,
  dose: CatalogDose,
  own: DoseDispensing,
  dispensing: DispensingIndex,
  usualFills: UsualFills,
  molecules: Map<string, string[]>,
): { acute: boolean; acuteByFills: boolean | null; daysPerFill: number } {
  const fallback = isAntiInfective(m.generic.split(" / "));
  const medicaid = dispensing.ofNdcs(molecules.get(`${releaseOf(dose)}:${m.generic}`) ?? []);
  const partD = usualFills.unitsPerClaim(m.generic, releaseOf(dose));
  if (medicaid?.source !== "national" || partD === null)
    return { acute: fallback, acuteByFills: null, daysPerFill: own.daysPerRx };
  const read = readFillRhythm(partD, medicaid.unitsPerRx, usualFills.daysPerClaim, dispensing.daysPerRx.national);
  return {
    acute: read.acute ?? fallback,
    acuteByFills: read.acute,
    daysPerFill: own.source === "national" ? read.daysPerFill : own.daysPerRx,
  };
}

// A tablet or capsule filled as a course: an acute drug under LONGEST_COURSE, or any under half a month's daily doses
// and not weekly (6 to 15 a month: bursts and short courses of a drug also taken for good).
export function isCourseFill(evidence: DoseDispensing, acute: boolean, antiInfective: boolean): boolean {
  const longest = antiInfective ? LONGEST_COURSE.antiInfective : LONGEST_COURSE.other;
  if (acute && evidence.unitsPerRx < Math.min(longest, evidence.daysPerRx)) return true;
  const perMonth = (evidence.unitsPerRx * 30) / evidence.daysPerRx;
  return perMonth >= SPACED_PER_MONTH && perMonth < 15;
}

// A counted unit other than a tablet offered as 1, 2 and 3 months of its rhythm (30/60/90 packets, 8/16/24 patches).
function byMonths(dose: CatalogDose): boolean {
  if (FORM_KINDS[dose.doseForm] === "oral-solid" || dose.package || dose.unitKey === "mL" || dose.unitKey === "g") return false; // prettier-ignore
  const counts = dose.quantities.map((q) => q.unitCount);
  return counts.length === 3 && counts.every((c, i) => c === counts[0]! * (i + 1)) && counts[0]! >= 4;
}

function misfitOf(slug: string, dose: CatalogDose, evidence: DoseDispensing, course: boolean): Misfit {
  const base = Number(dose.baseValue);
  const usual = evidence.unitsPerRx / base;
  return {
    slug,
    dose: dose.label,
    form: dose.doseForm,
    kind: classifyFill(dose),
    defaultCount: Number(dose.defaultQuantity) / base,
    counts: dose.quantities.map((q) => q.unitCount),
    usualFill: Number(usual.toFixed(2)),
    perMonth: Number(((usual * 30) / evidence.daysPerRx).toFixed(2)),
    source: evidence.source,
    course,
  };
}

/**
 * The default quantity against the evidence's usual fill, in the dose's units: a package or device within one
 * package; a tablet or capsule of a chronic drug within a week of doses of its 30-day fill (units per prescription
 * over the drug's mean days per fill, times 30); a course within a quarter of its mean count, at least one unit (the
 * mean mixes courses: amoxicillin 875 mg's 17.7 is 20s, 14s and 10s, and the nearest course count is within that);
 * a bottle, tube or other count within a quarter of the mean fill (at least one unit).
 */
export function withinUsualFill(dose: CatalogDose, evidence: DoseDispensing, course: boolean): boolean {
  const base = Number(dose.baseValue);
  const standard = Number(dose.defaultQuantity) / base;
  const usual = evidence.unitsPerRx / base;
  if (dose.package || dose.doseForm === "pack") return Math.abs(standard - usual) <= 1;
  // Single-use units offered by months of their rhythm (eleventh pass: eye vials, packets, patches) are read as the
  // derivation reads them, like a chronic tablet: a month of the fill at the source's days per fill, within a week.
  if ((FORM_KINDS[dose.doseForm] === "oral-solid" && !course) || byMonths(dose)) {
    const monthly = (usual * 30) / evidence.daysPerRx;
    return Math.abs(standard - monthly) <= Math.max(1, (7 * monthly) / 30);
  }
  return Math.abs(standard - usual) <= Math.max(dose.unitKey === "mL" || dose.unitKey === "g" ? 0 : 1, usual / 4);
}
