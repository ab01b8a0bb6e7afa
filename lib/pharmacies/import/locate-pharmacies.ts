// Turns the NPPES pharmacies into the network's stores: one store per NPI and per address, no closed chain, each
// placed at its rooftop where a public store list knows it, else on its zip's centroid (place-pharmacies.ts).
import { stateCodeInCapitals } from "./format-fields";
import type { LatLng } from "../../geo/types";
import { isClosedStore } from "./banners";
import { CHAINS_WITH_A_NEWER_LIST, CONFIRM_MILES, NEWER_LISTS, OPERATED_BY } from "./merge-npi-sources";
import { distanceMiles } from "../../geo/distance-miles";
import { isInBox, PLACE_REJECTION_REASONS } from "./place-pharmacies";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { normalizeCity, normalizeStoreName, normalizeStreet, streetKey } from "./normalize-street";
import type { AddressPoint } from "./parse-address-points";
import { nameByTheirSite } from "./name-by-their-site";
import { standAtTheirName } from "./stand-at-their-name";
import { standAtTheirAddress } from "./stand-at-their-address";
import { standAtTheirListing } from "./stand-at-their-listing";
import type { StoreLocation } from "./parse-store-locations";
import { recognizeChain } from "./recognize-chain";
import { placePharmacies, withField, type PlaceablePharmacy, type PlacedPharmacy } from "./place-pharmacies";
import { isArm, keepOneNpiPerCounter, ONE_ADDRESS_REASON, ONE_COUNTER_REASON } from "./one-counter";
import { keepOneNpiPerStorefront, ONE_STOREFRONT_REASON } from "./one-storefront";
import type { NppesPharmacy, ParseResult, Rejection } from "../pharmacy-record";

export const LOCATE_REJECTION_REASONS = {
  unknownZip: "zip not in GeoNames or the Census ZCTA file, and no other store of its city has a known zip",
  duplicateNpi: "duplicate NPI",
  closed: "closed chain or banner",
  sameAddress: "another NPI of the store at the same address (the most recently enumerated one is kept)",
  samePoint:
    "another NPI of the store placed at the same rooftop (the one NPPES 2026-02 lists, else the one with a street, from NPPES, is kept)",
  closedSince2021:
    "a CVS, Walgreens, Publix or Costco store placed by a 2021-22 list that neither its chain's whole 2024 list (stiles) nor the CMS 2026 directory has within 0.3 mile: closed since",
  closedUnlisted:
    "a CVS, Walgreens or Albertsons Cos store no list places, absent from its chain's whole list (in its zip or at its street), with no CMS 2026 store of its chain within 2 miles, its NPPES record untouched since before that list: closed",
  samePhone:
    "a second NPI of a store, without a street, under the store's name and phone in its zip (the NPI with the street is kept)",
  oneCounter: ONE_COUNTER_REASON,
  oneAddress: ONE_ADDRESS_REASON,
  oneStorefront: ONE_STOREFRONT_REASON,
  renumbered:
    "an older NPI of the store, absent from NPPES 2026-02, which lists another NPI under its name in its zip (the 2026-02 NPI is kept, with this one's street)",
} as const;

// Chain stores are one store per chain and street address (NPPES keeps a store's earlier NPIs active after a change
// of owner entity); independents only under one name at one address, suite included (a hospital or medical building
// houses several pharmacies of one owner).
function addressKey(p: NppesPharmacy): string {
  // Without a street (NPPES 2026-02 lists none), a store is known by its chain or name in its zip and by its phone:
  // one owner's pharmacies in one zip ("Brown Drug Co" of Selma, "Four B Corp" of Olathe, Thrifty White's two in
  // Jamestown ND) are told apart by their phones, while one store's second NPI gives the same phone. (A chain's
  // streetless stores were one per zip until the twentieth session read regional chains whose NPIs NPPES 2026-02
  // alone lists: Four B's four Olathe stores were one.)
  if (!p.street)
    return `${p.zip}||${p.chainCode === INDEPENDENT_CHAIN_CODE ? normalizeStoreName(p.dbaName || p.legalName) : p.chainCode}|${p.phone ?? ""}|nostreet`; // prettier-ignore
  if (p.chainCode !== INDEPENDENT_CHAIN_CODE) return `${p.zip}|${normalizeStreet(p.street)}|${p.chainCode}`;
  const fullAddress = p.street
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
  return `${p.zip}|${fullAddress}|${normalizeStoreName(p.dbaName || p.legalName)}`;
}

