// Pricing answers, memoized: up to 2,000 answers (and 16 MB of them) for 10 minutes, keyed by everything that changes the
// answer and by the account asking (the caller passes it): an account's hits come from its own requests only, so
// `metadata.cache` never tells one partner what another priced. Emptied whenever a read model it was computed from is rebuilt (an import), so it
// never serves prices of replaced data. `metadata.cache` tells the caller whether the answer came from here.
// An answer is kept as its JSON text outside the V8 heap (lib/platform/text-ring-cache.ts) and parsed again on a hit:
// most answers are never asked again (50 NPIs in any order), and kept on the heap, as objects or as one string each,
// every one of them lived long enough to reach the old generation and died there, which made the full GCs of the
// 50-NPI pricing path (scripts/bench/HISTORY.md, ninth session).
import { TextRingCache } from "../platform/text-ring-cache";

export const PRICING_CACHE = { maxEntries: 2_000, bytes: 16 * 2 ** 20, ttlMs: 10 * 60_000 } as const;

const answers = new TextRingCache(PRICING_CACHE);
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
