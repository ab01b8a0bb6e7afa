import { describe, expect, it } from "vitest";
import { listCardLink, parseListLink } from "./list-link";

describe("list card links", () => {
  it("read back what they write", () => {
    const items = [
      { slug: "atorvastatin", ndc: "00378395005", quantity: 30 },
      { slug: "amoxicillin", ndc: "00093415573", quantity: 150 },
    ];
    const url = new URL(listCardLink("1234567893", items), "http://x");
    expect(
      parseListLink(url.searchParams.get("store") ?? undefined, url.searchParams.get("list") ?? undefined),
    ).toEqual({
      npi: "1234567893",
      items,
    });
  });

  it("refuse a malformed store or item", () => {
    expect(parseListLink("123", "a~00378395005~30")).toBeNull();
    expect(parseListLink("1234567893", "a~0037839500~30")).toBeNull();
    expect(parseListLink("1234567893", "a~00378395005~0")).toBeNull();
    expect(parseListLink("1234567893", "A B~00378395005~30")).toBeNull();
    expect(parseListLink("1234567893", undefined)).toBeNull();
  });
});
