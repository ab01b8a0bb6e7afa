// The most searched medications of the last 30 days (UTC days, today included), across all partners; none when
// nobody has searched.
import { readRows } from "../platform/read-rows";
import type { Locale } from "../vocabulary/locale";
import { getCatalog } from "./catalog-index";
import { flushSearches, searchDay } from "./record-search";

const WINDOW_DAYS = 30;
const CACHE_MS = 5_000;
const LIMIT = 20; // the most a request may ask for (popularContract) and more: a slug no longer in the catalog is skipped
let cached: { at: number; slugs: string[] } | undefined;
let refreshing: Promise<string[]> | undefined;

export async function listPopularMedications({ locale, limit }: { locale: Locale; limit: number }) {
  const catalog = await getCatalog();
  const slugs = (await popularSlugs()).filter((slug) => catalog.bySlug.has(slug)).slice(0, limit);
  return { results: slugs.map((slug) => catalog.response(slug, locale)!) };
}

// Requests that find the answer expired share one query.
function popularSlugs(): Promise<string[]> {
  if (cached && Date.now() - cached.at < CACHE_MS) return Promise.resolve(cached.slugs);
  refreshing ??= countSearches().finally(() => (refreshing = undefined));
  return refreshing;
}

// Straight through the driver (lib/platform/read-rows.ts): through Prisma the query took 3.5-6 ms of the event loop's
// CPU each time (its query compiler and the better-sqlite3 adapter, synchronous), every 5 s in every process.
// `since` is a day this module formats (YYYY-MM-DD), never a caller's text.
async function countSearches(): Promise<string[]> {
  await flushSearches();
  const since = searchDay(new Date(Date.now() - (WINDOW_DAYS - 1) * 24 * 3600 * 1000));
  const rows = await readRows<{ slug: string }>(
    `SELECT "slug" FROM "SearchCount" WHERE "day" >= '${since}' GROUP BY "slug"
     ORDER BY SUM("count") DESC, "slug" ASC LIMIT ${LIMIT}`,
  );
  cached = { at: Date.now(), slugs: rows.map((r) => r.slug) };
  return cached.slugs;
}
