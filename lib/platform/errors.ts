// API errors: thrown by domain code, turned into the spec's error body (section 7.1) in one place.

export type ErrorKind =
  | "invalid"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unprocessable"
  | "rate_limited"
  | "internal"
  | "unavailable";

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

export const INVALID_PARAMS_MESSAGE = "Incorrect or missing required parameters.";
export const INTERNAL_MESSAGE = "Internal server error.";

export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields: { errorCode?: string; code?: string } = {},
    readonly extra: Record<string, unknown> = {}, // more members of the body, e.g. the empty `results` of a 404
    readonly retryAfterSeconds?: number, // sent as Retry-After (409, 429, 503)
    public headers: Record<string, string> = {}, // more headers of the answer (a 429's RateLimit-*)
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return STATUS[this.kind];
  }
}

// A parameter failed validation: 400 with the spec's errorCode naming it.
export function invalidParameter(errorCode: string, code?: string): ApiError {
  return new ApiError("invalid", INVALID_PARAMS_MESSAGE, { errorCode, ...(code ? { code } : {}) });
}

export function notFound(
  message: string,
  fields: { errorCode?: string; code?: string } = {},
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError("not_found", message, fields, extra);
}

// Try again later: 409 (the same request still running), 429 (the key's request rate) or 503 (contention), with the
// seconds to wait.
export function retryLater(
  kind: "conflict" | "rate_limited" | "unavailable",
  message: string,
  seconds: number,
  fields: { errorCode?: string } = {},
): ApiError {
  return new ApiError(kind, message, fields, {}, seconds);
}

export type ErrorBody = { id: string; statusCode: number; message: string; errorCode?: string; code?: string };

export function errorBody(error: unknown, id: string): ErrorBody {
  if (error instanceof ApiError) {
    return { id, statusCode: error.status, message: error.message, ...error.fields, ...error.extra };
  }
  return { id, statusCode: 500, message: INTERNAL_MESSAGE };
}
