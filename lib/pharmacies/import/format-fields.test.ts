import { describe, expect, it } from "vitest";
import {
  cleanCity,
  cleanStreet,
  normalizePhone,
  normalizeZip5,
  signName,
  stateCodeInCapitals,
  titleCase,
} from "./format-fields";

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
    // Spanish "y" only among Spanish words (twenty-seventh session).
    ["BIG Y FOODS INC", "Big Y Foods Inc"],
    ["B & Y PHARMACY", "B & Y Pharmacy"],
    ["Y & Y PHARMACY", "Y & Y Pharmacy"],
    ["SEAN Y CHIU", "Sean Y Chiu"],
    ["SUPERMERCADO Y FARMACIA CAGUANA", "Supermercado y Farmacia Caguana"],
    ["RECETAS Y MA'S", "Recetas y Ma's"],
    ["PHARMACY ONE Y MAS", "Pharmacy One y Mas"],
    // A Spanish article begins a proper name, lower case only after "de"/"del"; "LA" with no word after it is the
    // abbreviation (twenty-eighth session).
    ["FARMACIA LA BOTICA", "Farmacia La Botica"],
    ["FARMACIA LOS ANGELES", "Farmacia Los Angeles"],
    ["FAMILY PHARMACY AT LAS COLINAS", "Family Pharmacy at Las Colinas"],
    ["MODERN DRUG OF BAYOU LA BATRE", "Modern Drug of Bayou La Batre"],
    ["HOSPITAL DE LA CONCEPCION FARMACIA", "Hospital de la Concepcion Farmacia"],
    ["CENTRO DE SALUD DE LA COMUNIDAD DE SAN YSIDRO", "Centro de Salud de la Comunidad de San Ysidro"],
    ["RX CARE OF LA", "Rx Care of LA"],
    ["RXVIP LA 3", "Rxvip LA 3"],
    ["PROXSYS RX - LA", "Proxsys Rx - LA"],
    ["LA FARMACIA", "La Farmacia"],
  ])("name %s -> %s", (raw, expected) => {
    expect(titleCase(raw)).toBe(expected);
  });

  it.each([
    ["1253 N VINE ST, STE 11", "1253 N Vine St, Ste 11"],
    ["9504 142ND ST", "9504 142nd St"],
    ["2600 W ROBINSON BLVD", "2600 W Robinson Blvd"],
    ["100 US HWY 1 NE", "100 US Hwy 1 NE"],
    ["  LOS   ANGELES ", "Los Angeles"],
    ["5537 SHELDON RD STE Y", "5537 Sheldon Rd Ste Y"],
    ["65 INFANTERIA Y JESUS FRAGOSO", "65 Infanteria y Jesus Fragoso"],
    ["NORTH LAS VEGAS", "North Las Vegas"],
    ["BAYOU LA BATRE", "Bayou La Batre"],
    ["MARINA DEL REY", "Marina del Rey"],
    ["HAVRE DE GRACE", "Havre de Grace"],
    ["A7 CALLE 1, URB LAS COLINAS", "A7 Calle 1, Urb Las Colinas"],
    ["2834 AVE LAS AMERICAS", "2834 Ave Las Americas"],
    ["114 CALLE DE LA CANDELARIA W STE 101", "114 Calle de la Candelaria W Ste 101"],
    ["CARR 796 KM 0.3, SECTOR LA GUASABARA", "Carr 796 Km 0.3, Sector La Guasabara"],
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
    ["RX, INC", "Rx"],
    ["RLR LLC", "RLR"],
    ["0424 INC", "0424"],
    ["LP. INC", "LP"],
    ["VINE DISCOUNT PHARMACY & MEDICAL SUPPLY", "Vine Discount Pharmacy & Medical Supply"],
    // One field, two names: the sign is what the store does business as (sixteenth session).
    ["GOOD HEALTH, INC. DBA PREMIER PHARMACY SERVICES", "Premier Pharmacy Services"],
    ["AVS PHARMACY/DBA: LEROY PHARMACY", "Leroy Pharmacy"],
    ["JOLLY BEE PARTNERS DBA PUTNEY PHARMACY", "Putney Pharmacy"],
    ["FARMACIA PLAZA ALTA, INC D/B/A FARMACIA MARILU", "Farmacia Marilu"],
    ["PANCHO BLU LLC DBA FARMACIAS ALIADAS GURABO", "Farmacias Aliadas Gurabo"],
    ["ABC DBA RX", "Abc Dba Rx"],
    ["K.R.D.PHARMACY,INC.DBA SUNNYSIDE", "Sunnyside"],
    ["JLOVE LLC (DBA ADLER PHARMACY)", "Adler Pharmacy"],
    ["BANKS PHARMACY LLC DBA", "Banks Pharmacy"],
    ["ULTRAPHARM,INC T/A WONDER DRUG SOUTHEAST PHARMACY", "Wonder Drug Southeast Pharmacy"],
    // A legal entity's name and suffix, then the sign.
    ["HCBR LLC TENTH STREET PHARMACY", "Tenth Street Pharmacy"],
    ["D & P LLC FARMACIA LA BOTICA", "Farmacia La Botica"],
    ["PRECISION PHARMACY INC OF GREAT NECK", "Precision Pharmacy Inc of Great Neck"],
    ["RURAL HEALTH CORP PHARMACY", "Rural Health Corp Pharmacy"],
    ["GFPI L.L.C. - GUICE PHARMACY", "Guice Pharmacy"],
    ["INDIANA HEALTH CENTERS, INC. DBA PHARMACY", "Indiana Health Centers"],
    ["INDIANA HEALTH CENTERS, INC. PHARMACY LLC", "Indiana Health Centers, Inc. Pharmacy"],
    ["BRACEYS SUPERMARKET INC MOOSIC", "Braceys Supermarket Inc Moosic"],
    // A full stop after a whole word is a typo, after an abbreviation it stays.
    ["LINDSAY DRUG CO., INC.", "Lindsay Drug Co."],
    ["LEXANN PHARMACY. INC", "Lexann Pharmacy"],
    ["CENTRAL DRUG DORADO.", "Central Drug Dorado"],
    ["QRX INC.", "QRX"],
    ["MICAELA INC .", "Micaela"],
  ])("%s -> %s", (raw, expected) => {
    expect(signName(raw)).toBe(expected);
  });
});

