// The usual dispensed quantity of a dose, from what pharmacies dispense (SDUD units per prescription, Part D units per
// claim), turned into what a pharmacist hands over: day multiples of a chronic drug, the real count of a course or a
// single dose, whole packages of a device.
import type { PartDDrugYear } from "./parse-dispensing";

export type PartDUnits = Pick<PartDDrugYear, "brandName" | "genericName" | "claims" | "unitsPerClaim" | "brand">;
export type Release = "immediate" | "extended" | "delayed";
export type UsualFills = {
  // Part D units per claim of the drug so named (brand or generic name) and released.
  // exact: only a row of that release (fluoxetine's weekly delayed-release capsule is not its daily tablet).
  unitsPerClaim(name: string, release: Release, exact?: boolean): number | null;
  daysPerClaim: number; // Part D units per claim of the median claim: a once-daily tablet's mean days' supply
  // The same over brand rows: brands are filled for fewer days (49.7 in 2023: 30-day fills more than 90-day ones).
  brandDaysPerClaim: number;
};

const SALTS =
  /\b(hcl|hydrochloride|sodium|potassium|calcium|magnesium|maleate|tartrate|succinate|besylate|mesylate|citrate|sulfate|phosphate|acetate|hyclate|fumarate|bromide|monohydrate)\b/g;
const EXTENDED = /\b(er|xr|xl|sr|cr|la|24hr|12hr)\b/;
const DELAYED = /\b(dr|ec)\b/;

const HCL = /\bhydrochloride\b/g;

// "Alendronate Sodium", "alendronic acid" and "Metformin HCl ER" as one comparable key with its release, with its
// salt words ("metoprolol tartrate") and without ("metoprolol").
function keyOf(name: string): { key: string; salted: string; release: Release } {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(\w+)ic acid\b/g, "$1ate")
    .replace(HCL, "hcl");
  const release = EXTENDED.test(words) ? "extended" : DELAYED.test(words) ? "delayed" : "immediate";
  const salted = words.replace(EXTENDED, " ").replace(DELAYED, " ").replace(/\s+/g, " ").trim();
  return { key: salted.replace(SALTS, " ").replace(/\s+/g, " ").trim(), salted, release };
}

// The name Part D's rows are matched by, without salt or release words: "Betaxolol HCl" and "betaxolol" are one row.
export const partDKeyOf = (name: string) => keyOf(name).key;

export function indexUsualFills(rows: readonly PartDUnits[]): UsualFills {
  const byName = new Map<string, PartDUnits>();
  const keep = (key: string, row: PartDUnits) => {
    const found = byName.get(key);
    if (!found || row.claims > found.claims) byName.set(key, row);
  };
  for (const row of rows) {
    const { key, salted, release } = keyOf(row.brandName);
    // A name with its salt is that salt's row (metoprolol tartrate, not the succinate); without, names that differ
    // by a salt ("Ciprofloxacin", "Ciprofloxacin HCl") are one drug and the most claimed row speaks.
    keep(`${release}=${salted}`, row);
    keep(`${release}:${key}`, row);
  }
  const brands = rows.filter((r) => r.brand);
  return {
    unitsPerClaim: (name, release, exact = false) => {
      const { key, salted } = keyOf(name);
      const keys = salted === key ? [`${release}:${key}`, `immediate:${key}`] : [`${release}=${salted}`, `${release}:${key}`, `immediate=${salted}`, `immediate:${key}`]; // prettier-ignore
      const row = keys
        .filter((k) => !exact || k.startsWith(release))
        .map((k) => byName.get(k))
        .find(Boolean);
      return row?.unitsPerClaim ?? null;
    },
    daysPerClaim: medianClaim(rows),
    brandDaysPerClaim: brands.length > 0 ? medianClaim(brands) : medianClaim(rows),
  };
}

// The units of the median claim, weighted by claims.
function medianClaim(rows: readonly PartDUnits[]): number {
  const sorted = rows.map((r) => [r.unitsPerClaim, r.claims] as const).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, claims]) => sum + claims, 0);
  let seen = 0;
  return sorted.find(([, claims]) => (seen += claims) >= total / 2)?.[0] ?? 30;
}

export type FillKind =
  | "daily"
  | "twice-daily"
  | "three-times-daily"
  | "four-times-daily"
  | "several-times-daily"
  | "weekly"
  | "monthly"
  | "course"
  | "single-dose"
  | "pack"
  | "device";

export type Fill = { kind: FillKind; counts: number[]; defaultCount: number };

