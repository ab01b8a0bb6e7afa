// The HTTP server of one server process (scripts/serve.ts): node:http with the limits of server-limits.ts, in front
// of the app. Every request gets an answer here whatever it holds: a missing or malformed Host, a malformed path, a
// method or size the app does not take are answered in the spec's JSON error shape (request-screen.ts) before the app
// sees them, and a failure of the app itself is a JSON 500, never a hung socket or an unhandled rejection. Every answer
// carries the security headers (security-headers.ts) and is counted in the metrics.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { Duplex } from "node:stream";
import { clientErrorRefusal, screenHost, screenRequest, type Refusal } from "../request-screen";
import { API_AREAS } from "../routes";
import { env } from "../../env";
import { log } from "../../platform/log";
import { identifyPeer, parseTrustedProxies, type ClientPeer } from "../../platform/client-peer";
import { recordRequest } from "./metrics";
import { runInRequestContext, type RequestContext } from "../../platform/request-context";
import { API_POLICY, newNonce, pagePolicy, securityHeaders } from "./security-headers";
import { applyServerLimits, serverLimits, serverOptions } from "./server-limits";

export type Serve = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

// No request body the app reads is anywhere near this (the API's limit is 64 kB, Next.js's server actions' 1 MB): a
// larger declared length is refused before any of it is read.
export const MAX_DECLARED_BODY_BYTES = 1024 * 1024;
// After a 413 the rest of the body may still be arriving: it is read and dropped for up to this long after the answer,
// since closing a socket with unread data resets it and the client could lose the answer.
const LINGER_MS = 2_000;

// Machine answers (the partner API, the site's JSON routes, health, metrics, the reference's document): a policy that
// allows nothing. Everything else is a page or a file a page loads.
const MACHINE_PREFIXES = [...API_AREAS.map((a) => `/${a}/`), "/api/", "/healthz", "/livez", "/readyz", "/metrics"];
const isMachinePath = (path: string) => path === "/openapi.json" || MACHINE_PREFIXES.some((p) => path.startsWith(p));

export function createAppServer(serve: Serve, { dev = false }: { dev?: boolean } = {}): http.Server {
  const limits = serverLimits();
  const trusted = parseTrustedProxies(env().TRUST_PROXY);
  const options = { ...serverOptions(limits), ServerResponse: AppResponse };
  const server = http.createServer(options, (request, response) => {
    const started = performance.now();
    const peer = identifyPeer(request, trusted);
    const path = (request.url ?? "/").split("?")[0]!;
    const context: RequestContext = { peer };
    let route = "(refused)";
    response.once("finish", () =>
      recordRequest({ route, method: request.method ?? "", status: response.statusCode, context, started }),
    );
    setSecurityHeaders(request, response, path, peer, dev);
    const hostRefusal = screenHost(request.headers.host);
    if (hostRefusal) return refuse(request, response, hostRefusal);
    const screened = screenRequest(request.method ?? "GET", request.url ?? "/");
    if ("refusal" in screened) return refuse(request, response, screened.refusal);
    if (Number(request.headers["content-length"]) > MAX_DECLARED_BODY_BYTES) {
      return refuse(request, response, {
        status: 413,
        message: `Request body larger than ${MAX_DECLARED_BODY_BYTES} bytes.`,
      });
    }
    route = screened.route ?? (path.startsWith("/_next/") ? "/_next" : "(page)");
    request.url = screened.url;
    runInRequestContext(context, () => serve(request, response)).catch((error: unknown) =>
      answerFailure(request, response, error),
    );
  });
  applyServerLimits(server, limits);
  server.on("clientError", answerUnparsable);
  return server;
}

// The policy goes on the request too: Next.js reads the nonce from it and puts it on the page's scripts. A client's
// own Content-Security-Policy request header is never passed on.
function setSecurityHeaders(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  path: string,
  peer: ClientPeer,
  dev: boolean,
): void {
  const policy = isMachinePath(path)
    ? API_POLICY
    : pagePolicy({ nonce: newNonce(), dev, tileUrl: env().NEXT_PUBLIC_TILE_URL });
  delete request.headers["content-security-policy-report-only"];
  request.headers["content-security-policy"] = policy;
  for (const [name, value] of Object.entries(securityHeaders({ policy, secure: peer.secure }))) {
    response.setHeader(name, value);
  }
}

