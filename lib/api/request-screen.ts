// The request screen: what the server answers itself, in the spec's JSON error shape, before Next.js sees a request
// (Next.js would answer these with an HTML page, an empty 405, a 308 redirect, a plain-text 500 or a reset):
// - a missing or malformed Host header: 400 (screenHost);
// - a malformed path (`//`, `\`, `.` or `..` segments, bad percent-encoding): 400, on every path of the host;
// - an unknown path under an API area (/search, /eligibility, ...) or /api: 404;
// - a method a known route does not take (TRACE, OPTIONS, PUT, POST on a GET route...): 405 with Allow;
// - an oversized request line (414) or header block (431), and other unparsable requests (400): clientErrorStatus.
// It also maps the /api base path alias: /api/<area>/v1/... is the same endpoint as /<area>/v1/....
import { API_AREAS, ROUTES, type Route } from "./routes";

export type Refusal = { status: number; message: string; allow?: string };
// `route`: the template of the route the path matched ("/search/v1/attributes/{slug}"), for the metrics.
export type Screened = { url: string; route?: string } | { refusal: Refusal };

type CompiledRoute = { pattern: RegExp; methods: readonly string[]; template: string };

// Methods Next.js cannot serve (the fetch Request it builds refuses them; OPTIONS it answers with an empty 400):
// refused on every path.
const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT", "OPTIONS"]);
const AREAS = new Set<string>([...API_AREAS, "api"]);
const ALIAS = new RegExp(`^/api/(?:${API_AREAS.join("|")})/v1(?:/|$)`);

export const MALFORMED_PATH = "Malformed request path.";
export const NOT_FOUND = "Not found.";
export const MALFORMED_HOST = "Missing or malformed Host header.";
export const MALFORMED_REQUEST = "Malformed request.";

// RFC 9110 Host: a name (letters, digits, RFC 3986's unreserved characters: what DNS names and IPv4 addresses use;
// no percent-encoding) or a bracketed IPv6 address, then an optional port of up to 65535, that a URL can be built on.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~]+)(?::(\d{1,5}))?$/;

// The Host header of an HTTP/1.1 request must be there, once, and well formed: the URL of the request is built on it.
export function screenHost(host: string | string[] | undefined): Refusal | undefined {
  const match = typeof host === "string" ? HOST.exec(host) : null;
  if (!match || Number(match[1] ?? 0) > 65_535 || !URL.canParse(`http://${host}/`)) {
    return { status: 400, message: MALFORMED_HOST };
  }
  return undefined;
}

// Routes grouped by their first path segment; a template's {param} is one segment, the trailing slash optional.
export function compileRoutes(routes: readonly Route[]): Map<string, CompiledRoute[]> {
  const bySegment = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const template = route.path.replace(/\/$/, "");
    const source = template
      .split("/")
      .map((s) => (/^\{.+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    const first = template.split("/")[1] ?? "";
    const list = bySegment.get(first) ?? [];
    list.push({ pattern: new RegExp(`^${source}/?$`), methods: route.methods, template: route.path });
    bySegment.set(first, list);
  }
  return bySegment;
}

const COMPILED = compileRoutes(ROUTES);

export function screenRequest(method: string, target: string, routes = COMPILED): Screened {
  let url = target;
  if (!url.startsWith("/")) {
    // The absolute form (GET http://host/path HTTP/1.1) is valid HTTP/1.1; anything else (`*`, junk) is not a path.
    const absolute = /^https?:\/\/[^/?#]*(.*)$/i.exec(url);
    if (!absolute) return refuse(400, MALFORMED_PATH);
    url = absolute[1]!.startsWith("/") ? absolute[1]! : `/${absolute[1]}`;
  }
  const query = url.indexOf("?");
  let path = query < 0 ? url : url.slice(0, query);
  if (!isCanonicalPath(path)) return refuse(400, MALFORMED_PATH);
  if (ALIAS.test(path)) {
    url = url.slice("/api".length);
    path = path.slice("/api".length);
  }
  const first = path.split("/", 2)[1] ?? "";
  const route = routes.get(first)?.find((r) => r.pattern.test(path));
  if (route) {
    // HEAD wherever GET is
    const methods = route.methods.includes("GET") ? [...route.methods, "HEAD"] : [...route.methods];
    if (methods.includes(method)) return { url, route: route.template };
    return refuse(405, `Method ${method} is not allowed here.`, methods.join(", "));
  }
  if (AREAS.has(first)) return refuse(404, NOT_FOUND);
  if (FORBIDDEN_METHODS.has(method)) return refuse(405, `Method ${method} is not allowed here.`, "GET, HEAD, POST");
  return { url };
}

// One slash between segments, no backslash, no `.`/`..` segment (also percent-encoded), valid percent-encoding.
function isCanonicalPath(path: string): boolean {
  if (path.includes("//") || path.includes("\\")) return false;
  for (const segment of path.split("/")) {
    if (!segment.includes(".") && !segment.includes("%")) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded === "." || decoded === "..") return false;
  }
  return true;
}

function refuse(status: number, message: string, allow?: string): Screened {
  return { refusal: allow ? { status, message, allow } : { status, message } };
}

// The answer to a request node:http could not parse. The request line and the headers share Node's header limit
// (16 KB): 414 when the overflowing chunk is still the request line, or holds a request line of more than half the
// limit; else 431.
export function clientErrorRefusal(error: { code?: string; rawPacket?: Buffer }): Refusal {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    const text = error.rawPacket?.toString("latin1") ?? "";
    const lineEnd = text.indexOf("\r\n");
    const inRequestLine = lineEnd < 0 || (lineEnd > 8_192 && / HTTP\/\d\.\d$/.test(text.slice(0, lineEnd)));
    return inRequestLine
      ? { status: 414, message: "Request line too long (the request line and headers may take 16 KB)." }
      : { status: 431, message: "Request headers too large (the request line and headers may take 16 KB)." };
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, message: "Request timeout." };
  return { status: 400, message: MALFORMED_REQUEST };
}
