import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "./routes";

// Every app/**/route.ts as its URL (route groups dropped, [param] as {param}) and the methods it exports.
function routeFiles(dir = "app", url = ""): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = /^\(.+\)$/.test(entry.name) ? "" : `/${entry.name.replace(/^\[(.+)\]$/, "{$1}")}`;
      found.push(...routeFiles(full, url + segment));
    } else if (entry.name === "route.ts") {
      const source = fs.readFileSync(full, "utf8");
      const methods = [...source.matchAll(/export (?:async )?(?:const|function) (GET|POST|PUT|PATCH|DELETE)\b/g)];
      found.push({ path: url || "/", methods: methods.map((m) => m[1]!).sort() });
    }
  }
  return found;
}

describe("the route table of the request screen", () => {
  it("lists every route handler of app/ with exactly the methods it exports", () => {
    const table = ROUTES.map((r) => ({ path: r.path.replace(/\/$/, ""), methods: [...r.methods].sort() }));
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(table).toEqual(expect.arrayContaining(files));
    expect(files).toEqual(expect.arrayContaining(table));
  });
});
