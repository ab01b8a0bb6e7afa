import { describe, expect, it } from "vitest";
import { cleanStreet, normalizePhone, normalizeZip5, signName, titleCase } from "./format-fields";

describe("titleCase", () => {
  it.each([
    ["CVS PHARMACY INC", "CVS Pharmacy Inc"],
    ["WAL-MART STORES EAST LP", "Wal-Mart Stores East LP"],
    ["SAM'S CLUB PHARMACY", "Sam's Club Pharmacy"],
    ["THE STOP & SHOP SUPERMARKET COMPANY, LLC", "The Stop & Shop Supermarket Company, LLC"],
    ["KPH HEALTHCARE SERVICES, INC.", "KPH Healthcare Services, Inc."],
    ["BJS WHOLESALE CLUB INC", "BJS Wholesale Club Inc"],
    ["FARMACIA DE LA COMUNIDAD", "Farmacia de la Comunidad"],
    ["KROGER LIMITED PARTNERSHIP II", "Kroger Limited Partnership II"],
    ["O'BRIEN RX", "O'Brien Rx"],
    ["Walgreens", "Walgreens"],
  ])("name %s -> %s", (raw, expected) => {
    expect(titleCase(raw)).toBe(expected);
  });

  it.each([
    ["1253 N VINE ST, STE 11", "1253 N Vine St, Ste 11"],
    ["9504 142ND ST", "9504 142nd St"],
    ["2600 W ROBINSON BLVD", "2600 W Robinson Blvd"],
    ["100 US HWY 1 NE", "100 US Hwy 1 NE"],
    ["  LOS   ANGELES ", "Los Angeles"],
  ])("address %s -> %s", (raw, expected) => {
    expect(titleCase(raw, "address")).toBe(expected);
  });
});

// Names of the NPPES 2025-10 extract and the 2026-02 independents.
describe("signName", () => {
  it.each([
    ["LAM'S PHARMACY INC", "Lam's Pharmacy"],
    ["ROOSEVELT RX, INC.", "Roosevelt Rx"],
    ["A & A INFUSION & SPECIALTY, LLC", "A & A Infusion & Specialty"],
    ["KPH HEALTHCARE SERVICES, INC.", "KPH Healthcare Services"],
    ["Farmacia Oreste Inc.", "Farmacia Oreste"],
    ["MEDICAL-PHARMACY ASSOCIATES OF GEORGIA, LLC", "Medical-Pharmacy Associates of Georgia"],
    ["DOYLE PHARMACIES INC", "Doyle Pharmacies"],
    ["BALDWIN RX CORP", "Baldwin Rx"],
    ["TEHAMA PHARMACY AND TRADING COMPANY", "Tehama Pharmacy and Trading Company"],
    ["RX, INC", "Rx, Inc"],
    ["VINE DISCOUNT PHARMACY & MEDICAL SUPPLY", "Vine Discount Pharmacy & Medical Supply"],
  ])("%s -> %s", (raw, expected) => {
    expect(signName(raw)).toBe(expected);
  });
});

describe("normalizePhone", () => {
  it.each([
    ["3239579446", "3239579446"],
    ["(323) 957-9446", "3239579446"],
    ["13239579446", "3239579446"],
    ["323957944", null],
    ["0239579446", null],
    ["", null],
    [undefined, null],
  ])("%s -> %s", (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });
});

describe("normalizeZip5", () => {
  it.each([
    ["90038", "90038"],
    ["900381662", "90038"],
    ["90038-1662", "90038"],
    ["7002", "07002"],
    ["725", "00725"],
    ["70021234", "07002"],
    ["7251234", "00725"],
    ["12", null],
    ["123456", null],
    ["9003A", null],
    ["", null],
  ])("%s -> %s", (raw, expected) => {
    expect(normalizeZip5(raw)).toBe(expected);
  });
});

describe("cleanStreet", () => {
  // Streets as NPPES writes them (October 2025 extract), title-cased.
  it.each([
    ["Duane Reade, 517 519 Broadway", "517 519 Broadway"],
    ["Blue Hill Pharmacy, 320 Blue Hill Ave.", "320 Blue Hill Ave."],
    ["195 Canal St, Attn: Outpatient Pharmacy", "195 Canal St"],
    ["343 US Route 1, Department of Pharmacy", "343 US Route 1"],
    ["100 Main St Ste 5, Ste 5", "100 Main St Ste 5"],
    ["100 Main St, Suite 210, Ste 210", "100 Main St, Suite 210"],
    ["100 Main St, #4, Suite 4", "100 Main St, #4"],
    ["One CVS Drive", "One CVS Drive"],
    ["4700 Gilbert Ave Ste 14", "4700 Gilbert Ave Ste 14"],
    ["Carr 110 Km 32.6, Bo Maleza Alta, Gate 5 Plaza", "Carr 110 Km 32.6, Bo Maleza Alta, Gate 5 Plaza"],
  ])("%s -> %s", (raw, expected) => expect(cleanStreet(raw)).toBe(expected));
});
