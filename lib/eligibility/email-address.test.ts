import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address";

describe("isEmailAddress", () => {
  it.each([
    "jane@example.com",
    "jane.doe+rx@mail.example.co.uk",
    "o'brien@example.org",
    "J_D-1@sub-domain.example.io",
    "x@xn--p1ai.xn--p1ai",
    "JANE.DOE@EXAMPLE.COM",
    "jane.doe+pharmacy@gmail.com",
    "x@example.photography",
    // In other scripts (RFC 6531 local parts, IDNA domains): delivered by SMTPUTF8 mail servers.
    "jané@example.com",
    "josé@example.com",
    "user@münchen.de",
    "info@café.example",
    "用户@例子.广告",
    "почта@пример.рф",
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
    "jane@exa_mple.com",
    "jane@münchen",
    "jane@münchen.de.",
    "jane@[127.0.0.1]",
    "jane@127.0.0.1",
    "💊@example.com",
    `${"a".repeat(65)}@example.com`,
    `${"é".repeat(33)}@example.com`, // 66 bytes
    `jane@${"a".repeat(250)}.com`,
  ])("rejects %j", (email) => expect(isEmailAddress(email)).toBe(false));
});
