// Turns NPPES's upper-case, spreadsheet-mangled fields into what a patient reads: names, streets, phones and zips.
import { isUsState } from "../../accounts/schemas";

// Kept upper case: legal suffixes, acronyms, and two-letter state and direction codes that read wrong title-cased.
const UPPER_WORDS = new Set([
  "LLC", "PLLC", "LLP", "LP", "PC", "USA", "US", "HMO", "CVS",
  "N", "S", "E", "W", "NE", "NW", "SE", "SW", "PO", "II", "III", "IV", "VI", "VII", "VIII", "IX", "XI",
]); // prettier-ignore
const LOWER_WORDS = new Set(["of", "and", "the", "at", "in", "on", "for", "de", "del", "y"]);

function capitalize(word: string): string {
  if (!word) return word;
  // "SAM'S" -> "Sam's", "O'BRIEN" -> "O'Brien": only a one-letter stem before the apostrophe keeps the next capital.
  const apostrophe = word.match(/^([A-Z])'([A-Z].*)$/i);
  if (apostrophe?.[1] && apostrophe[2]) return apostrophe[1].toUpperCase() + "'" + capitalize(apostrophe[2]);
  const lower = word.toLowerCase();
  // "142ND" -> "142nd", "3RD" -> "3rd".
  if (/^\d/.test(word)) return lower;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

// Spanish "y" ("and") is lower case only among Spanish words (twenty-seventh session): "Supermercado y Farmacia
// Caguana", "Recetas y Ma's", but "Big Y Foods", "B & Y Pharmacy", "Sean Y Chiu"; in an address, a unit's letter
// ("5537 Sheldon Rd Ste Y") is no conjunction ("Carr 14 y 139" is).
const SPANISH_NAME = /\b(DE|DEL|LA|LAS|LOS|EL|FARMACIAS?|SUPERMERCADOS?|SERVICIOS|SALUD|MEDICINA|MEDICOS|CORPORACION|RECETAS|MAS|MA'S|CENTRO|BOTICA|DROGUERIA|PREVENCION|COMUNIDAD|FAMILIA)\b/; // prettier-ignore
const UNIT_WORD = /^(STE|SUITE|UNIT|APT|BLDG|RM|SPC|LOT|NO)$/;

// A Spanish article begins a proper name ("North Las Vegas", "Bayou La Batre", "Farmacia La Botica", "Urb Las
// Colinas") and is lower case only after "de" or "del" ("Farmacia de la Comunidad", "Calle de la Candelaria"); with no
// word after it, "LA" is the state's or the city's abbreviation ("Rxvip LA 3", "Rx Care of LA"). Twenty-eighth session.
const ARTICLE = /^(LA|LAS|LOS)$/;
const ARTICLE_AFTER = /^(DE|DEL)$/;

function titleCaseWord(
  word: string,
  isFirst: boolean,
  kind: TextKind,
  spanish: boolean,
  previous: string,
  isLastWord: boolean,
): string {
  const upper = word.toUpperCase();
  if (UPPER_WORDS.has(upper)) return upper;
  if (upper === "Y" && (kind === "name" ? !spanish : UNIT_WORD.test(previous.toUpperCase()))) return upper;
  if (!isFirst && ARTICLE.test(upper)) {
    if (ARTICLE_AFTER.test(previous.toUpperCase())) return upper.toLowerCase();
    if (upper === "LA" && isLastWord) return upper;
    return capitalize(word);
  }
  if (!isFirst && LOWER_WORDS.has(upper.toLowerCase())) return upper.toLowerCase();
  // In a name, three or more letters with no vowel (KPH, BJS, HMB) are initials; in an address they abbreviate
  // words (BLVD, PKWY, HWY), as do two-letter ones everywhere (ST, DR, MT).
  if (kind === "name" && /^[B-DF-HJ-NP-TV-XZ]{3,}$/.test(upper)) return upper;
  return capitalize(word);
}

type TextKind = "name" | "address";

// Title-cases an upper-case NPPES string; text that already mixes cases is trusted as written.
export function titleCase(text: string, kind: TextKind = "name"): string {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (/[a-z]/.test(trimmed) && /[A-Z]/.test(trimmed)) return trimmed;
  const spanish = SPANISH_NAME.test(trimmed.toUpperCase());
  let index = 0;
  let previous = "";
  return trimmed.replace(/[A-Za-z0-9']+/g, (word, offset: number) => {
    const isLastWord = !/[A-Za-z]/.test(trimmed.slice(offset + word.length));
    const cased = titleCaseWord(word, index++ === 0, kind, spanish, previous, isLastWord);
    previous = word;
    return cased;
  });
}

// A legal entity's suffix at the end of a name ("Lam's Pharmacy, Inc.", "Farmacia Jireh LLC", "Corp"): no sign says it.
const LEGAL_SUFFIX = /[\s,]+(L\.?L\.?C|P\.?L\.?L\.?C|L\.?L\.?P|L\.?P|INC|INCORPORATED|CORP|CORPORATION|LTD|LIMITED|P\.?C|P\.?S\.?C|CSP)\.?$/i; // prettier-ignore

// The name an independent's sign shows: its NPPES name title-cased, without the legal entity's suffixes, however
// little is left ("RLR LLC" is shown "RLR", "Rx, Inc" "Rx": no sign says LLC, and the suffix tells a patient nothing
// the initials do not; twentieth session). Only a suffix that is the whole name stays ("Inc").
// NPPES's one name field often holds both names: "GOOD HEALTH, INC. DBA PREMIER PHARMACY SERVICES", "AVS PHARMACY/DBA:
// LEROY PHARMACY". What follows "doing business as" is the sign.
const DOING_BUSINESS_AS = /(?:^|[\s,/.(]+)(?:D\/?B\/?A|T\/A)\b[\s.:/)-]*/i;
// "HCBR LLC TENTH STREET PHARMACY", "D & P LLC FARMACIA LA BOTICA": a legal entity's name, its suffix, then the sign
// (two words or more, naming a pharmacy, where the entity's name names none).
const ENTITY_THEN_SIGN = /^(.*?)[\s,.]+(?:L\.?L\.?C|INC|CORP)\.?,?\s+(.+)$/i;
const NAMES_A_PHARMACY = /\b(PHARMACY|PHARMACIES|DRUGS?|APOTHECARY|FARMACIA|CHEMISTS?|RX)\b/i;
const letterCount = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;

function tradingName(name: string): string {
  const dba = DOING_BUSINESS_AS.exec(name);
  if (dba) {
    const traded = name.slice(dba.index + dba[0].length).replace(/[\s)]+$/, "");
    // "JLOVE LLC (DBA ADLER PHARMACY)"; "BANKS PHARMACY LLC DBA" with nothing after it, or a bare "DBA PHARMACY", is
    // the name before.
    const bare = letterCount(traded) < 4 || (!/\s/.test(traded.trim()) && NAMES_A_PHARMACY.test(traded));
    return bare ? name.slice(0, dba.index).replace(/[\s,(]+$/, "") : traded;
  }
  const entity = ENTITY_THEN_SIGN.exec(name);
  const sign = entity?.[2]?.replace(/^[\s,:–-]+/, "");
  const words =
    sign
      ?.replace(/[\s,.]+$/, "")
      .replace(LEGAL_SUFFIX, "")
      .trim()
      .split(/\s+/).length ?? 0;
  if (entity?.[1] && sign && !NAMES_A_PHARMACY.test(entity[1]) && NAMES_A_PHARMACY.test(sign) && words >= 2)
    return sign;
  return name;
}

export function signName(name: string): string {
  const traded = tradingName(name);
  let sign = titleCase(letterCount(traded) >= 4 ? traded : name).replace(/[\s,.]+$/, "");
  for (let stripped = sign.replace(LEGAL_SUFFIX, ""); stripped !== sign; stripped = sign.replace(LEGAL_SUFFIX, "")) {
    if (!/[A-Za-z0-9]/.test(stripped)) break;
    sign = stripped.replace(/[\s,]+$/, "");
  }
  // A full stop left after a whole word ("LEXANN PHARMACY. INC") is no abbreviation's ("Lindsay Drug Co.", "J.D.").
  // Nor is one after a name of one word left by its suffix ("LP. INC").
  return sign.replace(/([A-Za-z]{4,})\.$/, "$1").replace(/^([A-Za-z0-9]+)\.$/, "$1");
}

export function hasLegalSuffix(name: string): boolean {
  return LEGAL_SUFFIX.test(name.replace(/[\s,.]+$/, ""));
}

// The city a row writes, without the state and zip some rows repeat in it ("BALTIMORE, MD 21202", "OROCOVIS, PR
// 00720") or a trailing comma ("JACKSON HEIGHTS,").
export function cleanCity(city: string): string {
  return city
    .replace(/[\s,]+[A-Z]{2}\s+\d{5}(-?\d{4})?\s*$/i, "")
    .replace(/[\s,]+$/, "")
    .trim();
}

// Ten digits, dropping a leading country code 1; anything else is no usable phone.
export function normalizePhone(raw: string | undefined): string | null {
  const digits = (raw ?? "").replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(national) ? national : null;
}

// Spreadsheets dropped the leading zeros of New England, New Jersey and Puerto Rico zips ("7002" for 07002,
// "6031234" for 06031-234x): 3 to 5 digits are a zip5, 7 to 9 digits a zip+4. The caller still checks the zip exists.
export function normalizeZip5(raw: string | undefined): string | null {
  const digits = (raw ?? "").trim().replace(/-/g, "");
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length >= 3 && digits.length <= 5) return digits.padStart(5, "0");
  if (digits.length >= 7 && digits.length <= 9) return digits.padStart(9, "0").slice(0, 5);
  return null;
}

// Lines of a street that name the store instead of where it is: a chain's name or banner ("Duane Reade, 517
// Broadway"), a pharmacy's or department's name ("Blue Hill Pharmacy, 320 Blue Hill Ave", "195 Canal St, Attn:
// Outpatient Pharmacy").
const STORE_NAME_LINE = /\b(PHARMACY|PHARMACIES|DRUGS?|DRUGSTORE|APOTHECARY|CVS|WALGREENS?|DUANE READE|WALMART|RITE AID|ATTN|DEPARTMENT|DEPT)\b/; // prettier-ignore
const UNIT_SPELLINGS: [RegExp, string][] = [
  [/\bSUITE\b/g, "STE"], [/\bUNIT\b/g, "UNIT"], [/\bBUILDING\b/g, "BLDG"], [/\bFLOOR\b/g, "FL"], [/\bROOM\b/g, "RM"],
  [/#\s*/g, "STE "],
]; // prettier-ignore
const unitForm = (line: string) =>
  UNIT_SPELLINGS.reduce((text, [pattern, short]) => text.replace(pattern, short), line.toUpperCase())
    .replace(/[^A-Z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

// The street a patient reads: the lines that say where the store is, each once ("100 Main St, Ste 5, Suite 5" is
// "100 Main St, Ste 5"). A line naming the store goes when another line holds a house number or a road.
export function cleanStreet(street: string): string {
  const lines = street
    .split(",")
    .map((line) => line.trim())
    .filter(Boolean);
  const placeLines = lines.filter((line) => !(STORE_NAME_LINE.test(line.toUpperCase()) && !/^\d/.test(line)));
  const kept: string[] = [];
  for (const line of placeLines.length > 0 ? placeLines : lines) {
    const form = unitForm(line);
    if (kept.some((k) => unitForm(k) === form || unitForm(k).endsWith(` ${form}`))) continue;
    kept.push(line);
  }
  return kept.join(", ");
}

// A two-letter state code ending a name is written as the code ("Rxvip PA", "Proxsys Rx - MA", "Bioplus Specialty
// Pharmacy CA"; twenty-ninth session): a source that mixes cases wrote "Pa", and the title-caser would too. So is a
// professional association's or service corporation's "PA" and "SC", which read the same. "Co" is a company ("Drug
// Co", "Apothecary & Co") wherever the store stands; the codes that are English words ("In", "Me", "Or", "Oh", "Hi",
// "Ok") are a state's only where they name the store's own state ("Pharmacy Oh" in Ohio).
const STATE_CODE_AT_END = /([\s,-])([A-Za-z]{2})$/;
const ENGLISH_WORD_CODES = new Set(["CO", "IN", "ME", "OR", "OH", "HI", "OK"]);
export function stateCodeInCapitals(name: string, state: string): string {
  const match = STATE_CODE_AT_END.exec(name);
  const code = match?.[2]?.toUpperCase();
  if (!match || !code || match[2] === code || !isUsState(code) || !/[A-Za-z]/.test(name.slice(0, match.index))) return name; // prettier-ignore
  if (ENGLISH_WORD_CODES.has(code) && (code !== state || code === "CO")) return name;
  return `${name.slice(0, match.index)}${match[1]}${code}`;
}