// Cities of the NPPES 2025-10 extract that repeat the state and zip (sixteenth session).
describe("cleanCity", () => {
  it.each([
    ["BALTIMORE, MD 21202", "BALTIMORE"],
    ["OROCOVIS, PR 00720", "OROCOVIS"],
    ["JACKSON HEIGHTS,", "JACKSON HEIGHTS"],
    ["WINSTON-SALEM", "WINSTON-SALEM"],
    ["ST. LOUIS", "ST. LOUIS"],
  ])("%s -> %s", (raw, expected) => {
    expect(cleanCity(raw)).toBe(expected);
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

describe("stateCodeInCapitals", () => {
  it.each([
    ["Rxvip Pa", "PA", "Rxvip PA"],
    ["Proxsys Rx - Ma", "MA", "Proxsys Rx - MA"],
    ["Prosxysrx-La", "LA", "Prosxysrx-LA"],
    ["Bioplus Specialty Pharmacy Ca", "CA", "Bioplus Specialty Pharmacy CA"],
    ["Hattiesburg Clinic Pa", "MS", "Hattiesburg Clinic PA"],
    ["Brunswig Pharmacy, Pa", "KS", "Brunswig Pharmacy, PA"],
    ["Del Mar Pharmacy Sc", "WI", "Del Mar Pharmacy SC"],
    ["Pharmacy Oh", "OH", "Pharmacy OH"],
  ])("writes %s (%s) as %s", (name, state, expected) => {
    expect(stateCodeInCapitals(name, state)).toBe(expected);
  });

  it.each([
    ["Archdale Drug Co", "NC"],
    ["Bh Endeavors Co", "CO"],
    ["Apothecary & Co", "MI"],
    ["Pharmacy Near Me", "MI"],
    ["Pharmacy Oh", "PA"],
    ["Rx Care of LA", "LA"],
    ["Pa", "PA"],
    ["Walgreens #1234", "IL"],
  ])("keeps %s (%s) as written", (name, state) => {
    expect(stateCodeInCapitals(name, state)).toBe(name);
  });
});
