// Courses and single doses offered as something else (twenty-third pass, prisma/seed/README.md), over every dose of the
// catalog: a dose handed over as single-dose units whose fills say it is dispensed as a course of a few units, and a
// course product its name or description counts (Monistat 3, Tioconazole-1) offered at its form's fallback sizes.
//   course-off-fill   a dose of single-dose units (tablets, capsules, packets, inserts, suppositories, films, single-use
//                     devices, applicators) whose fills read 1 to 15 units (its own fills, else Part D's claim of its
//                     own name where that name sells only this form, else Part D's row of its course: "Miconazole 3"),
//                     whose default lies outside half to twice that, or is a month's count
//   course-unread     a vaginal anti-infective, or a dose whose NADAC description counts its course ("MICONAZOLE 3 200
//                     MG VAG SUPP", "TIOCONAZOLE-1", "3-DAY VAGINAL CREAM"), offered at its form's fallback sizes
//                     (inserts 8/18/24, tubes 15/30/45/60 g): what a dose no file or label reads is offered
//   labelled-off      a dose a label row counts (carton-sizes.ts, labelled-bottles.ts) offered off whole packages of it
// Read by scripts/measure-dispensed-courses.ts and the seed tests.
import { cartonOf } from "./carton-sizes";
import { isAntiInfective } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import { labelledBottleOf } from "./labelled-bottles";
import { MONTH_COUNTS, type DoseFinding } from "./measure-dispensed-once";
import { isWholePackages } from "./measure-package-handles";
import { indexUsualFills, type PartDUnits, type UsualFills } from "./usual-fills";
import type { DispensingIndex } from "./index-dispensing";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

export const COURSE_CLASSES = ["course-off-fill", "course-unread", "labelled-off"] as const;
export type CourseClass = (typeof COURSE_CLASSES)[number];

// Units handed over one a dose: a course of them is counted, never poured or weighed.
const SINGLE_DOSE_UNITS = new Set(["tablet", "capsule", "packet", "insert", "suppository", "film", "device", "applicator"]); // prettier-ignore
// The longest course read here: two weeks of one a day (a month's fill of a daily drug averages 25 to 30).
const COURSE_UNITS_MAX = 15;
// A fill under this is one clinic's per-dose billing, not a course (Alaska's diphenhydramine 25 mg, 1.01 a fill).
const FILL_MIN = 0.75;
// The sizes a form falls back to where no file or label reads its package (derive-quantities.ts planOf).
const FALLBACK_SIZES: Record<string, string> = {
  "vaginal-insert": "8/18/24",
  "vaginal-cream": "15/30/45/60",
  "vaginal-ointment": "15/30/45/60",
  "vaginal-gel": "15/30/45/60",
};
// A course its name or description counts: "MICONAZOLE 3 200 MG", "TIOCONAZOLE-1", "CLOTRIMAZOLE-3", "3-DAY".
const COURSE_WORD = /^[A-Z]+[ -]([137])(?:-DAY\b|\b(?![-\s]*(?:MG|MCG|GM|ML|%|PAK|PACK)))|\b([137])-DAY\b/;

/** The course a NADAC description or Part D product name counts in days (1, 3 or 7), or null. */
export function describedCourseOf(description: string): number | null {
  const match = COURSE_WORD.exec(description.toUpperCase().replace(/^(FT|GS|GNP|QC|SM|CVS|EQ) /, ""));
  return match ? Number(match[1] ?? match[2]) : null;
}

export type CourseEvidence = {
  dispensing: DispensingIndex;
  partD: readonly PartDUnits[];
  descriptionsOf: (ndc: string) => readonly string[];
};

export function measureDispensedCourses(
  medications: readonly CatalogMedication[],
  { dispensing, partD, descriptionsOf }: CourseEvidence,
): { findings: DoseFinding<CourseClass>[]; doses: number; courseDoses: number } {
  // Part D's rows by product name: a brand's own, and the courses named by their days ("Miconazole 3").
  const byName = new Map<string, number>();
  for (const r of partD) byName.set(r.brandName.toLowerCase(), r.unitsPerClaim);
  const usualFills = indexUsualFills(partD);
  const findings: DoseFinding<CourseClass>[] = [];
  let doses = 0;
  let courseDoses = 0;
  for (const m of medications) {
    const kinds = new Set(m.doses.map((d) => FORM_KINDS[d.doseForm]));
    for (const d of m.doses) {
      doses++;
      const offered = d.quantities.map((q) => q.unitCount);
      const defaultCount = offered[d.quantities.findIndex((q) => q.value === d.defaultQuantity)] ?? NaN;
      const base = { slug: m.slug, dose: d.label, isDefaultDose: d.ndc === m.defaultDose, offered, defaultCount };
      const described = new Set(d.ndcs.flatMap((n) => descriptionsOf(n)).map(describedCourseOf).filter((n) => n !== null)); // prettier-ignore
      const vaginalCourse = d.doseForm.startsWith("vaginal-") && isAntiInfective(m.generic.split(" / "));
      if ((described.size > 0 || vaginalCourse) && FALLBACK_SIZES[d.doseForm] === offered.join("/"))
        findings.push({ ...base, cls: "course-unread", note: described.size > 0 ? `described a ${[...described].join("/")}-day course` : "a vaginal anti-infective course" }); // prettier-ignore
      const labelled = labelledOf(m, d);
      if (labelled && offered.some((n) => !isWholePackages(n * Number(d.baseValue), labelled.amount)))
        findings.push({ ...base, cls: "labelled-off", note: `${labelled.source}: packages of ${labelled.amount}` });
      // Weekly and monthly tablets (1 or 3, 4 or 12) are counted by their rhythm, their claims by months of it.
      if (!SINGLE_DOSE_UNITS.has(d.unitKey) || d.doseForm === "pack" || SPACED.has(offered.join("/"))) continue;
      const twin = twinFillOf(medications, m, d, dispensing, usualFills);
      const fill = twin ?? courseFillOf(m, d, kinds.size === 1, dispensing, byName, usualFills, d.ndcs.flatMap((n) => descriptionsOf(n))); // prettier-ignore
      if (!fill || fill.units > COURSE_UNITS_MAX) continue;
      courseDoses++;
      const off = defaultCount < fill.units / 2 || defaultCount > fill.units * 2 || (MONTH_COUNTS.has(defaultCount) && fill.units < COURSE_UNITS_MAX); // prettier-ignore
      if (off) findings.push({ ...base, cls: "course-off-fill", note: `${fill.source} ${fill.units.toFixed(2)} a fill` }); // prettier-ignore
    }
  }
  return { findings, doses, courseDoses };
}