// A weekly drug's 90-day Part D claim holds 13 doses; a molecule whose claims hold more is not taken weekly.
export const QUARTER_OF_WEEKLY_DOSES = 13;
// Under this many units a month a tablet is taken weekly or monthly, or for a short course.
export const SPACED_PER_MONTH = 6;
// Under this many a month, monthly (or a single dose): 1 or 3.
export const MONTHLY_PER_MONTH = 2;

export const DAILY_KINDS: FillKind[] = ["daily", "twice-daily", "three-times-daily", "four-times-daily", "several-times-daily"]; // prettier-ignore

/**
 * The most units a day a month's supply is counted at (seventeenth pass). Four was the cap before, and it cut the
 * drugs taken several units with each meal and snack to 120 a month against their own fills: pancrelipase (Zenpep 20
 * 452.8 a fill in Alaska, 13.5 a day at its 33.4 days; Creon 24 273.0, 8.2 a day; Pertzye 549.7 a Part D claim of
 * the brand, 11.5 a day at 47.9 days), phosphate binders (ferric citrate 190.5, 5.7 a day; sevelamer 800 mg 221.3,
 * 4.8), balsalazide (224.0, 4.9), nicotine gum (171.7, 5.1), Rytary (285.5 a claim, 6.0). Sixteen is the most units
 * a day a label in the catalog writes (Pentasa 250 mg, 1 g four times a day: 16 capsules); the highest reading is
 * 13.5. A drug's row of another form (acetaminophen's 891.7 "units" a Part D claim pools its liquids) is not a
 * reading of a tablet: build-catalog passes Part D to a tablet only where the row can be its own.
 */
export const UNITS_A_DAY_MAX = 16;
// A Part D row that may pool other forms of the name (a generic's row where the catalog sells other kinds under it:
// acetaminophen's 891.7 a claim, its liquids' mL; sodium chloride's 2,042.9, saline's) reads a tablet's doses a day
// only up to four, as before; past four only the dose's own fills or a row that can only be its form (Pertzye).
export const POOLED_ROW_UNITS_A_DAY_MAX = 4;

// The kind of a month's supply of `times` units a day: past four, several a day (with meals).
export const dailyKindOf = (times: number): FillKind => DAILY_KINDS[Math.min(times, DAILY_KINDS.length) - 1]!;

/**
 * Whether a drug is taken for a while (a course, a single dose) rather than for good, from the two programs' fills
 * of it: Medicaid fills mostly 30 days, Part D mostly 90, so a chronic drug's Part D claim holds about `daysPerClaim /
 * daysPerRx` (about 1.6) times a Medicaid prescription, and an acute one the same course in both (oseltamivir 10.6 and
 * 9.9, amoxicillin 21.4 and 22.6). The cut is halfway. A ratio far outside (Part D's generic row mixing a tablet
 * with a gel: metronidazole 1,178 g) says nothing: null.
 */
export function isAcute(partDUnitsPerClaim: number, medicaidUnitsPerRx: number, chronicRatio: number): boolean | null {
  const ratio = partDUnitsPerClaim / medicaidUnitsPerRx;
  if (ratio < 0.5 || ratio > 3) return null;
  return ratio < (1 + chronicRatio) / 2;
}

export type FillRhythm = { acute: boolean | null; daysPerFill: number };

// What a molecule's Part D claim against its national Medicaid prescription says: a course or not (isAcute), and the
// days a once-daily tablet's Medicaid fill of it lasts (daysPerFillOf).
export function readFillRhythm(
  partDUnitsPerClaim: number,
  medicaidUnitsPerRx: number,
  partDDays: number,
  medicaidDays: number,
): FillRhythm {
  const ratio = partDUnitsPerClaim / medicaidUnitsPerRx;
  return {
    acute: isAcute(partDUnitsPerClaim, medicaidUnitsPerRx, partDDays / medicaidDays),
    daysPerFill: daysPerFillOf(ratio, medicaidDays, partDDays),
  };
}

/**
 * A drug's own mean days per Medicaid fill, read from how much more its Part D claim holds than its Medicaid
 * prescription (`ratio`). A drug filled a month at a time in both programs (brands, controlled and specialty drugs,
 * courses) has a ratio of 1 and fills of 30 days; one filled like the median once-daily tablet has Medicaid's
 * `medicaidDays` (46: 30-day fills mixed with 90-day ones) and Part D's `partDDays` (72), a ratio of 72 / 46. Between,
 * a share t of "90-day" filling moves both alike: Medicaid days 30 + (medicaidDays - 30) t, Part D days
 * 30 + (partDDays - 30) t, so t = 30 (ratio - 1) / ((partDDays - 30) - ratio (medicaidDays - 30)), held within 0..1.
 * Without a ratio, or one outside 0.5..3 (isAcute: a Part D row mixing forms), the median once-daily fill.
 */
