import { describe, expect, it } from "vitest";
import { measureMachineStalls, spinGaps, summarizeGaps } from "./machine-stalls.mjs";

// A clock that advances 0.1 ms a read, and jumps by each of `jumps` (ms) at the reads they are keyed by.
const fakeClock = (jumps: Record<number, number>) => {
  let t = 1_000;
  let reads = 0;
  return () => {
    reads++;
    t += 0.1 + (jumps[reads] ?? 0);
    return t;
  };
};

describe("spinGaps", () => {
  it("returns every gap between two reads over the threshold, and no other", () => {
    const gaps = spinGaps(100, 2, fakeClock({ 50: 30, 200: 1.5, 300: 4 }));
    expect(gaps.map((g) => Math.round(g * 10) / 10)).toEqual([30.1, 4.1]);
  });

  it("spins until the duration has passed on the clock it reads", () => {
    let reads = 0;
    const now = () => (reads++, reads * 1);
    expect(spinGaps(10, 2, now)).toEqual([]);
    expect(reads).toBeGreaterThanOrEqual(11);
    expect(reads).toBeLessThanOrEqual(12);
  });
});

describe("summarizeGaps", () => {
  it("counts every thread's gaps, keeps the longest and the lost time per thread-second", () => {
    expect(summarizeGaps([[30, 4], [12], []], 5)).toEqual({
      threads: 3,
      seconds: 5,
      stalls: 3,
      maxMs: 30,
      totalMs: 46,
      msPerThreadSecond: 3.1,
    });
    expect(summarizeGaps([[], []], 5)).toMatchObject({ stalls: 0, maxMs: 0, totalMs: 0 });
  });
});

describe("measureMachineStalls", () => {
  it("spins one worker thread per requested thread for the duration and summarizes their gaps", async () => {
    const started = performance.now();
    const result = await measureMachineStalls({ threads: 2, seconds: 0.3 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(result).toMatchObject({ threads: 2, seconds: 0.3 });
    expect(result.stalls).toBeGreaterThanOrEqual(0);
    expect(result.maxMs).toBeLessThan(300);
  });
});
