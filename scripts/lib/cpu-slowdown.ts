// The CPU slowdown that makes this host emulate a mid-tier phone, from Lighthouse's own calibration table
// (GoogleChrome/lighthouse docs/throttling.md, "Calibrating the CPU slowdown"), given the host's benchmarkIndex.

// The host classes of that table, by benchmarkIndex, with the multiplier it suggests for a mid-tier mobile target and
// its range: "higher end of its bracket, a higher multiplier; lower end, a lower one; in the middle, the suggested".
// The table's brackets overlap (high-end mobile 800-1200, low-end desktop 1000-1500); a desktop host in 1000-1200 is
// taken as a low-end desktop, so high-end mobile applies from 800 to 1000.
export const CPU_BRACKETS = [
  { host: "mid-tier mobile", from: 125, to: 800, low: 1, suggested: 1, high: 1 },
  { host: "high-end mobile", from: 800, to: 1200, low: 1, suggested: 2, high: 5 },
  { host: "low-end desktop", from: 1000, to: 1500, low: 1, suggested: 2, high: 5 },
  { host: "high-end desktop", from: 1500, to: 2000, low: 2, suggested: 4, high: 10 },
] as const;

// Lighthouse's default, meant for a high-end desktop host.
export const DEFAULT_CPU_SLOWDOWN = 4;

export type CpuSlowdown = { multiplier: number; host: string };

// Within a bracket, linear from the range's low end at the bracket's bottom to the suggested multiplier at its middle
// and on to the range's high end at its top; outside the table, the nearest end. Rounded to a tenth.
export function calibratedCpuSlowdown(benchmarkIndex: number): CpuSlowdown {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error("benchmarkIndex must be positive");
  const bracket =
    benchmarkIndex >= 1500
      ? CPU_BRACKETS[3]
      : benchmarkIndex >= 1000
        ? CPU_BRACKETS[2]
        : benchmarkIndex >= 800
          ? CPU_BRACKETS[1]
          : CPU_BRACKETS[0];
  const middle = (bracket.from + bracket.to) / 2;
  const index = Math.min(Math.max(benchmarkIndex, bracket.from), bracket.to);
  const multiplier =
    index <= middle
      ? bracket.low + ((bracket.suggested - bracket.low) * (index - bracket.from)) / (middle - bracket.from)
      : bracket.suggested + ((bracket.high - bracket.suggested) * (index - middle)) / (bracket.to - middle);
  return { multiplier: Math.round(multiplier * 10) / 10, host: bracket.host };
}

// The median of a few measurements: one benchmark on a shared machine swings by hundreds.
export function medianOf(values: number[]): number {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
