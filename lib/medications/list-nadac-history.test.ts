import { describe, expect, it } from "vitest";
import { fillMonths } from "./list-nadac-history";

describe("fillMonths", () => {
  it("repeats each rate until the next change, across a year end, up to the last month", () => {
    const points = [
      { month: "2024-11", perUnit: 0.5 },
      { month: "2025-02", perUnit: 0.4 },
    ];
    expect(fillMonths(points, "2025-03")).toEqual([
      { month: "2024-11", perUnit: 0.5 },
      { month: "2024-12", perUnit: 0.5 },
      { month: "2025-01", perUnit: 0.5 },
      { month: "2025-02", perUnit: 0.4 },
      { month: "2025-03", perUnit: 0.4 },
    ]);
  });

  it("gives nothing for no points", () => expect(fillMonths([], "2025-01")).toEqual([]));
});
