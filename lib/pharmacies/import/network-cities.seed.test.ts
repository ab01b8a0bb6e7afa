import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sphericalMiles } from "../../geo/distance-miles";
import { findNearbyPharmaciesIn } from "../find-nearby-pharmacies";
import { buildNetworkIndex } from "../network-index";
import { buyerOf } from "./banners";
import { networkSourceFiles } from "./network-source-files";
import { streetKey } from "./normalize-street";
import { parseNppesIndependents } from "./parse-npi-sources";
import { parseNppesSlim } from "./parse-nppes-slim";
import { parseAllThePlaces, parseStilesLocations, type StoreLocation } from "./parse-store-locations";
import { openDataFile } from "./read-delimited-rows";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";

// Twenty-second session (NETWORK.md, "towns with all of their pharmacies"): stores that stand today under their
// buyer's sign, whose only NPI in any source is the banner's or the independent's the buyer bought. The old seed
// dropped them as closed banners or as former independents a chain's store answers for, though the network held no
// store of the chain there: Delaware towns lost their Walgreens, Michigan suburbs their Kroger.
const DATA = "../shared/data";

// NPI, the sign and number the chain's list gives the store, city, zip. Read from NPPES 2025-10 / 2026-02 (the NPI, its
// street or phone) and the buyer's list (All the Places 2021, stiles 2024: the store at that street or phone).
const SOLD_BANNERS: [npi: string, name: string, city: string, zip: string][] = [
  // "HAPPY HARRYS INC" NPIs (NPPES 2026-02, no street), each at the Walgreens answering its phone.
  ["1144240433", "Walgreens #11017", "Bear", "19701"],
  ["1063435360", "Walgreens #12462", "Middletown", "19709"],
  ["1356363733", "Walgreens #11031", "Millsboro", "19966"],
  ["1669491841", "Walgreens #9687", "Dover", "19904"],
  ["1730100140", "Walgreens #11028", "Newark", "19711"],
  ["1255355566", "Walgreens #11050", "Newark", "19702"],
  // "KERR DRUG INC" NPIs (NPPES 2025-10) at a Walgreens of the 2024 list.
  ["1750335998", "Walgreens #16147", "Raleigh", "27609"],
  ["1861446023", "Walgreens #16156", "Benson", "27504"],
  ["1447204508", "Walgreens #16122", "Chapel Hill", "27517"],
  // "BORMANS INC" (Farmer Jack) NPIs (NPPES 2025-10) at a Kroger of the 2024 list.
  ["1104841766", "Kroger", "Dearborn Heights", "48127"],
  ["1902821564", "Kroger", "Dearborn", "48126"],
  ["1568487122", "Kroger", "Hazel Park", "48030"],
  ["1831114487", "Kroger", "Westland", "48185"],
];

// Independents NPPES 2026-02 (or 2025-10) lists, whose telephone the chain's store of the 2024 list answers, where no
// other NPI of any source stands for that store: small towns of several states and city neighbourhoods.
const BOUGHT_INDEPENDENTS: [npi: string, name: string, street: string, city: string, state: string][] = [
  ["1265547475", "CVS Pharmacy #10130", "110 Main Street", "Hebron", "CT"],
  ["1013083963", "CVS Pharmacy #10299", "3986 Old Post Rd.", "Charlestown", "RI"],
  ["1134231590", "CVS Pharmacy #10397", "25 2nd Street Northeast", "Aitkin", "MN"],
  ["1255346847", "CVS Pharmacy #10790", "111 North Main St.", "Frankenmuth", "MI"],
  ["1477651412", "CVS Pharmacy #10440", "709 E Main St", "Floyd", "VA"],
  ["1700996253", "CVS Pharmacy #10558", "304 South 5th Street", "Leesville", "LA"],
  ["1700928413", "Longs Drugs #5638", "96-3163 Pikake St.", "Pahala", "HI"], // CVS's sign in Hawaii (twenty-third session)
  ["1578661401", "CVS Pharmacy #8970", "362 Main Street, Suite 2", "Great Barrington", "MA"],
  ["1548286024", "Walgreens #15669", "119 East Jackson St", "Gate City", "VA"],
  ["1184114613", "Walgreens #11435", "915 N Broad St", "New Tazewell", "TN"],
  ["1821188475", "Walgreens #12929", "804 Spring St", "Waynesboro", "MS"],
  ["1164425120", "Walgreens #15296", "2262 Market St", "San Francisco", "CA"],
];

