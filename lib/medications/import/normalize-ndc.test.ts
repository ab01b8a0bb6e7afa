import { describe, expect, it } from "vitest";
import { normalizeNdc, padNadacNdc } from "./normalize-ndc";

describe("normalizeNdc", () => {
  it.each([
    ["4-4-2 gets a leading zero on the labeler", "0002-3227-30", "00002322730"],
    ["5-3-2 gets a zero before the product", "50090-348-00", "50090034800"],
    ["5-4-1 gets a zero before the package", "55154-1234-5", "55154123405"],
    ["5-4-2 loses its hyphens", "00378-3950-05", "00378395005"],
    ["an NDC11 passes through", "00378395005", "00378395005"],
    ["surrounding spaces are ignored", " 0002-3227-30 ", "00002322730"],
  ])("%s", (_, input, ndc11) => expect(normalizeNdc(input)).toBe(ndc11));

  it.each([
    ["a bare 10-digit NDC, which could be any of three layouts", "0002322730"],
    ["6-3-2 segments", "123456-789-01"],
    ["two segments", "00378-395005"],
    ["letters", "00378-39A0-05"],
    ["12 digits", "003783950051"],
    ["an empty string", ""],
    ["empty segments", "--"],
  ])("rejects %s", (_, input) => expect(normalizeNdc(input)).toBeNull());
});

describe("padNadacNdc", () => {
  it("restores leading zeros a spreadsheet dropped from a NADAC NDC column", () => {
    expect(padNadacNdc("430047203")).toBe("00430047203");
    expect(padNadacNdc("71015523")).toBe("00071015523");
    expect(padNadacNdc("59148000813")).toBe("59148000813");
  });

  it("rejects values that cannot be an NDC11", () => {
    for (const bad of ["12", "123456", "123456789012", "0000000", "5914800081X", ""])
      expect(padNadacNdc(bad)).toBeNull();
  });
});
