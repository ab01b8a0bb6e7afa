// What the sign over a chain store says (its banner), and which chains and banners have closed every store. The chain
// code stays the parent's (its contract prices the store); the banner is the name a patient looks for.
import { normalizeOrganizationName } from "./recognize-chain";

// `region`: the states where the banner trades today (and a latitude it stays south of), where a store's name alone
// could put it elsewhere: NPPES keeps the legal entity of a banner long gone from a state ("SAFEWAY INC" on the
// Chicago stores of Dominick's, closed in 2013; "RALPHS GROCERY" on San Francisco's Cala and Bell markets). Banners
// without one trade in one region only, or their names never travel.
type Banner = {
  chainCode: string;
  name: string;
  patterns: readonly RegExp[];
  region?: { states: readonly string[]; southOf?: number };
  // Outside its region the name is a legal entity's, not a former sign (Longs Drug Stores California LLC is the entity
  // of CVS stores in California and beyond): it neither names the banner there nor marks the store as closed.
  entityElsewhere?: boolean;
};

// Tested against the normalized DBA name first (what the store trades as), then the legal name, then a matched store
// list's brand. A chain store that matches none takes the chain's display name.
export const BANNERS: readonly Banner[] = [
  { chainCode: "WALGREENS", name: "Duane Reade", patterns: [/\bDUANE READE\b/] },
  {
    chainCode: "KROGER",
    name: "Fred Meyer",
    patterns: [/\bFRED MEYER\b/],
    region: { states: ["AK", "ID", "OR", "WA"] },
  },
  { chainCode: "KROGER", name: "Ralphs", patterns: [/\bRALPHS\b/], region: { states: ["CA"], southOf: 35.8 } },
  {
    chainCode: "KROGER",
    name: "Smith's",
    patterns: [/\bSMITHS FOOD\b/, /^SMITHS PHARMACY \d/],
    region: { states: ["ID", "MT", "NM", "NV", "UT", "WY"] },
  },
  // Dillon Companies is also the legal entity of Colorado's King Soopers stores (NPPES 2025-10: 23 in Denver and its
  // suburbs, Colorado Springs and Fort Collins).
  {
    chainCode: "KROGER",
    name: "King Soopers",
    patterns: [/\bKING SOOPERS\b/, /\bDILLON COMPANIES\b/],
    region: { states: ["CO", "WY"] },
  },
  { chainCode: "KROGER", name: "City Market", patterns: [/\bCITY MARKET\b/] },
  {
    chainCode: "KROGER",
    name: "Dillons",
    patterns: [/\bDILLON(S| COMPANIES| STORES| PHARMACY)\b/],
    region: { states: ["KS"] },
  },
  // Smith's Food & Drug Centers is also the legal entity of Arizona's Fry's stores.
  { chainCode: "KROGER", name: "Fry's", patterns: [/\bFRYS FOOD\b/, /\bSMITHS FOOD\b/], region: { states: ["AZ"] } },
  {
    chainCode: "KROGER",
    name: "QFC",
    patterns: [/^QFC\b/, /\bQUALITY FOOD CENTERS\b/],
    region: { states: ["WA", "OR"] },
  },
  {
    chainCode: "KROGER",
    name: "Harris Teeter",
    patterns: [/\bHARRIS TEETER\b/],
    region: { states: ["NC", "SC", "VA", "MD", "DE", "DC", "GA", "FL"] },
  },
  { chainCode: "KROGER", name: "Mariano's", patterns: [/\bMARIANOS\b/] },
  // Roundy's Supermarkets runs Mariano's in Illinois and Pick 'n Save in Wisconsin under one legal name.
  { chainCode: "KROGER", name: "Mariano's", patterns: [/\bROUNDYS\b/], region: { states: ["IL"] } },
  {
    chainCode: "KROGER",
    name: "Pick 'n Save",
    patterns: [/\bPICK N SAVE\b/, /\bROUNDYS\b/],
    region: { states: ["WI"] },
  },
  { chainCode: "KROGER", name: "Metro Market", patterns: [/\bMETRO MARKET\b/] },
  { chainCode: "KROGER", name: "Baker's", patterns: [/\bBAKERS SUPERMARKETS\b/] },
  { chainCode: "KROGER", name: "Gerbes", patterns: [/\bGERBES\b/] },
  { chainCode: "KROGER", name: "Jay C", patterns: [/\bJAY C FOOD\b/] },
  {
    chainCode: "ALBERTSONS",
    name: "Jewel-Osco",
    patterns: [/\bJEWEL (FOOD|OSCO)\b/, /^JEWEL$/],
    region: { states: ["IL", "IN", "IA"] },
  },
  {
    chainCode: "ALBERTSONS",
    name: "Safeway",
    patterns: [/\bSAFEWAY\b/],
    region: {
      states: [
        "AK",
        "AZ",
        "CA",
        "CO",
        "DC",
        "DE",
        "HI",
        "ID",
        "MD",
        "MT",
        "NE",
        "NM",
        "NV",
        "OR",
        "SD",
        "VA",
        "WA",
        "WY",
      ],
    },
  },
  { chainCode: "ALBERTSONS", name: "Vons", patterns: [/\bVONS\b/], region: { states: ["CA", "NV"] } },
  {
    chainCode: "ALBERTSONS",
    name: "Acme Markets",
    patterns: [/\bACME MARKETS\b/],
    region: { states: ["CT", "DE", "MD", "NJ", "NY", "PA"] },
  },
  {
    chainCode: "ALBERTSONS",
    name: "Shaw's",
    patterns: [/\bSHAWS\b/],
    region: { states: ["CT", "MA", "ME", "NH", "RI", "VT"] },
  },
  { chainCode: "ALBERTSONS", name: "Star Market", patterns: [/^STAR MARKETS?\b/] },
  { chainCode: "ALBERTSONS", name: "Pavilions", patterns: [/\bPAVILIONS\b/] },
  { chainCode: "ALBERTSONS", name: "Randalls", patterns: [/\bRANDALLS\b/], region: { states: ["TX"] } },
  { chainCode: "ALBERTSONS", name: "Tom Thumb", patterns: [/\bTOM THUMB\b/], region: { states: ["TX"] } },
  { chainCode: "ALBERTSONS", name: "United Supermarkets", patterns: [/\bUNITED SUPERMARKETS\b/] },
  { chainCode: "ALBERTSONS", name: "Market Street", patterns: [/\bMARKET STREET\b/] },
  { chainCode: "ALBERTSONS", name: "Amigos", patterns: [/\bAMIGOS\b/] },
  { chainCode: "ALBERTSONS", name: "Carrs", patterns: [/\bCARR(S| GOTTSTEIN)\b/] },
  { chainCode: "ALBERTSONS", name: "Haggen", patterns: [/\bHAGGEN\b/] },
  {
    chainCode: "ALBERTSONS",
    name: "Osco Pharmacy",
    patterns: [/\bOSCO (DRUG|PHARMACY)\b/, /\bAMERICAN DRUG STORES\b/],
  },
  { chainCode: "ALBERTSONS", name: "Sav-On Pharmacy", patterns: [/\bSAV ON\b/] },
  { chainCode: "ALBERTSONS", name: "Albertsons", patterns: [/\bALBERTSONS\b/] },
  { chainCode: "AHOLD", name: "Stop & Shop", patterns: [/\bSTOP AND SHOP\b/] },
  {
    chainCode: "AHOLD",
    name: "Giant",
    patterns: [/\bGIANT FOOD\b/, /\bGIANT OF MARYLAND\b/, /^(THE )?GIANT COMPANY\b/],
  },
  { chainCode: "AHOLD", name: "Hannaford", patterns: [/\bHANNAFORD\b/] },
  { chainCode: "AHOLD", name: "Food Lion", patterns: [/\bFOOD LION\b/] },
  { chainCode: "AHOLD", name: "Martin's", patterns: [/\bMARTINS FOOD\b/] },
  { chainCode: "RITE_AID", name: "Bartell Drugs", patterns: [/\bBARTELL DRUG/] },
  { chainCode: "SAVE_MART", name: "Lucky", patterns: [/\bLUCKY\b/] },
  { chainCode: "SAVE_MART", name: "Save Mart", patterns: [/\bSAVE MART\b/] },
  { chainCode: "PRICE_CHOPPER", name: "Market 32", patterns: [/\bMARKET 32\b/] },
  { chainCode: "PRICE_CHOPPER", name: "Price Chopper", patterns: [/\bPRICE CHOPPER\b/] },
  { chainCode: "RALEYS", name: "Bel Air", patterns: [/\bBEL AIR MARKET\b/] },
  { chainCode: "CVS", name: "CVS Pharmacy at Target", patterns: [/^TARGET\b/] },
  // Twenty-third session: CVS trades in Hawaii as Longs Drugs, which it bought in 2008. Every CVS NPI of NPPES 2025-10
  // in Hawaii (7) and every CVS-family row of CMS DMEPOS 2026 there (52) is "Longs Drug Stores California LLC", which
  // in California is the entity of stores signed CVS: the name counts in Hawaii only, and there it is every store's
  // sign (STATE_SIGNS).
  {
    chainCode: "CVS",
    name: "Longs Drugs",
    patterns: [/\bLONGS DRUG/],
    region: { states: ["HI"] },
    entityElsewhere: true,
  },
];

