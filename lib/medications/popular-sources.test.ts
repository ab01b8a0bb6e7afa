// Spec 4.1: popular "reflects only searches made against the search query endpoint". What records a search, read from
// the source: the search query endpoint's domain function, which only that endpoint's route calls.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listSources, root } from "../../test-support/import-graph";

const sources = ["app", "lib", "components", "scripts"].flatMap((dir) => listSources(path.join(root, dir)));
const calling = (name: string) =>
  sources
    .filter((file) => new RegExp(`\\b${name}\\(`).test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file))
    .sort();

describe("what counts for popular", () => {
  it("only the search query endpoint's domain function records a search", () => {
    expect(calling("recordSearch").filter((f) => f !== "lib/medications/record-search.ts")).toEqual([
      "lib/medications/search-medications.ts",
    ]);
  });

  it("only GET /search/v1 calls that function: the site's search and picks count nothing", () => {
    expect(calling("searchMedications").filter((f) => f !== "lib/medications/search-medications.ts")).toEqual([
      "app/search/v1/route.ts",
    ]);
  });
});
