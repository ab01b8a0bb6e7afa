// Streams the per-RxCUI history archive (tar.gz of prices/<RxCUI>.json) one parsed file at a time.
import { createGunzip } from "node:zlib";
import { pipeline, type Readable } from "node:stream";
import tar from "tar-stream";
import { parseRxcuiHistoryJson, type RxcuiHistory } from "./parse-rxcui-history";
import type { ParseResult } from "../catalog-types";

export type ArchiveEntry = { line: number; path: string; result: ParseResult<RxcuiHistory> };

// One file is at most a few hundred kB, so each is buffered and parsed whole; the archive itself is never held.
export async function* readRxcuiHistoryArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  pipeline(input, createGunzip(), extract, () => undefined);
  let line = 0;
  for await (const entry of extract) {
    const path = entry.header.name;
    if (entry.header.type !== "file" || !/(^|\/)prices\/[^/]+\.json$/.test(path)) {
      entry.resume();
      continue;
    }
    line++;
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const result = parseRxcuiHistoryJson(Buffer.concat(chunks).toString("utf8"), line);
    yield { line, path, result };
  }
}
