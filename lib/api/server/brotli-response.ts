// Brotli for what Next.js serves to a browser that accepts it (every current one), in place of Next.js's gzip: a page's
// HTML holds the inlined stylesheet three times (the <style> and twice in the RSC payload), which gzip's 32 KB window
// cannot see twice and brotli's does (the home page 27 KB gzipped, 13 KB in brotli), and the framework's scripts are
// precompressed at the highest quality when the app is built (15 % under gzip). Lighthouse's simulated slow 4G counts
// every byte before the largest paint. docs/benchmark.md, "The web pages' bytes".
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

// Streamed answers (pages, RSC payloads) are compressed as they go, at a quality that costs the server about what
// gzip did; a window of 4 MB keeps every earlier copy of the stylesheet in reach.
const STREAM_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 22 },
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg)/;
const MIN_BYTES = 1024; // a declared length under this is sent as it is (Next.js's compress: the same threshold)
export const PRECOMPRESSED_SUFFIX = ".br";
const STATIC_PREFIX = "/_next/static/";
const STATIC_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

// "gzip, deflate, br, zstd": yes; "br;q=0" or no br: no.
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.split(";").map((p) => p.trim().toLowerCase());
      const q = params.find((p) => p.startsWith("q="));
      return name === "br" && (q === undefined || Number(q.slice(2)) > 0);
    });
}

// A content-hashed file of the build with its brotli twin (written by scripts/build-server.mjs) is sent from disk;
// returns whether it answered.
export function sendPrecompressed(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  staticDir: string,
): boolean {
  const url = request.url ?? "";
  if ((request.method !== "GET" && request.method !== "HEAD") || !url.startsWith(STATIC_PREFIX)) return false;
  const relative = url.slice(STATIC_PREFIX.length);
  const type = STATIC_TYPES[path.extname(relative)];
  if (!type || !/^[\w\-./~]+$/.test(relative) || relative.includes("..")) return false;
  if (!acceptsBrotli(request.headers["accept-encoding"])) return false;
  const file = path.join(staticDir, relative + PRECOMPRESSED_SUFFIX);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return false;
  }
  response.statusCode = 200;
  response.setHeader("content-type", type);
  response.setHeader("cache-control", "public, max-age=31536000, immutable");
  response.setHeader("content-encoding", "br");
  response.setHeader("vary", "Accept-Encoding");
  response.setHeader("content-length", size);
  if (request.method === "HEAD") response.end();
  else fs.createReadStream(file).pipe(response);
  return true;
}

// Makes `response` compress its body with brotli, decided when its headers go out (a compressible type, no encoding
// of its own, a body that may be worth it), and takes the request's Accept-Encoding away so that Next.js does not
// gzip it first. Next.js calls `response.flush()` after each chunk of a streamed page: each chunk reaches the browser
// when Next.js writes it, as with its own compression.
export function compressWithBrotli(request: http.IncomingMessage, response: http.ServerResponse): void {
  if (!acceptsBrotli(request.headers["accept-encoding"])) return;
  request.headers["accept-encoding"] = "identity";
  if (request.method === "HEAD") return;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  let stream: zlib.BrotliCompress | undefined;

  const start = () => {
    const type = String(response.getHeader("content-type") ?? "");
    const length = response.getHeader("content-length");
    const status = response.statusCode;
    if (
      status < 200 ||
      status === 204 ||
      status === 304 ||
      response.getHeader("content-encoding") !== undefined ||
      !COMPRESSIBLE.test(type) ||
      (length !== undefined && Number(length) < MIN_BYTES)
    )
      return;
    response.removeHeader("content-length");
    response.setHeader("content-encoding", "br");
    if (!/accept-encoding/i.test(String(response.getHeader("vary") ?? "")))
      response.appendHeader("vary", "Accept-Encoding");
    stream = zlib.createBrotliCompress(STREAM_OPTIONS);
    stream.on("data", (chunk: Buffer) => write(chunk));
    stream.on("end", () => end());
    response.once("close", () => stream?.destroy()); // a client gone before the end
  };

  // Node's implicit headers (the first write, end or flushHeaders) go through writeHead too.
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (!response.headersSent) {
      const headers = rest.find((r) => typeof r === "object" && r !== null) as http.OutgoingHttpHeaders | undefined;
      const message = rest.find((r) => typeof r === "string");
      response.statusCode = status;
      if (headers && !Array.isArray(headers))
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
      start();
      return message === undefined ? writeHead(status) : writeHead(status, message);
    }
    return writeHead(status, ...rest);
  }) as typeof response.writeHead;

  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!stream) return write(chunk, ...rest);
    const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined;
    const encoding = rest.find((r) => typeof r === "string") as BufferEncoding | undefined;
    stream.write(typeof chunk === "string" ? Buffer.from(chunk, encoding) : (chunk as Buffer), callback);
    return true; // buffered in zlib: a page is at most a few hundred KB
  }) as typeof response.write;

  response.end = ((...args: unknown[]) => {
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    const callback = args.find((r) => typeof r === "function") as (() => void) | undefined;
    if (!response.headersSent) {
      // A whole body given at once: its length decides, as a declared one would.
      if (chunk != null && response.getHeader("content-length") === undefined)
        response.setHeader("content-length", Buffer.byteLength(chunk as string | Buffer));
      response.writeHead(response.statusCode);
    }
    if (!stream) return end(...args);
    if (callback) response.once("finish", callback);
    if (chunk != null) {
      const encoding = typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined;
      stream.write(typeof chunk === "string" ? Buffer.from(chunk, encoding) : (chunk as Buffer));
    }
    stream.end();
    return response;
  }) as typeof response.end;

  // What Next.js calls after each chunk it writes (the `compression` middleware's API).
  Object.assign(response, {
    flush: () => stream?.flush(zlib.constants.BROTLI_OPERATION_FLUSH),
  });
}
