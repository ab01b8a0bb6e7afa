// What the whole-catalog search tests judge: the committed seed's search catalog, and a query's first answer written
// "slug strength form" of the dose it offers (the dose the query asked for, else the medication's default).
import type { CatalogMedication } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { findMedications, type SearchCatalog } from "./find-medications";
import { searchCatalogOf } from "./search-catalog-of";

export async function readSeedSearch(): Promise<{
  meds: CatalogMedication[];
  catalog: SearchCatalog<CatalogMedication>;
}> {
  const seed = await readCatalogSeed();
  return { meds: seed.medications, catalog: searchCatalogOf(seed.medications, seed.otherDrugNames) };
}

export function firstAnswerAt(catalog: SearchCatalog<CatalogMedication>, query: string): string {
  const [first] = findMedications(catalog, query, 3).results;
  if (!first) return "NONE";
  const dose = first.medication.doses.find((d) => d.ndc === (first.askedDose ?? first.medication.defaultDose));
  return `${first.medication.slug} ${dose?.strength} ${dose?.doseForm}`;
}
