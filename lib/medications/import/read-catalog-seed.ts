// Reads the committed catalog seed (prisma/seed/catalog.json.gz) for the database loader, validated and cross-checked.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { catalogSeedSchema } from "./catalog-seed-schema";
import type { CatalogSeed } from "../catalog-types";

export const CATALOG_SEED_PATH = join("prisma", "seed", "catalog.json.gz");

export async function readCatalogSeed(path: string = CATALOG_SEED_PATH): Promise<CatalogSeed> {
  const seed = catalogSeedSchema.parse(JSON.parse(gunzipSync(await readFile(path)).toString("utf8")));
  const problem = findSeedProblem(seed);
  if (problem) throw new Error(`${path}: ${problem}`);
  return seed;
}

// References the schema cannot see: unique slugs and NDCs, links that resolve, an NdcRecord for every dose NDC.
export function findSeedProblem(seed: CatalogSeed): string | null {
  const slugs = new Set<string>();
  for (const m of seed.medications) {
    if (slugs.has(m.slug)) return `duplicate slug "${m.slug}"`;
    slugs.add(m.slug);
  }
  const ndcs = new Set<string>();
  for (const n of seed.ndcs) {
    if (ndcs.has(n.ndc)) return `duplicate NDC ${n.ndc}`;
    ndcs.add(n.ndc);
  }
  for (const m of seed.medications) {
    if (m.genericSlug !== null && !slugs.has(m.genericSlug)) return `${m.slug}: unknown genericSlug ${m.genericSlug}`;
    if (!m.isBrand && m.genericSlug === null) return `${m.slug}: a generic without a genericSlug`;
    const unknownBrand = m.brandSlugs.find((s) => !slugs.has(s));
    if (unknownBrand) return `${m.slug}: unknown brand slug ${unknownBrand}`;
    for (const d of m.doses) {
      const missing = d.ndcs.find((n) => !ndcs.has(n));
      if (missing) return `${m.slug}: dose NDC ${missing} has no NDC record`;
    }
  }
  return null;
}
