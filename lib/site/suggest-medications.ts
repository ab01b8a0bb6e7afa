// Type-ahead suggestions of the site's search box: brand and generic names, best first, each marked brand or generic.
// A query for a pet ("gabapentin for dogs") says so, and the box switches the site to the pets side when one is
// picked; a query that names an animal-only drug (Rimadyl) says so instead of "no match". Nothing here is counted for
// "popular": it reflects only searches of the partner API's search query endpoint (spec 4.1).
import "server-only";
import { getCatalog } from "../medications/catalog-index";
import { findMedications } from "../medications/search/find-medications";
import { isVeterinaryOnly } from "../medications/veterinary-only";

export type Suggestion = { slug: string; name: string; generic: string; isBrand: boolean };
export type Suggestions = { results: Suggestion[]; pets: boolean; veterinaryOnly: boolean };

export async function suggestMedications({ query, limit }: { query: string; limit: number }): Promise<Suggestions> {
  const catalog = await getCatalog();
  const { results, pets } = findMedications(catalog, query, limit);
  return {
    results: results.map(({ medication: { slug, name, generic, isBrand } }) => ({ slug, name, generic, isBrand })),
    pets,
    veterinaryOnly: results.length === 0 && isVeterinaryOnly(query),
  };
}
