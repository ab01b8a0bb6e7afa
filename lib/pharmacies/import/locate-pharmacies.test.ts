import { describe, expect, it } from "vitest";
import { distanceMiles } from "../../geo/distance-miles";
import type { LatLng } from "../../geo/types";
import { bannerOf, isClosedStore, signOf } from "./banners";
import { locatePharmacies, LOCATE_REJECTION_REASONS } from "./locate-pharmacies";
import { mergeNpiSources } from "./merge-npi-sources";
import { normalizeStreet, streetKey } from "./normalize-street";
import type { StoreLocation } from "./parse-store-locations";
import { PLACE_REJECTION_REASONS, storeNumbersIn, zipCentroid, type PlaceablePharmacy } from "./place-pharmacies";
import type { NppesPharmacy } from "../pharmacy-record";

const pharmacy = (overrides: Partial<NppesPharmacy> & Pick<NppesPharmacy, "npi">): NppesPharmacy => ({
  name: "Test Pharmacy",
  chainCode: "INDEPENDENT",
  phone: null,
  street: "1 Main St",
  city: "New York",
  state: "NY",
  zip: "10001",
  line: 2,
  legalName: "TEST PHARMACY INC",
  dbaName: "",
  enumerationDate: "2010-01-01",
  ...overrides,
});
const location = (overrides: Partial<StoreLocation> & LatLng): StoreLocation => ({
  source: "atp",
  chainCode: null,
  banner: null,
  storeNumber: null,
  street: null,
  name: null,
  city: "New York",
  state: "NY",
  zip: "10001",
  phone: null,
  openingHours: null,
  ...overrides,
});

// The merged geography (GeoNames first, Census for zips it lacks, such as 00729): GeoNames puts 10001 close to its
// Census centroid and 59105 (Billings) 7 miles from it.
const GEONAMES = new Map<string, LatLng & { city: string | null; state: string | null }>([
  ["10001", { lat: 40.7484, lng: -73.9967, city: "New York", state: "NY" }],
  ["59105", { lat: 45.9279, lng: -108.4772, city: "Billings", state: "MT" }],
  ["00729", { lat: 18.3349, lng: -65.8871, city: null, state: null }],
]);
const CENSUS = new Map<string, LatLng>([
  ["10001", { lat: 40.7506, lng: -73.9972 }],
  ["59105", { lat: 45.8276, lng: -108.4431 }],
  ["00729", { lat: 18.3349, lng: -65.8871 }],
]);
const chainName = (code: string) => ({ WALGREENS: "Walgreens", CVS: "CVS Pharmacy", KROGER: "Kroger" })[code] ?? code;
const locate = (pharmacies: NppesPharmacy[], locations: StoreLocation[] = []) =>
  locatePharmacies({ pharmacies, zips: GEONAMES, census: CENSUS, locations, chainName });