const SPACED = new Set(["1/3", "4/12"]);

// A fill under FILL_MIN units, or a state's fill under a quarter of Part D's claim of the name, is one clinic's
// per-dose billing (Alaska's diphenhydramine 25 mg, 1.01 a fill; Part D 21.9 a claim), not a course.
const perDoseBilling = (source: string, units: number, claimed: number | null) =>
  units < FILL_MIN || (source === "alaska" && claimed !== null && claimed > 4 * units);

/**
 * A dose no file fills whose twin (the same generic, strength and form under another name: Viagra's sildenafil) is
 * filled: the twin's fill is the tablet's, over a brand's Part D row that pools its other products (Geodon's
 * capsules with its injection, 2.83 a claim). Null when the dose has fills of its own or no twin has any.
 */
function twinFillOf(
  medications: readonly CatalogMedication[],
  m: CatalogMedication,
  d: CatalogDose,
  dispensing: DispensingIndex,
  usualFills: UsualFills,
): { units: number; source: string } | null {
  if (dispensing.ofNdcs(d.ndcs)) return null;
  for (const o of medications) {
    if (o === m || o.generic.toLowerCase() !== m.generic.toLowerCase()) continue;
    const twin = o.doses.find((x) => x.strength === d.strength && x.doseForm === d.doseForm && x.baseValue === d.baseValue); // prettier-ignore
    const fill = twin ? dispensing.ofNdcs(twin.ndcs) : null;
    const units = fill ? fill.unitsPerRx / Number(d.baseValue) : 0;
    if (fill && !perDoseBilling(fill.source, units, usualFills.unitsPerClaim(m.generic, "immediate")))
      return { units, source: `${o.slug}'s ${fill.source}` };
  }
  return null;
}

/**
 * The units a fill of a single-dose unit holds: its own fills (a state's fill under FILL_MIN units is a clinic's
 * per-dose billing, and so is a state's fill under a quarter of Part D's claim of its name), else Part D's claim of its
 * own name where the name sells only this kind of form, else Part D's row of the course its NADAC description names
 * ("MICONAZOLE 3 200 MG VAG SUPP": "Miconazole 3", 3.67 a claim).
 */
function courseFillOf(
  m: CatalogMedication,
  d: CatalogDose,
  oneKind: boolean,
  dispensing: DispensingIndex,
  byName: ReadonlyMap<string, number>,
  usualFills: UsualFills,
  descriptions: readonly string[],
): { units: number; source: string } | null {
  const each = Number(d.baseValue);
  const release = /extended/.test(d.doseForm) ? "extended" : /delayed/.test(d.doseForm) ? "delayed" : "immediate";
  const claim = usualFills.unitsPerClaim(m.name, release);
  const own = dispensing.ofNdcs(d.ndcs);
  if (own) {
    const units = own.unitsPerRx / each;
    const named = claim ?? usualFills.unitsPerClaim(m.generic, release);
    return perDoseBilling(own.source, units, named === null ? null : named / each) ? null : { units, source: own.source }; // prettier-ignore
  }
  if (claim !== null && oneKind) return { units: claim / each, source: `Part D ${m.name}` };
  // The course a description counts, as Part D names its product ("MICONAZOLE 3 200 MG VAG SUPP": "Miconazole 3").
  for (const description of descriptions) {
    const named = COURSE_PRODUCT.exec(description.toUpperCase());
    const units = named ? byName.get(`${named[1]} ${named[2]}`.toLowerCase()) : undefined;
    if (units !== undefined) return { units: units / each, source: `Part D ${named![1]} ${named![2]}` };
  }
  return null;
}
const COURSE_PRODUCT = /^([A-Z]+)[ -]([137])\b/;

// The package a label row gives the dose, in pricing units, with its source; null when none.
function labelledOf(m: CatalogMedication, d: CatalogDose): { amount: number; source: string } | null {
  const generic = m.generic.toLowerCase();
  const carton = cartonOf(generic, d.doseForm, d.strength);
  if (carton) return { amount: carton.count * Number(d.baseValue), source: "carton" };
  const bottle = labelledBottleOf(generic, d.doseForm, d.strength);
  return bottle ? { amount: bottle.volume, source: "label" } : null;
}
