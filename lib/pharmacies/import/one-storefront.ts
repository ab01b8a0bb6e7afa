// Twenty-seventh session (NETWORK.md): the NPIs of successive owners at one storefront under other names and numbers.
// The counter rule (one-counter.ts) joins the NPIs of one store that give one telephone number, or one name at one
// address; a new owner who renames the pharmacy and takes a new number leaves the old NPI active beside the new one
// ("Evergreen Pharmacy", 2018, and "Pine Plaza Pharmacy", 2024, at 7 Broad Ave Ste 105, Palisades Park NJ; "Qk
// Pharmacy", 2017, and "Troy Pharmacy", 2022, at 13617 39th Ave #1b, Flushing NY). Independents of one zip at one
// street and one unit (`sameCounterStreet`, `unitOf`; no unit on either, or the same) are one storefront when every
// NPI but the newest was last touched in NPPES (enumerated or updated) before the newest was enumerated: the old owner
// stopped with the new one's coming. The newest is kept (CMS DMEPOS 2026 names it in 97 of the 99 such storefronts
// where it names one of their pharmacies in the city), unless DMEPOS lists another's name once in the city (one store
// of that name, trading); where it lists two of them, both trade and both stay. Never a hospital's, clinic's or closed-door arm (`isArm`), nor a record without NPPES dates (NPPES
// 2026-02's, which tell no succession). The NPI kept takes the others' street, rooftop and sign (`takeOver`).
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import type { PharmacyRecord, Rejection } from "../pharmacy-record";
import { isArm, type Member, namesOf, sameCounterStreet, takeOver, unitOf } from "./one-counter";
import type { StoreLocation } from "./parse-store-locations";
import type { PlaceablePharmacy, PlacedPharmacy } from "./place-pharmacies";
import { normalizeCity, normalizeStoreName } from "./normalize-street";

const cityName = (state: string, city: string, name: string) => `${state}|${normalizeCity(city)}|${normalizeStoreName(name)}`; // prettier-ignore

export const ONE_STOREFRONT_REASON =
  "another NPI of the same storefront: a former owner's, under another name and number at one zip, street and unit, its NPPES record untouched since the NPI kept was enumerated, no hospital, clinic or closed-door arm (the name CMS 2026 lists once in the city, else the NPI enumerated last, is kept)"; // prettier-ignore

export function keepOneNpiPerStorefront(
  records: readonly PlacedPharmacy[],
  pharmacies: readonly PlaceablePharmacy[],
  locations: readonly StoreLocation[],
  rejected: Rejection[],
): PlacedPharmacy[] {
  const raw = new Map(pharmacies.map((p) => [p.npi, p]));
  // A name CMS DMEPOS 2026 lists once in the city is one store's; a chain's of many stores there (Aurora Pharmacy,
  // Milwaukee) tells nothing of this storefront.
  const listings = new Map<string, number>();
  for (const l of locations)
    if (l.source === "dmepos" && l.name) listings.set(cityName(l.state, l.city, l.name), (listings.get(cityName(l.state, l.city, l.name)) ?? 0) + 1); // prettier-ignore
  const listedOnce = (m: Member) => namesOf(m).some((n) => listings.get(cityName(m.record.state, m.record.city, n)) === 1); // prettier-ignore
  const rank = (m: Member) => [listedOnce(m) ? 1 : 0, m.raw?.enumerationDate ?? "", m.record.npi] as const;
  const better = (a: Member, b: Member) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
    return false;
  };
  const byZip = new Map<string, Member[]>();
  for (const record of records) {
    if (record.chainCode !== INDEPENDENT_CHAIN_CODE || !record.street) continue;
    const m = { record, raw: raw.get(record.npi) };
    if (isArm(namesOf(m), m.raw?.primaryTaxonomy)) continue;
    byZip.set(record.zip, [...(byZip.get(record.zip) ?? []), m]);
  }
  const dropped = new Set<PlacedPharmacy>();
  const replaced = new Map<PlacedPharmacy, PlacedPharmacy>();
  for (const members of byZip.values()) {
    for (const front of storefrontsOf(members)) {
      if (!isSuccession(front) || front.filter(listedOnce).length > 1) continue;
      const kept = front.reduce((best, m) => (better(m, best) ? m : best));
      const others = front.filter((m) => m !== kept);
      for (const m of others) {
        dropped.add(m.record);
        rejected.push({ line: m.raw?.line ?? 0, reason: ONE_STOREFRONT_REASON, detail: `${m.record.npi} for ${kept.record.npi}`, npi: m.record.npi }); // prettier-ignore
      }
      replaced.set(kept.record, takeOver(kept.record, others.map((m) => m.record))); // prettier-ignore
    }
  }
  return records.filter((r) => !dropped.has(r)).map((r) => replaced.get(r) ?? r);
}

// The storefronts of one zip holding two names or more: one street and one unit.
export function storefrontsOf<M extends { record: Pick<PharmacyRecord, "name" | "street"> }>(
  members: readonly M[],
): M[][] {
  const fronts: M[][] = [];
  for (const m of members) {
    const same = (o: M) =>
      sameCounterStreet(o.record.street, m.record.street) && unitOf(o.record.street) === unitOf(m.record.street);
    const meets = fronts.filter((front) => front.some(same));
    for (const front of meets) fronts.splice(fronts.indexOf(front), 1);
    fronts.push([...meets.flat(), m]);
  }
  return fronts.filter((front) => new Set(front.map((m) => normalizeStoreName(m.record.name))).size > 1);
}

// Every NPI but the newest last touched before the newest was enumerated (all of them dated by NPPES).
type Dated = { raw?: { enumerationDate?: string | null; lastUpdateDate?: string | null } | undefined };
export function isSuccession(front: readonly Dated[]): boolean {
  const dates = front.map((m) => ({ enumerated: m.raw?.enumerationDate ?? "", touched: [m.raw?.enumerationDate ?? "", m.raw?.lastUpdateDate ?? ""].sort().at(-1)! })); // prettier-ignore
  if (dates.some((d) => !d.enumerated)) return false;
  const newest = dates.reduce((a, b) => (b.enumerated > a.enumerated ? b : a));
  return dates.every((d) => d === newest || d.touched < newest.enumerated);
}
