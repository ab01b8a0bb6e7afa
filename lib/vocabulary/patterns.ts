// The spec's identifiers as patterns, free of zod so client components can check a zip without loading a validator
// library: NDC11, NPI, zip, a chain's code. fields.ts builds the API's schemas on them.
export const NDC11_PATTERN = /^\d{11}$/; // 11 digits, no hyphens
export const NPI_PATTERN = /^\d{10}$/; // the check digit is checked where it matters (isValidNpi)
export const ZIP_PATTERN = /^\d{5}$/;
export const CHAIN_CODE_PATTERN = /^[A-Z0-9_]{1,40}$/; // "CVS", "WALGREENS", "INDEPENDENT"
