// Twenty-seventh session (NETWORK.md): an operating company's NPI at a grocer's pharmacy counter, by its telephone
// number. An independent NPPES knows only by an operator's name ("Mcbe Company" at four Minnesota Hy-Vee stores, "1918
// Winter Street Operating Co" at Albertsons stores in Texas, "Z" at Albertsons, Kuna) whose number a grocery chain's
// store of a list answers in its state is that store's pharmacy: the sign over the counter is the grocer's, as where
// the list places the grocer's store at the NPI's street (`isOperatorAtChainStore`, place-pharmacies.ts). Not a name
// of a market or grocer of its own ("The Markets", Bellingham, bought a Safeway and kept its number), of a pharmacy, a
// hospital, clinic or services company, nor a person's or a possessive; not a name CMS DMEPOS 2026 lists in its city (a pharmacy
// trading under it); and only where the stores answering the number are one chain's.
import { CLOSED, NOT_GROCERS } from "./banners";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { normalizeCity, normalizeStoreName } from "./normalize-street";
import type { StoreLocation } from "./parse-store-locations";
import { namesOnlyAnOperator } from "./place-pharmacies";
import { normalizeOrganizationName } from "./recognize-chain";

// A grocer's own name: an independent market that bought a chain's store keeps the store's number under its own sign.
const GROCER_NAME = /\b(MARKETS?|FOODS?|GROCERY|GROCERS?|SUPERMARKETS?|FOODCENTERS?|FOODLINER|SUPER ?CENTER)\b/;

// A possessive is a shop's name ("Bedel's", Storm Lake, at a Hy-Vee's number), not an operating company's.
const POSSESSIVE = /\w'S\b/i;

type Caller = { chainCode: string; phone: string | null; state: string; city: string; legalName: string; dbaName?: string | null }; // prettier-ignore

export function answeringGrocer(locations: readonly StoreLocation[]): (p: Caller) => StoreLocation | null {
  const byPhone = new Map<string, StoreLocation[]>();
  const listed = new Set<string>();
  for (const l of locations) {
    if (l.source === "dmepos") {
      if (l.name) listed.add(`${l.state}|${normalizeCity(l.city)}|${normalizeStoreName(l.name)}`);
      continue;
    }
    if (!l.phone || !l.chainCode || NOT_GROCERS.has(l.chainCode) || CLOSED.chainCodes.has(l.chainCode)) continue;
    const key = `${l.state}|${l.phone}`;
    byPhone.set(key, [...(byPhone.get(key) ?? []), l]);
  }
  return (p) => {
    if (p.chainCode !== INDEPENDENT_CHAIN_CODE || !p.phone) return null;
    const names = [p.legalName, p.dbaName].filter((n): n is string => !!n);
    if (!namesOnlyAnOperator(names) || names.some((n) => GROCER_NAME.test(normalizeOrganizationName(n)) || POSSESSIVE.test(n))) return null; // prettier-ignore
    if (names.some((n) => listed.has(`${p.state}|${normalizeCity(p.city)}|${normalizeStoreName(n)}`))) return null;
    const stores = byPhone.get(`${p.state}|${p.phone}`) ?? [];
    return stores.length > 0 && new Set(stores.map((l) => l.chainCode)).size === 1 ? stores[0]! : null;
  };
}
