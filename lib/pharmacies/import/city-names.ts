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
