// Every tablet and capsule dose of a catalog seed (not only defaults) against the evidence of what is dispensed of it
// (scripts/measure-solid-quantities.ts, thirteenth pass): its own strength's fills (SDUD, pooled over every medication
// selling the strength and form, as the derivation pools them), Part D's claim of its brand or generic (noting whether
// the row is the strength's own or pools several), and the dosing interval its RxNorm name states ("24 HR", "12 HR",
// "Once-Daily"). Each disagreement is listed by kind.
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import { FORM_KINDS } from "./dose-forms";
import { namedTimesADay, namedWithinReadings, type FillEvidence } from "./derive-quantities";
import { pairedTabletsIndex } from "./measure-package-handles";
import type { DispensingIndex, DoseDispensing } from "./index-dispensing";
import {
  classifyFill,
  poolEvidence,
  readsAsCourse,
  releaseOf,
  rhythmOf,
  withinUsualFill,
  type SeedKind,
} from "./measure-dispensing-fit";
import { DAILY_KINDS, MONTHLY_PER_MONTH, SPACED_PER_MONTH, UNITS_A_DAY_MAX, type UsualFills } from "./usual-fills";

export type SolidDisagreement =
  // the strength's own fills (or a claim that is the strength's own) read a single dose, weekly or monthly use, or a
  // short course, and the seed offers a month of daily doses
  | "month-of-a-spaced-fill"
  // the strength's own fills read a month of daily doses and the seed offers a single dose, weekly or a course
  | "spaced-of-a-month-fill"
  // a month of daily doses either way, at another number a day (outside a week of the fill's month)
  | "rate"
  // a course either way, the count outside a quarter of the mean fill
  | "course-count"
  // the name states the dosing interval (24 HR, Once-Daily: once a day; 12 HR: twice) and the seed offers more doses a
  // day than that while no file fills the strength: the count was read from a row pooling strengths or products
  | "interval-from-pooled-row"
  // the same where the strength's own fills say so (several tablets at one time: metformin ER 500 mg, 2 to 4)
  | "interval-by-own-fills"
  // the name's interval lies within the evidence's readings (its fill read at 30 days and at the source's days) and
  // the seed offers another number a day (a brand's 12-hour tablet at 30, a 24-hour tablet at 60: atNamedInterval)
  | "interval-within-evidence"
  // a strength no file fills offered another number a day than the one its medication's filled strengths of the form
  // all share (two or more): read off a Part D row pooled over the strengths (build-catalog strengthsTimesADay)
  | "strength-apart-from-filled"
  // the same beside a single filled strength (its fill may be its own: Kapspargo 25 mg two at a time): not changed
  | "strength-apart-from-one-filled"
  // the molecule is taken weekly or monthly over the catalog's filled strengths, and a strength no file fills is
  // offered a month of daily doses (Part D's row of the brand or generic read as daily)
  | "month-of-a-spaced-molecule";

export type SolidRow = {
  kind: SolidDisagreement;
  slug: string;
  dose: string;
  seedKind: SeedKind;
  defaultCount: number;
  counts: number[];
  evidence: string; // what was read: "national 73.5 a fill (48.2 a month)", "Part D Gralise 97.1 a claim, 4 strengths"
};

export type SolidMeasure = {
  doses: number; // tablet and capsule doses counted one by one (EA)
  withOwnFills: number;
  withStrengthClaim: number; // no fills, a Part D row that is the strength's own (a brand selling one strength)
  withPooledClaim: number; // no fills, a Part D row pooling several strengths or products
  withNothing: number;
  counts: Record<SolidDisagreement, number>;
  rows: SolidRow[];
};

// A fill's doses a day within this of a half (1.35 to 1.65) lie between two numbers a day: neither is a disagreement.
export const BETWEEN = 0.15;
const DAILY: SeedKind[] = DAILY_KINDS;
const SPACED: SeedKind[] = ["weekly", "monthly", "single-dose", "course"];

/** The doses a day a dose's RxNorm name states: "24 HR" or "Once-Daily" once, "12 HR" twice, "8 HR" three times. */
export const namedTimesOf = (dose: Pick<CatalogDose, "duration" | "qualifier">) =>
  namedTimesADay(dose.duration, dose.qualifier === "Once-Daily" ? 1 : dose.qualifier === "Twice-Daily" ? 2 : undefined);

const isSolid = (d: CatalogDose) =>
  FORM_KINDS[d.doseForm] === "oral-solid" && (d.unitKey === "tablet" || d.unitKey === "capsule");
