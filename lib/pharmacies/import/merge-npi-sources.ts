// Merges the pharmacy NPIs of every public source into one list, by NPI: the NPPES extract of 2025-10 is the record
// (its fields win), the NPPES independents of 2026-02 add the NPIs the extract lacks and fill a missing phone, and the
// 2022 therapeutic locator adds chain stores with their street and a geocoded point. Each field keeps its source.
import { distanceMiles } from "../../geo/distance-miles";
import type { LatLng } from "../../geo/types";
import { buyerOf, CLOSED, isClosedStore, NOT_GROCERS, soldStoreByStore } from "./banners";
import { CHAINS, INDEPENDENT_CHAIN_CODE } from "../chains";
import { signName, titleCase } from "./format-fields";
import { normalizeCity, streetKey } from "./normalize-street";
import { namesAPharmacy, signNamesAPharmacy } from "./validate-nppes-fields";
import { isInBox, locatorStoreNumber } from "./place-pharmacies";
import type { ListedPharmacy } from "./parse-npi-sources";
import type { StoreLocation } from "./parse-store-locations";
import { tradingIn2026 } from "./trading-in-2026";
import { normalizeOrganizationName, recognizeChain } from "./recognize-chain";
import type { FieldSources, NppesPharmacy, Rejection } from "../pharmacy-record";

export const NPI_SOURCES = { nppes: "nppes-2025-10", independents: "nppes-2026-02", locator: "locator-2022" } as const;
export type NpiSource = (typeof NPI_SOURCES)[keyof typeof NPI_SOURCES];

// listedIn2026: NPPES 2026-02's full list of active independent community pharmacies holds the NPI (the newest word
// on an independent's NPI: de-duplication keeps such an NPI over an older one of the same store).
export type MergedPharmacy = NppesPharmacy & {
  sources: FieldSources;
  locatorPoint: LatLng | null;
  // The locator's name for the NPI, where it lists it (a chain's store number: "Walgreens Store #01476").
  locatorName?: string | null;
  listedIn2026: boolean;
  boughtFrom?: string | null; // the sold banner's chain entity whose NPI the buyer's store keeps (successor below)
  listedOpenIn2026?: boolean; // CMS DMEPOS 2026 lists the record's own name in its city
};

export const MERGE_DROP_REASONS = {
  notRetailInNppes: "NPPES 2025-10 lists the NPI, not as an open community/retail pharmacy",
  closedChain: "closed chain or banner",
  hospitalOrClinic: "hospital, clinic, health department or other non-retail site",
  independentNotIn2026:
    "independent absent from NPPES 2026-02's community pharmacies, which CMS DMEPOS 2026 does not show trading under its name at its address (closed, or not community/retail)",
  unconfirmed2022: "chain store only on the 2022 locator, confirmed by no newer store list",
} as const;

export type SourceReport = { read: number; kept: number; merged: number; dropped: [string, number][] };

// The locator names stores as the chain's own pharmacy locator does ("SAMS PHARMACY #6381"): these forms, with a store
// number, name chains the NPPES patterns do not (an independent may be called "Smith's Pharmacy"). Albertsons' banners
// and Brookshire Brothers are named so with or without a number (60 "SAV-ON PHARMACY" rows have none): a locator-only
// chain store is kept only where a store list of its chain confirms it, which an independent of that name never is
// (or, for a chain no list holds, where the locator names it by a store number: `confirmer`).
const LOCATOR_CHAIN_NAMES: readonly [RegExp, string][] = [
  [/^SAMS PHARMACY \d/, "SAMS_CLUB"],
  [/^(SAV ON|RANDALLS|OSCO|CARRS|MARKET STREET|AMIGOS|ALBERTSONS MARKET|UNITED) PHARMACY\b/, "ALBERTSONS"],
  [/^(SMITHS|DILLON) PHARMACY \d/, "KROGER"],
  [/^INGLES PHARMACY \d/, "INGLES"],
  // Brookshire Brothers' stores (Lufkin, TX), not Brookshire Grocery's: each of the 12 NPIs of this form NPPES 2025-10
  // also lists is a "BROOKSHIRE BROTHERS" NPI (Canyon Lake #79, Buna #64, Liberty #51, Salado #69...); all 43 are in
  // Texas (twenty-first session).
  [/^BROOKSHIRES PHARMACY\b/, "BROOKSHIRE_BROTHERS"],
];

