// The long tail of what patients type, generated from the catalog and the public files (prisma/seed/README.md,
// "Thirteenth pass: abbreviations, word order, devices, pests — search"), used by scripts/measure-search-queries.ts
// and search-long-tail.test.ts:
// - combinations typed with an abbreviation of an ingredient the catalog sells only in combinations (MeSH's and
//   DrugBank's SMX, the NADAC file's TMP and EE: ingredient-abbreviations.ts), in each order and join, with a dose's
//   amounts; and the NADAC file's own descriptions that use one ("SULFAMETHOXAZOLE-TMP DS TABLET");
// - every name and alias of several words typed in another word order;
// - a device or route word alone ("inhaler", "eye drops"): the medication whose doses in it are dispensed most, at
//   such a dose; a name and a form with a purpose after it ("latanoprost eye drops for glaucoma");
// - a pest asked against, for an animal or not ("flea pill for dogs"): no human drug, and "made only for animals" for
//   an animal.
import type { CatalogMedication } from "../catalog-types";
import { CARE_WORDS } from "../veterinary-care-words";
import { amountsOfStrength } from "./combination-query-cases";
import { basesOf, FORM_CLASSES, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";
import { formWordOf } from "./parse-dose-query";

export type LongTailQueryCase = {
  set: string;
  query: string;
  // The first answer's ingredients (basesOf); "" when the answer must be no medication at all.
  bases: string;
  amounts?: number[];
  form?: RegExp;
  // The first answer must be this medication (a device word: the one dispensed most in the form).
  slug?: string;
  // The site says "made only for animals" (isVeterinaryOnly).
  veterinaryOnly?: boolean;
  // With `bases` "": an answer is right only if found as typed, a name of it holding this word ("lice": Sklice).
  asTyped?: string;
};

const JOINS = [" ", "/", "-", " / "];
const RELEASE = new Set(["er", "dr", "sr", "xr", "xl", "odt", "sl", "pf", "ds", "ss", "ec", "hfa"]);
const perms = <T>(xs: readonly T[]): T[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms(xs.filter((_, j) => j !== i)).map((p) => [x, ...p]));
const typable = (strength: string) =>
  strength.split(/-(?=\d)| \/ /).every((p) => /^[\d.,]+ (mg|mcg)(\/[\d.]* ?mL)?$/.test(p.trim()));

// `abbreviations`: abbreviation -> molecule (ingredient-abbreviations.json, from the public files).
export function longTailQueryCases(
  meds: readonly CatalogMedication[],
  abbreviations: Readonly<Record<string, string>>,
  nadacDescriptions: readonly { ndc: string; description: string }[] = [],
  otherDrugNames: readonly string[] = [],
): LongTailQueryCase[] {
  const cases: LongTailQueryCase[] = [];
  const seen = new Set<string>();
  const add = (c: LongTailQueryCase) => {
    const key = `${c.set}|${normalizeSearchText(c.query)}|${c.amounts?.join() ?? ""}`;
    if (seen.has(key)) return;
    seen.add(key);
    cases.push(c);
  };
  const byMolecule = new Map<string, string[]>();
  for (const [a, m] of Object.entries(abbreviations)) byMolecule.set(m, [...(byMolecule.get(m) ?? []), a]);

  // 1. Combinations with an abbreviation of an ingredient: each ingredient by its molecule or by an abbreviation,
  // at least one abbreviated, every order and join; with the amounts of a dose typed in the order of the names.
  const groups = new Map<string, { ingredients: string[]; doses: CatalogMedication["doses"][number][] }>();
  for (const m of meds) {
    const ingredients = m.generic.split(" / ");
    if (ingredients.length < 2 || ingredients.length > 3) continue;
    if (new Set(ingredients.map(moleculeOf)).size < ingredients.length) continue;
    const bases = basesOf(m.generic);
    const group = groups.get(bases) ?? { ingredients, doses: [] };
    if (!m.isBrand && m.name === m.generic) group.ingredients = ingredients;
    group.doses.push(...m.doses);
    groups.set(bases, group);
  }
  for (const [bases, { ingredients, doses }] of groups) {
    const molecules = ingredients.map(moleculeOf);
    if (!molecules.some((m) => byMolecule.has(m))) continue;
    const spellings = molecules.map((m) => [m, ...(byMolecule.get(m) ?? [])]);
    const dose = doses.find((d) => typable(d.strength) && amountsOfStrength(d.strength).length === ingredients.length);
    for (const order of perms(molecules.map((_, k) => k))) {
      const mixes = order.reduce<string[][]>((acc, k) => acc.flatMap((p) => spellings[k]!.map((s) => [...p, s])), [[]]);
      for (const mix of mixes) {
        if (mix.every((s, j) => s === molecules[order[j]!])) continue;
        for (const join of JOINS) add({ set: "abbrev-combination", query: mix.join(join), bases });
        if (dose) {
          const amounts = amountsOfStrength(dose.strength);
          const typed = order.map((k) => amounts[k]!);
          add({ set: "abbrev-combination-strength", query: `${mix.join("-")} ${typed.join("-")}`, bases, amounts });
          const mg = dose.strength.split(/-(?=\d)| \/ /).every((p) => /^[\d.,]+ mg\b/.test(p.trim()));
          add({ set: "abbrev-combination-strength", query: `${mix.join(" ")} ${typed.join("/")}${mg ? " mg" : ""}`, bases, amounts }); // prettier-ignore
        }
      }
    }
  }
  // 1b. The NADAC file's descriptions of the catalog's combination NDCs that use such an abbreviation.
  const doseOf = new Map<string, { generic: string; strength: string; doseForm: string }>();
  for (const m of meds)
    if (m.generic.includes(" / ")) for (const d of m.doses) for (const n of d.ndcs) doseOf.set(n, { generic: m.generic, ...d }); // prettier-ignore
  for (const { ndc, description } of nadacDescriptions) {
    const d = doseOf.get(ndc);
    if (!d) continue;
    // As a pharmacist types it: every word before the strength and form the start of an ingredient's molecule or an
    // abbreviation of one, one of them such an abbreviation (not a store brand's "FT MUCUS DM MAX ER").
    const molecules = d.generic.split(" / ").map(moleculeOf);
    const tokens = description.toLowerCase().split(/\s+/);
    const at = tokens.findIndex((t) => /\d/.test(t) || formWordOf(t) !== null);
    const words = tokens
      .slice(0, at < 0 ? tokens.length : at)
      .join(" ")
      .split(/[\s-]+/)
      .filter((w) => !RELEASE.has(w));
    const abbreviated = (w: string) => !!abbreviations[w] && molecules.includes(abbreviations[w]!);
    const ingredientWord = (w: string) =>
      w.length >= 3 && molecules.some((m) => m.split(" ").some((x) => x.startsWith(w)));
    if (!words.some(abbreviated) || !words.every((w) => abbreviated(w) || ingredientWord(w))) continue;
    const typed = /\b([\d.]+(?:-[\d.]+)+)\b/.exec(description)?.[1]?.split("-").map(Number);
    const own = amountsOfStrength(d.strength);
    const amounts = typed && [...typed].sort().join() === [...own].sort().join() ? own : undefined;
    add({ set: "abbrev-nadac", query: description.toLowerCase(), bases: basesOf(d.generic), amounts });
  }

  // 2. Every name and alias of several words (letters only) typed in another word order: a medication of the same
  // ingredients first. A reordering that is itself a name of the catalog or of the public files is that name.
  const known = new Set([
    ...meds.flatMap((m) => [m.name, m.generic, ...m.aliases].map(normalizeSearchText)),
    ...otherDrugNames.map(normalizeSearchText),
  ]);
  for (const m of meds) {
    if (m.generic.includes(" / ")) continue; // combinations: every order is the twelfth pass's
    for (const name of new Set(
      [m.name, ...(m.name === m.generic ? [] : [m.generic]), ...m.aliases].map(normalizeSearchText),
    )) {
      const words = name.split(" ");
      if (words.length < 2 || words.length > 4 || !/^[a-z ]+$/.test(name)) continue;
      for (const order of words.length <= 3 ? perms(words) : [[...words].reverse()]) {
        const query = order.join(" ");
        if (query === name || known.has(query)) continue;
        add({ set: "word-order", query, bases: basesOf(m.generic) });
      }
    }
  }

  // 3. A device or route word alone: the medication whose doses of the form are dispensed most (the generic before
  // its brands, which share the counts), at one of them.
  const DEVICE_CLASSES = FORM_CLASSES.filter((c) =>
    c.words.some((w) => /^(eye|ear|nasal|nose|inhaler|nebulizer|patch|suppositor|lozenge)/.test(w)),
  );
  for (const c of DEVICE_CLASSES) {
    let best: { m: CatalogMedication; n: number } | null = null;
    const rank = (m: CatalogMedication) => (m.isBrand ? 2 : m.name === m.generic ? 0 : 1);
    for (const m of meds) {
      const n = m.doses.filter((d) => c.forms.test(d.doseForm)).reduce((s, d) => s + (d.dispensed ?? 0), 0);
      if (n > 0 && (!best || n > best.n || (n === best.n && rank(m) < rank(best.m)))) best = { m, n };
    }
    if (!best) continue;
    for (const w of c.words)
      if (/^(eye|ear|nasal|nose|inhaler|nebulizer|patch|suppositor|lozenge)/.test(w))
        add({ set: "device-word", query: w, bases: basesOf(best.m.generic), form: c.forms, slug: best.m.slug });
  }
  // 3b. A name and a device or route word, with a purpose after them: the name at that form.
  for (const m of meds.filter((m) => !m.isBrand && m.name === m.generic && !m.generic.includes(" / "))) {
    for (const c of DEVICE_CLASSES)
      if (m.doses.some((d) => c.forms.test(d.doseForm)))
        for (const purpose of ["for pain", "for my allergies", "for an infection"])
          add({ set: "purpose", query: `${moleculeOf(m.generic)} ${c.words[0]} ${purpose}`, bases: basesOf(m.generic), form: c.forms }); // prettier-ignore
  }

  // 4. A pest asked against, alone or for an animal, in English and Spanish: never a misspelt name's neighbour
  // ("flea" is not flecainide, "tick" not Tikosyn; alone, only a name holding the word as typed: "lice", Sklice), and
  // for an animal no human drug but "made only for animals".
  for (const pest of CARE_WORDS) {
    add({ set: "pest-alone", query: pest, bases: "", asTyped: pest });
    add({ set: "pest-alone", query: `${pest} medicine`, bases: "", asTyped: pest });
    for (const phrase of [
      `${pest} for dogs`,
      `${pest} pill for dogs`,
      `${pest} medicine for dogs`,
      `${pest} treatment for my cat`,
      `${pest} prevention for puppies`,
      `${pest} and tick for dogs`,
      `pastillas para ${pest} para perros`,
      `${pest} para mi gato`,
    ])
      add({ set: "pest-pet", query: phrase, bases: "", veterinaryOnly: true });
  }
  return cases;
}

// Whether no answer is right for a case whose `bases` is "": nothing found, or (`asTyped`) a first answer one of whose
// names holds the word as typed; and for an animal, the site's "made only for animals" (`veterinaryOnly`, given).
export function answersNothingCase(
  c: LongTailQueryCase,
  first: { name: string; aliases?: readonly string[] } | undefined,
  veterinaryOnly: boolean,
): boolean {
  const found =
    first === undefined ||
    (c.asTyped !== undefined &&
      [first.name, ...(first.aliases ?? [])].some((n) => normalizeSearchText(n).includes(c.asTyped!)));
  return found && (!c.veterinaryOnly || (first === undefined && veterinaryOnly));
}
