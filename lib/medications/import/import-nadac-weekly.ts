// Applies an official weekly NADAC CSV to the catalog: each NDC's latest per-unit cost, and its monthly history.
import fs from "node:fs";
import { createGunzip } from "node:zlib";
import { db } from "../../db";
import { bumpDataVersion } from "../../data-version";
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
  let ndcsUpdated = 0;
  let ndcsAdded = 0;
  await db.$transaction(
    async (tx) => {
      const known = new Set(
        (await tx.ndc.findMany({ where: { ndc: { in: [...latest.keys()] } }, select: { ndc: true } })).map(
          (n) => n.ndc,
        ),
      );
      for (const row of latest.values()) {
        const price = {
          nadacPerUnit: row.nadacPerUnit,
          pricingUnit: row.pricingUnit,
          nadacDate: row.effectiveDate,
          otc: row.otc,
        };
        if (known.has(row.ndc)) {
          await tx.ndc.update({ where: { ndc: row.ndc }, data: price });
          ndcsUpdated++;
        } else {
          const isBrand = row.classification?.startsWith("B") ?? false;
          await tx.ndc.create({ data: { ndc: row.ndc, description: row.description, isBrand, ...price } });
          ndcsAdded++;
        }
      }
      for (const row of monthly.values()) {
        const id = { ndc: row.ndc, month: row.effectiveDate.slice(0, 7) };
        await tx.nadacPrice.upsert({
          where: { ndc_month: id },
          update: { perUnit: row.nadacPerUnit },
          create: { ...id, perUnit: row.nadacPerUnit },
        });
      }
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
