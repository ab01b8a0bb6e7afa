import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STANDALONE_CONFIG_VARIABLE, applyBuiltNextConfig } from "./built-next-config";

describe("the built Next.js configuration", () => {
  const distDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "built-next-config-"));

  it("is handed to Next.js as its standalone server does, so next.config.ts is not compiled at start", () => {
    const dir = distDir();
    const config = { distDir: ".next", skipTrailingSlashRedirect: true, experimental: {} };
    fs.writeFileSync(path.join(dir, "required-server-files.json"), JSON.stringify({ version: 1, config, files: [] }));
    const env: Record<string, string | undefined> = {};
    applyBuiltNextConfig(dir, env);
    expect(JSON.parse(env[STANDALONE_CONFIG_VARIABLE]!)).toEqual(config);
  });

  it("says to build first when the app is not built", () => {
    expect(() => applyBuiltNextConfig(distDir(), {})).toThrow(/npm run build/);
  });
});