export function daysPerFillOf(ratio: number | null, medicaidDays: number, partDDays: number): number {
  if (ratio === null || ratio < 0.5 || ratio > 3) return medicaidDays;
  const spread = partDDays - 30 - ratio * (medicaidDays - 30);
  const share = spread <= 0 ? 1 : Math.min(1, Math.max(0, (30 * (ratio - 1)) / spread));
  return 30 + (medicaidDays - 30) * share;
}

// The fill under which an acute drug is a course: an anti-infective's reaches 28 (two weeks twice a day); any other
// acute drug's under 25, since a drug filled a month at a time in both programs has a mean lowered to 27-29 by
// starts, switches and partial fills (phentermine, temazepam, ramelteon 29; Rexulti 27.9), never to 25.
export const LONGEST_COURSE = { antiInfective: 30, other: 25 } as const;

/**
 * An antibacterial whose molecule is taken for courses in both programs (fourteenth pass): read acute from its fills
 * (isAcute, not the stems' fallback) and claimed by Part D, which fills a chronic drug for 90 days (72 units a claim
 * of the median), at most the longest twice-daily course (LONGEST_COURSE.antiInfective). Its strengths taken three
 * or four times a day are filled past that (clindamycin 150 mg, 42.4 a fill: every 6 to 8 hours; Part D's clindamycin
 * 25.1 a claim) and are courses up to four a day for two weeks (COURSE_COUNTS' 56), not months of daily doses.
 */
export function isCourseMolecule(
  acuteByFills: boolean | null,
  antiInfective: boolean,
  partDUnitsPerClaim: number | null,
) {
  return acuteByFills === true && antiInfective && partDUnitsPerClaim !== null && partDUnitsPerClaim <= LONGEST_COURSE.antiInfective; // prettier-ignore
}

/**
 * The one formula for counted units (tablets, capsules, films): `unitsPerFill` units a fill of a drug whose fills last
 * `daysPerFill` days on average for a once-daily tablet (daysPerFillOf: the source's median, or the drug's own). An
 * acute drug filled under a month's doses (LONGEST_COURSE) is a course (courseOf: oseltamivir 9.9 -> 10, azithromycin
 * 5.9 -> 6, amoxicillin 875 mg 17.7 -> 20; 1 is a single dose). Otherwise the units a month, fill x 30 / days, give the
 * frequency: under 2 a month monthly (1, 3), under 6 weekly (4, 12: a weekly drug's 28- and 84-day fills average
 * about 4 a month), from 15 the nearest number of doses a day (30/60/90 once daily, 60/120/180 twice daily), the
 * 30-day supply by default. Between 6 and 15 a month is neither a weekly nor a daily drug but short courses of a drug
 * also taken for good (prednisone 20 mg, 11.5 a fill): a course. Under 6 a month is weekly or monthly only when that
 * is the molecule's rhythm (`spaced`, isSpacedRhythm); otherwise it is a short course too (prednisone 50 mg,
 * dexamethasone 6 mg: 5 tablets).
 */
export function countFill(
  unitsPerFill: number,
  daysPerFill: number,
  acute: boolean,
  spaced = true,
  antiInfective = false,
  monthlyRate = false,
  courseMolecule = false,
  maxPerDay = UNITS_A_DAY_MAX,
): Fill {
  const longest = antiInfective ? LONGEST_COURSE.antiInfective : LONGEST_COURSE.other;
  if (acute && unitsPerFill < Math.min(longest, daysPerFill)) return courseOf(unitsPerFill);
  // A strength of a course-only antibacterial (isCourseMolecule) filled three or four times a day is a course too.
  if (courseMolecule && unitsPerFill <= LONGEST_COURSE_COUNT) return courseOf(unitsPerFill);
  const perMonth = (unitsPerFill * 30) / daysPerFill;
  if (perMonth < SPACED_PER_MONTH && !spaced) return courseOf(unitsPerFill);
  if (perMonth < MONTHLY_PER_MONTH) return { kind: "monthly", counts: [1, 3], defaultCount: 1 };
  // A molecule whose spaced prescriptions are a tablet or two a fill (spacedRateOf: fluconazole 150 mg's single dose,
  // aprepitant 40 mg's) gives no weekly rhythm to its other strengths: fluconazole 100 mg's 8.3 a fill is a course.
  if (monthlyRate && perMonth < SPACED_PER_MONTH) return courseOf(unitsPerFill);
  if (perMonth < SPACED_PER_MONTH) return { kind: "weekly", counts: [4, 12], defaultCount: 4 };
  // A mean fill a little under a month is still a month's supply: brand daily drugs (Rexulti, Trintellix, Vraylar,
  // Concerta: 25-29 a fill) are filled 30 at a time, their means lowered by starts, switches and partial fills, and
  // a drug taken both in spells and for good (valacyclovir 1 g, 24.2; ondansetron 4 mg, 23.7) mixes 30-day fills
  // with courses. Only under half a month's daily doses is a course.
  if (perMonth < 15) return courseOf(unitsPerFill);
  const perDay = Math.min(maxPerDay, Math.max(1, Math.round(perMonth / 30)));
  return { kind: dailyKindOf(perDay), counts: [30, 60, 90].map((d) => d * perDay), defaultCount: 30 * perDay };
}

