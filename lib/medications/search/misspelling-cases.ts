// Misspellings of every name the catalog sells, seeded so every run makes the same ones (prisma/seed/README.md,
// "Nineteenth pass: a misspelt name is its drug, a name the data does not know is no other drug's — search"), for
// scripts/measure-misspellings.ts and search-misspellings.test.ts. Names: each medication's own name, its aliases,
// and its ingredients without salt words ("amlodipine benazepril", as a prescription writes a combination), of
// letters and up to four words. Each word of 5 letters or more is misspelt in turn, the others left as written:
// - one edit: a letter left out ("dropped"), typed twice ("doubled"), two swapped ("swapped"), or replaced by a key
//   beside it or, for a vowel, another vowel ("substituted"): the slips a hand makes;
// - a sound spelt otherwise ("phonetic"): ph/f, y/i, c/k, -ine/-ene/-in, -ol/-al, as patients write a name heard.
// A misspelling that is a name as typed, or the start of one, is not one: it is that name (left out).
import type { CatalogMedication } from "../catalog-types";
import { basesOf } from "./dose-query-cases";
import type { MedicationSearchIndex } from "./medication-search-index";
import { normalizeSearchText } from "./normalize-search-text";
import { isSearchSaltWord } from "./salt-words";

export const SLIPS = ["dropped", "doubled", "swapped", "substituted"] as const;
export type MisspellingKind = (typeof SLIPS)[number] | "phonetic";
// What the name is: one word, several (a brand's line, a salt), or a combination's ingredients.
export type MisspeltName = "one word" | "several words" | "combination";

export type MisspellingCase = {
  query: string;
  kind: MisspellingKind;
  name: MisspeltName;
  slug: string;
  // The ingredients (molecules, sorted, "|"-joined) of the medication misspelt: the first answer must have them (of
  // any medication the name is, where several share it).
  bases: string[];
};

const VOWELS = "aeiou";
// Keys beside each letter on a QWERTY keyboard.
const BESIDE: Record<string, string> = {
  q: "wa", w: "qes", e: "wrd", r: "etf", t: "ryg", y: "tuh", u: "yij", i: "uok", o: "ipl", p: "ol",
  a: "qsz", s: "adwxz", d: "sfex", f: "dgrc", g: "fhtv", h: "gjyb", j: "hkun", k: "jlim", l: "kop",
  z: "asx", x: "zsdc", c: "xdfv", v: "cfgb", b: "vghn", n: "bhjm", m: "njk",
}; // prettier-ignore
// Sounds spelt otherwise: [as written, as misspelt, where] ("end": the word's end only).
const SOUNDS: [string, string, "any" | "end"][] = [
  ["ph", "f", "any"], ["f", "ph", "any"], ["y", "i", "any"], ["i", "y", "any"], ["c", "k", "any"], ["k", "c", "any"],
  ["ine", "ene", "end"], ["ine", "in", "end"], ["ene", "ine", "end"], ["in", "ine", "end"], ["ol", "al", "end"],
  ["al", "ol", "end"],
]; // prettier-ignore

