import { describe, expect, it } from "vitest";
import {
  counterStreetKey,
  keepOneNpiPerCounter,
  MISSING_SLICE_FIRST_DAY,
  ONE_COUNTER_REASON,
  sameCounterStreet,
} from "./one-counter";
import type { StoreLocation } from "./parse-store-locations";
import type { PlaceablePharmacy, PlacedPharmacy } from "./place-pharmacies";
import type { Rejection } from "../pharmacy-record";

// Eighteenth session (NETWORK.md): the NPIs of one counter. The cases are the public files' own (NPPES 2025-10 and
// 2026-02, CMS DMEPOS 2026), reduced to the fields the rule reads.
type Case = Partial<PlacedPharmacy> & Pick<PlacedPharmacy, "npi" | "name"> & { own?: Partial<Pick<PlaceablePharmacy, "enumerationDate" | "primaryTaxonomy">> }; // prettier-ignore
const NY = { city: "Bronx", state: "NY", zip: "10468", phone: "7182202014" };
// A case's NPPES fields ("own"): its enumeration date (none for an NPPES 2026-02 NPI) and primary taxonomy.
const dated = (enumerationDate: string, primaryTaxonomy?: string) => ({ own: { enumerationDate, ...(primaryTaxonomy ? { primaryTaxonomy } : {}) } }); // prettier-ignore
function run(cases: readonly Case[], dmeposNames: readonly string[] = []) {
  const records: PlacedPharmacy[] = cases.map((c) => ({
    chainCode: "INDEPENDENT",
    street: "2434 Jerome Ave",
    ...NY,
    lat: 40.86,
    lng: -73.9,
    placement: "zip",
    openingHours: null,
    method: "zip-geonames",
    sources: "nppes-2025-10",
    ...c,
  }));
  const pharmacies = cases.map((c): PlaceablePharmacy => ({
    npi: c.npi,
    name: c.name,
    chainCode: c.chainCode ?? "INDEPENDENT",
    phone: c.phone ?? NY.phone,
    street: c.street ?? "2434 Jerome Ave",
    city: NY.city,
    state: NY.state,
    zip: c.zip ?? NY.zip,
    line: 2,
    legalName: c.name.toUpperCase(),
    dbaName: "",
    enumerationDate: c.own?.enumerationDate ?? null,
    ...(c.own?.primaryTaxonomy ? { primaryTaxonomy: c.own.primaryTaxonomy } : {}),
  }));
  const locations = dmeposNames.map(
    (name): StoreLocation => ({ source: "dmepos", chainCode: null, banner: null, storeNumber: null, street: null, name, city: NY.city, state: NY.state, zip: null, phone: null, openingHours: null, lat: 40.86, lng: -73.9 }), // prettier-ignore
  );
  const rejected: Rejection[] = [];
  const kept = keepOneNpiPerCounter(records, pharmacies, locations, rejected);
  return { kept, dropped: rejected.filter((r) => r.reason === ONE_COUNTER_REASON).map((r) => r.npi) };
}

describe("counterStreetKey", () => {
  it("reads Queens' hyphenated and spaced house numbers as one", () => {
    expect(counterStreetKey("224-04 Linden Blvd")).toBe(counterStreetKey("22404 Linden Blvd"));
    expect(counterStreetKey("63 19 Roosevelt Ave")).toBe("6319 ROOSEVELT");
    expect(counterStreetKey("2434 Jerome Ave, Ste 2")).toBe("2434 JEROME");
    expect(counterStreetKey("Carr 109 Km 26.7")).toBeNull();
  });
});

