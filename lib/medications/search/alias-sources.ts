// Where each search name (alias) comes from, as the seed records it beside the alias (CatalogMedication.aliasSources):
// the derivation writes the letters, search reads whether a name is only a name abroad.

/**
 * One letter per file an alias comes from, kept in the seed beside each alias (`aliasSources`). The US files name
 * what a US label, prescriber or pharmacy writes: RxNorm's generic of a brand, the Orange Book's trade and ingredient
 * names (FDA), MedlinePlus' US brands, the Green Book's animal products (FDA), the NADAC file's over-the-counter
 * names (CMS) and the prescription names no file links (prescription-names.ts). DrugBank's synonyms and MeSH's entry
 * terms are names of the world's: foreign spellings and trade names ("Norcolut", norethindrone abroad), chemical and
 * laboratory names, beside some US ones the US files give too. Their abbreviations written in capitals ("APAP",
 * "HCTZ", "INH", "EMB", "5-FU") are what US prescribers write: those are `a`, not names abroad.
 */
export const ALIAS_SOURCES = {
  rxnorm: "r",
  "orange-book": "o",
  medlineplus: "l",
  greenbook: "g",
  nadac: "n",
  prescription: "p",
  drugbank: "d",
  mesh: "m",
  abbreviation: "a",
} as const;
const ABROAD = new Set<string>([ALIAS_SOURCES.drugbank, ALIAS_SOURCES.mesh]);
// Whether an alias's sources (a string of ALIAS_SOURCES' letters) are all names of the world's, none a US file's; an
// alias whose sources are not recorded (an older seed) counts as a US name.
export const isNameAbroad = (sources: string | undefined) =>
  sources !== undefined && sources.length > 0 && [...sources].every((s) => ABROAD.has(s));
