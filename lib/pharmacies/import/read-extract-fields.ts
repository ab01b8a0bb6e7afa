import { networkSourceFiles } from "./network-source-files";
import { openDataFile, readHeadedRows } from "./read-delimited-rows";
import type { Rejection } from "../pharmacy-record";

// The NPPES 2025-10 extract's legal name and primary taxonomy per NPI (the slim CSV): what tells a hospital's,
// clinic's or closed-door arm (`isArm`) in the whole-seed tests of the counter and address rules; and its enumeration
// and last update dates, which tell successive owners at one storefront (`isSuccession`, one-storefront.ts).
export type ExtractFields = { legalName: string; primaryTaxonomy: string; enumerationDate: string; lastUpdateDate: string }; // prettier-ignore
export async function readExtractArmFields(dataDir: string): Promise<Map<string, ExtractFields>> {
  const own = new Map<string, ExtractFields>();
  const rejected: Rejection[] = [];
  for await (const { row } of readHeadedRows(openDataFile(networkSourceFiles(dataDir).slim), {
    required: ["npi", "legal_name", "primary_taxonomy"],
    rejected,
    headerError: "slim CSV",
  }))
    own.set(row.npi!, {
      legalName: row.legal_name!,
      primaryTaxonomy: row.primary_taxonomy!,
      enumerationDate: row.enumeration_date ?? "",
      lastUpdateDate: row.last_update_date ?? "",
    });
  return own;
}
