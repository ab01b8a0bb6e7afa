import { describe, expect, it } from "vitest";
import type { PlacedPharmacy } from "./place-pharmacies";
import type { StoreLocation } from "./parse-store-locations";
import { standAtTheirListing } from "./stand-at-their-listing";

const zip = { lat: 40.0, lng: -75.0 };
const store = (npi: string, over: Partial<PlacedPharmacy> = {}): PlacedPharmacy => ({
  npi,
  name: "Weis Markets",
  chainCode: "WEIS",
  phone: null,
  street: "1 Main St",
  city: "York",
  state: "PA",
  zip: "17404",
  ...zip,
  placement: "zip",
  openingHours: null,
  method: "zip-geonames",
  sources: "nppes-2025-10",
  ...over,
});
const listing = (lat: number, lng: number, over: Partial<StoreLocation> = {}): StoreLocation => ({
  source: "dmepos",
  chainCode: "WEIS",
  banner: null,
  storeNumber: null,
  street: null,
  name: "Weis Markets Inc",
  city: "York",
  state: "PA",
  zip: null,
  lat,
  lng,
  phone: null,
  openingHours: null,
  ...over,
});
const place = (records: PlacedPharmacy[], locations: StoreLocation[]) =>
  standAtTheirListing(records, locations, () => ({ geonames: zip }));

describe("standAtTheirListing", () => {
  it("stands a city's one store on its zip's point at its chain's one free listing there", () => {
    const [moved] = place([store("1")], [listing(40.01, -75.01)]);
    expect(moved).toMatchObject({ lat: 40.01, lng: -75.01, placement: "rooftop", method: "city-listing" });
    expect(moved!.sources).toBe("nppes-2025-10;point=dmepos");
  });

  it("pairs the free listing only: another store of the chain stands beside the other", () => {
    const placed = store("2", { lat: 40.03, lng: -75.03, placement: "rooftop", method: "street" });
    const [moved] = place([store("1"), placed], [listing(40.01, -75.01), listing(40.03, -75.03)]);
    expect(moved).toMatchObject({ lat: 40.01, lng: -75.01, placement: "rooftop" });
  });

  it("moves no store where two stand on their zip's point, or two listings are free", () => {
    expect(place([store("1"), store("2")], [listing(40.01, -75.01), listing(40.03, -75.03)])).toMatchObject([{ placement: "zip" }, { placement: "zip" }]); // prettier-ignore
    expect(place([store("1")], [listing(40.01, -75.01), listing(40.03, -75.03)])[0]).toMatchObject({ placement: "zip" }); // prettier-ignore
  });

  it("moves no store where the city lists more stores of the chain than the network holds", () => {
    const placed = store("2", { lat: 40.03, lng: -75.03, placement: "rooftop", method: "street" });
    const lists = [listing(40.01, -75.01), listing(40.03, -75.03), listing(40.031, -75.05)];
    expect(place([store("1"), placed], lists)[0]).toMatchObject({ placement: "zip" });
  });

  it("reads an independent's listing by its name, not a hospital's, nor one over 3.5 miles off", () => {
    const drug = store("1", { name: "Trumm Drug", chainCode: "INDEPENDENT" });
    const dmepos = (name: string, lat = 40.01) => listing(lat, -75.01, { chainCode: null, name });
    expect(place([drug], [dmepos("Trumm Drug Inc")])[0]).toMatchObject({ placement: "rooftop" });
    expect(place([drug], [dmepos("Other Drug")])[0]).toMatchObject({ placement: "zip" });
    expect(place([drug], [dmepos("Trumm Drug", 40.1)])[0]).toMatchObject({ placement: "zip" });
    const hospital = store("3", { name: "York Hospital", chainCode: "INDEPENDENT" });
    expect(place([hospital], [dmepos("York Hospital")])[0]).toMatchObject({ placement: "zip" });
  });
});
