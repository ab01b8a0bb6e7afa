// Records of the pharmacy network as imported from public NPPES files, before any database is involved.

export type PharmacyRecord = {
  npi: string;
  // The DBA name when NPPES has one, else the legal name, title-cased.
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
  // NPPES has no rooftop coordinates: every store sits on its zip code's centroid.
  coordinateSource: "zip-centroid";
};

export type ChainDefinition = {
  code: string;
  name: string;
  // Tested against the normalized legal or DBA name (see normalizeOrganizationName); the first chain to match wins.
  patterns: readonly RegExp[];
};

// A pharmacy as read from one NPPES row: everything but the coordinates, which come from the zip geography.
export type NppesPharmacy = Omit<PharmacyRecord, "lat" | "lng" | "coordinateSource"> & { line: number };

// `line` is the 1-based source line where the row ends (rows rarely span lines); `detail` holds the offending value.
export type Rejection = { line: number; reason: string; detail?: string };

export type ParseResult<T> = { records: T[]; rejected: Rejection[]; warnings: string[] };
