import { describe, expect, it } from "vitest";
import { mergeAccountSettings, parseAccountSettings } from "./account-settings";
import { accountConfigSchema } from "./schemas";

describe("account settings JSON", () => {
  it("reads a row stored before the pricing terms existed with their defaults", () => {
    const settings = parseAccountSettings(JSON.stringify({ requirePrescriber: true }));
    expect(settings.eligibility.requirePrescriber).toBe(true);
    expect(settings.pricingTerms).toEqual({ featuredBrands: false, programs: [] });
  });

  it("keeps the pricing terms under the stored key contract and the eligibility rules at the top level", () => {
    const json = mergeAccountSettings("{}", {
      pricingTerms: { featuredBrands: true },
      eligibility: { rejectAgeOver64: true },
    });
    const stored = JSON.parse(json) as Record<string, unknown>;
    expect(stored.rejectAgeOver64).toBe(true);
    expect(stored.contract).toEqual({ featuredBrands: true, programs: [] });
    expect(parseAccountSettings(json).pricingTerms.featuredBrands).toBe(true);
  });

  it("changes only what a later config names", () => {
    const first = mergeAccountSettings("{}", { pricingTerms: { featuredBrands: true, programs: ["ozempic-savings"] } });
    const second = mergeAccountSettings(first, { eligibility: { excludedStates: ["NY"] } });
    expect(parseAccountSettings(second)).toMatchObject({
      eligibility: { excludedStates: ["NY"] },
      pricingTerms: { featuredBrands: true, programs: ["ozempic-savings"] },
    });
    expect(parseAccountSettings(mergeAccountSettings(second, { pricingTerms: { programs: [] } })).pricingTerms).toEqual(
      {
        featuredBrands: true,
        programs: [],
      },
    );
  });

  it("reads a --config's pricing terms under pricingTerms or their first name, contract", () => {
    expect(accountConfigSchema.parse({ pricingTerms: { featuredBrands: true } }).pricingTerms).toMatchObject({
      featuredBrands: true,
    });
    expect(accountConfigSchema.parse({ contract: { featuredBrands: true } }).pricingTerms).toMatchObject({
      featuredBrands: true,
    });
    expect(accountConfigSchema.safeParse({ pricing: {} }).success).toBe(false);
  });
});
