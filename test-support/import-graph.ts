// The project's own import graph, read from the source: which files a file reaches through its imports. Used by the
// tests that check what a page sends to the browser.
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export function listSources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

export function resolveSource(spec: string, from: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

// The static value imports of a file: `import type` and `import { type A, type B }` load nothing; `import("x")`
// (a chunk loaded on demand) only with `dynamic`.
export function staticImports(file: string, { dynamic = false } = {}): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms)) {
    const [, typeOnly, names = "", spec] = match;
    const named = names.match(/^\{([^}]*)\}$/s)?.[1];
    const allTypes = named !== undefined && named.split(",").every((n) => !n.trim() || /^type\s/.test(n.trim()));
    if (!typeOnly && !allTypes) specs.push(spec!);
  }
  for (const match of text.matchAll(/^import\s+["']([^"']+)["']/gm)) specs.push(match[1]!);
  if (dynamic) for (const match of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specs.push(match[1]!);
  return specs;
}

// Every file of the project the given files reach, each with the trail that reaches it, and every package they import.
export function walkImports(files: string[], options: { dynamic?: boolean } = {}) {
  const reached = new Map<string, string>();
  const packages = new Map<string, string>();
  const stack = files.map((file) => [file]);
  while (stack.length) {
    const trail = stack.pop()!;
    const file = trail.at(-1)!;
    if (reached.has(file)) continue;
    reached.set(file, trail.map((f) => path.relative(root, f)).join(" -> "));
    for (const spec of staticImports(file, options)) {
      const local = spec.startsWith(".") || spec.startsWith("@/");
      if (!local) {
        if (!packages.has(spec)) packages.set(spec, reached.get(file)!);
        continue;
      }
      const target = resolveSource(spec, file);
      if (target && !reached.has(target)) stack.push([...trail, target]);
    }
  }
  return { files: reached, packages };
}
