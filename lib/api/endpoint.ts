// The one endpoint wrapper: API key and permission, request parsing and validation, tracking id, error
// mapping and logging. Route handlers declare a contract and call one domain function.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { authenticateAccount } from "../accounts/authenticate-account";
import type { ApiAccount } from "../accounts/api-account";
import { limitRate } from "../accounts/rate-limit";
import { hashApiKey } from "../accounts/api-keys";
import type { Contract, Input } from "./contract";
import { ApiError, errorBody, invalidParameter } from "../platform/errors";
import { log } from "../platform/log";
import { PERMISSION_MESSAGES } from "../accounts/permissions";
import { bodyTooLarge, jsonDepth, MAX_BODY_BYTES, MAX_JSON_DEPTH, readBodyText } from "./read-body";
import { jsonAnswer, jsonRoute, type JsonAnswer, type RouteHandler } from "./json-answer";
import type { ApiRequest } from "./api-request";
import {
  claimIdempotencyKey,
  idempotencyKeyOf,
  requestFingerprint,
  settleIdempotencyKey,
  type Claim,
} from "./idempotency";
import { currentRequest } from "../platform/request-context";

export type HandlerInput<C extends Contract> = {
  account: ApiAccount;
  params: Input<C["params"]>;
  query: Input<C["query"]>;
  body: Input<C["body"]>;
  requestId: string;
};

export function endpoint<C extends Contract>(
  contract: C,
  handler: (input: HandlerInput<C>) => Promise<object>,
): RouteHandler {
  // One code path for both callers: Next.js (a NextRequest, answered with a Response) and the direct path
  // (direct-route-handlers.ts: a PlainRequest, answered with the JSON text as it is).
  return jsonRoute(async (request, routeParams) => {
    const requestId = randomUUID();
    const started = performance.now();
    const headers: Record<string, string> = {}; // the key's RateLimit-* headers, on every answer to it
    let status = 200;
    let accountId: string | undefined;
    let claim: Claim | undefined;
    try {
      const account = await authorize(request, contract, headers);
      accountId = account.id;
      const params = validate(contract, contract.params, routeParams);
      const query = validate(contract, contract.query, queryObject(request));
      const sent = contract.method === "post" ? await readJsonObject(request) : undefined;
      const body = contract.method === "post" ? validate(contract, contract.body, sent) : undefined;
      const key = contract.idempotent
        ? idempotencyKeyOf(request.headers.get("idempotency-key"), contract.invalidCode)
        : undefined;
      if (key) {
        const fingerprint = requestFingerprint(`${contract.method} ${contract.path}`, sent);
        const first = await claimIdempotencyKey({ accountId: account.id, key, fingerprint });
        if (first) {
          status = first.status;
          return json(first.body, first.status, requestId, { ...headers, "idempotent-replayed": "true" });
        }
        claim = { accountId: account.id, key, fingerprint };
      }
      const result = {
        id: requestId,
        ...(await handler({ account, params, query, body, requestId } as HandlerInput<C>)),
      };
      if (claim) await settle(claim, 200, result, requestId);
      return json(result, 200, requestId, headers);
    } catch (error) {
      const body = errorBody(error, requestId);
      status = body.statusCode;
      if (!(error instanceof ApiError)) logUnexpected(error, requestId, request);
      if (claim) await settle(claim, status, body, requestId);
      if (error instanceof ApiError) {
        Object.assign(headers, error.headers);
        if (error.retryAfterSeconds !== undefined) headers["retry-after"] = String(error.retryAfterSeconds);
      }
      return json(body, status, requestId, headers);
    } finally {
      log.info("request", {
        id: requestId,
        method: request.method,
        path: request.nextUrl.pathname, // never the query string: it can hold what a patient searched for
        status,
        account: accountId,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
}

// A key whose answer could not be kept stays claimed until ABANDONED_CLAIM_MS, then runs again.
async function settle(claim: Claim, status: number, body: object, requestId: string): Promise<void> {
  try {
    await settleIdempotencyKey(claim, { status, body });
  } catch (error) {
    log.error("idempotency_settle", { id: requestId, error: error instanceof Error ? error.name : typeof error });
  }
}

function json(body: object, status: number, requestId: string, headers: Record<string, string> = {}): JsonAnswer {
  return jsonAnswer(body, status, { "x-request-id": requestId, "cache-control": "no-store", ...headers });
}

async function authorize(
  request: ApiRequest,
  contract: Contract,
  headers: Record<string, string>,
): Promise<ApiAccount> {
  const denied = new ApiError("forbidden", PERMISSION_MESSAGES[contract.permission]);
  const apiKey = request.headers.get("x-api-key");
  const account = await authenticateAccount(apiKey);
  if (!account) throw denied;
  const served = currentRequest();
  if (served) served.accountId = account.id; // the metrics count requests by account, a 429 included
  if (account.rateLimit.requestsPerSecond !== null) {
    Object.assign(headers, await limitRate(hashApiKey(apiKey!), account.rateLimit));
  }
  if (!account.endpoints.includes(contract.permission)) throw denied;
  if (contract.cardType && !account.cardTypes.includes(contract.cardType)) throw denied;
  return account;
}

function queryObject(request: ApiRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of request.nextUrl.searchParams) if (!(key in out)) out[key] = value;
  return out;
}

// The body is read as JSON whatever its content type: the spec asks for application/json, and partners' clients in use
// send JSON with no Content-Type at all (or text/plain). A body that is not a JSON object (malformed JSON, an array, a
// form, nesting deeper than any request has) is read as an empty object, so the answer names the first required
// field, as for any missing parameter. A body over the size limit is 413 before any of it is parsed.
async function readJsonObject(request: ApiRequest): Promise<unknown> {
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) throw bodyTooLarge();
  const text = await readBodyText(request);
  if (jsonDepth(text) > MAX_JSON_DEPTH) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function validate(contract: Contract, schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const path = result.error.issues[0]?.path.map(String) ?? [];
  throw invalidParameter(errorCodeFor(contract, path), contract.invalidCode);
}

// The errorCode of the longest declared prefix of the offending field's path.
export function errorCodeFor(contract: Pick<Contract, "errorCodes">, path: string[]): string {
  for (let n = path.length; n > 0; n--) {
    const code = contract.errorCodes[path.slice(0, n).join(".")];
    if (code) return code;
  }
  const fallback = contract.errorCodes["*"];
  if (fallback) return fallback;
  throw new Error(`no errorCode declared for field "${path.join(".")}"`);
}

function logUnexpected(error: unknown, requestId: string, request: ApiRequest): void {
  // Only the first line of the message, Prisma's later lines can echo the query's values; and no query string.
  const text = error instanceof Error ? error.message.split("\n")[0] : String(error);
  const message = text?.replace(/\?\S*/g, "?").slice(0, 200);
  log.error("unhandled", {
    id: requestId,
    path: request.nextUrl.pathname,
    error: error instanceof Error ? error.name : typeof error,
    code: (error as { code?: string } | null)?.code,
    message,
    stack: error instanceof Error ? error.stack?.split("\n").slice(1, 6).join(" | ") : undefined,
  });
}
