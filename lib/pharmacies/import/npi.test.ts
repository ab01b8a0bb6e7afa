import { describe, expect, it } from "vitest";
import { isValidNpi, npiCheckDigit } from "./npi";

describe("isValidNpi", () => {
  // CMS's worked example, then community pharmacies taken from the October 2025 NPPES file.
  it.each(["1234567893", "1023011053", "1326041336", "1811990203", "1033112230"])("accepts %s", (npi) => {
    expect(isValidNpi(npi)).toBe(true);
  });

  it.each([
    ["1234567890", "wrong check digit"],
    ["1234567897", "Luhn-valid without the 80840 prefix"],
    ["1023011054", "last digit changed"],
    ["1023011035", "two digits swapped"],
    ["2023011053", "first digit changed"],
    ["123456789", "9 digits"],
    ["12345678930", "11 digits"],
    ["123456789X", "a letter"],
    [" 1234567893", "padding"],
    ["", "empty"],
  ])("rejects %s (%s)", (npi) => {
    expect(isValidNpi(npi)).toBe(false);
  });

  it("computes the check digit over the 80840 prefix, not the bare 9 digits", () => {
    expect(npiCheckDigit("123456789")).toBe(3);
    expect(npiCheckDigit("102301105")).toBe(3);
  });
});