describe("the committed seed holds the stores their buyers run", { timeout: 180_000 }, async () => {
  const [{ pharmacies, chains }, { zips }] = await Promise.all([readPharmacySeed(), readZipSeed()]);
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));

  it.each(SOLD_BANNERS)("holds %s as %s in %s (%s), on the list's rooftop", (npi, name, city, zip) => {
    const p = byNpi.get(npi);
    expect(p && { name: p.name, city: p.city, zip: p.zip, placement: p.placement }).toEqual({ name, city, zip, placement: "rooftop" }); // prettier-ignore
  });

  it.each(BOUGHT_INDEPENDENTS)("holds %s as %s, %s, %s, %s", (npi, name, street, city, state) => {
    const p = byNpi.get(npi);
    expect(p && { name: p.name, street: p.street, city: p.city, state: p.state, placement: p.placement }).toEqual({ name, street, city, state, placement: "rooftop" }); // prettier-ignore
  });

  it("shows a patient of Hebron, CT 06248 its CVS", () => {
    const network = buildNetworkIndex({ chains, pharmacies, zips });
    const answer = findNearbyPharmaciesIn(network, { zip: "06248", limit: 10 });
    expect(answer.zipExists ? answer.pharmacies[0]?.name : null).toBe("CVS Pharmacy #10130");
  });

  it("keeps an independent whose name only looks like a closed chain's, where CMS 2026 lists it (Freds Pharmacy, Granville, NY)", () => {
    const p = byNpi.get("1851769541");
    expect(p && { name: p.name, chainCode: p.chainCode, city: p.city }).toEqual({ name: "Freds Pharmacy", chainCode: "INDEPENDENT", city: "Granville" }); // prettier-ignore
  });

  it("keeps a store's own NPI where a sold banner's NPI stands at the same store (Walgreens #11022, Bear; #11067, Middletown)", () => {
    expect(byNpi.get("1134143522")?.name).toBe("Walgreens #11022");
    expect(byNpi.get("1922022136")?.name).toBe("Walgreens #11067");
  });

  it("shows a patient of Millsboro, DE 19966 its Walgreens", () => {
    const network = buildNetworkIndex({ chains, pharmacies, zips });
    const answer = findNearbyPharmaciesIn(network, { zip: "19966", limit: 50 });
    const names = answer.zipExists ? answer.pharmacies.map((p) => p.name) : [];
    expect(names).toContain("Walgreens #11031");
  });

  // Every NPI of a sold banner whose street (NPPES 2025-10) or phone (NPPES 2026-02) a store of the buyer's answers,
  // where the buyer's 2024 list (stiles) holds that store: the network holds a store of the buyer there.
  it.skipIf(!existsSync(DATA))(
    "holds a store of the buyer at every sold banner's NPI its 2024 list places (old seed: 17 missing)",
    async () => {
      const files = networkSourceFiles(DATA);
      const [slim, independents, atp, stiles] = await Promise.all([
        parseNppesSlim(openDataFile(files.slim)),
        parseNppesIndependents(openDataFile(files.independents)),
        parseAllThePlaces(openDataFile(files.atp)),
        parseStilesLocations(openDataFile(files.stiles)),
      ]);
      const newer = (l: StoreLocation) =>
        stiles.records.some((s) => s.chainCode === l.chainCode && sphericalMiles(s, l) <= 0.3);
      const heldNear = (chainCode: string, l: StoreLocation) =>
        pharmacies.some((p) => p.chainCode === chainCode && sphericalMiles(p, l) <= 0.3);
      const missing: string[] = [];
      for (const r of slim.records) {
        const buyer = buyerOf([r.legalName, r.dbaName]);
        const key = streetKey(r.street);
        if (!buyer || !key) continue;
        const store = stiles.records.find((l) => l.chainCode === buyer && l.zip === r.zip && l.street && streetKey(l.street) === key); // prettier-ignore
        if (store && !heldNear(buyer, store)) missing.push(`${r.npi} ${r.legalName}, ${r.street}, ${r.city}`);
      }
      for (const r of independents.records) {
        const buyer = buyerOf([r.name]);
        if (!buyer || !r.phone) continue;
        const store = [...stiles.records, ...atp.records].find((l) => l.chainCode === buyer && l.state === r.state && l.phone === r.phone); // prettier-ignore
        if (store && newer(store) && !heldNear(buyer, store)) missing.push(`${r.npi} ${r.name}, ${r.city}`);
      }
      expect(missing).toEqual([]);
    },
  );

  // Every independent of NPPES 2026-02 whose telephone a CVS or Walgreens store of the 2024 list answers in its state
  // (a chain that bought the pharmacy keeps its number) has a store there: that chain's, within 0.3 mile of the list
  // store, or the independent itself where it still trades under its own name (CMS 2026 lists it, or its own NPI is
  // in the network), hospitals' and clinics' pharmacies a chain runs aside.
  it.skipIf(!existsSync(DATA))(
    "holds a store at every CVS or Walgreens of the 2024 list that answers an independent's telephone (old seed: 21 missing)",
    async () => {
      const files = networkSourceFiles(DATA);
      const [independents, stiles] = await Promise.all([
        parseNppesIndependents(openDataFile(files.independents)),
        parseStilesLocations(openDataFile(files.stiles)),
      ]);
      const phones = new Map<string, StoreLocation[]>();
      for (const l of stiles.records)
        if (l.phone && (l.chainCode === "CVS" || l.chainCode === "WALGREENS"))
          phones.set(`${l.state}|${l.phone}`, [...(phones.get(`${l.state}|${l.phone}`) ?? []), l]);
      const missing = independents.records.flatMap((r) => {
        const store = r.phone ? phones.get(`${r.state}|${r.phone}`)?.[0] : undefined;
        if (!store || byNpi.has(r.npi) || /HOSP|MEDICAL|HEALTH|CLINIC/i.test(r.name)) return [];
        const held = pharmacies.some((p) => p.chainCode === store.chainCode && sphericalMiles(p, store) <= 0.3);
        return held ? [] : [`${r.npi} ${r.name}, ${r.city}, ${r.state}`];
      });
      expect(missing).toEqual([]);
    },
  );
});
