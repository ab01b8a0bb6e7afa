// The spec's fields shared by the API, the site and the importers, each written once: NDC11, NPI, zip, quantity,
// and the query parameters of several endpoints (locale, limit, index, accessCode; sections 4 and 8 of the spec).
import { z } from "zod";
import { LOCALES, type Locale } from "./locale";
import { NDC11_PATTERN, NPI_PATTERN, ZIP_PATTERN } from "./patterns";

export { NDC11_PATTERN, NPI_PATTERN, ZIP_PATTERN };

// Text a database can store and a reader can trust: well-formed UTF-16 (no lone surrogate, which PostgreSQL and
// Prisma reject), no NUL (PostgreSQL rejects it; SQLite would store it and C strings end at it) and no U+FFFD (the
// replacement character: bytes that were not text in the request's encoding, read-body.ts, or a %FF in a query; a
// name or an address never holds one). Every free-text parameter applies this rule, so such input is that field's
// 400, never a 500 nor a stored value.
const UNSTORABLE = /[\0\uD800-\uDFFF\uFFFD]/u;
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

// Every dash as the hyphen-minus it stands for: the characters Unicode gives the Dash property (PropList.txt: the
// hyphen U+2010, the non-breaking hyphen U+2011 web pages put in phone numbers, figure, en and em dashes, the minus
// sign, fullwidth and small hyphens). Read where a number is written with hyphens (a phone, ZIP+4), so one copied
// from a web page or a word processor is the number it shows.
const UNICODE_DASH = /\p{Dash}/gu;
export function withAsciiHyphens(text: string): string {
  return text.replace(UNICODE_DASH, "-");
}

// A free-text parameter: any storable string (checks such as max() chain on it).
export const text = () => z.string().refine(isStorableText, "well-formed text without NUL");

export const ndc11 = z.string().regex(NDC11_PATTERN);
export const npi = z.string().regex(NPI_PATTERN);
export const zip = z.string().regex(ZIP_PATTERN);
// The tracking id every API answer carries (spec 2.x `id`), also in the x-request-id header.
export const trackingId = z.string().meta({ description: "Tracking id" });

// en-US (default) or es-US; the case of the letters is not significant.
export const localeParam = z
  .string()
  .transform((v, ctx) => {
    const locale = LOCALES.find((l) => l.toLowerCase() === v.toLowerCase());
    if (!locale) ctx.addIssue({ code: "custom", message: "locale must be en-US or es-US" });
    return locale ?? "en-US";
  })
  .optional()
  .transform((v): Locale => v ?? "en-US")
  .meta({ description: "en-US (default) or es-US", example: "en-US" });

// A number sent as a JSON number or as a string that is exactly a decimal number ("30", "2.5", "-73.99"): partners'
// clients in use send quantities as JSON strings and every query parameter is a string. Nothing looser is read as a
// number: no "30 tablets", hex, exponent, sign "+", blank, empty string, or leading/trailing space. The string is
// converted and then held to the same rules as the number (`number` carries the range and integer checks).
const DECIMAL_NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/;
export function decimalNumber(number: z.ZodNumber) {
  return z
    .union([z.number(), z.string().regex(DECIMAL_NUMBER).transform(Number)])
    .pipe(number)
    .meta({ description: "A JSON number, or a string that is exactly a decimal number" });
}

// true/false, or the strings "true"/"false" (letter case ignored): query parameters are strings, and clients send them
// in bodies too.
export const booleanField = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((v) => v.toLowerCase() === "true"),
]);

// A metric quantity in the NDC's NADAC pricing unit (tablets, mL, g), read to the thousandth: a claim carries no more
// (NCPDP D.0 Quantity Dispensed, 442-E7, 9999999.999). So a client's float noise is the quantity it meant
// (0.1 * 3 * 100 = 30.000000000000004 tablets are 30, not "part of a tablet"), and a quantity below 0.0005 is none.
export const quantity = decimalNumber(z.number())
  .transform((q) => Math.round(q * 1000) / 1000)
  .pipe(z.number().positive().max(100_000));

// An integer from 1 to 10 (limit=0, 11, 2.5 and abc are invalid); default 10.
export const limitParam = decimalNumber(z.number().int().min(1).max(10))
  .optional()
  .transform((v) => v ?? 10)
  .meta({ description: "Integer 1 to 10, default 10", example: "10" });

// A starting index: a non-negative integer, default 0.
export const indexParam = decimalNumber(z.number().int().min(0).max(999_999_999))
  .optional()
  .transform((v) => v ?? 0)
  .meta({ description: "Starting index, default 0", example: "0" });

// Read only to find a co-brand of the account, never stored: a code that names none (whatever its length or characters)
// is no co-brand, not an error. The spec lists no errorCode for it (membership answers only 200, 403 and 500).
export const accessCodeParam = z
  .string()
  .optional()
  .meta({ description: "Associates the request with a co-brand of the account" });
