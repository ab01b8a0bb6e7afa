import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sphericalMiles } from "../geo/distance-miles";
import { INDEPENDENT_CHAIN_CODE } from "./chains";
import { readPharmacySeed, readZipSeed } from "./import/read-network-seed";
import { openDataFile } from "./import/read-delimited-rows";
import { parseAllThePlaces, parseStilesLocations } from "./import/parse-store-locations";
import { listChainPharmaciesIn } from "./list-chain-pharmacies";
import { buildNetworkIndex } from "./network-index";

// Twenty-fifth session (NETWORK.md): a zip's region holds 5 chain stores before it stops, growing for them to 5 miles,
// so a dense independent area prices the chains a few miles off instead of one or two. Over the committed seed, with
// the network index the server builds; the cases were read against the chains' public store lists.
const DATA = "../shared/data";
const LISTS = path.join(DATA, "pharmacies/store-locations");

describe("the regions of the committed seed", { timeout: 120_000 }, async () => {
  const [pharmacySeed, zipSeed] = await Promise.all([readPharmacySeed(), readZipSeed()]);
  const network = buildNetworkIndex({ ...pharmacySeed, zips: zipSeed.zips });
  const chainsOf = (zip: string) => [...network.regionOf(zip)!.counts].filter(([code]) => network.chains.has(code));
  const chainStoresOf = (zip: string) => chainsOf(zip).reduce((sum, [, n]) => sum + n, 0);

  // Dense independent areas of five states: 25 stores within 2 miles, 4 chain stores or fewer among them.
  const DENSE_INDEPENDENT = [
    ["77036", "Houston, TX (Sharpstown)"],
    ["77478", "Sugar Land, TX"],
    ["33144", "Miami, FL"],
    ["33126", "Miami, FL"],
    ["90006", "Los Angeles, CA (Koreatown)"],
    ["48212", "Hamtramck, MI"],
    ["11385", "Ridgewood, NY (Queens)"],
    ["10453", "Bronx, NY"],
  ] as const;

  it.each(DENSE_INDEPENDENT)(
    "%s %s: the region reaches 5 miles and prices 4+ chains (old code: 2 miles, 0-2)",
    (zip) => {
      const region = network.regionOf(zip)!;
      expect(region.radiusMiles).toBe(5);
      expect(chainsOf(zip).length).toBeGreaterThanOrEqual(4);
    },
  );

  it("Houston 77036 prices Walmart, Walgreens, CVS and Kroger, not Walgreens and Walmart alone", () => {
    expect(chainsOf("77036").map(([code]) => code)).toEqual(expect.arrayContaining(["WALMART", "WALGREENS", "CVS", "KROGER"])); // prettier-ignore
  });

  it.each([
    ["10001", "New York, NY (Midtown)", 2],
    ["10065", "New York, NY (Upper East Side)", 2],
    ["60623", "Chicago, IL", 5],
    ["85705", "Tucson, AZ", 10],
    ["59301", "Miles City, MT (rural)", 50],
  ] as const)(
    "%s %s keeps its region of %i miles (its chain stores are dense, or it grew for stores)",
    (zip, _, miles) => {
      expect(network.regionOf(zip)!.radiusMiles).toBe(miles);
    },
  );

  it("each chain's count in the region is the chain endpoint's pagination.size, and the region lists its stores", () => {
    for (const [zip] of [...DENSE_INDEPENDENT, ["10001"], ["59301"]]) {
      const region = network.regionOf(zip)!;
      for (const [code, count] of chainsOf(zip)) {
        const { pagination } = listChainPharmaciesIn(network, { zip, chainCode: code, index: 0, limit: 10 });
        expect(pagination.size, `${zip} ${code}`).toBe(count);
      }
      expect(network.stores.within(region.center, region.radiusMiles).length).toBe(region.counts.total);
    }
  });

  it("no region stops at 2 miles with under 5 chain stores (old code: 602), and few price 2 chains or fewer while 5 miles holds 4+ (448)", () => {
    const zips = zipSeed.zips.map((z) => z.zip);
    const thin = zips.filter((zip) => network.regionOf(zip)!.radiusMiles === 2 && chainStoresOf(zip) < 5);
    expect(thin).toEqual([]);
    const fewChains = zips.filter((zip) => {
      const region = network.regionOf(zip)!;
      if (region.radiusMiles !== 2 || chainsOf(zip).length > 2) return false;
      const within5 = network.stores.tally(region.center, 5, (s) => s.chainCode);
      return [...within5.keys()].filter((code) => code !== INDEPENDENT_CHAIN_CODE).length >= 4;
    });
    expect(fewChains.length).toBeLessThanOrEqual(170); // Manhattan, Brooklyn, Newark: 5-23 stores of two chains
  });

  it.skipIf(!existsSync(LISTS))(
    "the dense independent areas price 3+ of the chains the 2024 and 2021 store lists place within their region",
    async () => {
      const lists = [
        ...(await parseStilesLocations(openDataFile(path.join(LISTS, "stiles-locations-2024-chain-stores.csv.gz")))).records, // prettier-ignore
        ...(await parseAllThePlaces(openDataFile(path.join(LISTS, "atp-2021-12-us-chain-stores.csv.gz")))).records,
      ];
      for (const [zip] of DENSE_INDEPENDENT) {
        const region = network.regionOf(zip)!;
        const listed = new Set(lists.filter((l) => l.chainCode && sphericalMiles(l, region.center) <= region.radiusMiles).map((l) => l.chainCode)); // prettier-ignore
        const priced = chainsOf(zip).filter(([code]) => listed.has(code));
        expect(priced.length, zip).toBeGreaterThanOrEqual(zip === "48212" ? 2 : 3);
      }
    },
  );
});