// The NPI that NPPES 2026-02 lists as an active community pharmacy wins (an NPI that list leaves out has been
// deactivated or retaxonomised since 2025-10, when the store changed hands or entity), then the most recent
// enumeration (a missing date counts as oldest), then the higher NPI: a stable choice.
// A retail NPI wins over a drugstore's NPI under another pharmacy taxonomy (twenty-eighth session), whatever its age.
// An NPI of a chain another one runs (Target's, whose pharmacies CVS runs) gives way to the operator's own NPI first.
export const isOperated = (p: Pick<PlaceablePharmacy, "legalName" | "dbaName" | "chainCode">) =>
  recognizeChain({ legalName: p.legalName, dbaName: p.dbaName }) !== p.chainCode &&
  recognizeChain({ legalName: p.legalName, dbaName: p.dbaName }) in OPERATED_BY;
export const isNewer = (a: PlaceablePharmacy, b: PlaceablePharmacy) =>
  !!a.otherTaxonomy !== !!b.otherTaxonomy
    ? !a.otherTaxonomy
    : !!a.boughtFrom !== !!b.boughtFrom
      ? !a.boughtFrom
      : isOperated(a) !== isOperated(b)
        ? !isOperated(a)
        : !!a.listedIn2026 !== !!b.listedIn2026
          ? !!a.listedIn2026
          : (a.enumerationDate ?? "") > (b.enumerationDate ?? "") ||
            ((a.enumerationDate ?? "") === (b.enumerationDate ?? "") && a.npi > b.npi);

// A drugstore's NPI under another pharmacy taxonomy (`otherTaxonomy`) is the store's second NPI where a retail NPI of
// its city gives its name, or of its zip its telephone number or street: the retail NPI stands for the store.
function withoutSecondDrugstoreNpis(
  pharmacies: readonly PlaceablePharmacy[],
  rejected: Rejection[],
): PlaceablePharmacy[] {
  // prettier-ignore
  const keysOf = (p: PlaceablePharmacy) => [
    ...[p.name, p.legalName, p.dbaName].filter(Boolean).map((n) => `${p.state}|${normalizeCity(p.city)}|${normalizeStoreName(n)}`), // prettier-ignore
    ...(p.phone ? [`${p.zip}|${p.phone}`] : []),
    ...(streetKey(p.street) ? [`${p.zip}|${streetKey(p.street)}`] : []),
  ];
  const retail = new Set(pharmacies.flatMap((p) => (p.otherTaxonomy ? [] : keysOf(p))));
  return pharmacies.filter((p) => {
    if (!p.otherTaxonomy || !keysOf(p).some((k) => retail.has(k))) return true;
    rejected.push({ line: p.line, reason: PLACE_REJECTION_REASONS.drugstoreSecondNpi, detail: p.npi, npi: p.npi });
    return false;
  });
}