// Names of sites that dispensed COVID-19 treatment but are no store a card holder walks into.
const NON_RETAIL = /\b(HOSPITAL|HOSP|CLINIC|CLINICA|HEALTH (DEPARTMENT|DEPT|DISTRICT|CENTER|CENTERS|SYSTEM|CARE|SERVICES)|MEDICAL (CENTER|CTR|GROUP|ASSOCIATES)|CENTRO|INFUSION|ONCOLOGY|CANCER|URGENT CARE|INTERNAL MEDICINE|FAMILY (MEDICINE|PRACTICE)|PHYSICIANS?|RHEUMATOLOGY|NURSING|LONG TERM CARE|PHARMERICA|GENOA|VA |VETERANS|INDIAN HEALTH|TRIBAL|COUNTY|PUBLIC HEALTH|UNIVERSITY|COLLEGE|CORRECTIONAL|PRISON|FQHC)\b/; // prettier-ignore

// Chains whose whole store list is newer than the locator (stiles 2024): a 2022 store of theirs must appear there.
export const CHAINS_WITH_A_NEWER_LIST: ReadonlySet<string> = new Set(["CVS", "WALGREENS", "PUBLIX", "COSTCO"]);
// A list point this close to the locator's geocode is the same store.
export const CONFIRM_MILES = 0.3;
export const NEWER_LISTS: ReadonlySet<StoreLocation["source"]> = new Set(["stiles", "dmepos"]);
// The DMEPOS directory geocodes a store's address on its own (it has no street to compare): for a chain that no
// other list covers (Meijer, Sam's Club, Hannaford, Ingles, Kaiser...), its point confirms a locator store this close.
// Walgreens' and CVS's DMEPOS points lie within 0.8 and 1.9 miles of their stiles rooftop for 90 % of the stores.
export const DMEPOS_CONFIRM_MILES = 1;

// The locator's name forms count for the locator only: NPPES 2026-02 lists independents such as "United Pharmacy"
// (Bronx, NY), which no store list confirms.
export function chainOfListedName(name: string, source: NpiSource = NPI_SOURCES.locator, state?: string): string {
  const normalized = normalizeOrganizationName(name);
  const forms = source === NPI_SOURCES.locator ? LOCATOR_CHAIN_NAMES : [];
  const listed = forms.find(([pattern]) => pattern.test(normalized));
  return listed ? listed[1] : recognizeChain({ legalName: name, state }, CHAINS);
}

// Chains whose pharmacies another chain runs under its own sign: CVS bought Target's pharmacies in 2015 and runs
// them as "CVS Pharmacy" counters inside Target stores, while NPPES still lists Target Corporation's NPIs (26 in
// the extract). Such a store is its operator's (chainCode CVS, signed "CVS Pharmacy at Target" by banners.ts), so it
// prices as CVS and meets a CVS NPI of the same address as one store.
export const OPERATED_BY: Readonly<Record<string, string>> = { TARGET: "CVS" };
export const operatorOf = (chainCode: string): string => OPERATED_BY[chainCode] ?? chainCode;

function fromListed(listed: ListedPharmacy, source: NpiSource): MergedPharmacy {
  const chainCode = operatorOf(chainOfListedName(listed.name, source, listed.state));
  return {
    npi: listed.npi,
    name: signName(listed.name),
    chainCode,
    phone: listed.phone,
    street: listed.street,
    city: listed.city,
    state: listed.state,
    zip: listed.zip,
    line: listed.line,
    legalName: listed.name,
    dbaName: "",
    enumerationDate: null,
    sources: { record: source, fields: listed.point ? { point: source } : {} },
    locatorPoint: listed.point,
    locatorName: source === NPI_SOURCES.locator ? listed.name : null,
    listedIn2026: source === NPI_SOURCES.independents,
  };
}

