import { describe, expect, it } from "vitest";
import { toMonthlyHistory } from "./to-monthly-history";

describe("toMonthlyHistory", () => {
  it("keeps the month's last rate, rounds to 4 significant digits and drops unchanged months", () => {
    expect(
      toMonthlyHistory([
        ["2024-09-25", 0.028994],
        ["2024-08-21", 0.0301],
        ["2024-09-18", 0.02901],
        ["2024-10-23", 0.0289912],
        ["2025-01-22", 0.02777],
        ["2025-11-19", 12.345678],
      ]),
    ).toEqual([
      ["2024-08", 0.0301],
      ["2024-09", 0.02899],
      ["2025-01", 0.02777],
      ["2025-11", 12.35],
    ]);
  });

  it("is empty without points", () => {
    expect(toMonthlyHistory([])).toEqual([]);
  });
});