describe("locatePharmacies: placement", () => {
  it("places a chain store by its store number in the DBA name, in the same state, and shows the number", () => {
    const store = location({
      chainCode: "CVS",
      storeNumber: "1234",
      street: "500 8th Ave",
      lat: 40.7521,
      lng: -73.9935,
    });
    const elsewhere = location({ chainCode: "CVS", storeNumber: "1234", state: "NJ", zip: "07030", lat: 40.74, lng: -74.03 }); // prettier-ignore
    const { records } = locate(
      [pharmacy({ npi: "1000000001", chainCode: "CVS", legalName: "CVS ALBANY LLC", dbaName: "CVS/PHARMACY #01234", street: "500 Eighth Avenue" })], // prettier-ignore
      [elsewhere, store],
    );
    expect(records[0]).toMatchObject({ lat: 40.7521, lng: -73.9935, placement: "rooftop", method: "store-number", name: "CVS Pharmacy #1234" }); // prettier-ignore
  });

  it("places a store by zip and normalised street, taking the banner and hours of the list", () => {
    const dr = location({ chainCode: "WALGREENS", banner: "Duane Reade", street: "777 Avenue of the Americas", lat: 40.74522, lng: -73.99145, openingHours: "Mo-Fr 07:00-23:00" }); // prettier-ignore
    const { records } = locate(
      [
        pharmacy({ npi: "1000000002", chainCode: "WALGREENS", legalName: "WALGREEN EASTERN CO INC", street: "777 AVENUE OF THE AMERICAS, FRNT 2" }), // prettier-ignore
      ],
      [dr],
    );
    expect(records[0]).toMatchObject({
      name: "Duane Reade",
      chainCode: "WALGREENS",
      lat: 40.74522,
      placement: "rooftop",
      method: "street",
      openingHours: "Mo-Fr 07:00-23:00",
    });
  });

  it("places an independent by name and city in the DMEPOS directory, unless two places share the name", () => {
    const island = location({ source: "dmepos", name: "Island Pharmacy Inc", zip: null, lat: 40.745, lng: -73.99 });
    const twinA = location({ source: "dmepos", name: "Twin Pharmacy", zip: null, lat: 40.7, lng: -74.01 });
    const twinB = location({ source: "dmepos", name: "Twin Pharmacy", zip: null, lat: 40.8, lng: -73.95 });
    const { records } = locate(
      [
        pharmacy({ npi: "1000000003", legalName: "ISLAND PHARMACY, INC." }),
        pharmacy({ npi: "1000000004", legalName: "TWIN PHARMACY LLC", street: "9 Broadway" }),
      ],
      [island, twinA, twinB],
    );
    expect(records.map((r) => [r.npi, r.placement, r.method])).toEqual([
      ["1000000003", "rooftop", "name-city"],
      ["1000000004", "zip", "zip-geonames"],
    ]);
  });

  // The DMEPOS directory writes "Saint Maries", "Saint Augustine" where NPPES writes "St Maries", "St Augustine".
  it("places an independent by name and city whatever the spelling of Saint, Fort or Mount", () => {
    const jacks = location({ source: "dmepos", name: "Jacks Pharmacy Inc", city: "Saint Albans", zip: null, lat: 40.69, lng: -73.76 }); // prettier-ignore
    const { records } = locate([pharmacy({ npi: "1000000005", legalName: "JACKS PHARMACY INC", city: "St. Albans" })], [jacks]); // prettier-ignore
    expect(records.map((r) => [r.npi, r.placement, r.method])).toEqual([["1000000005", "rooftop", "name-city"]]);
  });

  it("places a chain store on the nearest free point of its chain in its zip, once per point and its copies", () => {
    const near = location({ chainCode: "KROGER", banner: "Kroger", street: "2 Other Rd", lat: 40.749, lng: -73.997 });
    // One store in two lists: taken by street, its copy is taken with it.
    const listed = location({ chainCode: "KROGER", street: "5 Listed Ave", lat: 40.7401, lng: -73.99 });
    const copy = location({ source: "stiles", chainCode: "KROGER", street: "5 Listed Avenue Suite 1", lat: 40.7402, lng: -73.9901 }); // prettier-ignore
    const { records } = locate(
      [
        pharmacy({ npi: "1000000017", chainCode: "KROGER", legalName: "KROGER LIMITED PARTNERSHIP I", street: "5 Listed Ave" }), // prettier-ignore
        pharmacy({ npi: "1000000005", chainCode: "KROGER", legalName: "KROGER LIMITED PARTNERSHIP I", street: "77 Unknown St" }), // prettier-ignore
        pharmacy({ npi: "1000000006", chainCode: "KROGER", legalName: "KROGER LIMITED PARTNERSHIP I", street: "99 Unknown St" }), // prettier-ignore
      ],
      [near, listed, copy],
    );
    expect(records.map((r) => [r.npi, r.placement, r.method, r.lat])).toEqual([
      ["1000000017", "rooftop", "street", 40.7401],
      ["1000000005", "rooftop", "nearest-banner", 40.749],
      ["1000000006", "zip", "zip-geonames", 40.7484],
    ]);
  });

  it("falls back to the Census centroid where GeoNames' point is more than a mile from it", () => {
    const { records } = locate([
      pharmacy({ npi: "1000000007", zip: "59105", city: "Billings", state: "MT" }),
      pharmacy({ npi: "1000000008", zip: "00729", city: "Canovanas", state: "PR" }),
    ]);
    expect(records[0]).toMatchObject({ ...CENSUS.get("59105"), placement: "zip", method: "zip-census", openingHours: null }); // prettier-ignore
    // A zip GeoNames lacks: the merged geography holds the Census point.
    // The store keeps its own city and state: a Census zip names none.
    expect(records[1]).toMatchObject({ ...CENSUS.get("00729"), city: "Canovanas", state: "PR", placement: "zip", method: "zip-census" }); // prettier-ignore
    expect(zipCentroid({ geonames: GEONAMES.get("10001"), census: CENSUS.get("10001") })?.method).toBe("zip-geonames");
  });

  it("keeps GeoNames' town point where the Census centroid is over 25 miles from it (Anchorage 99503, Fairbanks 99701)", () => {
    // GeoNames US postal codes and Census ZCTA 2021, as the public files give them.
    const anchorage = { geonames: { lat: 61.19, lng: -149.8938 }, census: { lat: 62.043689, lng: -158.174466 } };
    expect(zipCentroid(anchorage)).toEqual({ point: anchorage.geonames, method: "zip-geonames" });
    const fairbanks = { geonames: { lat: 64.8378, lng: -147.7164 }, census: { lat: 67.37543, lng: -149.728458 } };
    expect(zipCentroid(fairbanks)?.method).toBe("zip-geonames");
  });

  it("refuses a match too far from the store's zip (a wrong match) and keeps the store on its zip", () => {
    const faraway = location({ source: "dmepos", name: "Far Pharmacy", zip: null, lat: 42.0, lng: -75.0 });
    const { records } = locate([pharmacy({ npi: "1000000009", legalName: "FAR PHARMACY" })], [faraway]);
    expect(records[0]?.placement).toBe("zip");
    expect(distanceMiles(records[0]!, GEONAMES.get("10001")!)).toBeLessThan(0.01);
  });
});

