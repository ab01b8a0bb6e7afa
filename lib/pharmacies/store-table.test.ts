import { describe, expect, it } from "vitest";
import { ZipTable } from "../geo/zip-table";
import { readPharmacySeed, readZipSeed } from "./import/read-network-seed";
import type { PharmacyRecord } from "./pharmacy-record";
import { StoreTable } from "./store-table";

const store = (fields: Partial<PharmacyRecord>): PharmacyRecord => ({
  npi: "1234567893",
  name: "Cvs Pharmacy",
  chainCode: "CVS",
  phone: "2125551234",
  street: "1 Main St",
  city: "New York",
  state: "NY",
  zip: "10001",
  lat: 40.75,
  lng: -73.99,
  placement: "rooftop",
  openingHours: null,
  ...fields,
});

describe("StoreTable", () => {
  it("gives back each record as given, whatever its strings hold", () => {
    const stores = [
      store({}),
      store({ npi: "1003000126", phone: null, street: "", openingHours: "Mo-Fr 09:00-21:00; Sa 09:00-18:00" }),
      // Strings a number does not hold exactly: leading zeros, letters, an extension; a street of other scripts.
      store({ npi: "0123456789", phone: "0800555123", street: "Calle Señor Núñez 5 — Local 2", placement: "zip" }),
      store({ npi: "NPI-1", phone: "212555123x4", city: "San Juan", state: "PR", zip: "00901", lat: 18.46 }),
      store({ npi: "1999999999", phone: "", openingHours: "" }),
    ];
    const table = new StoreTable(stores);
    expect(table.size).toBe(5);
    expect(stores.map((_, i) => table.at(i))).toEqual(stores);
    expect(stores.map((s) => table.indexOf(s.npi))).toEqual([0, 1, 2, 3, 4]);
    expect(table.chainCodeAt(3)).toBe("CVS");
    expect([table.lat(3), table.lng(3)]).toEqual([18.46, -73.99]);
  });

  it("finds no store for an NPI it does not hold, nor one a number would confuse with another", () => {
    const table = new StoreTable([store({ npi: "1234567893" }), store({ npi: "0123456789" })]);
    for (const npi of ["1234567894", "123456789", "01234567893", "1234567893 ", "1.234567893e9", "", "abc"])
      expect(table.indexOf(npi)).toBe(-1);
    expect(table.byNpi().get("123456789")).toBeUndefined();
    expect(table.byNpi().get("0123456789")?.npi).toBe("0123456789");
    expect(table.byNpi().has("1234567893")).toBe(true);
  });
});

describe("ZipTable", () => {
  it("finds zips with leading zeros and codes that are not five digits, and gives back each record", () => {
    const zips = [
      { zip: "00501", lat: 40.81, lng: -73.04, city: "Holtsville", state: "NY" },
      { zip: "10001", lat: 40.75, lng: -73.99, city: "New York", state: "NY" },
      { zip: "96950", lat: 15.18, lng: 145.75, city: null, state: null },
      { zip: "1001", lat: 1, lng: 2, city: "Odd", state: null },
    ];
    const table = new ZipTable(zips);
    expect(zips.map((_, i) => table.at(i))).toEqual(zips);
    expect(zips.map((z) => table.indexOf(z.zip))).toEqual([0, 1, 2, 3]);
    for (const zip of ["501", "01001", "00000", "99999", "1000l", "100010", "", "10001 "])
      expect(table.indexOf(zip)).toBe(-1);
  });
});

// The whole committed network: every store and zip as the server kept it before (one object each) is what the
// columns give back, and every NPI and zip is found.
describe("the committed network as columns", { timeout: 60_000 }, async () => {
  const [pharmacySeed, zipSeed] = await Promise.all([readPharmacySeed(), readZipSeed()]);

  it("gives back every store and finds it by its NPI", () => {
    const records = pharmacySeed.pharmacies.map(({ sources: _, ...record }) => record);
    const table = new StoreTable(records);
    const misses = records.filter((p, i) => table.indexOf(p.npi) !== i || !isEqual(table.at(i), p));
    expect(misses).toEqual([]);
    expect(records.length).toBeGreaterThan(50_000);
  });

  it("gives back every zip and finds it by its code", () => {
    const table = new ZipTable(zipSeed.zips);
    const misses = zipSeed.zips.filter((z, i) => table.indexOf(z.zip) !== i || !isEqual(table.at(i), z));
    expect(misses).toEqual([]);
    expect(zipSeed.zips.length).toBeGreaterThan(40_000);
  });
});

function isEqual(a: object, b: object): boolean {
  const keys = Object.keys(b) as (keyof typeof b)[];
  return Object.keys(a).length === keys.length && keys.every((k) => a[k] === b[k]);
}
