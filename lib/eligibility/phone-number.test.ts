import { describe, expect, it } from "vitest";
import { isPhoneNumber, readPhoneNumber } from "./phone-number";

describe("readPhoneNumber", () => {
  // Spec 4.5-4.7 and 8: 10 digits, nothing more (an area code or exchange starting with 0 or 1 included).
  it.each(["2125551234", "9999999999", "3105550100", "1234567890", "0125551234", "2120551234"])("keeps %s", (p) =>
    expect(readPhoneNumber(p)).toBe(p),
  );

  // As people write a North American number: grouped, after the country code 1, with an extension.
  it.each([
    "(212) 555-1234",
    "(212)555-1234",
    "212-555-1234",
    "212.555.1234",
    "212 555 1234",
    "212/555-1234",
    "+1 212 555 1234",
    "+1 (212) 555-1234",
    "+1-212-555-1234",
    "+1.212.555.1234",
    "+12125551234",
    "1-212-555-1234",
    "1 (212) 555-1234",
    "12125551234",
    "212-555-1234 x123",
    "212-555-1234x1",
    "(212) 555-1234 ext. 45",
    "212.555.1234 Ext 7",
    "212 555 1234 extension 4411",
    "212-555-1234, ext 12",
    "212-555-1234 #9",
    "tel:+1-212-555-1234",
    "+1-212-555-1234;ext=22",
  ])("reads %j as 2125551234", (p) => expect(readPhoneNumber(p)).toBe("2125551234"));

  // With any character Unicode gives the Dash property for its hyphens, as web pages and word processors write them.
  it.each([
    "212\u2011555\u20111234", // non-breaking hyphens
    "212\u2010555\u20101234", // hyphen
    "(212) 555\u20131234", // en dash
    "212\u2014555\u20141234", // em dash
    "+1\u2212212\u2212555\u22121234", // minus sign
    "1\uFF0D212\uFF0D555\uFF0D1234 x12", // fullwidth hyphen-minus
  ])("reads %j as 2125551234", (p) => expect(readPhoneNumber(p)).toBe("2125551234"));

  it.each([
    "212555123", // 9 digits
    "21255512345", // 11 digits, not after a 1
    "22125551234",
    "+44 20 7946 0958", // not a NANP number
    "+52 55 1234 5678",
    "+2125551234", // "+" then no country code 1
    "212-555-1234 x", // an extension without digits
    "212-555-CALL",
    "1-800-FLOWERS",
    "212555123a",
    "212+555+1234",
    "２１２５５５１２３４", // fullwidth digits
    "-1",
    "",
  ])("refuses %j", (p) => {
    expect(readPhoneNumber(p)).toBeUndefined();
    expect(isPhoneNumber(p)).toBe(false);
  });

  it("refuses a text longer than any written number at once, whatever it holds (no pattern backtracks over it)", () => {
    // Before the cap, a run of spaces made the extension pattern backtrack: 10,000 took minutes of the event loop.
    for (const text of [" ".repeat(100_000) + "a", "1" + " ".repeat(10_000) + "x", "(212) 555-1234" + " ".repeat(27)]) {
      expect(readPhoneNumber(text)).toBeUndefined();
    }
    expect(readPhoneNumber("tel:+1-212-555-1234;ext=123456")).toBe("2125551234");
  }, 1_000);
});
