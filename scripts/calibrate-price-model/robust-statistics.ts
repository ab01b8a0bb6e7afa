// Robust statistics for the calibration: survey prices have typos (a $32,492 lisinopril), so medians, not means.

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] ?? NaN;
  const b = sorted[hi] ?? NaN;
  return a + (b - a) * (pos - lo);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

// Drops entry errors: prices more than `factor` times away from the group's median.
export function withoutOutliers(values: readonly number[], factor = 10): number[] {
  const m = median(values);
  return values.filter((v) => v >= m / factor && v <= m * factor);
}

export type Summary = { n: number; p25: number; median: number; p75: number };

export function summarize(values: readonly number[]): Summary {
  return { n: values.length, p25: quantile(values, 0.25), median: median(values), p75: quantile(values, 0.75) };
}

// Least-absolute-deviation line y = slope * x + intercept with slope, intercept >= 0. An optimal LAD line passes
// through two data points (or one point and the origin/axis), so trying every pair is exact, and n is small here.
export function fitMedianLine(points: readonly { x: number; y: number }[]): { slope: number; intercept: number } {
  const loss = (slope: number, intercept: number) =>
    points.reduce((sum, p) => sum + Math.abs(p.y - (slope * p.x + intercept)), 0);
  let bestFit = { slope: 0, intercept: median(points.map((p) => p.y)) };
  let bestLoss = loss(bestFit.slope, bestFit.intercept);
  const consider = (slope: number, intercept: number) => {
    if (!(slope >= 0 && intercept >= 0)) return;
    const l = loss(slope, intercept);
    if (l < bestLoss) [bestFit, bestLoss] = [{ slope, intercept }, l];
  };
  for (const [i, p] of points.entries()) {
    if (p.x > 0) consider(p.y / p.x, 0);
    for (const q of points.slice(i + 1)) {
      if (q.x === p.x) continue;
      const slope = (q.y - p.y) / (q.x - p.x);
      consider(slope, p.y - slope * p.x);
    }
  }
  return bestFit;
}