export function locatePharmacies({
  pharmacies: input,
  zips,
  census = new Map(),
  locations = [],
  addressPoints = [],
  chainName = (code) => code,
}: {
  pharmacies: readonly PlaceablePharmacy[];
  zips: ReadonlyMap<string, LatLng>; // GeoNames first, Census for the zips it lacks (merge-zip-sources.ts)
  census?: ReadonlyMap<string, LatLng>;
  locations?: readonly StoreLocation[];
  addressPoints?: readonly AddressPoint[]; // geocoded addresses naming no store (parse-address-points.ts)
  chainName?: (chainCode: string) => string;
}): ParseResult<PlacedPharmacy> {
  const rejected: Rejection[] = [];
  const pharmacies = withoutSecondDrugstoreNpis(input, rejected);
  const seen = new Set<string>();
  const byAddress = new Map<string, PlaceablePharmacy>();
  const zipOfCity = cityZips(pharmacies, zips);
  // A store whose zip no file knows (a PO-box or retired zip, a typo) is placed by its city's zip; its own stays.
  const writtenZips = new Map<string, string>();
  for (const listed of pharmacies) {
    const cityZip = zips.has(listed.zip) ? undefined : zipOfCity.get(cityKey(listed));
    if (cityZip) writtenZips.set(listed.npi, listed.zip);
    const pharmacy = cityZip ? { ...listed, zip: cityZip } : listed;
    const { line, npi } = pharmacy;
    if (seen.has(npi)) rejected.push({ line, reason: LOCATE_REJECTION_REASONS.duplicateNpi, detail: npi, npi });
    else if (!zips.has(pharmacy.zip))
      rejected.push({ line, reason: LOCATE_REJECTION_REASONS.unknownZip, detail: pharmacy.zip, npi });
    else if (
      isClosedStore(
        pharmacy.chainCode,
        [pharmacy.legalName, pharmacy.dbaName],
        pharmacy.listedOpenIn2026 || !!pharmacy.boughtFrom,
      )
    )
      // prettier-ignore
      rejected.push({ line, reason: LOCATE_REJECTION_REASONS.closed, detail: npi });
    else {
      seen.add(npi);
      const key = addressKey(pharmacy);
      const kept = byAddress.get(key);
      if (!kept) byAddress.set(key, pharmacy);
      else {
        const [winner, loser] = isNewer(pharmacy, kept) ? [pharmacy, kept] : [kept, pharmacy];
        byAddress.set(key, winner);
        rejected.push({ line: loser.line, reason: LOCATE_REJECTION_REASONS.sameAddress, detail: loser.npi });
      }
    }
  }
  // The merged geography holds GeoNames' point where GeoNames has the zip, else the Census one.
  const zipPoints = (zip: string) => {
    const merged = zips.get(zip);
    const fromCensus = census.get(zip);
    const isGeonames = merged && (!fromCensus || merged.lat !== fromCensus.lat || merged.lng !== fromCensus.lng);
    return { geonames: isGeonames ? merged : undefined, census: fromCensus ?? merged };
  };
  const placed = placePharmacies({
    pharmacies: joinRenumbered([...byAddress.values()], rejected),
    locations,
    zipPoints,
    chainName,
  });
  rejected.push(...placed.rejected);
  const records = placed.records.map((p) => (writtenZips.has(p.npi) ? { ...p, zip: writtenZips.get(p.npi)! } : p));
  const listed = new Set(pharmacies.filter((p) => p.listedIn2026).map((p) => p.npi));
  // An NPI that takes its chain from the list store it stands at gives way to the chain's own NPI there, like Target's.
  const chainOf = new Map(pharmacies.map((p) => [p.npi, p.chainCode]));
  const operated = new Set([
    ...pharmacies.filter(isOperated).map((p) => p.npi),
    ...records.filter((p) => chainOf.has(p.npi) && chainOf.get(p.npi) !== p.chainCode).map((p) => p.npi),
  ]);
  const open = dropClosedUnlisted(dropClosedSince2021(records, locations, rejected), pharmacies, locations, rejected);
  // A sold banner's NPI, or a bought independent's placed at the chain's store by phone or street (twenty-second
  // session), is that store wherever another NPI of the chain stands on the same rooftop, its street written another
  // way or not ("64660 Van Dyke" for Kroger's "64660 Van Dyke Rd").
  const bought = new Set([...pharmacies.filter((p) => p.boughtFrom).map((p) => p.npi), ...records.filter((p) => p.method === "phone").map((p) => p.npi)]); // prettier-ignore
  const distinct = dropSamePoint(open, rejected, listed, new Set([...operated, ...bought]), bought);
  const counters = keepOneNpiPerCounter(distinct, pharmacies, locations, rejected);
  const stores = keepOneNpiPerStorefront(counters, pharmacies, locations, rejected);
  const atAddress = standAtTheirAddress(stores, addressPoints, zipPoints);
  const named = nameByTheirSite(atAddress, addressPoints);
  const atName = standAtTheirName(named, locations, zipPoints);
  const atListing = standAtTheirListing(atName, locations, zipPoints);
  return {
    records: atListing.map((p) => ({ ...p, name: stateCodeInCapitals(p.name, p.state) })),
    rejected,
    warnings: [],
  };
}

