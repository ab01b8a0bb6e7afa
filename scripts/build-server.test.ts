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

describe("the server build", () => {
  it("stops esbuild's service process, which npm start's launcher would otherwise keep for its whole life", async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "rxcard-server-"));
    await buildServer(outdir);
    expect(fs.existsSync(path.join(outdir, "serve.mjs"))).toBe(true);
    expect(esbuildChildren()).toEqual([]);
  }, 60_000);
});