// A locator-only chain store is confirmed when a store list of the same chain has it at its street (same zip) or
// within CONFIRM_MILES of its point; chains with a 2024 list must be confirmed by a newer list (stiles 2024, DMEPOS
// 2026), others by any list, since their stores were open in both 2021 and 2022 and no mass closing is known.
// Twenty-first session (NETWORK.md): where the chain's 2024 list has no store in the state (stiles has no Puerto
// Rico), DMEPOS 2026 is the only newer list there, and it geocodes addresses on its own: it confirms within
// DMEPOS_CONFIRM_MILES, as for a chain no other list covers. The store's point is then the locator's, else the
// rooftop of the list store that carries the locator's own store number for it (the locator gives no point for 81
// of its 94 Puerto Rico Walgreens NPIs; "Walgreens Store #11430" is All the Places' Walgreens 11430, Bayamon).
function confirmer(locations: readonly StoreLocation[]) {
  const byChainState = new Map<string, StoreLocation[]>();
  for (const l of locations) {
    if (!l.chainCode) continue;
    const key = `${l.chainCode}|${l.state}`;
    const list = byChainState.get(key);
    if (list) list.push(l);
    else byChainState.set(key, [l]);
  }
  // Chains some list other than DMEPOS covers: their DMEPOS points confirm only as close as any list's.
  const listedElsewhere = new Set(locations.filter((l) => l.chainCode && l.source !== "dmepos").map((l) => l.chainCode!)); // prettier-ignore
  // Chains some store list covers. A chain none covers (Brookshire Brothers: no list here holds a store of it) has no
  // list to confirm or contradict a 2022 store: its locator store, under its own NPI and street and named by its
  // chain's store number ("BROOKSHIRES PHARMACY 65", "BROOKSHIRES PHARMACY 2"), is kept, as its NPPES NPIs are (twenty-first session). Kaiser's
  // locator sites, named by a medical office and no number ("Kaiser Permanente Colonial Forge Ou"), stay out.
  const listed = new Set(locations.flatMap((l) => (l.chainCode ? [l.chainCode] : [])));
  // The states where a chain's 2024 list (stiles) has stores.
  const inNewerList = new Set(locations.filter((l) => l.chainCode && l.source === "stiles").map((l) => `${l.chainCode}|${l.state}`)); // prettier-ignore
  return (p: MergedPharmacy): boolean => {
    const newerOnly = CHAINS_WITH_A_NEWER_LIST.has(p.chainCode);
    if (!newerOnly && !listed.has(p.chainCode) && /\b\d{1,5}\b/.test(p.locatorName ?? "")) return true;
    const uncovered = newerOnly && !inNewerList.has(`${p.chainCode}|${p.state}`);
    const key = streetKey(p.street);
    const stores = byChainState.get(`${p.chainCode}|${p.state}`) ?? [];
    const number = uncovered ? locatorStoreNumber(p.chainCode, p.locatorName) : null;
    const point = p.locatorPoint ?? (number ? (stores.find((l) => l.storeNumber === number) ?? null) : null);
    return stores.some((l) => {
      if (newerOnly && !NEWER_LISTS.has(l.source)) return false;
      if (key && l.zip === p.zip && l.street && streetKey(l.street) === key) return true;
      const miles = l.source === "dmepos" && (uncovered || !listedElsewhere.has(p.chainCode)) ? DMEPOS_CONFIRM_MILES : CONFIRM_MILES; // prettier-ignore
      return point !== null && isInBox(point, l, miles) && distanceMiles(point, l) <= miles;
    });
  };
}

