// One zip geography from two sources: GeoNames first (it names the place), Census ZCTA for the zips it lacks.
import type { ZipRecord } from "../../geo/types";

export function mergeZipSources({
  geonames,
  censusZcta,
}: {
  geonames: readonly ZipRecord[];
  censusZcta: readonly ZipRecord[];
}): ZipRecord[] {
  const byZip = new Map<string, ZipRecord>();
  for (const zip of geonames) if (!byZip.has(zip.zip)) byZip.set(zip.zip, zip);
  for (const zip of censusZcta) if (!byZip.has(zip.zip)) byZip.set(zip.zip, { ...zip, city: null, state: null });
  return [...byZip.values()].sort((a, b) => a.zip.localeCompare(b.zip));
}

// A zip known only to the Census file takes the city and state its stores' addresses give, the most of them (Puerto
// Rico, Guam, the Virgin Islands and the Northern Marianas, which GeoNames' US file leaves out): the site then names
// the place and says the time in its zone, and eligibility finds the state of an address given by its zip alone.
export function nameZipsByStores(
  zips: readonly ZipRecord[],
  stores: readonly { zip: string; city: string; state: string }[],
): ZipRecord[] {
  const places = new Map<string, Map<string, number>>();
  for (const { zip, city, state } of stores) {
    if (!city || !state) continue;
    const counts = places.get(zip) ?? new Map<string, number>();
    const place = `${state}|${city}`;
    counts.set(place, (counts.get(place) ?? 0) + 1);
    places.set(zip, counts);
  }
  return zips.map((z) => {
    const counts = places.get(z.zip);
    if (z.state || !counts) return z;
    const [place] = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]!;
    const [state, city] = place.split("|") as [string, string];
    return { ...z, city, state };
  });
}
