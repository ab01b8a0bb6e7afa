// NADAC cost of every catalog NDC, held in memory (one map, rebuilt when the catalog's data version changes), so a
// pricing request costs no catalog query. An NDC the map lacks is looked up once by primary key: rows written without
// an import (which bumps the version) still price.
import { db } from "../db";
import { versionedCache } from "../platform/data-version";
import { readRows } from "../platform/read-rows";

export type NdcCost = {
  ndc: string;
  isBrand: boolean;
  nadacPerUnit: number | null; // USD per pricing unit; null: no NADAC price, so not covered
  pricingUnit: string | null; // EA | ML | GM
};

const SELECT = { ndc: true, isBrand: true, nadacPerUnit: true, pricingUnit: true } as const;

export const loadNdcCosts = versionedCache("ndc-costs", "catalog", async () => {
  const rows = await readRows<Omit<NdcCost, "isBrand"> & { isBrand: unknown }>(
    `SELECT ndc, "isBrand", "nadacPerUnit", "pricingUnit" FROM "Ndc"`,
  );
  return new Map<string, NdcCost>(rows.map((row) => [row.ndc, { ...row, isBrand: Boolean(row.isBrand) }]));
});

export async function findNdcCost(ndc: string): Promise<NdcCost | null> {
  const costs = await loadNdcCosts();
  const known = costs.get(ndc);
  if (known) return known;
  const row = await db.ndc.findUnique({ where: { ndc }, select: SELECT });
  if (row) costs.set(ndc, row);
  return row;
}
