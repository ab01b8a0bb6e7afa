// Type-ahead search over brand and generic names; each search that matched is counted for "popular". A strength or
// form in the query puts that dose first in each answer and makes it the default dose (search/find-medications.ts).
import type { Locale } from "../vocabulary/locale";
import { notFound } from "../platform/errors";
import { getCatalog } from "./catalog-index";
import { recordSearch } from "./record-search";
import { findMedications } from "./search/find-medications";

export async function searchMedications({ query, locale, limit }: { query: string; locale: Locale; limit: number }) {
  const catalog = await getCatalog();
  const { results } = findMedications(catalog, query, limit);
  if (results.length === 0)
    throw notFound("No medication matched the query.", { errorCode: "MEDICATION_NOT_FOUND" }, { results: [] });
  recordSearch(results[0]!.medication.slug);
  return {
    results: results.map(({ medication, askedDose: ndc }) => {
      const response = catalog.response(medication.slug, locale)!;
      if (ndc === null) return response;
      const dose = [...response.dose].sort((a, b) => Number(b.value === ndc) - Number(a.value === ndc));
      return { ...response, dose, defaultDose: ndc };
    }),
  };
}
