// RxNorm packs (rxnorm_packs_partial_noA.tsv.gz): a branded pack's name such as "{21 (levonorgestrel 0.15 MG /
// ethinyl estradiol 0.03 MG Oral Tablet) / 7 (inert ingredients 1 MG Oral Tablet) } Pack [Levora 28 Day]" and the
// NDC11s it is sold under. The file repeats a pack once per related ingredient; one record per pack is kept.
import { NDC11_PATTERN } from "../../vocabulary/fields";
import { parseRxnormName, type RxnormName } from "./parse-rxnorm-name";
import { readCsvRecords, type CsvInput } from "./read-csv-records";
import type { ParseResult } from "../catalog-types";

export type PackComponent = { count: number; drug: RxnormName; inert: boolean };

export type RxnormPack = {
  rxcui: string;
  brand: string | null; // "Levora", without RxNorm's "28 Day"; null for a generic pack (GPCK)
  days: number | null; // the cycle the pack covers, when RxNorm's brand states it ("28 Day")
  units: number; // tablets (or other units) in one pack
  components: PackComponent[];
  ndcs: string[];
};

const PACK = /^\{(.+)\}\s*Pack\s*\[(.+)\]$/;
const GENERIC_PACK = /^\{(.+)\}\s*Pack$/;

/**
 * The cycle of a generic pack, whose name states none: a pack of 28 tablets is four weeks' (an oral contraceptive, a
 * progestin-only pill, a menopause pack), of 91 a 13-week extended cycle. Any other count (a 21-tablet dose pack, a
 * titration pack) is a course, taken once.
 */
export const CYCLE_UNITS = [28, 91];
export const cycleOf = (units: number) => (CYCLE_UNITS.includes(units) ? units : null);

/**
 * The days a pack lasts when it is taken in cycles, else null (a course, taken once): the cycle its brand states
 * ("Sprintec 28 Day"; a course when under three weeks: "Paxlovid 5-Day", "Voquezna 14 Day DualPak"), else counted by
 * its units: 28 or 91 (CYCLE_UNITS); 21 of a drug of two or more ingredients (an estrogen-progestin cycle with a week
 * off: Larin 1/20; 21 tablets of one ingredient are a dose pack: methylprednisolone, prednisone); a month's (4) or a
 * quarter's (12) carton of one weekly tablet (Atelvia).
 */
export function packCycleDays(pack: Pick<RxnormPack, "days" | "units" | "components">): number | null {
  const active = pack.components.filter((c) => !c.inert);
  const only = active.length === 1 ? active[0]! : null;
  const days =
    pack.days ??
    cycleOf(pack.units) ??
    (pack.units === 21 && active.every((c) => c.drug.ingredients.length >= 2) ? 21 : null) ??
    (only && only.count === pack.units && (only.count === 4 || only.count === 12) ? only.count * 7 : null);
  return days !== null && days >= CYCLE_DAYS ? days : null;
}
export const CYCLE_DAYS = 21;

/**
 * A pack's brand: RxNorm's bracketed name without its cycle ("Sprintec 28 Day", "Paxlovid 5-Day") or its strengths
 * before "Dose Pack" ("Paxlovid 150 MG /100 MG Dose Pack", "Xcopri 350 MG Maintenance Pack"): one brand, one
 * medication, whichever of its packs a patient holds.
 */
export function packBrandOf(bracketed: string): string {
  return bracketed
    .replace(/\s+\d+(\.\d+)?(\/\d+(\.\d+)?)*(\s+\d+)?\s+Day\b.*$/, "")
    .replace(/\s+\d+-Day\b.*$/, "")
    .replace(/\s+\d[\d.]*\s+MG\b.*\b(Dose|Maintenance) Pack$/, "")
    .trim();
}

