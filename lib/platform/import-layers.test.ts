// Imports run one way: app -> lib/api (and lib/openapi) -> the domains -> lib/vocabulary -> lib/platform.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const lib = path.join(root, "lib");
// db.ts and env.ts sit at lib/'s root as the platform's two entry points; generated is Prisma's client.
const PLATFORM = new Set(["platform", "root", "generated"]);
const TRANSPORT = new Set(["api", "openapi"]);

function listSources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "generated") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The room a path is in: a lib/ folder, "root" for a file at lib/'s root, else the top-level folder. */
function roomOf(absolute: string): string {
  const inLib = path.relative(lib, absolute).split(path.sep);
  if (!inLib[0]!.startsWith("..")) return inLib.length === 1 ? "root" : inLib[0]!;
  return `/${path.relative(root, absolute).split(path.sep)[0]}`;
}

function importEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of listSources(lib)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      const spec = match[1]!;
      const target = spec.startsWith("@/")
        ? path.join(root, spec.slice(2))
        : spec.startsWith(".")
          ? path.resolve(path.dirname(file), spec)
          : null;
      if (!target) continue;
      const from = roomOf(file);
      const to = roomOf(target);
      if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

describe("lib/ imports run one way", () => {
  const edges = importEdges();
  const pairs = [...edges].flatMap(([from, tos]) => [...tos].map((to) => `${from} -> ${to}`));

  it("lib/ has only folders and its two entry points", () => {
    const files = fs
      .readdirSync(lib, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
    expect(files.sort()).toEqual(["db.ts", "env.ts"]);
  });

  it("process.env is read in lib/env.ts only", () => {
    const readers = ["lib", "components", "app"]
      .flatMap((dir) => listSources(path.join(root, dir)))
      .filter(
        (file) => !file.endsWith(path.join("lib", "env.ts")) && /process\.env\b/.test(fs.readFileSync(file, "utf8")),
      )
      .map((file) => path.relative(root, file));
    expect(readers).toEqual([]);
  });

  it("nothing in lib/ imports app/ or components/", () => {
    expect(pairs.filter((p) => / -> \/(app|components)$/.test(p))).toEqual([]);
  });

  it("the platform imports only itself, and the vocabulary only itself and the platform", () => {
    const wrong = pairs.filter((p) => {
      const [from, to] = p.split(" -> ") as [string, string];
      if (PLATFORM.has(from)) return !PLATFORM.has(to);
      if (from === "vocabulary") return !PLATFORM.has(to);
      return false;
    });
    expect(wrong).toEqual([]);
  });

  it("no domain imports the transport (lib/api, lib/openapi)", () => {
    const wrong = pairs.filter((p) => {
      const [from, to] = p.split(" -> ") as [string, string];
      return !TRANSPORT.has(from) && TRANSPORT.has(to);
    });
    expect(wrong).toEqual([]);
  });

  it("no two lib/ folders import each other, directly or round a cycle", () => {
    const rooms = [...edges.keys()].filter((r) => !PLATFORM.has(r));
    const cycles: string[] = [];
    for (const start of rooms) {
      const stack: string[][] = [[start]];
      const seen = new Set<string>();
      while (stack.length) {
        const trail = stack.pop()!;
        for (const next of edges.get(trail.at(-1)!) ?? []) {
          if (next === start) cycles.push([...trail, next].join(" -> "));
          else if (!seen.has(next) && !next.startsWith("/") && !PLATFORM.has(next)) {
            seen.add(next);
            stack.push([...trail, next]);
          }
        }
      }
    }
    expect(cycles).toEqual([]);
  });
});