// A store of a chain whose whole store list of 2024 we hold (stiles: CVS, Walgreens, Publix, Costco) that stands on a
// rooftop of an older list (All the Places 2021, the 2022 locator) where neither that 2024 list nor the CMS 2026
// directory has a store of its chain within 0.3 mile or at its street: closed since (Walgreens closed hundreds of
// stores in 2024-25, CVS hundreds since 2022), though NPPES keeps its NPI active. Only in states the 2024 list covers
// (it has no Puerto Rico), and only stores with a point: a store on its zip's centroid cannot be told.
export function dropClosedSince2021(
  records: readonly PlacedPharmacy[],
  locations: readonly StoreLocation[],
  rejected: Rejection[],
): PlacedPharmacy[] {
  const newer = locations.filter((l) => l.chainCode && CHAINS_WITH_A_NEWER_LIST.has(l.chainCode) && NEWER_LISTS.has(l.source)); // prettier-ignore
  const covered = new Set(newer.filter((l) => l.source === "stiles").map((l) => `${l.chainCode}|${l.state}`));
  const byChainState = new Map<string, StoreLocation[]>();
  for (const l of newer) byChainState.set(`${l.chainCode}|${l.state}`, [...(byChainState.get(`${l.chainCode}|${l.state}`) ?? []), l]); // prettier-ignore
  return records.filter((p) => {
    const key = `${p.chainCode}|${p.state}`;
    if (!CHAINS_WITH_A_NEWER_LIST.has(p.chainCode) || p.placement !== "rooftop" || !covered.has(key)) return true;
    const point = /point=([a-z0-9-]+)/.exec(p.sources)?.[1];
    if (point === "stiles" || point === "dmepos") return true;
    const street = streetKey(p.street);
    const listed = (byChainState.get(key) ?? []).some(
      (l) =>
        (isInBox(p, l, CONFIRM_MILES) && distanceMiles(p, l) <= CONFIRM_MILES) ||
        (street !== null && l.zip === p.zip && !!l.street && streetKey(l.street) === street),
    );
    if (!listed) rejected.push({ line: 0, reason: LOCATE_REJECTION_REASONS.closedSince2021, detail: p.npi, npi: p.npi }); // prettier-ignore
    return listed;
  });
}

