// A US phone number: 10 digits, no punctuation, as the North American Numbering Plan allows them (neither the
// area code nor the exchange starts with 0 or 1).
export function isPhoneNumber(value: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(value);
}
