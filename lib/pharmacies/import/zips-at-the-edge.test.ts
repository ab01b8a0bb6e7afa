import { describe, expect, it } from "vitest";
import { pointByOwnStores, pointOffSharedCentre, settleZipsAtTheEdge, territoryOfZip } from "./zips-at-the-edge";

// Points as the public files give them: GeoNames US postal codes, Census ZCTA 2021, and the seed's rooftop stores.
const NEW_YORK_10075 = { zip: "10075", lat: 40.7143, lng: -74.006, city: "New York", state: "NY" }; // GeoNames: City Hall
const CENSUS_10075 = { lat: 40.773413, lng: -73.956291 };
const UPPER_EAST_SIDE_STORES = [
  { lat: 40.77408, lng: -73.96064 }, // Lenox Hill Hospital's pharmacy
  { lat: 40.77162, lng: -73.94995 }, // Duane Reade #14232
  { lat: 40.77462, lng: -73.95691 }, // Orly Pharmacy
];

describe("territoryOfZip (USPS three-digit prefixes)", () => {
  it.each([
    ["00616", "PR"], // Bajadero, the Census file's only point
    ["00952", "PR"], // Sabana Seca
    ["00830", "VI"], // St. John
    ["00851", "VI"], // Kingshill, St. Croix
    ["96799", "AS"], // Pago Pago
    ["96915", "GU"], // Santa Rita
    ["96950", "MP"], // Saipan
  ])("%s is in %s", (zip, state) => expect(territoryOfZip(zip)).toBe(state));

  it.each(["96960", "10001", "99501", "09001"])("%s is no territory", (zip) => expect(territoryOfZip(zip)).toBeNull());
});

describe("pointByOwnStores", () => {
  it("moves New York 10075 from City Hall (GeoNames) to its Census centroid, where its stores are", () => {
    expect(pointByOwnStores(NEW_YORK_10075, CENSUS_10075, UPPER_EAST_SIDE_STORES)).toEqual({
      ...NEW_YORK_10075,
      ...CENSUS_10075,
    });
  });

  it("moves Henrico 23229 off the county's centre (13 miles from its Walmart and Walgreens)", () => {
    const henrico = { zip: "23229", lat: 37.4638, lng: -77.398, city: "Henrico", state: "VA" };
    const census = { lat: 37.588045, lng: -77.570196 };
    const stores = [
      { lat: 37.60407, lng: -77.56611 },
      { lat: 37.58227, lng: -77.55548 },
    ];
    expect(pointByOwnStores(henrico, census, stores)).toMatchObject(census);
  });

  it("keeps Millinocket 04462 on GeoNames' town point: its store is there, the Census centroid 25 miles off", () => {
    const millinocket = { zip: "04462", lat: 45.6596, lng: -68.7101, city: "Millinocket", state: "ME" };
    const census = { lat: 45.995839, lng: -68.928348 };
    expect(pointByOwnStores(millinocket, census, [{ lat: 45.65596, lng: -68.70628 }])).toBe(millinocket);
  });

  it("keeps GeoNames' point without rooftop stores or a Census centroid (JBER 99505: no evidence)", () => {
    const jber = { zip: "99505", lat: 59.8666, lng: -158.5996, city: "Jber", state: "AK" };
    expect(pointByOwnStores(jber, { lat: 61.284745, lng: -149.653973 }, [])).toBe(jber);
    expect(pointByOwnStores(NEW_YORK_10075, undefined, UPPER_EAST_SIDE_STORES)).toBe(NEW_YORK_10075);
  });

  it("keeps GeoNames' point when the stores are within 2 miles of it", () => {
    const near = [{ lat: 40.72, lng: -74.0 }];
    expect(pointByOwnStores(NEW_YORK_10075, CENSUS_10075, near)).toBe(NEW_YORK_10075);
  });
});

