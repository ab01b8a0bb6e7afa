// Places NPPES pharmacies at their store's rooftop coordinate from the public store lists, and names chain stores by
// their banner. NPPES has no coordinates and the lists have no NPIs, so a store is matched by, in order:
//   1. store-number: its chain's store number in its DBA or legal name ("CVS/PHARMACY #01234"), in the same state;
//   2. street: the same zip and street (house number and street name, lib/pharmacies/import/normalize-street.ts);
//   2b. locator-point: the 2022 therapeutic locator's geocode of the NPI's own address, when it lies within
//      LOCATOR_POINT_MILES of the store's zip and is not the zip's own centroid;
//   3. name-city: the same business name, city and state in the CMS DMEPOS directory, when only one point has them;
//      where the NPIs of that name in that city give two streets or more, only the street whose zip's point is
//      nearest the DMEPOS point takes it (twentieth session: one point for a name went to every store of it, Genoa
//      Healthcare's ten Phoenix pharmacies on one spot);
//   4. nearest-banner: the point of the same chain in the same zip that no other NPI took, the nearest the zip's
//      centre when there are several.
// A store matched by none stays on its zip's centroid (placement "zip"), and after the zips are settled stands on
// its zip's point as the zip seed gives it (`standOnTheirZip`, zips-at-the-edge.ts).
import { distanceMiles } from "../../geo/distance-miles";
import type { LatLng } from "../../geo/types";
import { BANNERS, CLOSED, FALLBACK_SIGNS, signOf, STATE_SIGNS } from "./banners";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { cleanCity, cleanStreet, titleCase } from "./format-fields";
import { formatOpeningHours } from "./format-opening-hours";
import { answeringGrocer } from "./operator-by-phone";
import { normalizeCity, normalizeStoreName, normalizeStreet, streetKey } from "./normalize-street";
import type { StoreLocation } from "./parse-store-locations";
import type { FieldSources, NppesPharmacy, PharmacyRecord, Rejection } from "../pharmacy-record";
import { NOT_RETAIL_NAME } from "./validate-nppes-fields";
import { normalizeOrganizationName, recognizeChain } from "./recognize-chain";

export const PLACEMENT_METHODS = ["store-number", "street", "locator-point", "name-city", "nearest-banner", "phone", "address-point", "name-state", "city-listing", "zip-geonames", "zip-census"] as const; // prettier-ignore
export type PlacementMethod = (typeof PLACEMENT_METHODS)[number];

// `sources`: the record's source, then each field another source filled ("nppes-2026-02;street=atp;point=atp").
export type PlacedPharmacy = PharmacyRecord & { method: PlacementMethod; sources: string };

// A pharmacy from any NPI source (merge-npi-sources.ts): the NPPES fields, the locator's point and the field sources.
export type PlaceablePharmacy = NppesPharmacy & {
  locatorPoint?: LatLng | null;
  // The HHS locator's name for the NPI ("Walgreens Store #01476", "Meijer Store 185"): the chain's own word for it.
  locatorName?: string | null;
  sources?: FieldSources;
  listedIn2026?: boolean; // NPPES 2026-02's list of active independents holds the NPI (merge-npi-sources.ts)
  // Twenty-second session (merge-npi-sources.ts): the NPI is a sold banner's that its buyer runs (banners.ts SOLD_TO),
  // so any other NPI of the store wins; and CMS DMEPOS 2026 lists the record's own name in its city.
  boughtFrom?: string | null;
  listedOpenIn2026?: boolean;
};

export const PLACE_REJECTION_REASONS = {
  formerBanner:
    "named only by a banner that no longer trades in its state, and no store list or locator point confirms the store",
  formerIndependent:
    "an independent at the street of a CVS or Walgreens store of the 2024 list, which CMS 2026 lists there and lists no pharmacy of the independent's name in its city, its NPPES record untouched since: the chain's store now", // prettier-ignore
  formerIndependentByPhone:
    "an independent whose telephone number a CVS, Walgreens or Rite Aid store of a store list answers (the chain bought the pharmacy and kept its number), no hospital or health centre, which CMS 2026 does not list by its name in its city, its NPPES record untouched since the list", // prettier-ignore
  hospitalDuplicate:
    "a second NPI of a hospital's outpatient pharmacy at one CVS or Walgreens store (the one enumerated last is kept)",
  operatorByPhone:
    "another NPI of the store: an operating company's (its names name no pharmacy, market, hospital or person) whose telephone number a grocery chain's store of a store list answers in its state; the network holds that store under the chain's own NPI", // prettier-ignore
  counterTakenOver:
    "another NPI of the store: a grocer's or Osco's pharmacy at the street of a CVS or Walgreens store of the 2024 list that opened there since 2021 or answers its telephone, its NPPES record untouched since; the network holds the drugstore's store under its own NPI", // prettier-ignore
  clinicUnconfirmed:
    "a drugstore chain's NPI with a clinic pharmacy's taxonomy that no store list of its chain places by street or store number", // prettier-ignore
  drugstoreUnlisted:
    "an independent drugstore under another pharmacy taxonomy (long-term care, compounding, clinic) that CMS DMEPOS 2026 does not list by its name in its city", // prettier-ignore
  drugstoreSecondNpi:
    "another NPI of the store: an independent drugstore's NPI under another pharmacy taxonomy where a retail NPI of its city gives its name, or of its zip its telephone number or street", // prettier-ignore
} as const;

// The locator geocoded addresses, some wrongly (a Northbrook, IL store in New Jersey): its point counts only this
// close to the store's zip, and not when it is the zip's own centroid (an address geocoded to its zip only).
export const LOCATOR_POINT_MILES = 15;
export const CENTROID_MILES = 0.05;
// A CVS store this close to a Target at its street is the counter inside it (twenty-third session).
const TARGET_MILES = 0.15;
// The lists that write each store's own banner (All the Places: Duane Reade, Vons, Target; univaf: Albertsons Cos').
const BANNER_LISTS: ReadonlySet<StoreLocation["source"]> = new Set(["atp", "univaf"]);
// A store whose names give no banner takes the banner of its chain's nearest listed store this close.
const REGIONAL_BANNER_MILES = 3;

