// Reads the dispensing files of the data folder (drugs/dispensing/): SDUD per NDC and Part D units per claim.
import type { Readable } from "node:stream";
import { indexDispensing, type DispensingIndex } from "./index-dispensing";
import type { PriceOf } from "./bottle-volumes";
import {
  newestPartDYear,
  parsePartDSpendingByDrug,
  parseSdudByNdc,
  parseSdudOfficial,
  parseSdudQuarters,
  type NdcDispensing,
  type PartDDrugYear,
} from "./parse-dispensing";
import type { SourceStats } from "./read-catalog-sources";
import { readOptionalSource } from "./read-optional-source";
import type { ParseResult } from "../catalog-types";

export const DISPENSING_FILES = {
  national: "dispensing/sdud_national_generic_oral_solid_by_ndc.csv.gz",
  alaskaOfficial: "dispensing/sdud-2022-alaska-ffsu-official-columns.csv.gz",
  alaska: "dispensing/sdud_AK_FFS_2022_by_ndc.csv.gz",
  partD: "dispensing/partd_spending_by_drug_units_per_claim_2015_2023.csv.gz",
} as const;

export type DispensingSources = {
  dispensing: DispensingIndex;
  alaskaOnly: DispensingIndex; // the one file of every product type, unscaled: forms compared like for like
  partD: PartDDrugYear[];
  stats: SourceStats[];
};

// `priceOf`: NADAC's price of an NDC in a year, to read the packages the state bills whole (readBilledPackages).
export async function readDispensingSources(dataDir: string, priceOf?: PriceOf): Promise<DispensingSources> {
  const stats: SourceStats[] = [];
  const read = <T>(file: string, parse: (input: Readable) => Promise<ParseResult<T>>) =>
    readOptionalSource(dataDir, file, parse, stats);
  const national = await read(DISPENSING_FILES.national, parseSdudByNdc);
  // Alaska: the official quarterly rows, summed per NDC; the compiled per-NDC totals fill an NDC they lack.
  const official = await read(DISPENSING_FILES.alaskaOfficial, parseSdudOfficial);
  const compiled = await read(DISPENSING_FILES.alaska, parseSdudByNdc);
  const alaska = new Map<string, NdcDispensing>(compiled.map((r) => [r.ndc, r]));
  for (const row of official) alaska.set(row.ndc, row);
  // The same rows again for the quarters each NDC was dispensed in, suppressed ones included (not a second source).
  const quarters = await readOptionalSource(dataDir, DISPENSING_FILES.alaskaOfficial, parseSdudQuarters, []);
  const partD = newestPartDYear(await read(DISPENSING_FILES.partD, parsePartDSpendingByDrug));
  return {
    dispensing: indexDispensing(national, [...alaska.values()], quarters, priceOf),
    alaskaOnly: indexDispensing([], [...alaska.values()], quarters, priceOf),
    partD,
    stats,
  };
}
