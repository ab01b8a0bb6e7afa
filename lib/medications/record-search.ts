// Counts searches for the popular endpoint: the best match of each search, written in batches off the hot path.
import { db } from "../db";
import { log } from "../log";

const FLUSH_EVERY_MS = 1_000;
let pending: { slug: string; createdAt: Date }[] = [];
let timer: NodeJS.Timeout | undefined;

export function recordSearch(slug: string): void {
  pending.push({ slug, createdAt: new Date() });
  timer ??= setTimeout(() => void flushSearches(), FLUSH_EVERY_MS);
}

export async function flushSearches(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = pending;
  pending = [];
  if (batch.length === 0) return;
  try {
    await db.searchEvent.createMany({ data: batch });
  } catch (error) {
    log.warn("search-events-lost", { count: batch.length, error: error instanceof Error ? error.name : "unknown" });
  }
}