const countOf = (d: CatalogDose) => Number(d.defaultQuantity) / Number(d.baseValue);
const fixed = (n: number) => n.toFixed(1);

export function measureSolidQuantities(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  usualFills: UsualFills,
): SolidMeasure {
  const { keyOf, evidenceOf: fillsOf, molecules } = poolEvidence(medications, dispensing);
  // A molecule's rhythm over every strength the catalog fills: spaced when its strengths filled under
  // SPACED_PER_MONTH a month hold most of its prescriptions (as isSpacedRhythm reads it, without Part D's veto).
  const spacedShare = new Map<string, { spaced: number; total: number }>();
  const seen = new Set<string>();
  for (const m of medications)
    for (const d of m.doses) {
      if (!isSolid(d) || seen.has(keyOf(m, d))) continue;
      seen.add(keyOf(m, d));
      const fill = fillsOf(m, d);
      if (!fill) continue;
      const key = `${releaseOf(d)}:${m.generic}`;
      const share = spacedShare.get(key) ?? { spaced: 0, total: 0 };
      share.total += fill.prescriptions;
      if ((fill.unitsPerRx * 30) / fill.daysPerRx < SPACED_PER_MONTH) share.spaced += fill.prescriptions;
      spacedShare.set(key, share);
    }
  const measure: SolidMeasure = {
    doses: 0,
    withOwnFills: 0,
    withStrengthClaim: 0,
    withPooledClaim: 0,
    withNothing: 0,
    counts: {
      "month-of-a-spaced-fill": 0,
      "spaced-of-a-month-fill": 0,
      rate: 0,
      "course-count": 0,
      "interval-from-pooled-row": 0,
      "interval-by-own-fills": 0,
      "interval-within-evidence": 0,
      "strength-apart-from-filled": 0,
      "strength-apart-from-one-filled": 0,
      "month-of-a-spaced-molecule": 0,
    },
    rows: [],
  };
  const tabletsOf = pairedTabletsIndex(medications);
  for (const m of medications) {
    const solid = m.doses.filter(isSolid);
    // The doses a day of the medication's filled strengths, per form, release hours and qualifier.
    const filledTimes = new Map<string, number[]>();
    const formKey = (d: CatalogDose) => [d.doseForm, d.duration?.value, d.qualifier].join("|");
    for (const d of solid)
      if (d.dispensed !== null && DAILY.includes(classifyFill(d)))
        filledTimes.set(formKey(d), [...(filledTimes.get(formKey(d)) ?? []), countOf(d) / 30]);
    const all = m.doses.map((d) => ({ dose: d, evidence: isSolid(d) ? fillsOf(m, d) : null }));
    for (const d of solid) {
      measure.doses++;
      const seedKind = classifyFill(d);
      const add = (kind: SolidDisagreement, evidence: string) => {
        measure.counts[kind]++;
        measure.rows.push({ kind, slug: m.slug, dose: d.label, seedKind, defaultCount: countOf(d), counts: d.quantities.map((q) => q.unitCount), evidence }); // prettier-ignore
      };
      const release = releaseOf(d);
      const own = fillsOf(m, d);
      // A paired metformin combination's name states once a day of its tablets a dose (paired-tablets.ts).
      const once = namedTimesOf(d);
      const named = once !== null ? once * (tabletsOf(m, d) ?? 1) : null;
      const perDay = DAILY.includes(seedKind) ? countOf(d) / 30 : null;
      const times = [...new Set(filledTimes.get(formKey(d)) ?? [])];
      if (d.dispensed === null && perDay !== null && times.length === 1 && times[0] !== perDay) {
        const filled = filledTimes.get(formKey(d))!.length;
        add(filled >= 2 ? "strength-apart-from-filled" : "strength-apart-from-one-filled", `${filled} filled strength(s) of the form at ${times[0]} a day`); // prettier-ignore
      }
      if (own) {
        measure.withOwnFills++;
        readOwnFills(m, d, own, all, seedKind, named, perDay, add, dispensing, usualFills, molecules);
        continue;
      }
      const brandNamed = m.name !== m.generic;
      const brandRow = brandNamed ? usualFills.unitsPerClaim(m.name, release) : null;
      const claim = brandRow ?? usualFills.unitsPerClaim(m.generic, release);
      const days = brandRow !== null ? usualFills.brandDaysPerClaim : usualFills.daysPerClaim;
      const claimed = claim === null ? null : { unitsPerFill: claim, daysPerFill: days };
      const strengths = new Set(solid.filter((s) => releaseOf(s) === release).map((s) => s.strength)).size;
      const ownClaim = brandRow !== null && strengths === 1;
      if (claim === null) measure.withNothing++;
      else if (ownClaim) measure.withStrengthClaim++;
      else measure.withPooledClaim++;
      const row = claim === null ? "no claim" : `Part D ${brandRow !== null ? m.name : m.generic} ${fixed(claim)} a claim${ownClaim ? "" : `, pooled over ${brandRow !== null ? `${strengths} strengths` : "the generic's products"}`}`; // prettier-ignore
      if (named !== null && perDay !== null && perDay > named && !withinReadings(perDay, named, claimed))
        add("interval-from-pooled-row", `${row}; the name: ${named} a day`);
      if (withinReadings(perDay, named, claimed)) add("interval-within-evidence", `${row}; the name: ${named} a day`); // prettier-ignore
      const share = spacedShare.get(`${release}:${m.generic}`);
      if (perDay !== null && share && share.spaced * 2 > share.total)
        add("month-of-a-spaced-molecule", `${row}; ${Math.round((100 * share.spaced) / share.total)}% of the molecule's prescriptions are spaced fills`); // prettier-ignore
      if (
        ownClaim &&
        perDay !== null &&
        claim !== null &&
        (claim * 30) / usualFills.brandDaysPerClaim < SPACED_PER_MONTH
      )
        add("month-of-a-spaced-fill", row);
    }
  }
  return measure;
}

