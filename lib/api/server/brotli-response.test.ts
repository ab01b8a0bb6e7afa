import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, compressWithBrotli, sendPrecompressed } from "./brotli-response";

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "brotli-static-"));
const script = "console.log('a framework chunk');\n".repeat(100);
fs.mkdirSync(path.join(staticDir, "chunks"));
fs.writeFileSync(path.join(staticDir, "chunks", "a.js"), script);
fs.writeFileSync(path.join(staticDir, "chunks", "a.js.br"), zlib.brotliCompressSync(script));

const page = "<p>Atorvastatin 10 mg, 30 tablets: from $9.24</p>".repeat(60);
const style = `<style>${".price{font-weight:700}".repeat(200)}</style>`;
let clientGotFirstChunk: () => void = () => {};
let seenAcceptEncoding: string | undefined;

// What the tests' "Next.js" answers, by path.
const answers: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>> = {
  "/page": (_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(style + page + style);
  },
  // A streamed page: the second chunk is only written once the client has decompressed the first.
  "/stream": async (_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.flushHeaders();
    res.write(page);
    (res as unknown as { flush: () => void }).flush();
    await new Promise<void>((resolve) => (clientGotFirstChunk = resolve));
    res.write("<p>the rest</p>");
    res.end();
  },
  "/small": (_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end('{"ok":true}');
  },
  "/image": (_req, res) => {
    res.writeHead(200, { "content-type": "image/png", "content-length": 4096 });
    res.end(Buffer.alloc(4096));
  },
  "/gzipped": (_req, res) => {
    res.setHeader("content-type", "text/html");
    res.setHeader("content-encoding", "gzip");
    res.end(zlib.gzipSync(page));
  },
  "/not-modified": (_req, res) => {
    res.writeHead(304, { etag: '"1"' });
    res.end();
  },
};

const server = http.createServer((req, res) => {
  if (sendPrecompressed(req, res, staticDir)) return;
  compressWithBrotli(req, res);
  seenAcceptEncoding = req.headers["accept-encoding"];
  void answers[req.url ?? ""]?.(req, res);
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function get(urlPath: string, acceptEncoding = "gzip, deflate, br, zstd") {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get(
      { port, host: "127.0.0.1", path: urlPath, headers: { "accept-encoding": acceptEncoding } },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (chunk: Buffer) => parts.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
        );
      },
    );
    request.on("error", reject);
  });
}

describe("brotli for what Next.js serves", () => {
  it("reads Accept-Encoding as browsers send it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it("compresses a page with brotli, which reaches the stylesheet's second copy that gzip's window does not", async () => {
    const answer = await get("/page");
    expect(seenAcceptEncoding).toBe("identity"); // Next.js gzips nothing itself
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(style + page + style);
    expect(answer.body.length).toBeLessThan(zlib.gzipSync(style + page + style).length);
  });

  it("sends each flushed chunk of a streamed page before the page ends", async () => {
    let first: Buffer | undefined;
    const parts: Buffer[] = [];
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.get(
        { port, host: "127.0.0.1", path: "/stream", headers: { "accept-encoding": "br" } },
        (response) => {
          response.on("data", (chunk: Buffer) => {
            parts.push(chunk);
            if (!first) {
              first = chunk;
              clientGotFirstChunk(); // the server writes the rest only now: without the flush this never comes
            }
          });
          response.on("end", () => resolve({ status: 200, headers: response.headers, body: Buffer.concat(parts) }));
        },
      );
      request.on("error", reject);
    });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(`${page}<p>the rest</p>`);
  });

  it("leaves alone a client without brotli, a small body, an image, an encoded body and a 304", async () => {
    const gzipOnly = await get("/page", "gzip");
    expect(seenAcceptEncoding).toBe("gzip");
    expect(gzipOnly.headers["content-encoding"]).toBeUndefined();
    expect(gzipOnly.body.toString()).toBe(style + page + style);
    const small = await get("/small");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const image = await get("/image");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const gzipped = await get("/gzipped");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(page);
    const notModified = await get("/not-modified");
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a build file's precompressed twin, and nothing outside the static folder", async () => {
    const chunk = await get("/_next/static/chunks/a.js");
    expect(chunk.headers["content-encoding"]).toBe("br");
    expect(chunk.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(chunk.headers["content-length"])).toBe(chunk.body.length);
    expect(zlib.brotliDecompressSync(chunk.body).toString()).toBe(script);
    const req = (url: string, accept = "br") =>
      sendPrecompressed(
        { method: "GET", url, headers: { "accept-encoding": accept } } as http.IncomingMessage,
        {} as http.ServerResponse,
        staticDir,
      );
    expect(req("/_next/static/chunks/../../etc/passwd.js")).toBe(false);
    expect(req("/_next/static/chunks/missing.js")).toBe(false);
    expect(req("/_next/static/chunks/a.js", "gzip")).toBe(false);
    expect(req("/_next/static/media/font.woff2")).toBe(false);
  });
});
