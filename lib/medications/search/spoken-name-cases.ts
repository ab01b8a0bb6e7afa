// Queries naming a medication the catalog sells by a name the public files or RxNorm give its ingredients, written as
// patients and prescriptions write it (prisma/seed/README.md, "Nineteenth pass: an ingredient by its spoken name —
// search"): RxNorm's inverted names turned round and without the pharmacopeia's mark ("estrogens, conjugated (USP)"
// is "conjugated estrogens", "insulin, regular, human" "regular human insulin"); DrugBank's and MeSH's synonyms of the
// ingredient (MeSH's inverted ones turned round too); MedlinePlus's generic names and brands; Orange Book and Green
// Book trade names; a combination's ingredients by any of those names joined as people join them, and a combination
// brand's last word ("-S", " DM", " D") after another name of its first ingredient. Each case names the ingredients
// (without salt words) the first answer must have. Used by scripts/measure-spoken-names.ts and
// search-spoken-names.seed.test.ts.
import type { CatalogMedication } from "../catalog-types";
import type { DrugNameSources } from "../import/derive-search-names";
import { greenBookNames, tradeNameWithoutStrength } from "../import/derive-search-names";
import { VETERINARY_HUMAN_EQUIVALENTS } from "../import/veterinary-human-equivalents";
import { basesOf, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";
import { withoutSearchSaltWords } from "./salt-words";
import { spokenName } from "./spoken-name";

export type SpokenNameCase = { set: string; query: string; bases: string };

// The key an ingredient and every name of it share: its words without salt words and the mark, in any order.
const keyOf = (name: string) => moleculeOf(spokenName(name)).split(" ").sort().join(" ");

// The joins people type between ingredients.
const JOINS = [" ", "-", "/", " and ", " with "];
// Names a patient types: ASCII letters (a hyphen or space), at most four words, 3 to 40 characters; not MeSH's
// entry terms of a stereoisomer or a salt ("Ibuprofen, (S)-Isomer", "Ibuprofen, Potassium Salt") nor a chemical name
// with a locant ("N-Acetyl-p-aminophenol").
const NOT_TYPED = /\b(isomer|salt|racemic)\b|(^| )[a-z]( |$)/;
const typable = (name: string) => {
  const n = normalizeSearchText(name);
  return (
    n.length >= 3 &&
    n.length <= 40 &&
    !/\d/.test(n) &&
    n.split(" ").length <= 4 &&
    !/[^\x00-\x7f]/.test(name) &&
    !NOT_TYPED.test(n)
  );
};
const MAX_TYPED = 3;

export function spokenNameCases(
  meds: readonly Pick<CatalogMedication, "name" | "generic" | "isBrand" | "aliases">[],
  sources: DrugNameSources,
): SpokenNameCase[] {
  const cases: SpokenNameCase[] = [];
  const seen = new Set<string>();
  const add = (set: string, query: string, bases: string) => {
    const key = `${set}|${normalizeSearchText(query)}`;
    if (seen.has(key) || !normalizeSearchText(query)) return;
    seen.add(key);
    cases.push({ set, query, bases });
  };
  // Each ingredient the catalog sells, by its key, and every set of ingredients sold.
  const ingredientOf = new Map<string, string>(); // key -> molecule (moleculeOf of RxNorm's name)
  const sold = new Map<string, string[]>(); // bases -> RxNorm's ingredients
  for (const m of meds) {
    const ingredients = m.generic.split(" / ");
    for (const i of ingredients) ingredientOf.set(keyOf(i), moleculeOf(i));
    if (!sold.has(basesOf(m.generic)) || m.name === m.generic) sold.set(basesOf(m.generic), ingredients);
  }
  // The names another catalog medication is called by: never a fair name of this one.
  const ownNames = new Map<string, Set<string>>();
  for (const m of meds)
    for (const n of [m.name, ...m.aliases].map(normalizeSearchText))
      ownNames.set(n, (ownNames.get(n) ?? new Set()).add(basesOf(m.generic)));
  const fair = (name: string, bases: string) => [...(ownNames.get(normalizeSearchText(name)) ?? [bases])].every((b) => b === bases); // prettier-ignore

  // The synonyms of each ingredient: a DrugBank or MeSH group one of whose names is the ingredient (in any word
  // order, without salt words and the mark) and no other sold ingredient's.
  const synonyms = new Map<string, Set<string>>(); // molecule -> synonyms as spoken
  for (const group of [...sources.drugbank, ...sources.mesh]) {
    const molecules = new Set(group.names.flatMap((n) => ingredientOf.get(keyOf(n)) ?? []));
    if (molecules.size !== 1) continue;
    const [molecule] = molecules;
    for (const n of group.names)
      if (typable(n)) synonyms.set(molecule!, (synonyms.get(molecule!) ?? new Set()).add(spokenName(n)));
  }

  for (const [bases, ingredients] of sold) {
    if (ingredients.length > MAX_TYPED) continue;
    const inverted = ingredients.some((i) => spokenName(i) !== normalizeSearchText(i));
    // By its molecule (without salt words) where that keeps the word RxNorm writes first ("conjugated estrogens";
    // "sodium phosphate, monobasic" is "monobasic sodium phosphate", never "monobasic").
    const typedMolecule = (i: string) =>
      withoutSearchSaltWords(normalizeSearchText(i.split(",")[0]!)) ? moleculeOf(spokenName(i)) : spokenName(i);
    const spoken = ingredients.map((i) => [...new Set([typedMolecule(i), spokenName(i)])]);
    if (ingredients.length === 1) {
      if (inverted) for (const s of spoken[0]!) add("single-spoken", s, bases);
      for (const s of synonyms.get(moleculeOf(ingredients[0]!)) ?? [])
        if (fair(s, bases)) add("single-synonym", s, bases);
      continue;
    }
    // Every order, each ingredient as spoken; then each ingredient in turn by a synonym, the others as spoken.
    const orders =
      ingredients.length === 2
        ? [
            [0, 1],
            [1, 0],
          ]
        : [
            [0, 1, 2],
            [2, 1, 0],
            [1, 0, 2],
          ];
    for (const order of orders)
      for (const join of JOINS) {
        add(inverted ? "combo-spoken-inverted" : "combo-spoken", order.map((k) => spoken[k]![0]!).join(join), bases);
        if (inverted) add("combo-spoken-inverted", order.map((k) => spoken[k]!.at(-1)!).join(join), bases);
      }
    for (const [k, i] of ingredients.entries())
      for (const s of synonyms.get(moleculeOf(i)) ?? []) {
        if (s === spoken[k]![0] || !fair(s, basesOf(i))) continue;
        for (const order of orders.slice(0, 2))
          for (const join of [" ", "-", " and "])
            add("combo-synonym", order.map((j) => (j === k ? s : spoken[j]![0]!)).join(join), bases);
      }
  }

  // A combination brand's last word after another name of the ingredient its other words name ("SENOKOT-S": "senna
  // s", "sennosides-s"; "MUCINEX DM": "guaifenesin dm"): the names of that ingredient's single products and synonyms.
  const namesOfMolecule = new Map<string, Set<string>>();
  for (const m of meds)
    if (!m.generic.includes(" / "))
      for (const n of [m.name, ...m.aliases, spokenName(m.generic), moleculeOf(spokenName(m.generic))])
        if (typable(n) && fair(n, basesOf(m.generic)))
          namesOfMolecule.set(moleculeOf(m.generic), (namesOfMolecule.get(moleculeOf(m.generic)) ?? new Set()).add(normalizeSearchText(n))); // prettier-ignore
  for (const m of meds) {
    const ingredients = m.generic.split(" / ");
    const words = normalizeSearchText(m.name).split(" ");
    if (ingredients.length !== 2 || words.length !== 2 || words[1]!.length > 3) continue;
    const first = ingredients.find((i) => namesOfMolecule.get(moleculeOf(i))?.has(words[0]!));
    if (!first) continue;
    const names = [...(namesOfMolecule.get(moleculeOf(first)) ?? []), ...(synonyms.get(moleculeOf(first)) ?? [])];
    for (const n of names)
      if (n !== words[0] && n.split(" ").length <= 2)
        for (const join of [" ", "-"]) add("brand-suffix", `${n}${join}${words[1]}`, basesOf(m.generic));
  }

  // MedlinePlus's generic names and brands of a monograph whose ingredients the catalog sells.
  for (const { generic, brands } of sources.medlinePlus) {
    const named = generic
      .replace(
        /\s*\((?:rDNA )?origin\)|\b(injection|inhalation|oral|topical|ophthalmic|nasal|transdermal|vaginal|rectal)\b.*$/gi,
        "",
      ) // prettier-ignore
      .split(/,\s*(?:and\s+)?|\s+and\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const molecules = named.map((n) => ingredientOf.get(keyOf(n)));
    if (molecules.some((x) => !x)) continue;
    const bases = [...new Set(molecules as string[])].sort().join("|");
    if (!sold.has(bases)) continue;
    add("medlineplus-generic", generic.replace(/\s*\((?:rDNA )?origin\)/i, ""), bases);
    for (const b of brands) if (typable(b) && fair(b, bases)) add("medlineplus-brand", b, bases);
  }
  // Orange Book trade names (without a strength) and ingredients as spoken.
  for (const p of sources.orangeBook) {
    if (p.ingredients.length > MAX_TYPED) continue;
    const molecules = p.ingredients.map((i) => ingredientOf.get(keyOf(i)));
    if (molecules.some((x) => !x)) continue;
    const bases = [...new Set(molecules as string[])].sort().join("|");
    if (!sold.has(bases)) continue;
    const trade = tradeNameWithoutStrength(p.tradeName);
    if (typable(trade) && fair(trade, bases)) add("orange-book-trade", trade, bases);
    add("orange-book-ingredients", p.ingredients.map(spokenName).join(" "), bases);
  }
  // Green Book trade names of an animal drug whose ingredient is a human generic the catalog sells.
  for (const { application, tradeName } of sources.greenBook) {
    const generic = VETERINARY_HUMAN_EQUIVALENTS[application];
    if (!generic || !sold.has(basesOf(generic))) continue;
    for (const n of greenBookNames(tradeName)) if (typable(n)) add("green-book-trade", n, basesOf(generic));
  }
  return cases;
}
