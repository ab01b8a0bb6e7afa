// Reads the two further public sources of pharmacy NPIs (MANIFEST.md, 2026-11-26): the HHS COVID-19 Public
// Therapeutic Locator of 2022 (a street address and a geocoded point per NPI) and the independents of the full NPPES
// file of February 2026 (city, zip and phone, no street). Both only list; merge-npi-sources.ts decides what is kept.
import type { LatLng } from "../../geo/types";
import { normalizePhone, normalizeZip5, titleCase } from "./format-fields";
import { isValidNpi } from "./npi";
import { parseLatLng } from "./parse-geonames-postal-codes";
import { readHeadedRows, type DelimitedInput } from "./read-delimited-rows";
import type { ParseResult, Rejection } from "../pharmacy-record";

export const NPI_SOURCE_REJECTION_REASONS = {
  header: "unexpected header",
  npi: "NPI missing, not 10 digits or failing the Luhn check",
  place: "missing city, state or zip",
} as const;

// One row of either source: the name as listed, the address parts it has, and the locator's point.
export type ListedPharmacy = {
  line: number;
  npi: string;
  name: string; // as listed: "CVS Store #04838", "ANCHORAGE MEDSET PHARMACY INC"
  street: string; // "" when the source has none
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  point: LatLng | null; // the locator's geocode, not yet checked against the zip
};

type Row = Record<string, string>;

// Reads a headed file into listed pharmacies, rejecting rows without a valid NPI, city, state or zip.
async function parseListed(
  input: DelimitedInput,
  required: readonly string[],
  read: (row: Row) => Omit<ListedPharmacy, "line" | "npi" | "zip"> & { npi: string; zip: string },
): Promise<ParseResult<ListedPharmacy>> {
  const records: ListedPharmacy[] = [];
  const rejected: Rejection[] = [];
  const headerError = NPI_SOURCE_REJECTION_REASONS.header;
  for await (const { line, row } of readHeadedRows(input, { required, rejected, headerError })) {
    const raw = read(row);
    // The locator's own layout writes the NPI as a float ("1740219781.0").
    const npi = raw.npi.replace(/\.0+$/, "");
    const zip = normalizeZip5(raw.zip);
    if (!isValidNpi(npi)) rejected.push({ line, reason: NPI_SOURCE_REJECTION_REASONS.npi, detail: npi || "empty" });
    else if (!zip || !raw.city || !/^[A-Z]{2}$/.test(raw.state))
      rejected.push({ line, reason: NPI_SOURCE_REJECTION_REASONS.place, detail: npi });
    else records.push({ ...raw, line, npi, zip });
  }
  return { records, rejected, warnings: [] };
}

// therapeutic-locator-2022-union-by-npi.csv: npi, provider_name, address1, address2, city, county, state, zip, lon,
// lat, ... One row per NPI, the newest version of each.
export function parseTherapeuticLocator(input: DelimitedInput): Promise<ParseResult<ListedPharmacy>> {
  const required = ["npi", "provider_name", "address1", "address2", "city", "state", "zip", "lon", "lat"];
  return parseListed(input, required, (row) => ({
    npi: row.npi ?? "",
    name: row.provider_name ?? "",
    // Each line cased on its own: a mixed-case second line ("CVS Pharmacy", which cleanStreet drops as the store's
    // name) left the whole street upper case (608 locator stores, "165 UNIVERSITY DRIVE").
    street: [row.address1 ?? "", row.address2 ?? ""]
      .filter(Boolean)
      .map((line) => titleCase(line, "address"))
      .join(", "),
    city: titleCase(row.city ?? "", "address"),
    state: (row.state ?? "").toUpperCase(),
    zip: row.zip ?? "",
    phone: null,
    point: parseLatLng(row.lat ?? "", row.lon ?? ""),
  }));
}

// nppes-2026-02-independent-community-pharmacies.csv: npi, name, city, state, zip, phone, primary_taxonomy_desc.
export function parseNppesIndependents(input: DelimitedInput): Promise<ParseResult<ListedPharmacy>> {
  const required = ["npi", "name", "city", "state", "zip", "phone"];
  return parseListed(input, required, (row) => ({
    npi: row.npi ?? "",
    name: row.name ?? "",
    street: "",
    city: titleCase(row.city ?? "", "address"),
    state: (row.state ?? "").toUpperCase(),
    zip: row.zip ?? "",
    phone: normalizePhone(row.phone),
    point: null,
  }));
}
