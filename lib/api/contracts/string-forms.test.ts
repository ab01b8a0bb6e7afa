// Partners send numbers and booleans as strings: every endpoint's contract reads those forms.
import { describe, expect, it } from "vitest";

describe("the endpoints' numeric and boolean fields", () => {
  it("read the string forms partners send", async () => {
    const { enrollCardContract, checkContract } = await import("./eligibility");
    const { npiPeopleContract, regionPeopleContract } = await import("./pricing");
    const { chainPharmaciesContract } = await import("./pharmacies");
    const region = regionPeopleContract.body!.parse({ ndc: "00378180010", quantity: "30", daysSupply: "90" });
    expect(region).toMatchObject({ quantity: 30, daysSupply: 90 });
    expect(regionPeopleContract.query!.parse({ limit: "5", index: "10" })).toMatchObject({ limit: 5, index: 10 });
    expect(npiPeopleContract.query!.parse({ sort: "TRUE" }).sort).toBe(true);
    const medication = checkContract.body!.shape.medication.parse({ ndc: "00378180010", quantity: "2.5" });
    expect(medication).toEqual({ ndc: "00378180010", quantity: 2.5, daysSupply: 30 });
    expect(enrollCardContract.body!.shape.active.parse("false")).toBe(false);
    const chain = chainPharmaciesContract.query!.parse({
      zip: "10001",
      chainCode: "cvs",
      lat: "40.7484",
      lng: "-73.9967",
    });
    expect(chain).toMatchObject({ lat: 40.7484, lng: -73.9967 });
  });
});
