import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { ZipRecord } from "../../geo/types";
import { decodePharmacySeed, encodePharmacySeed, encodeZipSeed, type PharmacySeed } from "./network-seed";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";

const provenance = { sources: ["CMS NPPES"], attribution: "GeoNames (geonames.org)", rules: ["zip centroids"] };
const seed: PharmacySeed = {
  version: 3,
  generatedAt: "2025-10-13T00:00:00.000Z",
  provenance,
  chains: [
    { code: "CVS", name: "CVS Pharmacy" },
    { code: "INDEPENDENT", name: "Independent pharmacy" },
  ],
  pharmacies: [
    {
      npi: "1790726669",
      name: "Garfield Beach CVS LLC",
      chainCode: "CVS",
      phone: "8585388770",
      street: "9225 Twin Trails Dr",
      city: "San Diego",
      state: "CA",
      zip: "92129",
      lat: 32.9652,
      lng: -117.1213,
      placement: "rooftop",
      openingHours: "Mo-Su 08:00-22:00",
      sources: "nppes-2025-10;point=atp",
    },
    {
      npi: "1396737672",
      name: "Farmacia Nieves Inc",
      chainCode: "INDEPENDENT",
      phone: null,
      street: "Bo. Las 400tas",
      city: "Canovanas",
      state: "PR",
      zip: "00729",
      lat: 18.334918,
      lng: -65.887078,
      placement: "zip",
      openingHours: null,
      sources: "nppes-2026-02",
    },
  ],
};
const zips: ZipRecord[] = [
  { zip: "00729", lat: 18.334918, lng: -65.887078, city: null, state: null },
  { zip: "10001", lat: 40.7484, lng: -73.9967, city: "New York", state: "NY" },
];

function writeGzipJson(value: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "network-seed-")), "seed.json.gz");
  writeFileSync(file, gzipSync(JSON.stringify(value)));
  return file;
}

describe("network seed files", () => {
  it("round-trip pharmacies and zips through gzip JSON, rounding coordinates to 5 decimals", async () => {
    const pharmacies = await readPharmacySeed(writeGzipJson(encodePharmacySeed(seed)));
    expect(pharmacies.pharmacies[0]).toEqual(seed.pharmacies[0]);
    expect(pharmacies.pharmacies[1]).toEqual({ ...seed.pharmacies[1], lat: 18.33492, lng: -65.88708 });
    expect(pharmacies.chains).toEqual(seed.chains);
    const zipSeed = await readZipSeed(writeGzipJson(encodeZipSeed({ ...seed, zips })));
    expect(zipSeed.zips).toEqual([{ ...zips[0], lat: 18.33492, lng: -65.88708 }, zips[1]]);
  });

  it("stores rows as tuples under a column list", () => {
    const file = encodePharmacySeed(seed);
    expect(file.columns).toEqual(["npi", "name", "chainCode", "phone", "street", "city", "state", "zip", "lat", "lng", "placement", "openingHours", "sources"]); // prettier-ignore
    expect(file.pharmacies[0]).toEqual([
      "1790726669", "Garfield Beach CVS LLC", "CVS", "8585388770", "9225 Twin Trails Dr", "San Diego", "CA", "92129",
      32.9652, -117.1213, "rooftop", "Mo-Su 08:00-22:00", "nppes-2025-10;point=atp",
    ]); // prettier-ignore
  });

  it("refuses a seed with moved columns, a bad row or an unknown chain", () => {
    const file = encodePharmacySeed(seed);
    expect(() => decodePharmacySeed({ ...file, columns: [...file.columns].reverse() })).toThrow(/columns/);
    expect(() => decodePharmacySeed({ ...file, version: 2 })).toThrow();
    const badPlacement = file.pharmacies.map((row, i) =>
      i === 0 ? [...row.slice(0, 10), "street", null, "nppes-2025-10"] : row,
    );
    expect(() => decodePharmacySeed({ ...file, pharmacies: badPlacement })).toThrow();
    const badZip = file.pharmacies.map((row, i) => (i === 0 ? [...row.slice(0, 7), "9212", ...row.slice(8)] : row));
    expect(() => decodePharmacySeed({ ...file, pharmacies: badZip })).toThrow();
    expect(() => decodePharmacySeed({ ...file, chains: file.chains.slice(1) })).toThrow(/unknown chainCode CVS/);
  });
});
