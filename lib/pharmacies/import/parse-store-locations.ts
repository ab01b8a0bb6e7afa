// Reads the public store lists (MANIFEST.md "Added 2026-11-24") into one shape: where a chain store or pharmacy stands
// (rooftop latitude and longitude), with its store number, street, banner and hours where the list has them. None of
// them carries an NPI: they place NPPES stores, they never add one.
import { normalizePhone, normalizeZip5 } from "./format-fields";
import { parseLatLng } from "./parse-geonames-postal-codes";
import { readHeadedRows, type DelimitedInput } from "./read-delimited-rows";
import { recognizeChain } from "./recognize-chain";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import type { ParseResult, Rejection } from "../pharmacy-record";

export const STORE_LIST_SOURCES = ["atp", "stiles", "univaf", "dmepos"] as const;
export type StoreListSource = (typeof STORE_LIST_SOURCES)[number];

export type StoreLocation = {
  source: StoreListSource;
  // Our chain code for the brand (lib/pharmacies/chains.ts), or null for a brand the network has no chain for.
  chainCode: string | null;
  banner: string | null; // the brand as the list writes it: "Duane Reade", "Jewel-Osco"
  storeNumber: string | null; // digits, leading zeros dropped
  street: string | null; // the DMEPOS directory has none
  name: string | null; // the DMEPOS directory's business name
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
  phone: string | null;
  openingHours: string | null; // OpenStreetMap opening_hours syntax
};

export const STORE_LIST_REJECTION_REASONS = {
  header: "unexpected header",
  coordinates: "missing or invalid coordinates",
  closed: "listed as closed",
  place: "missing city or state",
} as const;

// Chain codes for list brands our name patterns do not cover (Shaw's, Carrs, Kroger's divisions).
const SOURCE_CHAINS: Record<string, string> = {
  albertsons: "ALBERTSONS",
  safeway: "ALBERTSONS",
  safeway_ca: "ALBERTSONS",
  kroger: "KROGER",
  harristeeter: "KROGER",
  giantfood: "AHOLD",
  giant: "AHOLD",
  vons: "ALBERTSONS",
};

function chainOfBrand(brand: string, sourceChain: string, state?: string): string | null {
  const recognized = recognizeChain({ legalName: brand, state });
  if (recognized !== INDEPENDENT_CHAIN_CODE) return recognized;
  return SOURCE_CHAINS[sourceChain.toLowerCase().replace(/[^a-z_]/g, "")] ?? null;
}

