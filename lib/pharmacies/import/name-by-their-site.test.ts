import { describe, expect, it } from "vitest";
import { nameByTheirSite, siteName } from "./name-by-their-site";
import type { AddressPoint } from "./parse-address-points";
import type { PlacedPharmacy } from "./place-pharmacies";

// "C. A. Kuykendall" (NPPES's legal name, no DBA), 500 W Commercial St, Ozark, AR 72949: HHS Test to Treat lists
// "VILLAGE PHARMACY" at that street.
const store = (overrides: Partial<PlacedPharmacy> = {}): PlacedPharmacy => ({
  npi: "1346580420",
  name: "C. A. Kuykendall",
  chainCode: "INDEPENDENT",
  phone: null,
  street: "500 W Commercial St",
  city: "Ozark",
  state: "AR",
  zip: "72949",
  lat: 35.487,
  lng: -93.83,
  placement: "rooftop",
  openingHours: null,
  sources: "nppes-2025-10;point=dmepos",
  method: "name-city",
  ...overrides,
});
const site = (overrides: Partial<AddressPoint> = {}): AddressPoint => ({
  source: "test-to-treat-2023",
  street: "500 W COMMERCIAL ST",
  zip: "72949",
  lat: 35.487,
  lng: -93.83,
  name: "VILLAGE PHARMACY",
  ...overrides,
});

describe("nameByTheirSite", () => {
  it("names an owner-named independent by the pharmacy a Test to Treat site names at its street", () => {
    const [named] = nameByTheirSite([store()], [site()]);
    expect(named).toMatchObject({ name: "Village Pharmacy", sources: "nppes-2025-10;point=dmepos;name=test-to-treat-2023" }); // prettier-ignore
  });

  it("keeps a name that names a pharmacy, and a site's name that names none or a chain", () => {
    expect(nameByTheirSite([store({ name: "Ozark Drug" })], [site()])[0]!.name).toBe("Ozark Drug");
    expect(nameByTheirSite([store()], [site({ name: "OZARK FAMILY CLINIC" })])[0]!.name).toBe("C. A. Kuykendall");
    expect(nameByTheirSite([store()], [site({ name: "WALGREENS #1234" })])[0]!.name).toBe("C. A. Kuykendall");
  });

  it("keeps it where the street holds two independents or two site names, or is another street", () => {
    const other = store({ npi: "1000000004", name: "Ozark Compounding" });
    expect(nameByTheirSite([store(), other], [site()])[0]!.name).toBe("C. A. Kuykendall");
    expect(nameByTheirSite([store()], [site(), site({ name: "OZARK PHARMACY" })])[0]!.name).toBe("C. A. Kuykendall");
    expect(nameByTheirSite([store()], [site({ street: "502 W COMMERCIAL ST" })])[0]!.name).toBe("C. A. Kuykendall");
  });

  it("reads a site's name without the telephone some sites write after it", () => {
    expect(siteName("RIGHT CARE PHARMACY PH#951-677-1114")).toBe("RIGHT CARE PHARMACY");
    expect(siteName("VILLAGE PHARMACY (479) 667-2121")).toBe("VILLAGE PHARMACY");
    expect(siteName("PHARMACY 21")).toBe("PHARMACY 21");
  });
});
