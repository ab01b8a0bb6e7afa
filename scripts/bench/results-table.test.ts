import { describe, expect, it } from "vitest";
import {
  formatResultsTable,
  formatVerdictTable,
  halfSaturationRate,
  ratioToCeiling,
  verdict,
  type BenchRow,
} from "./results-table";

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

  it("sends the half-saturation run at half the saturation run's median second, which one slow second does not move", () => {
    // ten seconds at about 1,000 req/s, one of them at 100 while the machine ran something else: the mean is 910
    const run = { ...row("chain", 910), perSecond: { median: 1000, min: 100, max: 1010 } };
    expect(halfSaturationRate(run)).toBe(500);
    expect(halfSaturationRate(row("chain", 910))).toBe(455);
    expect(halfSaturationRate(row("chain", 4))).toBe(10);
  });

  it("prints a markdown table with one line per row, errors summed, ceilings without a ratio", () => {
    const table = formatResultsTable([row("next trivial route", 1200, "ceiling"), row("search", 900)], 1200, 3600);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain("| x ceiling | x direct |");
    expect(lines[2]).toBe(
      "| next trivial route | 1200 | 10.0 | 20.0 | 30.3 | 3 |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |  |",
    );
    // against the Next.js ceiling, then against the direct path's
    expect(lines[3]).toContain("| 0.75 | 0.25 |");
  });

  it("puts the latency at half the endpoint's own saturation, the event-loop delay with the longest GC pause, the checkpoint RESTARTs, the writes with the longest, the stalls on and off the CPU with the machine's stolen time and the event loops' wait for a core, and the load generator's own delay, the CPU and GCs per request and the load beside the fixed rate", () => {
    const measured: BenchRow = {
      ...row("search", 900),
      offeredRate: 600,
      atRate: { p50: 1, p95: 2, p99: 3, errors: 0 },
      halfSaturation: { rate: 450, p50: 1.2, p99: 4.56, errors: 1 },
      eventLoop: {
        p99Ms: 2.5,
        maxMs: 12,
        gcMaxMs: 3.25,
        restarts: 2,
        restartMaxMs: 8.5,
        stalls: { onCpu: 0, onCpuMaxMs: 0, offCpu: 2, offCpuMaxMs: 163.4 },
        writes: { batches: 340, maxMs: 27.25 },
      },
      stolenMs: 120,
      coreWaitMs: 85.4,
      benchLoopMaxMs: 40,
      work: { cpuUsPerRequest: 412.34, scavengesPer10k: 3.25, markCompactsPer10k: 0.04, gcPauseMsPer10k: 40 },
      load: 1.234,
    };
    const line = formatResultsTable([measured], 1200, 3600).split("\n")[2];
    expect(line).toContain(
      "| 600 | 1.0 | 3.0 | 0 | 450 | 1.2 | 4.6 | 1 | 2.5 | 12.0 | 3.3 | 2 (8.5) | 340 (27.3) | 0 | 2 (163.4) | 120 | 85 | 40.0 | 412 | 3.3 | 0.0 | 1.23 | 4 errors |",
    );
  });

  const measured = (kind: BenchRow["kind"], p99: number, errors = 0): BenchRow => ({
    ...row("x", 900, kind),
    errors: 0,
    non2xx: 0,
    halfSaturation: { rate: 450, p50: 1, p99, errors },
  });

  it("judges p99 at half saturation against 10 ms for reads and 20 ms for pricing and writes, and any error as a miss", () => {
    expect(verdict(measured("read", 10))).toBe("met (<= 10)");
    expect(verdict(measured("read", 10.1))).toBe("over 10");
    expect(verdict(measured("write", 19.9))).toBe("met (<= 20)");
    expect(verdict(measured("pricing", 20.5))).toBe("over 20");
    expect(verdict(measured("read", 2, 1))).toBe("1 errors");
    expect(verdict({ ...measured("read", 2), non2xx: 3 })).toBe("3 errors");
    expect(verdict(row("livez", 900, "ceiling"))).toBe("");
  });

  it("fails an endpoint while whose measurement a server process died, whatever its tail", () => {
    expect(verdict({ ...measured("read", 2), serverExits: 1 })).toBe("1 server process exit(s)");
    const lines = formatVerdictTable([[{ ...measured("read", 3), name: "chain", serverExits: 1 }]]).split("\n");
    expect(lines[2]).toBe("| chain | 10 | 3.0 (1 server process exit(s)) | not met in run 1 |");
  });

  it("puts several runs side by side with a verdict that holds only if every run met the target", () => {
    const runs = [
      [
        row("livez", 900, "ceiling"),
        { ...measured("read", 8), name: "popular" },
        { ...measured("write", 15), name: "membership" },
      ],
      [
        { ...measured("read", 12), name: "popular" },
        { ...measured("write", 18, 2), name: "membership" },
      ],
      [
        { ...measured("read", 9), name: "popular" },
        { ...measured("write", 19), name: "membership" },
      ],
    ];
    const lines = formatVerdictTable(runs).split("\n");
    expect(lines[0]).toBe("| endpoint | target p99@½sat ms | run 1 | run 2 | run 3 | verdict |");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe("| popular | 10 | 8.0 | 12.0 | 9.0 | not met in run 2 |");
    expect(lines[3]).toBe("| membership | 20 | 15.0 | 18.0 (2 errors) | 19.0 | not met in run 2 |");
    const good = runs.map((run) =>
      run.filter((r) => r.name === "popular").map((r) => ({ ...r, halfSaturation: { ...r.halfSaturation!, p99: 5 } })),
    );
    expect(formatVerdictTable(good).split("\n")[2]).toBe("| popular | 10 | 5.0 | 5.0 | 5.0 | met in every run |");
  });
});
