import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRACTS } from ".";

// The partner API's URLs are the folders of app/ whose route.ts goes through the endpoint wrapper.
function partnerRoutes(dir = "app", url = ""): { url: string; methods: string[] }[] {
  const found: { url: string; methods: string[] }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = entry.name.replace(/^\[([^.\]]+)\]$/, "{$1}");
      found.push(...partnerRoutes(full, `${url}/${segment}`));
    } else if (entry.name === "route.ts") {
      const source = fs.readFileSync(full, "utf8");
      if (!/\bendpoint\(/.test(source)) continue;
      const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) =>
        m[1]!.toLowerCase(),
      );
      found.push({ url, methods });
    }
  }
  return found;
}

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