// Nineteenth session: one street written two ways by the NPIs of one number and zip (NPPES 2025-10's own streets).
describe("sameCounterStreet", () => {
  it.each([
    ["903 B Sheridan Avenue", "903b Sheridan Ave"], // Nyrx Pharma and SVP Drugs, Bronx 10451
    ["1706b Atlantic Ave", "1706 B Atlactic Ave"], // JFL Pharmacy and Humnaa Pharmacy, Brooklyn 11213
    ["2256 E Tremont Ave", "2256 Easat Tremont Ave"], // DLRX and Icare Rx Pharmacy, Bronx 10462
    ["400 East 141 Street", "400 E 141st St"], // Mott Haven Phcy and Surgicals, Mott Haven Rx
    ["7917 John F. Kennedy Blvd", "7917 Kennedy Blvd"], // Seva Rx and Harrys Pharmacy, North Bergen NJ
    ["438 US Highway 206 Ste 3", "438 Route 206 Ste 3"], // Amwell Care and Amwell Pharmacy, Hillsborough NJ
    ["1745 Rte 10 E Unit 9", "1745 State Route 10"], // Adams Pharmacy and Morris Plaza Pharmacy, Morris Plains NJ
    ["104 Hwy 54 Byp, Suite J", "104 Nc 54 Ste J"], // Carrboro Family Pharmacy and Bury Drug, Carrboro NC
    ["1570-4 Saint Nicholas Ave", "1570-04 St.Nicholas Ave"], // Marin Pharmacy and Las Alturas, New York 10040
    ["22008 Hempstead Ave", "220 08 Hempsted Ave"], // County Pharmacy and KHS Pharmacy, Queens Village
    ["150-29 Cross Bay Blvd, Store 1", "15029 Crossbay Blvd Ste 1"], // Goydan Pharmacy, Healthy Living Pharm
    ["3025-27 Kensington Ave", "3027 Kensington Ave"], // Comfort and Care Rx, Amigos Pharmacy, Philadelphia
    ["276-80 Marcus Garvey Blvd", "280 Marcus Garvey Blvd"], // Pillbag Pharmacy, Hrithika Pharmacy, Brooklyn
    ["227 E Main St # 229", "227 229 East Main Street"], // New Country Village Chemists, North Country Drugs
    ["15916 Union Tpke", "15916b Union Tpke"], // Ezrx Chemists and Parsons Rx, Fresh Meadows NY
    ["361 Geo W Liles Pkwy NW", "361 George W Liles Pkwy NW"], // Concord NC
    ["Farmacia del Carmen, 258 Progreso", "258 Calle Progreso"], // Aguadilla PR
    ["Carr. 696 Km 1.3", "Carr 696 Km 1 3 Lote 21 Bo Higuillar"], // Dora-Care and Twins Pharmacy, Dorado PR
    ["Carr 129 Esq Desvio A Lares Km 27.4", "Carr Km 27 4"], // Farmacia Kairos, Lares PR
    ["Rt 136 and Janyce Dr", "Rt 136 and Janyce Drive"], // Med-Fast Pharmacy and Starwood Drug, Greensburg PA
    ["Paragon Medical Building Suite 101", "Paragon Medical Building Suite 101"], // Tradewinds Pharmacy, St Thomas VI
  ])("reads %s and %s as one street", (a, b) => expect(sameCounterStreet(a, b)).toBe(true));

  it.each([
    ["374 Utica Ave", "376 Utica Ave"], // Utica Rx and Crown Rx, Brooklyn: neighbours, left
    ["1412 S Broad St", "1416 S Broad St"], // Philadelphia
    ["4110a Main St", "4112a Main St Fl 1"], // Premium Pharmacy and Premier One Pharmacy, Flushing
    ["3284 Steinway St", "32 24 Steinway St"], // 32-24 Drug and Delvin Pharmacy, Astoria: which one is a typo is unknown
    ["2580 7th Ave", "2580 Adam Clayton Powell Jr Blvd"], // one Manhattan avenue's two names: no file says so
    ["Carr 149 Km 66.9", "Carr 150 Km 66.9"],
    ["102 N Patterson St", "120 N Patterson St"],
    ["", ""],
  ])("reads %s and %s as two streets", (a, b) => expect(sameCounterStreet(a, b)).toBe(false));
});

