import { describe, expect, it } from "vitest";
import { summarizeHistory } from "./read-nadac-history";
import { fitMedianLine, median, quantile, withoutOutliers } from "./robust-statistics";

describe("robust statistics", () => {
  it("interpolates quantiles", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("drops survey entry errors far from the median", () => {
    expect(withoutOutliers([30, 33, 35, 32492.34, 2.5, 4.5])).toEqual([30, 33, 35, 4.5]);
  });

  it("recovers a line through the bulk of the points despite outliers", () => {
    const points = [1, 2, 3, 4, 5, 6, 7].map((x) => ({ x, y: 2 * x + 10 }));
    points.push({ x: 3, y: 500 }, { x: 6, y: 0 });
    const fit = fitMedianLine(points);
    expect(fit.slope).toBeCloseTo(2, 10);
    expect(fit.intercept).toBeCloseTo(10, 10);
  });
});

describe("summarizeHistory", () => {
  it("orders mixed m/d/yyyy and mm/dd/yyyy dates", () => {
    expect(summarizeHistory({ "03/22/2023": 2, "7/20/2017": 1, "12/1/2025": 3, bad: 9 })).toEqual({
      first: { date: "2017-07-20", price: 1 },
      last: { date: "2025-12-01", price: 3 },
    });
    expect(summarizeHistory({})).toBeNull();
  });
});
