import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain JavaScript module without types
import { buildServer } from "./build-server.mjs";

// The esbuild service processes still running as children of this process (one that has exited but is not reaped
// yet shows as a zombie, state Z).
function esbuildChildren(): string[] {
  const table = execFileSync("ps", ["-o", "stat=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  return table.split("\n").filter((line) => line.includes("esbuild") && !line.trim().startsWith("Z"));
}

// The packages a built module loads before it runs: its static imports, followed through the build's own chunks.
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  for (const [, from] of source.matchAll(/^(?:import|export)\s[^;]*?(?:from\s*)?"([^"]+)";/gms)) {
    if (from!.startsWith("."))
      staticPackages(path.resolve(path.dirname(file), from!), seen).forEach((p) => packages.add(p));
    else packages.add(from!);
  }
  return packages;
}

describe("the server build", () => {
  it("leaves Prisma and prom-client out of what the launcher loads to start serving a ready database", async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "rxcard-server-"));
    await buildServer(outdir);
    const launcher = staticPackages(path.join(outdir, "start.mjs"));
    expect(launcher).toContain("better-sqlite3"); // the check of the database, through the driver
    expect([...launcher].filter((p) => /prisma|prom-client/.test(p))).toEqual([]);
    expect([...staticPackages(path.join(outdir, "serve.mjs"))].some((p) => p.startsWith("@prisma/"))).toBe(true);
  }, 60_000);

  it("stops esbuild's service process, which npm start's launcher would otherwise keep for its whole life", async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "rxcard-server-"));
    await buildServer(outdir);
    expect(fs.existsSync(path.join(outdir, "serve.mjs"))).toBe(true);
    expect(esbuildChildren()).toEqual([]);
  }, 60_000);
});
