// Field rules shared by the eligibility check and enrollment (spec 4.5-4.7, 8), each a zod schema so the
// OpenAPI document shows the same rules the handlers apply.
import { z } from "zod";
import { isUsState } from "../accounts/schemas";
import { isStorableText } from "../vocabulary/fields";
import { isCalendarDate } from "./calendar-date";
import { isEmailAddress } from "./email-address";
import { isPhoneNumber } from "./phone-number";
import { latestDateOnEarth } from "./service-date";
import { zip } from "../vocabulary/fields";

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
// (person-key.ts), so "." or "123" would match any other name without one.
export const personNameField = nameField
  .regex(/\p{L}/u, "at least one letter")
  .meta({ description: "Up to 100 characters, at least one letter" });
export const genderField = z.enum(GENDERS).meta({ description: "unknown, male or female (any letter case)" });
export const dateField = z
  .string()
  .refine(isCalendarDate, "a calendar date YYYY-MM-DD from 1900-01-01")
  .meta({ description: "YYYY-MM-DD, a real calendar date from 1900-01-01", example: "2025-01-01" });
export const pastDateField = dateField.refine((d) => d <= latestDateOnEarth(), "not in the future");
export const emailField = z.string().max(254).refine(isEmailAddress, "an email address").meta({ format: "email" });
export const phoneField = z
  .string()
  .refine(isPhoneNumber, "10 digits")
  .meta({ description: "10 digits, no punctuation", example: "2125551234" });
export const stateField = z
  .string()
  .refine(isUsState, "a US state code")
  .meta({ description: "Two-letter US state (or DC, territory) abbreviation", example: "NY" });
export const zipField = zip.meta({ description: "Five digits", example: "10001" });
export const zipExtensionField = z
  .string()
  .regex(/^\d{4}$/)
  .meta({ description: "Four digits", example: "1234" });
export const addressLineField = z.string().max(100);

export const addressFields = {
  line1: optional(addressLineField),
  line2: optional(addressLineField),
  city: optional(addressLineField),
  state: optional(stateField, "upper"),
};