// GeoNames' point and the Census centroid of one zip (either may be missing).
export type ZipPoints = { geonames?: LatLng; census?: LatLng };

// Beyond this, GeoNames' point is taken to be the post office, not the area where the zip's stores are.
export const ZIP_DISAGREEMENT_MILES = 1;
// ... but not this far (zips at the edge, NETWORK.md): a Census centroid over 25 miles from the town GeoNames names is
// the empty middle of a huge rural zip (Fairbanks 99701's is 180 miles north of town) or a wrong point (Anchorage
// 99503's is 278 miles west): the store stands on GeoNames' town point.
export const ZIP_CENSUS_TOO_FAR_MILES = 25;
// A match this far from the store's zip is a wrong match (a multi-site company's name, a zip that is not the
// address's): the store stays on its zip.
export const MAX_MATCH_MILES = 30;
// Two DMEPOS points this close are one place listed twice.
export const SAME_PLACE_MILES = 0.2;
// A source with hours wins a tie: All the Places, then the newer lists.
const SOURCE_RANK: Record<StoreLocation["source"], number> = { atp: 0, stiles: 1, univaf: 2, dmepos: 3 };

function group<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

// Store numbers a name may carry: "#01234", "Store 5614", "Riteaid 5614", Walmart's "10-1345" (10 is its pharmacy
// prefix); two to six digits, leading zeros dropped.
export function storeNumbersIn(name: string): string[] {
  const upper = name.toUpperCase();
  const walmart = upper.match(/\b10-0*(\d{1,5})\b/);
  const numbers = [...(walmart?.[1] ? [walmart[1]] : []), ...[...upper.matchAll(/\b0*(\d{2,6})\b/g)].map((m) => m[1]!)];
  return [...new Set(numbers)];
}

// The chains whose locator names carry the store's number as the chain itself publishes it (store pages, pharmacy
// locators): "WALGREENS STORE #01476", "CVS STORE #04838", "WALMART PHARMACY #10-1345", "SAMS PHARMACY #6381", "MEIJER
// STORE 185", "PUBLIX PHARMACY 1312". Kroger's "KROGER PHARMACY 620" is a division's number no sign shows; Albertsons'
// banners carry none.
const LOCATOR_STORE_NUMBER: Readonly<Record<string, RegExp>> = {
  WALGREENS: /^WALGREENS STORE 0*(\d{1,5})$/,
  CVS: /^CVS STORE 0*(\d{1,5})$/,
  WALMART: /^WALMART PHARMACY (?:10 )?0*(\d{1,5})$/,
  SAMS_CLUB: /^SAMS PHARMACY 0*(\d{1,5})$/,
  MEIJER: /^MEIJER STORE 0*(\d{1,5})$/,
  PUBLIX: /^PUBLIX PHARMACY 0*(\d{1,5})$/,
};

// The store number the locator gives a chain store's own NPI, where its name is the chain's locator form.
export function locatorStoreNumber(chainCode: string, locatorName: string | null | undefined): string | null {
  const pattern = LOCATOR_STORE_NUMBER[chainCode];
  return (pattern && locatorName && pattern.exec(normalizeOrganizationName(locatorName))?.[1]) || null;
}

// A cheap test before measuring: within `miles` north-south and (below latitude 70) east-west.
export function isInBox(a: LatLng, b: LatLng, miles: number): boolean {
  const degrees = miles / 69;
  return Math.abs(a.lat - b.lat) <= degrees && Math.abs(a.lng - b.lng) <= degrees * 3;
}

export function zipCentroid(points: ZipPoints): { point: LatLng; method: PlacementMethod } | null {
  const { geonames, census } = points;
  const apart = geonames && census ? distanceMiles(geonames, census) : 0;
  if (census && apart > ZIP_DISAGREEMENT_MILES && apart <= ZIP_CENSUS_TOO_FAR_MILES)
    return { point: census, method: "zip-census" };
  if (geonames) return { point: geonames, method: "zip-geonames" };
  return census ? { point: census, method: "zip-census" } : null;
}

