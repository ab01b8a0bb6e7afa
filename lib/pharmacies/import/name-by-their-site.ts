// Twenty-sixth session (NETWORK.md): an independent known only by its owner's name ("C. A. Kuykendall", "BVP"), whose
// own zip and street an HHS Test to Treat site of 2023 names as a pharmacy ("VILLAGE PHARMACY", "City Drug of Bridger
// Valley"), shows that name: the sign at the address, as the 2022 locator's name for an NPI is (merge-npi-sources.ts).
// The site names no NPI, so the address must be one store's: one independent of the network there, and every site
// there one name.
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { signName } from "./format-fields";
import { streetKey } from "./normalize-street";
import type { AddressPoint } from "./parse-address-points";
import { namesNothingOfAPharmacy, withField, type PlacedPharmacy } from "./place-pharmacies";
import { recognizeChain } from "./recognize-chain";
import { signNamesAPharmacy } from "./validate-nppes-fields";

// What some sites write after the name: the pharmacy's telephone ("RIGHT CARE PHARMACY PH#951-677-1114").
const TRAILING_PHONE = /\s+(?:PH(?:ONE)?\s*#?\s*:?\s*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\s*$/i;

export function siteName(name: string): string {
  return name.replace(TRAILING_PHONE, "").trim();
}

export function nameByTheirSite(records: readonly PlacedPharmacy[], sites: readonly AddressPoint[]): PlacedPharmacy[] {
  const at = (zip: string, street: string) => {
    const key = streetKey(street);
    return key ? `${zip}|${key}` : null;
  };
  const names = new Map<string, Set<string>>();
  for (const s of sites) {
    const key = s.name ? at(s.zip, s.street) : null;
    if (key) names.set(key, (names.get(key) ?? new Set()).add(signName(siteName(s.name!))));
  }
  const independents = new Map<string, number>();
  for (const p of records) {
    const key = p.chainCode === INDEPENDENT_CHAIN_CODE ? at(p.zip, p.street) : null;
    if (key) independents.set(key, (independents.get(key) ?? 0) + 1);
  }
  return records.map((p) => {
    const key = at(p.zip, p.street);
    if (!key || p.chainCode !== INDEPENDENT_CHAIN_CODE || !namesNothingOfAPharmacy(p.name)) return p;
    const named = [...(names.get(key) ?? [])];
    const name = named[0];
    if (named.length !== 1 || independents.get(key) !== 1 || !name || !signNamesAPharmacy(name)) return p;
    if (recognizeChain({ legalName: name, state: p.state }) !== INDEPENDENT_CHAIN_CODE) return p;
    return { ...p, name, sources: withField(p.sources, "name", "test-to-treat-2023") };
  });
}
