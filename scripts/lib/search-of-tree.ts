// The search code of a checkout (`--tree DIR` of the search measures; this one by default, or main exported with
// `git archive main | tar -x -C DIR`) over a catalog seed: its findMedications and the search catalog it builds.
import { resolve } from "node:path";
import { readCatalogSeed } from "../../lib/medications/import/read-catalog-seed";
import type { findMedications as FindMedications } from "../../lib/medications/search/find-medications";
import type { searchCatalogOf as SearchCatalogOf } from "../../lib/medications/search/search-catalog-of";

export async function searchOfTree(treeDir: string, seedPath: string) {
  const tree = resolve(treeDir);
  const findMedications = (await import(`${tree}/lib/medications/search/find-medications.ts`))
    .findMedications as typeof FindMedications;
  const searchCatalogOf = (await import(`${tree}/lib/medications/search/search-catalog-of.ts`))
    .searchCatalogOf as typeof SearchCatalogOf;
  const seed = await readCatalogSeed(seedPath);
  return { findMedications, catalog: searchCatalogOf(seed.medications, seed.otherDrugNames), seed };
}
