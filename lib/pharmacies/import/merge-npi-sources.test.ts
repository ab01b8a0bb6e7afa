import { describe, expect, it } from "vitest";
import { chainOfListedName, DMEPOS_CONFIRM_MILES, MERGE_DROP_REASONS, mergeNpiSources } from "./merge-npi-sources";
import type { ListedPharmacy } from "./parse-npi-sources";
import type { StoreLocation } from "./parse-store-locations";
import type { NppesPharmacy } from "../pharmacy-record";

const nppes = (overrides: Partial<NppesPharmacy> & Pick<NppesPharmacy, "npi">): NppesPharmacy => ({
  name: "Kearney Pharmacy",
  chainCode: "INDEPENDENT",
  phone: null,
  street: "3611 2nd Ave",
  city: "Kearney",
  state: "NE",
  zip: "68847",
  line: 2,
  legalName: "KEARNEY PHARMACY INC",
  dbaName: "",
  enumerationDate: "2010-01-01",
  ...overrides,
});
const listed = (overrides: Partial<ListedPharmacy> & Pick<ListedPharmacy, "npi" | "name">): ListedPharmacy => ({
  line: 2,
  street: "",
  city: "Houston",
  state: "TX",
  zip: "77002",
  phone: null,
  point: null,
  ...overrides,
});
const location = (overrides: Partial<StoreLocation>): StoreLocation => ({
  source: "stiles",
  chainCode: "WALGREENS",
  banner: "Walgreens",
  storeNumber: null,
  street: "1200 Travis St",
  name: null,
  city: "Houston",
  state: "TX",
  zip: "77002",
  lat: 29.7545,
  lng: -95.3652,
  phone: null,
  openingHours: null,
  ...overrides,
});
const merge = (input: Partial<Parameters<typeof mergeNpiSources>[0]>) =>
  mergeNpiSources({ nppes: [], nppesRejected: new Map(), independents: [], locator: [], locations: [], ...input });

