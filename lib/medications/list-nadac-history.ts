// The monthly NADAC per-unit price of one NDC (the price trend): the stored rate changes, carried month by month.
import { db } from "../db";

export type NadacMonth = { month: string; perUnit: number }; // month: YYYY-MM

// The stored series keeps only months whose rate changed, since a NADAC rate holds until the next change; the trend
// repeats each rate until then. It ends at the NDC's latest effective date, never at a month nobody has priced.
export async function listNadacHistory({ ndc, months }: { ndc: string; months: number }): Promise<NadacMonth[]> {
  const [rows, current] = await Promise.all([
    db.nadacPrice.findMany({ where: { ndc }, orderBy: { month: "asc" }, select: { month: true, perUnit: true } }),
    db.ndc.findUnique({ where: { ndc }, select: { nadacDate: true, nadacPerUnit: true } }),
  ]);
  const last = rows.at(-1)?.month;
  if (!last) return [];
  const latestDate = current?.nadacDate?.slice(0, 7);
  const end = latestDate && latestDate > last ? latestDate : last;
  return fillMonths(rows, end).slice(-months);
}

export function fillMonths(points: readonly NadacMonth[], end: string): NadacMonth[] {
  const filled: NadacMonth[] = [];
  let index = 0;
  let perUnit: number | undefined;
  for (let month = points[0]?.month; month && month <= end; month = nextMonth(month)) {
    while (index < points.length && points[index]!.month <= month) perUnit = points[index++]!.perUnit;
    if (perUnit !== undefined) filled.push({ month, perUnit });
  }
  return filled;
}

function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}
