import { describe, expect, it } from "vitest";
import { indexSoldAlone, tabletsADayOf } from "./paired-tablets";

// Strengths sold alone, as the labels of Jardiance, Tradjenta, Januvia, Farxiga and Invokana list them.
const soldAlone = indexSoldAlone([
  ...[10, 25].map((mg) => ({ ingredient: "empagliflozin", mg })),
  { ingredient: "linagliptin", mg: 5 },
  ...[25, 50, 100].map((mg) => ({ ingredient: "sitagliptin phosphate", mg })),
  ...[5, 10].map((mg) => ({ ingredient: "dapagliflozin", mg })),
  ...[100, 300].map((mg) => ({ ingredient: "canagliflozin", mg })),
]);
const metformin = (mg: number) => ({ name: "metformin hydrochloride", mg });

describe("tabletsADayOf", () => {
  it("takes two tablets of a half of a strength sold alone, one of a whole one", () => {
    expect(tabletsADayOf([{ name: "empagliflozin", mg: 5 }, metformin(1000)], soldAlone)).toBe(2);
    expect(tabletsADayOf([{ name: "empagliflozin", mg: 12.5 }, metformin(1000)], soldAlone)).toBe(2);
    expect(tabletsADayOf([{ name: "empagliflozin", mg: 10 }, metformin(1000)], soldAlone)).toBe(1);
    expect(tabletsADayOf([{ name: "empagliflozin", mg: 25 }, metformin(1000)], soldAlone)).toBe(1);
    expect(tabletsADayOf([{ name: "linagliptin", mg: 2.5 }, metformin(1000)], soldAlone)).toBe(2);
    expect(tabletsADayOf([{ name: "linagliptin", mg: 5 }, metformin(1000)], soldAlone)).toBe(1);
    expect(tabletsADayOf([{ name: "sitagliptin", mg: 50 }, metformin(1000)], soldAlone)).toBe(2);
    expect(tabletsADayOf([{ name: "canagliflozin", mg: 150 }, metformin(1000)], soldAlone)).toBe(2);
  });
  it("reads a starting dose whose doubled tablet is sold as one tablet (Xigduo XR 5/500 mg beside 10/1,000 mg)", () => {
    expect(tabletsADayOf([{ name: "dapagliflozin", mg: 5 }, metformin(500)], soldAlone, true)).toBe(1);
    expect(tabletsADayOf([{ name: "dapagliflozin", mg: 5 }, metformin(1000)], soldAlone, false)).toBe(2);
    expect(tabletsADayOf([{ name: "sitagliptin", mg: 50 }, metformin(500)], soldAlone, true)).toBe(2);
  });
  it("needs every partner halved (Trijardy XR)", () => {
    const trijardy = (e: number, l: number) => [{ name: "empagliflozin", mg: e }, { name: "linagliptin", mg: l }, metformin(1000)]; // prettier-ignore
    expect(tabletsADayOf(trijardy(5, 2.5), soldAlone)).toBe(2);
    expect(tabletsADayOf(trijardy(12.5, 2.5), soldAlone)).toBe(2);
    expect(tabletsADayOf(trijardy(10, 5), soldAlone)).toBe(1);
  });
  it("keeps two tablets within metformin's daily 2,000 mg, and reads only combinations with metformin", () => {
    expect(tabletsADayOf([{ name: "empagliflozin", mg: 5 }, metformin(1500)], soldAlone)).toBe(1);
    expect(
      tabletsADayOf(
        [
          { name: "empagliflozin", mg: 5 },
          { name: "linagliptin", mg: 2.5 },
        ],
        soldAlone,
      ),
    ).toBeNull();
    expect(tabletsADayOf([metformin(500)], soldAlone)).toBeNull();
  });
});