// An independent NPPES 2026-02 lists without a street, whose name is that of exactly one independent of its zip with
// a street, and either that one's NPI is absent from 2026-02's list of active independents (one store whose NPI
// changed: a new owner or entity, the old NPI gone from the newer list) or both give one phone (one store with two
// active NPIs). Where the older NPI has left the list, the 2026-02 NPI is kept with the street, DBA name and locator
// point of the older record; where both are listed, the record with the street is kept. Two listed NPIs with
// different phones stay two stores (a health system's or an owner's pharmacies in one zip share a legal name).
export function joinRenumbered(pharmacies: readonly PlaceablePharmacy[], rejected: Rejection[]): PlaceablePharmacy[] {
  // A chain store (the few 2026-02 let through: Neff Drugs, Sam's Club) is known by its chain, an independent by name.
  const names = (p: PlaceablePharmacy) =>
    p.chainCode === INDEPENDENT_CHAIN_CODE
      ? [...new Set([p.dbaName, p.legalName].filter(Boolean).map(normalizeStoreName))]
      : [`chain ${p.chainCode}`];
  const withStreet = new Map<string, PlaceablePharmacy[]>();
  for (const p of pharmacies)
    if (p.street)
      for (const name of names(p)) withStreet.set(`${p.zip}|${name}`, [...(withStreet.get(`${p.zip}|${name}`) ?? []), p]); // prettier-ignore
  const replaced = new Map<PlaceablePharmacy, PlaceablePharmacy>(); // older record -> the 2026-02 record with its street
  const taken = new Set<PlaceablePharmacy>();
  const duplicates = new Set<PlaceablePharmacy>(); // street-less second NPIs of a listed store with a street
  const olderOf = (p: PlaceablePharmacy) => {
    const candidates = [...new Set(names(p).flatMap((name) => withStreet.get(`${p.zip}|${name}`) ?? []))];
    // Of several stores of the name in the zip, the one giving the same phone.
    const byPhone = candidates.filter((c) => p.phone && c.phone === p.phone);
    return candidates.length === 1 ? candidates[0]! : byPhone.length === 1 ? byPhone[0]! : null;
  };
  // Street-less NPIs giving the older record's phone first: of two such NPIs of one name, that one is its successor.
  // A sold banner's NPI is its buyer's other store, not a renumbering of the buyer's (twenty-second session).
  const streetless = pharmacies.filter((p) => !p.street && p.listedIn2026 && !p.boughtFrom);
  const samePhone = (p: PlaceablePharmacy) => !!p.phone && p.phone === olderOf(p)?.phone;
  for (const p of [...streetless.filter(samePhone), ...streetless.filter((p) => !samePhone(p))]) {
    const older = olderOf(p);
    if (!older || taken.has(older)) continue;
    if (older.listedIn2026) {
      if (p.phone && p.phone === older.phone) {
        taken.add(older);
        duplicates.add(p);
      }
      continue;
    }
    taken.add(older);
    replaced.set(older, {
      ...p,
      name: older.name,
      dbaName: older.dbaName,
      street: older.street,
      phone: p.phone ?? older.phone,
      locatorPoint: p.locatorPoint ?? older.locatorPoint,
      sources: {
        record: p.sources?.record ?? "nppes-2026-02",
        fields: { ...p.sources?.fields, street: older.sources?.record ?? "nppes-2025-10" },
      },
    });
  }
  const joined = new Set([...replaced.values()].map((p) => p.npi));
  const records: PlaceablePharmacy[] = [];
  for (const p of pharmacies) {
    const replacement = replaced.get(p);
    if (replacement) {
      rejected.push({ line: p.line, reason: LOCATE_REJECTION_REASONS.renumbered, detail: p.npi, npi: p.npi });
      records.push(replacement);
    } else if (duplicates.has(p))
      rejected.push({ line: p.line, reason: LOCATE_REJECTION_REASONS.samePhone, detail: p.npi, npi: p.npi });
    else if (!joined.has(p.npi)) records.push(p);
  }
  return records;
}

const cityKey = (p: { city: string; state: string }) => `${p.state}|${normalizeCity(p.city)}`;

// Each city's zip: the one most of its stores with a known zip give (fewest digits wins a tie, for a stable choice).
// The stores' own cities, not GeoNames' place names, since the Census zips of Puerto Rico carry no city.
function cityZips(pharmacies: readonly PlaceablePharmacy[], zips: ReadonlyMap<string, LatLng>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const p of pharmacies) {
    if (!zips.has(p.zip)) continue;
    const key = cityKey(p);
    const byZip = counts.get(key) ?? new Map<string, number>();
    byZip.set(p.zip, (byZip.get(p.zip) ?? 0) + 1);
    counts.set(key, byZip);
  }
  const best = new Map<string, string>();
  for (const [key, byZip] of counts)
    best.set(key, [...byZip].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]);
  return best;
}

