// Reads the slim NPPES pharmacy CSV (one row per organization, a few dozen columns) into community pharmacies.
import { readDelimitedRows, type DelimitedInput } from "./read-delimited-rows";
import type { NppesPharmacy, ParseResult, Rejection } from "../pharmacy-record";
import { isRejection, REJECTION_REASONS, validateNppesFields } from "./validate-nppes-fields";

const REQUIRED_COLUMNS = [
  "npi",
  "legal_name",
  "dba_name",
  "address1",
  "address2",
  "city",
  "state",
  "zip5",
  "phone",
  "taxonomies",
  "deactivation_date",
] as const;
type Column = (typeof REQUIRED_COLUMNS)[number];

// The file's own chain label and zip-centroid columns are ignored: chains are recognised by recognizeChain and
// coordinates come from the zip geography, so both layouts give the same answer. This layout has no reactivation
// date, so a row with a deactivation date is dropped even though NPPES may have reactivated it since.
export async function parseNppesSlim(input: DelimitedInput): Promise<ParseResult<NppesPharmacy>> {
  const records: NppesPharmacy[] = [];
  const rejected: Rejection[] = [];
  let columns: Record<Column, number> | null = null;
  let width = 0;
  let enumerationColumn = -1; // optional: it only decides which of two NPIs at one address is kept
  for await (const { line, fields } of readDelimitedRows(input, { delimiter: ",", rejected })) {
    if (!columns) {
      columns = resolveColumns(fields);
      width = fields.length;
      enumerationColumn = fields.map((h) => h.trim().toLowerCase()).indexOf("enumeration_date");
      continue;
    }
    if (fields.length !== width) {
      rejected.push({ line, reason: REJECTION_REASONS.columns, detail: `${fields.length} of ${width}` });
      continue;
    }
    const named = columns;
    const at = (column: Column) => fields[named[column]] ?? "";
    const result = validateNppesFields(
      {
        npi: at("npi"),
        legalName: at("legal_name"),
        dbaName: at("dba_name"),
        address1: at("address1"),
        address2: at("address2"),
        city: at("city"),
        state: at("state"),
        postalCode: at("zip5"),
        phone: at("phone"),
        taxonomies: at("taxonomies")
          .split(";")
          .map((t) => t.trim())
          .filter(Boolean),
        deactivationDate: at("deactivation_date"),
        enumerationDate: enumerationColumn >= 0 ? fields[enumerationColumn] : undefined,
      },
      line,
    );
    if (isRejection(result)) rejected.push(result);
    else records.push(result);
  }
  return { records, rejected, warnings: [] };
}

function resolveColumns(header: string[]): Record<Column, number> {
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) throw new Error(`not the slim NPPES layout: missing column(s) ${missing.join(", ")}`);
  return Object.fromEntries(REQUIRED_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<Column, number>;
}
