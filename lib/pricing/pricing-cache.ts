// Pricing answers, memoized in an LRU: up to 2,000 answers for 10 minutes, keyed by everything that changes the
// answer and by the account asking (the caller passes it): an account's hits come from its own requests only, so
// `metadata.cache` never tells one partner what another priced. Emptied whenever a read model it was computed from is rebuilt (an import), so it
// never serves prices of replaced data. `metadata.cache` tells the caller whether the answer came from here.
// An answer is kept as its JSON text, one string, and parsed again on a hit: most answers are never asked again (50
// NPIs in any order), live long enough to reach the old generation, and as object graphs (a few hundred objects for
// 50 stores) each full GC had to mark every one of them; a string is marked in one step and holds a third of the bytes.
import { LruCache } from "../platform/lru-cache";

export const PRICING_CACHE = { maxEntries: 2_000, ttlMs: 10 * 60_000 } as const;

const answers = new LruCache<string>(PRICING_CACHE);
let sources: readonly object[] = [];

export function cachedPricing<T>({
  key,
  dataSources,
  compute,
  cacheable = () => true,
}: {
  key: readonly unknown[];
  dataSources: readonly object[]; // the read models the answer is computed from, compared by identity
  compute: () => T;
  cacheable?: (value: T) => boolean;
}): { value: T; cache: boolean } {
  if (dataSources.length !== sources.length || dataSources.some((source, i) => source !== sources[i])) {
    answers.clear();
    sources = dataSources;
  }
  const text = JSON.stringify(key);
  const hit = answers.get(text);
  if (hit !== undefined) return { value: JSON.parse(hit) as T, cache: true };
  const value = compute();
  if (cacheable(value)) answers.set(text, JSON.stringify(value));
  return { value, cache: false };
}
