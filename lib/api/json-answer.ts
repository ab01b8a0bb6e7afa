// A route handler that answers JSON, callable two ways with one code path: by Next.js as a route handler (a
// NextRequest in, a Response out), and straight from node:http (direct-route-handlers.ts: a PlainRequest in, the
// answer's status, headers and JSON text out, written to the socket as they are). The direct call makes no undici
// Response, web stream or ArrayBuffer per answer: at a few thousand answers of 10-30 kB a second (popular,
// type-ahead) that churn had started a full GC every 180 ms.
import type { NextRequest } from "next/server";
import type { ApiRequest } from "./api-request";

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

// Objects an answer repeats unchanged (a medication of the catalog's read model in the popular and type-ahead lists)
// are written once and their text reused: JSON.stringify of six medications took 86-163 us an answer, joining their
// texts 4-5 us. Only a value of a top-level field, or an item of a top-level array, is looked up. Such an object is
// shared by every answer, so it must never change after it is kept: it is frozen, with every object in it.
// On globalThis: the catalog is built by whichever of Next.js's bundles loads it first (instrumentation.ts warms it up),
// and each bundle has its own copy of this module.
const KEPT_TEXTS = Symbol.for("rx-discount-card.kept-json-texts");
const keptTexts = ((globalThis as Record<symbol, unknown>)[KEPT_TEXTS] ??= new WeakMap()) as WeakMap<object, string>;

export function keepJsonText<T extends object>(value: T): T {
  keptTexts.set(deepFreeze(value), JSON.stringify(value));
  return value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

// The same text as JSON.stringify(body), with the kept texts of its fields and their items.
export function stringifyAnswer(body: unknown): string {
  if (typeof body !== "object" || body === null || Array.isArray(body) || "toJSON" in body) return JSON.stringify(body);
  const fields: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    const text = keptTexts.get(value) ?? (Array.isArray(value) ? arrayText(value) : JSON.stringify(value));
    if (text !== undefined) fields.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${fields.join(",")}}`;
}

function arrayText(items: unknown[]): string {
  if (!items.some((item) => keptTexts.has(item as object))) return JSON.stringify(items);
  return `[${items.map((item) => keptTexts.get(item as object) ?? JSON.stringify(item) ?? "null").join(",")}]`;
}

export function responseOf(answer: JsonAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Response(answer.text, { status: answer.status, headers });
}
