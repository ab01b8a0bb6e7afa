// The two-letter codes USPS Publication 28 gives a US mailing address beyond the states, DC and the territories.

// The Armed Forces: APO, FPO and DPO mail (AA the Americas, AE Europe, the Middle East and Africa, AP the Pacific).
export const ARMED_FORCES_STATES: ReadonlySet<string> = new Set(["AA", "AE", "AP"]);

// The Freely Associated States (Marshall Islands, Micronesia, Palau): USPS delivers to them with US zips, but they
// are not US states or territories.
export const FREELY_ASSOCIATED_STATES: ReadonlySet<string> = new Set(["MH", "FM", "PW"]);
