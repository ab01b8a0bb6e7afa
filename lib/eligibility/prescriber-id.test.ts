import { describe, expect, it } from "vitest";
import {
  isDeaCheckDigitValid,
  isNpiCheckDigitValid,
  isPrescriberIdCheckValid,
  isPrescriberIdFormat,
} from "./prescriber-id";

describe("NPI", () => {
  it.each(["1234567893", "1245319599", "1003000126"])("%s has a valid check digit", (npi) =>
    expect(isNpiCheckDigitValid(npi)).toBe(true),
  );

  it.each(["1234567890", "1234567894", "1245319598", "2134567893", "123456789", "12345678930", "123456789X"])(
    "%s does not",
    (npi) => expect(isNpiCheckDigitValid(npi)).toBe(false),
  );

  it("is 10 digits", () => {
    expect(isPrescriberIdFormat("npi", "1234567890")).toBe(true);
    expect(isPrescriberIdFormat("npi", "123456789")).toBe(false);
    expect(isPrescriberIdFormat("npi", "12345678901")).toBe(false);
    expect(isPrescriberIdFormat("npi", "12345-6789")).toBe(false);
  });
});

describe("DEA", () => {
  it.each(["AB1234563", "BJ6125341", "FN5623740", "MA1234563-AB123"])("%s has a valid check digit", (dea) =>
    expect(isDeaCheckDigitValid(dea)).toBe(true),
  );

  it.each(["AB1234564", "BJ6125342", "AB1234536", "A12345678", "AB123456"])("%s does not", (dea) =>
    expect(isDeaCheckDigitValid(dea)).toBe(false),
  );

  it.each(["F12345678", "F12345678-AB12C", "AB1234563", "AB1234563-XY789", "A91234563"])("%s is well formed", (dea) =>
    expect(isPrescriberIdFormat("dea", dea)).toBe(true),
  );

  it.each(["F1234567", "F123456789", "AB12345678", "ABC123456", "12345678F", "F12345678-AB12", "F12345678AB12C", ""])(
    "%j is not",
    (dea) => expect(isPrescriberIdFormat("dea", dea)).toBe(false),
  );

  it("checks the digit of a 2-letter number and accepts the spec's letter + 8 digits form as it is", () => {
    expect(isPrescriberIdCheckValid("dea", "AB1234563")).toBe(true);
    expect(isPrescriberIdCheckValid("dea", "AB1234564")).toBe(false);
    expect(isPrescriberIdCheckValid("dea", "F12345678")).toBe(true);
  });
});

describe("state license", () => {
  // Spec 2.8: "varies by state". Formats of state boards as NPPES lists them (pharmacy licenses, 2025-10).
  it.each(["A12", "MD123456", "123456789012345", "RN0001", "MD-1234", "MD 1234", "036-123456", "35.012345"])(
    "%s is well formed",
    (id) => expect(isPrescriberIdFormat("state", id)).toBe(true),
  );
  it.each(["PHY 50485", "02134/1.1", "PHAR.CF.60295845", "PHA-PHI-LIC-1013", "1234567890123456789012345"])(
    "%s is well formed too",
    (id) => expect(isPrescriberIdFormat("state", id)).toBe(true),
  );

  it.each([
    "A1",
    "",
    "MD--1234",
    "-MD1234",
    "MD1234-",
    "MD 1234 ",
    "MD#1234",
    "L2(16)M21",
    "12345678901234567890123456",
  ])("%j is not", (id) => expect(isPrescriberIdFormat("state", id)).toBe(false));

  it("carries no check digit", () => {
    expect(isPrescriberIdCheckValid("state", "MD123456")).toBe(true);
    expect(isPrescriberIdCheckValid("state", "036-123456")).toBe(true);
  });
});
