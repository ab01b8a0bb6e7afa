// Abbreviations of ingredients the catalog sells only in combinations, from the public files (prisma/seed/README.md,
// "Thirteenth pass ... search"). The seed names an ingredient by the names of a product of it alone (APAP, HCTZ and
// ASA are aliases of acetaminophen's, hydrochlorothiazide's and aspirin's own products), so an abbreviation of a
// molecule with no such product (SMX of sulfamethoxazole, TMP as the NADAC file writes trimethoprim beside it, EE of
// ethinyl estradiol, PSE of pseudoephedrine) named nothing: "smx tmp", "tmp-smx", "drospirenone ee" found nothing.
// Derived by scripts/derive-ingredient-abbreviations.ts into ingredient-abbreviations.json, which the ingredient
// matcher reads as names of those molecules (ingredient-matcher.ts).
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "./normalize-search-text";
import { formWordOf } from "./parse-dose-query";
import { moleculeOf } from "./dose-query-cases";

// Words of the NADAC file's descriptions between the ingredients that are no ingredient's: a release, a line
// extension, a route ("SULFAMETHOXAZOLE-TMP DS", "CETIRIZINE-PSE ER", "POLYMYXIN B-TMP EYE DROPS").
const NOT_INGREDIENT = new Set(
  "er dr sr xr xl la cd odt sl pf ds ss hd es ec hfa forte chew oral top ophth otic plus with and".split(" "),
);
// Letters only, two to five of them: what an abbreviation in the file is (a labeler's prefix, "GNP", names one NDC).
const ABBREVIATION = /^[a-z]{2,5}$/;
// An abbreviation read from the NADAC file names the same molecule in descriptions of at least this many NDCs.
const MIN_NDCS = 2;

/**
 * Each NADAC description of a catalog combination's NDC names its ingredients before the strength and form
 * ("SULFAMETHOXAZOLE-TMP DS TABLET", "DROSPIRENONE-EE 3-0.02 MG TAB", "BROMPHEN-PSE-DM 2-30-10 MG/5 ML"): each word
 * the start of one ingredient's molecule (of three letters or more) is that ingredient, and where one word and one
 * ingredient are left, the word is that ingredient's abbreviation. Read again with the abbreviations found, until no
 * new one is ("BROMPHEN-PSE-DM": DM from "GUAIFENESIN-DM", then PSE). Kept: letters only, the same molecule in every
 * description, at least MIN_NDCS NDCs, and not itself a catalog name or alias (which names what its products are).
 * A word inside a longer name stays that name's ("d tmp", MeSH's d-threo-methylphenidate, is still dexmethylphenidate:
 * the matcher reads a name of several words before its words).
 * `named`: MeSH's and DrugBank's abbreviations of a molecule (readCombinationQuerySources), kept for molecules no
 * single-ingredient product of the catalog has.
 */
export function deriveIngredientAbbreviations(
  meds: readonly Pick<CatalogMedication, "name" | "generic" | "aliases" | "doses">[],
  nadacDescriptions: readonly { ndc: string; description: string }[],
  named: ReadonlyMap<string, readonly string[]> = new Map(),
): Map<string, string> {
  const names = new Set(meds.flatMap((m) => [m.name, m.generic, ...m.aliases]).map(normalizeSearchText));
  const alone = new Set(meds.filter((m) => !m.generic.includes(" / ")).map((m) => moleculeOf(m.generic)));
  const genericOf = new Map<string, string>();
  for (const m of meds)
    if (m.generic.includes(" / ")) for (const d of m.doses) for (const n of d.ndcs) genericOf.set(n, m.generic);
  const described = new Map<string, string[]>(); // NDC -> the words naming its ingredients
  for (const { ndc, description } of nadacDescriptions) {
    if (!genericOf.has(ndc) || described.has(ndc)) continue;
    const tokens = description.toLowerCase().split(/\s+/);
    const at = tokens.findIndex((t) => /\d/.test(t) || formWordOf(t) !== null);
    const words = tokens
      .slice(0, at < 0 ? tokens.length : at)
      .join(" ")
      .split(/[-\s/,]+/)
      .filter((w) => w && !NOT_INGREDIENT.has(w));
    described.set(ndc, words);
  }
  const found = new Map<string, string>();
  for (let more = true; more;) {
    const seen = new Map<string, { molecules: Set<string>; ndcs: number }>();
    for (const [ndc, words] of described) {
      const molecules = genericOf.get(ndc)!.split(" / ").map(moleculeOf);
      const left = new Set(molecules.keys());
      const unread: string[] = [];
      for (const w of words) {
        const k = [...left].find(
          (i) =>
            found.get(w) === molecules[i] || (w.length >= 3 && molecules[i]!.split(" ").some((x) => x.startsWith(w))),
        );
        if (k === undefined) unread.push(w);
        else left.delete(k);
      }
      if (unread.length !== 1 || left.size !== 1) continue;
      const s = seen.get(unread[0]!) ?? { molecules: new Set(), ndcs: 0 };
      s.molecules.add(molecules[[...left][0]!]!);
      s.ndcs++;
      seen.set(unread[0]!, s);
    }
    more = false;
    for (const [word, { molecules, ndcs }] of seen) {
      if (found.has(word) || molecules.size !== 1 || ndcs < MIN_NDCS) continue;
      if (!ABBREVIATION.test(word) || names.has(word)) continue;
      found.set(word, [...molecules][0]!);
      more = true;
    }
  }
  for (const [molecule, abbreviations] of named)
    if (!alone.has(molecule)) for (const a of abbreviations) if (!names.has(a) && !found.has(a)) found.set(a, molecule);
  for (const [a, molecule] of Object.entries(PRESCRIPTION_ABBREVIATIONS))
    if (!alone.has(molecule) && !names.has(a) && !found.has(a)) found.set(a, molecule);
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}

// Abbreviations prescriptions write that no public file here gives the molecule, so that no rule can read them: SMZ of
// sulfamethoxazole ("SMZ-TMP DS"), which DrugBank gives sulfamethazine (a veterinary sulfonamide the catalog does not
// sell) and neither the NADAC file nor MeSH writes (prisma/seed/README.md, "Nineteenth pass ... search"). Kept as
// short as that; import/prescription-names.ts holds such names of ingredients sold alone.
const PRESCRIPTION_ABBREVIATIONS: Readonly<Record<string, string>> = { smz: "sulfamethoxazole" };

export const INGREDIENT_ABBREVIATIONS_PATH = "lib/medications/search/ingredient-abbreviations.json";