describe("locatePharmacies: which stores are listed", () => {
  it("keeps one store per chain address, the most recently enumerated NPI", () => {
    const { records, rejected } = locate([
      pharmacy({ npi: "1000000010", chainCode: "CVS", street: "5 Main Street", enumerationDate: "2006-05-01", line: 2 }), // prettier-ignore
      pharmacy({ npi: "1000000011", chainCode: "CVS", street: "5 MAIN ST, STE 1", enumerationDate: "2019-03-04", line: 3 }), // prettier-ignore
      pharmacy({ npi: "1000000012", street: "5 Main St", legalName: "OTHER PHARMACY", line: 4 }),
    ]);
    expect(records.map((r) => r.npi)).toEqual(["1000000011", "1000000012"]);
    expect(rejected).toEqual([{ line: 2, reason: LOCATE_REJECTION_REASONS.sameAddress, detail: "1000000010" }]);
  });

  it("drops closed chains and banners, unknown zips and repeated NPIs", () => {
    const { records, rejected } = locate([
      pharmacy({ npi: "1000000013", chainCode: "RITE_AID", legalName: "RITE AID OF NEW YORK INC", line: 2 }),
      pharmacy({ npi: "1000000014", legalName: "FRED'S STORES OF TENNESSEE INC", line: 3 }),
      pharmacy({ npi: "1000000015", zip: "99999", city: "Nowhere", line: 4 }),
      pharmacy({ npi: "1000000016", line: 5 }),
      pharmacy({ npi: "1000000016", line: 6 }),
    ]);
    expect(records.map((r) => r.npi)).toEqual(["1000000016"]);
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [2, LOCATE_REJECTION_REASONS.closed],
      [3, LOCATE_REJECTION_REASONS.closed],
      [4, LOCATE_REJECTION_REASONS.unknownZip],
      [6, LOCATE_REJECTION_REASONS.duplicateNpi],
    ]);
  });

  // NPPES 2025-10: CVS at 1690 W Southern Ave, Apache Junction, AZ under the retired zip 85220 (now 85120); Puerto
  // Rico's PO-box zips (San Juan 00919) are in neither zip file.
  it("places a store whose zip no file knows by its city's zip, keeping the zip it gives", () => {
    const { records, rejected } = locate(
      [
        pharmacy({ npi: "1000000017", chainCode: "CVS", street: "1 W 34th St", zip: "10199", line: 2 }),
        pharmacy({ npi: "1000000018", line: 3 }),
      ],
      [location({ chainCode: "CVS", street: "1 West 34th Street", lat: 40.7496, lng: -73.9863 })],
    );
    expect(rejected).toEqual([]);
    expect(records.map((r) => [r.npi, r.zip, r.placement])).toEqual([
      ["1000000017", "10199", "rooftop"],
      ["1000000018", "10001", "zip"],
    ]);
  });

  it("keeps independents named A & P, not the closed A&P supermarkets' pharmacies", () => {
    expect(isClosedStore("INDEPENDENT", ["A & P PHARMACY INC"])).toBe(false);
    expect(isClosedStore("INDEPENDENT", ["A&P LIVE BETTER, LLC"])).toBe(true);
  });
});

describe("names and addresses", () => {
  it("names a chain store by its banner, the chain code staying the parent's", () => {
    expect(bannerOf("WALGREENS", ["DUANE READE #14056", "WALGREEN EASTERN CO INC"])).toBe("Duane Reade");
    expect(bannerOf("KROGER", ["", "FRED MEYER STORES INC"])).toBe("Fred Meyer");
    expect(bannerOf("KROGER", ["MARIANO'S PHARMACY #512"])).toBe("Mariano's");
    expect(bannerOf("ALBERTSONS", ["", "JEWEL OSCO INC"])).toBe("Jewel-Osco");
    expect(bannerOf("ALBERTSONS", ["", "SAFEWAY INC", "Jewel-Osco"])).toBe("Safeway");
    expect(bannerOf("RITE_AID", ["BARTELL DRUGS", "THE BARTELL DRUG COMPANY"])).toBe("Bartell Drugs");
    expect(bannerOf("CVS", ["", "CVS PHARMACY INC"])).toBeNull();
    expect(isClosedStore("KMART", ["KMART CORPORATION"])).toBe(true);
    expect(isClosedStore("INDEPENDENT", ["SHOPKO STORES OPERATING CO LLC"])).toBe(true);
    expect(isClosedStore("INDEPENDENT", ["FREDS PHARMACY OF MAIN STREET"])).toBe(true);
    expect(isClosedStore("INDEPENDENT", ["FREDERICK PHARMACY"])).toBe(false);
  });

  it("reads store numbers and normalises streets so both lists meet", () => {
    expect(storeNumbersIn("CVS/PHARMACY #01234")).toEqual(["1234"]);
    expect(storeNumbersIn("WALMART PHARMACY 10-1345")).toEqual(["1345", "10"]);
    expect(storeNumbersIn("RITEAID 5614 CORP")).toEqual(["5614"]);
    expect(normalizeStreet("1066 Payne Avenue, Ste 2")).toBe("1066 PAYNE AVE");
    expect(normalizeStreet("DUANE READE, 517 519 BROADWAY")).toBe("517 519 BROADWAY");
    expect(normalizeStreet("6600 Pittsford Palmyra Rd, Attn: Pharmacy Manager")).toBe("6600 PITTSFORD PALMYRA RD");
    expect(streetKey("1250 N Highway 395")).toBe("1250 HWY");
    expect(streetKey("1250 N HWY 395 STE 3")).toBe("1250 HWY");
    expect(streetKey("Bo. Las 400tas")).toBeNull();
  });
});

