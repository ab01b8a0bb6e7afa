import { describe, expect, it } from "vitest";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { streetKey } from "./normalize-street";
import { readPharmacySeed } from "./read-network-seed";

// Sixteenth session (NETWORK.md): every store under the name on its sign, over the whole committed seed. Each case is
// an NPI of the public files (NPPES 2025-10, the HHS locator 2022) read against Walgreens' and CVS's 2024 store lists
// (stiles) and the CMS DMEPOS directory of 2026.
describe("the committed seed's signs", { timeout: 60_000 }, async () => {
  const { pharmacies } = await readPharmacySeed();
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));

  it("shows no name with a 'doing business as' in it, nor a city with its state and zip in it", () => {
    // 100 names on the old seed ("Good Health, Inc. Dba Premier Pharmacy Services"), 4 cities ("Baltimore, Md 21202").
    expect(pharmacies.filter((p) => /\b(D\/?B\/?A|T\/A)\b/i.test(p.name)).map((p) => p.name)).toEqual([]);
    expect(pharmacies.filter((p) => /,\s*$|[A-Z]{2} \d{5}$/i.test(p.city)).map((p) => p.city)).toEqual([]);
    expect(byNpi.get("1346739612")?.name).toBe("Premier Pharmacy Services"); // Cliffside Park, NJ
    expect(byNpi.get("1558344101")?.name).toBe("Leroy Pharmacy"); // Bronx, NY ("Avs Pharmacy/Dba: Leroy Pharmacy")
    expect(byNpi.get("1184057382")?.name).toBe("Putney Pharmacy"); // Putney, VT
    expect(byNpi.get("1598873168")?.name).toBe("Tenth Street Pharmacy"); // Charleroi, PA ("HCBR LLC ...")
  });

  it("capitalizes a Spanish article that begins a name, a street or a city, lower case only after 'de' or 'del'", () => {
    // Twenty-eighth session: 66 names ("Farmacia la Botica"), 126 streets ("Urb las Colinas") and 19 cities ("North las
    // Vegas", "Bayou la Batre") on the seed before.
    const lowerArticle = /(?<!\b(?:de|del|De|Del|DE|DEL)) (la|las|los) /;
    for (const field of ["name", "street", "city"] as const)
      expect(pharmacies.filter((p) => lowerArticle.test(`${p[field]} `)).map((p) => p[field])).toEqual([]);
    expect(pharmacies.filter((p) => p.state === "NV" && /^north las vegas$/i.test(p.city)).length).toBeGreaterThan(10);
    expect(pharmacies.every((p) => p.city !== "North las Vegas")).toBe(true);
    expect(byNpi.get("1437155736")?.name).toBe("Farmacia La Salud"); // Caguas, PR
  });

  it("shows an independent's old NPI at the street of a CVS or Walgreens store the 2024 list and CMS 2026 place there as that store", () => {
    // Care Pharmacy, Mathis TX = CVS #10840; Dot Drug, Metamora IL = CVS #11205; Lakeville Snyder Drug = CVS #5308;
    // Frank's Pharmacy, Palestine TX = CVS #6918; Drug Fair Group, Summit NJ = Walgreens #13755 (Walgreens bought Drug
    // Fair in 2011); BioScrip, Memphis = Walgreens #15317 (Walgreens bought BioScrip's stores in 2012).
    // None of those chain stores has an NPI of its own in any source: each is the chain's store under the
    // independent's NPI (twenty-second session), not a second store.
    const stores = { "1346372414": "CVS Pharmacy #10840", "1013147610": "CVS Pharmacy #11205", "1558362129": "CVS Pharmacy #5308", "1598764722": "CVS Pharmacy #6918", "1417078627": "Walgreens #13755", "1124021993": "Walgreens #15317" }; // prettier-ignore
    for (const [npi, name] of Object.entries(stores)) expect(byNpi.get(npi)?.name, npi).toBe(name);
    // Kept: another suite of a plaza (Hillcrest Pharmacy, Ste 60, beside CVS #6983 at Ste 64), another direction (Nas
    // Decatur at 225 E Ponce de Leon, CVS #2367 at 225 W), a name DMEPOS 2026 still lists in its city (Qsi Inc,
    // Honolulu), a record NPPES touched after the list (Codumel Pharmacy, Brooklyn, 2025), a shared building (State
    // Pharmacy and Woodward Rx at 4501 Woodward Ave, Detroit, with Walgreens #16374).
    for (const npi of ["1457848004", "1831865690", "1427031749", "1154610558", "1376055079"])
      expect(byNpi.get(npi)?.chainCode, npi).toBe(INDEPENDENT_CHAIN_CODE);
    // Qsi Inc is the Times Supermarket pharmacies' entity (a chain since the twentieth session), still kept.
    expect(byNpi.get("1942695911")?.chainCode).toBe("TIMES");
  });

  it("signs a hospital's Walgreens-run outpatient pharmacy by Walgreens and its number, once, under the hospital's NPI", () => {
    const named = pharmacies.filter((p) => /^(Walgreens|CVS Pharmacy) #\d+ at /.test(p.name));
    expect(named.length).toBeGreaterThanOrEqual(12); // none on the old seed
    expect(named.every((p) => p.chainCode === INDEPENDENT_CHAIN_CODE)).toBe(true); // the hospital's prices, not Walgreens'
    expect(byNpi.get("1437376829")?.name).toBe("Walgreens #10845 at Truman Medical Center"); // Kansas City, MO
    expect(byNpi.get("1457654857")?.name).toBe("Walgreens #21206 at VHS Sinai-Grace Hospital"); // Detroit
    // Its older NPI under the hospital's former legal name is the same pharmacy (Suite 110): shown once.
    expect(byNpi.get("1942261425")).toBeUndefined();
    const atStreet = (street: string) => named.filter((p) => streetKey(p.street) === streetKey(street)).length;
    expect(atStreet("6001 W Outer Dr")).toBe(1);
    expect(atStreet("3990 John R St")).toBe(1);
  });

  it("lists the Walgreens stores whose NPI carries a clinic pharmacy's taxonomy, where Walgreens lists the store", () => {
    // "WALGREEN CO" with 3336C0002X + 332B00000X + 333600000X, at a street Walgreens' 2024 list places a store at.
    const stores: [string, string][] = [
      ["1346404126", "Walgreens #11887"], // Clare, MI
      ["1316187289", "Walgreens #11375"], // Excelsior Springs, MO
      ["1801024344", "Walgreens #9416"], // Syracuse, NY
      ["1619922978", "Walgreens #10207"], // Shepherdsville, KY
      ["1558813097", "Walgreens #16558"], // Indianapolis
    ];
    for (const [npi, name] of stores) expect(byNpi.get(npi)?.name, npi).toBe(name);
  });

  it("names chain stores by the number the HHS locator lists under their own NPI where no store list places them", () => {
    expect(byNpi.get("1023023199")?.name).toBe("Walgreens #1476"); // Anasco, PR ("Walgreens Store #01476")
    expect(byNpi.get("1427395078")?.name).toBe("Walgreens #13846"); // St Thomas, VI
    const numbered = (code: string) => pharmacies.filter((p) => p.chainCode === code && / #\d+$/.test(p.name)).length;
    expect(numbered("MEIJER")).toBeGreaterThan(130); // 0 on the old seed ("Meijer Store 185")
    expect(numbered("SAMS_CLUB")).toBeGreaterThan(80); // 0 ("Sams Pharmacy #6381")
    // Over the whole network: 7,582 chain stores carried their number on the old seed.
    expect(pharmacies.filter((p) => p.chainCode !== INDEPENDENT_CHAIN_CODE && / #\d+$/.test(p.name)).length).toBeGreaterThan(7_800); // prettier-ignore
  });

  it("shows Walgreens' misspelt NPI as the Walgreens store it stands at, once", () => {
    // "WALGREEEN CO." at 9700 Argyle Forest Blvd, Jacksonville: shown beside Walgreens #7979 as an independent before.
    expect(pharmacies.filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE && /^Walgre{3,}n/i.test(p.name))).toEqual([]); // prettier-ignore
    const atStreet = pharmacies.filter((p) => p.zip === "32222" && streetKey(p.street) === streetKey("9700 Argyle Forest Blvd")); // prettier-ignore
    expect(atStreet.map((p) => p.name)).toEqual(["Walgreens #7979"]);
  });
});
