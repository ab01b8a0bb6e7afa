// Type-ahead suggestions of the site's search box: brand and generic names, best first, each marked brand or generic.
// A query for a pet ("gabapentin for dogs") says so, and the box switches the site to the pets side when one is
// picked. Keystrokes are not counted as searches; the medication a patient picks is (record-picked-medication.ts).
import "server-only";
import { getCatalog } from "../medications/catalog-index";
import { findMedications } from "../medications/search/find-medications";

export type Suggestion = { slug: string; name: string; generic: string; isBrand: boolean };

export async function suggestMedications({
  query,
  limit,
}: {
  query: string;
  limit: number;
}): Promise<{ results: Suggestion[]; pets: boolean }> {
  const catalog = await getCatalog();
  const { results, pets } = findMedications(catalog, query, limit);
  return {
    results: results.map(({ medication: { slug, name, generic, isBrand } }) => ({ slug, name, generic, isBrand })),
    pets,
  };
}
