// What the sign over a chain store says (its banner), and which chains and banners have closed every store. The chain
// code stays the parent's (its contract prices the store); the banner is the name a patient looks for.
import { normalizeOrganizationName } from "./recognize-chain";

type Banner = { chainCode: string; name: string; patterns: readonly RegExp[] };

// Tested against the normalized DBA name first (what the store trades as), then the legal name, then a matched store
// list's brand. A chain store that matches none takes the chain's display name.
export const BANNERS: readonly Banner[] = [
  { chainCode: "WALGREENS", name: "Duane Reade", patterns: [/\bDUANE READE\b/] },
  { chainCode: "KROGER", name: "Fred Meyer", patterns: [/\bFRED MEYER\b/] },
  { chainCode: "KROGER", name: "Ralphs", patterns: [/\bRALPHS\b/] },
  { chainCode: "KROGER", name: "Smith's", patterns: [/\bSMITHS FOOD\b/] },
  { chainCode: "KROGER", name: "King Soopers", patterns: [/\bKING SOOPERS\b/] },
  { chainCode: "KROGER", name: "City Market", patterns: [/\bCITY MARKET\b/] },
  { chainCode: "KROGER", name: "Dillons", patterns: [/\bDILLON(S| COMPANIES| STORES)\b/] },
  { chainCode: "KROGER", name: "Fry's", patterns: [/\bFRYS FOOD\b/] },
  { chainCode: "KROGER", name: "QFC", patterns: [/^QFC\b/, /\bQUALITY FOOD CENTERS\b/] },
  { chainCode: "KROGER", name: "Harris Teeter", patterns: [/\bHARRIS TEETER\b/] },
  { chainCode: "KROGER", name: "Mariano's", patterns: [/\bMARIANOS\b/] },
  { chainCode: "KROGER", name: "Pick 'n Save", patterns: [/\bPICK N SAVE\b/] },
  { chainCode: "KROGER", name: "Metro Market", patterns: [/\bMETRO MARKET\b/] },
  { chainCode: "KROGER", name: "Baker's", patterns: [/\bBAKERS SUPERMARKETS\b/] },
  { chainCode: "KROGER", name: "Gerbes", patterns: [/\bGERBES\b/] },
  { chainCode: "KROGER", name: "Jay C", patterns: [/\bJAY C FOOD\b/] },
  { chainCode: "ALBERTSONS", name: "Jewel-Osco", patterns: [/\bJEWEL (FOOD|OSCO)\b/, /^JEWEL$/] },
  { chainCode: "ALBERTSONS", name: "Safeway", patterns: [/\bSAFEWAY\b/] },
  { chainCode: "ALBERTSONS", name: "Vons", patterns: [/\bVONS\b/] },
  { chainCode: "ALBERTSONS", name: "Acme Markets", patterns: [/\bACME MARKETS\b/] },
  { chainCode: "ALBERTSONS", name: "Shaw's", patterns: [/\bSHAWS\b/] },
  { chainCode: "ALBERTSONS", name: "Star Market", patterns: [/^STAR MARKETS?\b/] },
  { chainCode: "ALBERTSONS", name: "Pavilions", patterns: [/\bPAVILIONS\b/] },
  { chainCode: "ALBERTSONS", name: "Randalls", patterns: [/\bRANDALLS\b/] },
  { chainCode: "ALBERTSONS", name: "Tom Thumb", patterns: [/\bTOM THUMB\b/] },
  { chainCode: "ALBERTSONS", name: "United Supermarkets", patterns: [/\bUNITED SUPERMARKETS\b/] },
  { chainCode: "ALBERTSONS", name: "Market Street", patterns: [/\bMARKET STREET\b/] },
  { chainCode: "ALBERTSONS", name: "Amigos", patterns: [/\bAMIGOS\b/] },
  { chainCode: "ALBERTSONS", name: "Carrs", patterns: [/\bCARR(S| GOTTSTEIN)\b/] },
  { chainCode: "ALBERTSONS", name: "Haggen", patterns: [/\bHAGGEN\b/] },
  { chainCode: "ALBERTSONS", name: "Osco Pharmacy", patterns: [/\bOSCO DRUG\b/, /\bAMERICAN DRUG STORES\b/] },
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
  { chainCode: "CVS", name: "CVS Pharmacy at Target", patterns: [/^TARGET\b/] },
];

// The banner of a chain store, or null when none of its names names one (the chain's display name applies).
export function bannerOf(chainCode: string, names: readonly (string | null | undefined)[]): string | null {
  const banners = BANNERS.filter((b) => b.chainCode === chainCode);
  for (const name of names) {
    if (!name) continue;
    const normalized = normalizeOrganizationName(name);
    const banner = banners.find((b) => b.patterns.some((p) => p.test(normalized)));
    if (banner) return banner.name;
  }
  return null;
}

// Chains that closed every store, and closed banners NPPES still lists under active NPIs (a store that closes need
// not deactivate its NPI). Their stores are not listed: a patient must not walk to a shuttered store.
export const CLOSED = {
  // Rite Aid closed or sold every store in its 2025 bankruptcy, Bartell Drugs (a Rite Aid company) and its Thrifty
  // Payless and Eckerd entities included; Kmart's last pharmacies closed by 2019.
  chainCodes: new Set(["RITE_AID", "KMART"]),
  // Fred's (closed 2019), A&P and its Waldbaum's, Pathmark and Bormans (Farmer Jack) stores (closed 2015), Shopko
  // (closed 2019): these are matched on the legal or DBA name, since the chain list leaves them independent.
  names: [/^FREDS (INC|STORES|PHARMACY)\b/, /\bGREAT ATLANTIC AND PACIFIC TEA\b/, /^A AND P\b/, /\bWALDBAUMS?\b/, /\bPATHMARK\b/, /\bBORMANS\b/, /\bSHOPKO\b/], // prettier-ignore
};

export function isClosedStore(chainCode: string, names: readonly (string | null | undefined)[]): boolean {
  if (CLOSED.chainCodes.has(chainCode)) return true;
  return names.some((name) => name && CLOSED.names.some((p) => p.test(normalizeOrganizationName(name))));
}
