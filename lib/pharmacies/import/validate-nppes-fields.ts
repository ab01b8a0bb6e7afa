// The rules both NPPES layouts share: which rows are open community pharmacies, and how their fields are cleaned.
import { cleanCity, normalizePhone, normalizeZip5, signName, titleCase } from "./format-fields";
import { isValidNpi } from "./npi";
import { normalizeOrganizationName, recognizeChain } from "./recognize-chain";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import type { NppesPharmacy, Rejection } from "../pharmacy-record";
import { NPI_PATTERN } from "../../vocabulary/fields";

// "Community/Retail Pharmacy" in the NUCC taxonomy: mail-order, long-term-care, specialty and clinic pharmacies are
// not stores a patient walks into with a discount card.
export const RETAIL_PHARMACY_TAXONOMY = "3336C0003X";
// NUCC's unspecialised "Pharmacy": about 5,000 organisations of the 2025-10 extract chose it alone, among them chain
// stores (43 Walgreens) and neighbourhood pharmacies (Lam's Pharmacy, Las Vegas) as well as hospitals and mail order.
export const GENERAL_PHARMACY_TAXONOMY = "333600000X";

// A store named as a walk-in pharmacy, with no word of a hospital, clinic, mail-order, specialty, infusion,
// compounding, long-term-care or other closed-door pharmacy in its name.
const RETAIL_NAME =
  /\b(PHARMACY|PHARMACIES|PHARMACEUTICALS?|DRUGS?|DRUGSTORE|RX|APOTHECARY|CHEMISTS?|FARMACIA|BOTICA)\b/;
// Exported for the measure of the directories (scripts/measure-zip-directories.ts), which leaves such names out.
export const NOT_RETAIL_NAME = /\b(HOSPITALS?|HOSP|CLINICS?|CLINICA|HEALTH|HEALTHCARE|MEDICAL (CENTER|CTR)|CENTRO|INFUSION|ONCOLOGY|CANCER|URGENT CARE|PHYSICIANS?|NURSING|LONG TERM|LTC|INSTITUTIONAL|MAIL|DELIVERY|SPECIALTY|SPECIALITY|COMPOUNDING|NUCLEAR|RADIOPHARMACY|HOSPICE|HOME|CORRECTIONAL|PRISON|OUTPATIENT|OUTPT|INPATIENT|EMPLOYEES?|UNIVERSITY|COLLEGE|COUNTY|VETERINARY|ANIMAL|SERVICES|SOLUTIONS|(SENIOR|PRIMARY|MANAGED|SPECIAL) CARE|SYSTEMS?|NETWORK|BENEFITS?|CLOSED DOOR|CENTER|CTR)\b/; // prettier-ignore

// A name that says pharmacy ("Apple Discount Drugs", "Medicap Pharmacy #8043"), unlike an owner's ("W S Associates").
export function namesAPharmacy(name: string): boolean {
  return RETAIL_NAME.test(normalizeOrganizationName(name));
}

// A name another source gives an NPI whose own name names no pharmacy, read as its sign: also "The Prescription Pad
// of Burnsville", "Village Prescription Center", "The Medicine Shoppe #1736" (words that choose a sign between two names
// of one NPI, and admit no store: RETAIL_NAME does that).
const SIGN_WORDS = /\b(PRESCRIPTIONS?|MEDICINE SHOPPE)\b/;
export function signNamesAPharmacy(name: string): boolean {
  return namesAPharmacy(name) || SIGN_WORDS.test(normalizeOrganizationName(name));
}

// A drugstore chain's store that chose NUCC's "Clinic Pharmacy" (3336C0002X) with only the codes of what else the
// store holds: an in-store clinic (Walgreens' Healthcare Clinic, CVS's MinuteClinic), durable medical equipment
// (332B00000X), a clinical lab (291U00000X), the general "Pharmacy" code. 7 "WALGREEN CO" NPIs of the 2025-10 extract
// (Clare MI, Hayward WI, Excelsior Springs MO, Syracuse NY, Indianapolis, Shepherdsville KY, Orlando), 5 of them at a
// street Walgreens' 2024 list places a store at. Admitted only where a store list of its chain places it by its
// street or store number (`clinicTaxonomy`, checked in place-pharmacies.ts); Kaiser Permanente's clinic pharmacies
// (inside its medical offices) are not drugstores and stay out.
export const CLINIC_PHARMACY_TAXONOMY = "3336C0002X";
const STORE_WITH_CLINIC_TAXONOMIES: ReadonlySet<string> = new Set([CLINIC_PHARMACY_TAXONOMY, "332B00000X", "291U00000X", GENERAL_PHARMACY_TAXONOMY]); // prettier-ignore
const DRUGSTORE_CHAINS: ReadonlySet<string> = new Set(["WALGREENS", "CVS"]);

