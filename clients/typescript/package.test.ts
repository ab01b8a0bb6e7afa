// The client as partners get it: `npm pack` of clients/typescript installs into an empty project (with openapi-fetch,
// its peer dependency, packed from this project's node_modules: no registry needed), the README's example type-checks
// there under Node's own module resolution, a call to a path the API does not have does not, and the package loads.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import clientPackage from "./package.json";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: "pipe",
    env: { ...process.env, npm_config_fund: "false" },
  });
const pack = (dir: string, into: string) =>
  run("npm", ["pack", dir, "--pack-destination", into, "--silent"], ROOT).trim().split("\n").pop()!;

function readmeExample(): string {
  const readme = fs.readFileSync(path.join(ROOT, "clients", "typescript", "README.md"), "utf8");
  const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!example) throw new Error("the README has no ts example");
  return example;
}

describe("the client package", () => {
  it("declares its name, version, ESM entry with types, and openapi-fetch as a peer dependency", () => {
    expect(clientPackage).toMatchObject({
      name: expect.stringMatching(/^@[a-z0-9-]+\/[a-z0-9-]+$/),
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      type: "module",
      exports: { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } },
      types: "./dist/index.d.ts",
      peerDependencies: { "openapi-fetch": expect.any(String) },
    });
    expect(readmeExample().trim().split("\n")).toHaveLength(5);
    expect(fs.readFileSync(path.join(ROOT, "clients", "typescript", "CHANGELOG.md"), "utf8")).toContain(
      `## ${clientPackage.version}`,
    );
  });

  it("packs, installs in an empty project, type-checks the README's example and loads", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-package-"));
    const tarballs = [
      pack("./clients/typescript", dir),
      pack("./node_modules/openapi-fetch", dir),
      pack("./node_modules/openapi-typescript-helpers", dir),
    ];
    expect(tarballs[0]).toBe(`rx-discount-card-api-client-${clientPackage.version}.tgz`);
    const listed = run("tar", ["-tzf", tarballs[0]!], dir);
    expect(listed.split("\n").filter(Boolean).sort()).toEqual(
      [
        "package/CHANGELOG.md",
        "package/README.md",
        "package/dist/index.d.ts",
        "package/dist/index.js",
        "package/dist/schema.d.ts",
        "package/package.json",
      ].sort(),
    );
    fs.writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "consumer", private: true, type: "module" }),
    );
    run("npm", ["install", "--offline", "--no-audit", "--ignore-scripts", ...tarballs.map((t) => `./${t}`)], dir);
    fs.writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2022", "DOM"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          types: [],
        },
        include: ["*.ts"],
      }),
    );
    fs.writeFileSync(path.join(dir, "example.ts"), `${readmeExample()}export {};\n`);
    const tsc = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
    expect(() => run(process.execPath, [tsc, "-p", "."], dir)).not.toThrow();

    // The types are really checked: a path the API does not have is an error.
    fs.writeFileSync(
      path.join(dir, "wrong.ts"),
      `import { createRxCardClient } from "${clientPackage.name}";\n` +
        `await createRxCardClient({ baseUrl: "http://x", apiKey: "k" }).GET("/search/v2/popular", { params: {} });\nexport {};\n`,
    );
    let output = "";
    try {
      run(process.execPath, [tsc, "-p", "."], dir);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    expect(output).toContain("wrong.ts");
    expect(output).toContain("/search/v2/popular");

    const loaded = run(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import("${clientPackage.name}").then((m) => console.log(typeof m.createRxCardClient))`,
      ],
      dir,
    );
    expect(loaded.trim()).toBe("function");
    fs.rmSync(dir, { recursive: true, force: true });
  }, 600_000);
});
