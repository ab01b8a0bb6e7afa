// Twenty-third session (NETWORK.md): the sign a chain store of the network shows against what the public store lists
// show at its address. For every store the seed labels with a chain, the lists' stores at its street (same zip, house
// number and street name: All the Places 2021, stiles 2024, univaf 2022), the CMS DMEPOS 2026 rows on its rooftop and
// the 2022 locator's name for its NPI are read; each says which chain stands there and, where the list writes one, the
// banner over the door. A store mismatches where some evidence names another chain or another banner of its chain and
// none names its own.
import { distanceMiles } from "../../geo/distance-miles";
import { CHAINS, INDEPENDENT_CHAIN_CODE } from "../chains";
import type { PharmacyRecord } from "../pharmacy-record";
import { signOf } from "./banners";
import { operatorOf } from "./merge-npi-sources";
import { isInBox } from "./place-pharmacies";
import { normalizeStreet, streetKey } from "./normalize-street";
import type { StoreLocation } from "./parse-store-locations";
import { normalizeOrganizationName } from "./recognize-chain";

export type SignedStore = Pick<
  PharmacyRecord,
  "npi" | "name" | "chainCode" | "street" | "city" | "state" | "zip" | "lat" | "lng" | "placement"
>;

// What one source says stands at the store: its chain (null for a brand no chain of ours covers) and the banner, where
// the source tells banners apart (null where it writes the chain's name only: stiles' CVS and Kroger rows).
export type SignEvidence = { source: string; chainCode: string | null; banner: string | null; said: string };

export const SIGN_MISMATCH_KINDS = {
  closedChain: "a chain that closed every store (Rite Aid, Bartell) stands at the address in the list",
  anotherChain: "another chain stands at the address in the list",
  anotherBanner: "another banner of the store's chain stands at the address in the list",
} as const;
export type SignMismatchKind = keyof typeof SIGN_MISMATCH_KINDS;
export type SignMismatch = { store: SignedStore; sign: string; kind: SignMismatchKind; evidence: SignEvidence[] };

// DMEPOS rows are geocoded by CMS on their own: only one on the store's rooftop counts.
const DMEPOS_SAME_SPOT_MILES = 0.05;
const CLOSED_CHAINS = new Set(["RITE_AID", "KMART"]);
const chainNames = new Map(CHAINS.map((c) => [c.code, c.name]));