// Two NPIs of one chain (or one independent's name) on one rooftop point are one store when one of them has no street
// (a source without streets placed it where the other stands) or both name one street; on one zip's point, when both
// name one street and give one telephone number. The NPI NPPES 2026-02 lists
// as active wins (the other has left that list since 2025-10), then the record with a street, then NPPES 2025-10's;
// a winner without a street takes the street of the NPI it replaces.
function dropSamePoint(
  records: readonly PlacedPharmacy[],
  rejected: Rejection[],
  listedIn2026: ReadonlySet<string> = new Set(),
  operated: ReadonlySet<string> = new Set(),
  bought: ReadonlySet<string> = new Set(),
): PlacedPharmacy[] {
  const rank = (p: PlacedPharmacy) =>
    (operated.has(p.npi) ? 8 : 0) +
    (listedIn2026.has(p.npi) ? 0 : 4) +
    (p.street ? 0 : 2) +
    (p.sources?.startsWith("nppes-2025-10") ? 0 : 1);
  const kept = new Map<string, PlacedPharmacy[]>();
  const dropped = new Set<PlacedPharmacy>();
  const streets = new Map<PlacedPharmacy, PlacedPharmacy>(); // a street-less winner -> the dropped record with a street
  for (const p of [...records].sort((a, b) => rank(a) - rank(b) || a.npi.localeCompare(b.npi))) {
    const who = p.chainCode === INDEPENDENT_CHAIN_CODE ? normalizeStoreName(p.name) : p.chainCode;
    const key = `${who}|${p.lat.toFixed(5)}|${p.lng.toFixed(5)}`;
    const there = kept.get(key) ?? [];
    const sameStreet = (k: PlacedPharmacy) => !!k.street && !!p.street && normalizeStreet(k.street) === normalizeStreet(p.street); // prettier-ignore
    // On a zip's point, a hospital's or clinic's two NPIs at one street under one number (UMass Memorial, 55 Lake Ave
    // N; Holmes Regional, 8725 N Wickham Rd): the counter rule leaves arms alone, and they had stood on one DMEPOS
    // point their name's other stores shared (twentieth session). Other stores' second NPIs are the counter rule's.
    const same =
      p.placement === "rooftop"
        ? there.find((k) => k.placement === "rooftop" && (!p.street || !k.street || sameStreet(k) || bought.has(p.npi)))
        : isArm([p.name], undefined)
          ? there.find((k) => k.placement === "zip" && !!p.phone && k.phone === p.phone && sameStreet(k))
          : undefined;
    if (same) {
      dropped.add(p);
      if (!same.street && p.street && !streets.has(same)) streets.set(same, p);
      rejected.push({ line: 0, reason: LOCATE_REJECTION_REASONS.samePoint, detail: p.npi, npi: p.npi });
    } else kept.set(key, [...there, p]);
  }
  return records
    .filter((p) => !dropped.has(p))
    .map((p) => {
      const other = streets.get(p);
      return other ? { ...p, street: other.street, sources: withField(p.sources, "street", other.sources) } : p;
    });
}

// Chains whose whole store list we hold, the lists and the month each was taken: stiles 2024 (CVS, Walgreens; its
// Safeway and Vons with univaf 2022 for Albertsons Cos, whose pharmacies univaf lists whole).
const WHOLE_LISTS: Readonly<Record<string, { sources: readonly StoreLocation["source"][]; asOf: string }>> = {
  CVS: { sources: ["stiles"], asOf: "2024-01-01" },
  WALGREENS: { sources: ["stiles"], asOf: "2024-01-01" },
  ALBERTSONS: { sources: ["univaf", "stiles"], asOf: "2022-06-01" },
};
export const UNLISTED_DMEPOS_MILES = 2;
// The whole lists cover the 50 states and DC: a store in a territory is never judged by them.
const TERRITORIES = new Set(["PR", "VI", "GU", "MP", "AS"]);

