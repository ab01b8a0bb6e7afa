// Every combination medication of the catalog written every way (prisma/seed/README.md, "Twenty-third pass: ... —
// search"), used by scripts/measure-catalog-combinations.ts and search-catalog-combinations.test.ts. Where the
// eighteenth pass wrote the Orange Book's two- and three-ingredient products, this writes each catalog generic of two
// ingredients or more as the catalog names it, the book or not (monograph products, Lactated Ringer's, packs with
// iron): its molecules in every order (of five or more, each rotation and its reverse), joined by each of ORDER_JOINS, and its
// ingredients with their salts written, joined by " ", "/" and " and ". Every writing of one product must open a
// medication of its ingredients first (ofIngredients), the same one for every order and join.
import type { CatalogMedication } from "../catalog-types";
import { ORDER_JOINS, ofIngredients } from "./combination-order-cases";
import { basesOf, moleculeOf, withoutSourceNote } from "./dose-query-cases";
import { normalizeSearchText } from "./normalize-search-text";

export type CatalogCombinationCase = { generic: string; bases: string; queries: { set: string; query: string }[] };

const perms = <T>(xs: readonly T[]): T[][] =>
  xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms(xs.filter((_, j) => j !== i)).map((p) => [x, ...p]));

export function catalogCombinationCases(medications: readonly Pick<CatalogMedication, "generic">[]) {
  const cases = new Map<string, CatalogCombinationCase>();
  for (const { generic } of medications) {
    const ingredients = generic.split(" / ");
    if (ingredients.length < 2 || cases.has(generic)) continue;
    const molecules = ingredients.map(moleculeOf);
    if (new Set(molecules).size !== molecules.length) continue;
    const written = ingredients.map((i) => normalizeSearchText(withoutSourceNote(i)));
    const index = molecules.map((_, i) => i);
    // Every order of four or fewer; of more, each rotation and its reverse (every ingredient first and last).
    const orders =
      index.length <= 4
        ? perms(index)
        : index.flatMap((k) => {
            const rotated = [...index.slice(k), ...index.slice(0, k)];
            return [rotated, [...rotated].reverse()];
          });
    const queries = new Map<string, string>();
    for (const order of orders) {
      for (const join of ORDER_JOINS) queries.set(order.map((i) => molecules[i]).join(join), "order");
      for (const join of [" ", "/", " and "]) queries.set(order.map((i) => written[i]).join(join), "salts");
    }
    cases.set(generic, {
      generic,
      bases: basesOf(generic),
      queries: [...queries].map(([query, set]) => ({ set, query })),
    });
  }
  return [...cases.values()];
}

export type CatalogCombinationVerdict = {
  // Writings whose first answer is of the ingredients, is another drug, is nothing.
  right: number;
  other: number;
  none: number;
  // Whether every writing of a set (every order and join; with the salts written) opens the same medication first.
  same: boolean;
  misses: string[];
};

export function catalogCombinationVerdict<M extends Pick<CatalogMedication, "slug" | "generic">>(
  c: CatalogCombinationCase,
  first: (query: string) => M | undefined,
): CatalogCombinationVerdict {
  const verdict: CatalogCombinationVerdict = { right: 0, other: 0, none: 0, same: true, misses: [] };
  // A salt written names its own product ("norethindrone acetate" is not norethindrone): the same first answer is
  // asked of the writings of each set apart.
  const opened = new Map<string, Set<string>>();
  for (const { set, query } of c.queries) {
    const m = first(query);
    if (!m) verdict.none++;
    else if (ofIngredients(m.generic, c.bases)) verdict.right++;
    else verdict.other++;
    opened.set(set, (opened.get(set) ?? new Set()).add(m?.slug ?? ""));
    if (!m || !ofIngredients(m.generic, c.bases)) verdict.misses.push(`${set}\t${query}\t${m?.slug ?? "NONE"}`);
  }
  verdict.same = [...opened.values()].every((slugs) => slugs.size === 1);
  return verdict;
}
