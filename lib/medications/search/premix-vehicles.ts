// A premixed bag's vehicle and container, as Drugs@FDA, Part D and SDUD write them after the drug (prisma/seed/README.md,
// "Twenty-second pass: premixes, salts and devices cut short — search"): "FLUCONAZOLE IN SODIUM CHLORIDE 0.9% IN PLASTIC
// CONTAINER", "CEFEPIME AND DEXTROSE IN DUPLEX CONTAINER", "potassium chloride in d5w", "levofloxacin-d5w",
// "clindamycin-0.9% nacl", "fluconazole in nacl,iso-osm", "ROCEPHIN W/ DEXTROSE". The vehicle is the IV fluid the drug
// is dissolved in (USP's Dextrose, Sodium Chloride, Lactated Ringer's and Sterile Water injections, with the files'
// abbreviations D5W, NS, NaCl, LR); the container and "preservative free" are the label's notes. Neither is an
// ingredient: Drugs@FDA's ActiveIngredient of each of those names is the drug alone. Read by findMedications only when
// nothing is found as typed.

// The label's notes on the bag: its container, a preservative left out, a pharmacy's bulk package, ready to use.
const CONTAINER =
  /\s+in\s+(?:plastic|duplex|glass)\s+container\b|[\s,]+preservative[\s-]+free\b|\s*\(pharmacy bulk\)|\s+rtu\b|\s+i\.v\.(?=\s|$)/g;
// The words a vehicle is written with: the fluids, their abbreviations, their strength and tonicity.
const VEHICLE_WORD =
  /^(?:dextrose|d5w|d5lr|d5|lr|lr-d5|nacl|ns|water|sodium|sod|chloride|chlor|chlorid|lactated|ringer'?s|iso-?osm|iso-?os|is-?osm|iso|iso-?osmotic|\d+(?:\.\d+)?|%|\d+(?:\.\d+)?%|in|and|sterile|for|injection|usp)$/;
// The fluids themselves: a vehicle names one of them.
const FLUID = /\b(?:dextrose|d5w|d5lr|d5|lr|nacl|ns|water|chlor\w*|ringer'?s)\b/;
// Where the vehicle starts: " in ", " and ", " with ", " w/ ", or a hyphen after a word of letters.
const JOINT = /\s+(?:in|and|with|w\/)\s+|(?<=[a-z])\s*-\s*(?=[a-z\d.])/g;

// A name without the label's notes on its bag ("LACTATED RINGER'S IN PLASTIC CONTAINER": "lactated ringer's").
export const withoutContainer = (name: string) => name.toLowerCase().replace(CONTAINER, "").trim();

/**
 * The drug of a premix written with its vehicle or container ("fluconazole in sodium chloride 0.9% in plastic
 * container": "fluconazole"; "vancomycin hcl-d5w": "vancomycin hcl"; "sodium chloride in plastic container": "sodium
 * chloride"), null when the query names neither.
 */
export function withoutVehicle(query: string): string | null {
  const typed = query.toLowerCase().replace(/\s+/g, " ").trim();
  const bare = typed.replace(CONTAINER, "").trim();
  for (const joint of bare.matchAll(JOINT)) {
    const drug = bare.slice(0, joint.index).trim();
    const vehicle = bare.slice(joint.index + joint[0].length);
    const words = vehicle
      .replace(/[(),/]|\.(?=[a-z])/g, " ")
      .replace(/(\d)\s+%/g, "$1%")
      .replace(/%(?=[a-z])/g, "% ")
      .split(/\s+/)
      .filter(Boolean);
    if (/[a-z]/.test(drug) && FLUID.test(vehicle) && words.every((w) => VEHICLE_WORD.test(w))) return drug;
  }
  return bare && bare !== typed ? bare : null;
}
