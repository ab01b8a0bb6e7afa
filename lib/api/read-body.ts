// Reads a request body under a size limit and parses JSON of bounded nesting, so no request makes the server hold
// or parse more than the largest legitimate one (an enrollment is under 2 kB) needs.
import { ApiError } from "../platform/errors";
import type { ApiRequest } from "./api-request";

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 16;

export function bodyTooLarge(): ApiError {
  return new ApiError("too_large", `Request body larger than ${MAX_BODY_BYTES} bytes.`);
}

// 413 as soon as the declared length or the bytes received pass the limit: the rest is never read. A fetch Request's
// stream is let go, not cancelled (which would reset the connection before the 413 is sent): the server closes it
// after the answer. The text is decoded by decodeBody.
export async function readBodyText(request: ApiRequest, limit = MAX_BODY_BYTES): Promise<string> {
  if (Number(request.headers.get("content-length")) > limit) throw bodyTooLarge();
  const read =
    "readBody" in request ? await request.readBody(limit) : { chunks: await readStream(request.body, limit) };
  if ("refused" in read) throw read.refused === "too_large" ? bodyTooLarge() : bodyIncomplete();
  const { chunks } = read;
  return decodeBody(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), request.headers.get("content-type"));
}

// JSON is UTF-8 (RFC 8259), and a body that is valid UTF-8 is read so whatever charset its Content-Type names (a
// client that labels UTF-8 as Latin-1 loses nothing). A body that is not UTF-8 is read in the charset its Content-Type
// names, when there is one TextDecoder knows: a client sending ISO-8859-1 or windows-1252 and saying so keeps its
// accents. Otherwise the bad bytes become U+FFFD, as a fetch Request's text() reads them, and a text field holding
// U+FFFD is that field's 400 (isStorableText), never a stored "Jos\uFFFD". A BOM is dropped.
const UTF8 = new TextDecoder("utf-8", { fatal: true });
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    return new TextDecoder(declaredCharset(contentType) ?? "utf-8").decode(bytes);
  }
}

function declaredCharset(contentType: string | null): string | undefined {
  const label = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? "")?.[1];
  if (!label) return undefined;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined; // a charset TextDecoder does not know
  }
}

// The client went away before the end of its body (no one reads the answer; the log and metrics say 400, not 500).
export const bodyIncomplete = () => new ApiError("invalid", "Request body incomplete.");

async function readStream(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array[]> {
  if (!body) return [];
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw bodyTooLarge();
    }
    chunks.push(value);
  }
}

// The deepest nesting of arrays and objects in a JSON text (strings skipped), without parsing it.
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}
