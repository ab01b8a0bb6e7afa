import { describe, expect, it } from "vitest";
import { defaultWebConcurrency, webConcurrency } from "./web-concurrency";

const GiB = 1024 ** 3;

describe("server processes", () => {
  it("default to one per core while half the memory gives each 1 GiB", () => {
    expect(defaultWebConcurrency({ cores: 2, memoryBytes: 24 * GiB })).toBe(2);
    expect(defaultWebConcurrency({ cores: 16, memoryBytes: 8 * GiB })).toBe(4);
    expect(defaultWebConcurrency({ cores: 4, memoryBytes: 1 * GiB })).toBe(1);
  });

  it("take WEB_CONCURRENCY when it is a positive whole number", () => {
    expect(webConcurrency("3")).toBe(3);
    expect(webConcurrency("0")).toBe(defaultWebConcurrency());
    expect(webConcurrency("two")).toBe(defaultWebConcurrency());
    expect(webConcurrency(undefined)).toBe(defaultWebConcurrency());
  });
});
