import { describe, expect, it } from "vitest";
import type { StoredPharmacy } from "../pharmacies/network-index";
import type { ChainPrice } from "../pricing/price-region-core";
import type { RegionStore } from "../pricing/price-region-stores";
import { atCheapestStores } from "./price-chains-nearby";

const chain = (code: string, discounted: string): ChainPrice => ({
  type: "chain",
  name: code,
  code,
  price: { unc: "20.00", discounted } as ChainPrice["price"],
  count: 2,
  score: 1,
  featured: false,
});
const store = (
  npi: string,
  chainCode: string,
  discounted: string | null,
  miles = 1,
  name = chainCode,
): RegionStore => ({
  store: { npi, chainCode, name } as StoredPharmacy,
  miles,
  price: discounted === null ? null : ({ unc: "20.00", discounted } as RegionStore["price"]),
  failure: discounted === null ? 4 : null,
});

describe("a chain's price near a zip", () => {
  it("is its cheapest covering store's, with that store, and the chains are re-ordered by it", () => {
    const chains = [chain("KROGER", "9.46"), chain("JEWEL", "9.50"), chain("CVS", "12.00")];
    const stores = [
      store("1", "KROGER", "9.61"),
      store("2", "KROGER", "9.28"),
      store("3", "JEWEL", "9.24"),
      store("4", "JEWEL", null), // does not cover the drug
      store("5", "INDEPENDENT", "5.00"),
    ];
    expect(atCheapestStores(chains, stores).map((c) => [c.code, c.price.discounted, c.store])).toEqual([
      ["JEWEL", "9.24", "3"],
      ["KROGER", "9.28", "2"],
      ["CVS", "12.00", null], // no store of it priced here: its own price
    ]);
  });

  it("counts the retail price when it is lower, and takes the nearer of two stores at one price", () => {
    const stores = [
      store("1", "KROGER", "9.00", 3),
      { ...store("2", "KROGER", "9.50", 2), price: { unc: "8.00", discounted: "9.50" } as RegionStore["price"] },
      store("3", "KROGER", "8.00", 1),
    ];
    expect(atCheapestStores([chain("KROGER", "9.46")], stores)[0]!.store).toBe("3");
  });

  it("names the store's sign where it is not the chain's (Kroger's Mariano's in Chicago)", () => {
    const stores = [store("1", "KROGER", "9.00", 1, "Mariano's #504"), store("2", "CVS", "9.50", 1, "CVS #2245")];
    const priced = atCheapestStores([chain("KROGER", "9.46"), chain("CVS", "9.50")], stores);
    expect(priced.map((c) => [c.code, c.banner])).toEqual([
      ["KROGER", "Mariano's"],
      ["CVS", null],
    ]);
  });
});
