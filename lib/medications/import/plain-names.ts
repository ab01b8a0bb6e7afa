// Medication names as a pharmacist writes them (twentieth pass), where the catalog took RxNorm's or NADAC's way of
// filing them: an inverted ingredient ("estrogens, conjugated (USP)" is conjugated estrogens, "cyclosporine,
// modified" cyclosporine modified), the pharmacopeia's or the maker's mark ("sennosides, USP", "glucagon (rDNA)"), a
// name in capitals ("TRI-LINYAH", "XIFAXAN"), a stray space ("Tri-Lo- Estarylla") or a reformulation date
// ("Urogesic Blue Reformulated Apr 2012"). The name as filed stays a search name (aliases).
import type { BrandList, SynonymGroup } from "./parse-drug-name-files";
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "../search/normalize-search-text";

// Marks after an ingredient that are no word of its name: the United States Pharmacopeia's and recombinant origin's.
const MARKS = /\s*,?\s*\((?:USP|rDNA)\)|\s*,\s*USP\b/g;
// Words after an inverted name's comma that say where it comes from, which its common name leaves out (DrugBank's
// "Insulin aspart" is RxNorm's "insulin aspart, human").
const SOURCE_WORDS = /^(human|porcine|bovine)$/i;

const lower = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();

/** Every name of the drug-name files, lower case: what a reordered ingredient is checked against. */
export function indexDrugNames(sources: {
  drugbank: readonly SynonymGroup[];
  mesh: readonly SynonymGroup[];
  medlinePlus: readonly BrandList[];
}): Set<string> {
  const names = new Set<string>();
  for (const g of [...sources.drugbank, ...sources.mesh]) for (const n of g.names) names.add(lower(n));
  for (const b of sources.medlinePlus) for (const n of [b.generic, ...b.brands]) names.add(lower(n));
  return names;
}

/**
 * One ingredient without its marks and in the word order a drug-name file writes it: RxNorm's parts between commas
 * reordered, the words after the commas first ("conjugated estrogens", "regular human insulin"), then as filed
 * ("sodium phosphate monobasic"), then in any order, then the same without a source word ("insulin aspart"); the
 * first that DrugBank, MeSH or MedlinePlus lists, else the parts as filed without their commas ("cyclosporine
 * modified", "nitrofurantoin macrocrystals").
 */
export function plainIngredient(ingredient: string, drugNames: ReadonlySet<string>): string {
  const unmarked = ingredient.replace(MARKS, "").trim();
  const parts = unmarked.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return unmarked;
  const orders = (p: string[]) => [[...p.slice(1), p[0]!], p, ...permutations(p)].map((o) => o.join(" "));
  const sourceless = parts.filter((p) => !SOURCE_WORDS.test(p));
  const candidates = [...orders(parts), ...(sourceless.length < parts.length ? orders(sourceless) : [])];
  return candidates.find((c) => drugNames.has(lower(c))) ?? parts.join(" ");
}

function permutations(parts: string[]): string[][] {
  if (parts.length <= 1) return [parts];
  return parts.flatMap((p, i) => permutations([...parts.slice(0, i), ...parts.slice(i + 1)]).map((r) => [p, ...r]));
}

/** A generic name of one or more ingredients ("docusate sodium / sennosides, USP"), each written plainly. */
export function plainGeneric(generic: string, drugNames: ReadonlySet<string>): string {
  return generic
    .split(" / ")
    .map((i) => plainIngredient(i, drugNames))
    .join(" / ");
}

/**
 * A brand name as its maker writes it: a name all in capitals, with a word of four letters or more, is written with
 * each word of three letters or more capitalized ("TRI-LINYAH" is Tri-Linyah, "SENOKOT-S" Senokot-S; a name of
 * three letters or fewer is an initialism and stays: "DOK", "FML"), unless a drug-name file spells it in lower case letters; a space beside a hyphen goes ("Tri-Lo-
 * Estarylla"); RxNorm's reformulation date goes ("Urogesic Blue Reformulated Apr 2012" is Urogesic Blue).
 */
export function plainBrand(name: string, spelled: ReadonlyMap<string, string>): string {
  let plain = name
    .replace(/\s+Reformulated\s+[A-Z][a-z]{2}\s+\d{4}$/, "")
    .replace(/(\w)-\s+(?=\w)|(\w)\s+-(?=\w)/g, "$1$2-")
    .trim();
  if (/[A-Z]{4}/.test(plain) && !/[a-z]/.test(plain)) {
    plain =
      spelled.get(plain.toUpperCase()) ??
      plain.replace(/[A-Z]{3,}/g, (word) => word.charAt(0) + word.slice(1).toLowerCase());
  }
  return plain;
}

/** The brand names of the drug-name files that have lower case letters, by their upper case: "XIFAXAN" -> "Xifaxan". */
export function indexBrandSpellings(medlinePlus: readonly BrandList[]): Map<string, string> {
  const spelled = new Map<string, string>();
  for (const b of medlinePlus)
    for (const n of b.brands) if (/[a-z]/.test(n) && !spelled.has(n.toUpperCase())) spelled.set(n.toUpperCase(), n);
  return spelled;
}

/**
 * Writes every medication's name and generic plainly; the name as filed is kept among its aliases, so a search for it
 * still finds it. Slugs stay (a link already shared keeps working). Returns the medications renamed.
 */
export function writePlainNames(
  medications: CatalogMedication[],
  drugNames: ReadonlySet<string>,
  spelled: ReadonlyMap<string, string>,
): { slug: string; from: string; to: string }[] {
  const renamed: { slug: string; from: string; to: string }[] = [];
  for (const m of medications) {
    const generic = plainGeneric(m.generic, drugNames);
    const name = m.name === m.generic ? generic : plainBrand(m.name, spelled);
    if (name !== m.name) {
      renamed.push({ slug: m.slug, from: m.name, to: name });
      const filed = normalizeSearchText(m.name);
      if (filed !== normalizeSearchText(name) && !m.aliases.includes(filed)) m.aliases.push(filed);
    }
    m.name = name;
    m.generic = generic;
  }
  return renamed;
}