export function mergeNpiSources({
  nppes,
  nppesRejected,
  independents,
  locator,
  locations,
}: {
  nppes: readonly NppesPharmacy[]; // the extract's open community pharmacies
  nppesRejected: ReadonlyMap<string, string>; // NPI -> why the extract's row was not kept
  independents: readonly ListedPharmacy[];
  locator: readonly ListedPharmacy[];
  locations: readonly StoreLocation[];
}): { records: MergedPharmacy[]; rejected: Rejection[]; reports: Record<"independents" | "locator", SourceReport> } {
  const byNpi = new Map<string, MergedPharmacy>();
  const succeed = successor(locations);
  for (const p of nppes)
    if (!byNpi.has(p.npi))
      byNpi.set(p.npi, succeed({ ...p, chainCode: operatorOf(p.chainCode), sources: { record: NPI_SOURCES.nppes, fields: {} }, locatorPoint: null, listedIn2026: false })); // prettier-ignore
  const rejected: Rejection[] = [];
  const report = () => ({ read: 0, kept: 0, merged: 0, dropped: new Map<string, number>() });
  const counts = { independents: report(), locator: report() };
  const drop = (which: keyof typeof counts, listed: ListedPharmacy, reason: string) => {
    counts[which].dropped.set(reason, (counts[which].dropped.get(reason) ?? 0) + 1);
    rejected.push({ line: listed.line, reason: `${which}: ${reason}`, detail: listed.npi });
  };

  for (const listed of independents) {
    counts.independents.read++;
    const known = byNpi.get(listed.npi);
    if (known) {
      counts.independents.merged++;
      known.listedIn2026 = true;
      // NPPES 2026-02 names the NPI anew where the 2025-10 name is an owner's that names no pharmacy ("BRIAN T GARNER"
      // -> "HENDRICKS PHARMACY INC", "PSM MSM 100 LLC" -> "BASIN RX, LLC"): the newer name, which says pharmacy, is the
      // sign (the locator's name, read below, wins over it: a store's own word for itself).
      if (
        known.chainCode === INDEPENDENT_CHAIN_CODE &&
        !known.dbaName &&
        !namesAPharmacy(known.legalName) &&
        signNamesAPharmacy(listed.name) &&
        recognizeChain({ legalName: listed.name, state: listed.state }) === INDEPENDENT_CHAIN_CODE
      ) {
        known.name = signName(listed.name);
        known.sources.fields.name = NPI_SOURCES.independents;
      }
      if (!known.phone && listed.phone) {
        known.phone = listed.phone;
        known.sources.fields.phone = NPI_SOURCES.independents;
      }
      continue;
    }
    if (nppesRejected.get(listed.npi) === "notRetail")
      drop("independents", listed, MERGE_DROP_REASONS.notRetailInNppes);
    else {
      const record = succeed(fromListed(listed, NPI_SOURCES.independents));
      if (isClosedStore(record.chainCode, [listed.name], record.listedOpenIn2026))
        drop("independents", listed, MERGE_DROP_REASONS.closedChain);
      else {
        counts.independents.kept++;
        byNpi.set(listed.npi, record);
      }
    }
  }

  const isConfirmed = confirmer(locations);
  const trading = tradingIn2026(locations);
  const storesOfZip = new Map<string, MergedPharmacy[]>();
  // A drugstore NPPES lists under another taxonomy (`otherTaxonomy`) yields the directory's listing to a retail NPI.
  for (const p of byNpi.values()) if (!p.otherTaxonomy) storesOfZip.set(p.zip, [...(storesOfZip.get(p.zip) ?? []), p]);
  for (const listed of locator) {
    counts.locator.read++;
    const known = byNpi.get(listed.npi);
    if (known) {
      counts.locator.merged++;
      known.locatorName = listed.name;
      // The record's own address wins; the locator fills a street the record lacks and adds its point, which
      // placement checks against the zip before using it.
      // An independent NPPES knows only by its owner's name ("W S Associates", no DBA) is named as the locator lists
      // it ("APPLE DISCOUNT DRUGS"): its sign.
      if (
        known.chainCode === INDEPENDENT_CHAIN_CODE &&
        !known.dbaName &&
        !namesAPharmacy(known.legalName) &&
        signNamesAPharmacy(listed.name)
      ) {
        known.name = signName(listed.name);
        known.sources.fields.name = NPI_SOURCES.locator;
      }
      if (!known.street && listed.street) {
        known.street = listed.street;
        known.sources.fields.street = NPI_SOURCES.locator;
      }
      if (listed.point && (!known.street || known.sources.fields.street || sameStreet(known, listed))) {
        known.locatorPoint = listed.point;
        known.sources.fields.point = NPI_SOURCES.locator;
      }
      continue;
    }
    const record = fromListed(listed, NPI_SOURCES.locator);
    const normalized = normalizeOrganizationName(listed.name);
    if (nppesRejected.has(listed.npi)) drop("locator", listed, MERGE_DROP_REASONS.notRetailInNppes);
    else if (isClosedStore(record.chainCode, [listed.name])) drop("locator", listed, MERGE_DROP_REASONS.closedChain);
    else if (record.chainCode === INDEPENDENT_CHAIN_CODE && NON_RETAIL.test(normalized))
      drop("locator", listed, MERGE_DROP_REASONS.hospitalOrClinic);
    else if (record.chainCode === INDEPENDENT_CHAIN_CODE && !trading(listed, storesOfZip.get(listed.zip) ?? []))
      drop("locator", listed, MERGE_DROP_REASONS.independentNotIn2026);
    else if (record.chainCode === INDEPENDENT_CHAIN_CODE) {
      counts.locator.kept++;
      byNpi.set(listed.npi, record);
    } else if (!isConfirmed(record)) drop("locator", listed, MERGE_DROP_REASONS.unconfirmed2022);
    else {
      counts.locator.kept++;
      byNpi.set(listed.npi, record);
    }
  }

  const finish = (c: ReturnType<typeof report>): SourceReport => ({
    read: c.read,
    kept: c.kept,
    merged: c.merged,
    dropped: [...c.dropped].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  });
  return {
    records: [...byNpi.values()],
    rejected,
    reports: { independents: finish(counts.independents), locator: finish(counts.locator) },
  };
}