// The sign of every store of a chain in a state, where the chain trades there under one banner only and the files
// show no other (a store whose names give another banner of its chain, "CVS Pharmacy at Target", keeps it).
export const STATE_SIGNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CVS: { HI: "Longs Drugs" },
};

// The sign of a chain store whose names and neighbours give no banner, where the chain's display name joins several.
export const FALLBACK_SIGNS: Readonly<Record<string, string>> = {
  ALBERTSONS: "Albertsons",
  SAVE_MART: "Save Mart",
  PRICE_CHOPPER: "Price Chopper",
};

// The sign of a chain store whose names and list give no banner: its chain's one sign in its state, else the chain's
// fallback sign where its display name joins banners, else null (the chain's name applies).
export const defaultSignOf = (chainCode: string, state: string): string | null =>
  STATE_SIGNS[chainCode]?.[state] ?? FALLBACK_SIGNS[chainCode] ?? null;

// Where a store stands, for the banners that trade in one region only.
export type StorePlace = { state: string; lat?: number };

const tradesAt = (banner: Banner, place: StorePlace | undefined) =>
  !banner.region ||
  !place ||
  (banner.region.states.includes(place.state) &&
    (banner.region.southOf === undefined || place.lat === undefined || place.lat < banner.region.southOf));

// What a chain store's names say about its sign: the first banner one of them names that trades where the store
// stands, and the last banner a name gave that does not trade there (a former banner: the store may have closed).
export function signOf(
  chainCode: string,
  names: readonly (string | null | undefined)[],
  place?: StorePlace,
): { banner: string | null; formerBanner: string | null } {
  const banners = BANNERS.filter((b) => b.chainCode === chainCode);
  let formerBanner: string | null = null;
  for (const name of names) {
    if (!name) continue;
    const normalized = normalizeOrganizationName(name);
    const named = banners.filter((b) => b.patterns.some((p) => p.test(normalized)));
    const banner = named.find((b) => tradesAt(b, place));
    if (banner) return { banner: banner.name, formerBanner: null };
    const former = named.find((b) => !b.entityElsewhere);
    if (former) formerBanner = former.name;
  }
  return { banner: null, formerBanner };
}

