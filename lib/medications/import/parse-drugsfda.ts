// Parsers for the Drugs@FDA tab-delimited files: Products.txt, Applications.txt and TE.txt.
import { indexColumns, readCsvRecords, type CsvInput } from "./read-csv-records";
import type { ParseResult } from "../catalog-types";

export type DrugsFdaProduct = {
  line: number;
  applNo: string;
  productNo: string;
  form: string; // "TABLET;ORAL"
  strength: string;
  drugName: string; // brand or established name as approved, upper case
  activeIngredients: string[]; // "AMLODIPINE BESYLATE; ATORVASTATIN CALCIUM" split
  referenceDrug: boolean;
};

export type DrugsFdaApplication = { line: number; applNo: string; applType: "NDA" | "ANDA" | "BLA"; sponsor: string };

export type DrugsFdaTeCode = {
  line: number;
  applNo: string;
  productNo: string;
  marketingStatusId: number;
  teCode: string;
};

type Reader<T> = (get: (name: string) => string, line: number) => T | string;

// Drugs@FDA files are tab-separated with no quoting; a few Products rows end in a stray empty column.
async function parseTabFile<T>(input: CsvInput, required: readonly string[], read: Reader<T>): Promise<ParseResult<T>> {
  const result: ParseResult<T> = { records: [], rejected: [] };
  let columns: Map<string, number> | null = null;
  for await (const row of readCsvRecords(input, { delimiter: "\t", quoted: false })) {
    if ("error" in row) {
      result.rejected.push({ line: row.line, reason: row.error });
      continue;
    }
    if (!columns) {
      const found = indexColumns(row.fields, required);
      if ("missing" in found) {
        result.rejected.push({ line: row.line, reason: `not the Drugs@FDA layout: no "${found.missing}" column` });
        return result;
      }
      columns = found.columns;
      continue;
    }
    const extra = row.fields.slice(columns.size);
    if (row.fields.length < columns.size || extra.some((f) => f.trim() !== "")) {
      result.rejected.push({ line: row.line, reason: `expected ${columns.size} fields, found ${row.fields.length}` });
      continue;
    }
    const cols = columns;
    const parsed = read((name) => row.fields[cols.get(name) ?? -1]?.trim() ?? "", row.line);
    if (typeof parsed === "string") result.rejected.push({ line: row.line, reason: parsed });
    else result.records.push(parsed);
  }
  return result;
}

const applNoError = (value: string) => (/^\d{6}$/.test(value) ? null : `invalid ApplNo "${value}"`);
const productNoError = (value: string) => (/^\d{3}$/.test(value) ? null : `invalid ProductNo "${value}"`);

export function parseDrugsFdaProducts(input: CsvInput): Promise<ParseResult<DrugsFdaProduct>> {
  const required = ["ApplNo", "ProductNo", "Form", "Strength", "ReferenceDrug", "DrugName", "ActiveIngredient"];
  return parseTabFile(input, required, (get, line) => {
    const error = applNoError(get("ApplNo")) ?? productNoError(get("ProductNo"));
    if (error) return error;
    if (!get("DrugName")) return "empty DrugName";
    const activeIngredients = get("ActiveIngredient")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean);
    if (activeIngredients.length === 0) return "empty ActiveIngredient";
    return {
      line,
      applNo: get("ApplNo"),
      productNo: get("ProductNo"),
      form: get("Form"),
      strength: get("Strength"),
      drugName: get("DrugName"),
      activeIngredients,
      referenceDrug: get("ReferenceDrug") === "1",
    };
  });
}

export function parseDrugsFdaApplications(input: CsvInput): Promise<ParseResult<DrugsFdaApplication>> {
  return parseTabFile(input, ["ApplNo", "ApplType", "SponsorName"], (get, line) => {
    const error = applNoError(get("ApplNo"));
    if (error) return error;
    const applType = get("ApplType");
    if (applType !== "NDA" && applType !== "ANDA" && applType !== "BLA") return `invalid ApplType "${applType}"`;
    return { line, applNo: get("ApplNo"), applType, sponsor: get("SponsorName") };
  });
}

export function parseDrugsFdaTe(input: CsvInput): Promise<ParseResult<DrugsFdaTeCode>> {
  return parseTabFile(input, ["ApplNo", "ProductNo", "MarketingStatusID", "TECode"], (get, line) => {
    const error = applNoError(get("ApplNo")) ?? productNoError(get("ProductNo"));
    if (error) return error;
    const status = get("MarketingStatusID");
    if (!/^[1-4]$/.test(status)) return `invalid MarketingStatusID "${status}"`;
    // Orange Book codes: A* equivalent, B* not equivalent, TBD pending review; one to three letters, a digit.
    const teCode = get("TECode");
    if (!/^([AB][A-Z]\d?|TBD)$/.test(teCode)) return `invalid TECode "${teCode}"`;
    return { line, applNo: get("ApplNo"), productNo: get("ProductNo"), marketingStatusId: Number(status), teCode };
  });
}
