// Where each public source of the network stands under the data folder (../shared/data, MANIFEST.md there): one list
// for the seed's derivation (scripts/derive-network-seed.ts) and the measurements that read the same files
// (scripts/measure-network-sources.ts, scripts/measure-zip-directories.ts).
import { readdirSync } from "node:fs";
import path from "node:path";

export function networkSourceFiles(dataDir: string) {
  const officialDir = path.join(dataDir, "pharmacies/nppes-official-format");
  return {
    geonames: path.join(dataDir, "zips/geonames-US-postal-codes.txt.gz"),
    censusZcta: path.join(dataDir, "zips/census-zcta-centroids-2021.csv.gz"),
    slim: path.join(dataDir, "pharmacies/nppes-pharmacies-2025-10-partial.csv.gz"),
    independents: path.join(dataDir, "pharmacies/nppes-2026-02-independent-community-pharmacies.csv.gz"),
    locator: path.join(dataDir, "pharmacies/hhs-therapeutic-locator/therapeutic-locator-2022-union-by-npi.csv.gz"),
    testToTreat: path.join(dataDir, "pharmacies/hhs-therapeutic-locator/test-to-treat-2023-04-19.csv.gz"),
    atp: path.join(dataDir, "pharmacies/store-locations/atp-2021-12-us-chain-stores.csv.gz"),
    stiles: path.join(dataDir, "pharmacies/store-locations/stiles-locations-2024-chain-stores.csv.gz"),
    univaf: path.join(dataDir, "pharmacies/store-locations/univaf-albertsons-pharmacies-2022.csv.gz"),
    dmepos: path.join(dataDir, "pharmacies/store-locations/cms-dmepos-pharmacy-locations-2026.csv.gz"),
    // The NPPES monthly layout, in its parts' order (nppes_pharm_s1, s2, ... s10).
    official: readdirSync(officialDir)
      .filter((f) => /^nppes_pharm_s\d+\.csv\.gz$/.test(f))
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .map((f) => path.join(officialDir, f)),
  };
}
