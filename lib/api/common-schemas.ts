// Query parameters shared by several endpoints, validated as section 4 and 8 of the spec say.
import { z } from "zod";

// Text a database can store and a reader can trust: well-formed UTF-16 (no lone surrogate, which PostgreSQL and
// Prisma reject) and no NUL (PostgreSQL rejects it; SQLite would store it and C strings end at it). Every free-text
// parameter applies this rule, so such input is that field's 400, never a 500 nor a stored value.
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

// A free-text parameter: any storable string (checks such as max() chain on it).
export const text = () => z.string().refine(isStorableText, "well-formed text without NUL");

export const LOCALES = ["en-US", "es-US"] as const;
export type Locale = (typeof LOCALES)[number];

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

// An integer from 1 to 10 written in decimal digits (limit=0, 11, 2.5 and abc are invalid); default 10.
export const limitParam = z
  .string()
  .regex(/^\d{1,2}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 10)
  .optional()
  .transform((v) => v ?? 10)
  .meta({ description: "Integer 1 to 10, default 10", example: "10" });

// A starting index: a non-negative integer, default 0.
export const indexParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional()
  .transform((v) => v ?? 0)
  .meta({ description: "Starting index, default 0", example: "0" });

export const accessCodeParam = text()
  .max(100)
  .optional()
  .meta({ description: "Associates the request with a co-brand of the account" });
