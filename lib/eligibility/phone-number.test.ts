import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "./phone-number";

describe("isPhoneNumber", () => {
  // Spec 4.5-4.7 and 8: 10 digits, nothing more (an area code or exchange starting with 0 or 1 included).
  it.each(["2125551234", "9999999999", "3105550100", "1234567890", "0125551234", "2120551234"])("accepts %s", (p) =>
    expect(isPhoneNumber(p)).toBe(true),
  );

  it.each([
    "212555123", // 9 digits
    "21255512345", // 11 digits
    "12125551234", // country code
    "212-555-1234",
    "(212) 5551234",
    "+12125551234",
    "212555123a",
    "",
  ])("rejects %j", (p) => expect(isPhoneNumber(p)).toBe(false));
});
