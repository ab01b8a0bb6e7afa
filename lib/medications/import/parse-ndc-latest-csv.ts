// Parser for the flattened NDC CSV (ndc-latest-nadac.csv): one row per NDC11 with its RxNorm name and latest NADAC.
import { normalizeNdc } from "./normalize-ndc";
import { parseIsoDate, parsePrice, parsePricingUnit } from "./parse-fields";
import { parseCsvLayout, type CsvInput } from "./read-csv-records";
import type { ParseResult, PricingUnit, PricingUnitSource } from "../catalog-types";

export type NdcLatestRow = {
  line: number;
  ndc: string;
  rxcui: string;
  description: string; // RxNorm name (or, for some packs, the NADAC description)
  nadacDescription: string | null;
  isGeneric: boolean; // NADAC classification
  nadacPerUnit: number;
  nadacDate: string;
  pricingUnit: PricingUnit | null;
  pricingUnitSource: PricingUnitSource | null;
  pricePoints: number;
};

const REQUIRED = [
  "ndc11",
  "ndc_5_4_2",
  "description_rxnorm",
  "nadac_description",
  "rxcui",
  "is_generic",
  "nadac_per_unit",
  "nadac_effective_date",
  "pricing_unit",
  "pricing_unit_source",
  "n_price_points",
] as const;

export async function parseNdcLatestCsv(input: CsvInput): Promise<ParseResult<NdcLatestRow>> {
  return parseCsvLayout({ input, layout: "ndc-latest", required: REQUIRED, readRow });
}

function readRow(fields: string[], columns: Map<string, number>, line: number): NdcLatestRow | string {
  const get = (name: (typeof REQUIRED)[number]) => fields[columns.get(name) ?? -1]?.trim() ?? "";
  if (fields.length < columns.size) return `expected ${columns.size} fields, found ${fields.length}`;
  const ndc = normalizeNdc(get("ndc11"));
  if (!ndc) return `invalid ndc11 "${get("ndc11")}"`;
  const hyphenated = normalizeNdc(get("ndc_5_4_2"));
  if (hyphenated && hyphenated !== ndc) return `ndc11 ${ndc} and ndc_5_4_2 ${get("ndc_5_4_2")} disagree`;
  const rxcui = get("rxcui");
  if (!/^\d+$/.test(rxcui)) return `invalid rxcui "${rxcui}"`;
  const description = get("description_rxnorm");
  if (!description) return "empty description_rxnorm";
  const isGeneric = get("is_generic");
  if (isGeneric !== "0" && isGeneric !== "1") return `invalid is_generic "${isGeneric}"`;
  const nadacPerUnit = parsePrice(get("nadac_per_unit"));
  if (nadacPerUnit === null) return `invalid nadac_per_unit "${get("nadac_per_unit")}"`;
  const nadacDate = parseIsoDate(get("nadac_effective_date"));
  if (!nadacDate) return `invalid nadac_effective_date "${get("nadac_effective_date")}"`;
  const unitText = get("pricing_unit");
  const pricingUnit = unitText ? parsePricingUnit(unitText) : null;
  if (unitText && !pricingUnit) return `invalid pricing_unit "${unitText}"`;
  const points = get("n_price_points");
  if (!/^\d+$/.test(points)) return `invalid n_price_points "${points}"`;
  return {
    line,
    ndc,
    rxcui,
    description,
    nadacDescription: get("nadac_description") || null,
    isGeneric: isGeneric === "1",
    nadacPerUnit,
    nadacDate,
    pricingUnit,
    pricingUnitSource: pricingUnit ? unitSource(get("pricing_unit_source")) : null,
    pricePoints: Number(points),
  };
}

// "nadac_weekly_2025-12-24(CommunityMeds)" was read from a CMS file; "inferred_high"/"inferred_medium" were guessed.
function unitSource(value: string): PricingUnitSource {
  return value.startsWith("nadac") ? "cms" : "inferred";
}
