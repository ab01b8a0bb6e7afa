import { describe, expect, it } from "vitest";
import { paginate } from "./pagination";

const letters = ["a", "b", "c", "d", "e"];

describe("paginate", () => {
  it.each([
    [0, 2, ["a", "b"]],
    [2, 2, ["c", "d"]],
    [4, 2, ["e"]], // the last page is short
    [0, 10, letters],
    [5, 2, []], // exactly at the end
    [99, 10, []], // past the end
  ])("index %i, limit %i", (index, limit, page) => {
    expect(paginate(letters, index, limit)).toEqual({ page, pagination: { size: 5, index, limit } });
  });

  it("counts an empty list as size 0", () => {
    expect(paginate([], 0, 10)).toEqual({ page: [], pagination: { size: 0, index: 0, limit: 10 } });
  });
});
