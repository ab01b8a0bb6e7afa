// Every app/**/route.ts as its URL (route groups dropped, [param] as {param}), the methods it exports, and whether it
// goes through the partner endpoint wrapper: what the route registries are checked against.
import fs from "node:fs";
import path from "node:path";

export type RouteFile = { url: string; methods: string[]; partner: boolean };

export function listRouteFiles(dir = "app", url = ""): RouteFile[] {
  const found: RouteFile[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = /^\(.+\)$/.test(entry.name) ? "" : `/${entry.name.replace(/^\[(.+)\]$/, "{$1}")}`;
      found.push(...listRouteFiles(full, url + segment));
    } else if (entry.name === "route.ts") {
      const source = fs.readFileSync(full, "utf8");
      const methods = [...source.matchAll(/export (?:async )?(?:const|function) (GET|POST|PUT|PATCH|DELETE)\b/g)];
      found.push({ url: url || "/", methods: methods.map((m) => m[1]!).sort(), partner: /\bendpoint\(/.test(source) });
    }
  }
  return found;
}
