import { describe, expect, it } from "vitest";
import { generateMemberId, isLuhnValid, isMemberIdFormat, luhnCheckDigit } from "./member-id";

describe("Luhn check digit", () => {
  it.each([
    ["7992739871", 3],
    ["4539578763621486".slice(0, -1), 6],
    ["0", 0],
  ])("%s -> %i", (body, digit) => expect(luhnCheckDigit(body)).toBe(digit));

  it("accepts valid numbers and rejects a single changed digit or a swap", () => {
    expect(isLuhnValid("79927398713")).toBe(true);
    expect(isLuhnValid("79927398710")).toBe(false);
    expect(isLuhnValid("79927398731")).toBe(false);
    expect(isLuhnValid("")).toBe(false);
    expect(isLuhnValid("12a4")).toBe(false);
  });
});

describe("generateMemberId", () => {
  it("has the prefix, the length and a valid check digit", () => {
    for (let i = 0; i < 500; i++) {
      const id = generateMemberId("RX", 10);
      expect(id).toMatch(/^RX[1-9]\d{9}$/);
      expect(isMemberIdFormat(id, "RX", 10)).toBe(true);
    }
  });

  it("rarely repeats (random, not sequential)", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => generateMemberId("", 12)));
    expect(ids.size).toBe(2000);
  });

  it("rejects a wrong prefix or length", () => {
    const id = generateMemberId("PT", 10);
    expect(isMemberIdFormat(id, "RX", 10)).toBe(false);
    expect(isMemberIdFormat(id + "1", "PT", 10)).toBe(false);
  });
});
