import { describe, expect, it } from "vitest";
import { effectivePrice, sortByPrice } from "./price-sort";

const at = (npi: string, discounted: string, unc: string | null) => ({ npi, price: { discounted, unc } });

describe("sortByPrice", () => {
  it("orders by the lower of UNC and discounted, cheapest first", () => {
    const sorted = sortByPrice([at("a", "30.00", "50.00"), at("b", "20.00", "8.00"), at("c", "12.00", "40.00")]);
    expect(sorted.map((r) => r.npi)).toEqual(["b", "c", "a"]);
  });

  it("treats a null UNC as the discounted price", () => {
    const sorted = sortByPrice([at("a", "15.00", "14.00"), at("b", "14.50", null), at("c", "9.00", null)]);
    expect(sorted.map((r) => r.npi)).toEqual(["c", "a", "b"]);
    expect(effectivePrice({ discounted: "14.50", unc: null })).toBe(14.5);
  });

  it("compares amounts as numbers, not as strings", () => {
    const sorted = sortByPrice([at("a", "10.00", null), at("b", "9.50", null), at("c", "100.00", "2.00")]);
    expect(sorted.map((r) => r.npi)).toEqual(["c", "b", "a"]);
  });

  it("keeps the request order for equal prices and does not change its input", () => {
    const input = [at("a", "10.00", null), at("b", "12.00", "10.00"), at("c", "10.00", "11.00")];
    expect(sortByPrice(input).map((r) => r.npi)).toEqual(["a", "b", "c"]);
    expect(sortByPrice([input[2]!, input[0]!]).map((r) => r.npi)).toEqual(["c", "a"]);
    expect(input.map((r) => r.npi)).toEqual(["a", "b", "c"]);
  });

  it("accepts numeric prices", () => {
    const sorted = sortByPrice([{ price: { discounted: 5, unc: 7 } }, { price: { discounted: 6, unc: 4 } }]);
    expect(sorted.map((r) => r.price.discounted)).toEqual([6, 5]);
  });
});