describe("settleZipsAtTheEdge", () => {
  const zips = [
    { zip: "00616", lat: 18.42041, lng: -66.67198, city: null, state: null },
    NEW_YORK_10075,
    { zip: "96960", lat: 7.1128, lng: 171.237, city: "Marshall Islands", state: "MH" },
    { zip: "96970", lat: 8.786, lng: 167.7365, city: "Ebeye", state: "MH" },
  ];
  const stores = [
    ...UPPER_EAST_SIDE_STORES.map((s) => ({ ...s, zip: "10075", city: "New York", state: "NY", placement: "rooftop" as const })), // prettier-ignore
    // San Juan's PO-box zip 00919, as NPPES writes a store's address; the store stands on its city's zip.
    { zip: "00919", lat: 18.3486, lng: -66.05393, city: "Rio Piedras", state: "PR", placement: "zip" as const },
  ];
  const { zips: settled, counts } = settleZipsAtTheEdge({
    zips,
    census: new Map([["10075", CENSUS_10075]]),
    stores,
  });

  it("names the territory's zip, drops the Marshall Islands, moves 10075, adds the store's PO-box zip", () => {
    expect(settled).toEqual([
      { zip: "00616", lat: 18.42041, lng: -66.67198, city: null, state: "PR" },
      { zip: "00919", lat: 18.3486, lng: -66.05393, city: "Rio Piedras", state: "PR" },
      { ...NEW_YORK_10075, ...CENSUS_10075 },
    ]);
    expect(counts).toEqual({ movedToCensus: 1, movedOffCentre: 0, namedByPrefix: 1, dropped: 2, added: 1 });
  });
});

describe("pointByOwnStores, small gains", () => {
  it("keeps GeoNames' point when the Census centroid brings the stores less than halfway closer", () => {
    const zip = { zip: "07003", lat: 40.8, lng: -74.19, city: "Bloomfield", state: "NJ" };
    const store = { lat: 40.8, lng: -74.14 }; // 2.6 miles east of GeoNames' point
    const census = { lat: 40.8, lng: -74.17 }; // 1.6 miles from the store: closer, but not half as far
    expect(pointByOwnStores(zip, census, [store])).toBe(zip);
  });
});

// GeoNames puts 26 zips on one point in Harbor City (33.7866,-118.2987), among them Los Angeles 90089 (USC) and 90073
// (the West Los Angeles VA), 16 and 21 miles from their Census centroids; neither has a rooftop-placed store.
const HARBOR_CITY_POINT = { lat: 33.7866, lng: -118.2987 };
const USC_90089 = { zip: "90089", ...HARBOR_CITY_POINT, city: "Los Angeles", state: "CA" };
const CENSUS_90089 = { lat: 34.021543, lng: -118.285574 };

describe("pointOffSharedCentre (a zip without rooftop stores)", () => {
  it("moves Los Angeles 90089 from the point 26 zips share to its Census centroid, the USC campus", () => {
    expect(pointOffSharedCentre(USC_90089, CENSUS_90089, 26)).toEqual({ ...USC_90089, ...CENSUS_90089 });
  });

  it("keeps GeoNames' point when fewer than 5 zips share it (Millinocket 04462: the town)", () => {
    const millinocket = { zip: "04462", lat: 45.6596, lng: -68.7101, city: "Millinocket", state: "ME" };
    expect(pointOffSharedCentre(millinocket, { lat: 45.995839, lng: -68.928348 }, 1)).toBe(millinocket);
    expect(pointOffSharedCentre(USC_90089, CENSUS_90089, 4)).toBe(USC_90089);
  });

  it("keeps GeoNames' point when the Census centroid is under 2 or 25+ miles away (Fairbanks 99701: 184)", () => {
    const fairbanks = { zip: "99701", lat: 64.8378, lng: -147.7164, city: "Fairbanks", state: "AK" };
    expect(pointOffSharedCentre(fairbanks, { lat: 67.37543, lng: -149.728458 }, 5)).toBe(fairbanks);
    expect(pointOffSharedCentre(USC_90089, { lat: 33.8, lng: -118.3 }, 26)).toBe(USC_90089);
  });

  it("settles 90089 by it, and leaves a zip with rooftop stores to them", () => {
    const shared = ["90073", "90079", "90089", "90095", "90224"].map((zip) => ({ ...USC_90089, zip }));
    const census = new Map([
      ["90089", CENSUS_90089],
      ["90095", { lat: 34.071183, lng: -118.443404 }],
    ]);
    // A rooftop store on the shared point itself (made up) keeps 90095 there: its own stores decide.
    const stores = [{ ...HARBOR_CITY_POINT, zip: "90095", city: "Los Angeles", state: "CA", placement: "rooftop" as const }]; // prettier-ignore
    const { zips, counts } = settleZipsAtTheEdge({ zips: shared, census, stores });
    expect(zips.find((z) => z.zip === "90089")).toMatchObject(CENSUS_90089);
    expect(zips.find((z) => z.zip === "90095")).toMatchObject(HARBOR_CITY_POINT);
    expect(counts).toMatchObject({ movedToCensus: 0, movedOffCentre: 1 });
  });
});
