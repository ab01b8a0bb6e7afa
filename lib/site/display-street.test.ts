import fs from "node:fs";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { displayStreet } from "./display-street";

// Streets of the network seed (prisma/seed/pharmacies.json.gz) as their store list writes them, but those marked
// "made up" (the seed has no such street in capitals).
describe("displayStreet", () => {
  it("shows a street written in capitals in mixed case", () => {
    expect(displayStreet("208 ELM ST.")).toBe("208 Elm St.");
    expect(displayStreet("1311 GRAND AVE.")).toBe("1311 Grand Ave.");
    expect(displayStreet("401 GLOUCESTER CROSSING ROAD")).toBe("401 Gloucester Crossing Road");
    expect(displayStreet("6510 BROCKPORT-SPENCERPORT RD.")).toBe("6510 Brockport-Spencerport Rd.");
    expect(displayStreet("1845 MCCLELLANDTOWN RD")).toBe("1845 McClellandtown Rd");
  });

  it("keeps directions, ordinals, unit and route letters right", () => {
    expect(displayStreet("1403 WISCONSIN AVENUE NW")).toBe("1403 Wisconsin Avenue NW");
    expect(displayStreet("100 SE 2ND AVE")).toBe("100 SE 2nd Ave");
    expect(displayStreet("29 WEST 21ST STREET")).toBe("29 West 21st Street");
    expect(displayStreet("410 EAST 12TH STREET")).toBe("410 East 12th Street");
    expect(displayStreet("3904 NW 13TH ST")).toBe("3904 NW 13th St");
    expect(displayStreet("44 W. BOYLSTON ST.")).toBe("44 W. Boylston St.");
    expect(displayStreet("626 SOUTHERN ARTERY, RTE 3A")).toBe("626 Southern Artery, Rte 3A");
    expect(displayStreet("488 ROUTE 17M")).toBe("488 Route 17M");
    expect(displayStreet("10560-4S COMMONS DR.")).toBe("10560-4S Commons Dr.");
    expect(displayStreet("8863-H TAMIAMI TRL NORTH")).toBe("8863-H Tamiami Trl North");
    expect(displayStreet("60 SMITHFIELD BLVD, STE 49")).toBe("60 Smithfield Blvd, Ste 49");
    expect(displayStreet("1060 NORTH DELSEA DRIVE BLDG. 3")).toBe("1060 North Delsea Drive Bldg. 3");
    expect(displayStreet("2655 COUNTY HIGHWAY I")).toBe("2655 County Highway I");
    expect(displayStreet("249-253 1/2 MAIN STREET")).toBe("249-253 1/2 Main Street");
  });

  it("keeps route prefixes, a state's highway and PO Box in capitals", () => {
    expect(displayStreet("2728 US 70 E")).toBe("2728 US 70 E");
    expect(displayStreet("26064 US- 19")).toBe("26064 US- 19");
    expect(displayStreet("1905 RT 6")).toBe("1905 Rt 6");
    expect(displayStreet("1013 STATE HWY 29A")).toBe("1013 State Hwy 29A");
    expect(displayStreet("4820 NC 54")).toBe("4820 NC 54"); // made up
    expect(displayStreet("PO BOX 157")).toBe("PO Box 157"); // made up
    // "ME" is a state only before a route number.
    expect(displayStreet("12 COME ME LANE")).toBe("12 Come Me Lane"); // made up
  });

  it("writes the small words of a name in lower case, but not at a line's start", () => {
    expect(displayStreet("1906 PONCE DE LEON BLVD")).toBe("1906 Ponce de Leon Blvd");
    expect(displayStreet("60 E DEUCE OF CLUBS DR.")).toBe("60 E Deuce of Clubs Dr.");
    expect(displayStreet("107-113 MAIN ST, THE OSTROWER BLDG")).toBe("107-113 Main St, The Ostrower Bldg");
    expect(displayStreet("5545 EL CAMINO AL NORTE")).toBe("5545 El Camino Al Norte");
  });

  it("shows a street that already mixes cases as written", () => {
    expect(displayStreet("1500 N Clybourn Ave, #C104")).toBe("1500 N Clybourn Ave, #C104");
    expect(displayStreet("1410 38th ST W STE A")).toBe("1410 38th ST W STE A");
    expect(displayStreet("777 Avenue of the Americas")).toBe("777 Avenue of the Americas");
  });
});

describe("displayStreet over the seed", () => {
  it("changes only the case of the seed's streets in capitals, and leaves no word of capitals but the kept ones", () => {
    const seed = JSON.parse(zlib.gunzipSync(fs.readFileSync("prisma/seed/pharmacies.json.gz")).toString()) as {
      columns: string[];
      pharmacies: unknown[][];
    };
    const at = seed.columns.indexOf("street");
    const capitals = seed.pharmacies
      .map((p) => String(p[at] ?? ""))
      .filter((s) => /[A-Z]{2}/.test(s) && !/[a-z]/.test(s));
    // Since the fourteenth session the derivation cases the locator's streets line by line (612 were in capitals):
    // what is left has no word to lower ("2728 US 70 E", "403 US-24"), and must be shown unchanged.
    expect(capitals.length).toBeGreaterThan(10);
    const kept = /^(NE|NW|SE|SW|US|SR|CR|FM|RR|HC|PO|II|III|IV|VI|[A-Z]{2}(?= ?-? ?\d))$/;
    for (const street of capitals) {
      const shown = displayStreet(street);
      expect(shown.toUpperCase(), street).toBe(street);
      const loud = shown.split(/[^A-Za-z]+/).filter((w) => /^[A-Z]{2,}$/.test(w));
      for (const word of loud)
        expect(kept.test(word) || new RegExp(`\\b${word} ?-? ?\\d`).test(shown), `${word} in ${shown}`).toBe(true);
    }
  });
});
