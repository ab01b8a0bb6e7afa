import { describe, expect, it } from "vitest";
import { CHAINS, INDEPENDENT_CHAIN_CODE } from "../chains";
import { normalizeOrganizationName, recognizeChain } from "./recognize-chain";

const chainOf = (legalName: string, dbaName?: string) => recognizeChain({ legalName, dbaName });

describe("recognizeChain", () => {
  // Legal names as they appear in the October 2025 NPPES file.
  it.each([
    ["CVS PHARMACY INC", "CVS"],
    ["GARFIELD BEACH CVS LLC", "CVS"],
    ["CVS/CAREMARK", "CVS"],
    ["LONGS DRUG STORES CALIFORNIA, L.L.C.", "CVS"],
    ["LONGS DRUG STORE #724/NETWORK PHARMACY", "CVS"],
    ["HOOK-SUPERX LLC", "CVS"],
    ["WALGREEN CO", "WALGREENS"],
    ["WALGREEN'S PHARMACY", "WALGREENS"],
    ["DUANE READE", "WALGREENS"],
    // Sixteenth session: a misspelling, at a Walgreens store of the 2024 list.
    ["WALGREEEN CO.", "WALGREENS"],
    ["WAL-MART STORES EAST , LP", "WALMART"],
    ["WALMART INC.", "WALMART"],
    ["SAM'S CLUB/WALMART", "SAMS_CLUB"],
    ["SAMS EAST INC", "SAMS_CLUB"],
    ["RITE AID PHARMACY#4913", "RITE_AID"],
    ["RITEAID 5614", "RITE_AID"],
    ["THRIFTY PAYLESS INC", "RITE_AID"],
    ["THE BARTELL DRUG CO", "RITE_AID"],
    ["APEX DRUG STORES INC", "RITE_AID"], // Rite Aid's Michigan stores (NPPES 2026-02, Rite Aid's head-office number)
    ["PDS I MICHIGAN INC", "RITE_AID"],
    ["RDS DETROIT INC", "RITE_AID"],
    ["K & B MISSISSIPPI CORPORATION", "RITE_AID"],
    ["AMERICAN PARTNERS LP", "ALBERTSONS"], // Jewel-Osco, northwest Indiana (Albertsons' head-office number)
    ["GIANT OF SALISBURY INC", "ALBERTSONS"],
    ["SAVON #6563", "ALBERTSONS"],
    ["THE KROGER CO", "KROGER"],
    ["KROGER LIMITED PARTNERSHIP I", "KROGER"],
    ["SMITHS FOOD & DRUG CENTERS INC", "KROGER"],
    ["FRED MEYER STORES INC.", "KROGER"],
    ["RALPHS GROCERY COMPANY", "KROGER"],
    ["DILLON COMPANIES LLC", "KROGER"],
    ["HARRIS TEETER, LLC", "KROGER"],
    ["FRY'S FOOD AND DRUG", "KROGER"],
    ["ROUNDYS SUPERMARKETS INC", "KROGER"],
    ["QFC", "KROGER"],
    ["ALBERTSONS LLC", "ALBERTSONS"],
    ["NEW ALBERTSON'S INC #7557/490", "ALBERTSONS"],
    ["SAFEWAY INC", "ALBERTSONS"],
    ["VONS COMPANIES INC", "ALBERTSONS"],
    ["JEWEL FOOD STORES INC", "ALBERTSONS"],
    ["ACME MARKETS INC", "ALBERTSONS"],
    ["SHAWS SUPERMARKETS INC", "ALBERTSONS"],
    ["RANDALLS FOOD & DRUGS LP", "ALBERTSONS"],
    ["AMERICAN DRUG STORES LLC", "ALBERTSONS"],
    ["CARR-GOTTSTEIN FOODS CO", "ALBERTSONS"],
    ["PUBLIX SUPER MARKETS, INC.", "PUBLIX"],
    ["COSTCO WHOLESALE CORPORATION", "COSTCO"],
    ["H-E-B, LP", "HEB"],
    ["MEIJER GREAT LAKES LTD PT", "MEIJER"],
    ["HY-VEE INC", "HYVEE"],
    ["GIANT EAGLE, INC.", "GIANT_EAGLE"],
    ["THE TAMARKIN COMPANY", "GIANT_EAGLE"],
    ["WEGMANS FOOD MARKETS, INC.", "WEGMANS"],
    ["STOP AND SHOP SUPERMARKET CO LLC", "AHOLD"],
    ["THE STOP & SHOP SUPERMARKET COMPANY, LLC", "AHOLD"],
    ["GIANT OF MARYLAND LLC", "AHOLD"],
    ["THE GIANT COMPANY, LLC", "AHOLD"],
    ["HANNAFORD BROS. CO., LLC", "AHOLD"],
    ["TARGET CORPORATION", "TARGET"],
    ["KMART PHARMACY # 4156", "KMART"],
    ["KAISER FOUNDATION HEALTH PLAN INC", "KAISER_PERMANENTE"],
    ["WEIS MARKETS, INC.", "WEIS"],
    ["K VA T FOOD STORES INC", "FOOD_CITY"],
    ["KPH HEALTHCARE SERVICES, INC.", "KINNEY_DRUGS"],
    ["SAKER SHOPRITES INC", "SHOPRITE"],
    ["HAC, INC.", "HOMELAND"],
    ["RIDLEY'S FAMILY MARKETS, INC", "RIDLEYS"],
    ["FRUTH PHARAMCY INC", "FRUTH"],
    ["FRED W ALBRECHT GROCERY CO", "ACME_FRESH_MARKET"],
    // Twentieth session: regional chains under one legal name in 15+ towns of NPPES 2025-10 and 2026-02.
    ["WHITE DRUG CO OF JAMESTOWN INC", "THRIFTY_WHITE"],
    ["WHITE DRUG ENTERPRISES INC", "THRIFTY_WHITE"],
    ["THRIFTY WHITE OF MCGREGOR", "THRIFTY_WHITE"],
    ["J.H. HARVEY CO., LLC", "HARVEYS"],
    ["HARMON CITY, INC.", "HARMONS"],
    ["YOKES FOODS INC", "YOKES"],
    ["MACEY'S INC", "MACEYS"],
    ["KING KULLEN PHARMACIES CORP", "KING_KULLEN"],
    ["HARTIG DRUG CO CORP", "HARTIG"],
    ["REALO DISCOUNT DRUG STORES OF EASTERN NORTH CAROLINA INC", "REALO"],
    ["SUPER D. DRUGS ACQUISITION CO.", "SUPER_D"],
    ["FOUR B CORP", "BALLS_FOOD"],
    ["QSI INC", "TIMES"],
    ["B & R STORES INC", "B_AND_R"],
    ["VILLAGE SUPER MARKET OF NJ LP", "SHOPRITE"],
    ["BEL AIR MARKET INC", "RALEYS"],
  ])("%s -> %s", (legalName, code) => {
    expect(chainOf(legalName)).toBe(code);
  });

  // Names the naive substring labels in the source file got wrong: these are independents.
  it.each([
    "CRANDALL CITY MARKET INC",
    "VANS IGA OF DILLON INC",
    "SHAWSVILLE PHARMACY INC",
    "JEWEL OF FLUSHING RX INC.",
    "ALBERTSON PHARMACY INC",
    "MARKET STREET PHARMACY INC",
    "MARTIN'S POINT HEALTH CARE, INC",
    "JAMES DRUG STORE - MARTINSBURG INC",
    "LONGS DRUGS OF LEXINGTON SC INC",
    "LONGS DRUGSTORES OF SC INC",
    "WINN COMMUNITY HEALTH CENTER, INC.",
    "RITE CARE PHARMACY LLC",
    "SAV RITE DISCOUNT DRUGS INC",
    "HEBRON PHARMACY",
    "ON TARGET PHARMACY",
    "HACKENSACK PHARMACY INC",
    "VINE DISCOUNT PHARMACY & MEDICAL SUPPLY",
    "GENOA HEALTHCARE, LLC",
    "FREDS STORES OF TENNESSEE INC",
    "AL HAYAT PHARMACY INC",
    "GREEN LAKE THRIFTY WHITE DRUG INC",
    "SUPER DISCOUNT PHARMACY",
    "WHITE DRUG STORE",
    "LEWIS DRUGS INC",
  ])("%s is independent", (legalName) => {
    expect(chainOf(legalName)).toBe(INDEPENDENT_CHAIN_CODE);
  });

  it("reads a chain's regional names only in its states (Lewis Drugs of Sioux Falls, not of Westwood NJ)", () => {
    expect(recognizeChain({ legalName: "LEWIS DRUGS, INC.", state: "SD" })).toBe("LEWIS_DRUG");
    expect(recognizeChain({ legalName: "LEWIS DRUGS INC", state: "NJ" })).toBe(INDEPENDENT_CHAIN_CODE);
    expect(recognizeChain({ legalName: "LEWIS DRUGS INC" })).toBe(INDEPENDENT_CHAIN_CODE);
  });

  it("falls back to the DBA name when the legal name says nothing", () => {
    expect(chainOf("1918 WINTER STREET OPERATING CO LLC", "JEWEL-OSCO PHARMACY #3451")).toBe("ALBERTSONS");
    expect(chainOf("1918 WINTER STREET OPERATING CO LLC", "")).toBe(INDEPENDENT_CHAIN_CODE);
  });

  it("lets the legal owner win over the DBA (CVS pharmacies inside Target are CVS)", () => {
    expect(chainOf("GRAND ST PAUL CVS LLC", "TARGET")).toBe("CVS");
  });
});

describe("normalizeOrganizationName", () => {
  it("folds punctuation, apostrophes and ampersands", () => {
    expect(normalizeOrganizationName("Wal-Mart Stores East, LP")).toBe("WAL MART STORES EAST LP");
    expect(normalizeOrganizationName("SAM'S CLUB")).toBe("SAMS CLUB");
    expect(normalizeOrganizationName("STOP & SHOP")).toBe("STOP AND SHOP");
  });
});

describe("CHAINS", () => {
  it("has unique UPPER_SNAKE codes, none of them INDEPENDENT, each with a name and a pattern", () => {
    const codes = CHAINS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const chain of CHAINS) {
      expect(chain.code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(chain.code).not.toBe(INDEPENDENT_CHAIN_CODE);
      expect(chain.name.length).toBeGreaterThan(0);
      expect(chain.patterns.length).toBeGreaterThan(0);
    }
  });
});
