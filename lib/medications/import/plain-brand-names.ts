// Brand names as their makers write them (twentieth pass), where the catalog took the NADAC file's or RxNorm's filing:
// a name in capitals ("TRI-LINYAH", "XIFAXAN"), a stray space beside a hyphen ("Tri-Lo- Estarylla"), RxNorm's
// reformulation date ("Urogesic Blue Reformulated Apr 2012"). The name as filed stays a search name (aliases). A
// generic's name is RxNorm's, which search reads; it is shown plainly (plain-generic.ts).
import type { BrandList } from "./parse-drug-name-files";
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "../search/normalize-search-text";

/**
 * A name all in capitals, with a word of four letters or more, is written with each word of three letters or more
 * capitalized ("TRI-LINYAH" is Tri-Linyah, "SENOKOT-S" Senokot-S; a name of three letters or fewer is an initialism
 * and stays: "DOK", "FML"), unless MedlinePlus spells it with lower case letters ("Fycompa"); a space beside a hyphen
 * goes; RxNorm's reformulation date goes.
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

/** MedlinePlus's brand names with lower case letters, by their upper case: "XIFAXAN" -> "Xifaxan". */
export function indexBrandSpellings(medlinePlus: readonly BrandList[]): Map<string, string> {
  const spelled = new Map<string, string>();
  for (const b of medlinePlus)
    for (const n of b.brands) if (/[a-z]/.test(n) && !spelled.has(n.toUpperCase())) spelled.set(n.toUpperCase(), n);
  return spelled;
}

/**
 * Writes every brand-named medication's name plainly, keeping the name as filed among its aliases where it reads
 * otherwise, so a search for it still finds it. Slugs stay (a link already shared keeps working). Returns the renamed.
 */
export function writePlainBrandNames(
  medications: CatalogMedication[],
  spelled: ReadonlyMap<string, string>,
): { slug: string; from: string; to: string }[] {
  const renamed: { slug: string; from: string; to: string }[] = [];
  for (const m of medications) {
    if (m.name === m.generic) continue;
    const name = plainBrand(m.name, spelled);
    if (name === m.name) continue;
    renamed.push({ slug: m.slug, from: m.name, to: name });
    const filed = normalizeSearchText(m.name);
    if (filed !== normalizeSearchText(name) && !m.aliases.includes(filed)) m.aliases.push(filed);
    m.name = name;
  }
  return renamed;
}
