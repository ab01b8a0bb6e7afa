import { describe, expect, it } from "vitest";
import { listRouteFiles } from "../../../test-support/route-files";
import { CONTRACTS } from ".";

const partnerRoutes = () =>
  listRouteFiles()
    .filter((r) => r.partner)
    .map((r) => ({ url: r.url, methods: r.methods.map((m) => m.toLowerCase()) }));

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, "");

describe("the contract registry and the app/ folder tree", () => {
  const routes = partnerRoutes();
  const contracts = CONTRACTS.map((c) => ({ url: withoutTrailingSlash(c.path), method: c.method }));

  it("finds the partner routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(16);
  });

  it("has a contract for every route and method", () => {
    const missing = routes.flatMap((r) =>
      r.methods.filter((m) => !contracts.some((c) => c.url === r.url && c.method === m)).map((m) => `${m} ${r.url}`),
    );
    expect(missing).toEqual([]);
  });

  it("has a route for every contract", () => {
    const orphans = contracts.filter((c) => !routes.some((r) => r.url === c.url && r.methods.includes(c.method)));
    expect(orphans).toEqual([]);
  });

  it("declares each URL and method once", () => {
    const keys = contracts.map((c) => `${c.method} ${c.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
