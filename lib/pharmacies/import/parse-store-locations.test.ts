import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDataFile } from "./read-delimited-rows";
import {
  normalizeOpeningHours,
  parseAllThePlaces,
  parseDmeposPharmacies,
  parseStilesLocations,
  parseUnivafAlbertsons,
  stateCode,
  STORE_LIST_REJECTION_REASONS,
} from "./parse-store-locations";

const fixture = (name: string) => openDataFile(path.join(import.meta.dirname, "fixtures", name));

describe("public store lists", () => {
  it("reads All the Places with store numbers, banners and hours, dropping closed and unplaced stores", async () => {
    const { records, rejected } = await parseAllThePlaces(fixture("atp-stores.csv"));
    expect(records.map((r) => [r.chainCode, r.banner, r.storeNumber, r.openingHours])).toEqual([
      ["WALGREENS", "Duane Reade", "14438", "24/7"],
      ["WALMART", "Walmart", "25", "Mo-Su 06:00-23:00"],
      ["ALBERTSONS", "Jewel-Osco", "1118", "Mo-Su 06:00-00:00"],
    ]);
    expect(records[0]).toMatchObject({ street: "13602 ROOSEVELT AVE", zip: "11354", lat: 40.75943105, lng: -73.82978438, phone: "7188863212" }); // prettier-ignore
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [4, STORE_LIST_REJECTION_REASONS.closed],
      [6, STORE_LIST_REJECTION_REASONS.coordinates],
    ]);
  });

  it("reads stiles' lists, with a zip+4 cut to five digits and Kroger's division codes taken for no banner or store number", async () => {
    const { records } = await parseStilesLocations(fixture("stiles-stores.csv"));
    expect(records.map((r) => [r.chainCode, r.banner, r.storeNumber, r.zip])).toEqual([
      ["CVS", "CVS", "2249", "77494"],
      ["KROGER", "Kroger", null, "60607"],
      ["COSTCO", "Costco", "1087", "55337"],
    ]);
  });

  it("reads univaf's Albertsons pharmacies as ALBERTSONS under their banner", async () => {
    const { records } = await parseUnivafAlbertsons(fixture("univaf-albertsons.csv"));
    expect(records).toEqual([
      expect.objectContaining({ chainCode: "ALBERTSONS", banner: "Jewel-Osco", storeNumber: "3294", street: "140 W Lake St", zip: "60101" }), // prettier-ignore
    ]);
  });

  it("reads the DMEPOS directory by name and city, recognising chains by name", async () => {
    const { records } = await parseDmeposPharmacies(fixture("dmepos-pharmacies.csv"));
    expect(records.map((r) => [r.name, r.city, r.state, r.chainCode, r.street])).toEqual([
      ["Alaska CVS Pharmacy LLC", "Anchorage", "AK", "CVS", null],
      ["Island Pharmacy Inc", "Ketchikan", "AK", null, null],
      ["Alabama CVS Pharmacy, L.L.C.", "Birmingham", "AL", "CVS", null],
    ]);
  });

  it("reads a state written in full as its USPS code (All the Places' ShopRite stores)", () => {
    expect(stateCode("New Jersey")).toBe("NJ");
    expect(stateCode(" pennsylvania ")).toBe("PA");
    expect(stateCode("District  of Columbia")).toBe("DC");
    expect(stateCode("ny")).toBe("NY");
  });

  it("writes hours in OpenStreetMap syntax and treats hours without times as unknown", () => {
    expect(normalizeOpeningHours("Mon-Sun 06:00-23:00")).toBe("Mo-Su 06:00-23:00");
    expect(normalizeOpeningHours("24/7")).toBe("24/7");
    expect(normalizeOpeningHours("Mo-Su ")).toBeNull();
    expect(normalizeOpeningHours(undefined)).toBeNull();
  });
});