// A month of daily doses at another number a day than the name states, where the name's lies within the evidence's
// readings between 30 days a fill and the source's days (atNamedInterval).
function withinReadings(perDay: number | null, named: number | null, source: FillEvidence | null) {
  if (perDay === null || named === null || !source || perDay === named) return false;
  return namedWithinReadings(source, named);
}

function readOwnFills(
  m: CatalogMedication,
  d: CatalogDose,
  own: DoseDispensing,
  all: readonly { dose: CatalogDose; evidence: DoseDispensing | null }[],
  seedKind: SeedKind,
  named: number | null,
  perDay: number | null,
  add: (kind: SolidDisagreement, evidence: string) => void,
  dispensing: DispensingIndex,
  usualFills: UsualFills,
  molecules: Map<string, string[]>,
) {
  const rhythm = rhythmOf(m, d, own, dispensing, usualFills, molecules);
  const read = { ...own, daysPerRx: rhythm.daysPerFill };
  const perMonth = (own.unitsPerRx * 30) / read.daysPerRx;
  const what = `${own.source} ${fixed(own.unitsPerRx)} a fill (${fixed(perMonth)} a month at ${fixed(read.daysPerRx)} days)`; // prettier-ignore
  const course = readsAsCourse(m, d, own, read, rhythm, all, usualFills);
  const spacedFill = own.unitsPerRx < 1.5 || perMonth < SPACED_PER_MONTH || course;
  if (named !== null && perDay !== null && perDay > named) add("interval-by-own-fills", `${what}; the name: ${named} a day`); // prettier-ignore
  const source = { unitsPerFill: own.unitsPerRx, daysPerFill: read.daysPerRx };
  if (withinReadings(perDay, named, source)) add("interval-within-evidence", `${what}; the name: ${named} a day`); // prettier-ignore
  if (DAILY.includes(seedKind) && spacedFill) {
    // A weekly molecule's monthly tablets are read by their rhythm elsewhere: here a month against a spaced fill.
    add("month-of-a-spaced-fill", `${what}${perMonth < MONTHLY_PER_MONTH ? ", a single dose or monthly" : ""}`);
    return;
  }
  if (SPACED.includes(seedKind) && !spacedFill) {
    add("spaced-of-a-month-fill", what);
    return;
  }
  if (withinUsualFill(d, read, course)) return;
  if (course) return add("course-count", what);
  // A mean between two numbers a day (within BETWEEN of the half: sertraline 100 mg's 45 a month) says neither.
  const day = perMonth / 30;
  if (perDay === null || Math.abs(day - Math.floor(day) - 0.5) <= BETWEEN) return;
  // A month at the number a day the name states, within the fill's readings (atNamedInterval), is the fill's.
  if (perDay === named && namedWithinReadings({ unitsPerFill: own.unitsPerRx, daysPerFill: read.daysPerRx }, named))
    return;
  if (Math.min(UNITS_A_DAY_MAX, Math.max(1, Math.round(day))) !== perDay) add("rate", what);
}
