import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sphericalMiles } from "../../geo/distance-miles";
import { readPharmacySeed } from "./read-network-seed";
import { measureSigns } from "./sign-evidence";
import { readSignSources } from "./sign-sources";

// Twenty-third session (NETWORK.md, "every store under the sign the lists show at its address"): the cases were read
// from the public store lists (All the Places 2021's Target, Walgreens and Acme/ShopRite rows, stiles 2024's Walgreens
// rows, CMS DMEPOS 2026's Hawaii rows) at each NPI's street; every one failed on the seed before this session.
const DATA = "../shared/data";

// [NPI, the sign and number the store shows, street, city, state]
const SIGNS: [npi: string, name: string, street: string, city: string, state: string][] = [
  // CVS counters inside a Target of All the Places 2021 (same street, within 0.15 mile), signed "CVS Pharmacy" before.
  ["1689868572", "CVS Pharmacy at Target #17358", "67 Pleasant Valley St", "Methuen", "MA"],
  ["1750322798", "CVS Pharmacy at Target #16093", "2169 W Redondo Beach Blvd", "Gardena", "CA"],
  ["1285656967", "CVS Pharmacy at Target #16994", "1200 Edwards Ferry Rd NE", "Leesburg", "VA"],
  ["1952323644", "CVS Pharmacy at Target #16788", "21615 S Diamond Lake Rd", "Rogers", "MN"],
  ["1467474122", "CVS Pharmacy at Target #16847", "5959 Long Prairie Rd", "Flower Mound", "TX"],
  ["1649292293", "CVS Pharmacy at Target #16180", "880 Sand Lake Rd", "Orlando", "FL"],
  ["1831383801", "CVS Pharmacy at Target #17220", "375 18th St NW", "Atlanta", "GA"],
  // CVS in Hawaii: Longs Drugs (every CVS row of CMS DMEPOS 2026 there is the Longs entity).
  ["1134162902", "Longs Drugs #9228", "1330 Pali Hwy", "Honolulu", "HI"],
  ["1225070055", "Longs Drugs #9189", "3-2600 Kaumualii Hwy Ste 1100", "Lihue", "HI"],
  ["1609819911", "Longs Drugs #9303", "1215 S Kihei Rd, Ste B", "Kihei", "HI"],
  // NPPES's "Duane Reade" where All the Places 2021 writes Walgreens (New Jersey, Staten Island).
  ["1265739049", "Walgreens #12406", "9255 Kennedy Blvd", "North Bergen", "NJ"],
  ["1700891793", "Walgreens #3197", "2395 John F Kennedy Blvd", "Jersey City", "NJ"],
  ["1154336147", "Walgreens #5343", "6012 Kennedy Blvd W", "West New York", "NJ"],
  ["1952316028", "Walgreens #3916", "758 Arthur Kill Rd", "Staten Island", "NY"],
  // A&P's stores sold one by one, under the grocer a list holds at their street (dropped as closed before).
  ["1902821556", "Acme Markets #2428", "829 Route 82", "Hopewell Junction", "NY"],
  ["1245255892", "Acme Markets #2679", "18578 Coastal Hwy", "Rehoboth Beach", "DE"],
  ["1609891266", "Acme Markets #1083", "125 18th St", "Jersey City", "NJ"],
  ["1649295296", "ShopRite", "5508 Sunrise Hwy", "Massapequa", "NY"],
  // Brookshire Grocery's pharmacies at the street of a Walgreens of the 2024 list opened since 2021.
  ["1265935597", "Walgreens #21557", "2210 Veterans Memorial Dr", "Abbeville", "LA"],
  ["1033592514", "Walgreens #21482", "1801 N 18th St", "Monroe", "LA"],
  ["1922243906", "Walgreens #21480", "880 East State Highway 243", "Canton", "TX"],
  // Osco's North Dakota NPIs, whose telephone the CVS of the 2024 list at their street answers.
  ["1649211517", "CVS Pharmacy #8613", "1321 19th Ave North", "Fargo", "ND"],
  ["1700828993", "CVS Pharmacy #8611", "1520 20th Ave Sw", "Minot", "ND"],
  ["1619919800", "CVS Pharmacy #8620", "1950 32nd Ave. S", "Grand Forks", "ND"],
];

