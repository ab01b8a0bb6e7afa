// NADAC's own word on how competitive a generic is, over the whole catalog (measure-counter-prices.ts; PRICE-MODEL.md,
// "Twenty-eighth session"): a generic dose's NADAC over its brand's at the same dose, and its NADAC's yearly change
// over the seed's history, by the years since its first ANDA approval at the prices' date, first generic by the
// survey's date (asOf) or after it. Pure.
import type { CatalogSeed } from "../catalog-types";
import type { GenericEvidence } from "../../pricing/generic-evidence";
import { genericYears } from "../../pricing/usual-and-customary";

// "under 3", "3-6" ... "15+": the survey's bands of years as a generic (calibration.json, genericAgeLevels).
export function yearsBand(years: number): string {
  const bounds = [3, 6, 10, 15];
  const i = bounds.findIndex((b) => years < b);
  return i === 0 ? "under 3" : i < 0 ? "15+" : `${bounds[i - 1]}-${bounds[i]}`;
}

// The date a catalog's prices are of: the NADAC effective date most of its NDCs carry (the weekly file's).
export function pricesDateOf(ndcs: readonly { nadacDate: string | null }[]): string {
  const counts = new Map<string, number>();
  for (const n of ndcs) if (n.nadacDate) counts.set(n.nadacDate, (counts.get(n.nadacDate) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0] ?? "";
}

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

// Where a generic stood at the survey's date (asOf): first approved after it, in its launch window (under
// `settledYears` as a generic: twenty-ninth session), or settled.
export function surveyStanding(since: string, asOf: string, settledYears = 0): string {
  if (since > asOf) return "after asOf";
  return genericYears({ asOf }, since) < settledYears ? "launch window at asOf" : "settled at asOf";
}

export function measureGenericCompetition(
  seed: Pick<CatalogSeed, "medications" | "ndcs"> & Partial<Pick<CatalogSeed, "history">>,
  evidence: ReadonlyMap<string, GenericEvidence>,
  asOf: string | undefined,
  pricesDate: string,
  settledYears = 0,
) {
  const ndcs = new Map(seed.ndcs.map((n) => [n.ndc, n]));
  const ratios: Record<string, number[]> = {};
  const trends: Record<string, number[]> = {};
  for (const m of seed.medications) {
    if (m.isBrand) continue;
    for (const d of m.doses) {
      const e = evidence.get(d.ndc);
      const own = ndcs.get(d.ndc)?.nadacPerUnit;
      if (!e?.genericSince || !own || !asOf) continue;
      const years = genericYears({ asOf: pricesDate }, e.genericSince);
      const key = `${surveyStanding(e.genericSince, asOf, settledYears)}, ${yearsBand(years)}`;
      if (e.brandNadacPerUnit) (ratios[key] ??= []).push(own / e.brandNadacPerUnit);
      // The yearly change of the dose NDC's NADAC over the seed's history, a year or more of it.
      const points = seed.history?.[d.ndc] ?? [];
      const [first, last] = [points[0], points.at(-1)];
      const span = first && last ? (Date.parse(`${last[0]}-01`) - Date.parse(`${first[0]}-01`)) / (365.25 * 864e5) : 0;
      if (span >= 1 && first![1] > 0) (trends[key] ??= []).push((last![1] / first![1]) ** (1 / span) - 1);
    }
  }
  const summary = (table: Record<string, number[]>) =>
    Object.fromEntries(
      Object.entries(table)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, { doses: v.length, p25: pct(v, 0.25), median: pct(v, 0.5), p75: pct(v, 0.75) }]),
    );
  return { nadacOverBrand: summary(ratios), nadacYearlyChange: summary(trends) };
}

// How many ANDA labelers each dated generic dose had at the survey's date and at the book's (the Orange Book's
// applicants, `andaApplicants`), by where it stood at asOf: medians and quartiles over doses.
export function measureAndaLabelers(
  seed: Pick<CatalogSeed, "medications">,
  evidence: ReadonlyMap<string, GenericEvidence>,
  applicantsOf: (generic: string, doseForm: string) => ReadonlyMap<string, string> | undefined,
  asOf: string,
  settledYears: number,
) {
  const counts: Record<string, { atAsOf: number[]; atBook: number[] }> = {};
  for (const m of seed.medications) {
    if (m.isBrand) continue;
    for (const d of m.doses) {
      const since = evidence.get(d.ndc)?.genericSince;
      const applicants = applicantsOf(m.generic, d.doseForm);
      if (!since || !applicants) continue;
      const row = (counts[surveyStanding(since, asOf, settledYears)] ??= { atAsOf: [], atBook: [] });
      row.atAsOf.push([...applicants.values()].filter((date) => date <= asOf).length);
      row.atBook.push(applicants.size);
    }
  }
  const q = (v: number[]) => ({ p25: pct(v, 0.25), median: pct(v, 0.5), p75: pct(v, 0.75) });
  return Object.fromEntries(
    Object.entries(counts).map(([k, v]) => [k, { doses: v.atBook.length, atAsOf: q(v.atAsOf), atBook: q(v.atBook) }]),
  );
}
