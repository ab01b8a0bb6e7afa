import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address";

describe("isEmailAddress", () => {
  it.each([
    "jane@example.com",
    "jane.doe+rx@mail.example.co.uk",
    "o'brien@example.org",
    "J_D-1@sub-domain.example.io",
    "x@xn--p1ai.xn--p1ai",
  ])("accepts %s", (email) => expect(isEmailAddress(email)).toBe(true));

  it.each([
    "",
    "jane",
    "jane@",
    "@example.com",
    "jane@example",
    "jane@@example.com",
    "jane@example..com",
    "jane@-example.com",
    "jane@example-.com",
    "jane@example.c",
    "jane@example.123",
    ".jane@example.com",
    "jane.@example.com",
    "ja..ne@example.com",
    "jane doe@example.com",
    "jane@exa mple.com",
    "jané@example.com",
    `${"a".repeat(65)}@example.com`,
    `jane@${"a".repeat(250)}.com`,
  ])("rejects %j", (email) => expect(isEmailAddress(email)).toBe(false));
});
