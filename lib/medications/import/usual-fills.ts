// The usual dispensed quantity of a dose, from what pharmacies dispense (SDUD units per prescription, Part D units per
// claim), turned into what a pharmacist hands over: day multiples of a chronic drug, the real count of a course or a
// single dose, whole packages of a device.
import type { PartDDrugYear } from "./parse-dispensing";

export type PartDUnits = Pick<PartDDrugYear, "brandName" | "genericName" | "claims" | "unitsPerClaim">;
export type Release = "immediate" | "extended" | "delayed";
export type UsualFills = {
  // Part D units per claim of the drug so named (brand or generic name) and released.
  // exact: only a row of that release (fluoxetine's weekly delayed-release capsule is not its daily tablet).
  unitsPerClaim(name: string, release: Release, exact?: boolean): number | null;
  daysPerClaim: number; // Part D units per claim of the median claim: a once-daily tablet's mean days' supply
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
  const sorted = rows.map((r) => [r.unitsPerClaim, r.claims] as const).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, claims]) => sum + claims, 0);
  let seen = 0;
  const median = sorted.find(([, claims]) => (seen += claims) >= total / 2)?.[0] ?? 30;
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
    daysPerClaim: median,
  };
}

export type FillKind =
  | "daily"
  | "twice-daily"
  | "three-times-daily"
  | "four-times-daily"
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

const DAILY_KINDS: FillKind[] = ["daily", "twice-daily", "three-times-daily", "four-times-daily"];

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

/**
 * The one formula for counted units (tablets, capsules, films): `unitsPerFill` units a fill whose source fills a
 * once-daily tablet with `daysPerFill` units on average (its mix of 30- and 90-day fills). An acute drug is handed
 * over as its real count (oseltamivir 9.9 -> 10, azithromycin 5.9 -> 6; 1 is a single dose) when the fill is shorter
 * than a once-daily drug's (a course; hydroxyzine's 60 a fill is taken for good, twice a day). A chronic one as a 30-,
 * 60- and 90-day supply at the frequency its units a month imply: under 2 a month monthly (1, 3), under 6 weekly
 * (4, 12: a weekly drug's 28- and 84-day fills average about 4 a month), from 15 the nearest number of doses a day
 * (30/60/90 once daily, 60/120/180 twice daily), the 30-day supply by default. Between 6 and 15 a month is neither
 * a weekly nor a daily drug but short courses of a drug also taken for good (prednisone 20 mg, 11.5 a fill): the
 * real count. Under 6 a month is weekly or monthly only when that is the molecule's rhythm (`spaced`,
 * isSpacedRhythm); otherwise it is a short course too (prednisone 50 mg, dexamethasone 6 mg: 5 tablets).
 */
export function countFill(unitsPerFill: number, daysPerFill: number, acute: boolean, spaced = true): Fill {
  if (acute && unitsPerFill < daysPerFill) return courseOf(unitsPerFill);
  const perMonth = (unitsPerFill * 30) / daysPerFill;
  if (perMonth < SPACED_PER_MONTH && !spaced) return countFill(unitsPerFill, daysPerFill, true);
  if (perMonth < 2) return { kind: "monthly", counts: [1, 3], defaultCount: 1 };
  if (perMonth < SPACED_PER_MONTH) return { kind: "weekly", counts: [4, 12], defaultCount: 4 };
  // A mean fill a little under a month is still a month's supply: brand daily drugs (Rexulti, Trintellix, Vraylar,
  // Concerta: 25-29 a fill) are filled 30 at a time, their means lowered by starts, switches and partial fills, and
  // a drug taken both in spells and for good (valacyclovir 1 g, 24.2; ondansetron 4 mg, 23.7) mixes 30-day fills
  // with courses. Only under half a month's daily doses is a course.
  if (perMonth < 15) return courseOf(unitsPerFill);
  const perDay = Math.min(4, Math.max(1, Math.round(perMonth / 30)));
  return { kind: DAILY_KINDS[perDay - 1]!, counts: [30, 60, 90].map((d) => d * perDay), defaultCount: 30 * perDay };
}

function courseOf(unitsPerFill: number): Fill {
  const count = Math.max(1, Math.round(unitsPerFill));
  return { kind: count === 1 ? "single-dose" : "course", counts: [count], defaultCount: count };
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
  const near = counts.reduce((a, b) => (Math.abs(b - usual) < Math.abs(a - usual) ? b : a));
  if (Math.abs(near - usual) <= usual / 4) return { counts: [...counts], defaultCount: near };
  const rounded = Number(usual.toPrecision(usual < 10 ? 1 : 2));
  return { counts: [...new Set([...counts, rounded])].sort((a, b) => a - b), defaultCount: rounded };
}
