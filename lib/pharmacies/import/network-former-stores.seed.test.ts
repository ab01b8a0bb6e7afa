import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { networkSourceFiles } from "./network-source-files";
import { normalizeCity, normalizeStoreName } from "./normalize-street";
import { parseAllThePlaces, parseDmeposPharmacies, parseStilesLocations } from "./parse-store-locations";
import { openDataFile } from "./read-delimited-rows";
import { readPharmacySeed } from "./read-network-seed";

// Seventeenth session (NETWORK.md): the stores we list that are another sign's now, over the whole committed seed.
// Each case is an NPI of the public files (NPPES 2025-10 and 2026-02) read against the chains' store lists (All the
// Places 2021, stiles 2024) and the CMS DMEPOS directory of 2026.
const DATA = "../shared/data";

describe("the committed seed's former stores", { timeout: 120_000 }, async () => {
  const { pharmacies } = await readPharmacySeed();
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));

  it("lists no store of Rite Aid's own legal entities (Rite Aid closed every store in 2025)", () => {
    // NPPES 2026-02 lists eight entities at Rite Aid's head-office number in Etters, PA, and Apex Drug Stores and
    // PDS-I Michigan as Rite Aid's Michigan stores: 40 independents on the old seed.
    const entity = /^(Apex Drug Stores|PDS I Michigan|RDS Detroit|Harco|K & B (Louisiana|Mississippi|Services)|Keystone Centers)$/i; // prettier-ignore
    expect(pharmacies.filter((p) => entity.test(p.name)).map((p) => `${p.name}, ${p.city}`)).toEqual([]);
    expect(pharmacies.filter((p) => p.phone === "7177612633").map((p) => p.name)).toEqual([]);
  });

  it("shows an independent whose number a CVS or Walgreens store answers as that store (the chain bought it), once", () => {
    // Gone where the network holds the chain's store under its own NPI, or the chain closed (Rite Aid).
    const gone: [string, string][] = [
      ["1104820679", "BioScrip, Boston: Community, a Walgreens Pharmacy #15307, in the network under Walgreens' NPI"],
      ["1225103807", "Priceless Drug Store, Roseville CA: Rite Aid #6560"],
    ];
    for (const [npi, why] of gone) expect(byNpi.get(npi)?.name, why).toBeUndefined();
    // The chain's store, under the independent's NPI, where no other NPI of any source stands for it (twenty-second
    // session: on the old seed these towns had no store there).
    const bought: [string, string][] = [
      ["1265547475", "CVS Pharmacy #10130"], // Hebron Pharmacy, Hebron CT, 110 Main St
      ["1578661401", "CVS Pharmacy #8970"], // Bill's Pharmacy of Great Barrington, MA
      ["1427052844", "CVS Pharmacy #10367"], // Mackenzies Pharmacy, Trumbull CT, at 965 White Plains Rd
      ["1255346847", "CVS Pharmacy #10790"], // FBM Drug Co, Frankenmuth MI: 111 N Main St
      ["1164587598", "Walgreens #13451"], // Darjen, Palm Beach Gardens: 3401 PGA Blvd
    ];
    for (const [npi, name] of bought) expect(byNpi.get(npi)?.name, npi).toBe(name);
    // Kept: a name DMEPOS 2026 lists in its city (Main Street Pharmacy, Hingham, at CVS #48265's number), a hospital's
    // pharmacy (NewYork-Presbyterian, Walgreens #15948), a health centre's (Dimock, CVS #11301 inside it).
    for (const npi of ["1942407671", "1457057226", "1023850120"])
      expect(byNpi.get(npi)?.chainCode, npi).toBe(INDEPENDENT_CHAIN_CODE);
  });

  it("shows the Albertsons stores NPPES lists under Albertsons' other legal names as Albertsons' banners", () => {
    // "AMERICAN PARTNERS LP" at Jewel-Osco's numbers (univaf 2022), "GIANT OF SALISBURY INC" at ACME's, "SAVON #6563"
    // at Albertsons Pharmacy #4563's address: independents on the old seed.
    for (const npi of ["1396791828", "1245286632", "1588610018", "1679529101"])
      expect(byNpi.get(npi)?.name, npi).toBe("Jewel-Osco");
    expect(byNpi.get("1558714097")?.name).toBe("Acme Markets");
    expect(byNpi.get("1700258746")?.chainCode).toBe("ALBERTSONS");
  });

  it("places ShopRite's stores by All the Places' list, which writes their state in full, and signs its members' NPIs", () => {
    // 59 ShopRite stores, 37 at a rooftop, on the old seed; "Mannix Family Market @ Forest and Richmond Ave" (985
    // Richmond Ave, Staten Island) and "Waverly Markets of East Hartford" (31 Main St) were independents on their zip's
    // centroid.
    const shoprite = pharmacies.filter((p) => p.chainCode === "SHOPRITE");
    expect(shoprite.filter((p) => p.placement === "rooftop").length).toBeGreaterThan(80);
    expect(byNpi.get("1003006982")).toMatchObject({ name: "ShopRite", placement: "rooftop" });
    expect(byNpi.get("1467775494")).toMatchObject({ name: "ShopRite", chainCode: "SHOPRITE", placement: "rooftop" });
  });

  it("names an independent known by an owner's name as another public file of its NPI names the pharmacy", () => {
    // NPPES 2026-02's newer name where the 2025-10 one is an owner's, the HHS locator's where it says "Prescription"
    // or "Medicine Shoppe": 0 of these on the old seed.
    const signs: [string, string][] = [
      ["1467467092", "Hendricks Pharmacy"], // Claremont, CA ("BRIAN T GARNER" in 2025-10)
      ["1003173097", "Basin Rx"], // Andrews, TX ("PSM MSM 100 LLC")
      ["1013492024", "Radiance Pharmacy"], // San Bernardino ("VIKU LLC")
      ["1407145014", "The Prescription Pad of Burnsville"], // Burnsville, NC ("2RKS, LLC")
      ["1285172197", "Village Prescription Center"], // Lake Waccamaw, NC ("BLSRPH, INC")
      ["1477647782", "The Medicine Shoppe #1736"], // El Paso ("SMRX INC")
    ];
    for (const [npi, name] of signs) expect(byNpi.get(npi)?.name, npi).toBe(name);
    // The locator's sign still wins over a 2026 legal name that says "Prescription" (Cedarburg, WI).
    expect(byNpi.get("1730282880")?.name).toBe("Ye Olde Pharmacy and Wellness Cente");
  });

  describe.skipIf(!existsSync(`${DATA}/pharmacies/store-locations`))("against the store lists", () => {
    it("lists no independent whose number a CVS, Walgreens or Rite Aid store of its state answers, but those guarded", async () => {
      const files = networkSourceFiles(DATA);
      const [atp, stiles, dmepos] = await Promise.all([
        parseAllThePlaces(openDataFile(files.atp)),
        parseStilesLocations(openDataFile(files.stiles)),
        parseDmeposPharmacies(openDataFile(files.dmepos)),
      ]);
      const drugstores = [...atp.records, ...stiles.records].filter(
        (l) => l.phone && ["CVS", "WALGREENS", "TARGET", "RITE_AID"].includes(l.chainCode ?? ""),
      );
      const answered = new Set(drugstores.map((l) => `${l.state}|${l.phone}`));
      const dmeposNames = new Set(dmepos.records.map((l) => `${l.state}|${normalizeCity(l.city)}|${normalizeStoreName(l.name ?? "")}`)); // prettier-ignore
      const found = pharmacies
        .filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE && p.phone && answered.has(`${p.state}|${p.phone}`))
        .filter((p) => !/\b(Hospitals?|Health Cent(er|re)s?|Clinics?)\b/i.test(p.name))
        .filter((p) => !dmeposNames.has(`${p.state}|${normalizeCity(p.city)}|${normalizeStoreName(p.name)}`))
        .map((p) => `${p.npi} ${p.name}, ${p.city}`);
      // 93 on the old seed. Left: NPPES records updated after the list was taken (a store may have moved in since).
      expect(found.sort()).toEqual([
        "1083658835 Business Systems, Danbury",
        "1649285271 Community Prescription Center, San Diego",
        "1902830797 Home Care Pharmacy / Fennel, Hagerstown",
      ]);
    });
  });
});