export function isDrugstoreWithClinic(fields: Pick<NppesFields, "taxonomies" | "legalName" | "dbaName">): boolean {
  const { taxonomies, legalName, dbaName } = fields;
  const names = normalizeOrganizationName(`${legalName} ${dbaName ?? ""}`);
  return (
    taxonomies.includes(CLINIC_PHARMACY_TAXONOMY) &&
    taxonomies.every((t) => STORE_WITH_CLINIC_TAXONOMIES.has(t)) &&
    DRUGSTORE_CHAINS.has(recognizeChain({ legalName, dbaName })) &&
    !NOT_RETAIL_NAME.test(names) &&
    !/\bCAREMARK\b/.test(names)
  );
}

// What else a walk-in pharmacy holds besides the general "Pharmacy" code (twenty-fourth session): durable medical
// equipment and supplies (332B00000X), oxygen (332BX2000X), and the pharmacist's own code (183500000X) that an owner
// filed for the store. 57 NPIs of the 2025-10 extract named as walk-in pharmacies carry the general code with only
// these (Pitt Street Pharmacy, Mt Pleasant SC; Family Discount Pharmacy, Mount Gay WV; Blocker & Timmerman Drug Co,
// Edgefield SC); no other pharmacy code (long-term care, mail order, specialty, infusion, compounding, clinic) is one.
const WHAT_A_STORE_HOLDS: ReadonlySet<string> = new Set(["332B00000X", "332BX2000X", "183500000X"]);

// Taxonomy 3336C0003X among any of the row's codes, or the general "Pharmacy" code (alone, or with only what a store
// holds) on a recognised chain store or a store named as a walk-in pharmacy (see RETAIL_NAME), or a drugstore
// chain's store with a clinic's codes.
export function isCommunityPharmacy(fields: Pick<NppesFields, "taxonomies" | "legalName" | "dbaName">): boolean {
  const { taxonomies, legalName, dbaName } = fields;
  if (taxonomies.includes(RETAIL_PHARMACY_TAXONOMY)) return true;
  if (isDrugstoreWithClinic(fields)) return true;
  if (!taxonomies.includes(GENERAL_PHARMACY_TAXONOMY)) return false;
  if (taxonomies.some((t) => t !== GENERAL_PHARMACY_TAXONOMY && !WHAT_A_STORE_HOLDS.has(t))) return false;
  if (recognizeChain({ legalName, dbaName }) !== INDEPENDENT_CHAIN_CODE) return true;
  const names = normalizeOrganizationName(`${legalName} ${dbaName ?? ""}`);
  return RETAIL_NAME.test(names) && !NOT_RETAIL_NAME.test(names);
}

// A town's drugstore that filed another pharmacy code (twenty-eighth session): NPPES 2025-10 lists 300-odd independents
// named as a drugstore's shop ("Ider Discount Drugs", "City Drug Co", Paragould; "Dameron Drug Store", Tabor City;
// "The Apothecary", Boulder) under long-term care, compounding, clinic or the pharmacist's code alone: the owner serves
// the town's nursing home or compounds, and the counter stays open to the street. Mail order, specialty, home infusion,
// institutional and nuclear pharmacies never are, nor a row giving a toll-free number (a closed-door service's:
// "Diamond Drugs", 888, serves prisons). Such a row is kept (`otherTaxonomy`) and admitted only
// where CMS DMEPOS 2026 lists its name in its city and no retail NPI of its zip shares its telephone or street
// (checked in place-pharmacies.ts); "Pharmacy" alone names LTC shops as often (Guardian Pharmacy, PharMerica).
const DRUGSTORE_NAME = /\b(DRUGS?|DRUGSTORE|APOTHECARY|CHEMISTS?)\b/;
const DRUGSTORE_OTHER_TAXONOMIES: ReadonlySet<string> = new Set([
  GENERAL_PHARMACY_TAXONOMY,
  "3336L0003X", // long-term care pharmacy
  "3336C0004X", // compounding pharmacy
  CLINIC_PHARMACY_TAXONOMY,
  ...WHAT_A_STORE_HOLDS,
]);

export function isDrugstoreUnderAnotherTaxonomy(
  fields: Pick<NppesFields, "taxonomies" | "legalName" | "dbaName" | "primaryTaxonomy" | "phone">,
): boolean {
  const { taxonomies, legalName, dbaName, primaryTaxonomy, phone } = fields;
  if (/^8(00|33|44|55|66|77|88)/.test(normalizePhone(phone) ?? "")) return false;
  if (taxonomies.includes(RETAIL_PHARMACY_TAXONOMY) || taxonomies.length === 0) return false;
  if (!taxonomies.every((t) => DRUGSTORE_OTHER_TAXONOMIES.has(t))) return false;
  if (primaryTaxonomy && !DRUGSTORE_OTHER_TAXONOMIES.has(primaryTaxonomy)) return false;
  if (recognizeChain({ legalName, dbaName }) !== INDEPENDENT_CHAIN_CODE) return false;
  const names = normalizeOrganizationName(`${legalName} ${dbaName ?? ""}`);
  return DRUGSTORE_NAME.test(names) && !NOT_RETAIL_NAME.test(names);
}

