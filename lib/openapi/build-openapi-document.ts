// Builds the OpenAPI 3.1 document from the endpoint contracts (zod schemas), so the docs cannot drift. Every operation
// lists every answer it can give: its own (200, 400 and 404 with their errorCode values, 409/422 of Idempotency-Key)
// and those of the server in front of it (400 for a request it cannot route, 405, 408, 413, 414, 429, 431, 500, 503),
// with their headers.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { Contract, ErrorAnswer } from "../api/contract";
import { IDEMPOTENCY_ERROR_CODES } from "../api/idempotency";
import { MAX_BODY_BYTES } from "../api/read-body";
import { MALFORMED_HOST, MALFORMED_PATH, MALFORMED_REQUEST } from "../api/request-screen";
import { PERMISSION_MESSAGES } from "../accounts/permissions";
import { CONTRACTS } from "../api/contracts";
import { env } from "../env";
import { API_GUIDE } from "./api-guide";
import { operationExamples } from "./examples";

const errorBody = z
  .strictObject({
    id: z.string().meta({ description: "Tracking id (also in the x-request-id header)" }),
    statusCode: z.int(),
    message: z.string(),
    // On every error body, so a client reads `error.errorCode` of any answer; each answer's schema narrows them.
    errorCode: z.string().optional().meta({ description: "Validation failure code (spec 7.3)" }),
    code: z.string().optional().meta({ description: "Eligibility reason code (spec 7.2)" }),
  })
  .meta({ id: "Error" });

// The server's own 400, before any endpoint reads the request: a Host or path no URL can be built on, or bytes that
// are not HTTP. It carries no errorCode (the field stays in the type, so a client reads `error.errorCode` of any 400);
// its message says which.
const screenError = errorBody
  .extend({ message: z.enum([MALFORMED_HOST, MALFORMED_PATH, MALFORMED_REQUEST]) })
  .meta({ id: "RequestScreenError" });

const HEADERS = {
  "x-request-id": {
    description: "The answer's tracking id: the `id` of its body",
    required: true,
    schema: { type: "string" as const },
  },
  "Retry-After": {
    description: "Seconds to wait before trying again",
    schema: { type: "integer" as const, minimum: 1 },
  },
  Allow: { description: "The methods this path takes", required: true, schema: { type: "string" as const } },
  "RateLimit-Limit": {
    description: "A key with a request rate: how many requests it may make at once (IETF draft RateLimit headers)",
    schema: { type: "integer" as const, minimum: 1 },
  },
  "RateLimit-Remaining": {
    description: "A key with a request rate: how many more it may make now",
    schema: { type: "integer" as const, minimum: 0 },
  },
  "RateLimit-Reset": {
    description: "A key with a request rate: seconds until all of RateLimit-Limit is available again",
    schema: { type: "integer" as const, minimum: 0 },
  },
  "Idempotent-Replayed": {
    description: "`true` on the stored first answer to a request sent again with its Idempotency-Key",
    schema: { type: "string" as const, enum: ["true"] },
  },
};
type HeaderName = keyof typeof HEADERS;
const ref = (names: HeaderName[]) =>
  Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }])) as Record<string, never>;
const RATE_HEADERS: HeaderName[] = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"];

const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header" as const,
  required: false,
  description:
    "Makes a retry safe: the first request with a key runs, and the same request with the key within 24 hours gets " +
    "the first answer again (with Idempotent-Replayed: true). 1-255 visible ASCII characters, e.g. a UUID.",
  schema: { type: "string" as const, minLength: 1, maxLength: 255 },
};

// The answers the server in front of every operation gives (request screen, size limits, rate, overload).
function serverAnswers(contract: Contract) {
  return {
    405: answer("Method not allowed on this path (Allow lists the methods it takes)", errorBody, ["Allow"]),
    408: answer("The headers or the whole request took too long to arrive (by default 10 s and 15 s)", errorBody),
    ...(contract.method === "post" && { 413: answer(`Request body over ${MAX_BODY_BYTES} bytes`, errorBody) }),
    414: answer("Request line too long (the request line and headers may take 16 KB)", errorBody),
    429: answer("Over the key's request rate: retry after Retry-After seconds", errorBody, [
      "Retry-After",
      ...RATE_HEADERS,
    ]),
    431: answer("Request headers too large (the request line and headers may take 16 KB)", errorBody),
    500: answer("Internal server error", errorBody),
    503: answer("Briefly unavailable (contention on one member, or the server not ready): retry", errorBody, [
      "Retry-After",
    ]),
  };
}

