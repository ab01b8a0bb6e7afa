// The search catalog over a seed's medications, as the measures and whole-catalog tests build it (the API builds its
// own from the database: lib/medications/catalog-index.ts).
import type { CatalogMedication } from "../catalog-types";
import { groupVersions, type SearchCatalog } from "./find-medications";
import { MedicationSearchIndex } from "./medication-search-index";
import { searchEntryOf } from "./search-entries";

export function searchCatalogOf(
  medications: readonly CatalogMedication[],
  otherDrugNames: readonly string[],
): SearchCatalog<CatalogMedication> {
  return {
    index: new MedicationSearchIndex(medications.map(searchEntryOf), otherDrugNames),
    bySlug: new Map(medications.map((m) => [m.slug, m])),
    versions: groupVersions(medications),
  };
}
