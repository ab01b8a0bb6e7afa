// Eighteenth session (NETWORK.md): the NPIs of one pharmacy counter. NPPES keeps an NPI active until its holder
// deactivates it, and a pharmacy that changes hands gets a new owner's NPI while the old one stays listed: successive
// owners at one address (Rite Drugs, 2022, after K & G Pharmacy, 2005, at 2434 Jerome Ave, Bronx), a chain and the
// independent it bought (Fruth Pharmacy, 2016, after McCloud Family Pharmacy at 4541 5th Street Rd, Huntington WV),
// an operating company that never opened (1918 Winter Street Operating Co, 2024, at 36 Mariano's and Fred Meyer
// stores). Such NPIs give the store's one telephone number. Stores of one zip giving one number are one counter when
// they share a name or a street (house number and street name), or one of them has no street of its own (NPPES
// 2026-02 gives none); of such a counter one store is kept. A hospital's, clinic's or health centre's pharmacy, and
// an NPI whose primary taxonomy is a closed-door kind (long-term care, specialty, infusion, mail order, clinic), is a second pharmacy at the address, not a second NPI of the counter: never merged.
import type { StoreLocation } from "./parse-store-locations";
import { namesNothingOfAPharmacy, withField, type PlaceablePharmacy, type PlacedPharmacy } from "./place-pharmacies";
import type { PharmacyRecord, Rejection } from "../pharmacy-record";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { normalizeCity, normalizeStoreName, normalizeStreet } from "./normalize-street";
import { normalizeOrganizationName } from "./recognize-chain";
import { signNamesAPharmacy } from "./validate-nppes-fields";

export const ONE_COUNTER_REASON =
  "another NPI of the same counter: one zip and telephone number, one name or street (or no street of its own), no hospital, clinic or closed-door arm (the chain's store, else the name CMS 2026 lists in its city, else the NPI enumerated last, is kept)"; // prettier-ignore

// The 2025-10 extract misses every NPI enumerated 2006-07-29 .. 2007-03-05 (MANIFEST.md; its dates jump from
// 2006-07-28 to 2007-03-06). An NPI of NPPES 2026-02 the extract lacks was enumerated in that slice or after the
// extract (2025-10-11): the extract gains about 230 pharmacy NPIs a month, so at most about 1,000 of those 13,899 NPIs
// can be newer, and the 2022 locator lists 430 of them. Such an NPI is dated by the slice.
export const MISSING_SLICE_FIRST_DAY = "2006-07-29";

// A second pharmacy at the address rather than a second NPI of the counter: a hospital's outpatient or inpatient
// pharmacy, a clinic's or health centre's, a specialty, infusion, long-term-care or home-care arm.
const ARM_NAME =
  /\b(HOSPITALS?|HOSP|MEDICAL (CENTER|CTR)|HEALTH ?(SYSTEMS?|CENTERS?|CTR)|HEALTHCARE SYSTEMS?|CLINICS?|CLINICA|SPECIALTY|SPECIALITY|INFUSION|LTC|LONG TERM|INSTITUTIONAL|NUCLEAR|HOME (HEALTH|INFUSION|CARE)|MAIL ORDER|OUTPATIENT|INPATIENT)\b/; // prettier-ignore
// NUCC's closed-door pharmacy kinds: long-term care, specialty, home infusion, institutional, mail order, nuclear,
// clinic. Not compounding (3336C0004X): a community pharmacy compounds at its own counter ("Wellington Discount
// Pharmacy", primary compounding, and "Ramshore" at 9312 Forest Hill Blvd give one number).
export const CLOSED_DOOR_TAXONOMIES: ReadonlySet<string> = new Set(["3336L0003X", "3336S0011X", "3336H0001X", "3336I0012X", "3336M0002X", "3336M0003X", "3336N0007X", "3336C0002X"]); // prettier-ignore

