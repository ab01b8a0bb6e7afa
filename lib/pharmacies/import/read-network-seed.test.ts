import { describe, expect, it } from "vitest";
import { indexZipGeography, sizeRegion } from "../../geo/size-region";
import { distanceMiles } from "../../geo/distance-miles";
import { buildSpatialGrid } from "../../geo/spatial-grid";
import { zipTimeZone } from "../../geo/zip-time-zone";
import { CHAINS, INDEPENDENT_CHAIN_CODE } from "../chains";
import { isValidNpi } from "./npi";
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
    expect(pharmacies.filter((p) => !zips.has(p.zip)).length).toBeLessThan(50);
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
    // Census zips without a store stay unnamed: 24 of 41,128.
    expect(zipSeed.zips.filter((z) => !z.state).length).toBeLessThan(40);
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
});
