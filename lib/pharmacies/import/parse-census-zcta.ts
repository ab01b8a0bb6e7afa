// Reads Census ZCTA centroids (zip,lat,lng with a header): the fallback for zips GeoNames lacks, Puerto Rico above all.
import type { ZipRecord } from "../../geo/types";
import { parseLatLng, ZIP_REJECTION_REASONS } from "./parse-geonames-postal-codes";
import { readDelimitedRows, type DelimitedInput } from "./read-delimited-rows";
import type { ParseResult, Rejection } from "../pharmacy-record";
import { ZIP_PATTERN } from "../../vocabulary/fields";

// The Census file names no place, so city and state stay null.
export async function parseCensusZcta(input: DelimitedInput): Promise<ParseResult<ZipRecord>> {
  const records: ZipRecord[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  let header: string[] | null = null;
  for await (const { line, fields } of readDelimitedRows(input, { delimiter: ",", rejected })) {
    if (!header) {
      header = fields.map((f) => f.trim().toLowerCase());
      if (header.join(",") !== "zip,lat,lng")
        throw new Error(`not the ZCTA centroid layout: header ${header.join(",")}`);
      continue;
    }
    const [zip = "", lat = "", lng = ""] = fields.map((f) => f.trim());
    const point = parseLatLng(lat, lng);
    if (fields.length !== 3)
      rejected.push({ line, reason: ZIP_REJECTION_REASONS.columns, detail: String(fields.length) });
    else if (!ZIP_PATTERN.test(zip))
      rejected.push({ line, reason: ZIP_REJECTION_REASONS.badZip, detail: zip || "empty" });
    else if (!point) rejected.push({ line, reason: ZIP_REJECTION_REASONS.badCoordinates, detail: zip });
    else if (seen.has(zip)) rejected.push({ line, reason: ZIP_REJECTION_REASONS.duplicate, detail: zip });
    else {
      seen.add(zip);
      records.push({ zip, ...point, city: null, state: null });
    }
  }
  return { records, rejected, warnings: [] };
}