// A list's store number: a ref of up to six digits ("00481", univaf's "817-P"), or the digits after "#" ("Rite Aid
// #07843 McKeesport"). Page URLs (Safeway's, whose first digits are a house number), slugs ("far-west-h-e-b-96"), ids
// with letters ("A2953743") and longer ids (Kroger's division and store, "03400352") name no store number.
const storeNumber = (raw: string | undefined) => {
  const text = (raw ?? "").trim();
  const digits = (text.match(/^(\d{1,6})(-[A-Z])?$/) ?? text.match(/#(\d{1,6})\b/))?.[1];
  return digits ? String(Number(digits)) : null;
};
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

// "Mon-Sun 06:00-23:00" (Walmart's spider) becomes "Mo-Su 06:00-23:00"; "24/7" stays; day-only hours are unknown.
export function normalizeOpeningHours(raw: string | undefined): string | null {
  const text = (raw ?? "").trim().replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (day) => day.slice(0, 2));
  return /\d{2}:\d{2}|^24\/7$/.test(text) ? text : null;
}

type Row = Record<string, string>;
// A list row as read: the location with its coordinates still text, or "closed" for a store the list marks closed.
type RawLocation = Omit<StoreLocation, "lat" | "lng"> & { lat: string; lng: string };

// Reads a headed CSV (checking the columns `required` are there) into locations, rejecting closed stores, rows
// without valid coordinates and rows without a city or a two-letter state.
async function parseStoreList(
  input: DelimitedInput,
  required: readonly string[],
  read: (row: Row) => RawLocation | "closed",
): Promise<ParseResult<StoreLocation>> {
  const records: StoreLocation[] = [];
  const rejected: Rejection[] = [];
  const headerError = STORE_LIST_REJECTION_REASONS.header;
  for await (const { line, row } of readHeadedRows(input, { required, rejected, headerError })) {
    const raw = read(row);
    const point = raw === "closed" ? null : parseLatLng(raw.lat, raw.lng);
    if (raw === "closed") rejected.push({ line, reason: STORE_LIST_REJECTION_REASONS.closed });
    else if (!point) rejected.push({ line, reason: STORE_LIST_REJECTION_REASONS.coordinates });
    else if (!raw.city || !/^[A-Z]{2}$/.test(raw.state)) rejected.push({ line, reason: STORE_LIST_REJECTION_REASONS.place });
    else records.push({ ...raw, ...point });
  }
  return { records, rejected, warnings: [] };
} // prettier-ignore

// USPS codes of the states written out in full: All the Places' ShopRite spider writes "New Jersey", "Maryland" (all
// 316 of its stores, which a two-letter check dropped until the seventeenth session).
const STATE_CODES: Record<string, string> = {
  ALABAMA: "AL", ALASKA: "AK", ARIZONA: "AZ", ARKANSAS: "AR", CALIFORNIA: "CA", COLORADO: "CO", CONNECTICUT: "CT",
  DELAWARE: "DE", "DISTRICT OF COLUMBIA": "DC", FLORIDA: "FL", GEORGIA: "GA", HAWAII: "HI", IDAHO: "ID", ILLINOIS: "IL",
  INDIANA: "IN", IOWA: "IA", KANSAS: "KS", KENTUCKY: "KY", LOUISIANA: "LA", MAINE: "ME", MARYLAND: "MD",
  MASSACHUSETTS: "MA", MICHIGAN: "MI", MINNESOTA: "MN", MISSISSIPPI: "MS", MISSOURI: "MO", MONTANA: "MT", NEBRASKA: "NE",
  NEVADA: "NV", "NEW HAMPSHIRE": "NH", "NEW JERSEY": "NJ", "NEW MEXICO": "NM", "NEW YORK": "NY", "NORTH CAROLINA": "NC",
  "NORTH DAKOTA": "ND", OHIO: "OH", OKLAHOMA: "OK", OREGON: "OR", PENNSYLVANIA: "PA", "RHODE ISLAND": "RI",
  "SOUTH CAROLINA": "SC", "SOUTH DAKOTA": "SD", TENNESSEE: "TN", TEXAS: "TX", UTAH: "UT", VERMONT: "VT", VIRGINIA: "VA",
  WASHINGTON: "WA", "WEST VIRGINIA": "WV", WISCONSIN: "WI", WYOMING: "WY", "PUERTO RICO": "PR", GUAM: "GU",
  "VIRGIN ISLANDS": "VI", "AMERICAN SAMOA": "AS", "NORTHERN MARIANA ISLANDS": "MP",
}; // prettier-ignore
export const stateCode = (raw: string | undefined) => {
  const state = (raw ?? "").trim().toUpperCase().replace(/\s+/g, " ");
  return STATE_CODES[state] ?? state;
};

// The fields every list spells alike.
const place = (row: Row, lat: string, lng: string) => ({
  city: (row.city ?? "").trim(),
  state: stateCode(row.state),
  zip: normalizeZip5(row.zip),
  lat: row[lat] ?? "",
  lng: row[lng] ?? "",
  phone: normalizePhone(row.phone),
});

// All the Places 2021: spider, ref (store number), brand, name, address, unit, city, state, zip, phone, lat, lon,
// website, opening_hours.
export function parseAllThePlaces(input: DelimitedInput): Promise<ParseResult<StoreLocation>> {
  const required = [
    "spider",
    "ref",
    "brand",
    "address",
    "city",
    "state",
    "zip",
    "phone",
    "lat",
    "lon",
    "opening_hours",
  ];
  return parseStoreList(input, required, (row) => {
    const brand = row.brand ?? "";
    // Rite Aid's locator kept closed stores as "Rite Aid - Closed #04945 New York".
    if (/closed/i.test(row.ref ?? "") || /- Clo/i.test(brand)) return "closed";
    return {
      source: "atp",
      chainCode: chainOfBrand(brand, row.spider ?? ""),
      banner: orNull(brand),
      storeNumber: storeNumber(row.ref),
      street: orNull(row.address),
      name: null,
      ...place(row, "lat", "lon"),
      openingHours: normalizeOpeningHours(row.opening_hours),
    };
  });
}

// stiles/locations 2024: chain, store_id, street, city, state, zip, phone, lat, lon, source_file, banner.
export function parseStilesLocations(input: DelimitedInput): Promise<ParseResult<StoreLocation>> {
  const required = ["chain", "store_id", "street", "city", "state", "zip", "phone", "lat", "lon", "banner"];
  return parseStoreList(input, required, (row) => {
    const chain = row.chain ?? "";
    // The banner column holds a banner only for Walgreens and Safeway; elsewhere it is a code or a Costco's name.
    const banner = ["Walgreens", "Safeway"].includes(row.banner ?? "") ? row.banner : chain;
    return {
      source: "stiles",
      chainCode: chainOfBrand(chain, chain),
      banner: orNull(banner),
      storeNumber: storeNumber(row.store_id),
      street: orNull(row.street),
      name: null,
      ...place(row, "lat", "lon"),
      openingHours: null,
    };
  });
}

// univaf 2022 (Albertsons Cos pharmacies): pharmacy_brand, pharmacy_store_id ("817-P"), street, city, state, zip,
// phone, lat, lon.
export function parseUnivafAlbertsons(input: DelimitedInput): Promise<ParseResult<StoreLocation>> {
  const required = ["pharmacy_brand", "pharmacy_store_id", "street", "city", "state", "zip", "phone", "lat", "lon"];
  return parseStoreList(input, required, (row) => ({
    source: "univaf",
    chainCode: "ALBERTSONS",
    banner: orNull((row.pharmacy_brand ?? "").replace(/\s*Pharmacy$/i, "")),
    storeNumber: storeNumber(row.pharmacy_store_id),
    street: orNull(row.street),
    name: null,
    ...place(row, "lat", "lon"),
    openingHours: null,
  }));
}

// CMS DMEPOS supplier directory pharmacies: cms_supplier_id (not an NPI), name, city, state, kind, lat, lon.
export function parseDmeposPharmacies(input: DelimitedInput): Promise<ParseResult<StoreLocation>> {
  const required = ["cms_supplier_id", "name", "city", "state", "lat", "lon"];
  return parseStoreList(input, required, (row) => ({
    source: "dmepos",
    chainCode: chainOfBrand(row.name ?? "", "", row.state),
    banner: null,
    storeNumber: null,
    street: null,
    name: orNull(row.name),
    ...place(row, "lat", "lon"),
    openingHours: null,
  }));
}
