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