export const REJECTION_REASONS = {
  columns: "wrong number of columns",
  missingNpi: "missing NPI",
  malformedNpi: "NPI is not 10 digits",
  npiCheckDigit: "NPI fails the Luhn check",
  individual: "not an organization (entity type 1)",
  notRetail: "not a community/retail pharmacy (taxonomy 3336C0003X, or 333600000X alone on a store named as one)",
  deactivated: "deactivated NPI",
  outsideUs: "practice location outside the US",
  missingName: "missing organization name",
  missingStreet: "missing street address",
  missingCity: "missing city",
  badState: "missing or malformed state",
  badZip: "missing or malformed zip",
} as const;

// Only the columns the network needs; the official layout's authorized-official columns never reach this type.
export type NppesFields = {
  npi: string;
  // "1" individual, "2" organization; the slim layout lists organizations only and leaves it undefined.
  entityType?: string;
  legalName: string;
  dbaName?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode?: string;
  phone?: string;
  taxonomies: readonly string[];
  primaryTaxonomy?: string;
  deactivationDate?: string;
  reactivationDate?: string;
  enumerationDate?: string;
  lastUpdateDate?: string;
};

export function validateNppesFields(fields: NppesFields, line: number): NppesPharmacy | Rejection {
  const reject = (reason: string, detail?: string): Rejection => ({ line, reason, ...(detail ? { detail } : {}) });
  const npi = fields.npi.trim();
  if (!npi) return reject(REJECTION_REASONS.missingNpi);
  if (!NPI_PATTERN.test(npi)) return reject(REJECTION_REASONS.malformedNpi, npi);
  if (!isValidNpi(npi)) return reject(REJECTION_REASONS.npiCheckDigit, npi);
  // Individuals' rows hold personal names; they are dropped before any name is read.
  if (fields.entityType !== undefined && fields.entityType !== "2") return reject(REJECTION_REASONS.individual, npi);
  const otherTaxonomy = !isCommunityPharmacy(fields) && isDrugstoreUnderAnotherTaxonomy(fields);
  if (!isCommunityPharmacy(fields) && !otherTaxonomy) {
    return { ...reject(REJECTION_REASONS.notRetail, fields.taxonomies.join(";") || "no taxonomy"), npi };
  }
  if (isDeactivated(fields)) return { ...reject(REJECTION_REASONS.deactivated, npi), npi };
  const country = fields.countryCode?.trim();
  if (country && country !== "US") return reject(REJECTION_REASONS.outsideUs, country);

  const legalName = fields.legalName.trim();
  const dbaName = fields.dbaName?.trim() ?? "";
  if (!legalName && !dbaName) return reject(REJECTION_REASONS.missingName, npi);
  const address1 = fields.address1.trim();
  if (!address1) return reject(REJECTION_REASONS.missingStreet, npi);
  const city = fields.city.trim();
  if (!city) return reject(REJECTION_REASONS.missingCity, npi);
  const state = fields.state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return reject(REJECTION_REASONS.badState, fields.state || "empty");
  const zip = normalizeZip5(fields.postalCode);
  if (!zip) return reject(REJECTION_REASONS.badZip, fields.postalCode || "empty");

  const address2 = fields.address2?.trim();
  return {
    npi,
    name: signName(dbaName || legalName),
    chainCode: recognizeChain({ legalName, dbaName, state }),
    phone: normalizePhone(fields.phone),
    street: titleCase(address2 ? `${address1}, ${address2}` : address1, "address"),
    city: titleCase(cleanCity(city), "address"),
    state,
    zip,
    line,
    legalName,
    dbaName,
    enumerationDate: toIsoDate(fields.enumerationDate),
    ...(!fields.taxonomies.includes(RETAIL_PHARMACY_TAXONOMY) && isDrugstoreWithClinic(fields) ? { clinicTaxonomy: true } : {}), // prettier-ignore
    ...(otherTaxonomy ? { otherTaxonomy: true } : {}),
    ...(fields.lastUpdateDate !== undefined ? { lastUpdateDate: toIsoDate(fields.lastUpdateDate) } : {}),
    ...(fields.primaryTaxonomy ? { primaryTaxonomy: fields.primaryTaxonomy } : {}),
  };
}

// NPPES keeps the deactivation date after a reactivation; the NPI is live again when reactivated on or after it.
// A deactivation date that cannot be read counts as a deactivation: listing a closed store is the worse mistake.
function isDeactivated({ deactivationDate, reactivationDate }: NppesFields): boolean {
  if (!deactivationDate?.trim()) return false;
  const deactivated = toIsoDate(deactivationDate);
  if (!deactivated) return true;
  const reactivated = toIsoDate(reactivationDate);
  return !reactivated || reactivated < deactivated;
}

// NPPES writes MM/DD/YYYY; these extracts already use YYYY-MM-DD. Both become sortable YYYY-MM-DD strings.
function toIsoDate(raw: string | undefined): string | null {
  const value = raw?.trim() ?? "";
  const us = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

export function isRejection(value: NppesPharmacy | Rejection): value is Rejection {
  return "reason" in value;
}