// The house number and street name, one spelling for Queens' hyphenated numbers ("224-04 Linden Blvd" and "22404
// Linden Blvd", "63 19 Roosevelt Ave" and "6319 Roosevelt Ave"). Null without a house number.
export function counterStreetKey(street: string): string | null {
  const words = normalizeStreet(street).split(" ");
  const [first, second] = words;
  const fold = !!first && !!second && /^\d+$/.test(first) && /^\d+[A-Z]?$/.test(second) && words.length > 2;
  const number = fold ? `${first}${second}` : first;
  if (!number || !/^\d+[A-Z]?$/.test(number)) return null;
  const name = words.slice(fold ? 2 : 1).find((w) => !["N", "S", "E", "W", "NE", "NW", "SE", "SW"].includes(w));
  return name ? `${number} ${name}` : null;
}

// Nineteenth session (NETWORK.md): the street of one counter written two ways by the NPIs of one number and zip. The
// house numbers meet when one of each side's readings does (a letter written apart or joined, "903 B" and "903b"; a
// Queens number with or without its hyphen or a single-digit tail, "1570-4" and "1570-04"; a range, "3025-27" holds
// 3027 and "276-80" holds 280; the letter after the digits aside, "7611a" and "7611"), and the street names when they
// share a word (types, directions and route prefixes aside: "Kennedy Blvd" in "John F Kennedy Blvd", "US Highway 206"
// and "Route 206", "400 East 141 Street" and "400 E 141st St") or a word of five letters or more within two letters'
// change ("Atlactic", "Hempsted", "Shepheadstown"), or the same letters ("Cross Bay" and "Crossbay"). Without a house number: one spelling of the whole street, or one
// kilometre of one Puerto Rico road ("Carr. 696 Km 1.3" and "Carr 696 Km 1 3").
const STREET_TYPES = new Set(["ST", "AVE", "RD", "DR", "BLVD", "HWY", "PKWY", "LN", "CT", "PL", "PLZ", "SQ", "TER", "CIR", "TRL", "TPKE", "EXPY", "FWY", "CTR", "RTE", "US", "CO", "SR", "CR", "FM", "NYS", "BYP", "BYPASS", "WAY", "CALLE", "AND", "OF", "THE", "DE", "DEL", "LA"]); // prettier-ignore
const DIRECTIONS = new Set(["N", "S", "E", "W", "NE", "NW", "SE", "SW"]);

function houseNumbers(words: readonly string[]): { numbers: Set<string>; rest: string[] } | null {
  const [first, second] = words;
  if (!first || !/^\d+[A-Z]?$/.test(first)) return null;
  const digits = (w: string) => w.replace(/[A-Z]$/, "");
  const numbers = new Set([digits(first)]);
  let rest = words.slice(1);
  if (second && rest.length > 1 && /^[A-Z]$/.test(second) && !DIRECTIONS.has(second)) rest = rest.slice(1);
  else if (second && rest.length > 1 && /^\d+[A-Z]?$/.test(second) && /^\d+$/.test(first)) {
    const tail = digits(second);
    numbers.add(`${first}${tail}`).add(`${first}${tail.padStart(2, "0")}`);
    const end = Number(`${first.slice(0, Math.max(0, first.length - tail.length))}${tail}`);
    for (let n = Number(first) + 1; n <= end && n - Number(first) <= 20; n++) numbers.add(String(n));
    rest = rest.slice(1);
  }
  return { numbers, rest };
}

const significantWords = (words: readonly string[]) =>
  words
    .map((w) => w.replace(/^(\d+)(ST|ND|RD|TH)$/, "$1"))
    .filter((w) => !STREET_TYPES.has(w) && !DIRECTIONS.has(w) && !/^[A-Z]{1,2}$/.test(w));

function withinTwoLetters(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 2 || /\d/.test(a + b)) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))); // prettier-ignore
    previous = row;
  }
  return previous[b.length]! <= 2;
}

function roadKilometre(street: string): { road: string | null; km: string } | null {
  const upper = street.toUpperCase();
  const km = /\b(?:KM|KILOMETRO)\.?\s*(\d+)(?:(?:\.|\s)(\d)\b)?/.exec(upper);
  if (!km) return null;
  const road = /\b(?:CARR|CARRETERA|RD|RUTA|PR)\.?\s*(\d+)\b/.exec(upper);
  return { road: road?.[1] ?? null, km: `${km[1]}.${km[2] ?? "0"}` };
}

