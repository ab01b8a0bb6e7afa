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
  brand: string; // "Levora", without RxNorm's "28 Day"
  days: number | null; // the cycle the pack covers, when RxNorm's brand states it ("28 Day")
  units: number; // tablets (or other units) in one pack
  components: PackComponent[];
  ndcs: string[];
};

const PACK = /^\{(.+)\}\s*Pack\s*\[(.+)\]$/;

export function parseRxnormPackName(name: string): Omit<RxnormPack, "rxcui" | "ndcs"> | null {
  const match = PACK.exec(name.trim());
  if (!match) return null;
  const components: PackComponent[] = [];
  // Components are "N (clinical drug)" joined by " / ", and a clinical drug's own ingredients are joined by " / ".
  for (const part of match[1]!.trim().split(/\)\s*\/\s*(?=\d+ \()/)) {
    const component = /^(\d+) \((.+?)\)?$/.exec(part.trim());
    const drug = component ? parseRxnormName(component[2]!) : null;
    if (!component || !drug) return null;
    components.push({
      count: Number(component[1]),
      drug,
      inert: /^inert ingredients?$/i.test(drug.ingredients[0]?.name ?? ""),
    });
  }
  const units = components.reduce((sum, c) => sum + c.count, 0);
  const days = /\b(\d+) Day\b/.exec(match[2]!);
  const brand = match[2]!.replace(/\s+\d+(\.\d+)?(\/\d+(\.\d+)?)*(\s+\d+)?\s+Day\b.*$/, "").trim();
  if (!brand || components.every((c) => c.inert)) return null;
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
    if (field("tty") !== "BPCK") continue; // generic packs carry no name a patient asks for, nor NDCs here
    const ndcs = field("ndc11s")
      .split("|")
      .filter((n) => NDC11_PATTERN.test(n));
    const pack = parseRxnormPackName(field("name"));
    if (!pack) result.rejected.push({ line, reason: `unparsed pack name "${field("name")}"` });
    else if (ndcs.length > 0) result.records.push({ rxcui: field("rxcui"), ...pack, ndcs });
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
