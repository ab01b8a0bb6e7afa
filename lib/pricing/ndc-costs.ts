// NADAC cost of every catalog NDC, held in memory (one map, rebuilt when the catalog's data version changes), so a
// pricing request costs no catalog query. An NDC the map lacks is looked up once by primary key: rows written without
// an import (which bumps the version) still price.
import { db } from "../db";
import { versionedCache } from "../platform/data-version";
import { readRows } from "../platform/read-rows";
import { genericEvidenceOf, type GenericEvidence } from "./generic-evidence";

export type NdcCost = {
  ndc: string;
  isBrand: boolean;
  nadacPerUnit: number | null; // USD per pricing unit; null: no NADAC price, so not covered
  pricingUnit: string | null; // EA | ML | GM
} & GenericEvidence; // a generic's first generic approval and its brand's NADAC at the same dose (generic-evidence.ts)

const SELECT = { ndc: true, isBrand: true, nadacPerUnit: true, pricingUnit: true } as const;

export const loadNdcCosts = versionedCache("ndc-costs", "catalog", async () => {
  const [rows, medications, doses] = await Promise.all([
    readRows<{
      ndc: string;
      isBrand: unknown;
      nadacPerUnit: number | null;
      pricingUnit: string | null;
      doseNdc: string | null;
      otc: unknown;
    }>(`SELECT ndc, "isBrand", "nadacPerUnit", "pricingUnit", "doseNdc", otc FROM "Ndc"`),
    readRows<{ slug: string; generic: string; isBrand: unknown; genericSlug: string | null }>(
      `SELECT slug, generic, "isBrand", "genericSlug" FROM "Medication"`,
    ),
    readRows<{ medicationSlug: string; ndc: string; label: string; doseForm: string; pricingUnit: string | null }>(
      `SELECT "medicationSlug", ndc, label, "doseForm", "pricingUnit" FROM "Dose"`,
    ),
  ]);
  // SQLite returns booleans as 0/1; otc is null where no NADAC file says.
  const ndcs = rows.map((row) => ({ ...row, isBrand: Boolean(row.isBrand), otc: row.otc === null ? null : Boolean(row.otc) })); // prettier-ignore
  const evidence = genericEvidenceOf({
    medications: medications.map((m) => ({ ...m, isBrand: Boolean(m.isBrand) })),
    doses,
    ndcs,
  });
  return new Map<string, NdcCost>(
    ndcs.map(({ ndc, isBrand, nadacPerUnit, pricingUnit }) => [
      ndc,
      { ndc, isBrand, nadacPerUnit, pricingUnit, ...evidence.get(ndc) },
    ]),
  );
});

export async function findNdcCost(ndc: string): Promise<NdcCost | null> {
  const costs = await loadNdcCosts();
  const known = costs.get(ndc);
  if (known) return known;
  const row = await db.ndc.findUnique({ where: { ndc }, select: SELECT });
  if (row) costs.set(ndc, row);
  return row;
}