function answer(description: string, schema: z.ZodType, headers: HeaderName[] = [], example?: object) {
  return {
    description,
    headers: ref(["x-request-id", ...headers]),
    content: { "application/json": { schema, ...(example && { example }) } },
  };
}

// An error body whose errorCode (7.3 and the endpoint's own) and code (7.2) are the values this answer can carry.
function errorSchema({ errorCodes = [], codes = [], extra = {} }: Partial<ErrorAnswer>): z.ZodType {
  if (!errorCodes.length && !codes.length && !Object.keys(extra).length) return errorBody;
  const errorCode = z.enum(errorCodes as [string, ...string[]]).meta({ description: "Validation failure code (7.3)" });
  return errorBody.extend({
    ...(errorCodes.length && { errorCode: codes.length ? errorCode.optional() : errorCode }),
    ...(codes.length && { code: z.enum(codes as [string, ...string[]]).meta({ description: "Reason code (7.2)" }) }),
    ...extra,
  });
}

function operation(contract: Contract): ZodOpenApiOperationObject {
  const own = contract.otherResponses ?? {};
  const invalid = {
    errorCodes: [
      ...new Set([
        ...Object.values(contract.errorCodes),
        ...(contract.idempotent ? [IDEMPOTENCY_ERROR_CODES.invalid] : []),
        ...(own[400]?.errorCodes ?? []),
      ]),
    ],
    codes: [...(contract.invalidCode ? [contract.invalidCode] : []), ...(own[400]?.codes ?? [])],
  };
  const examples = operationExamples(contract);
  const answered = (status: number, description: string, schema: z.ZodType, headers: HeaderName[] = []) =>
    answer(description, schema, [...headers, ...RATE_HEADERS], examples.responses[status]);
  const ownAnswers = Object.entries(own)
    .filter(([status]) => status !== "400")
    .map(([status, a]) => [status, answered(Number(status), a.description, errorSchema(a))]);
  return {
    operationId: operationId(contract),
    summary: contract.summary,
    description: contract.description,
    tags: [contract.tag],
    security: [{ apiKey: [] }],
    requestParams: {
      ...(contract.params && { path: contract.params }),
      ...(contract.query && { query: contract.query }),
    },
    ...(contract.idempotent && { parameters: [IDEMPOTENCY_KEY] }),
    ...(examples.target && { "x-request-example": `${contract.method.toUpperCase()} ${examples.target}` }),
    ...(contract.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: contract.body, ...(examples.body && { example: examples.body }) } },
      },
    }),
    responses: {
      200: answered(200, "Success", contract.response, contract.idempotent ? ["Idempotent-Replayed"] : []),
      400: answered(
        400,
        `Incorrect or missing required parameters${own[400] ? `, or ${own[400].description}` : ""}` +
          " (errorCode names the parameter); or a missing or malformed Host header or path (RequestScreenError)",
        z.union([errorSchema(invalid), screenError]),
      ),
      403: answered(
        403,
        `${PERMISSION_MESSAGES[contract.permission]} (missing, unknown or revoked key, or endpoint not enabled)`,
        errorBody,
      ),
      ...Object.fromEntries(ownAnswers),
      ...(contract.idempotent && {
        409: answered(409, "A request with this Idempotency-Key is still running", idempotencyError("inUse"), [
          "Retry-After",
        ]),
        422: answered(422, "This Idempotency-Key was used with another request", idempotencyError("reused")),
      }),
      ...serverAnswers(contract),
    },
  };
}

const idempotencyError = (kind: "inUse" | "reused") => errorSchema({ errorCodes: [IDEMPOTENCY_ERROR_CODES[kind]] });

// getSearchV1AttributesSlug, postPricingV1NpiPeople: the names generated clients give the operations.
function operationId(contract: Contract): string {
  const words = contract.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return contract.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

export const API_TITLE = "Pharmacy discount card API";

export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const contract of CONTRACTS) {
    // Each path answers with and without the trailing slash (the spec writes two with it); documented without it.
    paths[contract.path] = { ...paths[contract.path], [contract.method]: operation(contract) };
  }
  const { PUBLIC_URL } = env();
  return createDocument({
    openapi: "3.1.0",
    info: { title: API_TITLE, version: "v1", description: API_GUIDE },
    servers: [
      { url: PUBLIC_URL, description: "This deployment (PUBLIC_URL)" },
      { url: `${PUBLIC_URL}/api`, description: "The same endpoints under the /api base path partners' clients use" },
    ],
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
      headers: HEADERS,
    },
    paths,
  });
}
