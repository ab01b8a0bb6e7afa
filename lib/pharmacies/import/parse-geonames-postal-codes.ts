// Reads the GeoNames US postal-code file (tab separated, no header) into zip centroids with place names.
import type { ZipRecord } from "../../geo/types";
import { readDelimitedRows, type DelimitedInput } from "./read-delimited-rows";
import type { ParseResult, Rejection } from "../pharmacy-record";
import { ZIP_PATTERN } from "../../vocabulary/fields";

// country, zip, place, state name, state code, county, county code, community, community code, lat, lng, accuracy
const COLUMN = { country: 0, zip: 1, place: 2, state: 4, lat: 9, lng: 10 } as const;
const MIN_COLUMNS = 11;

export const ZIP_REJECTION_REASONS = {
  columns: "wrong number of columns",
  notUs: "not a US postal code",
  badZip: "zip is not 5 digits",
  noState: "no state (military APO/FPO)",
  badCoordinates: "missing or malformed coordinates",
  duplicate: "duplicate zip",
} as const;

export async function parseGeonamesPostalCodes(input: DelimitedInput): Promise<ParseResult<ZipRecord>> {
  const records: ZipRecord[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  for await (const { line, fields } of readDelimitedRows(input, { delimiter: "\t", rejected })) {
    const at = (i: number) => fields[i]?.trim() ?? "";
    const reject = (reason: string, detail: string) => rejected.push({ line, reason, detail });
    const zip = at(COLUMN.zip);
    if (fields.length < MIN_COLUMNS) reject(ZIP_REJECTION_REASONS.columns, String(fields.length));
    else if (at(COLUMN.country) !== "US") reject(ZIP_REJECTION_REASONS.notUs, at(COLUMN.country) || "empty");
    else if (!ZIP_PATTERN.test(zip)) reject(ZIP_REJECTION_REASONS.badZip, zip || "empty");
    // APO/FPO codes have no state and sit on bases abroad: no pharmacy region can be drawn around them.
    else if (!/^[A-Z]{2}$/.test(at(COLUMN.state))) reject(ZIP_REJECTION_REASONS.noState, zip);
    else {
      const point = parseLatLng(at(COLUMN.lat), at(COLUMN.lng));
      if (!point) reject(ZIP_REJECTION_REASONS.badCoordinates, zip);
      else if (seen.has(zip)) reject(ZIP_REJECTION_REASONS.duplicate, zip);
      else {
        seen.add(zip);
        records.push({ zip, ...point, city: at(COLUMN.place) || null, state: at(COLUMN.state) });
      }
    }
  }
  return { records, rejected, warnings: [] };
}

export function parseLatLng(lat: string, lng: string): { lat: number; lng: number } | null {
  if (!lat || !lng) return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  const valid =
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
  return valid ? point : null;
}
