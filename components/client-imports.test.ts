// What a patient's phone downloads: the modules a client component reaches (value imports, followed through lib/)
// load no server-side library. zod alone was 30 KB of every page's first-load JavaScript, reached through a zip
// pattern.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listSources, root, walkImports } from "@/test-support/import-graph";

// Libraries that belong on the server: validation schemas, the database, the map (loaded on demand, never with a page).
const SERVER_ONLY = ["zod", "server-only", "@prisma/", "pg", "better-sqlite3"];
const ON_DEMAND = ["leaflet", "react-leaflet", "protomaps-leaflet", "topojson-client", "qrcode"];

const clientFiles = ["components", "app"]
  .flatMap((dir) => listSources(path.join(root, dir)))
  .filter((file) => /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8")));

// Every package the static imports of the given files reach, with the trail that reaches it.
function packagesReached(files: string[]): Map<string, string> {
  return walkImports(files).packages;
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