// Twenty-second session (NETWORK.md): closed banners' names that stand for an open store.
// - A sold banner's NPI (banners.ts SOLD_TO: Happy Harry's and Kerr Drug, Walgreens'; Bormans, Kroger's) is its buyer's
//   store where the buyer's 2024 list (stiles) holds a store of the buyer at its street (same zip) or within
//   CONFIRM_MILES of its locator point, or where CMS DMEPOS 2026 lists the banner's entity by its name in its city (the
//   entity still runs a pharmacy there). Any other NPI of the store wins over it (locate-pharmacies.ts `isNewer`).
// - A closed banner's name that CMS DMEPOS 2026 lists in the record's city is a pharmacy open under that name today
//   ("Freds Pharmacy LLC", Granville, NY: an independent, not Fred's Inc, which had no store in New York).
function successor(locations: readonly StoreLocation[]) {
  const place = (name: string, state: string, city: string) => `${normalizeOrganizationName(name)}|${state}|${normalizeCity(city)}`; // prettier-ignore
  const directory = new Set(locations.flatMap((l) => (l.source === "dmepos" && l.name ? [place(l.name, l.state, l.city)] : []))); // prettier-ignore
  const newer = new Map<string, StoreLocation[]>();
  for (const l of locations) {
    if (l.source !== "stiles" || !l.chainCode) continue;
    const key = `${l.chainCode}|${l.state}`;
    newer.set(key, [...(newer.get(key) ?? []), l]);
  }
  const digits = (phone: string | null) => (phone ?? "").replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  const byPhone = new Map<string, StoreLocation & { street: string }>();
  for (const l of locations)
    if (l.chainCode && l.street && l.phone) byPhone.set(`${l.chainCode}|${l.state}|${digits(l.phone)}`, { ...l, street: l.street }); // prettier-ignore
  const isClosedName = (name: string) => CLOSED.names.some((p) => p.test(normalizeOrganizationName(name)));
  // The grocer's store of a store list at each street (same zip, house number and street name), where one grocer is.
  const grocers = new Map<string, Set<string>>();
  for (const l of locations) {
    const key = l.street && l.zip && l.source !== "dmepos" ? streetKey(l.street) : null;
    if (!key || !l.chainCode || NOT_GROCERS.has(l.chainCode) || CLOSED.chainCodes.has(l.chainCode)) continue;
    grocers.set(`${l.zip}|${key}`, (grocers.get(`${l.zip}|${key}`) ?? new Set()).add(l.chainCode));
  }
  const grocersAt = new Map([...grocers].flatMap(([key, chains]) => (chains.size === 1 ? [[key, [...chains][0]!] as const] : []))); // prettier-ignore
  return (p: MergedPharmacy): MergedPharmacy => {
    const names = [p.legalName, p.dbaName].filter((n): n is string => !!n);
    if (p.chainCode !== INDEPENDENT_CHAIN_CODE || !names.some(isClosedName)) return p;
    const inDirectory = names.some((n) => directory.has(place(n, p.state, p.city)));
    const key = streetKey(p.street);
    // A banner sold store by store (twenty-third session): the grocer a store list holds at the NPI's street bought it.
    const grocer = !buyerOf(names) && soldStoreByStore(names) && key ? (grocersAt.get(`${p.zip}|${key}`) ?? null) : null; // prettier-ignore
    if (grocer) return { ...p, chainCode: grocer, boughtFrom: p.legalName };
    const buyer = buyerOf(names);
    if (!buyer) return inDirectory ? { ...p, listedOpenIn2026: true } : p;
    const atStreet = (newer.get(`${buyer}|${p.state}`) ?? []).some(
      (l) =>
        (key !== null && l.zip === p.zip && l.street !== null && streetKey(l.street) === key) ||
        (p.locatorPoint !== null && isInBox(p.locatorPoint, l, CONFIRM_MILES) && distanceMiles(p.locatorPoint, l) <= CONFIRM_MILES), // prettier-ignore
    );
    if (!atStreet && !inDirectory) return p;
    // A record without a street (NPPES 2026-02) takes the street of the buyer's list store that answers its phone.
    const answering = !p.street && p.phone ? byPhone.get(`${buyer}|${p.state}|${digits(p.phone)}`) : undefined;
    const street = answering ? { street: titleCase(answering.street, "address"), sources: { ...p.sources, fields: { ...p.sources.fields, street: answering.source } } } : {}; // prettier-ignore
    return { ...p, ...street, chainCode: buyer, boughtFrom: p.legalName };
  };
}

// The locator's point is the record's own store only when both name one street (a record may have moved since 2022).
function sameStreet(record: MergedPharmacy, listed: ListedPharmacy): boolean {
  const a = streetKey(record.street);
  return a !== null && record.zip === listed.zip && a === streetKey(listed.street);
}