// Real stores (NPPES 2025-10 and the public store lists) whose legal name names a banner that is not on their sign.
describe("the name on the sign", () => {
  const geography = new Map<string, LatLng & { city: string | null; state: string | null }>([
    ["60618", { lat: 41.9464, lng: -87.7042, city: "Chicago", state: "IL" }],
    ["60646", { lat: 41.9931, lng: -87.7596, city: "Chicago", state: "IL" }],
    ["94109", { lat: 37.7917, lng: -122.4186, city: "San Francisco", state: "CA" }],
    ["77024", { lat: 29.7702, lng: -95.5108, city: "Houston", state: "TX" }],
    ["80218", { lat: 39.7302, lng: -104.9713, city: "Denver", state: "CO" }],
  ]);
  const at = (pharmacies: PlaceablePharmacy[], locations: StoreLocation[] = []) =>
    locatePharmacies({ pharmacies, zips: geography, locations, chainName });

  it("drops a store named only by a banner gone from its state that nothing confirms (Dominick's, Cala/Bell)", () => {
    const { records, rejected } = at([
      pharmacy({ npi: "1000000031", chainCode: "ALBERTSONS", legalName: "SAFEWAY INC", street: "3300 W Belmont Ave", city: "Chicago", state: "IL", zip: "60618" }), // prettier-ignore
      pharmacy({ npi: "1000000032", chainCode: "KROGER", legalName: "RALPHS GROCERY COMPANY", street: "1336 Post St", city: "San Francisco", state: "CA", zip: "94109" }), // prettier-ignore
      pharmacy({ npi: "1000000033", chainCode: "KROGER", legalName: "ROUNDYS SUPERMARKETS INC", street: "5353 N Elston Ave", city: "Chicago", state: "IL", zip: "60646" }), // prettier-ignore
      pharmacy({ npi: "1235174152", chainCode: "KROGER", legalName: "DILLON COMPANIES, LLC", street: "1155 E 9th Ave", city: "Denver", state: "CO", zip: "80218" }), // prettier-ignore
    ]);
    expect(records.map((r) => [r.npi, r.name])).toEqual([["1000000033", "Mariano's"], ["1235174152", "King Soopers"]]); // prettier-ignore
    expect(rejected.map((r) => [r.npi, r.reason])).toEqual([
      ["1000000031", PLACE_REJECTION_REASONS.formerBanner],
      ["1000000032", PLACE_REJECTION_REASONS.formerBanner],
    ]);
  });

  it("takes the banner of the store list that places the store over its legal entity's", () => {
    const randalls = location({ source: "univaf", chainCode: "ALBERTSONS", banner: "Randalls", street: "12850 Memorial Dr", city: "Houston", state: "TX", zip: "77024", lat: 29.773752, lng: -95.558734 }); // prettier-ignore
    const { records } = at(
      [pharmacy({ npi: "1000000034", chainCode: "ALBERTSONS", legalName: "SAFEWAY INC", street: "12850 MEMORIAL DR", city: "Houston", state: "TX", zip: "77024" })], // prettier-ignore
      [randalls],
    );
    expect(records[0]).toMatchObject({ name: "Randalls", chainCode: "ALBERTSONS", placement: "rooftop" });
  });

  it("reads a legal entity's banner by where the store stands", () => {
    const sign = (chainCode: string, name: string, state: string, lat?: number) => signOf(chainCode, [name], { state, lat }); // prettier-ignore
    expect(sign("KROGER", "ROUNDYS SUPERMARKETS INC", "IL").banner).toBe("Mariano's");
    expect(sign("KROGER", "ROUNDYS SUPERMARKETS INC", "WI").banner).toBe("Pick 'n Save");
    expect(sign("KROGER", "SMITHS FOOD & DRUG CENTERS INC", "AZ").banner).toBe("Fry's");
    expect(sign("KROGER", "SMITHS FOOD & DRUG CENTERS INC", "UT").banner).toBe("Smith's");
    expect(sign("KROGER", "RALPHS GROCERY COMPANY", "CA", 34.05).banner).toBe("Ralphs");
    expect(sign("KROGER", "RALPHS GROCERY COMPANY", "CA", 37.79)).toEqual({ banner: null, formerBanner: "Ralphs" });
    expect(sign("ALBERTSONS", "SAFEWAY INC", "IL")).toEqual({ banner: null, formerBanner: "Safeway" });
    expect(sign("ALBERTSONS", "SAFEWAY INC", "CA").banner).toBe("Safeway");
    expect(sign("ALBERTSONS", "JEWEL OSCO INC", "IL").banner).toBe("Jewel-Osco");
    expect(isClosedStore("INDEPENDENT", ["DOMINICK'S PHARMACY"])).toBe(true);
  });

  it("places a store at the locator's point when it lies near its zip, never at one far off", () => {
    const point = { lat: 41.9395, lng: -87.7122 }; // 3300 W Belmont Ave
    const { records } = at([
      { ...pharmacy({ npi: "1000000035", street: "3300 W Belmont Ave", city: "Chicago", state: "IL", zip: "60618" }), locatorPoint: point }, // prettier-ignore
      { ...pharmacy({ npi: "1000000036", street: "1 Main St", city: "Chicago", state: "IL", zip: "60618" }), locatorPoint: { lat: 40.2, lng: -74.5 } }, // prettier-ignore
    ]);
    expect(records.map((r) => [r.npi, r.placement, r.method, r.lat])).toEqual([
      ["1000000035", "rooftop", "locator-point", 41.9395],
      ["1000000036", "zip", "zip-geonames", 41.9464], // a Chicago store geocoded in New Jersey
    ]);
  });
});

