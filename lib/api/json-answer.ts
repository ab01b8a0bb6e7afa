// A route handler that answers JSON, callable two ways with one code path: by Next.js as a route handler (a
// NextRequest in, a Response out), and straight from node:http (direct-route-handlers.ts: a PlainRequest in, the
// answer's status, headers and JSON text out, written to the socket as they are). The direct call makes no undici
// Response, web stream or ArrayBuffer per answer: at a few thousand answers of 10-30 kB a second (popular,
// type-ahead) that churn had started a full GC every 180 ms.
import type { NextRequest } from "next/server";
import type { ApiRequest } from "./api-request";
import { stringifyAnswer } from "../platform/kept-json-text";

export type Params = Record<string, string | string[] | undefined>;
export type JsonAnswer = { status: number; headers: Record<string, string | string[]>; text: string };
export type DirectHandler = (request: ApiRequest, params: Params) => JsonAnswer | Promise<JsonAnswer>;
export type RouteHandler = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;

// Under a Symbol.for key: the same in Next.js's bundles (the route modules) and in the server (the direct path).
const DIRECT = Symbol.for("rx-discount-card.direct-handler");

export function jsonRoute(handler: DirectHandler): RouteHandler {
  const route: RouteHandler = async (request, context) => responseOf(await handler(request, await context.params));
  return Object.assign(route, { [DIRECT]: handler });
}

// The handler to call directly, when the export was made by jsonRoute.
export function directHandlerOf(exported: unknown): DirectHandler | undefined {
  const handler = typeof exported === "function" ? (exported as { [DIRECT]?: unknown })[DIRECT] : undefined;
  return typeof handler === "function" ? (handler as DirectHandler) : undefined;
}

export function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): JsonAnswer {
  return { status, headers: { "content-type": "application/json", ...headers }, text: stringifyAnswer(body) };
}

export function responseOf(answer: JsonAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Response(answer.text, { status: answer.status, headers });
}
