import { describe, expect, it } from "vitest";
import { calculatePrice } from "./calculate-price";
import { FAILURE_CODES, priceNpis, toPriceObject } from "./price-at-pharmacies-core";
import { MAX_NPIS, npisToPrice } from "./schemas";
import { testPriceModel } from "../../test-support/test-price-model";

const model = testPriceModel();
const generic = { ndc: "00378180010", isBrand: false, nadacPerUnit: 0.5, quantity: 30 };
const specialty = { ndc: "00074061602", isBrand: true, nadacPerUnit: 3369.58, quantity: 2 };
const stores: Record<string, { chainCode: string }> = {
  "1000000001": { chainCode: "CVS" },
  "1000000002": { chainCode: "COSTCO" },
  "1000000003": { chainCode: "INDEPENDENT" },
  "1000000004": { chainCode: "KAISER_PERMANENTE" },
};
const base = {
  findStore: (npi: string) => stores[npi],
  drug: generic,
  cardType: "people" as const,
  featured: false,
  model,
  sort: false,
};

describe("npisToPrice", () => {
  it("keeps the first 50 distinct NPIs in the order sent", () => {
    const npis = Array.from({ length: 60 }, (_, i) => String(1000000000 + i));
    expect(npisToPrice(npis)).toEqual(npis.slice(0, MAX_NPIS));
    expect(npisToPrice(["b", "a", "b", "c", "a"])).toEqual(["b", "a", "c"]);
    // Duplicates do not use up the 50: 51 entries with one repeat are 50 distinct stores.
    expect(npisToPrice([npis[0]!, ...npis.slice(0, 50)])).toHaveLength(50);
  });
});

describe("priceNpis", () => {
  it("prices each store of the network with its chain's terms and the store's variation", () => {
    const { successful, failed } = priceNpis({ ...base, npis: ["1000000001", "1000000003"] });
    expect(failed).toEqual([]);
    const expected = (npi: string, chainCode: string) =>
      toPriceObject(calculatePrice({ model, ...generic, chainCode, cardType: "people", npi }));
    expect(successful).toEqual([
      { npi: "1000000001", type: "retail", price: expected("1000000001", "CVS"), featured: false },
      { npi: "1000000003", type: "retail", price: expected("1000000003", "INDEPENDENT"), featured: false },
    ]);
  });

  it("fails an NPI that is not in the network with code 1, without failing the others", () => {
    const { successful, failed } = priceNpis({ ...base, npis: ["1234567890", "1000000001"] });
    expect(failed).toEqual([{ npi: "1234567890", code: FAILURE_CODES.notInNetwork }]);
    expect(successful.map((s) => s.npi)).toEqual(["1000000001"]);
  });

  it("fails with code 4 where the chain does not cover the drug", () => {
    const people = priceNpis({ ...base, drug: specialty, npis: ["1000000001", "1000000002"] });
    expect(people.failed).toEqual([{ npi: "1000000002", code: 4 }]);
    const pets = priceNpis({ ...base, cardType: "pets", npis: ["1000000004", "1000000001"] });
    expect(pets.failed).toEqual([{ npi: "1000000004", code: 4 }]);
    expect(pets.successful.map((s) => s.npi)).toEqual(["1000000001"]);
  });

  it("turns a store's pricing failure into code 2 when retryable, else 3, and prices the rest", () => {
    const failing = (npi: string, error: unknown) => (input: Parameters<typeof calculatePrice>[0]) => {
      if (input.npi === npi) throw error;
      return calculatePrice(input);
    };
    const retryable = Object.assign(new Error("price source timed out"), { retryable: true });
    const npis = ["1000000001", "1000000003"];
    expect(priceNpis({ ...base, npis, price: failing("1000000001", retryable) })).toMatchObject({
      successful: [{ npi: "1000000003" }],
      failed: [{ npi: "1000000001", code: 2 }],
    });
    expect(priceNpis({ ...base, npis, price: failing("1000000003", new TypeError("bug")) }).failed).toEqual([
      { npi: "1000000003", code: 3 },
    ]);
    const notFinite = () => ({ discounted: Number.NaN, unc: null, contract: Number.NaN });
    expect(priceNpis({ ...base, npis, price: notFinite }).failed.map((f) => f.code)).toEqual([3, 3]);
  });

  it("orders by the lower of UNC and discounted, cheapest first, only when asked", () => {
    const fixed: Record<string, { discounted: number; unc: number | null }> = {
      "1000000001": { discounted: 20, unc: 50 },
      "1000000002": { discounted: 15, unc: null },
      "1000000003": { discounted: 30, unc: 8 },
    };
    const price = (input: Parameters<typeof calculatePrice>[0]) => ({ ...fixed[input.npi!]!, contract: 0 });
    const npis = Object.keys(fixed);
    expect(priceNpis({ ...base, npis, price }).successful.map((s) => s.npi)).toEqual(npis);
    expect(priceNpis({ ...base, npis, price, sort: true }).successful.map((s) => s.npi)).toEqual([
      "1000000003",
      "1000000002",
      "1000000001",
    ]);
  });

  it("marks every priced store featured as the caller says", () => {
    const { successful } = priceNpis({ ...base, featured: true, npis: ["1000000001"] });
    expect(successful[0]?.featured).toBe(true);
  });
});

describe("toPriceObject", () => {
  it("writes money as cent strings and keeps a null UNC", () => {
    expect(toPriceObject({ discounted: 9.5, unc: null, contract: 9.5 })).toEqual({ unc: null, discounted: "9.50" });
    expect(toPriceObject({ discounted: 12.345, unc: 40, contract: 12.35 })).toEqual({
      unc: "40.00",
      discounted: "12.35",
    });
  });
});
