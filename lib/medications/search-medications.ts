// Type-ahead search over brand and generic names; each search that matched is counted for "popular".
import type { Locale } from "../locale";
import { notFound } from "../errors";
import { getCatalog } from "./catalog-index";
import { recordSearch } from "./record-search";

export async function searchMedications({ query, locale, limit }: { query: string; locale: Locale; limit: number }) {
  const catalog = await getCatalog();
  const hits = catalog.index.search(query, limit);
  if (hits.length === 0)
    throw notFound("No medication matched the query.", { errorCode: "MEDICATION_NOT_FOUND" }, { results: [] });
  recordSearch(hits[0]!.slug);
  return { results: hits.map((h) => catalog.response(h.slug, locale)!) };
}
