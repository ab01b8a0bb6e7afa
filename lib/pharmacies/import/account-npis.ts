// Accounts for every row of every NPI source: in the seed, or why not (the last stage that dropped its NPI: the
// source's own parse, the merge of sources, or placement and de-duplication), with counts per reason per source.
import { NPI_PATTERN } from "../../vocabulary/fields";
import type { Rejection } from "../pharmacy-record";
import { countBy } from "./summarize-import";

export const IN_SEED = "in the seed";
export const NOT_ACCOUNTED = "not in the seed, no stage recorded why";

// A dropped NPI whose store is in the network under another NPI (the reasons of locate-pharmacies.ts and
// one-counter.ts that keep one NPI of a store).
const SAME_STORE = [/another NPI of/, /a second NPI of/, /an older NPI of the store/, /same counter/, /same address/, /same rooftop/]; // prettier-ignore
export const isSameStore = (outcome: string) => SAME_STORE.some((re) => re.test(outcome));

export type SourceRows = {
  source: string;
  rows: readonly SourceRow[]; // the rows each source kept after its own parse
  rejected: readonly Rejection[]; // the rows its own parse rejected
};
type SourceRow = { npi: string; name: string; city: string; state: string; zip: string };
// `row` names the source's store ("name, city, state zip") so a reader can check a reason against public lists.
export type NpiOutcome = { source: string; npi: string; outcome: string; row?: string };

// The NPI a rejection names: its `npi`, else a `detail` that is a 10-digit NPI (several stages put it there).
export function rejectedNpi(r: Rejection): string | undefined {
  if (r.npi) return r.npi;
  const first = r.detail?.split(" ")[0];
  return first && NPI_PATTERN.test(first) ? first : undefined;
}

export function accountNpis({
  sources,
  stages,
  seedNpis,
}: {
  sources: readonly SourceRows[];
  stages: readonly (readonly Rejection[])[]; // later stages first: their reason is the NPI's final fate
  seedNpis: ReadonlySet<string>;
}): { outcomes: NpiOutcome[]; counts: { source: string; rows: number; reasons: [string, number][] }[] } {
  const fate = new Map<string, string>();
  for (const stage of stages)
    for (const r of stage) {
      const npi = rejectedNpi(r);
      if (npi && !fate.has(npi)) fate.set(npi, r.reason);
    }
  const outcomes: NpiOutcome[] = [];
  const counts = sources.map(({ source, rows, rejected }) => {
    const mine: NpiOutcome[] = [
      ...rows.map(({ npi, name, city, state, zip }) => ({
        source,
        npi,
        outcome: seedNpis.has(npi) ? IN_SEED : (fate.get(npi) ?? NOT_ACCOUNTED),
        row: `${name}, ${city}, ${state} ${zip}`,
      })),
      ...rejected.map((r) => {
        const npi = rejectedNpi(r) ?? "";
        // A row its own source rejected may still be in the seed through another source.
        return { source, npi, outcome: seedNpis.has(npi) ? IN_SEED : `${source}: ${r.reason}` };
      }),
    ];
    outcomes.push(...mine);
    return { source, rows: mine.length, reasons: countBy(mine, (o) => o.outcome) };
  });
  return { outcomes, counts };
}
