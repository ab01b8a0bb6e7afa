import { describe, expect, it } from "vitest";
import { formatResultsTable, ratioToCeiling, type BenchRow } from "./results-table";

const row = (name: string, rps: number, kind: BenchRow["kind"] = "read"): BenchRow => ({
  name,
  kind,
  requestsPerSecond: rps,
  p50: 10,
  p95: 20,
  p99: 30.25,
  errors: 1,
  non2xx: 2,
});

describe("results table", () => {
  it("gives each endpoint's throughput as a ratio of the framework ceiling", () => {
    expect(ratioToCeiling(row("search", 900), 1200)).toBe(0.75);
    expect(ratioToCeiling(row("search", 900), 0)).toBe(0);
  });

  it("prints a markdown table with one line per row, errors summed, ceilings without a ratio", () => {
    const table = formatResultsTable([row("next trivial route", 1200, "ceiling"), row("search", 900)], 1200, 3600);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain("| x ceiling | x direct |");
    expect(lines[2]).toBe("| next trivial route | 1200 | 10.0 | 20.0 | 30.3 | 3 |  |  |  |  |  |  |");
    // against the Next.js ceiling, then against the direct path's
    expect(lines[3]).toContain("| 0.75 | 0.25 |");
  });
});
