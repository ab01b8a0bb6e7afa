// Medication search routes: URL, permission, schemas and errorCodes (spec 2.1, 2.2, 4.1-4.4).
import { z } from "zod";
import { limitParam, localeParam, text } from "../../vocabulary/fields";
import { trackingId as id } from "../../vocabulary/fields";
import { defineContract } from "../contract";
import { alternative, medicationSchema, results } from "../../medications/schemas";

const notFound = (description: string) => ({ description, errorCodes: ["MEDICATION_NOT_FOUND"] });

export const popularContract = defineContract({
  method: "get",
  path: "/search/v1/popular",
  tag: "Search",
  summary: "Most searched medications of the last 30 days (all partners; counted from the search query endpoint)",
  permission: "search",
  query: z.object({ locale: localeParam, limit: limitParam }),
  response: results,
  errorCodes: { locale: "LOCALE_INCORRECT_OR_MISSING", limit: "LIMIT_INCORRECT_OR_MISSING" },
});

export const searchContract = defineContract({
  method: "get",
  path: "/search/v1",
  tag: "Search",
  summary: "Type-ahead search of brand and generic names, full or partial, tolerant of typos",
  description:
    "Ranking: exact name, then names starting with the query, then names with a word starting with it, then names " +
    "containing it, then names within one typo (queries of 4-6 letters) or two (7+); each tier by popularity. " +
    "404 with an empty `results` array when nothing matches.",
  permission: "search",
  query: z.object({
    query: text().trim().min(1).max(100).meta({ description: "Partial or full medication name", example: "ator" }),
    locale: localeParam,
    limit: limitParam,
  }),
  response: results,
  errorCodes: {
    query: "QUERY_INCORRECT_OR_MISSING",
    locale: "LOCALE_INCORRECT_OR_MISSING",
    limit: "LIMIT_INCORRECT_OR_MISSING",
  },
  otherResponses: {
    404: { ...notFound("No medication matched"), extra: { results: z.array(z.unknown()).max(0) } },
  },
});

export const attributesContract = defineContract({
  method: "get",
  path: "/search/v1/attributes/{slug}",
  tag: "Search",
  summary: "One medication by slug (fields at the top level)",
  permission: "search",
  // A blank slug is a missing one (spec 4.3: 400 when the slug is missing from the path), as in alternatives.
  params: z.object({ slug: text().trim().min(1).meta({ example: "atorvastatin" }) }),
  query: z.object({ locale: localeParam }),
  response: medicationSchema.extend({ id }).meta({ id: "MedicationAttributes" }),
  errorCodes: { slug: "SLUG_INCORRECT_OR_MISSING", locale: "LOCALE_INCORRECT_OR_MISSING" },
  otherResponses: { 404: notFound("No medication has this slug") },
});

// /search/v1/attributes/ with no slug in the path.
export const attributesWithoutSlugContract = defineContract({
  ...attributesContract,
  path: "/search/v1/attributes",
  summary: "Without a slug: 400 SLUG_INCORRECT_OR_MISSING",
  params: undefined,
});

export const alternativesContract = defineContract({
  method: "get",
  path: "/search/v1/alternatives",
  tag: "Search",
  summary: "Brand and generic versions of a medication",
  description:
    "Every version of the medication, the generic first, then brands by name; the medication itself included.",
  permission: "search",
  // The spec lists no `locale` for alternatives, but gives LOCALE_INCORRECT_OR_MISSING to attributes/alternatives
  // (7.3, "A"): it is read and checked as attributes reads it (the labels are drug names, the same in both locales).
  query: z.object({ slug: text().trim().min(1).max(200).meta({ example: "lipitor" }), locale: localeParam }),
  response: z.object({ id, results: z.array(alternative) }).meta({ id: "AlternativesResponse" }),
  errorCodes: { slug: "SLUG_INCORRECT_OR_MISSING", locale: "LOCALE_INCORRECT_OR_MISSING" },
  otherResponses: { 404: notFound("No medication matched the slug") },
});
