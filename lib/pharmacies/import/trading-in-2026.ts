// Twenty-sixth session (NETWORK.md): an independent the 2022 locator alone lists, which CMS DMEPOS 2026 shows trading
// under its name at its own address. Its absence from NPPES 2026-02's list of independents was read as closing, but
// that list is not every open pharmacy: it holds 52-88 % of the 2025-10 extract's open independents per state (Wisconsin
// 52 %, Minnesota 64 %, Iowa 71 %), none in Puerto Rico, and it left out chains by name. The locator's own name and
// point, and a DMEPOS listing that shares a word of that name within SAME_STORE_MILES of the point, are a store of 2026.
import { buildSpatialGrid } from "../../geo/spatial-grid";
import { normalizeStoreName } from "./normalize-street";
import type { ListedPharmacy } from "./parse-npi-sources";
import type { StoreLocation } from "./parse-store-locations";
import { normalizeOrganizationName } from "./recognize-chain";
import { namesAPharmacy, NOT_RETAIL_NAME } from "./validate-nppes-fields";

// Where DMEPOS and the locator geocode one address (the locator's NPPES stores at DMEPOS's rows of their name: 0.03
// mile at the median); a neighbour's listing in a plaza is farther, and shares no word of the name.
export const SAME_STORE_MILES = 0.1;
// Words every pharmacy's name may hold: they tell no store from another.
const COMMON_WORDS = new Set(
  "PHARMACY PHARMACIES PHARM PHCY DRUG DRUGS DRUGSTORE STORE RX APOTHECARY CHEMIST CHEMISTS FARMACIA BOTICA DISCOUNT FAMILY RETAIL COMMUNITY PRESCRIPTION PRESCRIPTIONS SHOPPE AND OF THE AT SAN SANTA DEL LA EL DE LOS LAS".split(" "), // prettier-ignore
);

export function nameWords(name: string): Set<string> {
  return new Set(
    normalizeStoreName(name)
      .split(" ")
      .filter((w) => w.length > 2 && !/^\d+$/.test(w) && !COMMON_WORDS.has(w)),
  );
}
const shareAWord = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((w) => b.has(w));

// `tradingIn2026(listed, storesOfZip)`: the DMEPOS listing that shows the locator's walk-in independent open in 2026,
// or null. Null too where a store the sources already give in its zip shares a word of either name: the same
// pharmacy under a newer NPI ("Futrell Pharmacy", Pocahontas, AR), which the network holds.
export function tradingIn2026(locations: readonly StoreLocation[]) {
  const directory = buildSpatialGrid(locations.filter((l) => l.source === "dmepos" && !l.chainCode && l.name));
  return (listed: ListedPharmacy, storesOfZip: readonly { name: string }[]): StoreLocation | null => {
    const normalized = normalizeOrganizationName(listed.name);
    if (!listed.point || !namesAPharmacy(listed.name) || NOT_RETAIL_NAME.test(normalized)) return null;
    const words = nameWords(listed.name);
    const point = listed.point;
    // The nearest listing within SAME_STORE_MILES that shares a word of the name.
    const listing = directory.within(point, SAME_STORE_MILES, (l) => shareAWord(words, nameWords(l.name!)))[0]?.item;
    if (!listing) return null;
    const both = new Set([...words, ...nameWords(listing.name!)]);
    return storesOfZip.some((s) => shareAWord(both, nameWords(s.name))) ? null : listing;
  };
}
