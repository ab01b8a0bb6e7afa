// The eligibility check's reason codes (spec 7.2): an ineligible patient is a 200 answer, an invalid request
// an error with the code's status. Messages are the spec's, with <start_date>, <end_date>, <group_number> filled in.
import { ApiError } from "../platform/errors";

export const INELIGIBLE = {
  MEMBER_LIMIT_REACHED_FOR_CARD_NO: "Member limit reached for the provided card number.",
  MEMBER_COVERED_BY_FED_INS: "Member covered by federal insurance program.",
  MEMBER_AGE_MORE_THAN_64: "Member age is >64 years.",
  STATE_EXCLUDED_FROM_COVERAGE: "State excluded from coverage.",
  COVERAGE_EXPIRED_FOR_MEMBER: "Member coverage expired on <end_date>",
  COVERAGE_NOT_STARTED_FOR_MEMBER: "Member coverage won't start until <start_date>",
} as const;
export type IneligibleCode = keyof typeof INELIGIBLE;

export const INVALID = {
  INVALID_DATE_OF_SERVICE: { kind: "invalid", message: "Invalid date of service." },
  INVALID_DATE_OF_BIRTH: { kind: "invalid", message: "Provided date of birth is invalid." },
  INVALID_CARD_NUMBER: { kind: "invalid", message: "The card number provided is invalid." },
  INVALID_CARD_FORMAT: { kind: "invalid", message: "The card number provided is an invalid format." },
  MISSING_PRESCRIBER_ID: { kind: "invalid", message: "Prescriber ID is missing in the request." },
  PRESCRIBER_NOT_FOUND_OR_INVALID: {
    kind: "invalid",
    message: "Prescriber is not valid or not found in our system.",
  },
  GROUP_INVALID: { kind: "not_found", message: "Group invalid. Resubmit under <group_number>" },
  GROUP_NOT_FOUND: { kind: "not_found", message: "Provided group not found." },
  MEMBER_NOT_FOUND: { kind: "not_found", message: "Provided member not found." },
} as const;
export type InvalidCode = keyof typeof INVALID;

export const INCORRECT_OR_MISSING_PARAMS = "INCORRECT_OR_MISSING_PARAMS";

type Values = { start_date?: string; end_date?: string; group_number?: string };

function fill(message: string, values: Values): string {
  return message.replace(/<(start_date|end_date|group_number)>/g, (_, name: keyof Values) => values[name] ?? "");
}

export type CheckResult = { eligible: true } | { eligible: false; code: IneligibleCode; message: string };

export function ineligible(code: IneligibleCode, values: Values = {}): CheckResult {
  return { eligible: false, code, message: fill(INELIGIBLE[code], values) };
}

export function checkFailure(code: InvalidCode, values: Values = {}): ApiError {
  return new ApiError(INVALID[code].kind, fill(INVALID[code].message, values), { code });
}
