import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "./phone-number";

describe("isPhoneNumber", () => {
  it.each(["2125551234", "9999999999", "3105550100"])("accepts %s", (p) => expect(isPhoneNumber(p)).toBe(true));

  it.each([
    "212555123", // 9 digits
    "21255512345", // 11 digits
    "12125551234", // country code
    "0125551234", // area code starting with 0
    "1125551234", // area code starting with 1
    "2120551234", // exchange starting with 0
    "2121551234", // exchange starting with 1
    "212-555-1234",
    "(212) 5551234",
    "+12125551234",
    "212555123a",
    "",
  ])("rejects %j", (p) => expect(isPhoneNumber(p)).toBe(false));
});
