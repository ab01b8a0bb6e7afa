import { describe, expect, it } from "vitest";
import { isStorableText, text } from "./common-schemas";

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
