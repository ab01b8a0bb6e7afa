// Parser for one RxNorm/NADAC per-RxCUI JSON file: the drug's RxNorm name, its brand/generic mate, and per NDC11
// the NADAC rate history.
import { padNadacNdc } from "./normalize-ndc";
import { parsePrice, parseUsDate } from "./parse-fields";
import type { ParseResult } from "../catalog-types";

export type PricePoint = [date: string, nadacPerUnit: number]; // YYYY-MM-DD

export type RxcuiHistory = {
  rxcui: string;
  name: string;
  isBrand: boolean;
  brandRxcui: string | null;
  genericRxcui: string | null;
  ingredientName: string;
  prices: Record<string, PricePoint[]>; // NDC11 -> points, oldest first
};

/**
 * `line` is the file's position in its archive, used for every rejection since JSON has no useful row numbers.
 * Keys that lost their leading zeros ("93500456") are merged into their NDC11 ("00093500456"): the compilation
 * holds both, and the short key carries points (e.g. 2021-09) the long one lacks.
 */
export function parseRxcuiHistoryJson(text: string, line: number): ParseResult<RxcuiHistory> {
  const rejected: ParseResult<RxcuiHistory>["rejected"] = [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { records: [], rejected: [{ line, reason: `not JSON: ${(error as Error).message}` }] };
  }
  if (!isObject(data)) return { records: [], rejected: [{ line, reason: "not a JSON object" }] };
  const rxcui = typeof data.RxCUI === "string" ? data.RxCUI : "";
  if (!/^\d+$/.test(rxcui))
    return { records: [], rejected: [{ line, reason: `invalid RxCUI "${String(data.RxCUI)}"` }] };
  if (typeof data.Name !== "string" || !data.Name.trim()) {
    return { records: [], rejected: [{ line, reason: `RxCUI ${rxcui}: empty Name` }] };
  }
  if (typeof data.IsBrand !== "boolean") {
    return { records: [], rejected: [{ line, reason: `RxCUI ${rxcui}: IsBrand is not true/false` }] };
  }
  if (!isObject(data.prices)) return { records: [], rejected: [{ line, reason: `RxCUI ${rxcui}: no prices object` }] };

  const byNdc = new Map<string, Map<string, number>>();
  // Full NDC11 keys first, so their values win over a short key's on the same date.
  const keys = Object.keys(data.prices).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    const ndc = padNadacNdc(key);
    const points = data.prices[key];
    if (!ndc) {
      rejected.push({ line, reason: `RxCUI ${rxcui}: invalid NDC key "${key}"` });
      continue;
    }
    if (!isObject(points)) {
      rejected.push({ line, reason: `RxCUI ${rxcui}: NDC ${ndc} prices are not an object` });
      continue;
    }
    const series = byNdc.get(ndc) ?? new Map<string, number>();
    byNdc.set(ndc, series);
    for (const [dateText, value] of Object.entries(points)) {
      const date = parseUsDate(dateText);
      const price = typeof value === "number" ? parsePrice(value) : null;
      if (!date || price === null) {
        rejected.push({ line, reason: `RxCUI ${rxcui}: NDC ${ndc} point "${dateText}": ${JSON.stringify(value)}` });
        continue;
      }
      if (!series.has(date)) series.set(date, price);
    }
  }
  const prices: Record<string, PricePoint[]> = {};
  for (const [ndc, series] of byNdc) {
    if (series.size > 0) prices[ndc] = [...series].sort(([a], [b]) => a.localeCompare(b));
  }
  const mate = (value: unknown) => (typeof value === "string" && /^\d+$/.test(value) ? value : null);
  return {
    records: [
      {
        rxcui,
        name: data.Name.trim(),
        isBrand: data.IsBrand,
        brandRxcui: mate(data.Brand_RxCUI),
        genericRxcui: mate(data.Generic_RxCUI),
        ingredientName: typeof data.Ingredient_Name === "string" ? data.Ingredient_Name : "",
        prices,
      },
    ],
    rejected,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
