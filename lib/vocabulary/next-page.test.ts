import { describe, expect, it } from "vitest";
import { nextPageIndex } from "./next-page";

describe("nextPageIndex", () => {
  it("asks for the page after this one until the last item is shown", () => {
    expect(nextPageIndex({ index: 0, limit: 10, size: 25 })).toBe(10);
    expect(nextPageIndex({ index: 20, limit: 10, size: 25 })).toBeUndefined();
    expect(nextPageIndex({ index: 10, limit: 10, size: 20 })).toBeUndefined();
    expect(nextPageIndex({ index: 0, limit: 10, size: 0 })).toBeUndefined();
  });
});
