import { describe, expect, it } from "vitest";
import { listRouteFiles } from "../../test-support/route-files";
import { ROUTES } from "./routes";

describe("the route table of the request screen", () => {
  it("lists every route handler of app/ with exactly the methods it exports", () => {
    const table = ROUTES.map((r) => ({ path: r.path.replace(/\/$/, ""), methods: [...r.methods].sort() }));
    const files = listRouteFiles().map((r) => ({ path: r.url, methods: r.methods }));
    expect(files.length).toBeGreaterThan(20);
    expect(table).toEqual(expect.arrayContaining(files));
    expect(files).toEqual(expect.arrayContaining(table));
  });
});