// Sees the status of every answer as its head is written, whoever writes it (the screen, the direct path, Next.js;
// node:http's implicit head calls writeHead too): a 413 closes the connection. On the class, not on each response:
// a writeHead closure assigned to every response (until the twenty-sixth session) kept each answer's request,
// response and text alive through V8's young-generation GCs until a full GC, at 1.3-1.7 kB promoted a 26 kB answer,
// so popular, the largest answers, ran a full GC every few seconds (scripts/bench/HISTORY.md, "Twenty-sixth session").
export class AppResponse extends http.ServerResponse {
  override writeHead(
    statusCode: number,
    message?: string | http.OutgoingHttpHeaders | http.OutgoingHttpHeader[],
    headers?: http.OutgoingHttpHeaders | http.OutgoingHttpHeader[],
  ): this {
    if (statusCode === 413) closeAfterAnswer(this);
    return super.writeHead(statusCode, message as string | undefined, headers);
  }
}

// `Connection: close`, the end of the connection sent right after the answer, then what the client still sends read
// and dropped (the parser detached: none of it is parsed or kept) until it closes its side or LINGER_MS pass.
function closeAfterAnswer(response: http.ServerResponse): void {
  response.setHeader("connection", "close");
  const socket = response.socket;
  if (!socket) return;
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    this.removeAllListeners("data");
    this.on("data", () => {});
    this.resume();
    this.end();
    this.once("end", () => this.destroy());
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

function refusalBody(status: number, message: string): { id: string; text: string } {
  const id = randomUUID();
  return { id, text: JSON.stringify({ id, statusCode: status, message }) };
}

// A JSON error answer made here: the machine policy, whatever the path.
function writeError(
  response: http.ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
) {
  const { id, text } = refusalBody(status, message);
  response.setHeader("content-security-policy", API_POLICY);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "x-request-id": id,
    "cache-control": "no-store",
    ...extra,
  });
  response.end(text);
  return id;
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, refusal: Refusal): void {
  const id = writeError(response, refusal.status, refusal.message, refusal.allow ? { allow: refusal.allow } : {});
  log.info("request", { id, method: request.method, path: request.url, status: refusal.status, screened: true });
}

// The app failed outside any handler's own error mapping: a JSON 500 if nothing was sent yet, else the connection cut
// (a half-sent answer cannot be completed). The log holds the error's kind, never its message: a URL's parse error
// carries the whole URL, query included.
function answerFailure(request: http.IncomingMessage, response: http.ServerResponse, error: unknown): void {
  const kind = error instanceof Error ? error.name : typeof error;
  const code = (error as { code?: unknown } | null)?.code;
  log.error("unhandled", { path: request.url, error: kind, code: typeof code === "string" ? code : undefined });
  if (response.headersSent) return void response.destroy();
  writeError(response, 500, "Internal server error.");
}

// node:http could not parse the request (oversized request line or headers, junk) or it took too long (408): answer
// in JSON, then keep reading what the client still sends until it has the answer, since closing a socket with unread
// data resets it and the client would see the reset instead of the answer.
function answerUnparsable(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  // A client that went away mid-request has no one to answer.
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const refusal = clientErrorRefusal(error);
  const { id, text } = refusalBody(refusal.status, refusal.message);
  const headers = Object.entries(securityHeaders({ policy: API_POLICY, secure: false }))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.removeAllListeners("data");
  socket.on("data", () => {});
  socket.end(
    `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status]}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nx-request-id: ${id}\r\ncache-control: no-store\r\n${headers}` +
      `connection: close\r\n\r\n${text}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  log.info("request", { id, status: refusal.status, screened: true, error: error.code });
  recordRequest({ route: "(unparsable)", method: "", status: refusal.status, started: performance.now() });
}
