// What a patient's phone downloads: the modules a client component reaches (value imports, followed through lib/)
// load no server-side library. zod alone was 30 KB of every page's first-load JavaScript, reached through a zip
// pattern.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// Libraries that belong on the server: validation schemas, the database, the map (loaded on demand, never with a page).
const SERVER_ONLY = ["zod", "server-only", "@prisma/", "pg", "better-sqlite3"];
const ON_DEMAND = ["leaflet", "react-leaflet", "protomaps-leaflet", "topojson-client", "qrcode"];

function listSources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function resolveSource(spec: string, from: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

// The static value imports of a file: `import type` and `import { type A, type B }` load nothing; `import("x")`
// (a chunk loaded on demand) is not followed.
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms)) {
    const [, typeOnly, names = "", spec] = match;
    const named = names.match(/^\{([^}]*)\}$/s)?.[1];
    const allTypes = named !== undefined && named.split(",").every((n) => !n.trim() || /^type\s/.test(n.trim()));
    if (!typeOnly && !allTypes) specs.push(spec!);
  }
  for (const match of text.matchAll(/^import\s+["']([^"']+)["']/gm)) specs.push(match[1]!);
  return specs;
}

const clientFiles = ["components", "app"]
  .flatMap((dir) => listSources(path.join(root, dir)))
  .filter((file) => /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8")));

// Every package the static imports of the given files reach, with the trail that reaches it.
function packagesReached(files: string[]): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const stack = files.map((file) => [file]);
  while (stack.length) {
    const trail = stack.pop()!;
    const file = trail.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const local = spec.startsWith(".") || spec.startsWith("@/");
      if (!local) {
        if (!reached.has(spec)) reached.set(spec, trail.map((f) => path.relative(root, f)).join(" -> "));
        continue;
      }
      const target = resolveSource(spec, file);
      if (target && !seen.has(target)) stack.push([...trail, target]);
    }
  }
  return reached;
}

function offending(reached: Map<string, string>, names: string[]): string[] {
  return [...reached]
    .filter(([spec]) => names.some((name) => spec === name || spec.startsWith(name.endsWith("/") ? name : `${name}/`)))
    .map(([spec, trail]) => `${spec} via ${trail}`);
}

describe("client components", () => {
  it("reach no server-side library (zod, Prisma, database drivers)", () => {
    const reached = packagesReached(clientFiles);
    expect(reached.has("react")).toBe(true);
    expect(offending(reached, SERVER_ONLY)).toEqual([]);
  });

  it("load the map's and the QR code's libraries only on demand (a dynamic import)", () => {
    // The map's own modules (components/map/) are the chunk that loads on demand: they may import them statically.
    const pages = clientFiles.filter((file) => !file.includes(`${path.sep}components${path.sep}map${path.sep}`));
    expect(offending(packagesReached(pages), ON_DEMAND)).toEqual([]);
  });
});