// A small seeded generator (mulberry32): the same cases on every run and machine.
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The word with one slip of the kind, at a position the generator picks; null where the kind cannot apply.
export function slip(word: string, kind: (typeof SLIPS)[number], random: () => number): string | null {
  const at = (n: number) => Math.floor(random() * n);
  const n = word.length;
  if (kind === "dropped") {
    const i = at(n);
    return word.slice(0, i) + word.slice(i + 1);
  }
  if (kind === "doubled") {
    const i = at(n);
    return word.slice(0, i + 1) + word.slice(i);
  }
  if (kind === "swapped") {
    const places = [...Array(n - 1).keys()].filter((i) => word[i] !== word[i + 1]);
    if (places.length === 0) return null;
    const i = places[at(places.length)]!;
    return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
  const i = at(n);
  const letter = word[i]!;
  const others = (VOWELS.includes(letter) ? VOWELS.replace(letter, "") : "") + (BESIDE[letter] ?? "");
  if (!others) return null;
  return word.slice(0, i) + others[at(others.length)] + word.slice(i + 1);
}

// The word with one sound spelt otherwise, at a place the generator picks; null where none applies.
export function soundSpelt(word: string, random: () => number): string | null {
  const places: [number, string, string][] = [];
  for (const [from, to, where] of SOUNDS) {
    if (where === "end") {
      if (word.endsWith(from) && word.length > from.length + 2) places.push([word.length - from.length, from, to]);
      continue;
    }
    for (let i = word.indexOf(from, 1); i >= 0; i = word.indexOf(from, i + 1)) places.push([i, from, to]);
  }
  if (places.length === 0) return null;
  const [i, from, to] = places[Math.floor(random() * places.length)]!;
  return word.slice(0, i) + to + word.slice(i + from.length);
}

// Every name of the medication a patient could type as letters: its own, its aliases, its ingredients.
function namesOf(m: CatalogMedication): { words: string[]; name: MisspeltName }[] {
  const ingredients = m.generic.split(" / ");
  // An ingredient without its salt words ("amlodipine besylate": amlodipine), but one a salt word leads ("magnesium
  // hydroxide", "sodium bicarbonate") as written.
  const molecules = ingredients.map((i) => {
    const words = normalizeSearchText(i).split(" ");
    return isSearchSaltWord(words[0]!) ? words.join(" ") : words.filter((w) => !isSearchSaltWord(w)).join(" ");
  });
  const names = new Map<string, MisspeltName>();
  for (const n of [m.name, ...(m.aliases ?? [])].map(normalizeSearchText))
    names.set(n, n.includes(" ") ? "several words" : "one word");
  if (ingredients.length > 1 && molecules.every(Boolean)) names.set(molecules.join(" "), "combination");
  return [...names]
    .filter(([n]) => /^[a-z]+( [a-z]+){0,3}$/.test(n))
    .map(([n, name]) => ({ words: n.split(" "), name }));
}

/**
 * The misspellings of every medication's names: for each name and each of its words of 5 letters or more, one slip
 * of a kind the generator picks and one sound spelt otherwise (where one applies). `index` tells the names as typed:
 * a misspelling that is a drug's name or the start of one is left out.
 */
export function misspellingCases(
  medications: readonly CatalogMedication[],
  index: Pick<MedicationSearchIndex, "knownName">,
  seed = 23,
): MisspellingCase[] {
  const random = seededRandom(seed);
  const cases = new Map<string, MisspellingCase>();
  for (const m of medications) {
    const bases = basesOf(m.generic);
    for (const { words, name } of namesOf(m))
      words.forEach((word, w) => {
        if (word.length < 5) return;
        const kind = SLIPS[Math.floor(random() * SLIPS.length)]!;
        for (const [k, typo] of [
          [kind, slip(word, kind, random)],
          ["phonetic", soundSpelt(word, random)],
        ] as const) {
          if (typo === null || typo === word) continue;
          const query = words.map((x, i) => (i === w ? typo : x)).join(" ");
          const found = cases.get(query);
          if (found && !found.bases.includes(bases)) found.bases.push(bases);
          if (found || index.knownName(query) !== null) continue;
          cases.set(query, { query, kind: k, name, slug: m.slug, bases: [bases] });
        }
      });
  }
  return [...cases.values()];
}

export type MisspellingOutcome = "first" | "lower" | "404" | "other";

// First: the first answer has the medication's ingredients; lower: one of the answers does; 404: none; other: only
// other drugs.
export function misspellingOutcome(c: MisspellingCase, answers: readonly { generic: string }[]): MisspellingOutcome {
  if (answers.length === 0) return "404";
  const at = answers.findIndex((a) => c.bases.includes(basesOf(a.generic)));
  return at === 0 ? "first" : at > 0 ? "lower" : "other";
}
