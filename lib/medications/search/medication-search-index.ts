// The in-memory type-ahead index over brand and generic names: exact, then prefix, then word prefix, then
// substring, then typo matches, each tier ordered by popularity. It is rebuilt when the catalog changes.
import { distance } from "fastest-levenshtein";

export type SearchEntry = { slug: string; name: string; isBrand: boolean; popularity: number };

type Indexed = SearchEntry & { key: string; words: string[] };

const CACHE_SIZE = 5_000;

export enum MatchTier {
  Exact = 0,
  Prefix = 1,
  WordPrefix = 2,
  Substring = 3,
  Typo = 4,
}

export function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

// Edits tolerated for a query of this length: none under 4 letters, 1 up to 6, 2 beyond.
export function typoAllowance(length: number): number {
  return length < 4 ? 0 : length <= 6 ? 1 : 2;
}

// The fewest edits turning the query into a word or the start of one (a patient types the beginning of a name).
// Lengths bound the distance from below, so most words are ruled out without computing it.
function typoDistance(query: string, word: string, allowance: number): number {
  if (word.length < query.length - allowance) return Infinity;
  let best = Math.abs(word.length - query.length) <= allowance ? distance(query, word) : Infinity;
  for (let len = Math.max(1, query.length - 1); len <= Math.min(word.length - 1, query.length + 1); len++) {
    best = Math.min(best, distance(query, word.slice(0, len)));
  }
  return best;
}

export class MedicationSearchIndex {
  private readonly entries: Indexed[];
  // Type-ahead repeats itself (every patient types "a", "at", "ato"): answers are cached per query and limit.
  private readonly cache = new Map<string, SearchEntry[]>();

  constructor(entries: SearchEntry[]) {
    this.entries = entries.map((e) => {
      const key = normalizeName(e.name);
      return { ...e, key, words: key.split(" ") };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  search(query: string, limit: number): SearchEntry[] {
    const q = normalizeName(query);
    if (!q) return [];
    const key = `${limit}:${q}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const results = this.rank(q, limit);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, results);
    return results;
  }

  private rank(q: string, limit: number): SearchEntry[] {
    const hits: { entry: Indexed; tier: MatchTier; edits: number }[] = [];
    for (const entry of this.entries) {
      const tier = this.tierOf(entry, q);
      if (tier !== null) hits.push({ entry, tier, edits: 0 });
    }
    // Typo matches rank below every other match: look for them only when the others leave room.
    const allowance = typoAllowance(q.replace(/ /g, "").length);
    if (hits.length < limit && allowance > 0) {
      const matched = new Set(hits.map((h) => h.entry));
      for (const entry of this.entries) {
        if (matched.has(entry)) continue;
        let edits = typoDistance(q, entry.key, allowance);
        for (const word of entry.words) if (edits > 0) edits = Math.min(edits, typoDistance(q, word, allowance));
        if (edits <= allowance) hits.push({ entry, tier: MatchTier.Typo, edits });
      }
    }
    hits.sort(
      (a, b) =>
        a.tier - b.tier ||
        a.edits - b.edits ||
        // Among typo matches, the name closest in length to what was typed is the one meant.
        (a.tier === MatchTier.Typo
          ? Math.abs(a.entry.key.length - q.length) - Math.abs(b.entry.key.length - q.length)
          : 0) ||
        b.entry.popularity - a.entry.popularity ||
        a.entry.key.length - b.entry.key.length ||
        a.entry.key.localeCompare(b.entry.key),
    );
    return hits.slice(0, limit).map(({ entry }) => ({
      slug: entry.slug,
      name: entry.name,
      isBrand: entry.isBrand,
      popularity: entry.popularity,
    }));
  }

  private tierOf(entry: Indexed, q: string): MatchTier | null {
    if (entry.key === q) return MatchTier.Exact;
    if (entry.key.startsWith(q)) return MatchTier.Prefix;
    if (entry.key.includes(` ${q}`)) return MatchTier.WordPrefix;
    if (q.length >= 3 && entry.key.includes(q)) return MatchTier.Substring;
    return null;
  }
}
