// Query parameters shared by several endpoints, validated as section 4 and 8 of the spec say.
import { z } from "zod";
import { LOCALES, type Locale } from "./locale";

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

export const accessCodeParam = z
  .string()
  .max(100)
  .optional()
  .meta({ description: "Associates the request with a co-brand of the account" });
