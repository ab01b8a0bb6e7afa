// Geocoded street addresses that add no store: every row of the 2022 HHS locator with a point (a hospital's, clinic's
// or closed store's NPI too) and the HHS Test to Treat sites of 2023 (no NPI). A store left on its zip's centroid at
// the same zip and street stands at that point (twenty-fourth session, place-pharmacies.ts `addressPointOf`).
import { normalizeZip5 } from "./format-fields";
import { parseLatLng } from "./parse-geonames-postal-codes";
import type { ListedPharmacy } from "./parse-npi-sources";
import { readHeadedRows, type DelimitedInput } from "./read-delimited-rows";
import type { ParseResult, Rejection } from "../pharmacy-record";

// `source`: "locator-2022", "test-to-treat-2023" (or a store list's name, where a measurement reads those too).
export type AddressPoint = {
  source: string;
  street: string;
  zip: string;
  lat: number;
  lng: number;
  name?: string; // the site's name, where the file gives one (Test to Treat: "VILLAGE PHARMACY"; no NPI)
};

export const ADDRESS_POINT_REJECTION_REASONS = {
  header: "unexpected header",
  point: "missing or invalid Geopoint",
  place: "missing street or zip",
} as const;

// The locator's own rows, whatever the rule decided about their NPI: a geocode of the address each names.
export function addressPointsOfLocator(rows: readonly ListedPharmacy[]): AddressPoint[] {
  return rows.flatMap((r) =>
    r.point && r.street ? [{ source: "locator-2022", street: r.street, zip: r.zip, ...r.point }] : [],
  );
}

// test-to-treat-2023-04-19.csv: Provider Name, Address1, Address2, City, State, Zip, ..., Geopoint ("POINT (lng lat)").
export async function parseTestToTreat(input: DelimitedInput): Promise<ParseResult<AddressPoint>> {
  const records: AddressPoint[] = [];
  const rejected: Rejection[] = [];
  const required = ["Address1", "Zip", "Geopoint"];
  const headerError = ADDRESS_POINT_REJECTION_REASONS.header;
  for await (const { line, row } of readHeadedRows(input, { required, rejected, headerError })) {
    const [, lng = "", lat = ""] = /^POINT \((\S+) (\S+)\)$/.exec(row.Geopoint ?? "") ?? [];
    const point = parseLatLng(lat, lng);
    const zip = normalizeZip5(row.Zip ?? "");
    const street = row.Address1 ?? "";
    if (!point) rejected.push({ line, reason: ADDRESS_POINT_REJECTION_REASONS.point, detail: row.Geopoint || "empty" });
    else if (!zip || !street) rejected.push({ line, reason: ADDRESS_POINT_REJECTION_REASONS.place });
    else records.push({ source: "test-to-treat-2023", street, zip, ...point, name: row["Provider Name"] ?? "" });
  }
  return { records, rejected, warnings: [] };
}
