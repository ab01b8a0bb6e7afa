// Counts a medication a patient picked from the site's search for "popular", like a search of the partner API.
import "server-only";
import { getCatalog } from "../medications/catalog-index";
import { recordSearch } from "../medications/record-search";

export async function recordPickedMedication({ slug }: { slug: string }): Promise<void> {
  if ((await getCatalog()).bySlug.has(slug)) recordSearch(slug);
}
