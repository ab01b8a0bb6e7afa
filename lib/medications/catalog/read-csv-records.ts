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
