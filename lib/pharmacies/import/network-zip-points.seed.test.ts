import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sphericalMiles } from "../../geo/distance-miles";
import { parseCensusZcta } from "./parse-census-zcta";
import { parseGeonamesPostalCodes } from "./parse-geonames-postal-codes";
import { openDataFile } from "./read-delimited-rows";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";

// Twentieth session (NETWORK.md, `pointOffSharedCentre`): a zip without rooftop stores of its own stands on its Census
// ZCTA centroid where GeoNames puts it on a point 5+ zips share (a city's or county's centre) 2-25 miles away.
const DATA = "../shared/data";
const USC_CAMPUS = { lat: 34.0215, lng: -118.2856 }; // Los Angeles 90089, the University of Southern California

describe("the committed seed's zip points", { timeout: 120_000 }, async () => {
  const { zips } = await readZipSeed();
  const byZip = new Map(zips.map((z) => [z.zip, z]));

  it("puts Los Angeles 90089 on the USC campus, not 16 miles south on the point 25 other zips share", () => {
    expect(sphericalMiles(byZip.get("90089")!, USC_CAMPUS)).toBeLessThan(2);
  });

  it.skipIf(!existsSync(DATA))(
    "puts no zip without rooftop stores on a point 5+ GeoNames zips share 2-25 miles from its Census centroid (old seed: 95)",
    async () => {
      const geonames = await parseGeonamesPostalCodes(openDataFile(path.join(DATA, "zips/geonames-US-postal-codes.txt.gz"))); // prettier-ignore
      const census = await parseCensusZcta(openDataFile(path.join(DATA, "zips/census-zcta-centroids-2021.csv.gz")));
      const censusByZip = new Map(census.records.map((z) => [z.zip, z]));
      const sharedBy = new Map<string, number>();
      for (const z of geonames.records) sharedBy.set(`${z.lat},${z.lng}`, (sharedBy.get(`${z.lat},${z.lng}`) ?? 0) + 1); // prettier-ignore
      const { pharmacies } = await readPharmacySeed();
      const withRooftops = new Set(pharmacies.filter((p) => p.placement === "rooftop").map((p) => p.zip));
      const offCentre = geonames.records.flatMap((g) => {
        const own = censusByZip.get(g.zip);
        const seed = byZip.get(g.zip);
        if (!own || !seed || withRooftops.has(g.zip) || (sharedBy.get(`${g.lat},${g.lng}`) ?? 0) < 5) return [];
        const miles = sphericalMiles(g, own);
        if (miles < 2 || miles >= 25 || sphericalMiles(seed, own) < 0.01) return [];
        return [`${g.zip} ${g.city}, ${g.state}: ${miles.toFixed(1)} mi from its Census centroid`];
      });
      expect(offCentre).toEqual([]);
    },
  );
});
