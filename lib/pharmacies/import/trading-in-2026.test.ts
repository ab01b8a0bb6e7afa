import { describe, expect, it } from "vitest";
import type { ListedPharmacy } from "./parse-npi-sources";
import type { StoreLocation } from "./parse-store-locations";
import { nameWords, tradingIn2026 } from "./trading-in-2026";

// Reinbeck Pharmacy, 401 Main Street, Reinbeck, IA 50669: on the 2022 locator only; CMS DMEPOS 2026 lists "Reinbeck
// Pharmacy Inc" 0.03 mile from the locator's point.
const listed = (overrides: Partial<ListedPharmacy> = {}): ListedPharmacy => ({
  line: 2,
  npi: "1427302660",
  name: "REINBECK PHARMACY",
  street: "401 Main Street",
  city: "Reinbeck",
  state: "IA",
  zip: "50669",
  phone: null,
  point: { lat: 42.32345, lng: -92.59981 },
  ...overrides,
});
const listing = (overrides: Partial<StoreLocation> = {}): StoreLocation => ({
  source: "dmepos",
  chainCode: null,
  banner: null,
  storeNumber: null,
  street: null,
  name: "Reinbeck Pharmacy Inc",
  city: "Reinbeck",
  state: "IA",
  zip: null,
  lat: 42.3234,
  lng: -92.5992,
  phone: null,
  openingHours: null,
  ...overrides,
});

describe("tradingIn2026", () => {
  it("finds the DMEPOS 2026 listing of the locator independent's name at its point", () => {
    expect(tradingIn2026([listing()])(listed(), [])?.name).toBe("Reinbeck Pharmacy Inc");
    // A word of the name is enough: "Moreland And Devitt, Inc" for "MORELAND DEVITT PHARMACY RUSHVILLE".
    const moreland = listing({ name: "Moreland And Devitt, Inc" });
    expect(tradingIn2026([moreland])(listed({ name: "MORELAND DEVITT PHARMACY RUSHVILLE" }), [])).toBe(moreland);
  });

  it("finds none for another name, a chain's listing, a listing off its point, or no point", () => {
    expect(tradingIn2026([listing({ name: "Main Street Drug Inc" })])(listed(), [])).toBeNull();
    expect(tradingIn2026([listing({ chainCode: "CVS" })])(listed(), [])).toBeNull();
    expect(tradingIn2026([listing({ lat: 42.3264 })])(listed(), [])).toBeNull(); // 0.2 mile north
    expect(tradingIn2026([listing()])(listed({ point: null }), [])).toBeNull();
  });

  it("finds none for a name that is no walk-in pharmacy's", () => {
    const ltc = listed({ name: "REINBECK LONG TERM CARE PHARMACY" });
    expect(tradingIn2026([listing({ name: "Reinbeck Long Term Care Pharmacy" })])(ltc, [])).toBeNull();
    expect(tradingIn2026([listing({ name: "Reinbeck Associates" })])(listed({ name: "REINBECK ASSOCIATES" }), [])).toBeNull(); // prettier-ignore
  });

  it("finds none where a store of its zip shares a word of either name: the pharmacy under a newer NPI", () => {
    expect(tradingIn2026([listing()])(listed(), [{ name: "Reinbeck Pharmacy" }])).toBeNull();
    expect(tradingIn2026([listing()])(listed(), [{ name: "Casey's Pharmacy" }])?.name).toBe("Reinbeck Pharmacy Inc");
  });

  it("reads a name's own words, not those every pharmacy's name holds", () => {
    expect([...nameWords("7513-FARMACIA SAN PEDRO")]).toEqual(["PEDRO"]);
    expect([...nameWords("Chad's Payless Pharmacy, Inc.")]).toEqual(["CHADS", "PAYLESS"]);
  });
});
