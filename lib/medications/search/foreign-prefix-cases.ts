// Every US name of the catalog typed as a patient types it (3, 4, 5 ... letters, then whole), and the answers a name
// abroad brings that no US name does (prisma/seed/README.md, "Twentieth pass: ... — search"): the measure of
// scripts/measure-foreign-prefixes.ts and the whole-catalog test search-names-abroad.test.ts.
import type { CatalogMedication } from "../catalog-types";
import { isNameAbroad } from "./alias-sources";
import type { findMedications as FindMedications, SearchCatalog } from "./find-medications";
import { normalizeSearchText } from "./normalize-search-text";
import { withoutSearchSaltWords } from "./salt-words";
import { searchCatalogOf } from "./search-catalog-of";

type Find = typeof FindMedications<CatalogMedication>;

// The shortest start of a name typed: type-ahead answers from the first letter, but two say nothing of a name.
export const SHORTEST_START = 3;

// A medication's names a US file gives: its own name and its aliases but those only DrugBank or MeSH give.
export function usNamesOf(m: CatalogMedication): string[] {
  const abroad = new Set(m.aliases.filter((_, i) => isNameAbroad(m.aliasSources?.[i])));
  return [...new Set([m.name, ...m.aliases.filter((a) => !abroad.has(a))].map(normalizeSearchText))];
}

export function namesAbroadOf(m: CatalogMedication): string[] {
  return m.aliases.filter((_, i) => isNameAbroad(m.aliasSources?.[i])).map(normalizeSearchText);
}

// The ingredients without salt words: two medications of the same key are one drug (a brand and its generic).
export const drugOf = (m: Pick<CatalogMedication, "generic">) =>
  m.generic
    .split(" / ")
    .map((i) => withoutSearchSaltWords(normalizeSearchText(i)))
    .sort()
    .join(" / ");

// Each start of each US name (SHORTEST_START letters and more, and whole), with the drugs the names it starts are.
export function usNameStarts(medications: readonly CatalogMedication[]): Map<string, Set<string>> {
  const starts = new Map<string, Set<string>>();
  for (const m of medications)
    for (const name of usNamesOf(m))
      for (let n = Math.min(SHORTEST_START, name.length); n <= name.length; n++) {
        const q = name.slice(0, n).trimEnd();
        if (q.length < Math.min(SHORTEST_START, name.length)) continue;
        starts.set(q, (starts.get(q) ?? new Set()).add(drugOf(m)));
      }
  return starts;
}

export type AbroadAnswer = {
  query: string;
  position: number; // 0 for the first answer
  slug: string;
  otherDrug: boolean; // a drug no US name starting so is
  abroad: string; // the name abroad it completes
};

/**
 * The answers among the first three that only a name abroad brings: the medication has a name abroad the query is the
 * start of (not the whole of), and search over the catalog without names abroad does not answer it at all.
 */
export function abroadAnswers(
  medications: readonly CatalogMedication[],
  catalog: SearchCatalog<CatalogMedication>,
  find: Find,
  queries: ReadonlyMap<string, ReadonlySet<string>> = usNameStarts(medications),
): { queries: number; answers: AbroadAnswer[] } {
  const withoutAbroad = searchCatalogOf(
    medications.map((m) => {
      const abroad = new Set(namesAbroadOf(m));
      const kept = m.aliases.map((a, i) => [a, m.aliasSources?.[i]] as const).filter(([a]) => !abroad.has(a));
      return { ...m, aliases: kept.map(([a]) => a), aliasSources: kept.map(([, s]) => s ?? "") };
    }),
    [],
  );
  const abroadBySlug = new Map(medications.map((m) => [m.slug, namesAbroadOf(m)]));
  const answers: AbroadAnswer[] = [];
  for (const [query, drugs] of queries) {
    const first = find(catalog, query, 10).results.slice(0, 3);
    let usAnswers: Set<string> | undefined;
    first.forEach(({ medication: m }, position) => {
      const abroad = abroadBySlug.get(m.slug)!.find((a) => a.startsWith(query) && a !== query);
      if (!abroad) return;
      usAnswers ??= new Set(find(withoutAbroad, query, 50).results.map((r) => r.medication.slug));
      if (usAnswers.has(m.slug)) return;
      answers.push({ query, position, slug: m.slug, otherDrug: !drugs.has(drugOf(m)), abroad });
    });
  }
  return { queries: queries.size, answers };
}

/**
 * Each name abroad typed whole, and where its medication stands among the answers (-1: not in the first ten): such a
 * name still finds its drug. Names abroad also a US name of another medication are left out.
 */
export function namesAbroadTypedWhole(
  medications: readonly CatalogMedication[],
  catalog: SearchCatalog<CatalogMedication>,
  find: Find,
): { name: string; slug: string; position: number }[] {
  const usNames = new Set(medications.flatMap(usNamesOf));
  const out: { name: string; slug: string; position: number }[] = [];
  for (const m of medications)
    for (const name of namesAbroadOf(m)) {
      if (usNames.has(name)) continue;
      const found = find(catalog, name, 10).results.map((r) => r.medication.slug);
      out.push({ name, slug: m.slug, position: found.indexOf(m.slug) });
    }
  return out;
}