export function parseRxnormPackName(name: string): Omit<RxnormPack, "rxcui" | "ndcs"> | null {
  const match = PACK.exec(name.trim()) ?? GENERIC_PACK.exec(name.trim());
  if (!match) return null;
  const components: PackComponent[] = [];
  // Components are "N (clinical drug)" joined by " / ", and a clinical drug's own ingredients are joined by " / ".
  for (const part of match[1]!.trim().split(/\)\s*\/\s*(?=\d+ \()/)) {
    // A measured component states its amount first: "1 (9000 MG) (miconazole nitrate 20 MG/ML Vaginal Cream)".
    const component = /^(\d+) (?:\(\d[\d.]* (?:MG|ML)\) )?\((.+?)\)?$/.exec(part.trim());
    const drug = component ? parseRxnormName(component[2]!) : null;
    if (!component || !drug) return null;
    components.push({
      count: Number(component[1]),
      drug,
      inert: /^inert ingredients?$/i.test(drug.ingredients[0]?.name ?? ""),
    });
  }
  const units = components.reduce((sum, c) => sum + c.count, 0);
  if (components.every((c) => c.inert)) return null;
  const bracketed = match[2];
  if (bracketed === undefined) return { brand: null, days: cycleOf(units), units, components };
  const days = /\b(\d+)[ -]Day\b/.exec(bracketed);
  const brand = packBrandOf(bracketed);
  if (!brand) return null;
  return { brand, days: days ? Number(days[1]) : null, units, components };
}

// Each pack once (the file repeats a pack per related ingredient), its fields by column name; a file not in the RxNorm
// packs layout sets layout.bad and yields its header line.
type PackRow = { line: number; field: (name: string) => string };
async function* packRows(input: CsvInput, layout: { bad: boolean }): AsyncGenerator<PackRow> {
  const seen = new Set<string>();
  let header: string[] | null = null;
  for await (const row of readCsvRecords(input, { delimiter: "\t", quoted: false })) {
    if ("error" in row) continue;
    if (!header) {
      header = row.fields;
      if (!["tty", "rxcui", "name", "ndc11s"].every((c) => header!.includes(c))) {
        layout.bad = true;
        yield { line: row.line, field: () => "" };
        return;
      }
      continue;
    }
    const field = (name: string) => row.fields[header!.indexOf(name)]?.trim() ?? "";
    if (seen.has(field("rxcui"))) continue;
    seen.add(field("rxcui"));
    yield { line: row.line, field };
  }
}
const NOT_PACKS = "not the RxNorm packs layout";

export async function parseRxnormPacks(input: CsvInput): Promise<ParseResult<RxnormPack>> {
  const result: ParseResult<RxnormPack> = { records: [], rejected: [] };
  const layout = { bad: false };
  for await (const { line, field } of packRows(input, layout)) {
    if (layout.bad) return { records: [], rejected: [{ line, reason: NOT_PACKS }] };
    // Branded packs (Sprintec, Paxlovid) and, since the seventeenth pass, generic ones: a generic pack's NDCs are a
    // product a patient brings to the counter (drospirenone / ethinyl estradiol 28, methylprednisolone 4 mg 21 tablets,
    // varenicline's starting month).
    if (field("tty") !== "BPCK" && field("tty") !== "GPCK") continue;
    const ndcs = field("ndc11s")
      .split("|")
      .filter((n) => NDC11_PATTERN.test(n));
    const pack = parseRxnormPackName(field("name"));
    if (!pack) result.rejected.push({ line, reason: `unparsed pack name "${field("name")}"` });
    else result.records.push({ rxcui: field("rxcui"), ...pack, ndcs });
  }
  return result;
}

// A pack of one clinical drug, generic (GPCK) or branded (BPCK): "{12 (risedronate sodium 35 MG Oral Tablet) } Pack".
export type SingleDrugPack = { count: number; drug: RxnormName };
const SINGLE_DRUG_PACK = /^\{(\d+) \(([^()]+)\) \}\s*Pack(\s*\[.+\])?$/;

export function parseSingleDrugPackName(name: string): SingleDrugPack | null {
  const match = SINGLE_DRUG_PACK.exec(name.trim());
  const drug = match ? parseRxnormName(match[2]!) : null;
  return match && drug ? { count: Number(match[1]), drug } : null;
}

/** Every pack of one clinical drug (its count of units), generic packs included: weekly cartons (build-catalog.ts). */
export async function parseSingleDrugPacks(input: CsvInput): Promise<ParseResult<SingleDrugPack>> {
  const result: ParseResult<SingleDrugPack> = { records: [], rejected: [] };
  const layout = { bad: false };
  for await (const { line, field } of packRows(input, layout)) {
    if (layout.bad) return { records: [], rejected: [{ line, reason: NOT_PACKS }] };
    const pack = parseSingleDrugPackName(field("name"));
    if (pack) result.records.push(pack);
  }
  return result;
}