// Fourteenth session: which NPI of one store is kept, and one owner's stores in one zip told apart.
describe("locatePharmacies: the NPI a later source lists", () => {
  const listed = (p: NppesPharmacy): PlaceablePharmacy => ({ ...p, listedIn2026: true });
  it("keeps, of two NPIs at one address, the one NPPES 2026-02 lists over a newer enumeration (Chair City Pharmacy)", () => {
    const old = pharmacy({ npi: "1356975189", legalName: "CHAIR CITY PHARMACY", enumerationDate: "2019-01-01" });
    const current = listed(pharmacy({ npi: "1295237402", legalName: "CHAIR CITY PHARMACY", enumerationDate: "2008-01-01" })); // prettier-ignore
    const result = locate([old, current]);
    expect(result.records.map((r) => r.npi)).toEqual(["1295237402"]);
    expect(result.rejected).toMatchObject([{ reason: LOCATE_REJECTION_REASONS.sameAddress, detail: "1356975189" }]);
  });

  it("joins an older NPI absent from 2026-02 to the street-less 2026-02 NPI of its name and zip, which takes its street", () => {
    const older = pharmacy({ npi: "1659311306", legalName: "ALDRICH APOTHECARY CHARTERED", street: "115 W Main St", phone: "6207672424" }); // prettier-ignore
    const current = listed(pharmacy({ npi: "1285714709", legalName: "ALDRICH APOTHECARY CHARTERED", street: "", phone: "6207672424", enumerationDate: null })); // prettier-ignore
    const result = locate([older, current]);
    expect(result.records).toMatchObject([{ npi: "1285714709", street: "115 W Main St" }]);
    expect(result.records[0]!.sources).toContain("street=nppes-2025-10");
    expect(result.rejected).toMatchObject([{ reason: LOCATE_REJECTION_REASONS.renumbered, detail: "1659311306" }]);
  });

  it("drops a listed street-less NPI giving a listed store's name and phone, and keeps one with another phone", () => {
    const store = listed(pharmacy({ npi: "1447079645", legalName: "MEDICINE STORE INC", phone: "9785551000" }));
    const second = listed(pharmacy({ npi: "1598828980", legalName: "MEDICINE STORE INC", street: "", phone: "9785551000", enumerationDate: null })); // prettier-ignore
    const other = listed(pharmacy({ npi: "1306168232", legalName: "MEDICINE STORE INC", street: "", phone: "9785552000", enumerationDate: null })); // prettier-ignore
    const result = locate([store, second, other]);
    expect(result.records.map((r) => r.npi).sort()).toEqual(["1306168232", "1447079645"]);
    expect(result.rejected).toMatchObject([{ reason: LOCATE_REJECTION_REASONS.samePhone, detail: "1598828980" }]);
  });

  it("keeps one owner's street-less pharmacies of one zip apart by their phones (Four B Corp of Olathe)", () => {
    const stores = ["9135550001", "9135550002", "9135550002"].map(
      (phone, i) =>
      listed(pharmacy({ npi: ["1790953990", "1225198260", "1538275946"][i]!, legalName: "FOUR B CORP", street: "", phone, enumerationDate: null })), // prettier-ignore
    );
    const result = locate(stores);
    expect(result.records).toHaveLength(2);
    expect(result.rejected.map((r) => r.reason)).toEqual([LOCATE_REJECTION_REASONS.sameAddress]);
  });

  it("gives Target's NPI way to CVS's at one address: CVS runs Target's pharmacies", () => {
    const target = pharmacy({ npi: "1104200203", chainCode: "CVS", legalName: "TARGET CORPORATION", street: "15922 Crain Hwy", enumerationDate: "2014-01-01" }); // prettier-ignore
    const cvs = pharmacy({ npi: "1801044805", chainCode: "CVS", legalName: "MARYLAND CVS PHARMACY LLC", street: "15922 Crain Hwy", enumerationDate: "2010-01-01" }); // prettier-ignore
    expect(locate([target, cvs]).records.map((r) => r.npi)).toEqual(["1801044805"]);
  });
});

describe("locatePharmacies: stores closed since 2021", () => {
  const walgreens = (npi: string, street: string) =>
    pharmacy({ npi, chainCode: "WALGREENS", legalName: "WALGREEN CO", street, enumerationDate: "2008-01-01" });
  const atp = (street: string, lat: number) =>
    location({ source: "atp", chainCode: "WALGREENS", banner: "Walgreens", street, lat, lng: -73.9967 });
  const stiles = (street: string, lat: number) =>
    location({ source: "stiles", chainCode: "WALGREENS", banner: "Walgreens", street, lat, lng: -73.9967 });
  it("drops a Walgreens placed by All the Places 2021 that neither stiles 2024 nor CMS 2026 lists, and keeps a listed one", () => {
    const result = locate(
      [walgreens("1891700092", "78 Main St"), walgreens("1245319193", "200 W 34th St")],
      // 78 Main St is in the 2021 list only; 200 W 34th St is in 2024's too, 0.1 mile off (another geocode).
      [atp("78 Main St", 40.749), atp("200 W 34th St", 40.759), stiles("200 West 34th Street", 40.7605)],
    );
    expect(result.records.map((r) => r.npi)).toEqual(["1245319193"]);
    expect(result.rejected).toMatchObject([{ reason: LOCATE_REJECTION_REASONS.closedSince2021, detail: "1891700092" }]);
  });

  it("judges no store in a state the 2024 list does not cover, nor one on its zip's centroid", () => {
    const result = locate([walgreens("1891700092", "78 Main St"), walgreens("1245319193", "9 Other St")], [atp("78 Main St", 40.749)]); // prettier-ignore
    expect(result.records).toHaveLength(2);
  });
});

