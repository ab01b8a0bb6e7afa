// Route handlers (app/**/route.ts, as Next.js built them) called straight from node:http, without Next.js's request
// adapter: it gives every route-handler Request an AbortSignal to follow, and undici registers each follower in a
// FinalizationRegistry, whose targets V8's young-generation GC keeps alive. So every request's objects were promoted
// to the old generation, each full GC ran thousands of finalizers in one go, and those stalls were the benchmark's
// p99. Only handlers made by jsonRoute (json-answer.ts: the endpoint wrapper's, /readyz) are served here, with a
// PlainRequest (api-request.ts: no NextRequest, Headers or web stream per request) and their JSON text written as it
// is (no Response). Pages, the routes the caller leaves to Next.js, any other handler and any method a module does
// not export (HEAD, OPTIONS) still go to Next.js. A handler served here runs outside Next.js's request scope: no
// next/headers, no next-intl server functions.
import type { IncomingMessage, ServerResponse } from "node:http";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { log } from "../platform/log";
import { PlainRequest } from "./api-request";
import { directHandlerOf, type JsonAnswer } from "./json-answer";

type Params = Record<string, string | string[]>;
type Segment = { kind: "static"; value: string } | { kind: "param"; name: string };
type Exports = Record<string, unknown>;
type RouteModule = { routeModule: { ensureUserland?: () => Promise<void>; userland: Exports } };

export type Route = { segments: Segment[]; file: string; throughNextJs: boolean };
export type RouteTable = { routes: Route[]; handlers: Map<string, Exports> };

const requireBuilt = createRequire(import.meta.url);

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

// Call after Next.js's app.prepare() (the route modules expect the server environment it sets up).
export function loadRouteTable(distDir = ".next", throughNextJs: AppPathFilter = () => false): RouteTable {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server", "app-paths-manifest.json"), "utf8"));
  const table = routeTable(manifest, throughNextJs);
  for (const route of table.routes) route.file = path.resolve(distDir, "server", route.file);
  return table;
}

// The module's exported methods, loaded on first use (Node's module cache: the same instances Next.js uses).
async function handlersOf(table: RouteTable, file: string): Promise<Exports> {
  let handlers = table.handlers.get(file);
  if (!handlers) {
    const { routeModule } = requireBuilt(file) as RouteModule;
    await routeModule.ensureUserland?.();
    handlers = routeModule.userland;
    table.handlers.set(file, handlers);
  }
  return handlers;
}

// Serves the request when a route handler made by jsonRoute exports its method; false leaves it to Next.js.
export async function serveRouteHandler(
  table: RouteTable,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const match = matchRoute(table, url.pathname);
  if (!match) return false;
  const handler = directHandlerOf((await handlersOf(table, match.route.file))[req.method ?? "GET"]);
  if (!handler) return false;
  try {
    await send(req, res, await handler(new PlainRequest(req, url), match.params));
  } catch (error) {
    log.error("unhandled", { path: url.pathname, error: error instanceof Error ? error.name : typeof error });
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
  return true;
}

// As Next.js sends a route handler's answer: framing headers are Node's to set, each cookie its own header, and a text
// body of 1 KB or more gzipped for a client that accepts it (Next.js's `compress`).
const FRAMING = new Set(["content-length", "content-encoding", "transfer-encoding"]);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;
// Made once, as COMPRESSIBLE is: every server process that V8 lost (issue 28, sessions 21-24) died at the same
// bytecode of `send`, reading `.test` off the RegExp that a literal here made per answer, which held a freed string
// instead (scripts/bench/HISTORY.md, "Twenty-fourth session"). Neither regexp has the g or y flag, so sharing one
// keeps no state between answers.
const ACCEPTS_GZIP = /\bgzip\b/;
const gzip = promisify(zlib.gzip);
async function send(req: IncomingMessage, res: ServerResponse, answer: JsonAnswer): Promise<void> {
  res.statusCode = answer.status;
  let type = "";
  for (const name in answer.headers) {
    const key = name.toLowerCase();
    const value = answer.headers[name]!;
    if (FRAMING.has(key)) continue;
    res.setHeader(key, value);
    if (key === "content-type") type = String(value);
  }
  let body: Buffer | string = answer.text;
  if (
    Buffer.byteLength(body) >= 1024 &&
    ACCEPTS_GZIP.test(req.headers["accept-encoding"] ?? "") &&
    COMPRESSIBLE.test(type)
  ) {
    body = await gzip(body);
    res.setHeader("content-encoding", "gzip");
    res.appendHeader("vary", "Accept-Encoding");
  }
  res.end(body);
}
