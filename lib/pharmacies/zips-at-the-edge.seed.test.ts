import { describe, expect, it } from "vitest";
import { ApiError } from "../platform/errors";
import { findNearbyPharmaciesIn } from "./find-nearby-pharmacies";
import { readPharmacySeed, readZipSeed } from "./import/read-network-seed";
import { listChainPharmaciesIn } from "./list-chain-pharmacies";
import { buildNetworkIndex } from "./network-index";

// Zips at the edge (prisma/seed/NETWORK.md), over the committed seed with the network index the server builds: what a
// client sending these zips gets from the nearby list (the site) and the chain pharmacies endpoint (spec 4.11).
describe("zips at the edge, over the committed seed", { timeout: 60_000 }, async () => {
  const [pharmacySeed, zipSeed] = await Promise.all([readPharmacySeed(), readZipSeed()]);
  const network = buildNetworkIndex({ ...pharmacySeed, zips: zipSeed.zips });
  const nearby = (zip: string) => findNearbyPharmaciesIn(network, { zip, limit: 50 });
  const errorCode = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof ApiError ? error.fields.errorCode : String(error);
    }
    return null;
  };

  it("every zip a store's address gives resolves (San Juan's PO-box 00919, Apache Junction's retired 85220)", () => {
    const unknown = pharmacySeed.pharmacies.filter((p) => !network.geography.byZip.has(p.zip));
    expect(unknown).toEqual([]);
    for (const zip of ["00919", "85220"]) {
      const answer = nearby(zip);
      expect(answer.zipExists).toBe(true);
      const own = pharmacySeed.pharmacies.filter((p) => p.zip === zip).map((p) => p.npi);
      if (answer.zipExists) expect(answer.pharmacies.some((p) => own.includes(p.npi))).toBe(true);
    }
  });

  it("names every territory zip's state (Bajadero PR 00616, St. John VI 00830, Pago Pago AS 96799, Guam 96915)", () => {
    expect(zipSeed.zips.filter((z) => !z.state)).toEqual([]);
    const state = (zip: string) => network.geography.byZip.get(zip)?.state;
    expect(["00616", "00830", "96799", "96915"].map(state)).toEqual(["PR", "VI", "AS", "GU"]);
  });

  it("does not serve the Marshall Islands: ZIP_NOT_FOUND, as for any zip the program does not serve", () => {
    for (const zip of ["96960", "96970"]) {
      expect(nearby(zip).zipExists).toBe(false);
      expect(errorCode(() => listChainPharmaciesIn(network, { zip, chainCode: "CVS", limit: 10, index: 0 }))).toBe(
        "ZIP_NOT_FOUND",
      );
    }
  });

  it("lists a zip's own stores first where GeoNames put it on its city's centre (New York 10075, Henrico 23229)", () => {
    for (const zip of ["10075", "23229"]) {
      const answer = nearby(zip);
      const own = pharmacySeed.pharmacies.filter((p) => p.zip === zip).map((p) => p.npi);
      expect(answer.zipExists && own.includes(answer.pharmacies[0]!.npi)).toBe(true);
    }
  });

  it("still answers a remote Alaska zip with no store within 50 miles with an empty list (Atka 99547)", () => {
    const answer = nearby("99547");
    expect(answer.zipExists && answer.pharmacies).toEqual([]);
  });
});
