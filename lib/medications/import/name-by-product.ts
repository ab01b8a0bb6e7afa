// An NDC NADAC alone describes ("MEDROL 4 MG DOSEPAK", "TWIRLA 120-30 MCG/DAY PATCH") takes RxNorm's name of its
// product (eighteenth pass): an NDC's labeler and product segments (5-4) name one strength and form, its package
// segment only the package, so where RxNorm's NDC file lists the NDC, or names every listed package of its product
// alike (Medrol 4 mg's bottle, 00009-0056-02, for the Dosepak's 00009-0056-04), that name is the NDC's.
import { parseRxnormName } from "./parse-rxnorm-name";
import type { ListedNdc } from "./listed-packages";
import type { NdcLatestRow } from "./parse-ndc-latest-csv";

const productOf = (ndc: string) => ndc.slice(0, 9);

export type NamedByProduct = { ndc: string; from: string; to: string };

/**
 * Rows whose description is no RxNorm name and that no RxNorm pack holds (`isPack`: packs are read by their
 * contents) are renamed; every other row is returned as it was.
 */
export function nameByProduct(
  rows: readonly NdcLatestRow[],
  listed: readonly ListedNdc[],
  isPack: (ndc: string, rxcui: string) => boolean,
): { rows: NdcLatestRow[]; named: NamedByProduct[] } {
  const byNdc = new Map(listed.filter((r) => r.name).map((r) => [r.ndc, r]));
  const byProduct = new Map<string, ListedNdc[]>();
  for (const r of byNdc.values()) byProduct.set(productOf(r.ndc), [...(byProduct.get(productOf(r.ndc)) ?? []), r]);
  const named: NamedByProduct[] = [];
  const renamed = rows.map((row) => {
    if (parseRxnormName(row.description) || isPack(row.ndc, row.rxcui)) return row;
    const siblings = byProduct.get(productOf(row.ndc)) ?? [];
    const one = new Set(siblings.map((r) => r.rxcui)).size === 1 ? siblings[0] : undefined;
    const link = byNdc.get(row.ndc) ?? one;
    if (!link?.name || !parseRxnormName(link.name)) return row;
    named.push({ ndc: row.ndc, from: row.description, to: link.name });
    return { ...row, description: link.name, rxcui: link.rxcui };
  });
  return { rows: renamed, named };
}
