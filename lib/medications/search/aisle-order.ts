// The over-the-counter aisle names several medications carry ("acid reducer": famotidine, omeprazole, esomeprazole,
// lansoprazole), each with its medications, the one whose NDCs the NADAC file describes with the name most first
// (prisma/seed/README.md, "Nineteenth pass: the names on an over-the-counter package — search"). Written with the
// catalog seed by scripts/derive-catalog-seed.ts (import/aisle-names.ts aisleOrderOf); find-medications.ts lists
// them so when the name typed is one, before a strength or form chooses among them.
import AISLE_ORDER from "./aisle-order.json";
import PACKAGE_WORDS from "./package-words.json";

export const AISLE_ORDER_PATH = "lib/medications/search/aisle-order.json";
export const PACKAGE_WORDS_PATH = "lib/medications/search/package-words.json";

const ORDER: Readonly<Record<string, readonly string[]>> = AISLE_ORDER;

// The medications listed, those an aisle name `name` (normalized) is written for in the file's order, from where the
// first of them stood; the others as they were.
export function inAisleOrder<M extends { slug: string }>(listed: readonly M[], name: string): M[] {
  const order = Object.hasOwn(ORDER, name) ? ORDER[name]! : null;
  if (order === null) return [...listed];
  const rank = new Map(order.map((slug, i) => [slug, i]));
  const carried = listed.filter((m) => rank.has(m.slug)).sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!);
  if (carried.length < 2) return [...listed];
  const at = listed.findIndex((m) => rank.has(m.slug));
  const others = listed.filter((m) => !rank.has(m.slug));
  return [...others.slice(0, at), ...carried, ...others.slice(at)];
}

// The query without the NADAC file's words for a package's make at its end ("nighttime cold-flu softgel", "acetaminophen
// pm gelcap": package-words.json, import/aisle-names.ts packageWordsOf), the form words among them kept; null when it
// ends in none. find-medications.ts reads it only when nothing is found as typed, and keeps what it finds only where
// the rest names the medication whole.
const MAKE = new Set<string>(PACKAGE_WORDS);
export function withoutPackageWords(query: string): string | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let end = words.length;
  while (end > 1 && MAKE.has(words[end - 1]!)) end--;
  return end === words.length ? null : words.slice(0, end).join(" ");
}