// Course lengths prescribers write, in days (labels: 1 day, 3, 5, 7, 10 and 14).
const COURSE_DAYS = [1, 3, 5, 7, 10, 14];
/**
 * The counts a course is written in, n doses a day for d days: once or twice a day up to two weeks (1, 2, 3, 5, 6, 7,
 * 10, 14, 20, 28), up to four tablets in one day (3, 4: a 2 g single dose of 500 mg tablets), three or four times a
 * day beyond two weeks twice a day (30, 40, 42, 56). A mean fill cannot tell 21 (three a day for a week) from 20
 * (twice a day for ten days), and most oral courses are once or twice a day; a fill past 28 is not.
 */
export const COURSE_COUNTS = [
  ...new Set([
    ...[1, 2].flatMap((n) => COURSE_DAYS.map((d) => n * d)),
    ...[3, 4].flatMap((n) => COURSE_DAYS.map((d) => n * d)).filter((c) => c <= 4 || c > 28),
  ]),
].sort((a, b) => a - b);
export const LONGEST_COURSE_COUNT = COURSE_COUNTS[COURSE_COUNTS.length - 1]!; // 56: four a day for two weeks

/**
 * A course as a prescriber writes it: the course count nearest the mean fill (a mean of mixed courses, rounded to the
 * nearest count of doses a day x days, as the data's MANIFEST advises), a tie going to the longer course; the
 * neighbouring course counts are the other choices (amoxicillin 875 mg, 17.7 a fill: 14, 20, 28). One unit is a
 * single dose, offered alone.
 */
export function courseOf(unitsPerFill: number): Fill {
  if (unitsPerFill < 1.5) return { kind: "single-dose", counts: [1], defaultCount: 1 };
  const last = COURSE_COUNTS.length - 1;
  let at = 0;
  for (let i = 1; i <= last; i++)
    if (Math.abs(COURSE_COUNTS[i]! - unitsPerFill) <= Math.abs(COURSE_COUNTS[at]! - unitsPerFill)) at = i;
  const counts = COURSE_COUNTS.slice(Math.max(0, at - 1), Math.min(last, at + 1) + 1).filter((c) => c > 1);
  return { kind: "course", counts, defaultCount: COURSE_COUNTS[at]! };
}

// A regimen's units a day: one to four doses a day of one, two or four units, or four doses of three (Pylera: 3 capsules
// four times a day; Talicia: 4 three times a day): 1, 2, 3, 4, 6, 8, 12, 16. Nine (three capsules three times a day)
// is left out: the mean of 10- and 14-day courses of twelve a day (Pylera's 134.2 a fill, 125.5 a claim) lies nearer
// 126 (nine for 14 days) than 120, and no regimen the catalog sells is taken so. For the days courses run: 7, 10, 14.
const REGIMEN_UNITS_A_DAY = [...new Set([1, 2, 3, 4].flatMap((doses) => [1, 2, 4].map((units) => doses * units)))];
export const REGIMEN_COUNTS = [...new Set(REGIMEN_UNITS_A_DAY.flatMap((n) => [7, 10, 14].map((d) => n * d)))].sort(
  (a, b) => a - b,
);

/**
 * The whole course of a regimen sold as one (nineteenth pass): a combination of an anti-infective with other drugs,
 * whose fill or claim holds the course, not a month. The regimen count (units a day x 7, 10 or 14 days) nearest it, a
 * tie going to the longer; its neighbours are the other choices. Bismuth / metronidazole / tetracycline's 134.2 a
 * fill is 120 (3 four times a day for 10 days, Pylera), Talicia's 167.7 a claim 168 (4 three times a day for 14 days),
 * where the fill read as a month gave 90 and 120.
 */
