// An endpoint's contract: its URL, permission and zod schemas. The route handler validates with it and the
// OpenAPI document is generated from it, so the two cannot drift.
import type { z } from "zod";
import type { CardType, Endpoint } from "../accounts/permissions";

type AnyObject = z.ZodObject<z.ZodRawShape>;

export type Contract<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends AnyObject | undefined = AnyObject | undefined,
  R extends z.ZodType = z.ZodType,
> = {
  method: "get" | "post";
  path: string; // as in OpenAPI, e.g. /search/v1/attributes/{slug}
  summary: string;
  description?: string;
  tag: string;
  permission: Endpoint;
  cardType?: CardType;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  // The spec's errorCode for each field path ("address.zip"); the longest matching prefix wins.
  errorCodes: Record<string, string>;
  // Added to every validation error of this endpoint (eligibility: code INCORRECT_OR_MISSING_PARAMS).
  invalidCode?: string;
  // A POST that writes: it honours Idempotency-Key (idempotency.ts).
  idempotent?: boolean;
  // Answers beyond validation (400), permission (403) and the ones every endpoint can give, for the docs and their
  // schemas: the status's meaning, the errorCodes (7.3 and the endpoint's own) and eligibility codes (7.2) its body
  // carries, and members beyond the error body's (the search 404's empty `results`).
  otherResponses?: Record<number, ErrorAnswer>;
};

export type ErrorAnswer = {
  description: string;
  errorCodes?: readonly string[];
  codes?: readonly string[];
  extra?: z.ZodRawShape;
};

export function defineContract<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends AnyObject | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(contract: Contract<P, Q, B, R>): Contract<P, Q, B, R> {
  return contract;
}

export type Input<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;
