// Parser for the official CMS weekly NADAC CSV layout (data.medicaid.gov "NADAC (National Average Drug Acquisition Cost)").
import { padNadacNdc } from "./normalize-ndc";
import { parsePrice, parsePricingUnit, parseUsDate, parseYesNo } from "./parse-fields";
import { parseCsvLayout, type CsvInput } from "./read-csv-records";
import type { ParseResult, PricingUnit } from "../catalog-types";

export type NadacWeeklyRow = {
  line: number;
  ndc: string;
  description: string;
  nadacPerUnit: number;
  effectiveDate: string; // YYYY-MM-DD
  pricingUnit: PricingUnit;
  otc: boolean;
  classification: string | null; // "B" brand, "G" generic, "B-ANDA" brand sold under an ANDA
  asOfDate: string | null; // the weekly file the row came from
};

const REQUIRED = ["NDC Description", "NDC", "NADAC Per Unit", "Effective Date", "Pricing Unit", "OTC"] as const;

export async function parseNadacWeeklyCsv(input: CsvInput): Promise<ParseResult<NadacWeeklyRow>> {
  return parseCsvLayout({
    input,
    layout: "NADAC",
    required: REQUIRED,
    readRow,
    // CMS documents the column as "Effective Date (MM/DD/YYYY)" in some releases; the suffix is only a format note.
    headerName: (h) => h.replace(/\s*\(.*\)\s*$/, ""),
  });
}

function readRow(fields: string[], columns: Map<string, number>, line: number): NadacWeeklyRow | string {
  const get = (name: string) => fields[columns.get(name) ?? -1]?.trim() ?? "";
  if (fields.length < columns.size) return `expected ${columns.size} fields, found ${fields.length}`;
  const description = get("NDC Description");
  if (!description) return "empty NDC Description";
  const ndc = padNadacNdc(get("NDC"));
  if (!ndc) return `invalid NDC "${get("NDC")}"`;
  const nadacPerUnit = parsePrice(get("NADAC Per Unit"));
  if (nadacPerUnit === null) return `invalid NADAC Per Unit "${get("NADAC Per Unit")}"`;
  const effectiveDate = parseUsDate(get("Effective Date"));
  if (!effectiveDate) return `invalid Effective Date "${get("Effective Date")}"`;
  const pricingUnit = parsePricingUnit(get("Pricing Unit"));
  if (!pricingUnit) return `invalid Pricing Unit "${get("Pricing Unit")}"`;
  const otc = parseYesNo(get("OTC"));
  if (otc === null) return `invalid OTC "${get("OTC")}"`;
  return {
    line,
    ndc,
    description,
    nadacPerUnit,
    effectiveDate,
    pricingUnit,
    otc,
    classification: get("Classification for Rate Setting") || null,
    asOfDate: parseUsDate(get("As of Date")),
  };
}
