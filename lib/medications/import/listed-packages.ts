// How many packages the NDC directory lists for a dose: RxNorm's NDC11 -> clinical drug file (every labeler and
// repackager that ever listed the product), counted per clinical drug (SCD). A strength pharmacies stock is listed by
// more labelers and repackagers, in more package sizes (fondaparinux: 44 packages of each strength; vardenafil 20 mg
// 37 of 13 labelers, 10 mg 22 of 12, 5 mg 16 of 8). The file lacks every ingredient starting with "A": such a dose
// counts none and its strengths are ordered by the NADAC price points alone (choose-default-dose).
import { readCsvRecords, type CsvInput } from "./read-csv-records";
import type { ParseResult } from "../catalog-types";

export type ListedNdc = { ndc: string; rxcui: string; scd: string; name?: string }; // name: RxNorm's, of rxcui
export type ListedPackages = (ndcs: readonly string[], rxcuis?: readonly string[]) => number;

/** `ndc11, tty, rxcui, name, scd_rxcui, ...` (tab-separated, unquoted). */
export async function parseListedNdcs(input: CsvInput): Promise<ParseResult<ListedNdc>> {
  const result: ParseResult<ListedNdc> = { records: [], rejected: [] };
  let columns: Record<"ndc" | "rxcui" | "scd" | "name", number> | null = null;
  for await (const row of readCsvRecords(input, { delimiter: "\t", quoted: false })) {
    if ("error" in row) continue;
    if (!columns) {
      const [ndc, rxcui, scd, name] = ["ndc11", "rxcui", "scd_rxcui", "name"].map((c) => row.fields.indexOf(c));
      if (ndc! < 0 || rxcui! < 0 || scd! < 0) {
        result.rejected.push({ line: row.line, reason: "not the RxNorm NDC11 layout: no ndc11, rxcui or scd_rxcui" });
        return result;
      }
      columns = { ndc: ndc!, rxcui: rxcui!, scd: scd!, name: name! };
      continue;
    }
    const ndc = row.fields[columns.ndc]?.trim() ?? "";
    const scd = row.fields[columns.scd]?.trim() ?? "";
    if (!/^\d{11}$/.test(ndc) || !scd) result.rejected.push({ line: row.line, reason: "no NDC11 or clinical drug" });
    else {
      const name = columns.name < 0 ? undefined : row.fields[columns.name]?.trim() || undefined;
      result.records.push({ ndc, rxcui: row.fields[columns.rxcui]?.trim() ?? "", scd, ...(name ? { name } : {}) });
    }
  }
  return result;
}

/** The packages listed for the clinical drugs of a dose's NDCs (or, for an NDC the file lacks, of its RxCUIs). */
export function indexListedPackages(rows: readonly ListedNdc[]): ListedPackages {
  const scdOfNdc = new Map<string, string>();
  const scdOfRxcui = new Map<string, string>();
  const packages = new Map<string, number>();
  for (const r of rows) {
    scdOfNdc.set(r.ndc, r.scd);
    if (r.rxcui) scdOfRxcui.set(r.rxcui, r.scd);
    packages.set(r.scd, (packages.get(r.scd) ?? 0) + 1);
  }
  return (ndcs, rxcuis = []) => {
    const scds = new Set<string>();
    for (const n of ndcs) if (scdOfNdc.has(n)) scds.add(scdOfNdc.get(n)!);
    for (const r of rxcuis) if (scdOfRxcui.has(r)) scds.add(scdOfRxcui.get(r)!);
    return [...scds].reduce((sum, scd) => sum + (packages.get(scd) ?? 0), 0);
  };
}
