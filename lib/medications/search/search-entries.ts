// What the type-ahead index knows of a medication, from the seed (tests, loader) or the database (the server).
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import type { SearchEntry } from "./medication-search-index";

// The ranking prior: NDCs marketed for the medication (how widely it is dispensed).
export function popularityOf(doses: readonly Pick<CatalogDose, "ndcs">[]): number {
  return doses.reduce((sum, d) => sum + d.ndcs.length, 0);
}

export function searchEntryOf(m: CatalogMedication): SearchEntry {
  const { slug, name, isBrand, aliases, generic } = m;
  return { slug, name, isBrand, popularity: popularityOf(m.doses), aliases, generic };
}
