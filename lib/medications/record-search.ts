// Counts searches for the popular endpoint: the best match of each search, added to its medication's count of the day
// (UTC) in batches off the hot path, one upsert per batch however many searches it holds.
import { bulkInsert, type Executor } from "../platform/bulk-insert";
import { db } from "../db";
import { env } from "../env";
import { databaseProvider, sqliteFilePath } from "../platform/database-url";
import { log } from "../platform/log";
import { sqliteWriteConnection, withWriteLock } from "../platform/sqlite-writer";

const FLUSH_EVERY_MS = 1_000;
// The searches not yet written, one set per process on globalThis: the route handlers run Next.js's bundled copy of
// this module and the server (scripts/serve.ts, which flushes them when it stops) its own.
type Pending = { counts: Map<string, number>; timer?: NodeJS.Timeout; earliestWritten?: string }; // "day slug" -> searches
const PENDING = Symbol.for("rx-discount-card.pending-searches");
const pending = ((globalThis as Record<symbol, unknown>)[PENDING] ??= { counts: new Map() }) as Pending;

export const searchDay = (at: Date) => at.toISOString().slice(0, 10);

export function recordSearch(slug: string, at = new Date()): void {
  const key = `${searchDay(at)} ${slug}`;
  pending.counts.set(key, (pending.counts.get(key) ?? 0) + 1);
  pending.timer ??= setTimeout(() => void flushSearches(), FLUSH_EVERY_MS);
}

export async function flushSearches(): Promise<void> {
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const batch = pending.counts;
  pending.counts = new Map();
  if (batch.size === 0) return;
  const rows = [...batch].map(([key, count]) => {
    const [day, slug] = key.split(" ") as [string, string];
    return { day, slug, count };
  });
  try {
    // Another server process may add to the same rows at the same time: the increment is one statement, so atomic.
    await bulkInsert(searchCountWriter(), "SearchCount", rows, {
      onConflict: `ON CONFLICT ("day", "slug") DO UPDATE SET "count" = "SearchCount"."count" + excluded."count"`,
    });
  } catch (error) {
    const count = rows.reduce((sum, r) => sum + r.count, 0);
    log.warn("search-events-lost", { count, error: error instanceof Error ? error.name : "unknown" });
  }
  for (const { day } of rows)
    if (pending.earliestWritten === undefined || day < pending.earliestWritten) pending.earliestWritten = day;
}

// The earliest day this process has written searches of since the last call (popular keeps the totals of the days
// before today, and reads them again when one of them was written).
export function takeEarliestDayWritten(): string | undefined {
  const day = pending.earliestWritten;
  pending.earliestWritten = undefined;
  return day;
}

// On SQLite through the writer's connection, whose wait for a lock the other server process holds is off the event
// loop (lib/platform/sqlite-writer.ts); Prisma's connection waits in SQLite's busy handler, asleep on the event loop,
// stalling every request of the process for as long as the other one writes or a checkpoint restarts the WAL.
function searchCountWriter(): Executor {
  const url = env().DATABASE_URL;
  if (databaseProvider(url) === "postgres") return db;
  const sqlite = sqliteWriteConnection(sqliteFilePath(url));
  return { $executeRawUnsafe: (query, ...values) => withWriteLock(() => sqlite.prepare(query).run(...values)) };
}
