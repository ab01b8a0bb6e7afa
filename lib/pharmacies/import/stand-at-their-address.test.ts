import { describe, expect, it } from "vitest";
import { distanceMiles } from "../../geo/distance-miles";
import type { AddressPoint } from "./parse-address-points";
import type { PlacedPharmacy } from "./place-pharmacies";
import { standAtTheirAddress } from "./stand-at-their-address";

// Pittsboro, NC 27312 (GeoNames' point; no Census point here): Pittsboro Pharmacy at 630 East St, whose Test to
// Treat site stands 3.5 miles from the zip's point.
const ZIP = { lat: 35.7626, lng: -79.1832 };
const zipPoints = () => ({ geonames: ZIP });
const store = (overrides: Partial<PlacedPharmacy> = {}): PlacedPharmacy => ({
  npi: "1871100164",
  name: "Pittsboro Pharmacy",
  chainCode: "INDEPENDENT",
  phone: null,
  street: "630 East St Ste 13",
  city: "Pittsboro",
  state: "NC",
  zip: "27312",
  ...ZIP,
  placement: "zip",
  openingHours: null,
  sources: "nppes-2025-10",
  method: "zip-geonames",
  ...overrides,
});
const site = (overrides: Partial<AddressPoint> = {}): AddressPoint => ({
  source: "test-to-treat-2023",
  street: "630 EAST ST",
  zip: "27312",
  lat: 35.71859,
  lng: -79.16642,
  ...overrides,
});

describe("standAtTheirAddress", () => {
  it("moves a store on its zip's point to the geocode a file gives its zip and street", () => {
    const [moved] = standAtTheirAddress([store()], [site()], zipPoints);
    expect(moved).toMatchObject({ lat: 35.71859, lng: -79.16642, placement: "rooftop", method: "address-point" });
    expect(moved!.sources).toBe("nppes-2025-10;point=test-to-treat-2023");
  });

  it("leaves a store a list placed, and one of another street or zip", () => {
    const roof = store({ placement: "rooftop", lat: 35.72, lng: -79.17, method: "name-city" });
    expect(standAtTheirAddress([roof], [site()], zipPoints)).toEqual([roof]);
    const elsewhere = [site({ street: "640 EAST ST" }), site({ zip: "27313" })];
    expect(standAtTheirAddress([store()], elsewhere, zipPoints)[0]!.placement).toBe("zip");
  });

  it("leaves it where the files' points for the address disagree, lie far off, or are the zip's own point", () => {
    const apart = [site(), site({ source: "locator-2022", lat: 35.74, lng: -79.16642 })]; // 1.5 miles apart
    expect(standAtTheirAddress([store()], apart, zipPoints)[0]!.placement).toBe("zip");
    expect(standAtTheirAddress([store()], [site({ lat: 36.0 })], zipPoints)[0]!.placement).toBe("zip"); // 16 miles
    const fallback = site({ lat: ZIP.lat + 0.0001, lng: ZIP.lng });
    expect(distanceMiles(fallback, ZIP)).toBeLessThan(0.05);
    expect(standAtTheirAddress([store()], [fallback], zipPoints)[0]!.placement).toBe("zip");
  });

  it("leaves an independent at a chain's street to the chain store's rules, and moves the chain's own store", () => {
    const weis = store({ npi: "1111111111", name: "Weis Markets", chainCode: "WEIS", street: "630 East Street" });
    const [independent, chain] = standAtTheirAddress([store(), weis], [site()], zipPoints);
    expect(independent!.placement).toBe("zip");
    expect(chain!.placement).toBe("rooftop");
  });
});
