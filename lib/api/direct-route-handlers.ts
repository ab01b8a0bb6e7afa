// Route handlers (app/**/route.ts, as Next.js built them) called straight from node:http, without Next.js's request
// adapter: it gives every route-handler Request an AbortSignal to follow, and undici registers each follower in a
// FinalizationRegistry, whose targets V8's young-generation GC keeps alive. So every request's objects were promoted
// to the old generation, each full GC ran thousands of finalizers in one go, and those stalls were the benchmark's
// p99. Here a request has no signal (no handler listens for the client going away). Pages, the routes the caller
// leaves to Next.js, and any method a module does not export (HEAD, OPTIONS) still go to Next.js. A handler served
// here runs outside Next.js's request scope: no next/headers, no next-intl server functions.
import type { IncomingMessage, ServerResponse } from "node:http";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextRequest } from "next/server";
import { log } from "../platform/log";
import { jsonTextOf } from "./json-text";

type Params = Record<string, string | string[]>;
type Handler = (request: NextRequest, context: { params: Promise<Params> }) => Response | Promise<Response>;
type Segment = { kind: "static"; value: string } | { kind: "param"; name: string };
type RouteModule = { routeModule: { ensureUserland?: () => Promise<void>; userland: Record<string, unknown> } };

export type Route = { segments: Segment[]; file: string; throughNextJs: boolean };
export type RouteTable = { routes: Route[]; handlers: Map<string, Record<string, Handler>> };

const requireBuilt = createRequire(import.meta.url);
// next/server is loaded once Next.js has set up its server environment (its AsyncLocalStorage): after app.prepare().
let NextRequestClass: typeof NextRequest | undefined;

// "/(site)/api/search/route" -> its URL segments; undefined for a form this router leaves to Next.js (catch-all,
// optional catch-all, parallel route: the partner API has none).
export function parseRoutePath(appPath: string): Segment[] | undefined {
  if (!appPath.endsWith("/route")) return undefined;
  const segments: Segment[] = [];
  for (const part of appPath.slice(0, -"/route".length).split("/").filter(Boolean)) {
    if (/^\(.*\)$/.test(part)) continue; // a route group is not part of the URL
    if (part.startsWith("[[") || part.startsWith("[...") || part.startsWith("@")) return undefined;
    const param = /^\[(\w+)\]$/.exec(part);
    if (param) segments.push({ kind: "param", name: param[1]! });
    else if (/[[\]]/.test(part)) return undefined;
    else segments.push({ kind: "static", value: part });
  }
  return segments;
}

// Next.js's precedence, segment by segment: a static segment before a parameter.
const RANK = { static: 0, param: 1 } as const;
function bySpecificity(a: Route, b: Route): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const x = a.segments[i];
    const y = b.segments[i];
    if (!x || !y) return x ? -1 : 1;
    if (RANK[x.kind] !== RANK[y.kind]) return RANK[x.kind] - RANK[y.kind];
  }
  return 0;
}

// `throughNextJs`: the app paths ("/livez/route") left to Next.js all the same.
type AppPathFilter = (appPath: string) => boolean;
export function routeTable(manifest: Record<string, string>, throughNextJs: AppPathFilter = () => false): RouteTable {
  const routes: Route[] = [];
  for (const [appPath, file] of Object.entries(manifest)) {
    const segments = parseRoutePath(appPath);
    if (segments) routes.push({ segments, file, throughNextJs: throughNextJs(appPath) });
  }
  return { routes: routes.sort(bySpecificity), handlers: new Map() };
}

// With or without a trailing slash, as Next.js answers here (skipTrailingSlashRedirect).
export function matchRoute(table: RouteTable, pathname: string): { route: Route; params: Params } | undefined {
  const parts = pathname.split("/").filter(Boolean);
  next: for (const route of table.routes) {
    const params: Params = {};
    for (let i = 0; i < route.segments.length; i++) {
      const segment = route.segments[i]!;
      const part = parts[i];
      if (part === undefined) continue next;
      if (segment.kind === "static" && segment.value !== part) continue next;
      if (segment.kind === "param") params[segment.name] = decodeURIComponent(part);
    }
    if (parts.length === route.segments.length) return route.throughNextJs ? undefined : { route, params };
  }
  return undefined;
}

// Call after Next.js's app.prepare().
export function loadRouteTable(distDir = ".next", throughNextJs: AppPathFilter = () => false): RouteTable {
  NextRequestClass = (requireBuilt("next/server") as { NextRequest: typeof NextRequest }).NextRequest;
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server", "app-paths-manifest.json"), "utf8"));
  const table = routeTable(manifest, throughNextJs);
  for (const route of table.routes) route.file = path.resolve(distDir, "server", route.file);
  return table;
}

// The module's exported methods, loaded on first use (Node's module cache: the same instances Next.js uses).
async function handlersOf(table: RouteTable, file: string): Promise<Record<string, Handler>> {
  let handlers = table.handlers.get(file);
  if (!handlers) {
    const { routeModule } = requireBuilt(file) as RouteModule;
    await routeModule.ensureUserland?.();
    handlers = routeModule.userland as Record<string, Handler>;
    table.handlers.set(file, handlers);
  }
  return handlers;
}

// Serves the request when a route handler exports its method; false leaves it to Next.js.
export async function serveRouteHandler(
  table: RouteTable,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const match = matchRoute(table, url.pathname);
  if (!match) return false;
  const handler = (await handlersOf(table, match.route.file))[req.method ?? "GET"];
  if (typeof handler !== "function") return false;
  try {
    const response = await handler(await toNextRequest(req, url), { params: Promise.resolve(match.params) });
    await send(req, res, response);
  } catch (error) {
    log.error("unhandled", { path: url.pathname, error: error instanceof Error ? error.name : typeof error });
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
  return true;
}

// The body is handed over as a stream, not read here: the endpoint wrapper reads it under its size limit (413 as soon
// as it passes 64 kB), so no request makes this process hold more than that.
async function toNextRequest(req: IncomingMessage, url: URL): Promise<NextRequest> {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
  // duplex "half": the init a request with a stream body needs (not in Next.js's RequestInit type).
  const init = { method: req.method, headers, body, duplex: "half" };
  return new NextRequestClass!(url, init as ConstructorParameters<typeof NextRequest>[1]);
}

// As Next.js sends a route handler's Response: framing headers are Node's to set, each cookie its own header, and a
// text body of 1 KB or more gzipped for a client that accepts it (Next.js's `compress`).
const FRAMING = new Set(["content-length", "content-encoding", "transfer-encoding"]);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;
const gzip = promisify(zlib.gzip);
async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (!FRAMING.has(name) && name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  // A JSON answer's text as it is (json-text.ts): no ArrayBuffer made for it.
  let body: Buffer | string = jsonTextOf(response) ?? Buffer.from(await response.arrayBuffer());
  if (
    Buffer.byteLength(body) >= 1024 &&
    /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") &&
    COMPRESSIBLE.test(response.headers.get("content-type") ?? "")
  ) {
    body = await gzip(body);
    res.setHeader("content-encoding", "gzip");
    res.appendHeader("vary", "Accept-Encoding");
  }
  res.end(body);
}
