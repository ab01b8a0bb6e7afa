// The most searched medications of the last 30 days (UTC days, today included), across all partners; none when
// nobody has searched. Only searches of the search query endpoint count (spec 4.1): the site's, whose searches go
// through its own route, never do (the home page lists what partners' patients search).
import { keepJsonText } from "../platform/kept-json-text";
import { log } from "../platform/log";
import { readRows } from "../platform/read-rows";
import type { Locale } from "../vocabulary/locale";
import { getCatalog, type Catalog, type MedicationResponse } from "./catalog-index";
import { flushSearches, searchDay, takeEarliestDayWritten } from "./record-search";

const WINDOW_DAYS = 30;
const CACHE_MS = 5_000;
const LIMIT = 20; // the most a request may ask for (popularContract) and more: a slug no longer in the catalog is skipped
let cached: { at: number; slugs: string[] } | undefined;
let refreshing: Promise<string[]> | undefined;

export async function listPopularMedications({ locale, limit }: { locale: Locale; limit: number }) {
  const catalog = await getCatalog();
  const slugs = await popularSlugs();
  if (kept?.slugs !== slugs || kept.catalog !== catalog) kept = { slugs, catalog, lists: new Map() };
  const key = `${locale} ${limit}`;
  let results = kept.lists.get(key);
  if (!results) {
    const listed = slugs.filter((slug) => catalog.bySlug.has(slug)).slice(0, limit);
    results = keepJsonText(listed.map((slug) => catalog.response(slug, locale)!));
    kept.lists.set(key, results);
  }
  return { results };
}

// The lists answered since the slugs were last counted (at most every 5 s), by locale and limit: one frozen array each,
// whose JSON text is written once (kept-json-text.ts) instead of joined from its medications' texts in every answer.
// Popular's answers are the largest of the reads (10 kB on average): each answer's join was 10-20 kB of garbage, and
// its windows ran three times the scavenges of attributes' (scripts/bench/HISTORY.md, "Twenty-ninth session").
let kept: { slugs: string[]; catalog: Catalog; lists: Map<string, MedicationResponse[]> } | undefined;

// Requests that find the answer expired share one count, and answer the last list while it runs: only a process's first
// request waits for the database. A slow count (a lock, a full pool, a PostgreSQL server under load) then delays no
// answer, and a failed one keeps the last list (the next expired request tries again); the first request's count
// fails as the request.
function popularSlugs(): Promise<string[]> {
  const last = cached;
  if (last && Date.now() - last.at < CACHE_MS) return Promise.resolve(last.slugs);
  if (!refreshing) {
    refreshing = countSearches().finally(() => (refreshing = undefined));
    if (last) {
      refreshing.catch((error: unknown) =>
        log.warn("popular-not-counted", { error: error instanceof Error ? error.name : typeof error }),
      );
    }
  }
  return last ? Promise.resolve(last.slugs) : refreshing;
}

// Straight through the driver (lib/platform/read-rows.ts): through Prisma the query took 3.5-6 ms of the event loop's
// CPU each time (its query compiler and the better-sqlite3 adapter, synchronous), every 5 s in every process.
// The days before today change no more: their totals are read once a day (and again after this process writes searches
// of an earlier day: a flush just after midnight, or the first minute of the day, when the other processes' last
// flushes of the day before may still land) and kept; every 5 s only today's rows are read, at most one per medication. One query over the whole window
// took 20-30 ms of CPU at 30 days of the whole catalog searched (60,180 rows), on SQLite on the event loop.
// `since` and `today` are days this module formats (YYYY-MM-DD), never a caller's text.
// `top`: the LIMIT slugs the earlier days rank first. A slug not searched today keeps its earlier total, so the top of
// the window is among those and today's: the rest of the earlier days' slugs need no sorting every 5 s.
let earlier: { today: string; settled: boolean; totals: Map<string, number>; top: string[] } | undefined;
const byCount = ([a, x]: [string, number], [b, y]: [string, number]) => y - x || (a < b ? -1 : a > b ? 1 : 0);
const SETTLED_AFTER_MS = 60_000; // into the day: every process has flushed the day before (they flush every second)

async function countSearches(): Promise<string[]> {
  await flushSearches();
  const now = Date.now();
  const today = searchDay(new Date(now));
  const settled = now - Date.parse(today) >= SETTLED_AFTER_MS;
  const written = takeEarliestDayWritten();
  if (earlier?.today !== today || !earlier.settled || (written !== undefined && written < today)) {
    const since = searchDay(new Date(now - (WINDOW_DAYS - 1) * 24 * 3600 * 1000));
    const rows = await readRows<{ slug: string; total: number }>(
      `SELECT "slug", SUM("count") AS "total" FROM "SearchCount" WHERE "day" >= '${since}' AND "day" < '${today}'
       GROUP BY "slug"`,
    );
    const totals = new Map(rows.map((r) => [r.slug, Number(r.total)]));
    const top = [...totals].sort(byCount).slice(0, LIMIT);
    earlier = { today, settled, totals, top: top.map(([slug]) => slug) };
  }
  const todays = await readRows<{ slug: string; count: number }>(
    `SELECT "slug", "count" FROM "SearchCount" WHERE "day" = '${today}'`,
  );
  const slugs = rankPopular(earlier, todays, LIMIT);
  cached = { at: Date.now(), slugs };
  return slugs;
}

// The window's first `limit` slugs, most searched first (then by slug), from the earlier days' totals and their first
// `limit` (`top`), and today's counts.
export function rankPopular(
  earlier: { totals: Map<string, number>; top: string[] },
  todays: { slug: string; count: number }[],
  limit: number,
): string[] {
  const totals = new Map(earlier.top.map((slug) => [slug, earlier.totals.get(slug)!]));
  for (const { slug, count } of todays) totals.set(slug, (earlier.totals.get(slug) ?? 0) + Number(count));
  return [...totals]
    .sort(byCount)
    .slice(0, limit)
    .map(([slug]) => slug);
}
