// The pharmacy chains the network recognises, kept as data: a code, a display name and the NPPES names that mean it.
import type { ChainDefinition } from "./pharmacy-record";

export const INDEPENDENT_CHAIN_CODE = "INDEPENDENT";
export const INDEPENDENT_CHAIN_NAME = "Independent pharmacy";

// Patterns run against normalizeOrganizationName output: upper case, "&" spelled AND, apostrophes dropped, other
// punctuation as single spaces, so "WAL-MART STORES EAST, LP" is "WAL MART STORES EAST LP". The list is checked in
// order, so SAMS_CLUB precedes WALMART and GIANT_EAGLE precedes AHOLD's "GIANT" banners. Patterns name legal entities
// or distinctive banners only: a bare word such as "ACME", "CITY MARKET" or "LONGS" also names unrelated independents.
// Chosen from the October 2025 NPPES extract: the chains the brief names, every other drug, grocery, mass or club chain
// with 15 or more community pharmacies there, and Kaiser Permanente (one brand, about 100 walk-in stores). Health-system,
// clinic, specialty and mail-order groups (AHF, Mercy, Genoa, PillPack, CenterWell, university hospitals) stay
// independent: they are not stores a card holder shops between. So do closed chains (Fred's, A&P, Bormans, Shopko).
export const CHAINS: readonly ChainDefinition[] = [
  {
    code: "CVS",
    name: "CVS Pharmacy",
    // Longs Drug Stores California and Hook-SupeRx are CVS subsidiaries; pharmacies inside Target are CVS entities too.
    patterns: [/\bCVS\b/, /\bLONGS DRUG STORES?\b/, /\bHOOK SUPERX\b/],
  },
  // "WALGREEEN CO." is NPPES's misspelling (Jacksonville, at Walgreens #7979's street).
  { code: "WALGREENS", name: "Walgreens", patterns: [/\bWALGRE{2,}N[AS]?\b/, /\bDUANE READE\b/] },
  { code: "SAMS_CLUB", name: "Sam's Club", patterns: [/\bSAMS (CLUB|EAST|WEST)\b/] },
  { code: "WALMART", name: "Walmart", patterns: [/\bWAL ?MART\b/] },
  {
    code: "RITE_AID",
    name: "Rite Aid",
    // Thrifty Payless, Eckerd Corporation and Bartell Drug are Rite Aid's own operating companies, as are the entities
    // NPPES 2026-02 lists at Rite Aid's head-office number in Etters, PA (717-761-2633): Apex Drug Stores and PDS-I
    // Michigan (Rite Aid's Michigan stores: 15 of the 32 on the sixteenth session's seed answer a Rite Aid store's
    // number in All the Places 2021), RDS Detroit, Harco (Alabama), K & B Louisiana / Mississippi / Services and
    // Keystone Centers.
    patterns: [/\bRITE ?AID\b/, /\bTHRIFTY PAYLESS\b/, /^ECKERD CORPORATION\b/, /\bBARTELL DRUG\b/, /^APEX DRUG STORES\b/, /^PDS I MICHIGAN\b/, /^RDS DETROIT\b/, /^HARCO INC\b/, /^K AND B (LOUISIANA|MISSISSIPPI|SERVICES)\b/, /^KEYSTONE CENTERS\b/], // prettier-ignore
  },
  {
    code: "KROGER",
    name: "Kroger",
    // Dillon Companies runs Dillons, King Soopers and City Market; Roundy's runs Pick 'n Save, Mariano's, Metro Market.
    patterns: [
      /\bKROGER\b/,
      /\bFRED MEYER\b/,
      /\bRALPHS GROCERY\b/,
      /\bSMITHS FOOD AND DRUG\b/,
      /\bDILLON (COMPANIES|STORES)\b/,
      /\bHARRIS TEETER\b/,
      /^QFC\b/,
      /\bQUALITY FOOD CENTERS\b/,
      /\bKING SOOPERS\b/,
      /\bFRYS FOOD\b/,
      /\bROUNDYS\b/,
      /\bMARIANOS\b/,
      /\bPICK N SAVE\b/,
      /\bBAKERS SUPERMARKETS\b/,
      /\bGERBES\b/,
      /\bJAY C FOOD\b/,
    ],
  },
  {
    code: "ALBERTSONS",
    name: "Albertsons / Safeway",
    // American Drug Stores and Sav-on Drug Stores are the Osco and Sav-on pharmacies; Carr-Gottstein runs Carrs.
    patterns: [
      /\bALBERTSONS\b/,
      /\bSAFEWAY\b/,
      /\bVONS\b/,
      /\bJEWEL (FOOD|OSCO)\b/,
      /\bOSCO DRUG\b/,
      /\bACME MARKETS\b/,
      /\bSHAWS SUPERMARKETS\b/,
      /^STAR MARKETS?\b/,
      /\bPAVILIONS\b/,
      /\bRANDALLS FOOD\b/,
      /\bTOM THUMB\b/,
      /\bUNITED SUPERMARKETS\b/,
      /\bCARR GOTTSTEIN\b/,
      /\bHAGGEN\b/,
      /\bAMERICAN DRUG STORES\b/,
      /\bSAV ON DRUG STORES\b/,
      // NPPES 2026-02 lists these at Albertsons' head-office number in Boise (208-395-6200) as well as at stores whose
      // numbers univaf 2022 gives to Jewel-Osco (Chesterton, Crown Point, Dyer, Munster, IN) and ACME (Salisbury, MD).
      /^AMERICAN PARTNERS LP\b/,
      /^GIANT OF SALISBURY\b/,
      // "SAVON #6563" (San Clemente): the address and number of Albertsons Pharmacy #4563 in univaf 2022.
      /^SAV ?ON \d+$/,
    ],
  },
  { code: "PUBLIX", name: "Publix", patterns: [/\bPUBLIX\b/] },
  { code: "COSTCO", name: "Costco", patterns: [/\bCOSTCO\b/] },
  { code: "HEB", name: "H-E-B", patterns: [/^H ?E ?B\b/] },
  { code: "MEIJER", name: "Meijer", patterns: [/\bMEIJER\b/] },
  { code: "HYVEE", name: "Hy-Vee", patterns: [/\bHY ?VEE\b/] },
  // Tamarkin and Riser Foods are Giant Eagle's operating companies in Ohio.
  { code: "GIANT_EAGLE", name: "Giant Eagle", patterns: [/\bGIANT EAGLE\b/, /\bTAMARKIN\b/, /\bRISER FOODS\b/] },
  { code: "WEGMANS", name: "Wegmans", patterns: [/\bWEGMANS\b/] },
  {
    code: "AHOLD",
    name: "Stop & Shop / Giant / Food Lion / Hannaford",
    patterns: [
      /\bAHOLD\b/,
      /\bSTOP AND SHOP\b/,
      /\bGIANT FOOD\b/,
      /\bGIANT OF MARYLAND\b/,
      /^(THE )?GIANT COMPANY\b/,
      /\bHANNAFORD\b/,
      /\bFOOD LION\b/,
      /\bMARTINS FOOD\b/,
    ],
  },
  { code: "TARGET", name: "Target", patterns: [/^TARGET\b/] },
  { code: "KMART", name: "Kmart", patterns: [/\bK ?MART\b/] },
  { code: "KAISER_PERMANENTE", name: "Kaiser Permanente", patterns: [/\bKAISER (FOUNDATION|PERMANENTE|COMMUNITY)\b/] },
  { code: "WEIS", name: "Weis Markets", patterns: [/\bWEIS MARKETS\b/] },
  { code: "INGLES", name: "Ingles Markets", patterns: [/\bINGLES MARKETS\b/] },
  { code: "TOPS", name: "Tops Markets", patterns: [/\bTOPS MARKETS\b/] },
  { code: "DISCOUNT_DRUG_MART", name: "Discount Drug Mart", patterns: [/\bDISCOUNT DRUG MART\b/] },
  { code: "BJS", name: "BJ's Wholesale Club", patterns: [/\bBJS WHOLESALE\b/] },
  { code: "MARCS", name: "Marc's", patterns: [/\bMARC GLASSMAN\b/] },
  { code: "BROOKSHIRE_GROCERY", name: "Brookshire's", patterns: [/\bBROOKSHIRE GROCERY\b/] },
  { code: "BROOKSHIRE_BROTHERS", name: "Brookshire Brothers", patterns: [/\bBROOKSHIRE BROTHERS\b/] },
  // K-VA-T Food Stores is the company behind Food City.
  { code: "FOOD_CITY", name: "Food City", patterns: [/\bK VA T FOOD\b/, /^FOOD CITY\b/] },
  { code: "HARPS", name: "Harps Food Stores", patterns: [/\bHARPS FOOD\b/] },
  { code: "SAVE_MART", name: "Lucky / Save Mart", patterns: [/\bLUCKY STORES\b/, /\bSAVE MART SUPERMARKETS\b/] },
  // KPH Healthcare Services is the company behind Kinney Drugs.
  { code: "KINNEY_DRUGS", name: "Kinney Drugs", patterns: [/\bKPH HEALTHCARE\b/, /\bKINNEY DRUGS\b/] },
  { code: "FARMACIAS_CARIBE", name: "Farmacias Caribe", patterns: [/\bCARIBE PHARMACY MAN/, /^FARMACIAS CARIBE\b/] },
  // ShopRite stores are owned by many Wakefern members, each under its own legal name; Village Super Market runs
  // ShopRites in New Jersey (twentieth session).
  { code: "SHOPRITE", name: "ShopRite", patterns: [/\bSHOP ?RITES?\b/, /^VILLAGE SUPER MARKET OF NJ\b/] },
  // The Golub Corporation runs Price Chopper and Market 32 (the Kansas City Price Choppers are not in this extract).
  {
    code: "PRICE_CHOPPER",
    name: "Price Chopper / Market 32",
    patterns: [/\bPRICE CHOPPER\b/, /\bGOLUB CORPORATION\b/],
  },
  // Bel Air Market is Raley's Sacramento-area banner (twentieth session).
  { code: "RALEYS", name: "Raley's", patterns: [/\bRALEYS\b/, /^BEL AIR MARKET\b/] },
  // HAC, Inc. runs the Homeland supermarkets in Oklahoma and Kansas.
  { code: "HOMELAND", name: "Homeland", patterns: [/^HAC( INC)?$/] },
  { code: "RIDLEYS", name: "Ridley's Family Markets", patterns: [/\bRIDLEYS FAMILY MARKETS\b/] },
  { code: "HAYAT", name: "Hayat Pharmacy", patterns: [/^HAYAT PHARMACY\b/] },
  // One legal name is misspelled "FRUTH PHARAMCY".
  { code: "FRUTH", name: "Fruth Pharmacy", patterns: [/\bFRUTH PHAR/] },
  // "LEWIS DRUGS INC" is the chain's Sioux Falls entity (CMS DMEPOS 2026 lists "Lewis Drugs, Inc." seven times there;
  // NPPES 2026-02 gives its stores the head office's 605-367 numbers), and an unrelated pharmacy in Westwood, NJ.
  {
    code: "LEWIS_DRUG",
    name: "Lewis Drug",
    patterns: [/\bLEWIS FAMILY DRUG\b/],
    regional: { states: ["SD", "IA", "MN", "NE"], patterns: [/^LEWIS DRUGS INC$/] },
  },
  { code: "ROSAUERS", name: "Rosauers", patterns: [/\bROSAUERS\b/] },
  { code: "NEFF_DRUGS", name: "Neff Drugs", patterns: [/^NEFF DRUGS\b/] },
  // SpartanNash's Family Fare supermarkets.
  { code: "FAMILY_FARE", name: "Family Fare", patterns: [/^FAMILY FARE\b/] },
  // Fred W. Albrecht Grocery runs Acme Fresh Market in Ohio, unrelated to Albertsons' Acme Markets.
  { code: "ACME_FRESH_MARKET", name: "Acme Fresh Market", patterns: [/\bFRED W ALBRECHT GROCERY\b/] },
  // Twentieth session: regional chains the October 2025 and February 2026 NPPES files list under one legal name in
  // 15 or more towns (names counted across cities and states), read as independents before and shown by the entity's
  // name where a patient looks for the sign. White Drug of Jamestown and White Drug Enterprises are Thrifty White (the
  // HHS locator 2022 names one store "Thrifty White Pharmacy #781", NPPES 2026-02 "Thrifty White of McGregor").
  {
    code: "THRIFTY_WHITE",
    name: "Thrifty White Pharmacy",
    patterns: [/^WHITE DRUG (CO OF JAMESTOWN|ENTERPRISES)\b/, /^THRIFTY WHITE (PHARMACY|DRUG|OF)\b/],
  },
  // J. H. Harvey Co. runs Harveys Supermarkets (Georgia, Florida).
  { code: "HARVEYS", name: "Harveys Supermarket", patterns: [/^J ?H HARVEY CO\b/] },
  // Harmon City, Inc. runs Harmons grocery stores in Utah.
  { code: "HARMONS", name: "Harmons", patterns: [/^HARMON CITY\b/] },
  { code: "YOKES", name: "Yoke's Fresh Market", patterns: [/^YOKES FOODS?\b/] },
  { code: "MACEYS", name: "Macey's", patterns: [/^MACEYS\b/] },
  { code: "KING_KULLEN", name: "King Kullen", patterns: [/\bKING KULLEN\b/] },
  // The HHS locator 2022 names its stores "HARTIG DRUG #11", "HARTIG DRUG-DUBUQUE #2".
  { code: "HARTIG", name: "Hartig Drug", patterns: [/^HARTIG DRUG\b/] },
  // "REALO DISCOUNT DRUGS- 1897 LIVE OAK" (HHS locator 2022); the chain's entities are named per county.
  { code: "REALO", name: "Realo Discount Drugs", patterns: [/^REALO DISCOUNT DRUG/] },
  { code: "SUPER_D", name: "Super D Drugs", patterns: [/^SUPER D DRUGS? ACQUISITION\b/] },
  // Four B Corp is Balls Food Stores (Hen House and Price Chopper in the Kansas City area).
  { code: "BALLS_FOOD", name: "Hen House / Price Chopper", patterns: [/^FOUR B CORP\b/] },
  // QSI, Inc. runs the Times Supermarket pharmacies on Oahu and Maui.
  { code: "TIMES", name: "Times Pharmacy", patterns: [/^QSI INC$/] },
  // B & R Stores runs Russ's Market and Super Saver (Lincoln, NE and around).
  { code: "B_AND_R", name: "Russ's Market / Super Saver", patterns: [/^B AND R STORES\b/] },
];