describe("keepOneNpiPerCounter", () => {
  it("keeps the NPI enumerated last of successive owners at one street and number (Rite Drugs after K & G Pharmacy)", () => {
    const { kept, dropped } = run([
      { npi: "1700879822", name: "K & G Pharmacy", ...dated("2005-08-24") },
      { npi: "1306555602", name: "Rite Drugs", ...dated("2022-11-16") },
    ]);
    expect(kept.map((p) => p.npi)).toEqual(["1306555602"]);
    expect(dropped).toEqual(["1700879822"]);
  });

  it("prefers the name CMS DMEPOS 2026 lists in the city, then dates a 2026-02 NPI by the extract's missing slice", () => {
    // DMEPOS names the older NPI's pharmacy: it is kept though enumerated first.
    expect(run([{ npi: "1", name: "Old Rx", ...dated("2010-01-01") }, { npi: "2", name: "New Rx", ...dated("2020-01-01") }], ["OLD RX"]).kept.map((p) => p.npi)).toEqual(["1"]); // prettier-ignore
    // MSC Pharmacy (2023) over Columbus & 103rd St Drug, an NPPES 2026-02 NPI the extract lacks (2006-07 .. 2007-03).
    const { kept } = run([
      { npi: "1346307311", name: "Columbus & 103rd St Drug", street: "", sources: "nppes-2026-02" },
      { npi: "1508648387", name: "MSC Pharmacy", street: "914 Columbus Ave", ...dated("2023-10-17") },
    ]);
    expect(kept.map((p) => p.npi)).toEqual(["1508648387"]);
    expect(MISSING_SLICE_FIRST_DAY < "2007-03-06").toBe(true);
    // Against an NPI of 2006-06, the slice's NPI is the newer: it keeps the other's street, and its sign where its own
    // name is its owner's (Blackduck, MN).
    const older = run([
      { npi: "1720023252", name: "Moon's Pharmacy", street: "17 Main St S", ...dated("2006-06-18") },
      { npi: "1073657011", name: "Tam of Blackduck Pa", street: "", sources: "nppes-2026-02" },
    ]);
    expect(older.kept).toMatchObject([{ npi: "1073657011", name: "Moon's Pharmacy", street: "17 Main St S", sources: "nppes-2026-02;street=nppes-2025-10;name=nppes-2025-10" }]); // prettier-ignore
  });

  it("keeps a chain's store over the independent it bought or an operator that never opened", () => {
    const { kept } = run([
      { npi: "1205879087", name: "Mccloud Family Pharmacy", ...dated("2006-06-13") },
      { npi: "1538611520", name: "Fruth Pharmacy", chainCode: "FRUTH", ...dated("2016-10-26") },
      { npi: "1013765759", name: "1918 Winter Street Operating Co", ...dated("2024-05-08") },
    ]);
    expect(kept.map((p) => p.npi)).toEqual(["1538611520"]);
    // Kinney Drugs' 2026-02 NPI in Willsboro, NY takes the street and locator point of Adirondack Apothecary's.
    const willsboro = run([
      { npi: "1083721260", name: "Kinney Drugs", chainCode: "KINNEY_DRUGS", street: "", sources: "nppes-2026-02" },
      { npi: "1174667117", name: "Adirondack Apothecary", street: "3932 Nys Route 22", placement: "rooftop", lat: 44.37, method: "locator-point", sources: "nppes-2026-02;street=locator-2022;point=locator-2022" }, // prettier-ignore
    ]);
    expect(willsboro.kept).toMatchObject([{ npi: "1083721260", street: "3932 Nys Route 22", placement: "rooftop", lat: 44.37, sources: "nppes-2026-02;street=nppes-2026-02;point=locator-2022" }]); // prettier-ignore
  });

  it("never merges a hospital's, clinic's or closed-door arm, nor stores at other streets, nor two chains' stores", () => {
    const arms = run([
      { npi: "1245650225", name: "Baystate Pharmacy", ...dated("2014-04-17") },
      { npi: "1629409875", name: "Baystate Medical Center", ...dated("2013-12-13") },
      { npi: "1730475112", name: "Riverside Pharmacy Associates", ...dated("2011-06-23", "3336H0001X") }, // prettier-ignore
    ]);
    expect(arms.dropped).toEqual([]);
    const apart = run([
      { npi: "1", name: "Utica Rx", street: "374 Utica Ave" },
      { npi: "2", name: "Crown Rx", street: "376 Utica Ave" },
    ]);
    expect(apart.dropped).toEqual([]);
    const chains = run([
      { npi: "1114420452", name: "Brookshire's", chainCode: "BROOKSHIRE_GROCERY" },
      { npi: "1891472403", name: "Walgreens #21562", chainCode: "WALGREENS" },
    ]);
    expect(chains.dropped).toEqual([]);
    // A compounding primary taxonomy is a community pharmacy's own work: merged.
    expect(run([{ npi: "1", name: "Ramshore", ...dated("2008-01-23") }, { npi: "2", name: "Wellington Discount Pharmacy", ...dated("2006-06-19", "3336C0004X") }]).dropped).toEqual(["2"]); // prettier-ignore
  });

  it("meets one pharmacy's NPIs by name across spellings of its street, and shows the sign where the kept name is an owner's", () => {
    expect(run([{ npi: "1", name: "Pharmax", street: "102 N Patterson St", ...dated("2005-10-27") }, { npi: "2", name: "Pharmax", street: "120 N Patterson St", ...dated("2010-03-09") }]).dropped).toEqual(["1"]); // prettier-ignore
    const { kept } = run([
      { npi: "1245532399", name: "Kewan Pharmacy", ...dated("2010-11-23") },
      { npi: "1841701042", name: "Amrex Ventures", ...dated("2017-10-16") },
    ]);
    expect(kept).toMatchObject([{ npi: "1841701042", name: "Kewan Pharmacy", sources: "nppes-2025-10;name=nppes-2025-10" }]); // prettier-ignore
  });

  it("meets one counter's NPIs across two spellings of its street (Nyrx Pharma, 2022, and SVP Drugs, 2023, 903B Sheridan Ave)", () => {
    const { kept, dropped } = run([
      { npi: "1245956655", name: "Nyrx Pharma", street: "903 B Sheridan Avenue", ...dated("2022-10-17") },
      { npi: "1669162863", name: "SVP Drugs", street: "903b Sheridan Ave", ...dated("2023-05-10") },
    ]);
    expect(kept.map((p) => p.npi)).toEqual(["1669162863"]);
    expect(dropped).toEqual(["1245956655"]);
    // Macanela (2023) at Farmacia Tres Hermanos' kilometre of road 401, Anasco PR: the newer NPI, the old sign.
    const anasco = run([
      { npi: "1659404697", name: "Farmacia Tres Hermanos", street: "Carr 401 Tres Hermanos, Bo Playa Carr 401 Km0.9", ...dated("2007-03-13") }, // prettier-ignore
      { npi: "1376238527", name: "Macanela", street: "Carr 401 Km 0.9 Bo. Playa", ...dated("2023-04-05") },
    ]);
    expect(anasco.kept).toMatchObject([{ npi: "1376238527", name: "Farmacia Tres Hermanos" }]);
  });

  it("leaves stores of one number in other zips, and stores without a number, alone", () => {
    expect(
      run([
        { npi: "1", name: "A Rx" },
        { npi: "2", name: "B Rx", zip: "10469" },
      ]).dropped,
    ).toEqual([]);
    expect(
      run([
        { npi: "1", name: "A Rx", phone: null },
        { npi: "2", name: "B Rx", phone: null },
      ]).dropped,
    ).toEqual([]);
  });
});