describe("mergeNpiSources", () => {
  it("keeps NPPES 2025-10's record where another source has the NPI, filling only a missing phone", () => {
    const { records, reports } = merge({
      nppes: [nppes({ npi: "1000000001" }), nppes({ npi: "1000000002", phone: "3085550100" })],
      independents: [
        listed({ npi: "1000000001", name: "OTHER NAME", phone: "3082370000" }),
        listed({ npi: "1000000002", name: "OTHER NAME", phone: "3089999999" }),
      ],
    });
    expect(records.map((r) => [r.npi, r.name, r.street, r.phone, r.sources])).toEqual([
      ["1000000001", "Kearney Pharmacy", "3611 2nd Ave", "3082370000", { record: "nppes-2025-10", fields: { phone: "nppes-2026-02" } }], // prettier-ignore
      ["1000000002", "Kearney Pharmacy", "3611 2nd Ave", "3085550100", { record: "nppes-2025-10", fields: {} }],
    ]);
    expect(reports.independents).toEqual({ read: 2, kept: 0, merged: 2, dropped: [] });
  });

  it("adds 2026 independents and recognises the chain stores its filter let through", () => {
    const { records, reports } = merge({
      independents: [
        listed({ npi: "1000000003", name: "ANCHORAGE MEDSET PHARMACY INC", city: "Anchorage", state: "AK", zip: "99503" }), // prettier-ignore
        listed({ npi: "1000000004", name: "SAMS EAST INC" }),
        listed({ npi: "1000000005", name: "RITE AID #5614" }),
        listed({ npi: "1000000006", name: "HOSPITAL OUTPATIENT RX" }),
      ],
      nppesRejected: new Map([["1000000006", "notRetail"]]),
    });
    expect(records.map((r) => [r.npi, r.name, r.chainCode, r.street, r.sources.record])).toEqual([
      ["1000000003", "Anchorage Medset Pharmacy", "INDEPENDENT", "", "nppes-2026-02"],
      ["1000000004", "Sams East", "SAMS_CLUB", "", "nppes-2026-02"],
    ]);
    expect(reports.independents).toEqual({
      read: 4,
      kept: 2,
      merged: 0,
      dropped: [
        [MERGE_DROP_REASONS.closedChain, 1],
        [MERGE_DROP_REASONS.notRetailInNppes, 1],
      ],
    });
  });

  // Locator rows of 2022: "SAV-ON PHARMACY" (Boise, ID), "BROOKSHIRES PHARMACY 29" (Silsbee, TX); NPPES 2026-02
  // lists "SAV-ON PHARMACY" of Batesville, AR, an independent.
  it("recognises the locator's chain name forms without a store number, for the locator only", () => {
    expect(chainOfListedName("SAV-ON PHARMACY")).toBe("ALBERTSONS");
    expect(chainOfListedName("UNITED PHARMACY")).toBe("ALBERTSONS");
    expect(chainOfListedName("BROOKSHIRES PHARMACY 29")).toBe("BROOKSHIRE_BROTHERS");
    expect(chainOfListedName("SAV-ON PHARMACY", "nppes-2026-02")).toBe("INDEPENDENT");
    expect(chainOfListedName("SAMS PHARMACY LLC")).toBe("INDEPENDENT");
  });

  // NPPES 2025-10 names these independents by their owners only; the locator by their signs.
  it("names an independent NPPES knows only by its owner's name as the locator lists it", () => {
    const { records } = merge({
      nppes: [
        nppes({ npi: "1000000001", name: "W S Associates", legalName: "W S ASSOCIATES" }),
        nppes({ npi: "1000000002", name: "Kearney Pharmacy", legalName: "KEARNEY PHARMACY INC" }),
        nppes({ npi: "1000000003", name: "Oak Street", legalName: "GRX HOLDINGS LLC", dbaName: "OAK STREET" }),
      ],
      locator: [
        listed({ npi: "1000000001", name: "APPLE DISCOUNT DRUGS" }),
        listed({ npi: "1000000002", name: "U-SAVE PHARMACY-KEARNEY" }),
        listed({ npi: "1000000003", name: "MEDICAP PHARMACY #8043" }),
      ],
    });
    expect(records.map((r) => [r.npi, r.name, r.sources.fields.name])).toEqual([
      ["1000000001", "Apple Discount Drugs", "locator-2022"],
      ["1000000002", "Kearney Pharmacy", undefined],
      ["1000000003", "Oak Street", undefined],
    ]);
  });

  it("gives a known record the locator's point only where both name one street, and a street it lacks", () => {
    const point = { lat: 40.710434, lng: -99.083925 };
    const { records } = merge({
      nppes: [nppes({ npi: "1000000001" }), nppes({ npi: "1000000002", street: "10 Other St" })],
      independents: [listed({ npi: "1000000003", name: "KEARNEY DRUG", city: "Kearney", state: "NE", zip: "68847" })],
      locator: [
        listed({ npi: "1000000001", name: "U-SAVE PHARMACY-KEARNEY", street: "3611 2nd Ave", zip: "68847", point }),
        listed({ npi: "1000000002", name: "U-SAVE PHARMACY", street: "3611 2nd Ave", zip: "68847", point }),
        listed({ npi: "1000000003", name: "KEARNEY DRUG", street: "5 Central Ave", zip: "68847", point }),
      ],
    });
    expect(records.map((r) => [r.npi, r.street, r.locatorPoint, r.sources.fields])).toEqual([
      ["1000000001", "3611 2nd Ave", point, { point: "locator-2022" }],
      ["1000000002", "10 Other St", null, {}], // moved since 2022: the locator's point is another address
      ["1000000003", "5 Central Ave", point, { street: "locator-2022", point: "locator-2022" }],
    ]);
  });

  it("keeps a locator-only chain store a newer store list confirms, and drops hospitals, lone independents and the unconfirmed", () => {
    const atStore = { lat: 29.7546, lng: -95.3653 }; // 1200 Travis St, Houston, 0.01 mile from stiles' point
    const { records, reports } = merge({
      locator: [
        listed({ npi: "1000000011", name: "WALGREENS STORE #05678", street: "1200 Travis St", point: atStore }),
        listed({ npi: "1000000012", name: "WALGREENS STORE #09999", street: "900 Main St", point: { lat: 29.76, lng: -95.36 } }), // prettier-ignore
        listed({ npi: "1000000013", name: "Walmart Pharmacy #1111", street: "1 Elsewhere Rd", point: atStore }),
        listed({ npi: "1000000014", name: "Houston Methodist Hospital Outpatient Pharmacy", point: atStore }),
        listed({ npi: "1000000015", name: "Main Street Apothecary", point: atStore }),
        listed({ npi: "1000000016", name: "Rite Aid #04945", point: atStore }),
      ],
      locations: [
        location({}),
        location({ source: "atp", chainCode: "WALMART", banner: "Walmart", street: "1 Elsewhere Rd" }),
        location({ source: "atp", street: "900 Main St", lat: 29.76, lng: -95.36 }), // 2021 only: not enough for Walgreens
      ],
    });
    expect(records.map((r) => [r.npi, r.chainCode, r.sources])).toEqual([
      ["1000000011", "WALGREENS", { record: "locator-2022", fields: { point: "locator-2022" } }],
      ["1000000013", "WALMART", { record: "locator-2022", fields: { point: "locator-2022" } }],
    ]);
    expect(reports.locator).toEqual({
      read: 6,
      kept: 2,
      merged: 0,
      dropped: [
        [MERGE_DROP_REASONS.unconfirmed2022, 1],
        [MERGE_DROP_REASONS.closedChain, 1],
        [MERGE_DROP_REASONS.hospitalOrClinic, 1],
        [MERGE_DROP_REASONS.independentNotIn2026, 1],
      ],
    });
  });

  it("marks the NPIs NPPES 2026-02 lists, and makes Target's NPIs CVS stores", () => {
    const { records } = merge({
      nppes: [
        nppes({ npi: "1104079904" }),
        nppes({ npi: "1104200203", chainCode: "TARGET", legalName: "TARGET CORPORATION" }),
      ],
      independents: [listed({ npi: "1104079904", name: "KEARNEY PHARMACY INC" }), listed({ npi: "1316952013", name: "ANCHORAGE MEDSET PHARMACY INC" })], // prettier-ignore
    });
    expect(records.map((r) => [r.npi, r.listedIn2026, r.chainCode])).toEqual([
      ["1104079904", true, "INDEPENDENT"],
      ["1104200203", false, "CVS"],
      ["1316952013", true, "INDEPENDENT"],
    ]);
  });

  it("confirms a locator store of a chain no other list covers by a DMEPOS point within a mile (Meijer, Terre Haute)", () => {
    const meijer = (npi: string, lat: number) =>
      listed({ npi, name: "Meijer Store 285", street: "5600 E New Margaret Dr", city: "Terre Haute", state: "IN", zip: "47803", point: { lat, lng: -87.3405 } }); // prettier-ignore
    const dmepos = location({ source: "dmepos", chainCode: "MEIJER", banner: null, street: null, name: "Meijer Stores Limited Par", city: "Terre Haute", state: "IN", zip: null, lat: 39.4500, lng: -87.3405 }); // prettier-ignore
    // 0.65 miles off: confirmed; 1.4 miles off: not.
    const { records, rejected } = merge({ locator: [meijer("1659750842", 39.4594), meijer("1003000126", 39.4703)], locations: [dmepos] }); // prettier-ignore
    expect(DMEPOS_CONFIRM_MILES).toBe(1);
    expect(records.map((r) => r.npi)).toEqual(["1659750842"]);
    expect(rejected.map((r) => r.reason)).toEqual([`locator: ${MERGE_DROP_REASONS.unconfirmed2022}`]);
    // A chain another list covers keeps the 0.3-mile rule against DMEPOS.
    const walmart = location({ source: "atp", chainCode: "MEIJER", lat: 45, lng: -80 });
    expect(merge({ locator: [meijer("1659750842", 39.4594)], locations: [dmepos, walmart] }).records).toEqual([]);
  });
});
