// The one wrapper of the site's same-origin routes: refuses cross-site calls, validates the input (the query of a GET,
// the JSON or form body of a POST), maps domain errors to a short JSON body and logs without personal data.
import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { ApiError } from "../errors";
import { log } from "../log";

type Handler<S extends z.ZodType> = (input: z.infer<S>, request: NextRequest) => Promise<Response | object>;

export function siteRoute<S extends z.ZodType>(
  schema: S,
  handler: Handler<S>,
  { cacheControl = "no-store" }: { cacheControl?: string } = {},
): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    const started = performance.now();
    let status = 200;
    try {
      // Browsers say where a request comes from; another site must not issue cards or price through ours.
      const site = request.headers.get("sec-fetch-site");
      if (site && site !== "same-origin" && site !== "none") throw new ApiError("forbidden", "Cross-site request.");
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
        return Response.json({ message: error.message, ...error.fields }, { status, headers: noStore });
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

async function readInput(request: NextRequest): Promise<unknown> {
  if (request.method === "GET") return Object.fromEntries(request.nextUrl.searchParams);
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    return Object.fromEntries(await request.formData());
  }
  return request.json().catch(() => ({}));
}