// An "independent" NPPES knows only by an operating company's name standing at a grocery, mass or club chain's listed
// store (same zip, house number and street) is that chain's in-store pharmacy: the sign a patient reads is the list's
// banner ("1918 Winter Street Operating Co" at Albertsons, Safeway and Harris Teeter stores, "Super Fresh Food Markets"
// at the Acme stores that were A&P's, "Mcbe Company" at Hy-Vee). Not at a drugstore chain's address (CVS, Walgreens
// and Target's CVS counters stand in plazas and medical buildings that an independent shares), nor for a name with a
// word of a pharmacy, even run together ("Rxcarolina", "Pharmacare", "Phcy"), of a hospital, clinic or services
// company, or shaped like a person's ("Curtis M Eddy Inc"), nor with a suite other than the list store's (another unit
// of the grocer's plaza: Om Shri Ganesh at 7628 103rd St Ste 5, Publix #263 at Ste 24). Fifteenth session, NETWORK.md.
const DRUGSTORE_CHAINS = new Set(["CVS", "WALGREENS", "TARGET"]);
const PHARMACY_WORD_INSIDE = /RX|PHARM|PHCY|APOTH|DRUG|CHEMIST|FARMAC|HEALTH|MEDIC|CLINIC/;
// A name with no word of a pharmacy, a drug store or health inside it, not even as part of a word ("Pharmacare").
export const namesNothingOfAPharmacy = (name: string) => !PHARMACY_WORD_INSIDE.test(normalizeOrganizationName(name));
const PERSON_NAME = /^[A-Z]+ [A-Z] [A-Z]+$/;
const UNIT = /(?:^|[\s,])(?:#|(?:STE|SUITE|UNIT|SPC|SPACE|BLDG|RM|APT)\b\.?)\s*([A-Z0-9-]+)/i;
const unitOf = (street: string | null) => UNIT.exec(street ?? "")?.[1]?.toUpperCase() ?? null;
export function isOperatorAtChainStore(
  pharmacy: Pick<NppesPharmacy, "chainCode" | "legalName" | "dbaName" | "street">,
  method: PlacementMethod | undefined,
  location: Pick<StoreLocation, "chainCode" | "street"> | undefined,
): location is { chainCode: string; street: string | null } {
  if (pharmacy.chainCode !== INDEPENDENT_CHAIN_CODE || method !== "street") return false;
  const chainCode = location?.chainCode;
  if (!chainCode || chainCode === INDEPENDENT_CHAIN_CODE || DRUGSTORE_CHAINS.has(chainCode)) return false;
  if (CLOSED.chainCodes.has(chainCode)) return false;
  const unit = unitOf(pharmacy.street);
  if (unit && unit !== unitOf(location.street)) return false;
  return namesOnlyAnOperator([pharmacy.legalName, pharmacy.dbaName]);
}

// Names that are an operating company's only: no word of a pharmacy, a hospital, clinic or services company, nor a
// person's name (see isOperatorAtChainStore).
export function namesOnlyAnOperator(names: readonly (string | null | undefined)[]): boolean {
  return names
    .filter((n): n is string => !!n)
    .every((name) => {
      const n = normalizeOrganizationName(name);
      return namesNothingOfAPharmacy(name) && !NOT_RETAIL_NAME.test(n) && !PERSON_NAME.test(normalizeStoreName(name));
    });
}
export const isDrugstoreChain = (chainCode: string) => DRUGSTORE_CHAINS.has(chainCode);

// Sixteenth session (NETWORK.md): an independent's NPI at the street of a CVS or Walgreens store of the chain's whole
// 2024 list (stiles). Same zip, house number and street name, the same direction where both write one ("225 E Ponce
// de Leon" is not CVS #2367 at 225 W), and no suite of its own other than the list store's (a plaza or medical
// building: Hillcrest Pharmacy at 3065 N Josey Ln Ste 60 beside CVS #6983 at Ste 64).
const HOSPITAL_NAME = /\b(HOSPITALS?|HOSP|MEDICAL (CENTER|CTR)|HEALTH ?SYSTEMS?)\b/;
// The CMS DMEPOS directory's point of a chain's store lies within this of its rooftop for 90 % of the stores (CVS 1.9
// miles at the 90th percentile, Walgreens 0.8: fourteenth session); it confirms the chain store still trades in 2026.
const DMEPOS_CHAIN_MILES = 1;
// The date stiles' 2024 list was taken: a record NPPES has touched since may be a new store, not a former one.
const WHOLE_LIST_AS_OF = "2024-01-01";
// When the lists with the drugstore chains' telephone numbers were taken (All the Places 2021-12, stiles 2024).
const LIST_AS_OF: Partial<Record<StoreLocation["source"], string>> = { atp: "2021-12-01", stiles: WHOLE_LIST_AS_OF };
// Drugstore chains buy independents and keep their numbers, and do not sell stores to them (Rite Aid, closed in 2025,
// sold its prescriptions to other chains). A grocer's store (Albertsons, Safeway, Hy-Vee) may have been sold to an
// independent grocer who kept the number ("The Markets", Bellingham, at a Safeway of the 2022 list): not read so.
const BUYING_CHAINS: ReadonlySet<string> = new Set([...DRUGSTORE_CHAINS, "RITE_AID"]);
// stiles writes ordinals "2Nd", "16Th": a sign says "2nd".
const ordinals = (street: string) => street.replace(/\b(\d+)(St|Nd|Rd|Th)\b/g, (_, n: string, s: string) => `${n}${s.toLowerCase()}`); // prettier-ignore
// A store of the chain this close to the list store that answers a former independent's number is that store.
const CHAIN_STORE_MILES = 0.3;
// A hospital's, clinic's or health centre's pharmacy a chain runs answers the chain's number and keeps its own NPI
// (the hospital-run class above): such a name is never read as a former independent.
const INSTITUTION_NAME =
  /\b(HOSPITALS?|HOSP|MEDICAL (CENTER|CTR)|HEALTH ?SYSTEMS?|HEALTH (CENTERS?|CTR)|CLINICS?|CLINICA)\b/;
const leadingDirection = (street: string) => {
  const word = normalizeStreet(street).split(" ")[1] ?? "";
  return ["N", "S", "E", "W", "NE", "NW", "SE", "SW"].includes(word) ? word : null;
};
export function sameDrugstoreStreet(
  street: string,
  location: Pick<StoreLocation, "street">,
  checkUnit = true,
): boolean {
  if (!location.street) return false;
  const key = streetKey(street);
  if (!key || key !== streetKey(location.street)) return false;
  const [a, b] = [leadingDirection(street), leadingDirection(location.street)];
  if (a && b && a !== b) return false;
  const unit = unitOf(street);
  return !checkUnit || !unit || unit === unitOf(location.street);
}

export function placePharmacies({
  pharmacies,
  locations,
  zipPoints,
  chainName,
}: {
  pharmacies: readonly PlaceablePharmacy[]; // distinct NPIs whose zip has points
  locations: readonly StoreLocation[];
  zipPoints: (zip: string) => ZipPoints;
  chainName: (chainCode: string) => string;
}): { records: PlacedPharmacy[]; rejected: Rejection[] } {
  const ranked = [...locations].sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source]);
  const byNumber = group(ranked, (l) => (l.chainCode && l.storeNumber ? `${l.chainCode}|${l.storeNumber}` : null));
  const byStreet = group(ranked, (l) => {
    const key = l.street && l.zip ? streetKey(l.street) : null;
    return key ? `${l.zip}|${key}` : null;
  });
  const byNameCity = group(ranked, (l) => (l.name ? `${normalizeStoreName(l.name)}|${normalizeCity(l.city)}|${l.state}` : null)); // prettier-ignore
  const byChainZip = group(ranked, (l) => (l.chainCode && l.zip ? `${l.chainCode}|${l.zip}` : null));
  const claimed = new Set<StoreLocation>();
  // The streets (and their zips) the NPIs of one name give in one city: DMEPOS's one point for the name is one
  // store's. Where they give two streets or more, the store whose zip's point is nearest the DMEPOS point (and no
  // other street's as near) is taken to be that store; the others stay on their zips.
  const nameCityOf = (name: string, p: Pick<PlaceablePharmacy, "city" | "state">) =>
    `${normalizeStoreName(name)}|${normalizeCity(p.city)}|${p.state}`;
  const streetsOfNameCity = new Map<string, Map<string, string>>();
  for (const p of pharmacies) {
    const key = streetKey(p.street);
    if (!key) continue;
    for (const name of new Set([p.dbaName, p.legalName].filter((n): n is string => !!n))) {
      const streets = streetsOfNameCity.get(nameCityOf(name, p)) ?? new Map<string, string>();
      if (!streets.has(key)) streets.set(key, p.zip);
      streetsOfNameCity.set(nameCityOf(name, p), streets);
    }
  }
  const nearestStreet = (streets: ReadonlyMap<string, string>, point: LatLng): string | null => {
    const miles = [...streets].map(([street, zip]) => {
      const centroid = zipCentroid(zipPoints(zip));
      return { street, miles: centroid ? distanceMiles(centroid.point, point) : Infinity };
    });
    const best = Math.min(...miles.map((m) => m.miles));
    const at = miles.filter((m) => m.miles === best);
    return at.length === 1 && best < Infinity ? at[0]!.street : null;
  };

  const matchFirstPass = (p: PlaceablePharmacy): { location: StoreLocation; method: PlacementMethod } | null => {
    if (p.chainCode !== INDEPENDENT_CHAIN_CODE) {
      for (const number of storeNumbersIn(`${p.dbaName} ${p.legalName}`)) {
        const hit = byNumber.get(`${p.chainCode}|${number}`)?.find((l) => l.state === p.state);
        if (hit) return { location: hit, method: "store-number" };
      }
    }
    const key = streetKey(p.street);
    const atStreet = key ? byStreet.get(`${p.zip}|${key}`) : undefined;
    if (atStreet) {
      const hit = atStreet.find((l) => l.chainCode === p.chainCode) ?? atStreet[0]!;
      return { location: hit, method: "street" };
    }
    for (const name of new Set([p.dbaName, p.legalName].filter(Boolean))) {
      const named = byNameCity.get(nameCityOf(name, p));
      const streets = streetsOfNameCity.get(nameCityOf(name, p));
      if (named && streets && streets.size > 1 && nearestStreet(streets, named[0]!) !== streetKey(p.street)) continue;
      if (named && named.every((l) => distanceMiles(l, named[0]!) <= SAME_PLACE_MILES))
        return { location: named[0]!, method: "name-city" };
    }
    return null;
  };

  // A point taken by one NPI is taken with its copies in the other lists (the same store within SAME_PLACE_MILES),
  // so the nearest-point pass never puts a second store on it.
  const claim = (location: StoreLocation) => {
    claimed.add(location);
    for (const other of byChainZip.get(`${location.chainCode}|${location.zip}`) ?? [])
      if (distanceMiles(location, other) <= SAME_PLACE_MILES) claimed.add(other);
  };
  // CVS and Walgreens stores of the 2024 list by zip and street; CMS DMEPOS 2026's stores of those chains; the names
  // DMEPOS lists per city; the independents per street (a street that holds two is a shared building).
  const drugstoresAt = group(
    ranked.filter((l) => l.source === "stiles" && l.chainCode && DRUGSTORE_CHAINS.has(l.chainCode)),
    (l) => {
      // prettier-ignore
      const key = l.street && l.zip ? streetKey(l.street) : null;
      return key ? `${l.zip}|${key}` : null;
    },
  );
  const dmeposDrugstores = ranked.filter((l) => l.source === "dmepos" && l.chainCode && DRUGSTORE_CHAINS.has(l.chainCode)); // prettier-ignore
  const dmeposNames = new Set(ranked.filter((l) => l.source === "dmepos" && l.name).map((l) => `${l.state}|${normalizeCity(l.city)}|${normalizeStoreName(l.name!)}`)); // prettier-ignore
  const independentsAt = group(
    pharmacies.filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE),
    (p) => {
      const key = streetKey(p.street);
      return key ? `${p.zip}|${key}` : null;
    },
  );
  // A hospital's pharmacy has its suite or room in the hospital, and the hospital may hold two NPIs of it.
  const drugstoreAtStreet = (p: PlaceablePharmacy, isHospital: boolean): StoreLocation | null => {
    if (p.chainCode !== INDEPENDENT_CHAIN_CODE) return null;
    const key = streetKey(p.street);
    if (!key) return null;
    const names = new Set((independentsAt.get(`${p.zip}|${key}`) ?? []).map((q) => normalizeStoreName(q.name)));
    if (names.size > 1 && !isHospital) return null;
    return (drugstoresAt.get(`${p.zip}|${key}`) ?? []).find((l) => sameDrugstoreStreet(p.street, l, !isHospital)) ?? null; // prettier-ignore
  };
  // A former independent: the chain's store trades there (DMEPOS 2026 lists the chain beside it), DMEPOS lists no
  // pharmacy of the independent's name in its city, and NPPES has not touched its record since the 2024 list.
  const isFormerIndependent = (p: PlaceablePharmacy, drugstore: StoreLocation) => {
    const names = [p.name, p.dbaName, p.legalName].filter(Boolean);
    return (
      !!p.lastUpdateDate &&
      p.lastUpdateDate < WHOLE_LIST_AS_OF &&
      !names.some((n) => NOT_RETAIL_NAME.test(normalizeOrganizationName(n))) &&
      !names.some((n) => dmeposNames.has(`${p.state}|${normalizeCity(p.city)}|${normalizeStoreName(n)}`)) &&
      dmeposDrugstores.some((l) => l.chainCode === drugstore.chainCode && isInBox(l, drugstore, DMEPOS_CHAIN_MILES) && distanceMiles(l, drugstore) <= DMEPOS_CHAIN_MILES) // prettier-ignore
    );
  };
  // A former independent by its telephone number (seventeenth session): a CVS, Walgreens or Rite Aid store of a list
  // with numbers (All the Places 2021, stiles 2024) answers the independent's number, in its state. A chain that buys a
  // pharmacy keeps its number so its patients' calls and refills reach the new counter (CVS's 10xxx-11xxx stores,
  // BioScrip's at "Community, a Walgreens Pharmacy", Priceless Drug Store at Rite Aid #6560), whether it kept the
  // building (Hebron Pharmacy -> CVS #10130, 110 Main St) or moved the files to its own store (FBM Drug, 308 S Main St,
  // Frankenmuth -> CVS #10790, 111 N Main St). Most such NPIs are NPPES 2026-02's, without a street, so the street rule
  // above never meets them. Guards: not a hospital's, clinic's or health centre's name; DMEPOS 2026 lists no pharmacy
  // of the independent's name in its city (Main Street Pharmacy, Hingham; Falks Woodland Pharmacy, Duluth); NPPES
  // has not touched the record since the list was taken.
  const chainStoresByPhone = group(
    ranked.filter((l) => l.phone && l.chainCode && BUYING_CHAINS.has(l.chainCode) && LIST_AS_OF[l.source]),
    (l) => `${l.state}|${l.phone}`,
  );
  const chainStoreAnswering = (p: PlaceablePharmacy): StoreLocation | null => {
    if (p.chainCode !== INDEPENDENT_CHAIN_CODE || !p.phone) return null;
    const names = [p.name, p.dbaName, p.legalName].filter(Boolean);
    if (names.some((n) => INSTITUTION_NAME.test(normalizeOrganizationName(n)))) return null;
    if (names.some((n) => dmeposNames.has(`${p.state}|${normalizeCity(p.city)}|${normalizeStoreName(n)}`))) return null;
    const stores = chainStoresByPhone.get(`${p.state}|${p.phone}`) ?? [];
    return stores.find((l) => !p.lastUpdateDate || p.lastUpdateDate < LIST_AS_OF[l.source]!) ?? null;
  };
  // Twenty-seventh session: an operating company's NPI at a grocer's counter, by its number (operator-by-phone.ts).
  const grocerAnswering = answeringGrocer(ranked);
  // Twenty-third session (NETWORK.md): a chain store's counter a drugstore chain runs now. Brookshire Grocery's
  // pharmacies in Louisiana and east Texas stand at the street of a Walgreens of the 2024 list that opened since 2021
  // (#21557 at 2210 Veterans Memorial Dr, Abbeville; #21562 at 924 Rees St, Breaux Bridge; #21463-#21566), and no list
  // places a store of their own chain there; Osco's North Dakota NPIs answer the telephone of the CVS standing at their
  // street (CVS bought Osco's standalone stores in 2006). Such a store is the drugstore chain's (the store standing there, under
  // its sign, number, street and phone), as a bought independent's is; where the network holds that store under the
  // drugstore's own NPI, it is one store under that NPI. Guards: the same street, direction and unit (none, or one: a
  // drugstore in "Suite C" of the grocer's plaza is a neighbour, Ralphs and CVS #10026, Simi Valley); no list, CMS
  // DMEPOS 2026 included, places a store of the NPI's own chain within CHAIN_STORE_MILES of the drugstore, and the
  // drugstore's store is new since All the Places' 2021 list of its chain, unless it answers the NPI's telephone; no
  // Target at the street; NPPES has not touched the record since the 2024 list was taken.
  const byChainCode = group(ranked, (l) => l.chainCode);
  const chainsIn2021 = new Set(ranked.flatMap((l) => (l.source === "atp" && l.chainCode ? [l.chainCode] : [])));
  const counterTakenOver = (p: PlaceablePharmacy): StoreLocation | null => {
    const { chainCode } = p;
    if (chainCode === INDEPENDENT_CHAIN_CODE || BUYING_CHAINS.has(chainCode) || CLOSED.chainCodes.has(chainCode)) return null; // prettier-ignore
    if (!p.lastUpdateDate || p.lastUpdateDate >= WHOLE_LIST_AS_OF || p.boughtFrom) return null;
    const key = streetKey(p.street);
    const atStreet = key ? (drugstoresAt.get(`${p.zip}|${key}`) ?? []).filter((l) => sameDrugstoreStreet(p.street, l, false)) : []; // prettier-ignore
    if (!atStreet.length) return null;
    // A CVS inside a Target at the street is the Target's counter, not the grocer's (Kroger and Target share 401 S
    // Mount Juliet Rd, Mt Juliet, TN).
    if ((byStreet.get(`${p.zip}|${key}`) ?? []).some((l) => l.chainCode === "TARGET")) return null;
    // The drugstore's store answers the NPI's own telephone number: one counter (Osco's North Dakota NPIs, "American
    // Drug Stores Delaware LLC", give the numbers of CVS #8611, #8612, #8613, #8620 and #8628 at their streets).
    const answering = atStreet.find((l) => p.phone && l.phone === p.phone);
    if (answering) return answering;
    const drugstore = atStreet.find((l) => unitOf(p.street) === unitOf(l.street));
    if (!drugstore) return null;
    const own = (byChainCode.get(chainCode) ?? []).some((l) => isInBox(l, drugstore, CHAIN_STORE_MILES) && distanceMiles(l, drugstore) <= CHAIN_STORE_MILES); // prettier-ignore
    if (own) return null;
    // Else the drugstore's store opened there since 2021: All the Places' list of 2021, which holds the chain's
    // stores, has none of them at the street or under its number. A drugstore that stood beside the grocer before
    // (Longs Drugs #9653 and Times, both at Kamehameha Shopping Center, 1620 N School St, Honolulu) is a neighbour;
    // CVS, which that list lacks, is read so only by its telephone number.
    if (!chainsIn2021.has(drugstore.chainCode!)) return null;
    const in2021 = (l: StoreLocation) => l.source === "atp" && l.chainCode === drugstore.chainCode;
    if ((byStreet.get(`${p.zip}|${key}`) ?? []).some(in2021)) return null;
    if ((byNumber.get(`${drugstore.chainCode}|${drugstore.storeNumber}`) ?? []).some(in2021)) return null;
    return drugstore;
  };
  const answered: { pharmacy: PlaceablePharmacy; answering: StoreLocation; reason: string }[] = [];
  const hospitalRun = new Map<StoreLocation, { index: number; pharmacy: PlaceablePharmacy }>();
  const hospitalDuplicates = new Set<number>();

  const firstPass = pharmacies.map((p) => ({ pharmacy: p, match: matchFirstPass(p) }));
  for (const { match } of firstPass) if (match) claim(match.location);

  // Hours are the store's: a store placed by the stiles list takes them from All the Places when it lists the store.
  const hoursOf = (location: StoreLocation): string | null => {
    if (location.openingHours) return location.openingHours;
    const same = location.chainCode && location.storeNumber ? byNumber.get(`${location.chainCode}|${location.storeNumber}`) : undefined; // prettier-ignore
    const key = location.street && location.zip ? streetKey(location.street) : null;
    const there = key ? byStreet.get(`${location.zip}|${key}`) : undefined;
    return [...(same ?? []), ...(there ?? [])].find((l) => l.openingHours)?.openingHours ?? null;
  };

  // Only chains with banners, and only points in a box around the store, are measured (the lists hold 60k points).
  const byChain = group(ranked, (l) => (l.chainCode && BANNERS.some((b) => b.chainCode === l.chainCode) ? l.chainCode : null)); // prettier-ignore
  const regionalBanner = (chainCode: string, point: LatLng, state: string): string | null => {
    const near = (byChain.get(chainCode) ?? [])
      .filter((l) => isInBox(point, l, REGIONAL_BANNER_MILES))
      .map((l) => ({ l, miles: distanceMiles(point, l) }))
      .filter(({ miles }) => miles <= REGIONAL_BANNER_MILES)
      .sort((a, b) => a.miles - b.miles);
    for (const { l } of near) {
      const { banner } = signOf(chainCode, [l.banner], { state, lat: point.lat });
      if (banner) return banner;
    }
    return null;
  };

  // Twenty-third session (NETWORK.md): what the store lists say over the door, before NPPES's names, which are older.
  // - A CVS store at the street of a Target of All the Places (same zip, house number, street, direction and unit, and
  //   within TARGET_MILES of it) is the CVS counter inside that Target: "CVS Pharmacy at Target" (578 stores, 574 of
  //   them with the 16000-17999 numbers CVS gave Target's pharmacies; the lists write no other sign for them).
  // - The banner of All the Places or univaf for the store of its chain that places it by number or street (those
  //   lists write each store's banner; stiles writes one name per chain file): Walgreens turned Duane Reade stores
  //   outside Manhattan into Walgreens, which NPPES's DBA names still call Duane Reade.
  // Returns the list's sign, null where the list names the chain itself (its name is the sign, whatever NPPES's names
  // say), or undefined where no list tells.
  const listSign = (
    p: PlaceablePharmacy,
    found: { method: PlacementMethod; location?: StoreLocation } | null,
    lat: number,
  ): string | null | undefined => {
    // prettier-ignore
    const key = streetKey(p.street);
    const point = found?.location ?? null;
    const place = { state: p.state, lat };
    if (p.chainCode === "CVS" && key) {
      const target = (byStreet.get(`${p.zip}|${key}`) ?? []).find(
        (l) => l.source === "atp" && l.chainCode === "TARGET" && sameDrugstoreStreet(p.street, l, false) && (!point || distanceMiles(point, l) <= TARGET_MILES), // prettier-ignore
      );
      const banner = target?.banner ? signOf(p.chainCode, [target.banner], place).banner : null;
      if (banner) return banner;
    }
    const location = found?.location;
    if (!location?.banner || location.chainCode !== p.chainCode || !BANNER_LISTS.has(location.source)) return undefined;
    if (found?.method !== "street" && found?.method !== "store-number") return undefined;
    const banner = signOf(p.chainCode, [location.banner], place).banner;
    if (banner) return banner;
    // "Walgreens" is the chain's own name; "Kings", "Andronico's" (Albertsons banners the network has no sign for) tell
    // nothing: the store's own names decide.
    return recognizeChain({ legalName: location.banner, state: p.state }) === p.chainCode ? null : undefined;
  };

  const records: PlacedPharmacy[] = [];
  const rejected: Rejection[] = [];
  const retailOfZip = group(pharmacies, (p) => (p.otherTaxonomy ? null : p.zip));
  for (const { pharmacy: listed, match } of firstPass) {
    const operatedAt = isOperatorAtChainStore(listed, match?.method, match?.location) ? match!.location.chainCode : null; // prettier-ignore
    const pharmacy = operatedAt ? { ...listed, chainCode: operatedAt } : listed;
    const { npi, chainCode, phone, city, state, zip, legalName, dbaName } = pharmacy;
    const zipPointsOf = zipPoints(zip);
    const centroid = zipCentroid(zipPointsOf);
    if (!centroid) throw new Error(`placePharmacies: no point for zip ${zip}`);
    const isChain = chainCode !== INDEPENDENT_CHAIN_CODE;
    const near = (point: LatLng, miles: number) => distanceMiles(centroid.point, point) <= miles;
    const strong = match && match.method !== "name-city" && near(match.location, MAX_MATCH_MILES) ? match : null;
    let found: { point: LatLng; method: PlacementMethod; location?: StoreLocation } | null = strong
      ? { point: strong.location, method: strong.method, location: strong.location }
      : null;
    const locatorPoint = pharmacy.locatorPoint;
    const zipOwn = [zipPointsOf.geonames, zipPointsOf.census].filter((p): p is LatLng => !!p);
    if (
      !found &&
      locatorPoint &&
      near(locatorPoint, LOCATOR_POINT_MILES) &&
      zipOwn.every((z) => distanceMiles(z, locatorPoint) > CENTROID_MILES)
    )
      // prettier-ignore
      found = { point: locatorPoint, method: "locator-point" };
    if (!found && match && near(match.location, MAX_MATCH_MILES))
      found = { point: match.location, method: match.method, location: match.location };
    if (!found && isChain) {
      const free = (byChainZip.get(`${chainCode}|${zip}`) ?? []).filter(
        (l) => !claimed.has(l) && near(l, MAX_MATCH_MILES),
      );
      const nearest = free.sort((a, b) => distanceMiles(centroid.point, a) - distanceMiles(centroid.point, b))[0];
      if (nearest) {
        claim(nearest);
        found = { point: nearest, method: "nearest-banner", location: nearest };
      }
    }
    // A clinic-taxonomy drugstore NPI is a store only where its chain's list has a store at its street or number.
    const listedAtStreet = found?.location?.chainCode === chainCode && (found.method === "street" || found.method === "store-number"); // prettier-ignore
    if (pharmacy.clinicTaxonomy && !listedAtStreet) {
      rejected.push({ line: pharmacy.line, reason: PLACE_REJECTION_REASONS.clinicUnconfirmed, detail: npi, npi });
      continue;
    }
    if (pharmacy.otherTaxonomy) {
      const listed = match?.method === "name-city" && match.location.source === "dmepos" && near(match.location, MAX_MATCH_MILES); // prettier-ignore
      const key = streetKey(pharmacy.street);
      const retailThere = (retailOfZip.get(zip) ?? []).some((o) => (!!phone && o.phone === phone) || (!!key && streetKey(o.street) === key)); // prettier-ignore
      if (!listed || retailThere) {
        rejected.push({ line: pharmacy.line, reason: retailThere ? PLACE_REJECTION_REASONS.drugstoreSecondNpi : PLACE_REJECTION_REASONS.drugstoreUnlisted, detail: npi, npi }); // prettier-ignore
        continue;
      }
    }
    const hospital = [pharmacy.legalName, pharmacy.dbaName].some((n) => n && HOSPITAL_NAME.test(normalizeOrganizationName(n))); // prettier-ignore
    const drugstore = drugstoreAtStreet(pharmacy, hospital);
    if (drugstore && !hospital && isFormerIndependent(pharmacy, drugstore)) {
      answered.push({ pharmacy, answering: drugstore, reason: PLACE_REJECTION_REASONS.formerIndependent });
      continue;
    }
    const takenOver = counterTakenOver(pharmacy);
    if (takenOver) {
      answered.push({ pharmacy, answering: takenOver, reason: PLACE_REJECTION_REASONS.counterTakenOver });
      continue;
    }
    const answering = chainStoreAnswering(pharmacy);
    if (answering) {
      answered.push({ pharmacy, answering, reason: PLACE_REJECTION_REASONS.formerIndependentByPhone });
      continue;
    }
    const grocer = grocerAnswering(pharmacy);
    if (grocer) {
      answered.push({ pharmacy, answering: grocer, reason: PLACE_REJECTION_REASONS.operatorByPhone });
      continue;
    }
    const point = found?.point ?? centroid.point;
    let name = pharmacy.name;
    // A hospital's outpatient pharmacy that CVS or Walgreens runs under its own sign (Walgreens lists it as a store):
    // the sign names the chain and its number, the NPI and its prices stay the hospital's. Two NPIs of the hospital
    // at one such store (Detroit's DMC hospitals under their old and new legal names) are one store: the one
    // enumerated last is kept.
    if (drugstore && hospital) {
      name = `${chainName(drugstore.chainCode!)}${drugstore.storeNumber ? ` #${drugstore.storeNumber}` : ""} at ${pharmacy.name}`; // prettier-ignore
      const earlier = hospitalRun.get(drugstore);
      if (earlier) {
        const newer = (pharmacy.enumerationDate ?? "") > (earlier.pharmacy.enumerationDate ?? "");
        hospitalDuplicates.add(newer ? earlier.index : records.length);
        if (newer) hospitalRun.set(drugstore, { index: records.length, pharmacy });
      } else hospitalRun.set(drugstore, { index: records.length, pharmacy });
    }
    if (isChain) {
      const listed = listSign(pharmacy, found, point.lat);
      const sign = listed !== undefined ? { banner: listed, formerBanner: null } : signOf(chainCode, [dbaName, found?.location?.banner, legalName], { state, lat: point.lat }); // prettier-ignore
      const confirmed = found && (found.method === "locator-point" || found.location?.chainCode === chainCode);
      if (!sign.banner && sign.formerBanner && !confirmed) {
        rejected.push({ line: pharmacy.line, reason: PLACE_REJECTION_REASONS.formerBanner, detail: `${npi} ${sign.formerBanner} ${state}`, npi }); // prettier-ignore
        continue;
      }
      name =
        sign.banner ??
        STATE_SIGNS[chainCode]?.[state] ??
        (listed === null ? null : regionalBanner(chainCode, point, state)) ??
        FALLBACK_SIGNS[chainCode] ??
        chainName(chainCode);
      // The store number, where a list of its chain places the store by that number or by its street (a nearest
      // point of the chain in the zip is a guess, and its number would be one).
      const listNumber = found?.location?.chainCode === chainCode && found.method !== "nearest-banner" ? found.location.storeNumber : null; // prettier-ignore
      // Else the number the HHS locator lists under the store's own NPI (Puerto Rico's Walgreens, Meijer, Sam's Club:
      // stores no list with numbers places by street).
      const number = listNumber ?? locatorStoreNumber(chainCode, pharmacy.locatorName);
      if (number) name = `${name} #${number}`;
    }
    // A street only the store list knows (a store from a source without streets) is taken from the list.
    const listStreet = !pharmacy.street && found?.location?.street ? found.location.street : null;
    const sources = {
      record: pharmacy.sources?.record ?? "nppes-2025-10",
      fields: {
        ...pharmacy.sources?.fields,
        ...(listStreet && found?.location ? { street: found.location.source } : {}),
        ...(found ? { point: found.location?.source ?? "locator-2022" } : {}),
      },
    };
    const fields = {
      npi,
      name,
      chainCode,
      phone,
      street: cleanStreet(listStreet ? titleCase(listStreet, "address") : pharmacy.street),
      city,
      state,
      zip,
      sources: encodeSources(sources),
    };
    if (!found) {
      const { lat, lng } = centroid.point; // a zip record also carries a city and state: only the point is taken
      records.push({ ...fields, lat, lng, placement: "zip", openingHours: null, method: centroid.method });
      continue;
    }
    const { lat, lng } = found.point;
    const openingHours = found.location ? formatOpeningHours(hoursOf(found.location)) : null;
    records.push({ ...fields, lat, lng, placement: "rooftop", openingHours, method: found.method });
  }
  // Twenty-second session (NETWORK.md): a former independent the chain's store answers for (by phone, or at its
  // street) is that store, but where
  // the network holds no store of the chain within CHAIN_STORE_MILES of it, the independent's NPI is the only NPI any
  // source gives the store the list places there (CVS and Walgreens buy a pharmacy's entity with it: NPPES 2026-02
  // still lists "Hebron Pharmacy, Inc.", CVS #10130's, among its active independents). Such an NPI is kept as the
  // chain's store, at the list store's rooftop, under its sign and number; a chain that closed every store (Rite Aid)
  // stands for none. A store of a 2021 list that the 2024 one lacks is then dropped as closed since
  // (`dropClosedSince2021`), and any NPI of the chain's own at the same point wins (`dropSamePoint`).
  for (const { pharmacy, answering, reason } of answered) {
    const chainCode = answering.chainCode!;
    const held = records.some((r) => r.chainCode === chainCode && isInBox(r, answering, CHAIN_STORE_MILES) && distanceMiles(r, answering) <= CHAIN_STORE_MILES); // prettier-ignore
    if (held || CLOSED.chainCodes.has(chainCode)) {
      rejected.push({ line: pharmacy.line, reason, detail: `${pharmacy.npi} ${chainCode} #${answering.storeNumber ?? ""}`, npi: pharmacy.npi }); // prettier-ignore
      continue;
    }
    // The list store's own city and zip where it stands in another zip the seed knows (Red Crown II of Schoolcraft,
    // MI answers at Walgreens #10080, 7920 Shaver Rd, Portage 49024).
    const moved = answering.zip && answering.zip !== pharmacy.zip && answering.state === pharmacy.state && zipCentroid(zipPoints(answering.zip)); // prettier-ignore
    const place = moved ? { city: titleCase(cleanCity(answering.city), "address"), zip: answering.zip! } : { city: pharmacy.city, zip: pharmacy.zip }; // prettier-ignore
    const sign = signOf(chainCode, [answering.banner], { state: pharmacy.state, lat: answering.lat });
    const signName = sign.banner ?? STATE_SIGNS[chainCode]?.[pharmacy.state] ?? FALLBACK_SIGNS[chainCode] ?? chainName(chainCode); // prettier-ignore
    const source = answering.source;
    records.push({
      npi: pharmacy.npi,
      name: answering.storeNumber ? `${signName} #${answering.storeNumber}` : signName,
      chainCode,
      phone: answering.phone ?? pharmacy.phone, // the number the store answers today
      street: cleanStreet(answering.street ? ordinals(titleCase(answering.street, "address")) : pharmacy.street),
      ...place,
      state: pharmacy.state,
      sources: encodeSources({ record: pharmacy.sources?.record ?? "nppes-2025-10", fields: { ...pharmacy.sources?.fields, name: source, ...(answering.street ? { street: source } : {}), point: source } }), // prettier-ignore
      lat: answering.lat,
      lng: answering.lng,
      placement: "rooftop",
      openingHours: formatOpeningHours(hoursOf(answering)),
      method: "phone",
    });
  }
  for (const index of hospitalDuplicates) {
    const { npi, line } = { npi: records[index]!.npi, line: 0 };
    rejected.push({ line, reason: PLACE_REJECTION_REASONS.hospitalDuplicate, detail: npi, npi });
  }
  return { records: records.filter((_, index) => !hospitalDuplicates.has(index)), rejected };
}

export function encodeSources({ record, fields }: FieldSources): string {
  return [record, ...Object.entries(fields).map(([field, source]) => `${field}=${source}`)].join(";");
}

// "nppes-2026-02;point=dmepos" with the street of a "nppes-2025-10" record: "nppes-2026-02;point=dmepos;street=nppes-2025-10".
// With `asGiven`, the field is named by the source that gave the other record that field ("point=dmepos").
export function withField(sources: string, field: string, from: string, asGiven = false): string {
  const parts = sources.split(";").filter((part) => !part.startsWith(`${field}=`));
  const given = asGiven ? new RegExp(`(?:^|;)${field}=([^;]+)`).exec(from)?.[1] : undefined;
  return [...parts, `${field}=${given ?? from.split(";")[0]}`].join(";");
}
