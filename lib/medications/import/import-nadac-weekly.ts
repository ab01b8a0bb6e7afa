// Applies an official weekly NADAC CSV to the catalog: each NDC's latest per-unit cost, and its monthly history.
import fs from "node:fs";
import { createGunzip } from "node:zlib";
import { bulkInsert } from "../../platform/bulk-insert";
import { db } from "../../db";
import { bumpDataVersion } from "../../platform/data-version";
import { parseNadacWeeklyCsv, type NadacWeeklyRow } from "./parse-nadac-weekly-csv";
import type { Rejection } from "../catalog-types";

export type NadacWeeklySummary = {
  counts: { rowsRead: number; rejected: number; ndcsUpdated: number; ndcsAdded: number; monthsWritten: number };
  rejected: Rejection[];
};

export async function importNadacWeekly({ file }: { file: string }): Promise<NadacWeeklySummary> {
  const raw = fs.createReadStream(file);
  const { records, rejected } = await parseNadacWeeklyCsv(file.endsWith(".gz") ? raw.pipe(createGunzip()) : raw);
  // Several weekly snapshots may be in one file: keep the newest row per NDC, and the newest row per NDC and month.
  const latest = new Map<string, NadacWeeklyRow>();
  const monthly = new Map<string, NadacWeeklyRow>();
  for (const row of records) {
    if ((latest.get(row.ndc)?.effectiveDate ?? "") <= row.effectiveDate) latest.set(row.ndc, row);
    const key = `${row.ndc}:${row.effectiveDate.slice(0, 7)}`;
    if ((monthly.get(key)?.effectiveDate ?? "") <= row.effectiveDate) monthly.set(key, row);
  }
  // A complete week holds every NDC (33k): multi-row upserts, not one statement per row.
  const known = new Set((await db.ndc.findMany({ select: { ndc: true } })).map((n) => n.ndc));
  const ndcsUpdated = [...latest.keys()].filter((ndc) => known.has(ndc)).length;
  const ndcsAdded = latest.size - ndcsUpdated;
  await db.$transaction(
    async (tx) => {
      const ndcs = [...latest.values()].map((row) => ({
        ndc: row.ndc,
        description: row.description,
        isBrand: row.classification?.startsWith("B") ?? false,
        nadacPerUnit: row.nadacPerUnit,
        pricingUnit: row.pricingUnit,
        nadacDate: row.effectiveDate,
        otc: row.otc,
      }));
      // A known NDC keeps its RxNorm description and brand flag; only its cost, unit, date and OTC flag move.
      await bulkInsert(tx, "Ndc", ndcs, {
        onConflict: `ON CONFLICT ("ndc") DO UPDATE SET "nadacPerUnit" = excluded."nadacPerUnit", "pricingUnit" = excluded."pricingUnit", "nadacDate" = excluded."nadacDate", "otc" = excluded."otc"`,
      });
      const prices = [...monthly.values()].map((row) => ({
        ndc: row.ndc,
        month: row.effectiveDate.slice(0, 7),
        perUnit: row.nadacPerUnit,
      }));
      await bulkInsert(tx, "NadacPrice", prices, {
        onConflict: `ON CONFLICT ("ndc", "month") DO UPDATE SET "perUnit" = excluded."perUnit"`,
      });
      await bumpDataVersion(tx, "catalog");
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
  return {
    counts: {
      rowsRead: records.length + rejected.length,
      rejected: rejected.length,
      ndcsUpdated,
      ndcsAdded,
      monthsWritten: monthly.size,
    },
    rejected,
  };
}
