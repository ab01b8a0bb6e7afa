// The request the endpoint wrapper (endpoint.ts) and the site routes (site-route.ts) read: its method, URL, header
// lookup and body. Next.js hands a route handler a NextRequest, which has all of it; the partner API's route handlers
// called straight from node:http (direct-route-handlers.ts) get a PlainRequest instead, built over node:http's own
// request: no undici Request, Headers or web stream per request (NextRequest and its web streams took 16% of the busy
// CPU of the 50-NPI pricing, eligibility and enrollment paths, and were their largest allocation, scripts/bench/
// HISTORY.md).
import type { IncomingMessage } from "node:http";

export type ApiRequest = {
  readonly method: string;
  readonly nextUrl: { readonly pathname: string; readonly searchParams: URLSearchParams };
  readonly headers: { get(name: string): string | null };
} & (
  | { readonly body: ReadableStream<Uint8Array> | null } // a fetch Request (NextRequest)
  | { readBody(limit: number): Promise<BodyRead> } // a PlainRequest
);

// The body's chunks, or why they were not all read. Not an error thrown: this module runs in the server's bundle, the
// endpoint wrapper in Next.js's, each with its own ApiError class (an instanceof across them fails), so the wrapper's
// own read-body.ts turns a refusal into its ApiError.
export type BodyRead = { chunks: Buffer[] } | { refused: "too_large" | "incomplete" };

export class PlainRequest {
  readonly method: string;
  readonly headers: RawHeaders;

  constructor(
    private readonly incoming: IncomingMessage,
    readonly nextUrl: URL,
  ) {
    this.method = incoming.method ?? "GET";
    this.headers = new RawHeaders(incoming.rawHeaders);
  }

  // The body's chunks, refused as too large as soon as they pass `limit`: the rest is not read, and the request is
  // left paused (the server closes the connection after the answer, app-server.ts). A GET or HEAD has no body, as for
  // a fetch Request. A client that goes away before the end of its body: refused as incomplete.
  readBody(limit: number): Promise<BodyRead> {
    const incoming = this.incoming;
    if (this.method === "GET" || this.method === "HEAD" || incoming.readableEnded) {
      return Promise.resolve({ chunks: [] });
    }
    if (incoming.destroyed) return Promise.resolve({ refused: "incomplete" });
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const settle = (read: BodyRead) => {
        incoming.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
        resolve(read);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) return void chunks.push(chunk);
        incoming.pause();
        settle({ refused: "too_large" });
      };
      const onEnd = () => settle({ chunks });
      const onGone = () => settle({ refused: "incomplete" });
      incoming.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onGone);
    });
  }
}

// A header's value as a fetch Headers gives it: the name in any case, the values of a repeated header joined with ", ",
// null when absent; read from node:http's raw header list (as received: nothing the server set on the request since).
export class RawHeaders {
  constructor(private readonly raw: string[]) {}

  get(name: string): string | null {
    const wanted = name.toLowerCase();
    let value: string | null = null;
    for (let i = 0; i < this.raw.length; i += 2) {
      const key = this.raw[i]!;
      if (key.length !== wanted.length || key.toLowerCase() !== wanted) continue;
      value = value === null ? this.raw[i + 1]! : `${value}, ${this.raw[i + 1]}`;
    }
    return value;
  }
}
