// The most searched medications of the last 30 days (UTC days, today included), across all partners; none when
// nobody has searched.
import { db } from "../db";
import type { Locale } from "../vocabulary/locale";
import { getCatalog } from "./catalog-index";
import { flushSearches, searchDay } from "./record-search";

const WINDOW_DAYS = 30;
const CACHE_MS = 5_000;
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

async function countSearches(): Promise<string[]> {
  await flushSearches();
  const since = searchDay(new Date(Date.now() - (WINDOW_DAYS - 1) * 24 * 3600 * 1000));
  const rows = await db.searchCount.groupBy({
    by: ["slug"],
    where: { day: { gte: since } },
    _sum: { count: true },
    orderBy: [{ _sum: { count: "desc" } }, { slug: "asc" }],
    take: 20,
  });
  cached = { at: Date.now(), slugs: rows.map((r) => r.slug) };
  return cached.slugs;
}