// The banner of a chain store, or null when none of its names names one trading there (the chain's name applies).
export function bannerOf(
  chainCode: string,
  names: readonly (string | null | undefined)[],
  place?: StorePlace,
): string | null {
  return signOf(chainCode, names, place).banner;
}

// Chains that closed every store, and closed banners NPPES still lists under active NPIs (a store that closes need
// not deactivate its NPI). Their stores are not listed: a patient must not walk to a shuttered store.
export const CLOSED = {
  // Rite Aid closed or sold every store in its 2025 bankruptcy, Bartell Drugs (a Rite Aid company) and its Thrifty
  // Payless and Eckerd entities included; Kmart's last pharmacies closed by 2019.
  chainCodes: new Set(["RITE_AID", "KMART"]),
  // Fred's (closed 2019), Kerr Drug and Happy Harry's (sold to Walgreens in 2013 and 2006), Genuardi's (a Safeway
  // banner retired in 2012), Bruno's (closed 2012), Pamida (folded into Shopko), A&P and its Waldbaum's, Pathmark and Bormans (Farmer Jack) stores (closed 2015), Shopko
  // (closed 2019), Dominick's (Safeway's Chicago banner, closed 2013): these are matched on the legal or DBA name, since the chain list leaves them independent.
  names: [/^FREDS (INC|STORES|PHARMACY)\b/, /\bDOMINICKS\b/, /^KERR DRUG\b/, /^HAPPY HARRYS\b/, /^GENUARDIS\b/, /^BRUNOS SUPERMARKETS\b/, /^PAMIDA\b/, /\bGREAT ATLANTIC AND PACIFIC TEA\b/, /^A AND P (LIVE BETTER|STORES?|SUPERMARKETS?|FOOD)\b/, /\bWALDBAUMS?\b/, /\bPATHMARK\b/, /\bBORMANS\b/, /\bSHOPKO\b/], // prettier-ignore
};

