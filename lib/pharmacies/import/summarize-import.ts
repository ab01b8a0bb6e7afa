// Counts for the import summary: rejections by reason, stores by chain, and the independents that look like chains.
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import type { PharmacyRecord, Rejection } from "../pharmacy-record";

export function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function countRejections(rejected: readonly Rejection[]): [string, number][] {
  return countBy(rejected, (r) => r.reason);
}

// Independents whose name (store numbers and legal suffixes removed) repeats are the likeliest missed chains.
export function findRepeatedIndependents(
  pharmacies: readonly PharmacyRecord[],
  minRepeats: number,
): [string, number][] {
  const independents = pharmacies.filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE);
  return countBy(independents, (p) => stemOf(p.name)).filter(([stem, n]) => stem && n >= minRepeats);
}

function stemOf(name: string): string {
  return name
    .toUpperCase()
    .replace(/[#\d]+/g, " ")
    .replace(/[.,']/g, "")
    .replace(/\b(INC|LLC|LP|CO|CORP|CORPORATION|COMPANY|LTD|THE)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
