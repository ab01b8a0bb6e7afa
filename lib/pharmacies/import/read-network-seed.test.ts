import { describe, expect, it } from "vitest";
import { indexZipGeography, sizeRegion } from "../../geo/size-region";
import { distanceMiles } from "../../geo/distance-miles";
import { buildSpatialGrid } from "../../geo/spatial-grid";
import { zipTimeZone } from "../../geo/zip-time-zone";
import { CHAINS, INDEPENDENT_CHAIN_CODE } from "../chains";
import { isValidNpi } from "./npi";
import { normalizeStoreName, normalizeStreet } from "./normalize-street";
import { isDrugstoreChain, namesOnlyAnOperator } from "./place-pharmacies";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";

// The committed seed, as a fresh clone loads it: regenerate it when chains.ts or the import rules change.
// The whole 54k-store seed is read and measured: seconds on a busy machine, beyond vitest's 5-second default.
describe("committed network seed", { timeout: 60_000 }, async () => {
  const [pharmacySeed, zipSeed] = await Promise.all([readPharmacySeed(), readZipSeed()]);
  const zips = new Map(zipSeed.zips.map((z) => [z.zip, z]));

  it("lists the chains of chains.ts plus INDEPENDENT", () => {
    expect(pharmacySeed.chains.map((c) => c.code)).toEqual([...CHAINS.map((c) => c.code), INDEPENDENT_CHAIN_CODE]);
  });

  it("holds tens of thousands of stores with valid, unique NPIs, with a city, state and known zip each", () => {
    const { pharmacies } = pharmacySeed;
    expect(pharmacies.length).toBeGreaterThan(30_000);
    expect(new Set(pharmacies.map((p) => p.npi)).size).toBe(pharmacies.length);
    expect(pharmacies.filter((p) => !isValidNpi(p.npi))).toEqual([]);
    expect(pharmacies.filter((p) => !/^\d{5}$/.test(p.zip) || !p.city || !p.state)).toEqual([]);
    // A zip no file knows (Puerto Rico's PO-box zips, Apache Junction's retired 85220) stays as NPPES writes it; the
    // store stands on its city's zip.
    expect(pharmacies.filter((p) => !zips.has(p.zip))).toEqual([]); // zips at the edge: a store's written zip is added
  });

  it("places most big-chain stores at their rooftop, within 30 miles of their zip", () => {
    const { pharmacies } = pharmacySeed;
    const rooftop = (code: string) => {
      const ofChain = pharmacies.filter((p) => p.chainCode === code);
      return ofChain.filter((p) => p.placement === "rooftop").length / ofChain.length;
    };
    for (const code of ["CVS", "WALGREENS", "WALMART", "PUBLIX"]) expect(rooftop(code)).toBeGreaterThan(0.9);
    expect(pharmacies.filter((p) => p.placement === "rooftop").length / pharmacies.length).toBeGreaterThan(0.25);
    const far = pharmacies.filter((p) => p.placement === "rooftop" && zips.has(p.zip) && distanceMiles(p, zips.get(p.zip)!) > 30); // prettier-ignore
    expect(far.map((p) => p.npi)).toEqual([]);
  });

  it("lists no store of a closed chain and names stores by their banner", () => {
    const { pharmacies } = pharmacySeed;
    expect(pharmacies.filter((p) => ["RITE_AID", "KMART"].includes(p.chainCode))).toEqual([]);
    const names = new Set(pharmacies.map((p) => p.name));
    for (const banner of ["Duane Reade", "Fred Meyer", "Jewel-Osco", "Mariano's"]) expect(names).toContain(banner);
    expect(pharmacies.find((p) => p.name === "Duane Reade")?.chainCode).toBe("WALGREENS");
    expect(pharmacies.filter((p) => p.openingHours !== null).length).toBeGreaterThan(1000);
  });

  it("recognises the big chains in numbers", () => {
    const count = (code: string) => pharmacySeed.pharmacies.filter((p) => p.chainCode === code).length;
    for (const code of ["CVS", "WALGREENS", "WALMART", "KROGER", "ALBERTSONS", "COSTCO", "PUBLIX"]) {
      expect(count(code)).toBeGreaterThan(100);
    }
  });

  it("credits GeoNames and covers Puerto Rico and Guam through the Census file, named by their stores", () => {
    expect(zipSeed.provenance.attribution).toContain("GeoNames (geonames.org)");
    expect(zips.get("10001")).toMatchObject({ city: "New York", state: "NY" });
    expect(zips.get("00725")).toMatchObject({ city: "Caguas", state: "PR" });
    expect(zips.get("96910")).toMatchObject({ state: "GU" });
    expect(zipTimeZone(zips.get("00725"))).toBe("America/Puerto_Rico");
    // Census zips without a store take their state by USPS prefix (zips at the edge): none is left without one.
    expect(zipSeed.zips.filter((z) => !z.state)).toEqual([]);
  });

  it("sizes a Manhattan region at 2 miles and a rural Montana one at the 50-mile cap", () => {
    const geography = indexZipGeography(zipSeed.zips);
    const stores = buildSpatialGrid(pharmacySeed.pharmacies);
    expect(sizeRegion({ zip: "10001", geography, stores, keyOf: (s) => s.chainCode })).toMatchObject({
      radiusMiles: 2,
      reachedMinStores: true,
    });
    expect(sizeRegion({ zip: "59301", geography, stores, keyOf: (s) => s.chainCode })).toMatchObject({
      radiusMiles: 50,
      reachedMinStores: false,
    });
  });

  // Fourteenth session (NETWORK.md "Fourteenth session"): classes that must not come back, over the whole seed.
  it("lists one store per chain and street, and no street-less second NPI of a store by its name and phone", () => {
    const { pharmacies } = pharmacySeed;
    const chainStreets = pharmacies
      .filter((p) => p.chainCode !== INDEPENDENT_CHAIN_CODE && p.street)
      .map((p) => `${p.chainCode}|${p.zip}|${normalizeStreet(p.street)}`);
    expect(chainStreets.length - new Set(chainStreets).size).toBe(0);
    const withStreet = new Set(
      pharmacies.filter((p) => p.street && p.phone).map((p) => `${p.zip}|${normalizeStoreName(p.name)}|${p.phone}`),
    );
    const seconds = pharmacies.filter(
      (p) => !p.street && p.phone && withStreet.has(`${p.zip}|${normalizeStoreName(p.name)}|${p.phone}`),
    );
    // 327 before the fourteenth session; 8 remain, whose name meets two street records of one phone (one store
    // written twice: "450077 Sr 200" and "450077 State Road 2oo" of Rav Pharma, Callahan, FL).
    expect(seconds.length).toBeLessThan(20);
  });

  it("shows Target's pharmacies as CVS's and no street in capitals", () => {
    const { pharmacies } = pharmacySeed;
    expect(pharmacies.filter((p) => p.chainCode === "TARGET")).toEqual([]);
    const target = pharmacies.filter((p) => /\bTarget\b/.test(p.name));
    expect(target.length).toBeGreaterThan(15);
    expect(target.every((p) => p.chainCode === "CVS" && p.name.startsWith("CVS Pharmacy at Target"))).toBe(true);
    expect(pharmacies.filter((p) => /[A-Z]{3,}/.test(p.street) && p.street === p.street.toUpperCase()).map((p) => p.street)).toEqual([]); // prettier-ignore
  });

  it("lists no store of a chain in a state it left: Albertsons Cos in Florida, Shaw's in Connecticut", () => {
    // univaf 2022 (every Albertsons Cos pharmacy) and CMS DMEPOS 2026 list none there; the NPPES records date from
    // 2006-09 and 41 of them stood at what All the Places 2021 lists as Publix stores. 97 Florida Albertsons before;
    // 7 remain, and 2 Shaw's of Connecticut, whose records a bulk update of 2025-09-11 touched (55 Albertsons LLC
    // NPIs that day, and 57 of Bormans, closed long ago), which the rule reads as a store's update.
    const { pharmacies } = pharmacySeed;
    expect(pharmacies.filter((p) => p.chainCode === "ALBERTSONS" && p.state === "FL").length).toBeLessThan(10);
    expect(pharmacies.filter((p) => p.name === "Shaw's" && p.state === "CT").length).toBeLessThan(5);
  });

  // Cases from the public lists. Lincolnton, NC (28092): CMS DMEPOS 2026 lists 7 pharmacies (Ingles, Walgreens,
  // Keever, Walmart, CVS, Sentry Drug Center 11 and 16); CVS's NPI is in no NPI source, the other 6 are here with
  // Brookins and Community Pharmacy of Lincolnton from NPPES: 8 stores, each once. (Hardy-White Pharmacies, 102
  // Doctors Park, gives Keever Pharmacy's number: one counter, Keever's NPI kept with that street; eighteenth session.)
  it("holds the stores of the chosen zips once each, under the NPI the newest source lists", () => {
    const inZip = (zip: string) => pharmacySeed.pharmacies.filter((p) => p.zip === zip);
    const lincolnton = inZip("28092");
    expect(lincolnton).toHaveLength(8);
    expect(lincolnton.find((p) => p.name === "Keever Pharmacy")).toMatchObject({ npi: "1104310028", street: "102 Doctors Park" }); // prettier-ignore
    expect(lincolnton.filter((p) => p.name.startsWith("Sentry Drug Center")).map((p) => p.name).sort()).toEqual(["Sentry Drug Center 11", "Sentry Drug Center 16"]); // prettier-ignore
    expect(lincolnton.find((p) => p.name === "Community Pharmacy of Lincolnton")).toMatchObject({ npi: "1972528586", street: "626 Center Dr" }); // prettier-ignore
    // Gardner, MA: Chair City Pharmacy under the NPI NPPES 2026-02 lists (1295237402), not the one it left out.
    expect(
      inZip("01440")
        .filter((p) => p.name === "Chair City Pharmacy")
        .map((p) => p.npi),
    ).toEqual(["1295237402"]);
    // Brandywine, MD: the CVS in the Target at 15922 Crain Hwy once, under CVS's NPI (stiles 2024 store 17457).
    expect(inZip("20613").filter((p) => p.street === "15922 Crain Hwy")).toMatchObject([{ npi: "1801044805", chainCode: "CVS" }]); // prettier-ignore
    // Terre Haute, IN: the Meijer of the 2022 locator, which the CMS 2026 directory lists 0.65 miles off.
    expect(inZip("47803").find((p) => p.chainCode === "MEIJER")).toMatchObject({ npi: "1659750842", street: "5600 E New Margaret Dr" }); // prettier-ignore
    // Olathe, KS: Four B Corp (Balls Food Stores) has four NPIs of four phones in 66062 in NPPES 2026-02: four stores
    // (a chain since the twentieth session, still told apart by their phones).
    expect(inZip("66062").filter((p) => p.chainCode === "BALLS_FOOD")).toHaveLength(4);
    // Dubuque, IA: three Hartig Drug NPIs, three phones (DMEPOS lists four Hartig Drug pharmacies in Dubuque).
    expect(inZip("52001").filter((p) => p.name === "Hartig Drug")).toHaveLength(3);
  });

  // Fifteenth session: an operating company's NPI at a grocery chain's listed store is that store (NETWORK.md).
  it("shows no store twice at a grocery chain's street and rooftop, once under its operating company's name", () => {
    const at = (p: { lat: number; lng: number; street: string }) => `${p.lat},${p.lng},${normalizeStreet(p.street)}`;
    const chainStores = new Set(
      pharmacySeed.pharmacies
        .filter(
          (p) => p.placement === "rooftop" && p.chainCode !== INDEPENDENT_CHAIN_CODE && !isDrugstoreChain(p.chainCode),
        ) // prettier-ignore
        .map(at),
    );
    // A suite of its own is another unit of the plaza (Om Shri Ganesh at 7628 103rd St Ste 5, beside Publix #263).
    const twice = pharmacySeed.pharmacies.filter(
      (p) => p.chainCode === INDEPENDENT_CHAIN_CODE && p.street && !/\b(Ste|Suite|Unit)\b|#/i.test(p.street) && chainStores.has(at(p)) && namesOnlyAnOperator([p.name]), // prettier-ignore
    );
    expect(twice.map((p) => `${p.name}, ${p.street}, ${p.city}`)).toEqual([]); // 23 before ("1918 Winter Street Operating Co" at 19 Albertsons Cos and Harris Teeter stores)
  });

  it("signs an operating company's NPI at a grocery chain's store by the store's banner and number", () => {
    const byNpi = new Map(pharmacySeed.pharmacies.map((p) => [p.npi, p]));
    const sign = (npi: string) => byNpi.get(npi) && `${byNpi.get(npi)!.chainCode} ${byNpi.get(npi)!.name}`;
    expect(sign("1275774606")).toBe("HYVEE Hy-Vee #2057"); // Mcbe Company, 370 S Main St, Zumbrota MN
    expect(sign("1033521273")).toBe("HYVEE Hy-Vee #2052"); // Weber & Judd Co, Rochester MN
    expect(sign("1114942778")).toBe("ALBERTSONS Acme Markets #2649"); // Super Fresh Food Markets, Ocean City NJ
    expect(sign("1164270955")).toBe("ALBERTSONS Albertsons #162"); // 1918 Winter Street Operating Co, Boise ID
    expect(sign("1720352776")).toBe("INDEPENDENT Om Shri Ganesh"); // 7628 103rd St Ste 5: a unit of Publix #263's plaza
    const names = pharmacySeed.pharmacies.filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE).map((p) => p.name);
    expect(names.filter((n) => n === "1918 Winter Street Operating Co").length).toBeLessThan(40); // 71 before
  });
});
