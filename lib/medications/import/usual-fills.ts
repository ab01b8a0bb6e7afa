// The usual dispensed quantity of a drug: CMS Medicare Part D 2017 dosage units per claim, by brand or generic name
// (alendronate 8.2, azithromycin 6.9, ibandronate 1.9, Eliquis 75.6), and the quantities it implies for tablets and
// capsules. Part D mixes 30- and 90-day fills, so a once-daily drug averages about 60 units a claim.
import { parseCsvLayout, type CsvInput } from "./read-csv-records";
import type { ParseResult } from "../catalog-types";

export type PartDUnits = { brandName: string; genericName: string; claims: number; unitsPerClaim: number };
export type Release = "immediate" | "extended" | "delayed";
export type UsualFills = {
  // Part D units per claim of the drug so named (brand or generic name) and released.
  unitsPerClaim(name: string, release: Release): number | null;
  // Part D claims of every brand and generic of the same ingredients and release as the drug so named: how often
  // the immediate-release form is dispensed against the extended-release one.
  claims(name: string, release: Release): number | null;
};

export function parsePartDUnitsPerClaim(input: CsvInput): Promise<ParseResult<PartDUnits>> {
  return parseCsvLayout({
    input,
    layout: "Part D units per claim",
    required: ["brand_name", "generic_name", "total_claims", "units_per_claim"],
    readRow: (fields, c) => {
      const brandName = fields[c.get("brand_name")!]?.trim() ?? "";
      const genericName = fields[c.get("generic_name")!]?.trim() ?? "";
      const claims = Number(fields[c.get("total_claims")!]);
      const unitsPerClaim = Number(fields[c.get("units_per_claim")!]);
      if (!brandName || !genericName) return "no brand or generic name";
      if (!(claims > 0)) return `not a claim count: ${fields[c.get("total_claims")!]}`;
      return unitsPerClaim > 0
        ? { brandName, genericName, claims, unitsPerClaim }
        : `not a unit count: ${fields[c.get("units_per_claim")!]}`;
    },
  });
}

const SALTS =
  /\b(hcl|hydrochloride|sodium|potassium|calcium|magnesium|maleate|tartrate|succinate|besylate|mesylate|citrate|sulfate|phosphate|acetate|hyclate|fumarate|bromide|monohydrate)\b/g;
const EXTENDED = /\b(er|xr|xl|sr|cr|la|24hr|12hr)\b/;
const DELAYED = /\b(dr|ec)\b/;

// "Alendronate Sodium", "alendronic acid" and "Metformin HCl ER" as one comparable key with its release.
function keyOf(name: string): { key: string; release: Release } {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(\w+)ic acid\b/g, "$1ate");
  const release = EXTENDED.test(words) ? "extended" : DELAYED.test(words) ? "delayed" : "immediate";
  const key = words.replace(EXTENDED, " ").replace(DELAYED, " ").replace(SALTS, " ").replace(/\s+/g, " ").trim();
  return { key, release };
}

export function indexUsualFills(rows: readonly PartDUnits[]): UsualFills {
  const byName = new Map<string, PartDUnits>();
  const claimsOf = new Map<string, number>();
  for (const row of rows) {
    const { key, release } = keyOf(row.brandName);
    // Names that differ by a salt ("Ciprofloxacin", "Ciprofloxacin HCl") are one drug: the most claimed row speaks.
    const found = byName.get(`${release}:${key}`);
    if (!found || row.claims > found.claims) byName.set(`${release}:${key}`, row);
    const molecule = `${release}:${row.genericName.toLowerCase()}`;
    claimsOf.set(molecule, (claimsOf.get(molecule) ?? 0) + row.claims);
  }
  const find = (name: string, release: Release) => {
    const { key } = keyOf(name);
    return byName.get(`${release}:${key}`) ?? byName.get(`immediate:${key}`) ?? null;
  };
  return {
    unitsPerClaim: (name, release) => find(name, release)?.unitsPerClaim ?? null,
    claims: (name, release) => {
      const row = find(name, release);
      return row ? (claimsOf.get(`${release}:${row.genericName.toLowerCase()}`) ?? 0) : null;
    },
  };
}

export type Fill = { counts: number[]; defaultCount: number };

// Course sizes of anti-infectives: a Z-Pak is 6, most courses 10 to 30.
const COURSES = [4, 6, 10, 14, 20, 21, 28, 30, 40];

/**
 * The formula: Part D units per claim give the dosing frequency, which gives a 30-day and a 90-day supply (the
 * 30-day by default): under 3 a claim -> monthly (1, 3); under 15 -> weekly (4, 12); under 70 -> once daily (30, 90);
 * under 115 -> twice daily (60, 180); more -> three times daily (90, 270). `dailyRatio` is the molecule's lowest
 * strength over this one when its strengths span a daily and a weekly dose (5 times or more), else null. A course
 * (anti-infectives) offers the
 * usual course sizes with the one nearest the units per claim by default (azithromycin 6.9 -> 6).
 */
export function usualFill(
  unitsPerClaim: number,
  course: boolean,
  dailyRatio: number | null = null,
  courseRatio: number | null = null,
): Fill {
  if (course) {
    const nearest = COURSES.reduce((a, b) => (Math.abs(b - unitsPerClaim) < Math.abs(a - unitsPerClaim) ? b : a));
    const count = courseCount(nearest, courseRatio);
    return { counts: [...new Set([count, 10, 14, 20, 28, 30])].sort((a, b) => a - b), defaultCount: count };
  }
  const perMonth =
    unitsPerClaim < 3 ? 1 : unitsPerClaim < 15 ? 4 : unitsPerClaim < 70 ? 30 : unitsPerClaim < 115 ? 60 : 90;
  // Part D counts by drug, not strength. A weekly or monthly drug sold from a daily strength up (alendronate 10, 35
  // and 70 mg; risedronate 5, 35 and 150 mg) gives the same amount a month at every strength: its lowest strength is
  // daily and each other one is taken as often as that amount asks, snapped to monthly, weekly or daily.
  const scaled = perMonth < 30 && dailyRatio !== null ? nearestOnLogScale(30 * dailyRatio, [1, 4, 30]) : perMonth;
  return { counts: [scaled, scaled * 3], defaultCount: scaled };
}

/**
 * A course at another strength keeps the course's total amount: Part D's units per claim count the drug's most
 * dispensed strength (`courseRatio` = that strength / this one), so azithromycin's Z-Pak of six 250 mg tablets is
 * three 500 mg tablets (the Tri-Pak). Only short courses of a fixed total (under 10 units, a pack such as the Z-Pak)
 * are scaled: a 10 to 30 unit course is days times doses a day, and another strength changes how often it is taken
 * (amoxicillin 500 mg three times a day, 875 mg twice), not the total.
 */
function courseCount(course: number, courseRatio: number | null): number {
  if (courseRatio === null || course >= 10) return course;
  return Math.max(1, Math.round(course * courseRatio));
}

function nearestOnLogScale(value: number, choices: number[]): number {
  return choices.reduce((a, b) => (Math.abs(Math.log(b / value)) < Math.abs(Math.log(a / value)) ? b : a));
}
