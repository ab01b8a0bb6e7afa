// The store brands the NADAC file writes before a product's name ("GNP IBUPROFEN 200 MG TABLET", "QC ALLERGY RLF
// (FEXO) 60 MG TB", "FT 8 HOUR PAIN RLF ER 650 MG", "GS MUCUS ER 1,200 MG TABLET", "SM LORATA-DINE D 24HR"): Good
// Neighbor, Quality Choice, Foundation, GoodSense, Sunmark. A pharmacist types them from the file or a shelf label;
// they name the maker, not the drug (prisma/seed/README.md, "Sixteenth pass ... search"). Derived by
// scripts/derive-store-brand-words.ts into store-brand-words.json, which find-medications.ts reads past.
//
// The rule: a first word of the file's descriptions of the catalog's NDCs, letters only and of at most
// MAX_LETTERS, that starts no catalog name, alias or ingredient (nor a name of the public files the catalog does not
// sell), and that starts the descriptions of NDCs of at least LEAST_MOLECULES different ingredients (a drug's own
// abbreviation starts those of one). "SM" ends Lotemax SM's name and starts none.
import type { CatalogMedication } from "../catalog-types";
import { basesOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export const STORE_BRAND_WORDS_PATH = "lib/medications/search/store-brand-words.json";

const MAX_LETTERS = 4;
const LEAST_MOLECULES = 5;

export function deriveStoreBrandWords(
  meds: readonly Pick<CatalogMedication, "name" | "generic" | "aliases" | "doses">[],
  nadacDescriptions: readonly { ndc: string; description: string }[],
  otherDrugNames: readonly string[] = [],
): Map<string, number> {
  const words = new Set(
    [...meds.flatMap((m) => [m.name, m.generic, ...m.aliases]), ...otherDrugNames].map(
      (n) => normalizeSearchText(n).split(" ")[0]!,
    ),
  );
  const basesOfNdc = new Map<string, string>();
  for (const m of meds) for (const d of m.doses) for (const n of d.ndcs) basesOfNdc.set(n, basesOf(m.generic));
  const molecules = new Map<string, Set<string>>();
  for (const { ndc, description } of nadacDescriptions) {
    const bases = basesOfNdc.get(ndc);
    const first = description.toLowerCase().split(/\s+/)[0] ?? "";
    if (bases === undefined || !/^[a-z]+$/.test(first) || first.length > MAX_LETTERS || words.has(first)) continue;
    molecules.set(first, (molecules.get(first) ?? new Set()).add(bases));
  }
  return new Map(
    [...molecules]
      .filter(([, of]) => of.size >= LEAST_MOLECULES)
      .map(([word, of]) => [word, of.size] as [string, number])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
