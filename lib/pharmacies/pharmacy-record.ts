// Records of the pharmacy network as imported from public NPPES files, before any database is involved.

export type PharmacyRecord = {
  npi: string;
  // What the sign says: a chain store's banner (Duane Reade, Fred Meyer, Jewel-Osco, else the chain's name); an
  // independent's DBA name when NPPES has one, else its legal name, title-cased.
  name: string;
  // A ChainDefinition code such as "CVS", or INDEPENDENT_CHAIN_CODE.
  chainCode: string;
  // 10 digits, or null when NPPES has none that is valid.
  phone: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  // rooftop: matched to a public store list's coordinate (lib/pharmacies/import/place-pharmacies.ts); zip: the zip's
  // centroid, good to a few miles.
  placement: Placement;
  // Opening hours in OpenStreetMap opening_hours syntax ("Mo-Fr 09:00-21:00; Sa 09:00-18:00") where a public store
  // list gives them (the store's hours, which the pharmacy counter may keep shorter); null when unknown.
  openingHours: string | null;
  // The record's source and the sources of the fields others filled ("nppes-2026-02;street=atp;point=atp"); kept in
  // the seed for the import's accounts, not served.
  sources?: string;
};

export const PLACEMENTS = ["rooftop", "zip"] as const;
export type Placement = (typeof PLACEMENTS)[number];

export type ChainDefinition = {
  code: string;
  name: string;
  // Tested against the normalized legal or DBA name (see normalizeOrganizationName); the first chain to match wins.
  patterns: readonly RegExp[];
  // Names that are this chain's only in some states ("LEWIS DRUGS INC" is Lewis Drug in South Dakota, an unrelated
  // pharmacy in Westwood, NJ): tested only where the caller gives the store's state and it is one of these.
  regional?: { states: readonly string[]; patterns: readonly RegExp[] };
};

// Where a record came from (NPPES 2025-10, NPPES 2026-02, the 2022 locator), and the source of each field another
// source filled in (name, street, phone, point).
export type FieldSources = { record: string; fields: Partial<Record<"name" | "street" | "phone" | "point", string>> };

// A pharmacy as read from one NPPES row: everything but where it stands and its hours, which come from the public
// store lists and the zip geography. The raw names and the enumeration date serve matching and de-duplication only.
export type NppesPharmacy = Omit<PharmacyRecord, "lat" | "lng" | "placement" | "openingHours" | "sources"> & {
  line: number;
  legalName: string;
  dbaName: string;
  enumerationDate: string | null; // YYYY-MM-DD
  lastUpdateDate?: string | null; // YYYY-MM-DD, the official layout's "Last Update Date" (absent from other sources)
  // The taxonomy code the provider marks primary (the official layout's switch), where a source gives one.
  primaryTaxonomy?: string;
  // A drugstore chain's NPI admitted on a clinic pharmacy's taxonomy: kept only where a store list places it by street.
  clinicTaxonomy?: true;
  // An independent drugstore's NPI under another pharmacy code: kept only where CMS DMEPOS 2026 lists it in its city.
  otherTaxonomy?: true;
};

// `line` is the 1-based source line where the row ends (rows rarely span lines); `detail` holds the offending value.
// `npi` is set where the row had a valid NPI, so other sources can tell which NPIs this one ruled out.
export type Rejection = { line: number; reason: string; detail?: string; npi?: string };

export type ParseResult<T> = { records: T[]; rejected: Rejection[]; warnings: string[] };