describe("locatePharmacies: stores absent from their chain's whole list", () => {
  const shaws = (npi: string, lastUpdateDate: string, zip = "59105") =>
    pharmacy({ npi, chainCode: "ALBERTSONS", legalName: "ALBERTSONS LLC", street: "82 Worcester Rd", city: "Billings", state: "MT", zip, lastUpdateDate }); // prettier-ignore
  const univaf = (overrides: Partial<StoreLocation>) =>
    location({ source: "univaf", chainCode: "ALBERTSONS", banner: "Albertsons", street: "9 Far Rd", city: "Helena", state: "MT", zip: "59601", lat: 46.6, lng: -112.0, ...overrides }); // prettier-ignore
  it("drops a store no list places, untouched in NPPES since before its chain's whole list lacked it", () => {
    const result = locate([shaws("1285680710", "2008-12-30")], [univaf({})]);
    expect(result.records).toEqual([]);
    expect(result.rejected).toMatchObject([{ reason: LOCATE_REJECTION_REASONS.closedUnlisted, detail: "1285680710" }]);
  });

  it("keeps it when NPPES updated it since, when the list has its chain in its zip, or CMS 2026 lists one within 2 miles", () => {
    expect(locate([shaws("1285680710", "2023-05-01")], [univaf({})]).records).toHaveLength(1);
    expect(locate([shaws("1285680710", "2008-12-30")], [univaf({ zip: "59105" })]).records).toHaveLength(1);
    const dmepos = location({ source: "dmepos", chainCode: "ALBERTSONS", name: "Shaws Supermarkets Inc", street: null, city: "Billings", state: "MT", zip: null, lat: 45.84, lng: -108.44 }); // prettier-ignore
    expect(locate([shaws("1285680710", "2008-12-30")], [univaf({}), dmepos]).records).toHaveLength(1);
  });

  it("drops a store a street match put on another chain's store (an Albertsons NPI of Florida at a Publix)", () => {
    const publix = location({ source: "atp", chainCode: "PUBLIX", banner: "Publix", street: "82 Worcester Rd", city: "Billings", state: "MT", zip: "59105", lat: 45.83, lng: -108.45 }); // prettier-ignore
    const result = locate([shaws("1720025240", "2009-11-25")], [publix, univaf({})]);
    expect(result.rejected.map((r) => r.reason)).toEqual([LOCATE_REJECTION_REASONS.closedUnlisted]);
  });
});

