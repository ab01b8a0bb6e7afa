import { describe, expect, it } from "vitest";
import type { ZipRecord } from "../../geo/types";
import { locatePharmacies, LOCATE_REJECTION_REASONS } from "./locate-pharmacies";
import type { NppesPharmacy } from "../pharmacy-record";

const pharmacy = (npi: string, zip: string, line: number): NppesPharmacy => ({
  npi,
  name: "Test Pharmacy",
  chainCode: "INDEPENDENT",
  phone: null,
  street: "1 Main St",
  city: "New York",
  state: "NY",
  zip,
  line,
});
const zips = new Map<string, ZipRecord>([
  ["10001", { zip: "10001", lat: 40.7484, lng: -73.9967, city: "New York", state: "NY" }],
]);

describe("locatePharmacies", () => {
  it("puts each pharmacy on its zip centroid and rejects unknown zips and repeated NPIs", () => {
    const { records, rejected } = locatePharmacies({
      pharmacies: [
        pharmacy("1790726669", "10001", 2),
        pharmacy("1730137183", "99999", 3),
        pharmacy("1790726669", "10001", 4),
      ],
      zips,
    });
    expect(records).toEqual([
      {
        npi: "1790726669",
        name: "Test Pharmacy",
        chainCode: "INDEPENDENT",
        phone: null,
        street: "1 Main St",
        city: "New York",
        state: "NY",
        zip: "10001",
        lat: 40.7484,
        lng: -73.9967,
        coordinateSource: "zip-centroid",
      },
    ]);
    expect(rejected).toEqual([
      { line: 3, reason: LOCATE_REJECTION_REASONS.unknownZip, detail: "99999" },
      { line: 4, reason: LOCATE_REJECTION_REASONS.duplicateNpi, detail: "1790726669" },
    ]);
  });
});
