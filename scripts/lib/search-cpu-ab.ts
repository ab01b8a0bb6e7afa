// Search CPU a query of this tree against another checkout's (`--against DIR` of the search measures): the same queries
// answered by both, alternated in blocks of BLOCK queries, a fresh index (and cache) per tree and round.
import { resolve } from "node:path";
import { readCatalogSeed } from "../../lib/medications/import/read-catalog-seed";
import { findMedications } from "../../lib/medications/search/find-medications";
import { searchCatalogOf } from "../../lib/medications/search/search-catalog-of";

const BLOCK = 2_000;

export async function compareSearchCpu({
  against,
  queries,
  rounds,
  seed,
  withOtherDrugNames,
}: {
  against: string; // the other checkout
  queries: readonly string[];
  rounds: number;
  seed: Awaited<ReturnType<typeof readCatalogSeed>>; // this tree's catalog seed
  withOtherDrugNames: boolean; // each index built with its seed's names of drugs the catalog does not sell, or none
}): Promise<{ hereMs: number; thereMs: number; ratio: number }> {
  const tree = resolve(against);
  const other = {
    find: (await import(`${tree}/lib/medications/search/find-medications.ts`))
      .findMedications as typeof findMedications,
    catalogOf: (await import(`${tree}/lib/medications/search/search-catalog-of.ts`))
      .searchCatalogOf as typeof searchCatalogOf,
  };
  const otherSeed = await readCatalogSeed(`${tree}/prisma/seed/catalog.json.gz`);
  const namesOf = (s: { otherDrugNames: string[] }) => (withOtherDrugNames ? s.otherDrugNames : []);
  const used = { here: 0, there: 0 };
  for (let round = 0; round < rounds; round++) {
    const trees = [
      { key: "here" as const, find: findMedications, catalog: searchCatalogOf(seed.medications, namesOf(seed)) },
      { key: "there" as const, find: other.find, catalog: other.catalogOf(otherSeed.medications, namesOf(otherSeed)) },
    ];
    for (let at = 0; at < queries.length; at += BLOCK) {
      const block = queries.slice(at, at + BLOCK);
      const order = (at / BLOCK + round) % 2 === 0 ? trees : [...trees].reverse();
      for (const t of order) {
        const before = process.cpuUsage();
        for (const q of block) t.find(t.catalog as never, q, 10);
        const u = process.cpuUsage(before);
        used[t.key] += u.user + u.system;
      }
    }
  }
  const per = (us: number) => us / 1000 / (queries.length * rounds);
  return { hereMs: per(used.here), thereMs: per(used.there), ratio: used.here / used.there };
}
