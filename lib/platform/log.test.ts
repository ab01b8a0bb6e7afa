import { describe, expect, it } from "vitest";
import { withoutQueries } from "./log";

describe("the log", () => {
  it("never holds a query string, whoever passes a path or URL with one", () => {
    const fields = withoutQueries({ path: "/search/v1/?query=insulin", url: "/api/search?q=insulin", status: 200 });
    expect(fields).toEqual({ path: "/search/v1/", url: "/api/search", status: 200 });
  });
});
