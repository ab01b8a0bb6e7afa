import { describe, expect, it } from "vitest";
import { mergeAccountSettings, parseAccountSettings } from "./account-settings";

describe("account settings JSON", () => {
  it("reads a row stored before the contract existed with the contract's defaults", () => {
    const settings = parseAccountSettings(JSON.stringify({ requirePrescriber: true }));
    expect(settings.eligibility.requirePrescriber).toBe(true);
    expect(settings.contract).toEqual({ featuredBrands: false, programs: [] });
  });

  it("keeps the contract under its own key and the eligibility rules at the top level", () => {
    const json = mergeAccountSettings("{}", {
      contract: { featuredBrands: true },
      eligibility: { rejectAgeOver64: true },
    });
    const stored = JSON.parse(json) as Record<string, unknown>;
    expect(stored.rejectAgeOver64).toBe(true);
    expect(stored.contract).toEqual({ featuredBrands: true, programs: [] });
    expect(parseAccountSettings(json).contract.featuredBrands).toBe(true);
  });

  it("changes only what a later config names", () => {
    const first = mergeAccountSettings("{}", { contract: { featuredBrands: true, programs: ["ozempic-savings"] } });
    const second = mergeAccountSettings(first, { eligibility: { excludedStates: ["NY"] } });
    expect(parseAccountSettings(second)).toMatchObject({
      eligibility: { excludedStates: ["NY"] },
      contract: { featuredBrands: true, programs: ["ozempic-savings"] },
    });
    expect(parseAccountSettings(mergeAccountSettings(second, { contract: { programs: [] } })).contract).toEqual({
      featuredBrands: true,
      programs: [],
    });
  });
});
