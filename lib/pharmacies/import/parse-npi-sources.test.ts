import { describe, expect, it } from "vitest";
import { NPI_SOURCE_REJECTION_REASONS, parseNppesIndependents, parseTherapeuticLocator } from "./parse-npi-sources";

// Rows as the files hold them (MANIFEST.md, 2026-11-26), and rows they must refuse.
const LOCATOR = `npi,provider_name,address1,address2,city,county,state,zip,lon,lat,last_report_date,first_seen_commit_date,last_seen_commit_date,products
1003024357,Walmart Pharmacy #3337,3159 ROUTE 9 S,,Rio Grande,Cape May,NJ,8242,-74.872975,39.021059,2022-03-11T00:00:00.000,20220119-1744,20220316-2323,Molnupiravir;Paxlovid
1003185455,Hospital Menonita Caguas (IPD),Urbanizacion Turabo Gardens,Carretera 172,Caguas,Caguas,PR,00725,,,,20220128-2222,20220308-1951,Molnupiravir;Paxlovid
1002677630,U-SAVE PHARMACY-KEARNEY,3611 2nd Ave,,Kearney,Buffalo,NE,68847,-99.083925,40.710434,,20220119-1744,20220308-1951,Molnupiravir;Paxlovid
1003134602,PHARMACY DEL CENTRO ARARAT  PONCE,8169 Condominio San Vicente,Suite 410  Calle Concordia,Ponce,Ponce,,717,,,,,,
1689773046,CVS Store #01095,165 UNIVERSITY DRIVE,CVS Pharmacy,Amherst,Hampshire,MA,01002,-72.533467,42.368585,2022-03-08T00:00:00.000,20220303-1525,20220308-1951,Paxlovid
`;
const INDEPENDENTS = `npi,name,city,state,zip,phone,primary_taxonomy_desc
1346261476,ANCHORAGE MEDSET PHARMACY INC,ANCHORAGE,AK,99503,9077706081,"Pharmacy, Community/Retail Pharmacy"
1316952013,ANCHORAGE NEIGHBORHOOD HEALTH,ANCHORAGE,AK,99503,907743720,"Pharmacy, Community/Retail Pharmacy"
`;

describe("therapeutic locator 2022", () => {
  it("reads the NPI, the name with its store number, the street, a zip stripped of its zero and the point", async () => {
    const { records, rejected } = await parseTherapeuticLocator(LOCATOR);
    expect(records[0]).toEqual({
      line: 2,
      npi: "1003024357",
      name: "Walmart Pharmacy #3337",
      street: "3159 Route 9 S",
      city: "Rio Grande",
      state: "NJ",
      zip: "08242",
      phone: null,
      point: { lat: 39.021059, lng: -74.872975 },
    });
    expect(records[1]).toMatchObject({ street: "Urbanizacion Turabo Gardens, Carretera 172", zip: "00725", point: null }); // prettier-ignore
    // Each address line is cased on its own: a mixed-case second line no longer leaves the first upper case.
    expect(records.find((r) => r.npi === "1689773046")).toMatchObject({ street: "165 University Drive, CVS Pharmacy" });
    // 1002677630 fails the NPI check digit (19 of the locator's NPIs do); the Ponce row lacks its state.
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [4, NPI_SOURCE_REJECTION_REASONS.npi],
      [5, NPI_SOURCE_REJECTION_REASONS.place],
    ]);
  });

  it("takes the official layout's float NPIs and refuses a file without its columns", async () => {
    const official = `npi,provider_name,address1,address2,city,state,zip,lon,lat\n1003024357.0,X,1 A St,,Y,NJ,08242,,\n`;
    expect((await parseTherapeuticLocator(official)).records.map((r) => r.npi)).toEqual(["1003024357"]);
    await expect(parseTherapeuticLocator("npi,name\n")).rejects.toThrow(/provider_name/);
  });
});

describe("NPPES 2026-02 independents", () => {
  it("reads city, zip and a 10-digit phone, with no street and no point", async () => {
    const { records, rejected } = await parseNppesIndependents(INDEPENDENTS);
    expect(rejected).toEqual([]);
    expect(records.map((r) => [r.npi, r.name, r.street, r.city, r.zip, r.phone, r.point])).toEqual([
      ["1346261476", "ANCHORAGE MEDSET PHARMACY INC", "", "Anchorage", "99503", "9077706081", null],
      ["1316952013", "ANCHORAGE NEIGHBORHOOD HEALTH", "", "Anchorage", "99503", null, null], // 9 digits: no phone
    ]);
  });
});
