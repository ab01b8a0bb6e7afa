// Field rules shared by the eligibility check and enrollment (spec 4.5-4.7, 8), each a zod schema so the
// OpenAPI document shows the same rules the handlers apply.
import { z } from "zod";
import { isUsState } from "../accounts/schemas";
import { isStorableText, withAsciiHyphens } from "../vocabulary/fields";
import { isCalendarDate } from "./calendar-date";
import { isEmailAddress } from "./email-address";
import { hasNameLetter } from "./person-name";
import { readPhoneNumber } from "./phone-number";
import { latestDateOnEarth } from "./service-date";
import { zip } from "../vocabulary/fields";
import { ARMED_FORCES_STATES, FREELY_ASSOCIATED_STATES } from "../vocabulary/postal-states";

type LetterCase = "upper" | "lower";

// Not a string, so that the field's schema rejects it with the field's errorCode.
const UNSTORABLE_TEXT = Symbol("unstorable text");

// Strings are trimmed, and an empty one (or null) is no value: a required field is then missing, an optional
// one absent (an enrollment update reads it as "clear the stored value"). Text with a lone surrogate or a NUL is
// invalid in every field (isStorableText).
function clean(letterCase?: LetterCase) {
  return (value: unknown) => {
    if (typeof value !== "string") return value;
    if (!isStorableText(value)) return UNSTORABLE_TEXT;
    const text = value.trim();
    if (!text) return null;
    return letterCase === "upper" ? text.toUpperCase() : letterCase === "lower" ? text.toLowerCase() : text;
  };
}

export function required<T extends z.ZodType>(schema: T, letterCase?: LetterCase) {
  return z.preprocess(clean(letterCase), schema);
}

export function optional<T extends z.ZodType>(schema: T, letterCase?: LetterCase) {
  return z.preprocess(clean(letterCase), schema.nullable().optional());
}

export const GENDERS = ["unknown", "male", "female"] as const;

export const memberIdField = z.string().max(40).meta({
  description: "Member id, typically the card number (letters compared in capitals)",
  example: "RX4820193375",
});
export const groupField = z
  .string()
  .regex(/^[A-Z0-9]{1,15}$/)
  .meta({ description: "Benefit group number", example: "HK7Q2M9P" });
export const nameField = z.string().max(100);
// A first or last name holds a letter: a patient is matched and counted on the letters of these names
// (person-name.ts), so ".", "123" or a lone ʻokina would match any other name without one.
export const personNameField = nameField
  .refine(hasNameLetter, "at least one letter")
  .meta({ description: "Up to 100 characters, at least one letter; stored as sent" });
export const genderField = z.enum(GENDERS).meta({ description: "unknown, male or female (any letter case)" });
export const dateField = z
  .string()
  .refine(isCalendarDate, "a calendar date YYYY-MM-DD from 1900-01-01")
  .meta({ description: "YYYY-MM-DD, a real calendar date from 1900-01-01", example: "2025-01-01" });
export const pastDateField = dateField.refine((d) => d <= latestDateOnEarth(), "not in the future");
export const emailField = z.string().max(254).refine(isEmailAddress, "an email address").meta({ format: "email" });
export const phoneField = z
  .string()
  .transform((value, ctx) => {
    const phone = readPhoneNumber(value);
    if (phone === undefined) ctx.addIssue({ code: "custom", message: "10 digits" });
    return phone ?? value;
  })
  .meta({
    description:
      "10 digits; written with +1, spaces, dots, dashes, parentheses or an extension, it is read as its 10 digits",
    example: "2125551234",
  });
// A mailing address's state: a US state, DC or territory, and the other codes USPS Publication 28 gives a US
// address: the Armed Forces (APO, FPO and DPO mail) and the freely associated states. Whether the program covers an
// address there is the account's rule (excludedStates: STATE_EXCLUDED_FROM_COVERAGE), not a malformed field.
const isPostalState = (code: string) =>
  isUsState(code) || ARMED_FORCES_STATES.has(code) || FREELY_ASSOCIATED_STATES.has(code);
export const stateField = z.string().refine(isPostalState, "a USPS state code").meta({
  description: "Two-letter USPS state abbreviation: a state, DC, a territory, AA/AE/AP or FM/MH/PW",
  example: "NY",
});
export const zipField = zip.meta({ description: "Five digits", example: "10001" });
export const zipExtensionField = z
  .string()
  .regex(/^\d{4}$/)
  .meta({ description: "Four digits", example: "1234" });
export const addressLineField = z.string().max(100);

// ZIP+4 written in the zip field as USPS writes it ("10001-1234", with any Unicode dash) is the spec's zip and
// zipExtension: it is read as both, unless a different zipExtension is sent with it (then the zip is the field's 400).
function splitZipPlusFour(address: unknown): unknown {
  if (typeof address !== "object" || address === null || Array.isArray(address)) return address;
  const { zip, zipExtension } = address as { zip?: unknown; zipExtension?: unknown };
  const match = typeof zip === "string" ? /^\s*(\d{5})-(\d{4})\s*$/.exec(withAsciiHyphens(zip)) : null;
  const extension = typeof zipExtension === "string" ? zipExtension.trim() : zipExtension;
  if (!match || (extension !== undefined && extension !== null && extension !== "" && extension !== match[2])) {
    return address;
  }
  return { ...address, zip: match[1], zipExtension: match[2] };
}
export function withZipPlusFour<T extends z.ZodType>(address: T) {
  return z.preprocess(splitZipPlusFour, address);
}

export const addressFields = {
  line1: optional(addressLineField),
  line2: optional(addressLineField),
  city: optional(addressLineField),
  state: optional(stateField, "upper"),
};
