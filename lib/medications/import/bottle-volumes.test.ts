// A package the state bills whole, read from what it pays for it (twentieth pass, prisma/seed/README.md).
import { describe, expect, it } from "vitest";
import { nadacPriceOf, readBilledPackages, type PriceOf } from "./bottle-volumes";
import type { NdcQuarter } from "./parse-dispensing";

const quarter = (ndc: string, q: number, units: number, prescriptions: number, amount: number): NdcQuarter => ({
  ndc,
  quarter: `2022Q${q}`,
  suppressed: false,
  units,
  prescriptions,
  amount,
});

// A tablet paid at NADAC plus a $12 fee a prescription; Pennsaid's 2022 quarters (SDUD Alaska); a nasal spray billed
// by the gram (latanoprost-like: units are grams).
const QUARTERS: NdcQuarter[] = [
  ...[1, 2, 3, 4].map((q) => quarter("00000000001", q, 3000, 100, 3000 * 0.1 + 100 * 12)),
  quarter("75987004005", 1, 21, 17, 50263.44),
  quarter("75987004005", 2, 18, 15, 43214.22),
  quarter("75987004005", 3, 22, 19, 52893.47),
  ...[1, 2, 3].map((q) => quarter("00000000002", q, 320, 100, 320 * 1.9 + 100 * 12)),
];
const PRICES: Record<string, { perUnit: number; each: boolean }> = {
  "00000000001": { perUnit: 0.1, each: true },
  "75987004005": { perUnit: 21.28532, each: false },
  "00000000002": { perUnit: 1.9, each: false },
};
const priceOf: PriceOf = (ndc) => PRICES[ndc] ?? null;

describe("readBilledPackages", () => {
  it("reads a pump the state bills whole from what it pays a unit, less the fee, over NADAC's price a gram", () => {
    const read = readBilledPackages(QUARTERS, priceOf);
    expect(read.get("75987004005")).toMatchObject({ volume: 112, billed: true });
    // 1.2 pumps a fill, in grams.
    expect(read.get("75987004005")!.unitsPerRx).toBeCloseTo((61 / 51) * 112, 1);
  });

  it("reads nothing where the units billed are the pricing units (a bottle billed by the mL) or a tablet", () => {
    const read = readBilledPackages(QUARTERS, priceOf);
    expect(read.has("00000000002")).toBe(false);
    expect(read.has("00000000001")).toBe(false);
  });

  it("reads nothing on fewer than three quarters, or without a price", () => {
    expect(readBilledPackages(QUARTERS.slice(0, 6), priceOf).size).toBe(0);
    expect(readBilledPackages(QUARTERS, () => null).size).toBe(0);
  });
});

describe("nadacPriceOf", () => {
  it("takes the year's median price, else the last before it, with whether it is per each", () => {
    const points: Record<string, [string, number][]> = {
      a: [["2021-12-15", 20], ["2022-05-18", 21.28], ["2022-09-21", 21.3], ["2023-02-22", 21.32]], // prettier-ignore
      b: [
        ["2021-03", 1.5],
        ["2023-01", 2],
      ],
    };
    const price = nadacPriceOf(
      (ndc) => points[ndc],
      (ndc) => (ndc === "a" ? "GM" : "EA"),
    );
    expect(price("a", "2022")).toEqual({ perUnit: 21.3, each: false });
    expect(price("b", "2022")).toEqual({ perUnit: 1.5, each: true });
    expect(price("c", "2022")).toBeNull();
  });
});