// Stores whose sign stays: Manhattan's Duane Reade (All the Places writes Duane Reade), Times beside Longs Drugs at
// Kamehameha Shopping Center (both there before 2021), Kroger beside a CVS at Target at 401 S Mount Juliet Rd, Ralphs
// beside CVS #10026 (Suite C) at 591 Country Club Dr, a CVS of a mall with a Target (Grossmont Center, 0.18 mile off).
const KEPT: [npi: string, name: string][] = [
  ["1255357463", "Duane Reade #14246"],
  ["1942695911", "Times Pharmacy"],
  ["1629093349", "Kroger"],
  ["1558386151", "Ralphs"],
  ["1780627042", "CVS Pharmacy #9169"],
];

// Albertsons NPIs at the street of a Walmart of All the Places 2021, absent from Albertsons' whole 2022 list (univaf):
// a patient there finds a Walmart, not an Albertsons.
const CLOSED = ["1619914173", "1922045483", "1821035387", "1407893951"];

describe("the committed seed signs each chain store as the store lists show it", { timeout: 180_000 }, async () => {
  const { pharmacies } = await readPharmacySeed();
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));

  it.each(SIGNS)("holds %s as %s, %s, %s, %s", (npi, name, street, city, state) => {
    expect(byNpi.get(npi)).toMatchObject({ name, street, city, state });
  });

  it.each(KEPT)("keeps %s as %s", (npi, name) => {
    expect(byNpi.get(npi)?.name).toBe(name);
  });

  it("holds no Albertsons at a Walmart of Dallas-Fort Worth that Albertsons' whole list lacks", () => {
    expect(CLOSED.filter((npi) => byNpi.has(npi))).toEqual([]);
  });

  it("holds Breaux Bridge's Walgreens #21562 once, at Brookshire's old counter, 924 Rees St", () => {
    const there = pharmacies.filter((p) => p.city === "Breaux Bridge" && p.street.startsWith("924 Rees"));
    expect(there.map((p) => p.name)).toEqual(["Walgreens #21562"]);
  });

  it("signs every CVS store in Hawaii Longs Drugs, or CVS Pharmacy at Target inside a Target", () => {
    const hawaii = pharmacies.filter((p) => p.chainCode === "CVS" && p.state === "HI");
    expect(hawaii.length).toBeGreaterThanOrEqual(9);
    expect(hawaii.filter((p) => !/^(Longs Drugs|CVS Pharmacy at Target)\b/.test(p.name))).toEqual([]);
  });

  // Over the whole network, from the public files: the seed before this session had 647 chain stores whose sign no
  // list at their address confirmed (586 another banner of the chain: 560 CVS counters in Targets, 11 Duane Reade;
  // 59 another chain: Brookshire's at Walgreens, Albertsons at Walmart, Osco at CVS); now 47, read one by one.
  it.skipIf(!existsSync(DATA))("confirms nearly every chain store's sign by the lists at its address", async () => {
    const sources = await readSignSources(DATA);
    const { withEvidence, mismatches } = measureSigns({ stores: pharmacies, ...sources });
    expect(withEvidence).toBeGreaterThan(9_500);
    expect(mismatches.length).toBeLessThanOrEqual(60);
    expect(mismatches.filter((m) => m.kind === "anotherBanner").length).toBeLessThanOrEqual(20);
    // No CVS store at a Target's street and rooftop left under the plain CVS sign.
    const targets = sources.locations.filter((l) => l.source === "atp" && l.chainCode === "TARGET");
    const plainAtTarget = mismatches.filter(
      (m) =>
        m.sign === "CVS Pharmacy" && targets.some((t) => sphericalMiles(t, m.store) <= 0.05 && t.zip === m.store.zip),
    );
    expect(plainAtTarget.map((m) => m.store.npi)).toEqual([]);
  });
});