// The sign a seed name shows, without its store number ("Safeway #1234" is "Safeway").
export const signOfName = (name: string) => name.replace(/\s+#\d+$/, "");
const fold = (sign: string) =>
  normalizeOrganizationName(sign)
    .replace(/\bPHARMACY\b/g, "")
    .trim();

// The banner a list row shows, in the network's words: a banner of banners.ts, else the chain's own name where the
// list names the chain itself, else null (the list tells no banner).
function evidenceOf(l: StoreLocation, lat: number): SignEvidence {
  const said = l.banner ?? l.name ?? "";
  const chainCode = l.chainCode ? operatorOf(l.chainCode) : null;
  if (!chainCode) return { source: l.source, chainCode: null, banner: said, said };
  const { banner } = signOf(chainCode, [said], { state: l.state, lat });
  // All the Places and univaf write each store's banner (Duane Reade, Vons, Target); stiles writes one name per chain
  // file (every Walgreens row "Walgreens", Duane Reade's too; CVS and Kroger rows the chain), and DMEPOS legal names
  // ("Albertsons LLC" on Safeway stores): those tell the chain only.
  const tellsBanners = l.source === "atp" || l.source === "univaf";
  return { source: l.source, chainCode, banner: banner ?? (tellsBanners ? (chainNames.get(chainCode) ?? said) : null), said }; // prettier-ignore
}

export function measureSigns({
  stores,
  locations,
  locatorNames,
  chainOfName,
}: {
  stores: readonly SignedStore[];
  locations: readonly StoreLocation[];
  locatorNames: ReadonlyMap<string, string>; // NPI -> the 2022 locator's name for it
  chainOfName: (name: string, state: string) => string; // the network's chain for a name (recognizeChain)
}): { measured: number; withEvidence: number; agreeing: number; mismatches: SignMismatch[] } {
  const byStreet = new Map<string, StoreLocation[]>();
  const dmepos: StoreLocation[] = [];
  for (const l of locations) {
    if (l.source === "dmepos") {
      dmepos.push(l);
      continue;
    }
    const key = l.street && l.zip ? streetKey(l.street) : null;
    if (!key) continue;
    const list = byStreet.get(`${l.zip}|${key}`);
    if (list) list.push(l);
    else byStreet.set(`${l.zip}|${key}`, [l]);
  }
  // DMEPOS rows in cells of about 0.07 mile.
  const CELL = 0.001;
  const grid = new Map<string, StoreLocation[]>();
  for (const l of dmepos) {
    const k = `${Math.floor(l.lat / CELL)}|${Math.floor(l.lng / CELL)}`;
    grid.set(k, [...(grid.get(k) ?? []), l]);
  }
  const dmeposAt = (s: SignedStore) => {
    const [i, j] = [Math.floor(s.lat / CELL), Math.floor(s.lng / CELL)];
    const near: StoreLocation[] = [];
    for (let di = -1; di <= 1; di++)
      for (let dj = -1; dj <= 1; dj++)
        for (const l of grid.get(`${i + di}|${j + dj}`) ?? [])
          if (isInBox(s, l, DMEPOS_SAME_SPOT_MILES) && distanceMiles(s, l) <= DMEPOS_SAME_SPOT_MILES) near.push(l);
    return near;
  };
  const direction = (street: string) => {
    const word = normalizeStreet(street).split(" ")[1] ?? "";
    return ["N", "S", "E", "W", "NE", "NW", "SE", "SW"].includes(word) ? word : null;
  };

  let measured = 0;
  let withEvidence = 0;
  let agreeing = 0;
  const mismatches: SignMismatch[] = [];
  for (const store of stores) {
    if (store.chainCode === INDEPENDENT_CHAIN_CODE) continue;
    measured++;
    const sign = signOfName(store.name);
    const key = streetKey(store.street);
    const atStreet = key
      ? (byStreet.get(`${store.zip}|${key}`) ?? []).filter((l) => {
          const [a, b] = [direction(store.street), direction(l.street!)];
          return !a || !b || a === b;
        })
      : [];
    const evidence: SignEvidence[] = atStreet.map((l) => evidenceOf(l, store.lat));
    if (store.placement === "rooftop")
      for (const l of dmeposAt(store)) {
        const chainCode = operatorOf(chainOfName(l.name ?? "", l.state));
        if (chainCode === INDEPENDENT_CHAIN_CODE) continue;
        evidence.push({ ...evidenceOf({ ...l, chainCode }, store.lat), banner: null });
      }
    const locatorName = locatorNames.get(store.npi);
    if (locatorName) {
      const chainCode = operatorOf(chainOfName(locatorName, store.state));
      if (chainCode !== INDEPENDENT_CHAIN_CODE) {
        // The locator names the pharmacy's programme ("SAV-ON PHARMACY" at Albertsons stores): the chain only.
        evidence.push({ source: "locator", chainCode, banner: null, said: locatorName });
      }
    }
    if (evidence.length === 0) continue;
    withEvidence++;
    const sameChain = evidence.filter((e) => e.chainCode === store.chainCode);
    // Only sources that tell the chain's banners apart can contradict a banner; a chain-only source agrees with any.
    const told = sameChain.filter((e) => e.banner !== null);
    const agrees = told.length ? told.some((e) => fold(e.banner!) === fold(sign)) : sameChain.length > 0;
    if (agrees) {
      agreeing++;
      continue;
    }
    const kind: SignMismatchKind = sameChain.length
      ? "anotherBanner"
      : evidence.some((e) => e.chainCode && CLOSED_CHAINS.has(e.chainCode))
        ? "closedChain"
        : "anotherChain";
    mismatches.push({ store, sign, kind, evidence });
  }
  return { measured, withEvidence, agreeing, mismatches };
}
