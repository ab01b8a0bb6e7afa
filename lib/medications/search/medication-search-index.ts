// The in-memory type-ahead index over brand and generic names: exact, then prefix, then word prefix, then
// substring, then typo matches, each tier ordered by popularity. It is rebuilt when the catalog changes.
import { LruCache } from "../../lru-cache";

export type SearchEntry = { slug: string; name: string; isBrand: boolean; popularity: number };

// `terms`: the name's words and whole key, as indexes into the index's list of distinct terms, which typos are
// measured against once per query.
type Indexed = { entry: SearchEntry; key: string; terms: number[] };

// Distinct queries are few (prefixes of 1,850 names, and their typos): most answers come from here.
const CACHE_SIZE = 20_000;

export enum MatchTier {
  Exact = 0,
  Prefix = 1,
  WordPrefix = 2,
  Substring = 3,
  Typo = 4,
}

export function normalizeSearchText(text: string): string {
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

// The fewest edits turning the query into the start of a word (a patient types the beginning of a name), if it is
// at most `allowance`, else Infinity: the edit distance table of query against word, kept to the diagonal band of
// width `allowance` (a cheaper path cannot leave it) and abandoned as soon as a whole row exceeds the allowance, so
// most words cost a few cells.
export function prefixEditDistance(query: string, word: string, allowance: number, rows = new Int32Array(0)): number {
  const m = query.length;
  const n = Math.min(word.length, m + allowance);
  if (n < m - allowance) return Infinity;
  const width = n + 1;
  const table = rows.length >= 2 * width ? rows : new Int32Array(2 * width);
  let prev = 0;
  let cur = width;
  for (let j = 0; j <= n; j++) table[prev + j] = j;
  for (let i = 1; i <= m; i++) {
    const from = Math.max(1, i - allowance);
    const to = Math.min(n, i + allowance);
    table[cur] = i;
    if (from > 1) table[cur + from - 1] = allowance + 1;
    let rowMin = from === 1 ? i : allowance + 1;
    const q = query.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const substitute = table[prev + j - 1]! + (q === word.charCodeAt(j - 1) ? 0 : 1);
      const remove = j <= i - 1 + allowance ? table[prev + j]! + 1 : allowance + 1;
      const insert = table[cur + j - 1]! + 1;
      const cell = Math.min(substitute, remove, insert);
      table[cur + j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (to < n) table[cur + to + 1] = allowance + 1;
    if (rowMin > allowance) return Infinity;
    [prev, cur] = [cur, prev];
  }
  let best = Infinity;
  for (let j = Math.max(0, m - allowance); j <= n; j++) best = Math.min(best, table[prev + j]!);
  return best <= allowance ? best : Infinity;
}

export class MedicationSearchIndex {
  private readonly entries: Indexed[];
  private readonly terms: string[] = [];
  private readonly rows = new Int32Array(256);
  // Type-ahead repeats itself (every patient types "a", "at", "ato"): answers are cached per query and limit; the
  // whole index (and its cache) is replaced when the catalog changes.
  private readonly cache = new LruCache<SearchEntry[]>({ maxEntries: CACHE_SIZE, ttlMs: Number.POSITIVE_INFINITY });

  constructor(entries: SearchEntry[]) {
    const termIds = new Map<string, number>();
    const termId = (term: string) => {
      let id = termIds.get(term);
      if (id === undefined) {
        id = this.terms.push(term) - 1;
        termIds.set(term, id);
      }
      return id;
    };
    this.entries = entries.map((entry) => {
      const key = normalizeSearchText(entry.name);
      const terms = [...new Set([key, ...key.split(" ")])].map(termId);
      return { entry: { ...entry }, key, terms };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  search(query: string, limit: number): SearchEntry[] {
    const q = normalizeSearchText(query);
    if (!q) return [];
    const key = `${limit}:${q}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const results = this.rank(q, limit);
    this.cache.set(key, results);
    return results;
  }

  private rank(q: string, limit: number): SearchEntry[] {
    const hits: { indexed: Indexed; tier: MatchTier; edits: number }[] = [];
    const wordStart = ` ${q}`;
    for (const indexed of this.entries) {
      const tier = tierOf(indexed, q, wordStart);
      if (tier !== null) hits.push({ indexed, tier, edits: 0 });
    }
    // Typo matches rank below every other match: look for them only when the others leave room.
    const allowance = typoAllowance(q.replace(/ /g, "").length);
    if (hits.length < limit && allowance > 0) {
      const matched = new Set(hits.map((h) => h.indexed));
      const edits = this.terms.map((term) => prefixEditDistance(q, term, allowance, this.rows));
      for (const indexed of this.entries) {
        if (matched.has(indexed)) continue;
        const best = Math.min(...indexed.terms.map((t) => edits[t]!));
        if (best <= allowance) hits.push({ indexed, tier: MatchTier.Typo, edits: best });
      }
    }
    hits.sort(
      (a, b) =>
        a.tier - b.tier ||
        a.edits - b.edits ||
        // Among typo matches, the name closest in length to what was typed is the one meant.
        (a.tier === MatchTier.Typo
          ? Math.abs(a.indexed.key.length - q.length) - Math.abs(b.indexed.key.length - q.length)
          : 0) ||
        b.indexed.entry.popularity - a.indexed.entry.popularity ||
        a.indexed.key.length - b.indexed.key.length ||
        a.indexed.key.localeCompare(b.indexed.key),
    );
    return hits.slice(0, limit).map((h) => h.indexed.entry);
  }
}

function tierOf({ key }: Indexed, q: string, wordStart: string): MatchTier | null {
  if (key === q) return MatchTier.Exact;
  if (key.startsWith(q)) return MatchTier.Prefix;
  if (key.includes(wordStart)) return MatchTier.WordPrefix;
  if (q.length >= 3 && key.includes(q)) return MatchTier.Substring;
  return null;
}
