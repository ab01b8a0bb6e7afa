import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  booleanField,
  decimalNumber,
  indexParam,
  isStorableText,
  limitParam,
  quantity as quantityField,
  text,
} from "./fields";

const quantity = decimalNumber(z.number().positive().max(100_000));
const days = decimalNumber(z.number().int().min(1).max(365));

describe("decimalNumber", () => {
  it.each([
    [30, 30],
    ["30", 30],
    ["2.5", 2.5],
    [2.5, 2.5],
    ["0.25", 0.25],
    ["030", 30],
  ])("reads %j as %j", (input, expected) => {
    expect(quantity.parse(input)).toBe(expected);
  });

  it.each([
    "",
    " ",
    " 30",
    "30 ",
    "30 tablets",
    "0x1E",
    "3e1",
    "1e3",
    "+30",
    ".5",
    "5.",
    "Infinity",
    "NaN",
    "-",
    "1,000",
  ])("refuses the string %j", (input) => {
    expect(quantity.safeParse(input).success).toBe(false);
  });

  it("holds a string to the number's own rules", () => {
    expect(quantity.safeParse("0").success).toBe(false);
    expect(quantity.safeParse("-30").success).toBe(false);
    expect(quantity.safeParse("100001").success).toBe(false);
    expect(days.safeParse("2.5").success).toBe(false);
    expect(days.parse("30.0")).toBe(30);
  });

  it.each([null, true, [30], { value: 30 }])("refuses %j", (input) => {
    expect(quantity.safeParse(input).success).toBe(false);
  });
});

describe("booleanField", () => {
  it.each([
    [true, true],
    [false, false],
    ["true", true],
    ["false", false],
    ["TRUE", true],
    ["False", false],
  ])("reads %j as %j", (input, expected) => {
    expect(booleanField.parse(input)).toBe(expected);
  });

  it.each(["", "yes", "1", "0", 1, 0, null, "true "])("refuses %j", (input) => {
    expect(booleanField.safeParse(input).success).toBe(false);
  });
});

describe("limit and index", () => {
  it("default to 10 and 0 and read decimal strings", () => {
    expect(limitParam.parse(undefined)).toBe(10);
    expect(limitParam.parse("3")).toBe(3);
    expect(indexParam.parse(undefined)).toBe(0);
    expect(indexParam.parse("20")).toBe(20);
  });

  it.each(["0", "11", "2.5", "abc", "", "1e1"])("refuse limit=%s", (input) => {
    expect(limitParam.safeParse(input).success).toBe(false);
  });

  it.each(["-1", "1.5", "x", ""])("refuse index=%s", (input) => {
    expect(indexParam.safeParse(input).success).toBe(false);
  });
});

describe("isStorableText", () => {
  it.each(["", "abc", "José", "😀", "line\nbreak"])("accepts %j", (value) => expect(isStorableText(value)).toBe(true));

  it.each(["\ud800", "a\ud800b", "\udc00", "😀".slice(0, 1), "\u0000", "nul\u0000"])("rejects %j", (value) =>
    expect(isStorableText(value)).toBe(false),
  );

  it("is a check the other string checks chain on", () => {
    expect(text().max(3).safeParse("ab\u0000").success).toBe(false);
    expect(text().max(3).safeParse("abcd").success).toBe(false);
    expect(text().max(3).safeParse("abc").success).toBe(true);
  });
});

describe("quantity", () => {
  it.each([
    [30.000000000000004, 30], // 0.1 * 3 * 100 in a client's floating point
    [0.30000000000000004, 0.3],
    ["29.9999999999", 30],
    [2.5, 2.5],
    [0.001, 0.001],
    [0.0005, 0.001],
    ["100000.0004", 100_000],
  ])("reads %j to the thousandth: %j", (input, expected) => {
    expect(quantityField.parse(input)).toBe(expected);
  });

  it.each([0.0004, 1e-300, 5e-324, -0.0001, 100_000.001, 1e308, "0.0000000000001"])("refuses %j", (input) => {
    expect(quantityField.safeParse(input).success).toBe(false);
  });
});
