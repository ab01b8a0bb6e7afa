// A name shared by products of several forms, asked with a form word, over the whole catalog: for every ingredient
// name (as written and without salt words) whose products of that molecule alone sell two forms or more, the name
// with each word of FORM_QUERY_WORDS that some of those doses fit and others do not ("olopatadine eye drops",
// "timolol gel", "progesterone injection"). Right: the first answer holds the molecule and opens on a dose of the
// form asked. Read by scripts/measure-search-order.ts (prisma/seed/README.md, twenty-fifth pass, search).
import type { CatalogMedication } from "../catalog-types";
import { fittingDoses } from "./choose-asked-dose";
import { findMedications, type SearchCatalog } from "./find-medications";
import { normalizeSearchText } from "./normalize-search-text";
import { parseDoseQuery } from "./parse-dose-query";
import { withoutSearchSaltWords } from "./salt-words";

// The words a patient adds to a name for a form or route (parse-dose-query.ts reads each).
export const FORM_QUERY_WORDS = [
  "tablet",
  "capsule",
  "er",
  "odt",
  "chewable",
  "oral solution",
  "suspension",
  "eye drops",
  "ear drops",
  "nasal spray",
  "cream",
  "ointment",
  "gel",
  "lotion",
  "foam",
  "patch",
  "inhaler",
  "nebulizer",
  "injection",
  "pen",
  "vaginal",
  "rectal",
  "suppository",
  "shampoo",
];

export type FormQuery = { query: string; outcome: "right" | "other-form" | "other-drug" | "none"; first: string };

const molecule = (ingredient: string) => withoutSearchSaltWords(normalizeSearchText(ingredient));

export function measureFormQueries(
  catalog: SearchCatalog<CatalogMedication>,
  find: typeof findMedications = findMedications,
): FormQuery[] {
  // Each name's products of its molecule alone (any salt, any version).
  const products = new Map<string, CatalogMedication[]>();
  for (const m of catalog.bySlug.values()) {
    if (m.generic.includes(" / ")) continue;
    const written = normalizeSearchText(m.generic);
    for (const name of new Set([written, molecule(m.generic)]))
      if (name) products.set(name, [...(products.get(name) ?? []), m]);
  }
  const measured: FormQuery[] = [];
  for (const [name, of] of products) {
    const doses = of.flatMap((m) => m.doses);
    if (new Set(doses.map((d) => d.doseForm)).size < 2) continue;
    for (const word of FORM_QUERY_WORDS) {
      const query = `${name} ${word}`;
      const asked = parseDoseQuery(query);
      const fits = fittingDoses(doses, asked);
      if (fits.length === 0 || fits.length === doses.length || asked.forms.length === 0) continue;
      const first = find(catalog, query, 1).results[0];
      const m = first?.medication;
      const dose = m?.doses.find((d) => d.ndc === (first!.askedDose ?? m.defaultDose));
      const outcome = !m
        ? "none"
        : !m.generic.split(" / ").some((i) => molecule(i) === molecule(name))
          ? "other-drug"
          : dose && fittingDoses([dose], asked).length > 0
            ? "right"
            : "other-form";
      measured.push({ query, outcome, first: m ? `${m.name} [${dose?.label ?? "?"}]` : "-" });
    }
  }
  return measured;
}
