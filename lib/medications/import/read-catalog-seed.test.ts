import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildFixtureCatalog } from "./fixtures/build-fixture-catalog";
import { findSeedProblem, readCatalogSeed } from "./read-catalog-seed";
import type { CatalogSeed } from "../catalog-types";

describe("readCatalogSeed", async () => {
  const { medications, ndcs, history } = await buildFixtureCatalog();
  const seed: CatalogSeed = {
    version: 1,
    generatedAt: "2025-12-01T00:00:00.000Z",
    provenance: { sources: [], rules: [] },
    medications,
    ndcs,
    otherDrugNames: [],
    history,
  };
  const write = (value: unknown) => {
    const path = join(mkdtempSync(join(tmpdir(), "catalog-seed-")), "catalog.json.gz");
    writeFileSync(path, gzipSync(JSON.stringify(value)));
    return path;
  };

  it("reads back a derived seed unchanged", async () => {
    expect(await readCatalogSeed(write(seed))).toEqual(seed);
  });

  it("refuses a seed whose records break the catalog rules", async () => {
    const badDefault = { ...seed, medications: [{ ...medications[0]!, defaultDose: "99999999999" }] };
    await expect(readCatalogSeed(write(badDefault))).rejects.toThrow(/defaultDose is not one of the doses/);
    await expect(readCatalogSeed(write({ ...seed, version: 2 }))).rejects.toThrow();
  });

  it("finds duplicate slugs, dangling links and dose NDCs without a record", () => {
    expect(findSeedProblem(seed)).toBeNull();
    expect(findSeedProblem({ ...seed, medications: [...medications, medications[0]!] })).toBe(
      'duplicate slug "amoxicillin"',
    );
    const dangling = medications.map((m) => (m.slug === "lipitor" ? { ...m, genericSlug: "nope" } : m));
    expect(findSeedProblem({ ...seed, medications: dangling })).toBe("lipitor: unknown genericSlug nope");
    expect(findSeedProblem({ ...seed, ndcs: ndcs.slice(1) })).toMatch(/has no NDC record$/);
    const orphan = medications.map((m) => (m.slug === "amoxicillin" ? { ...m, genericSlug: null } : m));
    expect(findSeedProblem({ ...seed, medications: orphan })).toBe("amoxicillin: a generic without a genericSlug");
  });
});
