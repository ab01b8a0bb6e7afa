// The request the direct path builds over node:http's own (no NextRequest): what the endpoint wrapper reads of it
// (header lookup, the body under its size limit) must be what a fetch Request would have given it.
import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../platform/errors";
import { PlainRequest, RawHeaders } from "./api-request";
import { MAX_BODY_BYTES, readBodyText } from "./read-body";

type Seen = { status: number; body?: string; message?: string; key?: string | null; q?: string | null };

let server: http.Server;
let port = 0;
let lastSeen: Promise<Seen> = Promise.resolve({ status: 0 });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const request = new PlainRequest(req, new URL(req.url ?? "/", "http://localhost"));
    lastSeen = readBodyText(request).then(
      (body) => ({
        status: 200,
        body,
        key: request.headers.get("X-Api-Key"),
        q: request.nextUrl.searchParams.get("q"),
      }),
      (error: ApiError) => ({ status: error.status, message: error.message }),
    );
    void lastSeen.then((seen) => {
      // As the app server does after a 413 (app-server.ts): the connection closes after the answer.
      if (seen.status !== 200) res.setHeader("connection", "close");
      const text = JSON.stringify(seen);
      res.writeHead(seen.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => server.close());

// A raw HTTP/1.1 exchange: what the client sends, byte for byte, and the status it gets.
function exchange(...parts: (string | Buffer)[]): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      for (const part of parts) socket.write(part);
    });
    let answer = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      const end = answer.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(answer.toString("latin1", 0, Math.max(end, 0)));
      if (end >= 0 && length && answer.length >= end + 4 + Number(length[1])) {
        socket.destroy();
        resolve(JSON.parse(answer.toString("utf8", end + 4)) as Seen);
      }
    });
    socket.on("error", reject);
  });
}

const post = (headers: string, body: string | Buffer = "") => [
  `POST /x?q=a%20b HTTP/1.1\r\nHost: x\r\nX-API-Key: k1\r\n${headers}\r\n`,
  body,
];

describe("PlainRequest", () => {
  it("reads a body with a declared length, and the query and a header by any case", async () => {
    expect(await exchange(...post("Content-Length: 7\r\n", '{"a":1}'))).toEqual({
      status: 200,
      body: '{"a":1}',
      key: "k1",
      q: "a b",
    });
  });

  it("reads a chunked body, chunk by chunk", async () => {
    const seen = await exchange(
      `POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`,
      '3\r\n{"a\r\n',
      '4\r\n":1}\r\n',
      "0\r\n\r\n",
    );
    expect(seen).toMatchObject({ status: 200, body: '{"a":1}' });
  });

  it("answers 413 to a declared length over the limit without reading the body", async () => {
    const seen = await exchange(...post(`Content-Length: ${MAX_BODY_BYTES + 1}\r\n`, "{"));
    expect(seen).toEqual({ status: 413, message: `Request body larger than ${MAX_BODY_BYTES} bytes.` });
  });

  it("answers 413 to a chunked body as soon as it passes the limit, before its end", async () => {
    const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;
    const chunks = [...Array.from({ length: 4 }, () => chunk("x".repeat(MAX_BODY_BYTES / 4))), chunk("y")];
    // The body's end (a zero-length chunk) is never sent: the answer comes without it.
    const seen = await exchange(`POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`, ...chunks);
    expect(seen.status).toBe(413);
  });

  it("reads a body of exactly the limit", async () => {
    const body = "y".repeat(MAX_BODY_BYTES);
    const seen = await exchange(...post(`Content-Length: ${body.length}\r\n`, body));
    expect(seen.status).toBe(200);
    expect(seen.body).toHaveLength(MAX_BODY_BYTES);
  });

  it("decodes the body as a fetch Request's text() does: bad UTF-8 replaced, a BOM dropped", async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"a":"'),
      Buffer.from([0xff, 0xe9]),
      Buffer.from('"}'),
    ]);
    const seen = await exchange(...post(`Content-Length: ${bytes.length}\r\n`, bytes));
    expect(seen.body).toBe(await new Response(bytes).text());
    expect(seen.body).toBe('{"a":"\ufffd\ufffd"}');
  });

  it("gives a GET no body, as a fetch Request has none", async () => {
    const seen = await exchange(`GET /x HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc`);
    expect(seen).toMatchObject({ status: 200, body: "" });
  });

  it("rejects with a 400 when the client goes away in the middle of its body", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(`POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a":`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    expect(await lastSeen).toEqual({ status: 400, message: "Request body incomplete." });
  });
});

describe("PlainRequest.readBody", () => {
  // It runs in the server's bundle, the endpoint wrapper in Next.js's: an ApiError thrown here would not be the
  // wrapper's ApiError (a 500, not a 413), so a refusal is a value that the wrapper's read-body.ts turns into its own.
  const incoming = (chunks: Buffer[]) =>
    Object.assign(Readable.from(chunks), { method: "POST", rawHeaders: [] }) as unknown as http.IncomingMessage;

  it("resolves with a refusal, never a thrown error, when the body is too large or the client is gone", async () => {
    const big = new PlainRequest(incoming([Buffer.alloc(40_000), Buffer.alloc(40_000)]), new URL("http://x/"));
    expect(await big.readBody(MAX_BODY_BYTES)).toEqual({ refused: "too_large" });
    const gone = incoming([Buffer.from("{")]);
    gone.destroy();
    expect(await new PlainRequest(gone, new URL("http://x/")).readBody(MAX_BODY_BYTES)).toEqual({
      refused: "incomplete",
    });
  });
});

describe("RawHeaders", () => {
  // What undici's Headers gives for the same raw list: the reference.
  const fetchHeaders = (raw: string[]) => {
    const headers = new Headers();
    for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
    return headers;
  };

  it("joins a repeated header's values with a comma, in order, and finds a name in any case", () => {
    const raw = ["X-Api-Key", "a", "Accept", "text/html", "x-api-key", "b"];
    expect(new RawHeaders(raw).get("x-api-key")).toBe("a, b");
    expect(new RawHeaders(raw).get("X-API-KEY")).toBe(fetchHeaders(raw).get("x-api-key"));
    expect(new RawHeaders(raw).get("idempotency-key")).toBeNull();
  });

  it("gives a header of bytes that are not UTF-8 as a fetch Headers does (one character a byte)", () => {
    const raw = ["X-Api-Key", Buffer.from([0x6b, 0xe9, 0xff]).toString("latin1")];
    expect(new RawHeaders(raw).get("x-api-key")).toBe(fetchHeaders(raw).get("x-api-key"));
  });

  it("reads a repeated header from node:http as it arrived", async () => {
    const seen = await exchange(`GET /x HTTP/1.1\r\nHost: x\r\nX-Api-Key: one\r\nx-api-key: two\r\n\r\n`);
    expect(seen.key).toBe("one, two");
  });
});
