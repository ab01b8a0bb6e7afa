// Names abroad a US pharmacy file writes: DrugBank and MeSH give abbreviations US pharmacies and prescribers write
// ("APAP", "HCTZ", "ASA") beside foreign trade names ("Norcolut"). Where the NADAC file (CMS: what US pharmacies buy)
// writes an alias as words of a description of an NDC of a medication of the same ingredient ("HYDROCODONE-APAP
// 10-325 MG TAB", "LISINOPRIL-HCTZ 20-12.5 MG TAB", "BUTALBITAL-ASA-CAFFEINE"), the alias is a US name too: its
// sources gain the NADAC's letter (alias-sources.ts).
import type { CatalogMedication } from "../catalog-types";
import { isNameAbroad } from "../search/alias-sources";
import { normalizeSearchText } from "../search/normalize-search-text";
import { withoutSearchSaltWords } from "../search/salt-words";

// An alias has at most this many words (derive-search-names' usable).
const MAX_WORDS = 4;

const moleculesOf = (m: Pick<CatalogMedication, "generic">) =>
  m.generic.split(" / ").map((i) => withoutSearchSaltWords(normalizeSearchText(i)));

/** Per medication, its aliases only a file abroad gives that the NADAC file writes for a product of its ingredients. */
export function nadacWrittenAliases(
  medications: readonly CatalogMedication[],
  descriptionsOf: (ndc: string) => readonly string[],
): Map<string, Set<string>> {
  const byMolecule = new Map<string, CatalogMedication[]>();
  for (const m of medications)
    for (const molecule of moleculesOf(m)) byMolecule.set(molecule, [...(byMolecule.get(molecule) ?? []), m]);
  // The words (runs of up to MAX_WORDS) of the descriptions of a molecule's NDCs, built once a molecule.
  const written = new Map<string, Set<string>>();
  const writtenFor = (molecule: string) => {
    let runs = written.get(molecule);
    if (runs) return runs;
    runs = new Set<string>();
    for (const m of byMolecule.get(molecule) ?? [])
      for (const d of m.doses)
        for (const ndc of d.ndcs)
          for (const description of descriptionsOf(ndc)) {
            const words = normalizeSearchText(description).split(" ");
            for (let i = 0; i < words.length; i++)
              for (let n = 1; n <= MAX_WORDS && i + n <= words.length; n++) runs.add(words.slice(i, i + n).join(" "));
          }
    written.set(molecule, runs);
    return runs;
  };
  const out = new Map<string, Set<string>>();
  for (const m of medications) {
    const abroad = m.aliases.filter((_, i) => isNameAbroad(m.aliasSources?.[i]));
    if (abroad.length === 0) continue;
    const molecules = moleculesOf(m);
    const found = abroad.filter((a) => molecules.some((molecule) => writtenFor(molecule).has(normalizeSearchText(a))));
    if (found.length > 0) out.set(m.slug, new Set(found));
  }
  return out;
}
