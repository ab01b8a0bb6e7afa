// A phone number as the spec stores it (4.5-4.7, 8): 10 digits. Read from the ways people write a North American
// number: digits grouped by spaces, dots, dashes, slashes or parentheses ("(212) 555-1234", "212.555.1234"), after
// the country code 1 ("+1 212 555 1234", "1-212-555-1234", "tel:+1-212-555-1234", RFC 3966), and with an extension
// ("x123", "ext. 123", "#123", ";ext=123"), which the 10 digits have no place for and is dropped. Any Unicode dash is a
// hyphen ("212‑555‑1234" with the non-breaking hyphens of a web page, "212–555–1234" from a word processor). Any 10
// digits: the spec asks no more, so a number the North American Numbering Plan has no place for (1234567890) is still
// one.
import { withAsciiHyphens } from "../vocabulary/fields";

// The longest way a number is written with its extension ("tel:+1-212-555-1234;ext=123456" is 30): a longer text is
// no phone number, and is never handed to the patterns below (a run of spaces made EXTENSION backtrack: 10,000
// spaces took minutes of the event loop before the cap).
export const PHONE_MAX_LENGTH = 40;
const EXTENSION = /(?:[,;]?\s*(?:ext\.?|extension|x|#)\s*|;ext=)\d{1,6}$/i;
const WRITTEN = /^\+?[\d\s().\-/]+$/;

export function readPhoneNumber(value: string): string | undefined {
  if (value.length > PHONE_MAX_LENGTH) return undefined;
  const text = withAsciiHyphens(value)
    .trim()
    .replace(/^tel:/i, "")
    .replace(EXTENSION, "")
    .trimEnd()
    .replace(/[,;]+$/, "");
  if (!WRITTEN.test(text) || /[+]/.test(text.slice(1))) return undefined;
  const digits = text.replace(/\D/g, "");
  // A number written with "+" starts with its country code, which must be 1; otherwise a leading 1 is the long-distance
  // prefix when it makes 11 digits.
  if (text.startsWith("+")) return /^1\d{10}$/.test(digits) ? digits.slice(1) : undefined;
  if (/^1\d{10}$/.test(digits)) return digits.slice(1);
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

export function isPhoneNumber(value: string): boolean {
  return readPhoneNumber(value) !== undefined;
}
