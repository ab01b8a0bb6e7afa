// The brands RxNorm names for each clinical drug (rxcui-brand-generic-index.json: a generic's mate is its brand's
// branded drug), and the shared-counts measure over a seed read with them (two-brand-uses.ts,
// measure-shared-counts.ts); the derivation reads the brands through matesOf.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { CatalogSeed } from "../catalog-types";
import type { DispensingIndex } from "./index-dispensing";
import { indexListedPackages, parseListedNdcs } from "./listed-packages";
import { fallbackCandidates } from "./measure-fallback-defaults";
import { measureSharedCounts, type SharedCountsMeasure } from "./measure-shared-counts";
import { parseRxcuiIndex } from "./parse-rxcui-index";
import { SOURCE_FILES } from "./read-catalog-sources";
import { readOptionalSource } from "./read-optional-source";
import { QUANTITY_FILES } from "./seed-provenance";
import { brandsOfMates } from "./two-brand-uses";

export async function readRxnormBrands(dataDir: string): Promise<(rxcui: string) => string[]> {
  const text = gunzipSync(await readFile(join(dataDir, SOURCE_FILES.index))).toString("utf8");
  const { records } = parseRxcuiIndex(text);
  const names = new Map(records.map((e) => [e.rxcui, e.name]));
  const mates = new Map<string, Set<string>>();
  for (const e of records)
    if (e.mateRxcui) {
      mates.set(e.rxcui, (mates.get(e.rxcui) ?? new Set()).add(e.mateRxcui));
      mates.set(e.mateRxcui, (mates.get(e.mateRxcui) ?? new Set()).add(e.rxcui));
    }
  return (rxcui) => brandsOfMates([...(mates.get(rxcui) ?? [])].map((m) => ({ rxcui: m, name: names.get(m) ?? null })));
}

/** measureSharedCounts over a seed, each dose's brands read from its NDCs' RxCUIs. */
export async function readSharedCounts(
  seed: Pick<CatalogSeed, "medications" | "ndcs">,
  dataDir: string,
  dispensing: DispensingIndex,
): Promise<SharedCountsMeasure> {
  const listed = indexListedPackages(await readOptionalSource(dataDir, QUANTITY_FILES.listed, parseListedNdcs, []));
  const brandsOfRxcui = await readRxnormBrands(dataDir);
  const rxcuiOf = new Map(seed.ndcs.map((n) => [n.ndc, n.rxcui]));
  const brandsOf = (ndcs: readonly string[]) => [...new Set(ndcs.flatMap((n) => brandsOfRxcui(rxcuiOf.get(n) ?? "")))].sort(); // prettier-ignore
  return measureSharedCounts(seed, dispensing, fallbackCandidates(seed, dispensing, listed), brandsOf);
}

/** The generics otherUseDoses opened (a documented reason for the default-share and disagreement measures). */
export const openedByUseOf = (measure: SharedCountsMeasure) =>
  new Set(measure.uses.filter((u) => u.opened).map((u) => u.slug));
