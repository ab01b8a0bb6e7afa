// Parsers for what pharmacies dispense: CMS Medicaid State Drug Utilization Data (SDUD) per NDC, in its official
// quarterly columns and in the per-NDC totals compiled from it, and CMS Medicare Part D Spending by Drug per year.
import { padNadacNdc } from "./normalize-ndc";
import { parseCsvLayout, type CsvInput } from "./read-csv-records";
import type { ParseResult } from "../catalog-types";

// Prescriptions and units (NADAC pricing units: tablets, mL, g) dispensed per NDC11 over the file's period.
export type NdcDispensing = { ndc: string; prescriptions: number; units: number; name?: string };

export type PartDDrugYear = {
  year: number;
  brandName: string; // Part D "Product_Name" (brand or generic name), without its "*" footnote mark
  genericName: string;
  claims: number;
  unitsPerClaim: number;
  brand?: boolean; // Part D "Brand_vs_Generic" says Brand
};

const positive = (value: string | undefined) => {
  const n = Number(value?.trim() ?? "");
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The per-NDC totals (`ndc11, product_name, prescriptions, units, units_per_rx, ...`): national and Alaska files. */
export function parseSdudByNdc(input: CsvInput): Promise<ParseResult<NdcDispensing>> {
  return parseCsvLayout({
    input,
    layout: "SDUD per-NDC totals",
    required: ["ndc11", "product_name", "prescriptions", "units"],
    readRow: (fields, c) => {
      const ndc = padNadacNdc(fields[c.get("ndc11")!] ?? "");
      if (!ndc) return `invalid NDC "${fields[c.get("ndc11")!]}"`;
      const prescriptions = positive(fields[c.get("prescriptions")!]);
      const units = positive(fields[c.get("units")!]);
      if (prescriptions === null || units === null) return "no prescriptions or units";
      return { ndc, prescriptions, units, name: fields[c.get("product_name")!]?.trim() ?? "" };
    },
  });
}

/**
 * SDUD in CMS's official columns, one row per state, NDC and quarter: summed per NDC over the unsuppressed rows (CMS
 * suppresses counts under 11 prescriptions and leaves the fields empty).
 */
export async function parseSdudOfficial(input: CsvInput): Promise<ParseResult<NdcDispensing>> {
  const parsed = await parseCsvLayout({
    input,
    layout: "SDUD official",
    required: ["ndc", "product_name", "suppression_used", "units_reimbursed", "number_of_prescriptions"],
    readRow: (fields, c) => {
      const ndc = padNadacNdc(fields[c.get("ndc")!] ?? "");
      if (!ndc) return `invalid NDC "${fields[c.get("ndc")!]}"`;
      if (fields[c.get("suppression_used")!]?.trim().toLowerCase() === "true") return "suppressed (under 11 claims)";
      const prescriptions = positive(fields[c.get("number_of_prescriptions")!]);
      const units = positive(fields[c.get("units_reimbursed")!]);
      if (prescriptions === null || units === null) return "no prescriptions or units";
      return { ndc, prescriptions, units, name: fields[c.get("product_name")!]?.trim() ?? "" };
    },
  });
  const byNdc = new Map<string, NdcDispensing>();
  for (const row of parsed.records) {
    const sum = byNdc.get(row.ndc) ?? { ndc: row.ndc, prescriptions: 0, units: 0, name: row.name };
    sum.prescriptions += row.prescriptions;
    sum.units += row.units;
    byNdc.set(row.ndc, sum);
  }
  return { records: [...byNdc.values()], rejected: parsed.rejected };
}

/** One quarter in which one NDC was dispensed in the state, however few times (a suppressed row: 1 to 10 fills). */
// An unsuppressed row also carries its units and prescriptions (the bottle an NDC is sold in: bottle-volumes.ts).
export type NdcQuarter = {
  ndc: string;
  quarter: string;
  suppressed: boolean;
  units?: number;
  prescriptions?: number;
  amount?: number; // total_amount_reimbursed, US dollars: what the quarter's units cost with their fees
};

/**
 * The quarters each NDC was dispensed in, from the same official rows, suppressed ones included: CMS suppresses a
 * count under 11 but still writes the row, so a suppressed row is a quarter with 1 to 10 prescriptions (Alaska 2022:
 * 25,868 of 44,376 rows; Aptiom's 400 mg and 800 mg in each of the four quarters, its 200 mg in one).
 */
export function parseSdudQuarters(input: CsvInput): Promise<ParseResult<NdcQuarter>> {
  return parseCsvLayout({
    input,
    layout: "SDUD official",
    required: ["ndc", "year", "quarter", "suppression_used"],
    readRow: (fields, c) => {
      const ndc = padNadacNdc(fields[c.get("ndc")!] ?? "");
      if (!ndc) return `invalid NDC "${fields[c.get("ndc")!]}"`;
      const year = fields[c.get("year")!]?.trim() ?? "";
      const quarter = fields[c.get("quarter")!]?.trim() ?? "";
      if (!/^\d{4}$/.test(year) || !/^[1-4]$/.test(quarter)) return `invalid quarter "${year} ${quarter}"`;
      const suppressed = fields[c.get("suppression_used")!]?.trim().toLowerCase() === "true";
      const units = c.has("units_reimbursed") ? positive(fields[c.get("units_reimbursed")!]) : null;
      const prescriptions = c.has("number_of_prescriptions") ? positive(fields[c.get("number_of_prescriptions")!]) : null; // prettier-ignore
      const amount = c.has("total_amount_reimbursed") ? positive(fields[c.get("total_amount_reimbursed")!]) : null;
      const counted = !suppressed && units !== null && prescriptions !== null ? { units, prescriptions, ...(amount !== null && { amount }) } : {}; // prettier-ignore
      return { ndc, quarter: `${year}Q${quarter}`, suppressed, ...counted };
    },
  });
}

/** Part D Spending by Drug (`YEAR, Product_Name, Generic_Name, ..., Total_Claims, ..., units_per_claim`). */
export function parsePartDSpendingByDrug(input: CsvInput): Promise<ParseResult<PartDDrugYear>> {
  return parseCsvLayout({
    input,
    layout: "Part D Spending by Drug",
    required: ["YEAR", "Product_Name", "Generic_Name", "Total_Claims", "units_per_claim"],
    readRow: (fields, c) => {
      const year = Number(fields[c.get("YEAR")!]);
      const brandName = fields[c.get("Product_Name")!]?.replace(/\*+\s*$/, "").trim() ?? "";
      const genericName = fields[c.get("Generic_Name")!]?.trim() ?? "";
      if (!Number.isInteger(year) || year < 2000) return `invalid YEAR "${fields[c.get("YEAR")!]}"`;
      if (!brandName || !genericName) return "no brand or generic name";
      const claims = positive(fields[c.get("Total_Claims")!]);
      const unitsPerClaim = positive(fields[c.get("units_per_claim")!]);
      if (claims === null) return `not a claim count: ${fields[c.get("Total_Claims")!]}`;
      if (unitsPerClaim === null) return `not a unit count: ${fields[c.get("units_per_claim")!]}`;
      const brand = c.has("Brand_vs_Generic") ? fields[c.get("Brand_vs_Generic")!]?.trim() === "Brand" : undefined;
      return { year, brandName, genericName, claims, unitsPerClaim, ...(brand === undefined ? {} : { brand }) };
    },
  });
}

/** Each drug name's newest year (Part D keeps a name's rows across years; the newest describes today's fills). */
export function newestPartDYear(rows: readonly PartDDrugYear[]): PartDDrugYear[] {
  const newest = new Map<string, PartDDrugYear>();
  for (const row of rows) {
    const key = `${row.brandName.toLowerCase()}|${row.genericName.toLowerCase()}`;
    const kept = newest.get(key);
    if (!kept || row.year > kept.year) newest.set(key, row);
  }
  return [...newest.values()];
}
