// One spelling per street, so NPPES ("1066 PAYNE AVENUE, STE 2") and a store locator ("1066 Payne Ave") meet on
// the same key: upper case, punctuation dropped, suffixes and directions abbreviated, units and notes cut off.

const ABBREVIATIONS: Record<string, string> = {
  STREET: "ST", AVENUE: "AVE", AV: "AVE", ROAD: "RD", DRIVE: "DR", BOULEVARD: "BLVD", HIGHWAY: "HWY", HIWAY: "HWY",
  PARKWAY: "PKWY", LANE: "LN", COURT: "CT", PLACE: "PL", PLAZA: "PLZ", SQUARE: "SQ", TERRACE: "TER", CIRCLE: "CIR",
  TRAIL: "TRL", TURNPIKE: "TPKE", EXPRESSWAY: "EXPY", FREEWAY: "FWY", CENTER: "CTR", CENTRE: "CTR", MOUNT: "MT",
  SAINT: "ST", FORT: "FT", ROUTE: "RTE", RT: "RTE", STATE: "ST", US: "US", COUNTY: "CO", CROSSING: "XING",
  NORTH: "N", SOUTH: "S", EAST: "E", WEST: "W", NORTHEAST: "NE", NORTHWEST: "NW", SOUTHEAST: "SE", SOUTHWEST: "SW",
  FIRST: "1ST", SECOND: "2ND", THIRD: "3RD", FOURTH: "4TH", FIFTH: "5TH", SIXTH: "6TH", SEVENTH: "7TH", EIGHTH: "8TH",
  NINTH: "9TH", TENTH: "10TH",
}; // prettier-ignore

// A unit, suite or delivery note starts here; what follows it does not name the building.
const UNIT_WORDS = new Set(["STE", "SUITE", "UNIT", "APT", "BLDG", "BUILDING", "FL", "FLOOR", "RM", "ROOM", "SPC", "SPACE", "ATTN", "ATT", "DEPT", "LOWR", "UPPR", "OFC", "TPS", "RELO"]); // prettier-ignore

// "1066 PAYNE AVENUE, STE 2" -> "1066 PAYNE AVE"; "35-45 West 125th Street" -> "35 45 W 125TH ST". One line counts
// (NPPES joins its second line after a comma): the first that starts with a house number ("DUANE READE, 517 BROADWAY"
// is 517 Broadway), else the first; "#" starts a unit.
export function normalizeStreet(street: string): string {
  const lines = street.split(",").map((line) => line.trim());
  const firstLine = lines.find((line) => /^\d/.test(line)) ?? lines[0] ?? "";
  const words = firstLine
    .toUpperCase()
    .replace(/#.*$/, "")
    .replace(/['’.]/g, "")
    .replace(/[^A-Z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length > 0 && UNIT_WORDS.has(word)) break;
    kept.push(ABBREVIATIONS[word] ?? word);
  }
  return kept.join(" ");
}

// The house number and the first word of the street name after it (directions skipped): "1066 PAYNE", enough to tell
// two stores in one zip apart while forgiving "Hwy 395 N" against "N Highway 395". Null without a house number.
export function streetKey(street: string): string | null {
  const words = normalizeStreet(street).split(" ");
  const number = words[0];
  if (!number || !/^\d+[A-Z]?$/.test(number)) return null;
  const DIRECTIONS = new Set(["N", "S", "E", "W", "NE", "NW", "SE", "SW"]);
  const name = words.slice(1).find((w) => !DIRECTIONS.has(w));
  return name ? `${number} ${name}` : null;
}

// Folds a store or company name for comparison: upper case, "&" as AND, punctuation and legal suffixes dropped.
export function normalizeStoreName(name: string): string {
  return name
    .toUpperCase()
    .replace(/['’`.]/g, "")
    .replace(/&/g, " AND ")
    .replace(/[^A-Z0-9]+/g, " ")
    .replace(/\b(INC|LLC|L L C|LTD|CORP|CORPORATION|CO|COMPANY|PLLC|PC|LP|THE|DBA)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// A city as every source may spell it: "St. Maries", "SAINT MARIES" and "Saint Maries" are one city, as are "Fort" and
// "Ft", "Mount" and "Mt".
export function normalizeCity(city: string): string {
  return city
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, "")
    .replace(/\bSAINT\b/g, "ST")
    .replace(/\bFORT\b/g, "FT")
    .replace(/\bMOUNT\b/g, "MT")
    .replace(/\s+/g, " ")
    .trim();
}
