// Counts searches for the popular endpoint: the best match of each search, added to its medication's count of the day
// (UTC) in batches off the hot path, one upsert per batch however many searches it holds.
import { bulkInsert } from "../bulk-insert";
import { db } from "../db";
import { log } from "../log";

const FLUSH_EVERY_MS = 1_000;
let pending = new Map<string, number>(); // "day slug" -> searches
let timer: NodeJS.Timeout | undefined;

export const searchDay = (at: Date) => at.toISOString().slice(0, 10);

export function recordSearch(slug: string, at = new Date()): void {
  const key = `${searchDay(at)} ${slug}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  timer ??= setTimeout(() => void flushSearches(), FLUSH_EVERY_MS);
}

export async function flushSearches(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = pending;
  pending = new Map();
  if (batch.size === 0) return;
  const rows = [...batch].map(([key, count]) => {
    const [day, slug] = key.split(" ") as [string, string];
    return { day, slug, count };
  });
  try {
    // Another server process may add to the same rows at the same time: the increment is one statement, so atomic.
    await bulkInsert(
      db,
      "SearchCount",
      rows,
      undefined,
      `ON CONFLICT ("day", "slug") DO UPDATE SET "count" = "SearchCount"."count" + excluded."count"`,
    );
  } catch (error) {
    const count = rows.reduce((sum, r) => sum + r.count, 0);
    log.warn("search-events-lost", { count, error: error instanceof Error ? error.name : "unknown" });
  }
}
