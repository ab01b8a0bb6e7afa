// The most searched medications of the last 30 days, across all partners; none when nobody has searched.
import { db } from "../db";
import type { Locale } from "../locale";
import { getCatalog } from "./catalog-index";
import { flushSearches } from "./record-search";

const WINDOW_DAYS = 30;
const CACHE_MS = 5_000;
let cached: { at: number; slugs: string[] } | undefined;

export async function listPopularMedications({ locale, limit }: { locale: Locale; limit: number }) {
  const catalog = await getCatalog();
  const slugs = (await popularSlugs()).filter((slug) => catalog.bySlug.has(slug)).slice(0, limit);
  return { results: slugs.map((slug) => catalog.response(slug, locale)!) };
}

async function popularSlugs(): Promise<string[]> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.slugs;
  await flushSearches();
  const since = new Date(Date.now() - WINDOW_DAYS * 24 * 3600 * 1000);
  const rows = await db.searchEvent.groupBy({
    by: ["slug"],
    where: { createdAt: { gte: since } },
    _count: { slug: true },
    orderBy: [{ _count: { slug: "desc" } }, { slug: "asc" }],
    take: 20,
  });
  cached = { at: Date.now(), slugs: rows.map((r) => r.slug) };
  return cached.slugs;
}
