// Reads one gzipped file of the data folder with its parser and records what it kept; a missing file (an older
// data folder) is reported and read as empty, so the catalog still builds with the documented fallbacks.
import { createReadStream, existsSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { SourceStats } from "./read-catalog-sources";
import type { ParseResult } from "../catalog-types";

export async function readOptionalSource<T>(
  dataDir: string,
  file: string,
  parse: (input: Readable) => Promise<ParseResult<T>>,
  stats: SourceStats[],
): Promise<T[]> {
  if (!existsSync(join(dataDir, file))) {
    stats.push({ file, read: 0, kept: 0, rejected: [{ line: 0, reason: "file not found: left out" }] });
    return [];
  }
  const { records, rejected } = await parse(createReadStream(join(dataDir, file)).pipe(createGunzip()));
  stats.push({ file, read: records.length + rejected.length, kept: records.length, rejected });
  return records;
}
