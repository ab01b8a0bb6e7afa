// One key per city however its sources write it: NPPES and CMS DMEPOS 2026 write the USPS abbreviations of a place
// name ("Mountain Brk", "Colorado Spgs", "N Las Vegas", "Peachtree Cty") and join or split its words ("Winston-Salem"
// and "Winston Salem", "Wheatridge" and "Wheat Ridge", "Mc Cook" and "McCook").
import { normalizeCity } from "./normalize-street";

// USPS street-suffix and place-name abbreviations seen in the city columns of NPPES and DMEPOS.
const CITY_WORDS: Record<string, string> = {
  N: "NORTH", S: "SOUTH", E: "EAST", W: "WEST", BCH: "BEACH", BRK: "BROOK", CTY: "CITY", GDNS: "GARDENS",
  HGTS: "HEIGHTS", HTS: "HEIGHTS", HLS: "HILLS", JCT: "JUNCTION", MTN: "MOUNTAIN", PK: "PARK", PT: "PORT",
  PRT: "PORT", SPGS: "SPRINGS", SPG: "SPRING", TWP: "TOWNSHIP", VLG: "VILLAGE", VLY: "VALLEY", SQ: "SQUARE",
  BR: "BRANCH", FLS: "FALLS", LK: "LAKE", RCHY: "RICHEY", HUNTINGTN: "HUNTINGTON", FRAN: "FRANCISCO",
}; // prettier-ignore

// "Mountain Brk, AL" and "Mountain Brook, AL" -> "AL|MOUNTAINBROOK"; Saint/St, Fort/Ft, Mount/Mt fold as before.
export function cityKeyOf(state: string, city: string): string {
  const words = normalizeCity(city.replace(/[-/]/g, " ")).split(" ");
  return `${state}|${words.map((w) => CITY_WORDS[w] ?? w).join("")}`;
}

// The abbreviations a sign or a patient never writes ("Mountain Brk", "Mayfield Hts", "N Wilkesboro", "Saratoga Spgs");
// St, Ft and Mt stay as NPPES writes them (Saint/St are both in use: "St. Louis").
const ABBREVIATED = /\b(BRK|BCH|CTY|GDNS|HGTS|HTS|JCT|MTN|PK|SPGS|TWP|VLG|VLY)\b|^[NSEW] /;

// A store's city written with a USPS abbreviation is spelled as its zip's place name (GeoNames) where the two are one
// city (`cityKeyOf`): "Sterling Hts" is Sterling Heights, "N Las Vegas" North Las Vegas. Anything else stays as written.
export function spellCityInFull(state: string, city: string, zipCity: string | null | undefined): string {
  if (!zipCity || !ABBREVIATED.test(normalizeCity(city))) return city;
  return cityKeyOf(state, city) === cityKeyOf(state, zipCity) ? zipCity : city;
}
