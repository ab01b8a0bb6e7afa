// Parser for the weekly NADAC extract (nadac-weekly-*-extract.json): real CMS rows with pricing unit and OTC flag.
import { normalizeNdc } from "./normalize-ndc";
import { parseIsoDate, parsePrice, parsePricingUnit } from "./parse-fields";
import type { ParseResult, PricingUnit } from "../catalog-types";

export type NadacExtractRow = {
  line: number; // 1-based position of the row across the file's drug lists
  ndc: string;
  description: string;
  nadacPerUnit: number;
  pricingUnit: PricingUnit;
  otc: boolean;
  asOfDate: string | null; // the week the extract was taken
};

// Layout: { date, src, d: { DRUG: { l: [{ d: description, n: NDC11, p: price, u: unit, o: otc }] } } }
export function parseNadacWeeklyExtract(text: string): ParseResult<NadacExtractRow> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { records: [], rejected: [{ line: 0, reason: `not JSON: ${(error as Error).message}` }] };
  }
  const root = data as { date?: unknown; d?: unknown };
  if (typeof root !== "object" || root === null || typeof root.d !== "object" || root.d === null) {
    return { records: [], rejected: [{ line: 0, reason: 'no "d" object of drug lists' }] };
  }
  const asOfDate = typeof root.date === "string" ? parseIsoDate(root.date) : null;
  const result: ParseResult<NadacExtractRow> = { records: [], rejected: [] };
  let line = 0;
  for (const [drug, group] of Object.entries(root.d as Record<string, unknown>)) {
    const rows = (group as { l?: unknown })?.l;
    if (!Array.isArray(rows)) {
      result.rejected.push({ line: line + 1, reason: `drug "${drug}": no "l" list` });
      continue;
    }
    for (const row of rows) {
      line++;
      const parsed = readRow(row, line, asOfDate);
      if (typeof parsed === "string") result.rejected.push({ line, reason: `drug "${drug}": ${parsed}` });
      else result.records.push(parsed);
    }
  }
  return result;
}

function readRow(row: unknown, line: number, asOfDate: string | null): NadacExtractRow | string {
  if (typeof row !== "object" || row === null) return "row is not an object";
  const r = row as Record<string, unknown>;
  const ndc = typeof r.n === "string" ? normalizeNdc(r.n) : null;
  if (!ndc) return `invalid NDC ${JSON.stringify(r.n)}`;
  if (typeof r.d !== "string" || !r.d.trim()) return `NDC ${ndc}: empty description`;
  const price = typeof r.p === "number" || typeof r.p === "string" ? parsePrice(r.p) : null;
  if (price === null) return `NDC ${ndc}: invalid price ${JSON.stringify(r.p)}`;
  const unit = typeof r.u === "string" ? parsePricingUnit(r.u) : null;
  if (!unit) return `NDC ${ndc}: invalid pricing unit ${JSON.stringify(r.u)}`;
  if (typeof r.o !== "boolean") return `NDC ${ndc}: OTC flag is not true/false`;
  return { line, ndc, description: r.d.trim(), nadacPerUnit: price, pricingUnit: unit, otc: r.o, asOfDate };
}
