// The one wrapper of the site's same-origin routes: refuses cross-site calls and clients over their rate, validates the
// input (the query of a GET, the JSON or form body of a POST, at most 64 kB), maps domain errors to a short JSON body
// and logs without personal data.
import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { ApiError } from "../platform/errors";
import { log } from "../platform/log";
import { readBodyText } from "../api/read-body";
import { currentRequest } from "../platform/request-context";
import { limitSiteRate, SITE_RATE, type SiteRate } from "../site/limit-site-rate";

type Handler<S extends z.ZodType> = (input: z.infer<S>, request: NextRequest) => Promise<Response | object>;

export function siteRoute<S extends z.ZodType>(
  schema: S,
  handler: Handler<S>,
  { cacheControl = "no-store", rate = SITE_RATE }: { cacheControl?: string; rate?: SiteRate } = {},
): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    const started = performance.now();
    let status = 200;
    try {
      refuseCrossSite(request);
      // The client's address as the server saw it (none outside the server, e.g. under `next dev` without it).
      const peer = currentRequest()?.peer;
      if (peer) limitSiteRate(request.nextUrl.pathname, peer.address, rate);
      const parsed = schema.safeParse(await readInput(request));
      if (!parsed.success) throw new ApiError("invalid", "Invalid request.");
      const result = await handler(parsed.data, request);
      if (result instanceof Response) {
        status = result.status;
        return result;
      }
      return Response.json(result, { headers: { "cache-control": cacheControl } });
    } catch (error) {
      if (error instanceof ApiError) {
        status = error.status;
        const wait = error.retryAfterSeconds;
        const headers = wait === undefined ? noStore : { ...noStore, "retry-after": String(wait) };
        return Response.json({ message: error.message, ...error.fields }, { status, headers });
      }
      status = 500;
      const kind = error instanceof Error ? error.name : "unknown";
      log.error("site-route-failed", { path: request.nextUrl.pathname, kind });
      return Response.json({ message: "Something went wrong." }, { status, headers: noStore });
    } finally {
      log.info("site-request", {
        method: request.method,
        path: request.nextUrl.pathname, // never the query or the body: they hold what a patient looks for
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

const noStore = { "cache-control": "no-store" };

// Browsers say where a request comes from: Sec-Fetch-Site (recent browsers) and Origin (on every POST, and on
// cross-origin GETs). Another site must not issue cards or price through ours. The Host header names this site as the
// browser reached it (a proxy in front must pass it on).
function refuseCrossSite(request: NextRequest): void {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new ApiError("forbidden", "Cross-site request.");
  const origin = request.headers.get("origin");
  if (origin !== null && hostOf(origin) !== request.headers.get("host")?.toLowerCase()) {
    throw new ApiError("forbidden", "Cross-site request.");
  }
}

const hostOf = (origin: string) => (URL.canParse(origin) ? new URL(origin).host : undefined);

async function readInput(request: NextRequest): Promise<unknown> {
  if (request.method === "GET") return Object.fromEntries(request.nextUrl.searchParams);
  const type = request.headers.get("content-type") ?? "";
  const text = await readBodyText(request);
  if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(text, { headers: { "content-type": type } }).formData().catch(() => undefined);
    return form ? Object.fromEntries(form) : {};
  }
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
