import { computeDestinationPoint } from "geolib";
import { describe, expect, it } from "vitest";
import type { LatLng } from "../geo/types";
import { DRIVING_RADIUS_MILES, findNearbyPharmaciesIn } from "./find-nearby-pharmacies";
import { buildNetworkIndex, type StoredPharmacy } from "./network-index";

// Miles City, MT (59301): a county seat whose region holds a handful of stores, none of most national chains.
const MILES_CITY = { zip: "59301", lat: 46.4075, lng: -105.8332, city: "Miles City", state: "MT" };
const NOWHERE = { zip: "59353", ...at(MILES_CITY, 80, 0), city: "Wibaux", state: "MT" };

function at(from: LatLng, miles: number, bearing: number): LatLng {
  const p = computeDestinationPoint({ latitude: from.lat, longitude: from.lng }, miles * 1609.344, bearing);
  return { lat: p.latitude, lng: p.longitude };
}
const store = (npi: string, chainCode: string, where: LatLng): StoredPharmacy => ({
  npi,
  name: chainCode === "INDEPENDENT" ? `Pharmacy ${npi}` : chainCode,
  chainCode,
  phone: "4065550100",
  street: `${npi} Main St`,
  city: "Miles City",
  state: "MT",
  zip: "59301",
  ...where,
  placement: "rooftop",
  openingHours: null,
});

const network = buildNetworkIndex({
  chains: [
    { code: "WALMART", name: "Walmart" },
    { code: "ALBERTSONS", name: "Albertsons / Safeway" },
    { code: "INDEPENDENT", name: "Independent pharmacy" },
  ],
  pharmacies: [
    store("1000000003", "INDEPENDENT", at(MILES_CITY, 0.4, 90)),
    store("1000000001", "WALMART", at(MILES_CITY, 1.2, 180)),
    store("1000000002", "INDEPENDENT", at(MILES_CITY, 30, 270)),
    store("1000000004", "ALBERTSONS", at(MILES_CITY, DRIVING_RADIUS_MILES + 5, 270)), // beyond a drive
  ],
  zips: [MILES_CITY, NOWHERE],
});

describe("findNearbyPharmacies", () => {
  it("lists the stores within driving distance of a rural zip, independents included, nearest first", () => {
    const result = findNearbyPharmaciesIn(network, { zip: "59301" });
    expect(result).toMatchObject({ zipExists: true, place: { city: "Miles City", state: "MT" }, radiusMiles: 50 });
    if (!result.zipExists) throw new Error("unreachable");
    expect(result.pharmacies.map((p) => [p.npi, p.chainCode, p.chainName, Math.round(p.distance)])).toEqual([
      ["1000000003", "INDEPENDENT", null, 0],
      ["1000000001", "WALMART", "Walmart", 1],
      ["1000000002", "INDEPENDENT", null, 30],
    ]);
    expect(result.chainCodes).toEqual(["WALMART"]); // Albertsons' store lies beyond the drive
    expect(result.pharmacies[0]).toMatchObject({ type: "retail", address: { city: "Miles City", state: "MT" } });
  });

  it("says a zip no zip file knows, or one that is not five digits, does not exist", () => {
    for (const zip of ["00000", "99999", "5930", "abcde"])
      expect(findNearbyPharmaciesIn(network, { zip })).toEqual({ zipExists: false, zip });
  });

  it("gives a real zip with no store within reach an empty list, not an error", () => {
    expect(findNearbyPharmaciesIn(network, { zip: "59353", radiusMiles: 10 })).toMatchObject({
      zipExists: true,
      chainCodes: [],
      pharmacies: [],
      radiusMiles: 10,
    });
  });

  it("keeps to the limit and never reaches beyond the driving radius", () => {
    const result = findNearbyPharmaciesIn(network, { zip: "59301", limit: 1, radiusMiles: 500 });
    expect(result).toMatchObject({ radiusMiles: DRIVING_RADIUS_MILES, pharmacies: [{ npi: "1000000003" }] });
  });
});
