// Per-key request rates: a token bucket per API key of an account whose settings carry `rateLimit`, kept in this
// server process (two processes each allow the rate: the limit protects a process, and costs no shared write).
// Above the rate the API answers 429 with Retry-After.
import { retryLater } from "../errors";
import type { RateLimitSettings } from "./schemas";

type Bucket = { tokens: number; at: number };

export function rateLimiter(now: () => number = () => performance.now()) {
  const buckets = new Map<string, Bucket>();
  // Takes one request from the key's bucket: 0 when it may go, else the whole seconds until it could.
  return function take(keyHash: string, { requestsPerSecond, burst }: RateLimitSettings): number {
    if (requestsPerSecond === null) return 0;
    const capacity = burst ?? Math.max(1, Math.ceil(requestsPerSecond));
    const t = now();
    const bucket = buckets.get(keyHash) ?? { tokens: capacity, at: t };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((t - bucket.at) / 1000) * requestsPerSecond);
    bucket.at = t;
    buckets.set(keyHash, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / requestsPerSecond));
  };
}

const takeRequest = rateLimiter();

export function limitRate(keyHash: string, settings: RateLimitSettings): void {
  const wait = takeRequest(keyHash, settings);
  if (wait > 0) {
    const rate = settings.requestsPerSecond;
    throw retryLater("rate_limited", `Too many requests: this key may make ${rate} per second.`, wait);
  }
}
