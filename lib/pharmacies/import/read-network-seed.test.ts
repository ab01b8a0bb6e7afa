import { describe, expect, it } from "vitest";
import { indexZipGeography, sizeRegion } from "../../geo/size-region";
import { buildSpatialGrid } from "../../geo/spatial-grid";
import { CHAINS, INDEPENDENT_CHAIN_CODE } from "../chains";
import { isValidNpi } from "./npi";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";

// The committed seed, as a fresh clone loads it: regenerate it when chains.ts or the import rules change.
describe("committed network seed", async () => {
  const [pharmacySeed, zipSeed] = await Promise.all([readPharmacySeed(), readZipSeed()]);
  const zips = new Map(zipSeed.zips.map((z) => [z.zip, z]));

  it("lists the chains of chains.ts plus INDEPENDENT", () => {
    expect(pharmacySeed.chains.map((c) => c.code)).toEqual([...CHAINS.map((c) => c.code), INDEPENDENT_CHAIN_CODE]);
  });

  it("holds tens of thousands of stores with valid, unique NPIs, each on its zip's centroid", () => {
    const { pharmacies } = pharmacySeed;
    expect(pharmacies.length).toBeGreaterThan(30_000);
    expect(new Set(pharmacies.map((p) => p.npi)).size).toBe(pharmacies.length);
    expect(pharmacies.filter((p) => !isValidNpi(p.npi))).toEqual([]);
    const offCentroid = pharmacies.filter((p) => {
      const zip = zips.get(p.zip);
      return !zip || zip.lat !== p.lat || zip.lng !== p.lng;
    });
    expect(offCentroid).toEqual([]);
  });

  it("recognises the big chains in numbers", () => {
    const count = (code: string) => pharmacySeed.pharmacies.filter((p) => p.chainCode === code).length;
    for (const code of ["CVS", "WALGREENS", "WALMART", "KROGER", "ALBERTSONS", "COSTCO", "PUBLIX"]) {
      expect(count(code)).toBeGreaterThan(100);
    }
  });

  it("credits GeoNames and covers Puerto Rico through the Census file", () => {
    expect(zipSeed.provenance.attribution).toContain("GeoNames (geonames.org)");
    expect(zips.get("10001")).toMatchObject({ city: "New York", state: "NY" });
    expect(zips.get("00725")).toMatchObject({ city: null, state: null });
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
