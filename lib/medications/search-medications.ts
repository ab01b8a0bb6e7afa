// Type-ahead search over brand and generic names; each search that matched is counted for "popular". A trailing
// strength or form in the query puts that dose first in each answer and makes it the default dose.
import type { Locale } from "../locale";
import { notFound } from "../errors";
import { getCatalog } from "./catalog-index";
import { recordSearch } from "./record-search";
import { chooseAskedDose } from "./search/choose-asked-dose";
import { parseDoseQuery } from "./search/parse-dose-query";

export async function searchMedications({ query, locale, limit }: { query: string; locale: Locale; limit: number }) {
  const catalog = await getCatalog();
  const hits = catalog.index.search(query, limit);
  if (hits.length === 0)
    throw notFound("No medication matched the query.", { errorCode: "MEDICATION_NOT_FOUND" }, { results: [] });
  recordSearch(hits[0]!.slug);
  const asked = parseDoseQuery(query);
  return {
    results: hits.map((h) => {
      const response = catalog.response(h.slug, locale)!;
      const medication = catalog.bySlug.get(h.slug)!;
      const ndc = chooseAskedDose(medication.doses, medication.defaultDose, asked);
      if (ndc === null) return response;
      const dose = [...response.dose].sort((a, b) => Number(b.value === ndc) - Number(a.value === ndc));
      return { ...response, dose, defaultDose: ndc };
    }),
  };
}
