import { computeDestinationPoint } from "geolib";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../platform/errors";
import { distanceMiles } from "../geo/distance-miles";
import type { LatLng } from "../geo/types";
import { listChainPharmaciesIn } from "./list-chain-pharmacies";
import { buildNetworkIndex, serveWhileSizing, sizeEveryRegion, type StoredPharmacy } from "./network-index";

const CENTER = { zip: "10001", lat: 40.7484, lng: -73.9967, city: "New York", state: "NY" };
const EAST = { zip: "11211", ...at(CENTER, 3, 90), city: "Brooklyn", state: "NY" };
const FAR = { zip: "59301", lat: 46.4075, lng: -105.8332, city: "Miles City", state: "MT" };

function at(from: LatLng, miles: number, bearing: number): LatLng {
  const p = computeDestinationPoint({ latitude: from.lat, longitude: from.lng }, miles * 1609.344, bearing);
  return { lat: p.latitude, lng: p.longitude };
}
const store = (npi: string, chainCode: string, where: LatLng, zip: string, phone: string | null = "2125550100") =>
  ({
    npi,
    name: chainCode === "CVS" ? "CVS Pharmacy" : chainCode,
    chainCode,
    phone,
    street: `${npi} Main St`,
    city: "New York",
    state: "NY",
    zip,
    ...where,
    placement: "rooftop" as const,
    openingHours: null,
  }) satisfies StoredPharmacy;

const CHAINS = [
  { code: "CVS", name: "CVS Pharmacy" },
  { code: "WALGREENS", name: "Walgreens" },
  { code: "INDEPENDENT", name: "Independent pharmacy" },
];
const independents = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    store(String(2000000000 + i), "INDEPENDENT", at(CENTER, 0.5, i * 12), "10001"),
  );
// CVS: two on the 10001 centroid, one 1 mile west, one 3 miles east (on 11211's centroid). With 21 independents,
// 24 stores lie within 2 miles, so the region grows to 5 miles and takes in the east store (25 stores).
const cvs = [
  store("1000000004", "CVS", EAST, "11211"),
  store("1000000002", "CVS", CENTER, "10001", null),
  store("1000000001", "CVS", CENTER, "10001"),
  store("1000000003", "CVS", at(CENTER, 1, 270), "10001"),
];
const network = buildNetworkIndex({
  chains: CHAINS,
  pharmacies: [...cvs, store("1000000009", "WALGREENS", FAR, "59301"), ...independents(21)],
  zips: [CENTER, EAST, FAR],
});
const list = (options: Partial<Parameters<typeof listChainPharmaciesIn>[1]>) =>
  listChainPharmaciesIn(network, { zip: "10001", chainCode: "CVS", limit: 10, index: 0, ...options });

function notFoundCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return error.fields.errorCode;
    throw error;
  }
  throw new Error("expected a 404");
}

