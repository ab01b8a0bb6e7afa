// NDC normalisation: any FDA 10-digit layout or an NDC11 to the 11-digit 5-4-2 form that NADAC and claims use.
import { NDC11_PATTERN } from "../../vocabulary/fields";

// Hyphenated segment lengths -> the zero to insert so each segment reaches 5-4-2.
const LAYOUTS: Record<string, (s: string[]) => string> = {
  "4-4-2": ([l, p, k]) => `0${l}${p}${k}`,
  "5-3-2": ([l, p, k]) => `${l}0${p}${k}`,
  "5-4-1": ([l, p, k]) => `${l}${p}0${k}`,
  "5-4-2": ([l, p, k]) => `${l}${p}${k}`,
};

/**
 * Returns the NDC11 (11 digits, no hyphens) or null. A bare 10-digit string is null: without hyphens nobody can
 * tell 4-4-2 from 5-3-2 or 5-4-1, and guessing would price the wrong drug.
 */
export function normalizeNdc(input: string): string | null {
  const value = input.trim();
  if (NDC11_PATTERN.test(value)) return value;
  const segments = value.split("-");
  if (segments.length !== 3 || !segments.every((s) => /^\d+$/.test(s))) return null;
  const layout = LAYOUTS[segments.map((s) => s.length).join("-")];
  return layout ? layout(segments) : null;
}

/**
 * Restores an NDC11 read from a NADAC "NDC" column. That column is always 5-4-2 without hyphens, but spreadsheet
 * round trips drop its leading zeros ("430047203" is 00430047203); the shortest real one keeps 7 digits.
 */
export function padNadacNdc(input: string): string | null {
  const value = input.trim();
  if (!/^\d{7,11}$/.test(value) || /^0+$/.test(value)) return null;
  return value.padStart(11, "0");
}
