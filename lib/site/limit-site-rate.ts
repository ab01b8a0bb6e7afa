// Request rates of the site's own routes (app/(site)/api) per client address: a token bucket per route and address,
// kept in this server process. The site has no API key to count by, so the client's address is the key: the socket's
// peer, or behind a proxy named in TRUST_PROXY the address it forwards (lib/platform/client-peer.ts). Generous enough
// for a household or an office behind one address; a script minting cards or pricing in bulk gets 429 with
// Retry-After.
import { retryLater } from "../platform/errors";
import { LruCache } from "../platform/lru-cache";

export type SiteRate = { perSecond: number; burst: number };

// Type-ahead, prices, stores, exports: a page makes a few per second while someone types or scrolls.
export const SITE_RATE: SiteRate = { perSecond: 20, burst: 100 };
// A new card: a browser keeps its card, so one address needs a few, not one every second.
export const CARD_ISSUE_RATE: SiteRate = { perSecond: 0.5, burst: 30 };

type Bucket = { tokens: number; at: number };

export function siteRateLimiter(now: () => number = () => performance.now()) {
  // Idle buckets are full again after burst / perSecond seconds (200 s at most): forgetting them then changes nothing.
  const buckets = new LruCache<Bucket>({ maxEntries: 100_000, ttlMs: 300_000, now });
  // Takes one request: 0 when it may go, else the whole seconds until it could.
  return function take(key: string, { perSecond, burst }: SiteRate): number {
    const t = now();
    const bucket = buckets.get(key) ?? { tokens: burst, at: t };
    bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
    bucket.at = t;
    buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  };
}

const take = siteRateLimiter();

export function limitSiteRate(route: string, address: string, rate: SiteRate): void {
  const wait = take(`${route} ${address}`, rate);
  if (wait > 0) throw retryLater("rate_limited", "Too many requests: try again in a moment.", wait);
}
