// A phone number as the spec writes it (4.5-4.7, 8): 10 digits, no punctuation. Any 10 digits: the spec asks no more,
// so a partner's client that sends what it allows never gets a 400, even for a number the North American Numbering
// Plan has no place for (1234567890, an area code starting with 0 or 1).
export function isPhoneNumber(value: string): boolean {
  return /^\d{10}$/.test(value);
}
