// Parser for the RxCUI brand<->generic index (rxcui-brand-generic-index.json): RxCUI -> name, brand flag, mate.
import type { ParseResult } from "../catalog-types";

export type RxcuiIndexEntry = {
  line: number; // 1-based position in ascending RxCUI order (JSON objects keep no row order); reasons name the RxCUI
  rxcui: string;
  name: string;
  isBrand: boolean;
  mateRxcui: string | null; // a brand's generic, or a generic's brand
  mateName: string | null;
};

export function parseRxcuiIndex(text: string): ParseResult<RxcuiIndexEntry> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { records: [], rejected: [{ line: 0, reason: `not JSON: ${(error as Error).message}` }] };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { records: [], rejected: [{ line: 0, reason: "not a JSON object keyed by RxCUI" }] };
  }
  const result: ParseResult<RxcuiIndexEntry> = { records: [], rejected: [] };
  let line = 0;
  for (const [key, value] of Object.entries(data)) {
    line++;
    const entry = readEntry(key, value, line);
    if (typeof entry === "string") result.rejected.push({ line, reason: entry });
    else result.records.push(entry);
  }
  return result;
}

function readEntry(key: string, value: unknown, line: number): RxcuiIndexEntry | string {
  if (typeof value !== "object" || value === null) return `RxCUI ${key}: not an object`;
  const v = value as Record<string, unknown>;
  if (!/^\d+$/.test(key) || v.rxcui !== key) return `key "${key}" and rxcui "${String(v.rxcui)}" disagree`;
  if (typeof v.name !== "string" || !v.name.trim()) return `RxCUI ${key}: empty name`;
  if (typeof v.is_brand !== "boolean") return `RxCUI ${key}: is_brand is not true/false`;
  const mate = typeof v.mate_rxcui === "string" ? v.mate_rxcui.trim() : "";
  if (mate && !/^\d+$/.test(mate)) return `RxCUI ${key}: invalid mate_rxcui "${mate}"`;
  if (mate === key) return `RxCUI ${key}: is its own mate`;
  return {
    line,
    rxcui: key,
    name: v.name.trim(),
    isBrand: v.is_brand,
    mateRxcui: mate || null,
    mateName: typeof v.mate_name === "string" && v.mate_name.trim() ? v.mate_name.trim() : null,
  };
}
