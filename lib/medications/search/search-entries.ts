// What the type-ahead index knows of a medication, from the seed (tests, loader) or the database (the server).
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import type { SearchEntry } from "./medication-search-index";
import { isPlainOral } from "../plain-oral";

// The ranking prior: NDCs marketed for the medication (how widely it is dispensed).
export function popularityOf(doses: readonly Pick<CatalogDose, "ndcs">[]): number {
  return doses.reduce((sum, d) => sum + d.ndcs.length, 0);
}

// Whether the medication's default dose is tablets or capsules swallowed whole, loose or in a cycle's blister pack
// (a bare molecule name lands there).
export function swallowedByDefault(m: { defaultDose: string; doses: readonly { ndc: string; doseForm: string }[] }) {
  const form = m.doses.find((d) => d.ndc === m.defaultDose)?.doseForm;
  return form !== undefined && (isPlainOral(form) || form === "pack");
}

export function searchEntryOf(m: CatalogMedication): SearchEntry {
  const { slug, name, isBrand, aliases, generic } = m;
  return { slug, name, isBrand, popularity: popularityOf(m.doses), aliases, generic, oral: swallowedByDefault(m) };
}
