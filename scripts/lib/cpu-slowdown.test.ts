import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, medianOf } from "./cpu-slowdown";

describe("calibratedCpuSlowdown", () => {
  it("gives each bracket's suggested multiplier in its middle", () => {
    expect(calibratedCpuSlowdown(1750)).toEqual({ multiplier: 4, host: "high-end desktop" });
    expect(calibratedCpuSlowdown(1250)).toEqual({ multiplier: 2, host: "low-end desktop" });
    expect(calibratedCpuSlowdown(500)).toEqual({ multiplier: 1, host: "mid-tier mobile" });
  });

  it("goes to the range's ends at the bracket's ends, higher index higher multiplier", () => {
    expect(calibratedCpuSlowdown(1000).multiplier).toBe(1);
    expect(calibratedCpuSlowdown(1499).multiplier).toBe(5);
    expect(calibratedCpuSlowdown(1500).multiplier).toBe(2);
    expect(calibratedCpuSlowdown(2000).multiplier).toBe(10);
    expect(calibratedCpuSlowdown(1125).multiplier).toBe(1.5);
    expect(calibratedCpuSlowdown(1375).multiplier).toBe(3.5);
    expect(calibratedCpuSlowdown(1625).multiplier).toBe(3);
  });

  it("takes a host of 800 to 1000 as a high-end mobile and clamps outside the table", () => {
    expect(calibratedCpuSlowdown(900)).toEqual({ multiplier: 1.5, host: "high-end mobile" });
    expect(calibratedCpuSlowdown(3000).multiplier).toBe(10);
    expect(calibratedCpuSlowdown(50).multiplier).toBe(1);
  });

  it("rejects a missing index", () => {
    expect(() => calibratedCpuSlowdown(0)).toThrow();
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow();
  });
});

describe("medianOf", () => {
  it("takes the middle value or the mean of the two middle ones", () => {
    expect(medianOf([1400, 900, 1200])).toBe(1200);
    expect(medianOf([1000, 1200])).toBe(1100);
  });
});
