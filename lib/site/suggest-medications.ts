// Type-ahead suggestions of the site's search box: brand and generic names, best first, each marked brand or generic.
// Keystrokes are not counted as searches; the medication a patient picks is (record-picked-medication.ts).
import "server-only";
import { getCatalog } from "../medications/catalog-index";

export type Suggestion = { slug: string; name: string; generic: string; isBrand: boolean };

export async function suggestMedications({ query, limit }: { query: string; limit: number }): Promise<Suggestion[]> {
  const catalog = await getCatalog();
  return catalog.index.search(query, limit).flatMap((hit) => {
    const medication = catalog.bySlug.get(hit.slug);
    return medication
      ? [{ slug: medication.slug, name: medication.name, generic: medication.generic, isBrand: medication.isBrand }]
      : [];
  });
}
