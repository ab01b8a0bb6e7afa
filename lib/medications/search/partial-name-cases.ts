// Every name of the catalog and every combination's ingredients typed in part (prisma/seed/README.md, "Twenty-fourth
// pass: ... — search"), used by scripts/measure-partial-names.ts and search-partial-names.test.ts:
// - `last-word`: a name of two words or more with its last word cut to 3 letters, 5, and all but its last two
//   ("medroxyprogesterone estrogens conju", "amlodipine besyl");
// - `each-word`: every word of a name of two words or more cut to its first 4, 5 or 6 letters ("amlo olme");
// - `type-ahead`: a name as a patient types it, letter by letter from the fourth, up to its last letter.
// The combinations are written by their molecules in the generic's order and reversed. The right answer has the
// ingredients `bases` (without salt words); for `type-ahead`, found at all among the first ten, as another name may
// still be what the letters start.
import type { CatalogMedication } from "../catalog-types";
import { basesOf, moleculeOf } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type PartialNameCase = { kind: "last-word" | "each-word" | "type-ahead"; query: string; bases: string };

const MIN_TYPED = 4;
export function partialNameCases(meds: readonly CatalogMedication[]): PartialNameCase[] {
  const cases: PartialNameCase[] = [];
  const seen = new Set<string>();
  const add = (kind: PartialNameCase["kind"], query: string, bases: string) => {
    const key = `${kind}|${query}`;
    if (seen.has(key) || !/[a-z]{3}/.test(query)) return;
    seen.add(key);
    cases.push({ kind, query, bases });
  };
  for (const m of meds) {
    const bases = basesOf(m.generic);
    const molecules = m.generic.split(" / ").map(moleculeOf);
    const names = [normalizeSearchText(m.name)];
    if (molecules.length > 1) names.push(molecules.join(" "), [...molecules].reverse().join(" "));
    for (const name of names) {
      if (/\d/.test(name)) continue; // a name numbered by its strength
      const words = name.split(" ");
      for (let i = MIN_TYPED; i < name.length; i++) if (name[i - 1] !== " ") add("type-ahead", name.slice(0, i), bases);
      if (words.length < 2) continue;
      const last = words.at(-1)!;
      for (const n of new Set([3, 5, last.length - 2]))
        if (n >= 3 && n < last.length) add("last-word", [...words.slice(0, -1), last.slice(0, n)].join(" "), bases);
      for (const n of [4, 5, 6])
        if (words.some((w) => w.length > n)) add("each-word", words.map((w) => w.slice(0, n)).join(" "), bases);
    }
  }
  return cases;
}