describe("listChainPharmaciesIn", () => {
  it("lists the chain's stores of the region nearest the zip centroid first, NPI breaking ties, distance null", () => {
    const { pharmacies, pagination } = list({});
    expect(pharmacies.map((p) => p.npi)).toEqual(["1000000001", "1000000002", "1000000003", "1000000004"]);
    expect(pharmacies.every((p) => p.distance === null)).toBe(true);
    expect(pagination).toEqual({ size: 4, index: 0, limit: 10 });
  });

  it("orders by distance from lat/lng in miles, rounded to cents of a mile", () => {
    const from = at(EAST, 0.2, 0);
    const { pharmacies } = list({ from });
    expect(pharmacies.map((p) => p.npi)).toEqual(["1000000004", "1000000001", "1000000002", "1000000003"]);
    expect(pharmacies[0]!.distance).toBe(Math.round(distanceMiles(from, EAST) * 100) / 100);
    expect(pharmacies[0]!.distance).toBeCloseTo(0.2, 2);
    expect(pharmacies[3]!.distance).toBeCloseTo(4, 0);
  });

  it("shows the Retail Pharmacy Object with the store's name, placement and hours, an empty phone when none is known", () => {
    const { pharmacies } = list({ limit: 2 });
    expect(pharmacies[1]).toEqual({
      type: "retail",
      name: "CVS Pharmacy",
      npi: "1000000002",
      phone: "",
      geo: { lat: CENTER.lat, lng: CENTER.lng },
      distance: null,
      address: { street: "1000000002 Main St", city: "New York", state: "NY", zip: "10001" },
      placement: "rooftop",
      openingHours: null,
    });
    const banner = buildNetworkIndex({
      chains: CHAINS,
      pharmacies: [
        { ...store("1000000005", "WALGREENS", CENTER, "10001"), name: "Duane Reade", placement: "zip", openingHours: "Mo-Su 07:00-23:00" }, // prettier-ignore
        ...independents(24),
      ],
      zips: [CENTER],
    });
    const [duaneReade] = listChainPharmaciesIn(banner, { zip: "10001", chainCode: "WALGREENS", limit: 1, index: 0 }).pharmacies; // prettier-ignore
    expect(duaneReade).toMatchObject({ name: "Duane Reade", placement: "zip", openingHours: "Mo-Su 07:00-23:00" });
  });

  it("pages: the last page is short, an index past the end is empty with the size", () => {
    expect(list({ index: 3, limit: 2 })).toMatchObject({ pagination: { size: 4, index: 3, limit: 2 } });
    expect(list({ index: 3, limit: 2 }).pharmacies.map((p) => p.npi)).toEqual(["1000000004"]);
    expect(list({ index: 4 })).toEqual({ pharmacies: [], pagination: { size: 4, index: 4, limit: 10 } });
  });

  it("is 404 for an unknown zip, an unknown chain or INDEPENDENT, and a chain with no store in the region", () => {
    expect(notFoundCode(() => list({ zip: "00000" }))).toBe("ZIP_NOT_FOUND");
    expect(notFoundCode(() => list({ chainCode: "NOPE" }))).toBe("CHAIN_CODE_NOT_FOUND");
    expect(notFoundCode(() => list({ chainCode: "INDEPENDENT" }))).toBe("CHAIN_CODE_NOT_FOUND");
    expect(notFoundCode(() => list({ chainCode: "WALGREENS" }))).toBe("CHAIN_NOT_IN_REGION");
  });

  it("lists only the stores of the zip's region: a dense zip's region stops at 2 miles", () => {
    expect(network.regionOf("10001")!.radiusMiles).toBe(5);
    // 33 stores within 2 miles, 5 of them chain stores: enough (twenty-fifth session, NETWORK.md).
    const walgreens = [store("1000000011", "WALGREENS", at(CENTER, 1, 0), "10001"), store("1000000012", "WALGREENS", at(CENTER, 1, 180), "10001")]; // prettier-ignore
    const dense = buildNetworkIndex({
      chains: CHAINS,
      pharmacies: [...cvs, ...walgreens, ...independents(30)],
      zips: [CENTER, EAST],
    });
    expect(dense.regionOf("10001")!.radiusMiles).toBe(2);
    // With 3 chain stores among them, the region reaches 5 miles and the east CVS.
    const fewChainStores = buildNetworkIndex({
      chains: CHAINS,
      pharmacies: [...cvs, ...independents(30)],
      zips: [CENTER, EAST],
    });
    expect(fewChainStores.regionOf("10001")!.radiusMiles).toBe(5);
    expect(listChainPharmaciesIn(fewChainStores, { zip: "10001", chainCode: "CVS", limit: 10, index: 0 }).pagination.size).toBe(4); // prettier-ignore
    const { pharmacies, pagination } = listChainPharmaciesIn(dense, {
      zip: "10001",
      chainCode: "CVS",
      limit: 10,
      index: 0,
    });
    expect(pharmacies.map((p) => p.npi)).toEqual(["1000000001", "1000000002", "1000000003"]);
    expect(pagination.size).toBe(3);
  });
});

// A network of three zips, none of whose regions is sized yet.
const threeZipNetwork = () =>
  buildNetworkIndex({ chains: CHAINS, pharmacies: [...cvs, ...independents(21)], zips: [CENTER, EAST, FAR] });

describe("sizeEveryRegion", () => {
  it("sizes each zip's region once, before any request, giving the event loop back between slices", async () => {
    const fresh = threeZipNetwork();
    // A slice of -1 ms yields after every zip: a callback queued meanwhile runs before the last one is sized.
    let finished = false;
    const sizing = sizeEveryRegion(fresh, -1).then(() => (finished = true));
    let ranBetween = false;
    setImmediate(() => (ranBetween = !finished));
    await sizing;
    expect(ranBetween).toBe(true);
    const sized = ["10001", "11211", "59301"].map((zip) => fresh.regionOf(zip));
    expect(sized.map((r) => r!.radiusMiles)).toEqual([5, 5, 50]);
    expect(["10001", "11211", "59301"].map((zip) => fresh.regionOf(zip))).toEqual(sized);
    // Kept once sized (as columns, so an equal region, not the same object): read again without counting stores.
    const tally = vi.spyOn(fresh.stores, "tallyIndexes");
    expect(fresh.regionOf("10001")).toEqual(sized[0]);
    expect(tally).not.toHaveBeenCalled();
    expect(fresh.regionOf("00000")).toBeNull();
  });
});

describe("serveWhileSizing", () => {
  it("serves the store at once and sizes every zip's region right after, in the background", async () => {
    const fresh = threeZipNetwork();
    const sizedZips: string[] = [];
    const regionOf = fresh.regionOf;
    fresh.regionOf = (zip) => (sizedZips.push(zip), regionOf(zip));
    expect(serveWhileSizing(fresh)).toBe(fresh);
    expect(sizedZips).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sizedZips.sort()).toEqual(["10001", "11211", "59301"]);
  });
});
