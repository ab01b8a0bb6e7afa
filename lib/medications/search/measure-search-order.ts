// The order of search answers against what pharmacies dispense, over the whole catalog: for every ingredient name
// (as written and without salt words: "metformin hydrochloride", "metformin"), every ingredient of a combination,
// every combination by its molecules in both word orders ("amlodipine benazepril", "benazepril amlodipine") and
// every brand name, the first answers of findMedications against each answer's fills a year (Medicaid prescriptions
// of its NDCs, national scale; where Medicaid counts none, Part D claims of its trade name: part-d-claims.ts). Read by
// scripts/measure-search-order.ts (prisma/seed/README.md, nineteenth pass, search).
import type { CatalogMedication } from "../catalog-types";
import { findMedications, type SearchCatalog } from "./find-medications";
import { familyFills } from "./in-order-of-fills";
import { normalizeSearchText } from "./normalize-search-text";
import { withoutSearchSaltWords } from "./salt-words";

export type OrderGroup = "ingredient" | "combination" | "brand";
export type QueryOrder = {
  query: string;
  group: OrderGroup;
  answers: { name: string; fills: number }[]; // the first answers (up to DEPTH), with their fills a year
  named: boolean; // the first answer is named as typed
  firstIsMost: boolean; // the first answer is the one filled most (a brand typed: the brand itself)
  top3: boolean; // the first three answers are the three filled most, in any order
  top5: boolean; // the first five answers are the five filled most, in any order
  rho: number; // Spearman's rank correlation of position against fills over the answers (after one named as typed)
};

const DEPTH = 10;

export function queriesOf(medications: readonly CatalogMedication[]): Map<string, OrderGroup> {
  const queries = new Map<string, OrderGroup>();
  for (const m of medications) {
    for (const ingredient of m.generic.split(" / ")) {
      const written = normalizeSearchText(ingredient);
      for (const q of [written, withoutSearchSaltWords(written)])
        if (q && !queries.has(q)) queries.set(q, "ingredient");
    }
  }
  for (const m of medications) {
    const molecules = m.generic.split(" / ").map((i) => withoutSearchSaltWords(normalizeSearchText(i)));
    if (molecules.length < 2 || molecules.some((w) => !w)) continue;
    for (const q of [molecules.join(" "), [...molecules].reverse().join(" ")])
      if (!queries.has(q)) queries.set(q, "combination");
  }
  for (const m of medications) if (m.isBrand) queries.set(normalizeSearchText(m.name), "brand");
  return queries;
}

/**
 * `fillsOf`: a medication's own fills a year. A generic answer counts its brands' and branded generics' too where it
 * sells their strength and form (familyFills: a pharmacy fills a brand's prescription with the generic: "rivaroxaban"
 * is Xarelto's fills; generic insulin glargine, only the 300 units/mL pen, is not Lantus'). Only the answers that
 * hold what was typed are compared: for an ingredient, the products whose name or ingredients (with or without salt
 * words) hold it as whole words ("glycerin" is not nitroglycerin); for a brand, every answer. The first answer is
 * right when it is named as typed (a brand, "caffeine", "hydrocortisone acetate": the patient's own word) or the one
 * filled most.
 */
export function measureSearchOrder(
  catalog: SearchCatalog<CatalogMedication>,
  fillsOf: (m: CatalogMedication) => number,
  find: typeof findMedications = findMedications,
): QueryOrder[] {
  const pooled = (m: CatalogMedication) => familyFills(m, catalog.versions, fillsOf);
  const measured: QueryOrder[] = [];
  for (const [query, group] of queriesOf([...catalog.bySlug.values()])) {
    const found = find(catalog, query, DEPTH)
      .results.map((r) => r.medication)
      .filter((m) => group === "brand" || (group === "combination" ? holdsAll(m, query) : holds(m, query)));
    const answers = found.map((m) => ({ name: m.name, fills: pooled(m) }));
    // Only where the order says something: two answers or more, one of them filled.
    if (answers.length < 2 || answers.every((a) => a.fills === 0)) continue;
    const most = Math.max(...answers.map((a) => a.fills));
    const named = normalizeSearchText(found[0]!.name) === query;
    const rest = named ? answers.slice(1) : answers;
    const byFills = [...rest].sort((a, b) => b.fills - a.fills);
    const floorOf = (n: number) => byFills.slice(0, n).at(-1)!.fills;
    measured.push({
      query,
      group,
      answers,
      named,
      firstIsMost: named || answers[0]!.fills === most,
      top3: rest.slice(0, 3).every((a) => a.fills >= floorOf(3)),
      top5: rest.slice(0, 5).every((a) => a.fills >= floorOf(5)),
      rho: spearman(rest.map((a) => a.fills)),
    });
  }
  return measured;
}

const words = (s: string) => ` ${s} `;
function holds(m: CatalogMedication, query: string): boolean {
  const q = words(query);
  if (words(normalizeSearchText(m.name)).includes(q)) return true;
  return m.generic.split(" / ").some((i) => {
    const written = normalizeSearchText(i);
    return words(written).includes(q) || words(withoutSearchSaltWords(written)).includes(q);
  });
}

// A combination's molecules typed: the answers holding each of them (more ingredients too: "amlodipine valsartan" is
// also amlodipine / hydrochlorothiazide / valsartan).
function holdsAll(m: CatalogMedication, query: string): boolean {
  const own = ` ${m.generic
    .split(" / ")
    .map((i) => withoutSearchSaltWords(normalizeSearchText(i)))
    .join(" ")} `;
  return m.generic.includes(" / ") && query.split(" ").every((w) => own.includes(` ${w} `));
}

// Spearman's rho of the answers' positions against their fills (ties at their mean rank): 1 when ordered by fills.
function spearman(fills: readonly number[]): number {
  const n = fills.length;
  if (n < 2) return 1;
  const order = fills.map((f, i) => ({ f, i })).sort((a, b) => b.f - a.f);
  const rank = new Array<number>(n);
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && order[j + 1]!.f === order[i]!.f) j++;
    for (let k = i; k <= j; k++) rank[order[k]!.i] = (i + j) / 2;
    i = j + 1;
  }
  const mean = (n - 1) / 2;
  let cov = 0;
  let vp = 0;
  let vr = 0;
  for (let i = 0; i < n; i++) {
    cov += (i - mean) * (rank[i]! - mean);
    vp += (i - mean) ** 2;
    vr += (rank[i]! - mean) ** 2;
  }
  return vr === 0 ? 1 : cov / Math.sqrt(vp * vr);
}
