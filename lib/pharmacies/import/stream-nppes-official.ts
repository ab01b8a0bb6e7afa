// Streams a full NPPES monthly file (official layout: 330 columns, about 9 GB and 8-9 million rows, of which about
// 70,000 are pharmacies) in bounded memory. A row is split off as text and skipped unless it names the community
// pharmacy taxonomy anywhere; only those rows are parsed as CSV and validated like the extracts
// (parse-nppes-official.ts). Memory holds one read chunk (64 KB), the current row, and the pharmacies kept; never the
// file, the rows skipped or one rejection per skipped row (those are counted).
import { createReadStream } from "node:fs";
import { pipeline, type Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { readOfficialRow, resolveColumns, type OfficialColumns } from "./parse-nppes-official";
import type { NppesPharmacy, ParseResult, Rejection } from "../pharmacy-record";
import {
  GENERAL_PHARMACY_TAXONOMY,
  isRejection,
  REJECTION_REASONS,
  RETAIL_PHARMACY_TAXONOMY,
} from "./validate-nppes-fields";

export type StreamProgress = { bytes: number; rows: number; pharmacyRows: number };

export type StreamResult = ParseResult<NppesPharmacy> & {
  rows: number; // data rows read, the header excluded
  skipped: number; // rows without the pharmacy taxonomy, dropped before CSV parsing
};

// A plain or gzip file as a byte stream; onBytes reports bytes read from disk, for a progress bar over the file size.
export function openNppesFile(path: string, onBytes?: (bytes: number) => void): Readable {
  const file = createReadStream(path, { highWaterMark: 1 << 16 });
  if (onBytes) file.on("data", (chunk) => onBytes(chunk.length));
  return path.endsWith(".gz") ? pipeline(file, createGunzip(), () => {}) : file;
}

// Splits one CSV record (RFC 4180: fields optionally quoted, "" for a quote inside quotes); null when a quote is left
// open. A hand-written splitter: csv-parse's per-call set-up costs milliseconds, too much for 70,000 rows.
export function splitCsvRecord(text: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (text.charCodeAt(i) === 34) {
      let value = "";
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return null;
        value += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) === 34) {
          value += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      // Anything between the closing quote and the comma is kept, as lenient readers do.
      const comma = text.indexOf(",", i);
      fields.push(value + text.slice(i, comma < 0 ? text.length : comma));
      if (comma < 0) return fields;
      i = comma + 1;
    } else {
      const comma = text.indexOf(",", i);
      fields.push(text.slice(i, comma < 0 ? text.length : comma));
      if (comma < 0) return fields;
      i = comma + 1;
    }
  }
}

// A line that starts a row starts with its NPI; any other line continues a quoted field of the row before.
const STARTS_ROW = /^"?\d{10}"?,/;

export async function streamNppesOfficial(
  input: Readable,
  { onProgress, progressEvery = 50_000 }: { onProgress?: (p: StreamProgress) => void; progressEvery?: number } = {},
): Promise<StreamResult> {
  const records: NppesPharmacy[] = [];
  const rejected: Rejection[] = [];
  const warnings: string[] = [];
  let columns: OfficialColumns | null = null;
  let rows = 0;
  let skipped = 0;
  let bytes = 0;
  let lineNumber = 0;
  // The skipped row before, kept in case a quoted field held a line break and the taxonomy is on a later line: the
  // lines are then one row.
  let previous = "";

  const handle = (line: string) => {
    lineNumber++;
    if (!columns) {
      const header = splitCsvRecord(line);
      if (!header) throw new Error("not the official NPPES layout: unreadable header");
      columns = resolveColumns(header, warnings);
      return;
    }
    const startsRow = STARTS_ROW.test(line);
    if (startsRow) rows++;
    if (!line.includes(RETAIL_PHARMACY_TAXONOMY) && !line.includes(GENERAL_PHARMACY_TAXONOMY)) {
      if (startsRow) {
        skipped++;
        previous = line;
      } else if (previous) previous += `\n${line}`;
      return;
    }
    // The rest of a skipped row whose quoted field held a line break: the row is a pharmacy after all. (The rest of a
    // row already read is ignored: its taxonomy was on its first line, so that line held what the network needs.)
    if (!startsRow && !previous) return;
    const text = startsRow ? line : `${previous}\n${line}`;
    if (!startsRow) skipped--;
    previous = "";
    const fields = splitCsvRecord(text);
    const result = fields
      ? readOfficialRow(fields, columns, lineNumber)
      : { line: lineNumber, reason: REJECTION_REASONS.columns, detail: "unreadable" };
    if (isRejection(result)) rejected.push(result);
    else records.push(result);
  };

  input.setEncoding("utf8");
  let rest = "";
  for await (const chunk of input as AsyncIterable<string>) {
    bytes += Buffer.byteLength(chunk);
    let text = rest + chunk;
    let start = 0;
    for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", start)) {
      const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
      if (line) handle(line);
      start = end + 1;
      if (rows % progressEvery === 0 && line) onProgress?.({ bytes, rows, pharmacyRows: rows - skipped });
    }
    rest = text.slice(start);
    text = "";
  }
  if (rest.trim()) handle(rest);
  if (!columns) throw new Error("not the official NPPES layout: empty file");
  onProgress?.({ bytes, rows, pharmacyRows: rows - skipped });
  return { records, rejected, warnings, rows, skipped };
}
