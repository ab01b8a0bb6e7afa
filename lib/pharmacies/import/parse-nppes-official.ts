// Reads the official NPPES monthly layout (330 columns) into community pharmacies, touching only the columns it needs.
import { readDelimitedRows, type DelimitedInput } from "./read-delimited-rows";
import type { NppesPharmacy, ParseResult, Rejection } from "../pharmacy-record";
import { isRejection, REJECTION_REASONS, validateNppesFields } from "./validate-nppes-fields";

// Header names and 0-based positions in the CMS layout. The authorized-official columns (43 to 47, 312 to 314) hold
// people's names and phones and are deliberately absent: they are never read, copied or logged.
const COLUMNS = {
  npi: [0, "NPI"],
  entityType: [1, "Entity Type Code"],
  legalName: [4, "Provider Organization Name (Legal Business Name)"],
  otherName: [11, "Provider Other Organization Name"],
  otherNameType: [12, "Provider Other Organization Name Type Code"],
  address1: [28, "Provider First Line Business Practice Location Address"],
  address2: [29, "Provider Second Line Business Practice Location Address"],
  city: [30, "Provider Business Practice Location Address City Name"],
  state: [31, "Provider Business Practice Location Address State Name"],
  postalCode: [32, "Provider Business Practice Location Address Postal Code"],
  countryCode: [33, "Provider Business Practice Location Address Country Code (If outside U.S.)"],
  phone: [34, "Provider Business Practice Location Address Telephone Number"],
  enumerationDate: [36, "Provider Enumeration Date"],
  lastUpdateDate: [37, "Last Update Date"],
  deactivationDate: [39, "NPI Deactivation Date"],
  reactivationDate: [40, "NPI Reactivation Date"],
} as const satisfies Record<string, readonly [number, string]>;
type Column = keyof typeof COLUMNS;
// For a measurement that reads the rows this parse rejects too (scripts/measure-zip-directories.ts).
export const OFFICIAL_COLUMNS = COLUMNS;

const slots = Array.from({ length: 15 }, (_, i) => i + 1);
const taxonomyColumn = (slot: number) => [47 + 4 * (slot - 1), `Healthcare Provider Taxonomy Code_${slot}`] as const;
// "Y" on the code the provider calls its primary one (eighteenth session: a long-term-care or specialty NPI at a
// retail pharmacy's counter is its closed-door arm, one-counter.ts).
const primarySwitchColumn = (slot: number) => [50 + 4 * (slot - 1), `Healthcare Provider Primary Taxonomy Switch_${slot}`] as const; // prettier-ignore
// Other-name type code 3 means "doing business as"; other codes are former or alternate legal names.
const DBA_NAME_TYPE = "3";
const UNAVAILABLE = "<UNAVAIL>";
export const OFFICIAL_COLUMN_COUNT = 330;

export async function parseNppesOfficial(input: DelimitedInput): Promise<ParseResult<NppesPharmacy>> {
  const records: NppesPharmacy[] = [];
  const rejected: Rejection[] = [];
  const warnings: string[] = [];
  let columns: OfficialColumns | null = null;
  for await (const { line, fields } of readDelimitedRows(input, { delimiter: ",", rejected })) {
    if (!columns) columns = resolveColumns(fields, warnings);
    else {
      const result = readOfficialRow(fields, columns, line);
      if (isRejection(result)) rejected.push(result);
      else records.push(result);
    }
  }
  return { records, rejected, warnings };
}

// One data row of the official layout as a pharmacy, or why it is not one.
export function readOfficialRow(fields: string[], columns: OfficialColumns, line: number): NppesPharmacy | Rejection {
  const { named, taxonomies, primarySwitches } = columns;
  // Extracts drop trailing empty columns, but a row that ends before the first taxonomy code was cut short.
  if (fields.length <= Math.min(...taxonomies) || fields.length > OFFICIAL_COLUMN_COUNT) {
    return { line, reason: REJECTION_REASONS.columns, detail: String(fields.length) };
  }
  const at = (column: Column) => fields[named[column]] ?? "";
  const otherName = at("otherName");
  const isDba = at("otherNameType") === DBA_NAME_TYPE && otherName !== UNAVAILABLE;
  return validateNppesFields(
    {
      npi: at("npi"),
      entityType: at("entityType"),
      legalName: at("legalName"),
      dbaName: isDba ? otherName : undefined,
      address1: at("address1"),
      address2: at("address2"),
      city: at("city"),
      state: at("state"),
      postalCode: at("postalCode"),
      countryCode: at("countryCode"),
      phone: at("phone"),
      taxonomies: taxonomies.map((i) => fields[i]?.trim() ?? "").filter(Boolean),
      primaryTaxonomy: taxonomies.map((i, slot) => (fields[primarySwitches[slot]!]?.trim() === "Y" ? fields[i]?.trim() : "")).find(Boolean), // prettier-ignore
      deactivationDate: at("deactivationDate"),
      reactivationDate: at("reactivationDate"),
      enumerationDate: at("enumerationDate"),
      lastUpdateDate: at("lastUpdateDate"),
    },
    line,
  );
}

// Columns are found by name; a name missing from the header (one extract says "NA" for "NPI Deactivation Date") falls
// back to the layout's fixed position, with a warning, as long as that position is not claimed by another column.
export type OfficialColumns = { named: Record<Column, number>; taxonomies: number[]; primarySwitches: number[] };

export function resolveColumns(header: string[], warnings: string[]): OfficialColumns {
  if (header.length !== OFFICIAL_COLUMN_COUNT || header[0]?.trim() !== "NPI") {
    throw new Error(`not the official NPPES layout: expected ${OFFICIAL_COLUMN_COUNT} columns starting with NPI`);
  }
  const names = header.map((h) => h.trim());
  const expected = new Set<string>([...Object.values(COLUMNS), ...slots.map(taxonomyColumn), ...slots.map(primarySwitchColumn)].map(([, name]) => name)); // prettier-ignore
  const find = ([position, name]: readonly [number, string]) => {
    const index = names.indexOf(name);
    if (index >= 0) return index;
    const occupant = names[position] ?? "";
    if (expected.has(occupant))
      throw new Error(`official NPPES header lacks "${name}" and its column holds "${occupant}"`);
    warnings.push(`header lacks "${name}": using column ${position + 1} of the official layout ("${names[position]}")`);
    return position;
  };
  const named = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [column, find(COLUMNS[column])]),
  ) as Record<Column, number>;
  const taxonomies = slots.map((slot) => find(taxonomyColumn(slot)));
  const primarySwitches = slots.map((slot) => find(primarySwitchColumn(slot)));
  return { named, taxonomies, primarySwitches };
}
