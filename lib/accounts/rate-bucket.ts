// The request-rate bucket of one API key, shared by every server process on the database: GCRA (the generic cell rate
// algorithm) keeps one number per key, the theoretical arrival time (tat): the bucket is full when tat <= now, and
// each request moves tat one interval (1/rate) later; a request fits while tat - now stays within the burst. A process
// leases up to `want` requests in one statement (an upsert that grants what fits and moves tat past them), so the
// database sees one write per lease, never one per request, and the sum of all leases never exceeds the rate.
import { databaseProvider } from "../platform/database-url";
import { db } from "../db";
import { env } from "../env";
import type { RateLimitSettings } from "./schemas";

export type BucketShape = { capacity: number; intervalMs: number };
export type Lease = { granted: number; tat: number };
export type LeaseRequests = (keyHash: string, want: number, shape: BucketShape, now: number) => Promise<Lease>;

// A key without a burst takes one second's worth at once (at least one request).
export function bucketShape({ requestsPerSecond, burst }: RateLimitSettings): BucketShape {
  const rate = requestsPerSecond ?? Infinity;
  return { capacity: burst ?? Math.max(1, Math.ceil(rate)), intervalMs: 1000 / rate };
}

// What a lease grants from a bucket at `tat`, as the SQL below computes it (the in-memory stand-in of tests and the
// fallback when the database cannot be reached). The epsilon keeps 2.9999999 from flooring to 2.
export function leaseFrom(tat: number, want: number, { capacity, intervalMs }: BucketShape, now: number): Lease {
  const base = Math.max(tat, now);
  const fits = Math.floor(capacity - (base - now) / intervalMs + 1e-9);
  const granted = Math.min(want, Math.max(0, fits));
  return { granted, tat: base + granted * intervalMs };
}

export function memoryBuckets(): LeaseRequests {
  const tats = new Map<string, number>();
  return async (keyHash, want, shape, now) => {
    const lease = leaseFrom(tats.get(keyHash) ?? now, want, shape, now);
    tats.set(keyHash, lease.tat);
    return lease;
  };
}

// One statement per lease: the row's old tat in every expression of the update, so it is atomic under concurrency.
export const leaseFromDatabase: LeaseRequests = async (keyHash, want, { capacity, intervalMs }, now) => {
  const first = Math.min(want, capacity);
  const rows: { granted: number; tat: number }[] =
    databaseProvider(env().DATABASE_URL) === "postgres"
      ? await db.$queryRaw`
        INSERT INTO "RateLimitBucket" ("keyHash", "tat", "granted")
        VALUES (${keyHash}, ${now}::float8 + ${first}::int * ${intervalMs}::float8, ${first}::int)
        ON CONFLICT ("keyHash") DO UPDATE SET
          "granted" = LEAST(${want}::int, GREATEST(0, FLOOR(${capacity}::float8
            - (GREATEST("RateLimitBucket"."tat", ${now}::float8) - ${now}::float8) / ${intervalMs}::float8 + 1e-9)))::int,
          "tat" = GREATEST("RateLimitBucket"."tat", ${now}::float8) + LEAST(${want}::int, GREATEST(0, FLOOR(${capacity}::float8
            - (GREATEST("RateLimitBucket"."tat", ${now}::float8) - ${now}::float8) / ${intervalMs}::float8 + 1e-9))) * ${intervalMs}::float8
        RETURNING "granted", "tat"`
      : await db.$queryRaw`
        INSERT INTO "RateLimitBucket" ("keyHash", "tat", "granted")
        VALUES (${keyHash}, ${now} + ${first} * ${intervalMs}, ${first})
        ON CONFLICT ("keyHash") DO UPDATE SET
          "granted" = MIN(${want}, MAX(0, CAST(${capacity} - (MAX("tat", ${now}) - ${now}) / ${intervalMs} + 1e-9 AS INTEGER))),
          "tat" = MAX("tat", ${now}) + MIN(${want}, MAX(0, CAST(${capacity} - (MAX("tat", ${now}) - ${now}) / ${intervalMs} + 1e-9 AS INTEGER))) * ${intervalMs}
        RETURNING "granted", "tat"`;
  const row = rows[0]!;
  return { granted: Number(row.granted), tat: Number(row.tat) };
};