// A store of such a chain that no list of its chain places (it stands on its zip's centroid, or a street match put it
// on another chain's store: 41 "Albertsons" NPIs of Florida at Publix stores, Albertsons having left Florida) is
// closed when three sources agree: its chain's whole list has no store in its zip nor at its street anywhere in its
// state (a state the list lacks has none of the chain's stores); the CMS 2026 directory has no store of its chain
// within 2 miles; and NPPES has not touched its record since before that list was taken (a store open then is on
// it; a record updated since may be a move or a new store). Walgreens of Van Buren and Dexter, ME (former Rite Aids,
// updated in 2018); Shaw's of Westerly, RI (2007).
export function dropClosedUnlisted(
  records: readonly PlacedPharmacy[],
  pharmacies: readonly PlaceablePharmacy[],
  locations: readonly StoreLocation[],
  rejected: Rejection[],
): PlacedPharmacy[] {
  const updated = new Map(pharmacies.map((p) => [p.npi, p.lastUpdateDate ?? null]));
  const whole = (chainCode: string) => WHOLE_LISTS[chainCode];
  const listed = locations.filter((l) => l.chainCode && whole(l.chainCode)?.sources.includes(l.source));
  const byChain = new Map<string, StoreLocation[]>();
  for (const l of locations) if (l.chainCode) byChain.set(l.chainCode, [...(byChain.get(l.chainCode) ?? []), l]);
  const ownNear = (p: PlacedPharmacy) =>
    (byChain.get(p.chainCode) ?? []).some((l) => isInBox(p, l, CONFIRM_MILES) && distanceMiles(p, l) <= CONFIRM_MILES);
  const zips = new Set(listed.map((l) => `${l.chainCode}|${l.zip}`));
  const streets = new Set(listed.flatMap((l) => (l.street && streetKey(l.street) ? [`${l.chainCode}|${l.state}|${streetKey(l.street)}`] : []))); // prettier-ignore
  const dmepos = locations.filter((l) => l.source === "dmepos" && l.chainCode && whole(l.chainCode));
  return records.filter((p) => {
    const list = whole(p.chainCode);
    const lastUpdate = updated.get(p.npi);
    if (!list || !lastUpdate || lastUpdate >= list.asOf || TERRITORIES.has(p.state)) return true;
    // On a rooftop only where a street match put it on another chain's store (a Publix at a former Albertsons).
    if (p.placement !== "zip" && (p.method !== "street" || ownNear(p))) return true;
    // Twenty-third session: a store on another chain's store at its street is judged at that street, not in its zip
    // or within 2 miles (what a store on its zip's centroid, which may stand anywhere in its zip, is judged by): its
    // chain's whole list has no store there, and the list of 2021-22 shows the other chain's (Albertsons' Dallas-Fort
    // Worth and Austin stores that are Walmart, H-E-B or Kroger stores since 2013).
    const onAnother = p.placement !== "zip";
    if (!onAnother && zips.has(`${p.chainCode}|${p.zip}`)) return true;
    const street = streetKey(p.street);
    if (street && streets.has(`${p.chainCode}|${p.state}|${street}`)) return true;
    const nearby = dmepos.some((l) => l.chainCode === p.chainCode && isInBox(p, l, UNLISTED_DMEPOS_MILES) && distanceMiles(p, l) <= UNLISTED_DMEPOS_MILES); // prettier-ignore
    if (nearby && !onAnother) return true;
    rejected.push({ line: 0, reason: LOCATE_REJECTION_REASONS.closedUnlisted, detail: p.npi, npi: p.npi });
    return false;
  });
}
