import { computeDestinationPoint } from "geolib";
import { describe, expect, it } from "vitest";
import type { LatLng } from "../geo/types";
import { buildNetworkIndex, type StoredPharmacy } from "../pharmacies/network-index";
import { calculatePrice } from "./calculate-price";
import { toPriceObject } from "./price-at-pharmacies-core";
import { nationalChains, priceChains, rankRegionChains, regionChainPrices } from "./price-region-core";
import { testPriceModel } from "../../test-support/test-price-model";

const model = testPriceModel();
const CENTER = { zip: "10001", lat: 40.7484, lng: -73.9967, city: "New York", state: "NY" };
const FAR = { zip: "59301", lat: 46.4075, lng: -105.8332, city: "Miles City", state: "MT" };
const LONELY = { zip: "99723", lat: 71.29, lng: -156.79, city: "Utqiagvik", state: "AK" };

function at(from: LatLng, miles: number, bearing: number): LatLng {
  const p = computeDestinationPoint({ latitude: from.lat, longitude: from.lng }, miles * 1609.344, bearing);
  return { lat: p.latitude, lng: p.longitude };
}
let next = 1000000000;
const stores = (chainCode: string, count: number, from: LatLng, miles: number): StoredPharmacy[] =>
  Array.from({ length: count }, (_, i) => ({
    npi: String(next++),
    name: `${chainCode} store`,
    chainCode,
    phone: null,
    street: `${i} Main St`,
    city: "Town",
    state: "NY",
    zip: "10001",
    ...at(from, miles, (360 * i) / count),
    placement: "rooftop",
    openingHours: null,
  }));

const CHAINS = [
  { code: "CVS", name: "CVS Pharmacy" },
  { code: "WALGREENS", name: "Walgreens" },
  { code: "COSTCO", name: "Costco" },
  { code: "KAISER_PERMANENTE", name: "Kaiser Permanente" },
  { code: "WEGMANS", name: "Wegmans" }, // no store anywhere
  { code: "INDEPENDENT", name: "Independent pharmacy" },
];
const network = buildNetworkIndex({
  chains: CHAINS,
  pharmacies: [
    ...stores("WALGREENS", 6, CENTER, 1),
    ...stores("CVS", 3, CENTER, 1.5),
    ...stores("COSTCO", 3, CENTER, 1.8),
    ...stores("INDEPENDENT", 20, CENTER, 0.5),
    ...stores("CVS", 30, FAR, 200), // far from both zips: national store count only
    ...stores("KAISER_PERMANENTE", 1, FAR, 300),
    ...stores("INDEPENDENT", 2, FAR, 1),
  ],
  zips: [CENTER, FAR, LONELY],
});
const drug = { ndc: "00378180010", isBrand: false, nadacPerUnit: 0.5, quantity: 30 };
const options = { drug, cardType: "people" as const, featured: false, model };

describe("rankRegionChains", () => {
  it("ranks the region's chains by count, then national store count, then code, leaving out non-chains", () => {
    const ranked = rankRegionChains(
      new Map([
        ["WALGREENS", 1],
        ["COSTCO", 2],
        ["INDEPENDENT", 5],
        ["CVS", 2],
        ["NOPE", 3],
      ]),
      network.chains,
    );
    // CVS and COSTCO both have 2 here; CVS has more stores nationally.
    expect(ranked).toEqual([
      { code: "CVS", name: "CVS Pharmacy", count: 2, score: 1 },
      { code: "COSTCO", name: "Costco", count: 2, score: 2 },
      { code: "WALGREENS", name: "Walgreens", count: 1, score: 3 },
    ]);
  });
});

describe("nationalChains", () => {
  it("lists every chain with a store anywhere, never INDEPENDENT, with count and score null", () => {
    expect(
      nationalChains(network.chains)
        .map((c) => c.code)
        .sort(),
    ).toEqual(["COSTCO", "CVS", "KAISER_PERMANENTE", "WALGREENS"]);
    expect(nationalChains(network.chains).every((c) => c.count === null && c.score === null)).toBe(true);
  });
});

describe("priceChains", () => {
  it("prices each chain at chain level (no store variation), cheapest first", () => {
    const priced = priceChains(nationalChains(network.chains), options);
    for (const chain of priced) {
      const expected = calculatePrice({ model, ...drug, chainCode: chain.code, cardType: "people" });
      expect(chain.price).toEqual(toPriceObject(expected));
    }
    const paid = priced.map((c) => Math.min(Number(c.price.discounted), Number(c.price.unc ?? Infinity)));
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
  });

  it("breaks equal prices by name", () => {
    const same = [
      { code: "ZED", name: "Zed Drug", count: 1, score: 1 },
      { code: "ALPHA", name: "Alpha Drug", count: 1, score: 2 },
    ];
    expect(priceChains(same, options).map((c) => c.code)).toEqual(["ALPHA", "ZED"]);
  });

  it("leaves out chains that do not cover the drug", () => {
    const specialty = { ndc: "00074061602", isBrand: true, nadacPerUnit: 3369.58, quantity: 2 };
    const codes = priceChains(nationalChains(network.chains), { ...options, drug: specialty }).map((c) => c.code);
    expect(codes).not.toContain("COSTCO");
    expect(codes).toContain("CVS");
    const pets = priceChains(nationalChains(network.chains), { ...options, cardType: "pets" }).map((c) => c.code);
    expect(pets).not.toContain("KAISER_PERMANENTE");
  });
});

describe("regionChainPrices", () => {
  it("prices the chains with stores in the zip's region, with their count and score", () => {
    const priced = regionChainPrices(network, { ...options, zip: "10001" });
    expect(
      priced.map(({ code, count, score }) => ({ code, count, score })).sort((a, b) => a.score! - b.score!),
    ).toEqual([
      { code: "WALGREENS", count: 6, score: 1 },
      { code: "CVS", count: 3, score: 2 },
      { code: "COSTCO", count: 3, score: 3 },
    ]);
    expect(priced.every((c) => c.type === "chain" && c.featured === false)).toBe(true);
  });

  it("falls back to national prices without a zip, for an unknown zip, or a region with no chain store", () => {
    const national = priceChains(nationalChains(network.chains), options);
    expect(national).toHaveLength(4);
    expect(regionChainPrices(network, options)).toEqual(national);
    expect(regionChainPrices(network, { ...options, zip: "00000" })).toEqual(national);
    expect(regionChainPrices(network, { ...options, zip: "59301" })).toEqual(national); // only independents near
    expect(regionChainPrices(network, { ...options, zip: "99723" })).toEqual(national); // nothing within 50 miles
  });

  it("falls back to national prices when every chain of the region leaves the drug out", () => {
    const onlyClubs = buildNetworkIndex({
      chains: CHAINS,
      pharmacies: [...stores("COSTCO", 2, CENTER, 1), ...stores("CVS", 1, FAR, 10)],
      zips: [CENTER, FAR],
    });
    const specialty = { ndc: "00074061602", isBrand: true, nadacPerUnit: 3369.58, quantity: 2 };
    const priced = regionChainPrices(onlyClubs, { ...options, drug: specialty, zip: "10001" });
    expect(priced.map(({ code, count }) => ({ code, count }))).toEqual([{ code: "CVS", count: null }]);
  });
});
