// Where a form asked by name lands, measured over the whole catalog: for every medication and every form word a
// patient types ("amoxicillin suspension", "fentanyl patch", "bupropion sr") whose fitting doses include two or more
// with dispensing evidence, the search's first answer must be that medication on the fitting dose dispensed most
// (within CLOSE of it: the default dose stays when it fits and is about as usual). The table of prisma/seed/README.md,
// "Sixth pass".
import type { CatalogMedication } from "../catalog-types";
import { fittingDoses } from "./choose-asked-dose";
import { findMedications, type SearchCatalog } from "./find-medications";
import { parseDoseQuery } from "./parse-dose-query";

export const FORM_WORDS_MEASURED = [
  "tablet",
  "capsule",
  "er",
  "sr",
  "xl",
  "odt",
  "chewable",
  "suspension",
  "solution",
  "drops",
  "cream",
  "ointment",
  "gel",
  "patch",
  "inhaler",
  "nebulizer",
  "spray",
  "injection",
  "pen",
];
const CLOSE = 0.8;

export type FormLanding = { query: string; landed: string; expected: string };

export function measureFormLanding(
  catalog: SearchCatalog<CatalogMedication>,
  prescriptionsOf: (ndcs: readonly string[]) => number,
): { queries: number; misses: FormLanding[] } {
  let queries = 0;
  const misses: FormLanding[] = [];
  for (const m of catalog.bySlug.values()) {
    for (const word of FORM_WORDS_MEASURED) {
      const query = `${m.name} ${word}`;
      const fits = fittingDoses(m.doses, parseDoseQuery(query));
      const rx = new Map(fits.map((d) => [d.ndc, prescriptionsOf(d.ndcs)]));
      if (fits.filter((d) => rx.get(d.ndc)! > 0).length < 2) continue;
      const first = findMedications(catalog, query, 1).results[0];
      // Another medication first is the ranking's business (the search table), not this measure's.
      if (first?.medication.slug !== m.slug) continue;
      queries++;
      const best = fits.reduce((a, b) => (rx.get(b.ndc)! > rx.get(a.ndc)! ? b : a));
      const landed = m.doses.find((d) => d.ndc === (first.askedDose ?? m.defaultDose))!;
      if ((rx.get(landed.ndc) ?? 0) < CLOSE * rx.get(best.ndc)!)
        misses.push({ query, landed: landed.label, expected: best.label });
    }
  }
  return { queries, misses };
}
