import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sphericalMiles } from "../../geo/distance-miles";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";
import { readStoreLists } from "./sign-sources";
import { standAtTheirListing } from "./stand-at-their-listing";
import { stateCodeInCapitals } from "./format-fields";

// Twenty-ninth session (NETWORK.md, "every store where it stands"). The cases were read from the public files: CMS
// DMEPOS 2026's one free listing of the store's chain or name in its city, each checked against the street the store
// shows; every one stood on its zip's point, 0.3 to 3.5 miles off, on the seed before this session.
const DATA = "../shared/data";

// [NPI, name, street, city, state, DMEPOS's point]: towns of a few thousand to cities of a quarter of a million.
const AT_THEIR_LISTING: [npi: string, name: string, street: string, city: string, state: string, lat: number, lng: number][] = [
  ["1336171222", "Stop & Shop", "815 Grand Army Hwy", "Somerset", "MA", 41.73056, -71.16942],
  ["1093710428", "T & F Drugs", "622 N Maple Ave", "Ho Ho Kus", "NJ", 40.9963, -74.11058],
  ["1114682069", "Jericho Road Ministries", "184 Barton St", "Buffalo", "NY", 42.91803, -78.8944],
  ["1346357522", "Kinney Drugs", "2255 N Triphammer Rd", "Ithaca", "NY", 42.47808, -76.48182],
  ["1407889736", "Weis Markets", "860 Carlisle St", "Hanover", "PA", 39.81162, -76.99124],
  ["1710912753", "Weis Markets", "1800 Roosevelt Ave", "York", "PA", 39.98483, -76.76766],
  ["1750396693", "Marc's", "12650 Rockside Rd", "Garfield Hts", "OH", 41.40037, -81.59636],
  ["1801838479", "Trumm Drug", "600 Fillmore St", "Alexandria", "MN", 45.88588, -95.37934],
  ["1780135186", "Rosauers", "2350 S Reserve St", "Missoula", "MT", 46.84956, -114.03765],
  ["1578504916", "Dillons", "517 W 27th", "Hays", "KS", 38.87749, -99.32408],
  ["1013338946", "Scheffe Rx", "1925 W Owen K Garriott Rd", "Enid", "OK", 36.3907, -97.9021],
  ["1669497293", "Smith's", "550 N Main St", "Heber City", "UT", 40.51469, -111.4133],
  ["1700059722", "Bel Air", "500 W Capitol Ave", "West Sacramento", "CA", 38.58, -121.53078],
  ["1366827834", "Fred Meyer", "301 E Wallace Kneeland Blvd", "Shelton", "WA", 47.23146, -123.12463],
  ["1801831979", "Fred Meyer", "401 NW 12th Ave", "Battle Ground", "WA", 45.78485, -122.54881],
]; // prettier-ignore

// [NPI, name as the sign reads it]: a state code ending the name, which a source wrote "Pa", "Ma", "Tx".
const STATE_CODES: [npi: string, name: string][] = [
  ["1457194508", "Rxvip PA"],
  ["1780380337", "Proxsys Rx - MA"],
  ["1376192740", "Proxsys Rx - TX"],
  ["1013913458", "Bioplus Specialty Pharmacy CA"],
  ["1639344013", "Greggs Pharmacy WV"],
  ["1194383182", "Capsule DC"],
  ["1013428176", "Longs Drugstores of SC"],
  ["1801952171", "Bed-Stuy Pharmacy NY"],
  ["1972722825", "Rx Care of LA"],
  ["1407861016", "Hattiesburg Clinic PA"],
];
// Controls: a company's "Co" wherever it stands, "Me" a word outside Maine.
const WORDS_KEPT: [npi: string, name: string][] = [
  ["1467559393", "Archdale Drug Co"],
  ["1760603104", "Argenta Drug Co"],
  ["1457815151", "Apothecary & Co"],
  ["1013488782", "Bh Endeavors Co"],
  ["1497454383", "Pharmacy Near Me"],
];

describe(
  "the committed seed stands every store where the files put it, under its sign",
  { timeout: 180_000 },
  async () => {
    const { pharmacies } = await readPharmacySeed();
    const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));

    it.each(AT_THEIR_LISTING)("stands %s (%s, %s, %s %s) at its city's DMEPOS listing", (npi, name, street, city, state, lat, lng) => {
    const store = byNpi.get(npi);
    expect(store).toMatchObject({ name, street, city, state, placement: "rooftop" });
    expect(sphericalMiles(store!, { lat, lng })).toBeLessThan(0.05);
  }); // prettier-ignore

    it.each(STATE_CODES)("writes %s's state code as the code: %s", (npi, name) => {
      expect(byNpi.get(npi)?.name).toBe(name);
    });

    it.each(WORDS_KEPT)("keeps %s's last word as a word: %s", (npi, name) => {
      expect(byNpi.get(npi)?.name).toBe(name);
    });

    it("writes no name's last word as a state code in mixed case, but a company's Co and a word (209 on the seed before)", () => {
      const mixed = pharmacies.filter((p) => stateCodeInCapitals(p.name, p.state) !== p.name);
      expect(mixed.map((p) => p.name)).toEqual([]);
    });

    it.skipIf(!existsSync(DATA))(
      "leaves no store on its zip's point that its city's one free DMEPOS listing answers for (46 on the seed before)",
      async () => {
        const lists = (await readStoreLists(DATA)).filter((l) => l.source === "dmepos");
        const zips = new Map((await readZipSeed()).zips.map((z) => [z.zip, z]));
        const records = pharmacies.map((p) => ({ ...p, method: "street" as const, sources: p.sources ?? "" }));
        const moved = standAtTheirListing(records, lists, (zip) => ({ geonames: zips.get(zip) }));
        expect(moved.filter((p, i) => p !== records[i]).map((p) => `${p.name}, ${p.city} ${p.state}`)).toEqual([]);
      },
    );
  },
);
