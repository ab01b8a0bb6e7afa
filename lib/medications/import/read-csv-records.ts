// Streams a delimited text file row by row with its line number; a row that cannot be read comes back as an error.
import { parse } from "csv-parse/sync";
import { Readable } from "node:stream";
import { createInterface } from "node:readline";

export type CsvRow = { line: number; fields: string[] } | { line: number; error: string };

export type CsvInput = Readable | string;

/**
 * The public drug files hold one record per line, so each line is parsed on its own: a stray quote then costs that
 * one row, where a whole-file CSV parser would read on to the next quote and swallow the rows in between.
 */
export async function* readCsvRecords(
  input: CsvInput,
  { delimiter = ",", quoted = true }: { delimiter?: string; quoted?: boolean } = {},
): AsyncGenerator<CsvRow> {
  const source = typeof input === "string" ? Readable.from([input]) : input;
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  let line = 0;
  for await (const raw of lines) {
    line++;
    const text = line === 1 ? raw.replace(/^\uFEFF/, "") : raw;
    if (text.trim() === "") continue;
    if (!quoted) {
      yield { line, fields: text.split(delimiter) };
      continue;
    }
    try {
      const [fields] = parse(text, { delimiter, relax_column_count: true }) as string[][];
      yield { line, fields: fields ?? [] };
    } catch (error) {
      yield { line, error: `unreadable row: ${(error as Error).message.split(":")[0]}` };
    }
  }
}

// Maps header names to column positions; names the first required column that is missing.
export function indexColumns(
  header: string[],
  required: readonly string[],
): { columns: Map<string, number> } | { missing: string } {
  const columns = new Map(header.map((name, i) => [name.trim(), i]));
  const missing = required.find((name) => !columns.has(name));
  return missing === undefined ? { columns } : { missing };
}

/**
 * Parses a CSV file of a known layout: the header must name every required column (else the file is rejected at
 * line 1), then each row becomes a record or, when `readRow` returns a string, a rejection with that reason.
 */
export async function parseCsvLayout<T>({
  input,
  layout,
  required,
  readRow,
  headerName = (name) => name,
}: {
  input: CsvInput;
  layout: string;
  required: readonly string[];
  readRow: (fields: string[], columns: Map<string, number>, line: number) => T | string;
  headerName?: (name: string) => string;
}): Promise<{ records: T[]; rejected: { line: number; reason: string }[] }> {
  const result: { records: T[]; rejected: { line: number; reason: string }[] } = { records: [], rejected: [] };
  let columns: Map<string, number> | null = null;
  for await (const row of readCsvRecords(input)) {
    if ("error" in row) {
      result.rejected.push({ line: row.line, reason: row.error });
      continue;
    }
    if (!columns) {
      const found = indexColumns(row.fields.map(headerName), required);
      if ("missing" in found) {
        result.rejected.push({ line: row.line, reason: `not the ${layout} layout: no "${found.missing}" column` });
        return result;
      }
      columns = found.columns;
      continue;
    }
    const parsed = readRow(row.fields, columns, row.line);
    if (typeof parsed === "string") result.rejected.push({ line: row.line, reason: parsed });
    else result.records.push(parsed);
  }
  return result;
}