export function regimenCourseOf(unitsPerFill: number): Fill {
  const last = REGIMEN_COUNTS.length - 1;
  let at = 0;
  for (let i = 1; i <= last; i++)
    if (Math.abs(REGIMEN_COUNTS[i]! - unitsPerFill) <= Math.abs(REGIMEN_COUNTS[at]! - unitsPerFill)) at = i;
  const counts = REGIMEN_COUNTS.slice(Math.max(0, at - 1), Math.min(last, at + 1) + 1);
  return { kind: "course", counts, defaultCount: REGIMEN_COUNTS[at]! };
}

/**
 * Whether a molecule is taken at a weekly or monthly rhythm, from what is dispensed of it (same release): its
 * strengths filled under SPACED_PER_MONTH a month hold most of its prescriptions (alendronate's 35 and 70 mg: 98%;
 * ergocalciferol 50,000 units: all), and Part D's claim of it holds at most a quarter's weekly doses when Part D
 * lists it (alendronate 10.7). A low-count strength of a molecule dispensed mostly daily or for courses is a burst:
 * prednisone 50 mg (6% of prednisone's prescriptions), dexamethasone 6 mg (11%); so is one whose Part D claims hold
 * a course (tinidazole 13.4, albendazole 17.3, misoprostol 63).
 */
export function isSpacedRhythm(
  strengths: readonly { prescriptions: number; perMonth: number }[],
  partDUnitsPerClaim: number | null,
): boolean {
  const total = strengths.reduce((sum, s) => sum + s.prescriptions, 0);
  const spaced = strengths.filter((s) => s.perMonth < SPACED_PER_MONTH).reduce((sum, s) => sum + s.prescriptions, 0);
  if (total === 0 || spaced * 2 <= total) return false;
  return partDUnitsPerClaim === null || partDUnitsPerClaim <= QUARTER_OF_WEEKLY_DOSES;
}

/**
 * The rate a spaced molecule's strengths are filled at (eleventh pass): "monthly" when most of its prescriptions
 * filled under SPACED_PER_MONTH a month are filled under MONTHLY_PER_MONTH (a tablet or two a fill: fluconazole
 * 150 mg, 1.95 a fill, 3.08 M prescriptions against 100 mg's 0.22 M at 8.3; aprepitant 40 mg, 2.1 a fill, 8,774
 * against 80 and 125 mg's 3,977), else "weekly" (alendronate 70 mg, risedronate 35 mg). Fluconazole's single dose
 * is not a weekly rhythm for its 100 mg tablet, which the molecule's rhythm read "4 or 12 a month". A weekly-rate
 * molecule's monthly strength (risedronate 150 mg) keeps its 1 or 3. Null when no strength is spaced.
 */
export function spacedRateOf(
  strengths: readonly { prescriptions: number; perMonth: number }[],
): "weekly" | "monthly" | null {
  const spaced = strengths.filter((s) => s.perMonth < SPACED_PER_MONTH);
  const total = spaced.reduce((sum, s) => sum + s.prescriptions, 0);
  if (total === 0) return null;
  const monthly = spaced.filter((s) => s.perMonth < MONTHLY_PER_MONTH).reduce((sum, s) => sum + s.prescriptions, 0);
  return monthly * 2 > total ? "monthly" : "weekly";
}

// The count closest to the usual fill (the first of two as close).
export const nearestCount = (counts: readonly number[], usual: number) =>
  counts.reduce((a, b) => (Math.abs(b - usual) < Math.abs(a - usual) ? b : a));

/**
 * Packages and metric fills (a device, a carton, a bottle or a tube): a device or carton by the whole count nearest
 * the usual fill, at least 1 (a 9.8 g fill of 8.5 g albuterol inhalers -> 1; 2 naloxone devices); a bottle or tube by
 * the offered size within a quarter of the usual fill, else the usual fill itself rounded (a 0.2 mL fill is 0.2 mL).
 */
export function packageFill(
  usual: number,
  counts: readonly number[],
  isPackage: boolean,
): { counts: number[]; defaultCount: number } {
  if (isPackage) {
    const count = Math.max(1, Math.round(usual));
    return { counts: [...new Set([...counts, count])].sort((a, b) => a - b), defaultCount: count };
  }
  const near = nearestCount(counts, usual);
  if (Math.abs(near - usual) <= usual / 4) return { counts: [...counts], defaultCount: near };
  const rounded = Number(usual.toPrecision(usual < 10 ? 1 : 2));
  return { counts: [...new Set([...counts, rounded])].sort((a, b) => a - b), defaultCount: rounded };
}
