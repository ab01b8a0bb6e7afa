// Streams rows of a CSV or tab file (gzip or plain) with their line numbers, turning syntax errors into rejections.
import { createReadStream } from "node:fs";
import { pipeline, Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { parse, type CsvError } from "csv-parse";
import type { Rejection } from "../pharmacy-record";

// Text (a fixture or a test string) or a stream of uncompressed text.
export type DelimitedInput = string | Buffer | Readable;

export type DelimitedRow = { line: number; fields: string[] };

// onBytes reports bytes read from disk (compressed), which is what a progress bar over file sizes needs.
export function openDataFile(path: string, { onBytes }: { onBytes?: (bytes: number) => void } = {}): Readable {
  const file = createReadStream(path);
  if (onBytes) file.on("data", (chunk) => onBytes(chunk.length));
  if (!path.endsWith(".gz")) return file;
  // pipeline, not pipe: a missing or corrupt file then fails the reader instead of leaving it waiting.
  return pipeline(file, createGunzip(), () => {});
}

// Yields every row, the header included; `line` is the line where the row ends. A row csv-parse cannot read becomes
// a rejection instead of an exception, and an unclosed quote rejects the rest of the file (CSV cannot resync).
export async function* readDelimitedRows(
  input: DelimitedInput,
  { delimiter, rejected }: { delimiter: "," | "\t"; rejected: Rejection[] },
): AsyncGenerator<DelimitedRow> {
  const source = typeof input === "string" || Buffer.isBuffer(input) ? Readable.from([input]) : input;
  const parser = pipeline(
    source,
    parse({
      delimiter,
      bom: true,
      info: true,
      // The GeoNames file is unquoted and its place names may contain a double quote.
      quote: delimiter === "\t" ? false : '"',
      // NPPES extracts drop trailing empty columns, so row lengths vary; the parsers check the columns they need.
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        const line = typeof error?.lines === "number" ? error.lines : 0;
        rejected.push({ line, reason: "unreadable row", detail: error?.code ?? "unknown CSV error" });
        return undefined;
      },
    }),
    () => {},
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { line: info.lines, fields: record };
  }
}

// Rows of a headed CSV as records by column name (values trimmed), after checking the `required` columns are there:
// a file without them is the wrong file, so it throws `${headerError}: missing ...` instead of rejecting every row.
export async function* readHeadedRows(
  input: DelimitedInput,
  { required, rejected, headerError }: { required: readonly string[]; rejected: Rejection[]; headerError: string },
): AsyncGenerator<{ line: number; row: Record<string, string> }> {
  let header: string[] | null = null;
  for await (const { line, fields } of readDelimitedRows(input, { delimiter: ",", rejected })) {
    if (!header) {
      header = fields.map((f) => f.trim());
      const missing = required.filter((c) => !header!.includes(c));
      if (missing.length > 0) throw new Error(`${headerError}: missing ${missing.join(", ")}`);
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => (row[name] = (fields[i] ?? "").trim()));
    yield { line, row };
  }
}