// Fifteenth session: an operating company's NPI at a chain's listed store (NPPES 2025-10 names, All the Places 2021
// and stiles 2024 streets): the sign is the list's banner, and the chain's own NPI there wins.
describe("locatePharmacies: an operating company's NPI at a chain's listed store", () => {
  const hyvee = location({ chainCode: "HYVEE", banner: "Hy-Vee", storeNumber: "2057", street: "370 S. Main Street", lat: 40.7490, lng: -73.9960 }); // prettier-ignore
  it("signs Mcbe Company at Hy-Vee #2057's street as Hy-Vee, priced as Hy-Vee", () => {
    const { records } = locate([pharmacy({ npi: "1275774606", name: "Mcbe Company", legalName: "MCBE COMPANY", street: "370 S Main St" })], [hyvee]); // prettier-ignore
    expect(records[0]).toMatchObject({ chainCode: "HYVEE", placement: "rooftop", method: "street" });
    expect(records[0]!.name).toMatch(/#2057$/);
  });
  it("leaves a store whose name says pharmacy, or names a hospital or services company, independent", () => {
    for (const legalName of [
      "EXPRESS PHARMACY LLC",
      "RXCAROLINA INC",
      "PHARMACARE",
      "ST LUKES MEDICAL TOWER PHCY",
      "COX BARTON COUNTY HOSPITAL",
      "QUES SOLUTIONS LLC",
      "OMC RETAIL SERVICES",
      "CURTIS M EDDY",
    ]) {
      const { records } = locate([pharmacy({ npi: "1720077837", legalName, street: "370 S Main St" })], [hyvee]);
      expect(records[0]).toMatchObject({ chainCode: "INDEPENDENT" });
    }
  });
  it("leaves an owner's name at a drugstore chain's address independent: plazas and medical buildings share one", () => {
    const walgreens = location({ chainCode: "WALGREENS", banner: "Walgreens", storeNumber: "12324", street: "1595 Opossumtown Pike", lat: 40.749, lng: -73.996 }); // prettier-ignore
    const { records } = locate([pharmacy({ npi: "1487680104", legalName: "SEQUON LLC", street: "1595 Opossumtown Pike" })], [walgreens]); // prettier-ignore
    expect(records[0]).toMatchObject({ chainCode: "INDEPENDENT" });
  });
  it("leaves another unit of the grocer's plaza independent: Om Shri Ganesh at Ste 5, Publix #263 at Ste 24", () => {
    const winnDixie = location({ chainCode: "PUBLIX", banner: "Publix", storeNumber: "263", street: "7628 103rd St Ste 24", lat: 40.749, lng: -73.996 }); // prettier-ignore
    const { records } = locate([pharmacy({ npi: "1720352776", legalName: "OM SHRI GANESH LLC", street: "7628 103rd St Ste 5" })], [winnDixie]); // prettier-ignore
    expect(records[0]).toMatchObject({ chainCode: "INDEPENDENT" });
  });
  it("leaves an owner's name placed only by a name match or another street independent", () => {
    const { records } = locate([pharmacy({ npi: "1275774606", legalName: "MCBE COMPANY", street: "372 S Main St" })], [hyvee]); // prettier-ignore
    expect(records[0]).toMatchObject({ chainCode: "INDEPENDENT" });
  });
  it("keeps the chain's own NPI where both stand: 1918 Winter Street Operating Co gives way to Harris Teeter's", () => {
    const teeter = location({ chainCode: "KROGER", banner: "Harris Teeter", storeNumber: "325", street: "14101 Darnestown Rd", lat: 40.7490, lng: -73.9960 }); // prettier-ignore
    const { records, rejected } = locate(
      [
        pharmacy({ npi: "1063283851", legalName: "1918 WINTER STREET OPERATING CO LLC", street: "14101 Darnestown Rd", enumerationDate: "2024-05-07" }), // prettier-ignore
        pharmacy({ npi: "1245233445", chainCode: "KROGER", legalName: "HARRIS TEETER LLC", street: "14101 Darnestown Road", enumerationDate: "2012-01-01" }), // prettier-ignore
      ],
      [teeter],
    );
    expect(records.map((r) => r.npi)).toEqual(["1245233445"]);
    expect(rejected.map((r) => r.npi)).toContain("1063283851");
  });
});

// Seventeenth session (NETWORK.md): an independent whose number a drugstore chain's store answers is that store now.
describe("a former independent by its telephone number", () => {
  const cvs = location({ source: "stiles", chainCode: "CVS", storeNumber: "10130", street: "110 Main St", phone: "8602283888", lat: 40.75, lng: -73.99 }); // prettier-ignore
  const hyvee = location({ chainCode: "HYVEE", storeNumber: "1368", street: "101 E Main St", phone: "6417842227", lat: 40.76, lng: -73.99 }); // prettier-ignore
  const dmepos = location({ source: "dmepos", name: "Main Street Pharmacy, LLC", lat: 40.74, lng: -73.99 });
  const independent = (npi: string, overrides: Partial<NppesPharmacy> = {}) =>
    pharmacy({ npi, street: "", phone: "8602283888", legalName: "HEBRON PHARMACY, INC.", name: "Hebron Pharmacy", ...overrides }); // prettier-ignore

  it("drops it where the network holds the CVS or Walgreens store that answers its number, in its state, under the chain's own NPI", () => {
    const own = pharmacy({ npi: "1000000050", chainCode: "CVS", legalName: "CVS PHARMACY, INC.", street: "110 Main St", phone: null }); // prettier-ignore
    const { records, rejected } = locate([independent("1265547475"), own], [cvs]);
    expect(records.map((r) => r.npi)).toEqual(["1000000050"]);
    expect(rejected.map((r) => [r.npi, r.reason])).toEqual([
      ["1265547475", PLACE_REJECTION_REASONS.formerIndependentByPhone],
    ]);
  });

  it("keeps it as that chain's store, at the list's rooftop and under its number, where no other NPI stands for it (twenty-second session)", () => {
    const { records, rejected } = locate([independent("1265547475")], [cvs]);
    expect(rejected).toEqual([]);
    expect(records).toMatchObject([{ npi: "1265547475", chainCode: "CVS", street: "110 Main St", lat: 40.75, lng: -73.99, placement: "rooftop" }]); // prettier-ignore
    expect(records[0]?.name).toMatch(/ #10130$/);
  });

  it("keeps a hospital's or health centre's pharmacy, a name DMEPOS 2026 lists in its city, a record touched since the list, a grocer's number, another state's", () => {
    // Each located on its own: stores of one zip and number would be one counter (eighteenth session).
    const located = [
      independent("1000000041", { legalName: "DIMOCK COMMUNITY HEALTH CENTER", name: "Dimock Community Health Center" }), // prettier-ignore
      independent("1000000042", { legalName: "MAIN STREET PHARMACY, LLC", name: "Main Street Pharmacy" }),
      independent("1000000043", { lastUpdateDate: "2025-09-11", street: "3 Main St" }),
      independent("1000000044", { phone: "6417842227", street: "4 Main St" }),
      independent("1000000045", { state: "NJ", street: "5 Main St" }),
    ].map((p) => locate([p], [cvs, hyvee, dmepos]));
    expect(located.flatMap((l) => l.rejected).filter((r) => r.reason === PLACE_REJECTION_REASONS.formerIndependentByPhone)).toEqual([]); // prettier-ignore
    expect(located.flatMap((l) => l.records).map((r) => r.npi)).toEqual(["1000000041", "1000000042", "1000000043", "1000000044", "1000000045"]); // prettier-ignore
  });
});

// Twenty-third session (NETWORK.md): the sign the store lists show at the store's address.
describe("the sign the lists show at the address", () => {
  it("signs a CVS at the street of a Target of All the Places 'CVS Pharmacy at Target', not a mall's CVS farther off", () => {
    const target = location({ chainCode: "TARGET", banner: "Target", street: "500 8th Ave", lat: 40.7521, lng: -73.9935 }); // prettier-ignore
    const inside = pharmacy({ npi: "1000000101", chainCode: "CVS", legalName: "CVS ALBANY LLC", street: "500 Eighth Avenue, Ste 2" }); // prettier-ignore
    // stiles' CVS row for the counter places it (and gives its number); All the Places' Target row gives the sign.
    const counter = location({ source: "stiles", chainCode: "CVS", banner: "CVS", storeNumber: "17358", street: "500 8th Ave", lat: 40.7522, lng: -73.9935 }); // prettier-ignore
    expect(locate([inside], [target, counter]).records[0]?.name).toBe("CVS Pharmacy at Target #17358");
    const mall = location({ source: "stiles", chainCode: "CVS", banner: "CVS", storeNumber: "9169", street: "500 8th Ave", lat: 40.7551, lng: -73.9935 }); // prettier-ignore
    expect(locate([inside], [target, mall]).records[0]?.name).toBe("CVS Pharmacy #9169"); // 0.2 mile from the Target
  });

  it("signs CVS's stores Longs Drugs in Hawaii only, where its Longs entity is no former banner elsewhere", () => {
    expect(signOf("CVS", ["LONGS DRUG STORES CALIFORNIA LLC"], { state: "HI" })).toEqual({ banner: "Longs Drugs", formerBanner: null }); // prettier-ignore
    expect(signOf("CVS", ["LONGS DRUG STORES CALIFORNIA LLC"], { state: "CA" })).toEqual({ banner: null, formerBanner: null }); // prettier-ignore
    const hawaii = pharmacy({ npi: "1000000102", chainCode: "CVS", legalName: "CVS PHARMACY INC", state: "HI", zip: "10001" }); // prettier-ignore
    expect(locate([hawaii]).records[0]?.name).toBe("Longs Drugs");
  });

  it("takes the banner All the Places writes over NPPES's older DBA name (Duane Reade stores that are Walgreens)", () => {
    const walgreens = location({ chainCode: "WALGREENS", banner: "Walgreens", storeNumber: "12406", street: "500 8th Ave", lat: 40.7521, lng: -73.9935 }); // prettier-ignore
    const store = pharmacy({ npi: "1000000103", chainCode: "WALGREENS", legalName: "DUANE READE", dbaName: "DUANE READE #12406", street: "500 8th Ave" }); // prettier-ignore
    expect(locate([store], [walgreens]).records[0]?.name).toBe("Walgreens #12406");
    // stiles writes "Walgreens" on every Walgreens row, Duane Reade's too: it tells no banner.
    expect(locate([store], [{ ...walgreens, source: "stiles" }]).records[0]?.name).toBe("Duane Reade #12406");
  });

  it("keeps an A&P store as the grocer a store list holds at its street, else drops it as closed", () => {
    const acme = location({ source: "univaf", chainCode: "ALBERTSONS", banner: "ACME Markets", storeNumber: "2428", street: "500 8th Ave", lat: 40.7521, lng: -73.9935 }); // prettier-ignore
    const ap = pharmacy({ npi: "1000000104", legalName: "GREAT ATLANTIC & PACIFIC TEA CO INC", street: "500 8th Ave" }); // prettier-ignore
    const merged = mergeNpiSources({ nppes: [ap], nppesRejected: new Map(), independents: [], locator: [], locations: [acme] }); // prettier-ignore
    expect(locate(merged.records, [acme]).records[0]).toMatchObject({ chainCode: "ALBERTSONS", name: "Acme Markets #2428" }); // prettier-ignore
    const target = location({ chainCode: "TARGET", banner: "Target", street: "500 8th Ave", lat: 40.7521, lng: -73.9935 }); // prettier-ignore
    const site = mergeNpiSources({ nppes: [ap], nppesRejected: new Map(), independents: [], locator: [], locations: [target] }); // prettier-ignore
    expect(locate(site.records, [target]).records).toEqual([]);
  });
});

describe("a chain store's counter a drugstore chain runs now", () => {
  const cvs = location({ source: "stiles", chainCode: "CVS", banner: "CVS", storeNumber: "8613", street: "1 Main Street", phone: "7012322720", lat: 40.7484, lng: -73.9967 }); // prettier-ignore
  const osco = pharmacy({ npi: "1000000201", chainCode: "ALBERTSONS", legalName: "AMERICAN DRUG STORES DELAWARE LLC", dbaName: "OSCO PHARMACY", phone: "7012322720", lastUpdateDate: "2011-10-07" }); // prettier-ignore

  it("is the CVS store at its street that answers its telephone, under the CVS's sign and number", () => {
    expect(locate([osco], [cvs]).records).toMatchObject([{ npi: "1000000201", chainCode: "CVS", name: "CVS Pharmacy #8613" }]); // prettier-ignore
  });

  it("is not the CVS's where the CVS answers another number: closed, its chain's whole list lacking it there", () => {
    const other = { ...cvs, phone: "7015550000" };
    const { records, rejected } = locate([osco], [other]);
    expect(records).toEqual([]);
    expect(rejected.map((r) => r.reason)).toContain(LOCATE_REJECTION_REASONS.closedUnlisted);
    // A record NPPES touched since the 2024 list may be a new store: it stays its chain's.
    expect(locate([{ ...osco, lastUpdateDate: "2025-09-11" }], [cvs]).records[0]?.chainCode).toBe("ALBERTSONS");
  });
});
