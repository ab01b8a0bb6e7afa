import { describe, expect, it } from "vitest";
import { ADDRESS_POINT_REJECTION_REASONS, addressPointsOfLocator, parseTestToTreat } from "./parse-address-points";

// The layout of test-to-treat-2023-04-19.csv (HHS, healthdata.gov 6m8a-tsjg).
const HEADER = "Provider Name,Address1,Address2,City,State,Zip,Last Report Date,Public Website,Phone Number,Geopoint";

describe("parseTestToTreat", () => {
  it("reads each site's name, street, zip and Geopoint (longitude first)", async () => {
    const csv = `${HEADER}\nMEDSCRIPTS PHARMACY,24 W RAILROAD AVE,,JAMESBURG,NJ,08831-1234,04/17/2023 12:00:00 AM,,,POINT (-74.43666 40.3485)\n`; // prettier-ignore
    const { records, rejected } = await parseTestToTreat(csv);
    expect(rejected).toEqual([]);
    expect(records).toEqual([
      { source: "test-to-treat-2023", street: "24 W RAILROAD AVE", zip: "08831", lat: 40.3485, lng: -74.43666, name: "MEDSCRIPTS PHARMACY" }, // prettier-ignore
    ]);
  });

  it("rejects a site without a point or a street", async () => {
    const csv = `${HEADER}\nA,1 MAIN ST,,X,NJ,08831,,,,\nB,,,X,NJ,08831,,,,POINT (-74.4 40.3)\n`;
    const { records, rejected } = await parseTestToTreat(csv);
    expect(records).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual([
      ADDRESS_POINT_REJECTION_REASONS.point,
      ADDRESS_POINT_REJECTION_REASONS.place,
    ]);
  });

  it("throws on another file's header", async () => {
    await expect(parseTestToTreat("npi,name\n1,x\n")).rejects.toThrow(ADDRESS_POINT_REJECTION_REASONS.header);
  });
});

describe("addressPointsOfLocator", () => {
  it("takes every locator row with a point and a street, whatever its NPI", () => {
    const row = { line: 2, npi: "1234567893", name: "X", city: "Y", state: "NJ", zip: "08831", phone: null };
    expect(
      addressPointsOfLocator([
        { ...row, street: "24 W Railroad Ave", point: { lat: 40.3, lng: -74.4 } },
        { ...row, street: "", point: { lat: 40.3, lng: -74.4 } },
        { ...row, street: "1 Main St", point: null },
      ]),
    ).toEqual([{ source: "locator-2022", street: "24 W Railroad Ave", zip: "08831", lat: 40.3, lng: -74.4 }]);
  });
});