// Banners another chain bought with their stores and runs under its own sign, in part under the banner's own entity
// and NPIs (twenty-second session, NETWORK.md): Walgreens bought Happy Harry's (Delaware, 2006) and Kerr Drug (North
// Carolina, 2013), Kroger bought Farmer Jack's (Bormans Inc, Michigan, 2007) stores. The locator of 2022 names three
// "Happy Harrys Inc" NPIs Walgreens stores (Seaford #11621, Delmar #11079, Camden #15632), CMS DMEPOS 2026 lists 11
// "Happy Harrys Inc" pharmacies in Delaware, and the chains' 2024 lists hold a Walgreens or Kroger store at the street
// of such NPIs no other NPI holds. Such an NPI is its buyer's store where a source confirms it (merge-npi-sources.ts);
// else it stays a closed banner's.
export const SOLD_TO: readonly [RegExp, string][] = [
  [/^HAPPY HARRYS\b/, "WALGREENS"],
  [/^KERR DRUG\b/, "WALGREENS"],
  [/\bBORMANS\b/, "KROGER"],
];

// Banners sold store by store to many buyers (twenty-third session, NETWORK.md): A&P sold its Waldbaum's, Pathmark,
// Super Fresh and A&P stores in its 2010-2015 bankruptcies to Acme (Albertsons), ShopRite's members, Stop & Shop,
// Giant and independent grocers, and Rouses bought its New Orleans Sav-A-Centers in 2007. No file says who bought which
// store, but a store list does where a grocer's store stands at the NPI's street: the NPI is that grocer's store
// (merge-npi-sources.ts `successor`). Else it stays a closed banner's.
export const SOLD_STORE_BY_STORE: readonly RegExp[] = [
  /\bGREAT ATLANTIC AND PACIFIC TEA\b/,
  /^A AND P (LIVE BETTER|STORES?|SUPERMARKETS?|FOOD)\b/,
  /\bWALDBAUMS?\b/,
  /\bPATHMARK\b/,
];
// The chains that bought such stores are grocers: a drugstore, mass or club chain at the old street (a Target built
// where an A&P stood, Mount Kisco, NY) took the site, not the pharmacy.
export const NOT_GROCERS: ReadonlySet<string> = new Set(["CVS", "WALGREENS", "TARGET", "WALMART", "COSTCO", "SAMS_CLUB", "BJS", "RITE_AID", "KMART"]); // prettier-ignore
export const soldStoreByStore = (names: readonly (string | null | undefined)[]): boolean =>
  names.some((name) => name && SOLD_STORE_BY_STORE.some((p) => p.test(normalizeOrganizationName(name))));

export function buyerOf(names: readonly (string | null | undefined)[]): string | null {
  for (const name of names) {
    if (!name) continue;
    const normalized = normalizeOrganizationName(name);
    const sold = SOLD_TO.find(([pattern]) => pattern.test(normalized));
    if (sold) return sold[1];
  }
  return null;
}

// `listedOpen`: CMS DMEPOS 2026 lists the store's own name in its city (a pharmacy trading under that name today, such
// as "Freds Pharmacy LLC" of Granville, NY, which Fred's Inc never was): only a chain that closed every store stays out.
export function isClosedStore(
  chainCode: string,
  names: readonly (string | null | undefined)[],
  listedOpen = false,
): boolean {
  if (CLOSED.chainCodes.has(chainCode)) return true;
  if (listedOpen) return false;
  // A sold banner's NPI that merge-npi-sources.ts confirmed as its buyer's store.
  if (buyerOf(names) === chainCode) return false;
  return names.some((name) => name && CLOSED.names.some((p) => p.test(normalizeOrganizationName(name))));
}
