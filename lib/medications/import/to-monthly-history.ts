// Turns an NDC's dated NADAC rate changes into a compact monthly series for the seed.
import type { PricePoint } from "./parse-rxcui-history";

/**
 * One point per month in which NADAC published a rate (the month's last rate wins), rounded to 4 significant digits
 * (a tenth of a cent on a $1 tablet, far below the weekly noise); a month repeating the previous value is dropped,
 * since a NADAC rate holds until the next change. Months with no point carry the previous value.
 */
export function toMonthlyHistory(points: readonly PricePoint[]): [string, number][] {
  const byMonth = new Map<string, number>();
  for (const [date, price] of [...points].sort(([a], [b]) => a.localeCompare(b))) {
    byMonth.set(date.slice(0, 7), Number(price.toPrecision(4)));
  }
  const series: [string, number][] = [];
  for (const [month, price] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    if (series.at(-1)?.[1] !== price) series.push([month, price]);
  }
  return series;
}
