// Prescriber ids (spec 2.8): the format of each type, and the check digit where the number carries one.
import { isLuhnValid } from "../membership/member-id";
import { NPI_PATTERN } from "../vocabulary/fields";

export const PRESCRIBER_TYPES = ["npi", "state", "dea"] as const;
export type PrescriberType = (typeof PRESCRIBER_TYPES)[number];

// npi: 10 digits. state: a license number, whose format "varies by state" (spec 2.8): 3-25 characters, runs of
// letters and digits joined by single separators, as boards write them ("036-123456", "35.012345", "PHY 50485",
// "02134/1.1"); 99.7 % of the 34,261 license numbers NPPES lists for pharmacies fit, 87.9 % fitted the letters and
// digits alone this replaced (scripts/measure-license-formats.ts). dea: the spec's letter + 8 digits, or a
// registration as DEA issues it (2 letters + 7 digits); either may carry "-" and a 5-character suffix for a
// supervised individual. Ids are compared in capitals.
export const STATE_LICENSE_PATTERN = /^(?=.{3,25}$)[A-Z0-9]+(?:[-./ ][A-Z0-9]+)*$/;
const FORMATS: Record<PrescriberType, RegExp> = {
  npi: NPI_PATTERN,
  state: STATE_LICENSE_PATTERN,
  dea: /^[A-Z](?:[A-Z]\d{7}|\d{8})(?:-[A-Z0-9]{5})?$/,
};

export function isPrescriberIdFormat(type: PrescriberType, id: string): boolean {
  return FORMATS[type].test(id);
}

// The NPI check digit is the Luhn digit of the 9 digits prefixed by 80840 (the US health card issuer prefix).
export function isNpiCheckDigitValid(npi: string): boolean {
  return NPI_PATTERN.test(npi) && isLuhnValid("80840" + npi);
}

// A DEA registration (2 letters + 7 digits): the last digit of d1+d3+d5 + 2*(d2+d4+d6) is d7.
export function isDeaCheckDigitValid(dea: string): boolean {
  const match = /^[A-Z]{2}(\d{7})(?:-[A-Z0-9]{5})?$/.exec(dea);
  if (!match) return false;
  const d = [...match[1]!].map(Number);
  const sum = d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!);
  return sum % 10 === d[6];
}

// Whether a well-formed id passes the check its number carries: NPIs and 2-letter DEA numbers have a check
// digit; the spec's letter + 8 digits DEA form and state licenses have none that can be verified here.
export function isPrescriberIdCheckValid(type: PrescriberType, id: string): boolean {
  if (type === "npi") return isNpiCheckDigitValid(id);
  if (type === "dea" && /^[A-Z]{2}/.test(id)) return isDeaCheckDigitValid(id);
  return true;
}
