import { describe, expect, it } from "vitest";
import {
  isCommunityPharmacy,
  isDrugstoreUnderAnotherTaxonomy,
  namesAPharmacy,
  signNamesAPharmacy,
} from "./validate-nppes-fields";

// Organisations of the NPPES 2025-10 extract whose only taxonomy is the general "Pharmacy" 333600000X.
const general = (legalName: string, dbaName = "") => ({ taxonomies: ["333600000X"], legalName, dbaName });

describe("isCommunityPharmacy", () => {
  it("keeps every organisation with the community/retail taxonomy among its codes", () => {
    expect(isCommunityPharmacy({ taxonomies: ["333600000X", "3336C0003X"], legalName: "MERCY HOSPITAL" })).toBe(true);
  });

  it("keeps chain stores and stores named as walk-in pharmacies under the general code alone", () => {
    expect(isCommunityPharmacy(general("WALGREEN CO"))).toBe(true);
    expect(isCommunityPharmacy(general("LAM'S PHARMACY INC"))).toBe(true);
    expect(isCommunityPharmacy(general("ROOSEVELT RX, INC."))).toBe(true);
    expect(isCommunityPharmacy(general("HARTER'S DRUG STORE"))).toBe(true);
    expect(isCommunityPharmacy(general("NEIGHBOR CARE PHARMACY INC."))).toBe(true);
  });

  // Twenty-fourth session: the general code with what a walk-in store holds besides (NPPES 2025-10 records).
  it("keeps a store named as a walk-in pharmacy under the general code with equipment, oxygen or a pharmacist's code", () => {
    const withCodes = (legalName: string, ...codes: string[]) => ({ taxonomies: ["333600000X", ...codes], legalName });
    expect(isCommunityPharmacy(withCodes("PITT STREET PHARMACY INC", "183500000X"))).toBe(true);
    expect(isCommunityPharmacy(withCodes("FAMILY DISCOUNT PHARMACY INC", "332B00000X"))).toBe(true);
    expect(isCommunityPharmacy(withCodes("DAVE'S DRUG PARTNERSHIP", "332BX2000X"))).toBe(true);
    // Not without the general code, nor with another pharmacy's code, nor under a name that says no walk-in store.
    expect(isCommunityPharmacy({ taxonomies: ["332B00000X"], legalName: "HEALTHMED PHARMACY" })).toBe(false);
    expect(isCommunityPharmacy(withCodes("PARK PHARMACY INC", "3336L0003X", "332B00000X"))).toBe(false);
    expect(isCommunityPharmacy(withCodes("ROTARY HOME HEALTH CARE PHARMACY", "332B00000X"))).toBe(false);
    expect(isCommunityPharmacy(withCodes("I V PHARMACY", "332BP3500X"))).toBe(false);
  });

  it("drops hospitals, mail order, specialty and unnamed entities under the general code, and other pharmacy types", () => {
    expect(isCommunityPharmacy(general("MERCY HOSPITAL LINCOLN"))).toBe(false);
    expect(isCommunityPharmacy(general("AETNA RX HOME DELIVERY, LLC"))).toBe(false);
    expect(isCommunityPharmacy(general("WEST COBB SPECIALTY PHARMACY INC"))).toBe(false);
    expect(isCommunityPharmacy(general("REYNA COMPOUNDING PHARMACY, INC."))).toBe(false);
    expect(isCommunityPharmacy(general("VAXON LLC"))).toBe(false);
    expect(isCommunityPharmacy({ taxonomies: ["333600000X", "3336L0003X"], legalName: "OAK PHARMACY" })).toBe(false);
    expect(isCommunityPharmacy({ taxonomies: [], legalName: "OAK PHARMACY" })).toBe(false);
  });
});

describe("signNamesAPharmacy", () => {
  it("reads 'Prescription' and 'Medicine Shoppe' as a pharmacy's sign, without admitting a store by them", () => {
    // Names the HHS locator 2022 gives NPIs NPPES knows only by an owner's name (seventeenth session).
    for (const name of [
      "The Prescription Pad of Burnsville",
      "Village Prescription Center",
      "The Medicine Shoppe #1736",
    ]) {
      expect(signNamesAPharmacy(name), name).toBe(true);
      expect(namesAPharmacy(name), name).toBe(false);
    }
    expect(signNamesAPharmacy("HENDRICKS PHARMACY INC")).toBe(true);
    expect(signNamesAPharmacy("2RKS, LLC")).toBe(false);
    expect(signNamesAPharmacy("BRIAN T GARNER")).toBe(false);
  });
});

describe("isDrugstoreUnderAnotherTaxonomy", () => {
  const row = (legalName: string, taxonomies: string[], phone = "8702368501") => ({ legalName, dbaName: "", taxonomies, primaryTaxonomy: taxonomies[0], phone }); // prettier-ignore

  it("reads a town drugstore under long-term care, compounding or clinic codes as one", () => {
    expect(isDrugstoreUnderAnotherTaxonomy(row("CITY DRUG CO, INC.", ["3336L0003X"]))).toBe(true);
    expect(isDrugstoreUnderAnotherTaxonomy(row("DILWORTH DRUGS, LLC", ["3336C0004X"]))).toBe(true);
    expect(isDrugstoreUnderAnotherTaxonomy(row("THE APOTHECARY", ["3336C0002X"]))).toBe(true);
  });

  it("leaves out pharmacies, specialty, mail order, infusion, toll-free numbers, chains and retail rows", () => {
    expect(isDrugstoreUnderAnotherTaxonomy(row("GUARDIAN PHARMACY OF BIRMINGHAM, LLC", ["3336L0003X"]))).toBe(false);
    expect(isDrugstoreUnderAnotherTaxonomy(row("SINA DRUG LLC", ["3336S0011X"]))).toBe(false);
    expect(isDrugstoreUnderAnotherTaxonomy(row("TEL-DRUG OF PENNSYLVANIA, L.L.C.", ["3336M0002X"]))).toBe(false);
    expect(isDrugstoreUnderAnotherTaxonomy(row("HUDSON DISCOUNT DRUG", ["3336H0001X"]))).toBe(false);
    expect(isDrugstoreUnderAnotherTaxonomy(row("DIAMOND DRUGS, INC.", ["3336L0003X"], "8884410001"))).toBe(false);
    expect(isDrugstoreUnderAnotherTaxonomy(row("LONGS DRUG STORES CALIFORNIA INC", ["3336L0003X"]))).toBe(false);
    expect(isDrugstoreUnderAnotherTaxonomy(row("HOME DRUG INFUSION", ["3336L0003X"]))).toBe(false);
    expect(isDrugstoreUnderAnotherTaxonomy(row("MAIN DRUG", ["3336C0003X"]))).toBe(false);
  });
});
