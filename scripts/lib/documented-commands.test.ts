import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkCommand, extractCommands, findCommandProblems } from "./documented-commands";

const root = path.resolve(import.meta.dirname, "../..");
const scripts = { accounts: "tsx scripts/accounts.ts", bench: "tsx scripts/bench.ts", test: "bash scripts/test.sh" };

describe("documented commands", () => {
  it("every command in README.md and docs/ names a script, verb and flag the project has", () => {
    expect(findCommandProblems(root)).toEqual([]);
  });

  it("reads shell blocks (without comments or leading variables) and inline npm spans", () => {
    const md =
      "Run `npm run bench -- --smoke` now.\n```sh\nFOO=1 npm run accounts -- list   # all\nnpm install && npm start\n```\n";
    expect(extractCommands(md)).toEqual([
      "npm run bench -- --smoke",
      "npm run accounts -- list",
      "npm install",
      "npm start",
    ]);
  });

  it("finds a missing script, verb or flag", () => {
    expect(checkCommand(root, "npm run nothing-here", scripts)).toMatch(/no npm script/);
    expect(checkCommand(root, "npm run accounts -- obliterate ID", scripts)).toMatch(/no verb "obliterate"/);
    expect(checkCommand(root, "npm run accounts -- create --name X --colour red", scripts)).toMatch(/no flag --colour/);
    expect(checkCommand(root, "npm run bench -- --smoke --connections 4", scripts)).toBeNull();
    expect(checkCommand(root, "npx tsx scripts/bench-pricing.ts --key K", scripts)).toMatch(/no file/);
  });
});
