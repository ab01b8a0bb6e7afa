import path from "node:path";
import { describe, expect, it } from "vitest";
import { mergeZipSources, nameZipsByStores } from "./merge-zip-sources";
import { parseCensusZcta } from "./parse-census-zcta";
import { parseGeonamesPostalCodes, ZIP_REJECTION_REASONS } from "./parse-geonames-postal-codes";
import { openDataFile } from "./read-delimited-rows";

const geonamesFixture = path.join(import.meta.dirname, "fixtures/geonames-postal-codes.txt");
const zctaFixture = path.join(import.meta.dirname, "fixtures/census-zcta.csv");

describe("parseGeonamesPostalCodes", () => {
  it("reads zip, place, state and centroid", async () => {
    const { records } = await parseGeonamesPostalCodes(openDataFile(geonamesFixture));
    expect(records.map((r) => r.zip)).toEqual(["10001", "90038", "92129", "56187", "07921", "32958"]);
    expect(records[0]).toEqual({ zip: "10001", lat: 40.7484, lng: -73.9967, city: "New York", state: "NY" });
  });

  it("rejects military, duplicate, foreign, malformed and short rows", async () => {
    const { rejected } = await parseGeonamesPostalCodes(openDataFile(geonamesFixture));
    expect(rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [6, ZIP_REJECTION_REASONS.noState],
      [7, ZIP_REJECTION_REASONS.duplicate],
      [8, ZIP_REJECTION_REASONS.badCoordinates],
      [9, ZIP_REJECTION_REASONS.notUs],
      [10, ZIP_REJECTION_REASONS.badZip],
      [11, ZIP_REJECTION_REASONS.columns],
    ]);
  });
});

describe("parseCensusZcta", () => {
  it("reads centroids without place names and rejects malformed rows", async () => {
    const { records, rejected } = await parseCensusZcta(openDataFile(zctaFixture));
    expect(records).toEqual([
      { zip: "10001", lat: 40.75065, lng: -73.997293, city: null, state: null },
      { zip: "00729", lat: 18.334918, lng: -65.887078, city: null, state: null },
      { zip: "07921", lat: 40.656019, lng: -74.678657, city: null, state: null },
    ]);
    expect(rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [5, ZIP_REJECTION_REASONS.badZip],
      [6, ZIP_REJECTION_REASONS.badCoordinates],
      [7, ZIP_REJECTION_REASONS.badCoordinates],
      [8, ZIP_REJECTION_REASONS.duplicate],
      [9, ZIP_REJECTION_REASONS.columns],
    ]);
  });
});

describe("mergeZipSources", () => {
  it("prefers GeoNames and fills the zips it lacks from the Census file", async () => {
    const geonames = (await parseGeonamesPostalCodes(openDataFile(geonamesFixture))).records;
    const censusZcta = (await parseCensusZcta(openDataFile(zctaFixture))).records;
    const merged = mergeZipSources({ geonames, censusZcta });
    expect(merged.map((z) => z.zip)).toEqual(["00729", "07921", "10001", "32958", "56187", "90038", "92129"]);
    expect(merged.find((z) => z.zip === "10001")).toMatchObject({ lat: 40.7484, city: "New York", state: "NY" });
    expect(merged.find((z) => z.zip === "00729")).toMatchObject({ lat: 18.334918, city: null, state: null });
  });
});

describe("nameZipsByStores", () => {
  it("names a Census-only zip by the city and state most of its stores give, and leaves the others", () => {
    const zips = [
      { zip: "00601", lat: 18.18, lng: -66.75, city: null, state: null }, // Adjuntas, PR: not in GeoNames' US file
      { zip: "96910", lat: 13.45, lng: 144.75, city: null, state: null }, // Guam
      { zip: "00602", lat: 18.36, lng: -67.18, city: null, state: null }, // no store
      { zip: "60614", lat: 41.92, lng: -87.65, city: "Chicago", state: "IL" },
    ];
    const named = nameZipsByStores(zips, [
      { zip: "00601", city: "Adjuntas", state: "PR" },
      { zip: "00601", city: "Adjuntas", state: "PR" },
      { zip: "00601", city: "Utuado", state: "PR" },
      { zip: "96910", city: "Hagatna", state: "GU" },
      { zip: "60614", city: "Evanston", state: "IL" },
    ]);
    expect(named.map((z) => [z.zip, z.city, z.state])).toEqual([
      ["00601", "Adjuntas", "PR"],
      ["96910", "Hagatna", "GU"],
      ["00602", null, null],
      ["60614", "Chicago", "IL"],
    ]);
  });
});