export function sameCounterStreet(a: string, b: string): boolean {
  const [x, y] = [normalizeStreet(a), normalizeStreet(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const key = counterStreetKey(a);
  if (key !== null && key === counterStreetKey(b)) return true;
  const [hx, hy] = [houseNumbers(x.split(" ")), houseNumbers(y.split(" "))];
  if (!hx || !hy) {
    const [kx, ky] = [roadKilometre(a), roadKilometre(b)];
    return !!kx && !!ky && kx.km === ky.km && (kx.road === null || ky.road === null || kx.road === ky.road);
  }
  if (![...hx.numbers].some((n) => hy.numbers.has(n))) return false;
  const [wx, wy] = [significantWords(hx.rest), significantWords(hy.rest)];
  if (wx.length > 0 && wx.join("") === wy.join("")) return true;
  return wx.some((w) => wy.includes(w) || wy.some((v) => withinTwoLetters(w, v)));
}

export type Member = { record: PlacedPharmacy; raw: PlaceablePharmacy | undefined };

export const namesOf = ({ record, raw }: Member) => [record.name, raw?.legalName, raw?.dbaName].filter((n): n is string => !!n); // prettier-ignore
export const isArm = (names: readonly string[], primaryTaxonomy: string | undefined) =>
  names.some((n) => ARM_NAME.test(normalizeOrganizationName(n))) ||
  (!!primaryTaxonomy && CLOSED_DOOR_TAXONOMIES.has(primaryTaxonomy));
const enumerated = ({ record, raw }: Member) =>
  raw?.enumerationDate ?? (record.sources.startsWith("nppes-2026-02") ? MISSING_SLICE_FIRST_DAY : "");

// Which of one counter's NPIs is kept.
function counterRanking(pharmacies: readonly PlaceablePharmacy[], locations: readonly StoreLocation[]) {
  const raw = new Map(pharmacies.map((p) => [p.npi, p]));
  const dmeposNames = new Set(locations.filter((l) => l.source === "dmepos" && l.name).map((l) => `${l.state}|${normalizeCity(l.city)}|${normalizeStoreName(l.name!)}`)); // prettier-ignore
  const listedByCms = (m: Member) =>
    namesOf(m).some((n) => dmeposNames.has(`${m.record.state}|${normalizeCity(m.record.city)}|${normalizeStoreName(n)}`)); // prettier-ignore
  // The store kept: a chain's (the sign over the counter; the independent is the pharmacy it bought), else the name
  // CMS DMEPOS lists in the city in 2026, else the NPI enumerated last (a new owner's), else the one with a street.
  const rank = (m: Member) => [
    m.record.chainCode === INDEPENDENT_CHAIN_CODE ? 0 : 1,
    listedByCms(m) ? 1 : 0,
    enumerated(m),
    m.record.street ? 1 : 0,
    m.record.npi,
  ];
  const better = (a: Member, b: Member) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
    return false;
  };
  return { raw, better };
}

export function keepOneNpiPerCounter(
  records: readonly PlacedPharmacy[],
  pharmacies: readonly PlaceablePharmacy[],
  locations: readonly StoreLocation[],
  rejected: Rejection[],
): PlacedPharmacy[] {
  const { raw, better } = counterRanking(pharmacies, locations);
  const byPhone = new Map<string, Member[]>();
  for (const record of records) {
    if (!record.phone) continue;
    const key = `${record.zip}|${record.phone}`;
    byPhone.set(key, [...(byPhone.get(key) ?? []), { record, raw: raw.get(record.npi) }]);
  }
  const dropped = new Set<PlacedPharmacy>();
  const replaced = new Map<PlacedPharmacy, PlacedPharmacy>();
  for (const group of byPhone.values()) {
    if (group.length < 2) continue;
    for (const counter of countersOf(group.filter((m) => !isArm(namesOf(m), m.raw?.primaryTaxonomy)))) {
      // A counter two chains claim (the lists disagree) is left as it is.
      if (new Set(counter.filter((m) => m.record.chainCode !== INDEPENDENT_CHAIN_CODE).map((m) => m.record.chainCode)).size > 1) continue; // prettier-ignore
      const kept = counter.reduce((best, m) => (better(m, best) ? m : best));
      const others = counter.filter((m) => m !== kept);
      for (const m of others) {
        dropped.add(m.record);
        rejected.push({ line: m.raw?.line ?? 0, reason: ONE_COUNTER_REASON, detail: `${m.record.npi} for ${kept.record.npi}`, npi: m.record.npi }); // prettier-ignore
      }
      replaced.set(
        kept.record,
        takeOver(
          kept.record,
          others.map((m) => m.record),
        ),
      );
    }
  }
  const counted = records.filter((r) => !dropped.has(r)).map((r) => replaced.get(r) ?? r);
  return keepOneNpiPerAddress(counted, raw, better, rejected);
}

// Nineteenth session (NETWORK.md): one store under one sign at one address, whatever numbers its NPIs give. Rule 5
// keeps one NPI of a chain per zip and street and one of an independent per name and full address, the address
// compared as written; NPPES writes one address several ways ("148 West Church St. Suite B" and "148 W Church St,
// Suite B"; "29645 Rancho Califonia Rd, Ste 129"), and a store's NPIs may carry other zips of its city ("1808 W 3rd
// Ave", Spokane 99201 and 99204). Stores of one city under one chain, or one independent name, at one street
// (`sameCounterStreet`) and, for an independent, one unit (a medical building houses several pharmacies of one owner:
// "Ohio Intake Pharmacy 2" at suites 401 and 506 stay two) are one store: the NPI kept as for a counter.
export const ONE_ADDRESS_REASON =
  "another NPI of the same store: one city, one chain or independent's name, one street and unit written another way, no hospital, clinic or closed-door arm (kept as for a counter)"; // prettier-ignore

// What the address says beyond its house number and street: "Suite B", ", 101-102", "# 140-B" ("B", "101102",
// "140B"); unit words and "Number" aside.
export function unitOf(street: string): string {
  const rest = normalizeStreet(street).split(" ");
  const words = street.toUpperCase().replace(/['’.]/g, "").split(/[^A-Z0-9]+/).filter(Boolean).map((w) => normalizeStreet(w)); // prettier-ignore
  for (const w of rest) {
    const at = words.indexOf(w);
    if (at >= 0) words.splice(at, 1);
  }
  return words.filter((w) => !/^(STE|SUITE|UNIT|APT|RM|ROOM|SPC|SPACE|STORE|NUMBER|NO|FL|FLOOR|BLDG|BUILDING|LOWR|UPPR|OFC)$/.test(w)).join(""); // prettier-ignore
}

// The stores of one sign at one address: one city, one chain or independent name, one street, and one unit for an
// independent. Stores without a street are left to the counter's rule.
export function storesAtOneAddress<
  M extends { record: Pick<PharmacyRecord, "chainCode" | "name" | "street" | "city" | "state"> },
>(members: readonly M[]): M[][] {
  const bySign = new Map<string, M[]>();
  for (const m of members) {
    const { record } = m;
    if (!record.street) continue;
    const sign = record.chainCode === INDEPENDENT_CHAIN_CODE ? normalizeStoreName(record.name) : `chain ${record.chainCode}`; // prettier-ignore
    const key = `${record.state}|${normalizeCity(record.city)}|${sign}`;
    bySign.set(key, [...(bySign.get(key) ?? []), m]);
  }
  const result: M[][] = [];
  for (const group of bySign.values()) {
    const stores: M[][] = [];
    for (const m of group) {
      const independent = m.record.chainCode === INDEPENDENT_CHAIN_CODE;
      const same = (o: M) =>
        sameCounterStreet(o.record.street, m.record.street) && (!independent || unitOf(o.record.street) === unitOf(m.record.street)); // prettier-ignore
      const meets = stores.filter((store) => store.some(same));
      for (const store of meets) stores.splice(stores.indexOf(store), 1);
      stores.push([...meets.flat(), m]);
    }
    result.push(...stores.filter((store) => store.length > 1));
  }
  return result;
}

function keepOneNpiPerAddress(
  records: readonly PlacedPharmacy[],
  raw: ReadonlyMap<string, PlaceablePharmacy>,
  better: (a: Member, b: Member) => boolean,
  rejected: Rejection[],
): PlacedPharmacy[] {
  const members = records.map((record) => ({ record, raw: raw.get(record.npi) }));
  const dropped = new Set<PlacedPharmacy>();
  const replaced = new Map<PlacedPharmacy, PlacedPharmacy>();
  for (const store of storesAtOneAddress(members.filter((m) => !isArm(namesOf(m), m.raw?.primaryTaxonomy)))) {
    const kept = store.reduce((best, m) => (better(m, best) ? m : best));
    const others = store.filter((m) => m !== kept);
    for (const m of others) {
      dropped.add(m.record);
      rejected.push({ line: m.raw?.line ?? 0, reason: ONE_ADDRESS_REASON, detail: `${m.record.npi} for ${kept.record.npi}`, npi: m.record.npi }); // prettier-ignore
    }
    replaced.set(kept.record, takeOver(kept.record, others.map((m) => m.record))); // prettier-ignore
  }
  return records.filter((r) => !dropped.has(r)).map((r) => replaced.get(r) ?? r);
}

// The counters of one zip and number: stores with a street meet by name or street; a store without a street joins
// the one counter of the others (by name where there are several).
export function countersOf<M extends { record: Pick<PharmacyRecord, "chainCode" | "name" | "street"> }>(
  group: readonly M[],
): M[][] {
  const nameOf = (m: M) => (m.record.chainCode === INDEPENDENT_CHAIN_CODE ? normalizeStoreName(m.record.name) : `chain ${m.record.chainCode}`); // prettier-ignore
  const withStreet = group.filter((m) => m.record.street);
  const counters: M[][] = [];
  for (const m of withStreet) {
    const meets = counters.filter((c) => c.some((o) => nameOf(o) === nameOf(m) || sameCounterStreet(o.record.street, m.record.street))); // prettier-ignore
    const merged = [...meets.flat(), m];
    for (const c of meets) counters.splice(counters.indexOf(c), 1);
    counters.push(merged);
  }
  for (const m of group.filter((m) => !m.record.street)) {
    const byName = counters.filter((c) => c.some((o) => nameOf(o) === nameOf(m)));
    const target = byName.length === 1 ? byName[0] : counters.length === 1 ? counters[0] : counters.length === 0 ? undefined : null; // prettier-ignore
    if (target) target.push(m);
    else if (target === undefined) counters.push([m]);
  }
  return counters.filter((c) => c.length > 1);
}

// The kept store takes what the others knew of the counter: a street where it has none, a rooftop where it stands on
// its zip's centroid, and the name on the sign where its own names only its owner (a new owner keeps the sign:
// "Kevin S Tom", 2013, at Copperopolis Pharmacy's counter).
export function takeOver(kept: PlacedPharmacy, others: readonly PlacedPharmacy[]): PlacedPharmacy {
  let result = kept;
  const street = !kept.street ? others.find((o) => o.street) : undefined;
  if (street) result = { ...result, street: street.street, sources: withField(result.sources, "street", street.sources) }; // prettier-ignore
  const roof = kept.placement === "zip" ? others.find((o) => o.placement === "rooftop") : undefined;
  if (roof) {
    const { lat, lng, placement, openingHours, method } = roof;
    result = { ...result, lat, lng, placement, openingHours, method, sources: withField(result.sources, "point", roof.sources, true) }; // prettier-ignore
  }
  const sign =
    kept.chainCode === INDEPENDENT_CHAIN_CODE && namesNothingOfAPharmacy(kept.name) && !signNamesAPharmacy(kept.name)
      ? others.find((o) => o.chainCode === INDEPENDENT_CHAIN_CODE && signNamesAPharmacy(o.name))
      : undefined;
  if (sign) result = { ...result, name: sign.name, sources: withField(result.sources, "name", sign.sources) };
  // A chain store's number, where another NPI of the store carries it ("Vons #2614" over the locator's "Vons").
  const numbered =
    kept.chainCode !== INDEPENDENT_CHAIN_CODE && !/#\d/.test(kept.name)
      ? others.find((o) => o.chainCode === kept.chainCode && /#\d/.test(o.name))
      : undefined;
  if (numbered)
    result = { ...result, name: numbered.name, sources: withField(result.sources, "name", numbered.sources) };
  return result;
}
