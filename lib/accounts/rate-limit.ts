// Per-key request rates, held across every server process on the database: an account whose settings carry
// `rateLimit` has each of its keys' requests taken from a bucket shared through the database (rate-bucket.ts). A
// process leases a tenth of a second's worth of requests at a time and spends them locally, and once the shared
// bucket is empty it refuses locally until a request would fit again, so neither admitted nor refused requests write
// one by one. Leased requests unspent after LEASE_MS lapse (they were counted: the key loses them, the limit holds).
// Every answer to a limited key carries the IETF draft's RateLimit-Limit / -Remaining / -Reset; a 429 also Retry-After.
import { log } from "../platform/log";
import { retryLater } from "../platform/errors";
import { bucketShape, leaseFromDatabase, memoryBuckets, type BucketShape, type LeaseRequests } from "./rate-bucket";
import type { RateLimitSettings } from "./schemas";

export const LEASE_MS = 500;
export const LEASE_SHARE_MS = 100; // a lease asks for this long's worth of requests
const MAX_TRIES = 16; // leases a request may wait for while others take what each grants

export type RateDecision = { allowed: boolean; headers: Record<string, string>; retryAfterSeconds: number };

type KeyState = {
  tokens: number; // leased, not yet spent
  expiresAt: number;
  tat: number; // the shared bucket's theoretical arrival time as of the last lease
  refusedUntil: number;
  waiting: number; // requests of this process waiting for a lease: the next one asks for all of them
  leasing?: Promise<void>;
};

export function rateLimiter({
  lease = leaseFromDatabase,
  now = Date.now,
}: { lease?: LeaseRequests; now?: () => number } = {}) {
  const keys = new Map<string, KeyState>();
  const fallback = memoryBuckets();

  async function renew(keyHash: string, state: KeyState, shape: BucketShape): Promise<void> {
    const share = Math.min(shape.capacity, Math.max(1, Math.ceil(LEASE_SHARE_MS / shape.intervalMs)));
    const want = Math.min(shape.capacity, Math.max(share, state.waiting));
    const t = now();
    let granted: { granted: number; tat: number };
    try {
      granted = await lease(keyHash, want, shape, t);
    } catch (error) {
      // The database is unreachable: this process limits the key on its own until it is back.
      log.warn("rate_limit_fallback", { error: error instanceof Error ? error.name : typeof error });
      granted = await fallback(keyHash, want, shape, t);
    }
    state.tokens = granted.granted;
    state.expiresAt = t + LEASE_MS;
    state.tat = granted.tat;
    // Empty: refused here until a whole lease fits again (tat within capacity - want intervals of now), so a saturated
    // key costs each process at most one refused lease per LEASE_SHARE_MS, beside one granting lease per `want` requests.
    if (granted.granted === 0) state.refusedUntil = granted.tat - (shape.capacity - share) * shape.intervalMs;
  }

  // Takes one request of the key: allowed or not, with the headers of its answer.
  return async function take(keyHash: string, settings: RateLimitSettings): Promise<RateDecision> {
    if (settings.requestsPerSecond === null) return { allowed: true, headers: {}, retryAfterSeconds: 0 };
    const shape = bucketShape(settings);
    let state = keys.get(keyHash);
    if (!state) keys.set(keyHash, (state = { tokens: 0, expiresAt: 0, tat: 0, refusedUntil: 0, waiting: 0 }));
    state.waiting++;
    try {
      for (let tries = 0; tries < MAX_TRIES; tries++) {
        const t = now();
        if (state.tokens > 0 && state.expiresAt > t) {
          state.tokens -= 1;
          return decision(true, state, shape, t);
        }
        if (state.refusedUntil > t) break;
        state.leasing ??= renew(keyHash, state, shape).finally(() => (state.leasing = undefined));
        await state.leasing;
      }
      return decision(false, state, shape, now());
    } finally {
      state.waiting--;
    }
  };
}

function decision(allowed: boolean, state: KeyState, { capacity, intervalMs }: BucketShape, t: number): RateDecision {
  const ahead = Math.max(0, state.tat - t); // how far the shared bucket is from full
  const shared = Math.max(0, Math.floor(capacity - ahead / intervalMs + 1e-9));
  const remaining = allowed ? Math.min(capacity, state.tokens + shared) : 0;
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((state.refusedUntil - t) / 1000));
  const headers: Record<string, string> = {
    "ratelimit-limit": String(capacity),
    "ratelimit-remaining": String(remaining),
    "ratelimit-reset": String(Math.ceil(ahead / 1000)),
  };
  if (!allowed) headers["retry-after"] = String(retryAfterSeconds);
  return { allowed, headers, retryAfterSeconds };
}

const takeRequest = rateLimiter();

// The headers for the key's answer; throws the 429 (carrying them) when the key is over its rate.
export async function limitRate(keyHash: string, settings: RateLimitSettings): Promise<Record<string, string>> {
  const { allowed, headers, retryAfterSeconds } = await takeRequest(keyHash, settings);
  if (allowed) return headers;
  const rate = settings.requestsPerSecond;
  const error = retryLater(
    "rate_limited",
    `Too many requests: this key may make ${rate} per second.`,
    retryAfterSeconds,
  );
  error.headers = headers;
  throw error;
}
