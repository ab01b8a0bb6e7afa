import { describe, expect, it } from "vitest";
import type { StoreLocation } from "./parse-store-locations";
import type { PlacedPharmacy } from "./place-pharmacies";
import { standAtTheirName } from "./stand-at-their-name";

// Chinook Health, 275 Waneka Pkwy, Lafayette, CO 80026, on its zip's point; CMS DMEPOS 2026 lists "Chinook Health"
// in Louisville, CO, 0.6 mile off.
const ZIP = { lat: 39.998, lng: -105.0963 };
const zipPoints = () => ({ geonames: ZIP });
const store = (overrides: Partial<PlacedPharmacy> = {}): PlacedPharmacy => ({
  npi: "1972260339",
  name: "Chinook Health",
  chainCode: "INDEPENDENT",
  phone: "7204584887",
  street: "275 Waneka Pkwy Ste 10",
  city: "Lafayette",
  state: "CO",
  zip: "80026",
  ...ZIP,
  placement: "zip",
  openingHours: null,
  sources: "nppes-2025-10",
  method: "zip-geonames",
  ...overrides,
});
const listing = (overrides: Partial<StoreLocation> = {}): StoreLocation => ({
  source: "dmepos",
  chainCode: null,
  banner: null,
  storeNumber: null,
  street: null,
  name: "Chinook Health",
  city: "Louisville",
  state: "CO",
  zip: null,
  lat: 39.98941,
  lng: -105.09303,
  phone: null,
  openingHours: null,
  ...overrides,
});

describe("standAtTheirName", () => {
  it("moves a store on its zip's point to the one DMEPOS listing of its name in its state, whatever city it writes", () => {
    const [moved] = standAtTheirName([store()], [listing()], zipPoints);
    expect(moved).toMatchObject({ lat: 39.98941, lng: -105.09303, placement: "rooftop", method: "name-state" });
    expect(moved!.sources).toBe("nppes-2025-10;point=dmepos");
    // The same place listed twice is one listing; "Inc" and punctuation are no part of the name.
    const twice = [listing({ name: "Chinook Health, Inc." }), listing({ lat: 39.9895 })];
    expect(standAtTheirName([store()], twice, zipPoints)[0]!.method).toBe("name-state");
  });

  it("leaves it where the name is two stores', or two places', or another state's", () => {
    const other = store({ npi: "1000000004", street: "1 Main St", zip: "80027" });
    expect(standAtTheirName([store(), other], [listing()], zipPoints).map((p) => p.placement)).toEqual(["zip", "zip"]);
    const twoPlaces = [listing(), listing({ city: "Boulder", lat: 40.015, lng: -105.27 })];
    expect(standAtTheirName([store()], twoPlaces, zipPoints)[0]!.placement).toBe("zip");
    expect(standAtTheirName([store()], [listing({ state: "KS" })], zipPoints)[0]!.placement).toBe("zip");
  });

  it("leaves it where the listing lies beyond 3.5 miles of every point of its zip (another store of the name)", () => {
    // Center Street Pharmacy: Lexington, NC in NPPES; DMEPOS's one "Center Street Pharmacy Inc" is in Apex, 80 miles.
    const far = listing({ lat: 39.94, lng: -105.0963 }); // 4 miles south
    expect(standAtTheirName([store()], [far], zipPoints)[0]!.placement).toBe("zip");
    // Within 3.5 miles of the zip's Census centroid, which the zip may settle on: moved.
    const census = { lat: 39.96, lng: -105.0963 };
    expect(standAtTheirName([store()], [far], () => ({ geonames: ZIP, census }))[0]!.placement).toBe("rooftop");
  });

  it("leaves chain stores, stores a list placed, and a point another store stands on", () => {
    const chain = store({ chainCode: "CVS", name: "Chinook Health" });
    expect(standAtTheirName([chain], [listing()], zipPoints)).toEqual([chain]);
    const placed = store({ placement: "rooftop", lat: 39.99, lng: -105.1, method: "street" });
    expect(standAtTheirName([placed], [listing()], zipPoints)).toEqual([placed]);
    const neighbour = store({ npi: "1000000012", name: "Lafayette Drug", placement: "rooftop", lat: 39.98942, lng: -105.09303 }); // prettier-ignore
    expect(standAtTheirName([store(), neighbour], [listing()], zipPoints)[0]!.placement).toBe("zip");
    const chainListing = listing({ chainCode: "CVS" });
    expect(standAtTheirName([store()], [chainListing], zipPoints)[0]!.placement).toBe("zip");
  });
});
