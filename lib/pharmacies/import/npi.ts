// NPI format rule from CMS: 10 digits whose last is the Luhn check digit of "80840" (the card issuer prefix) + the first 9.
import { luhnCheckDigit } from "../../membership/member-id";
import { NPI_PATTERN } from "../../vocabulary/fields";

const NPI_ISSUER_PREFIX = "80840";

export function npiCheckDigit(firstNineDigits: string): number {
  return luhnCheckDigit(NPI_ISSUER_PREFIX + firstNineDigits);
}

export function isValidNpi(npi: string): boolean {
  return NPI_PATTERN.test(npi) && npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}
