// Merges the NADAC sources into one NdcRecord per NDC11: the flattened file gives the RxNorm link and latest rate,
// the CMS weekly files correct the pricing unit and give the OTC flag.
import type { NadacExtractRow } from "./parse-nadac-weekly-extract";
import type { NadacWeeklyRow } from "./parse-nadac-weekly-csv";
import type { NdcLatestRow } from "./parse-ndc-latest-csv";
import { parseRxnormName } from "./parse-rxnorm-name";
import type { NdcRecord } from "../catalog-types";

export type MergeReport = {
  duplicateRows: number; // same NDC on two rows of the flattened file
  unitsCorrected: number; // inferred pricing unit replaced by a different CMS one
  unitsFilled: number; // no pricing unit in the flattened file, one in a CMS file
  ratesUpdated: number; // a CMS weekly rate newer than the flattened file's
  weeklyWithoutRxnorm: number; // NDCs of the weekly files missing from the flattened file (no RxCUI to place them)
};

export function mergeNdcRecords(
  latest: readonly NdcLatestRow[],
  weekly: readonly NadacWeeklyRow[],
  extract: readonly NadacExtractRow[],
  historyPoints: ReadonlyMap<string, number>,
): { records: NdcRecord[]; report: MergeReport } {
  const report: MergeReport = {
    duplicateRows: 0,
    unitsCorrected: 0,
    unitsFilled: 0,
    ratesUpdated: 0,
    weeklyWithoutRxnorm: 0,
  };
  // A few NDCs sit on two rows, once under an RxNorm name and once under a NADAC pack description: RxNorm wins.
  const rows = new Map<string, NdcLatestRow>();
  for (const row of latest) {
    const kept = rows.get(row.ndc);
    if (kept) report.duplicateRows++;
    if (!kept || (!parseRxnormName(kept.description) && parseRxnormName(row.description))) rows.set(row.ndc, row);
  }
  // The latest weekly snapshot of an NDC is CMS's current word on it.
  const weeklyByNdc = new Map<string, NadacWeeklyRow>();
  for (const row of weekly) {
    const kept = weeklyByNdc.get(row.ndc);
    if (!kept || (row.asOfDate ?? row.effectiveDate) >= (kept.asOfDate ?? kept.effectiveDate)) {
      weeklyByNdc.set(row.ndc, row);
    }
  }
  const extractByNdc = new Map(extract.map((row) => [row.ndc, row]));
  report.weeklyWithoutRxnorm = new Set(
    [...weeklyByNdc.keys(), ...extractByNdc.keys()].filter((n) => !rows.has(n)),
  ).size;

  const records: NdcRecord[] = [];
  for (const row of rows.values()) {
    const cms = weeklyByNdc.get(row.ndc);
    const week = extractByNdc.get(row.ndc);
    const cmsUnit = cms?.pricingUnit ?? week?.pricingUnit ?? null;
    if (cmsUnit && row.pricingUnit && cmsUnit !== row.pricingUnit) report.unitsCorrected++;
    if (cmsUnit && !row.pricingUnit) report.unitsFilled++;
    const newer = cms && cms.effectiveDate > row.nadacDate ? cms : null;
    if (newer) report.ratesUpdated++;
    records.push({
      ndc: row.ndc,
      rxcui: row.rxcui,
      description: row.description,
      isBrand: !row.isGeneric,
      nadacPerUnit: newer?.nadacPerUnit ?? row.nadacPerUnit,
      pricingUnit: cmsUnit ?? row.pricingUnit,
      pricingUnitSource: cmsUnit ? "cms" : row.pricingUnitSource,
      nadacDate: newer?.effectiveDate ?? row.nadacDate,
      otc: cms?.otc ?? week?.otc ?? null,
      pricePoints: Math.max(historyPoints.get(row.ndc) ?? 0, row.pricePoints),
    });
  }
  records.sort((a, b) => a.ndc.localeCompare(b.ndc));
  return { records, report };
}
