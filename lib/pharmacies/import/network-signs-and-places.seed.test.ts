import { describe, expect, it } from "vitest";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { findNearbyPharmaciesIn } from "../find-nearby-pharmacies";
import { buildNetworkIndex } from "../network-index";
import { hasLegalSuffix } from "./format-fields";
import { streetKey } from "./normalize-street";
import { readPharmacySeed, readZipSeed } from "./read-network-seed";

// Twentieth session (NETWORK.md): the network a patient sees near a zip, over the whole committed seed. Every store
// under a name with no legal suffix, the regional chains read as chains under their sign, and every store no list
// places standing on its own zip's point. Each case is an NPI of the public files (NPPES 2025-10 and 2026-02, CMS
// DMEPOS 2026, the HHS locator 2022).
describe("the committed seed's signs and places", { timeout: 120_000 }, async () => {
  const [{ chains, pharmacies }, { zips }] = await Promise.all([readPharmacySeed(), readZipSeed()]);
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));
  const network = buildNetworkIndex({ chains, pharmacies, zips });

  it("shows no store under a legal entity's suffix (on the old seed: 443, 'RLR LLC', 'Qsi Inc')", () => {
    expect(pharmacies.filter((p) => hasLegalSuffix(p.name)).map((p) => `${p.npi} ${p.name}`)).toEqual([]);
  });

  it("reads the regional chains NPPES lists under one legal name in 15+ towns as chains (on the old seed: 297 independents)", () => {
    // The legal names as the old seed showed them to patients.
    const entity =
      /^(White Drug (Co of Jamestown|Enterprises)|J\.? ?H\.? Harvey|Harmon City|Yokes Foods?|Maceys|King Kullen|Hartig Drug|Realo Discount Drug|Super D\.? Drugs? Acquisition|Four B$|Qsi\b|B ?& ?R Stores|Village Super Market|Bel Air Market)/i; // prettier-ignore
    const independents = pharmacies.filter((p) => p.chainCode === INDEPENDENT_CHAIN_CODE && entity.test(p.name));
    expect(independents.map((p) => `${p.npi} ${p.name}, ${p.city} ${p.state}`)).toEqual([]);
  });

  it("signs each store of those chains with the chain's name, and Lewis Drugs of South Dakota as Lewis Drug", () => {
    const cases: [string, string, string][] = [
      ["1356430979", "LEWIS_DRUG", "Lewis Drug"], // "LEWIS DRUGS, INC.", Sioux Falls SD (NPPES 2026-02)
      ["1841389467", "LEWIS_DRUG", "Lewis Drug"], // 2701 S Minnesota Ave, Sioux Falls
      ["1215026828", "THRIFTY_WHITE", "Thrifty White Pharmacy"], // White Drug Co of Jamestown, Fargo ND
      ["1043324478", "B_AND_R", "Russ's Market / Super Saver"], // B & R Stores, Lincoln NE
    ];
    for (const [npi, chainCode, name] of cases) {
      const p = byNpi.get(npi);
      expect(p, npi).toBeDefined();
      expect([p!.chainCode, p!.name.replace(/ #\d+$/, "")], npi).toEqual([chainCode, name]);
    }
    // "LEWIS DRUGS INC" of Westwood, NJ is another pharmacy.
    expect(byNpi.get("1023120029")?.chainCode).toBe(INDEPENDENT_CHAIN_CODE);
  });

  it("stands every store no list places on its own zip's point (on the old seed: 13,088 off it, 7,106 over 2 miles)", () => {
    const zipPoint = new Map(zips.map((z) => [z.zip, z]));
    const off = pharmacies.filter((p) => {
      const z = zipPoint.get(p.zip);
      return p.placement === "zip" && !!z && (Math.abs(z.lat - p.lat) > 1e-4 || Math.abs(z.lng - p.lng) > 1e-4);
    });
    expect(off.slice(0, 10).map((p) => `${p.npi} ${p.name}, ${p.zip}`)).toEqual([]);
  });

  it("gives DMEPOS's one point for a name to one store of it, not to each (on the old seed: 201 points, 463 stores)", () => {
    // "643 N Dean Rd" and "643 North Dean Road" are one street (streetKey; twenty-fourth session's address points).
    const houseAndStreet = (street: string) => streetKey(street) ?? street;
    const byPoint = new Map<string, Set<string>>();
    for (const p of pharmacies.filter((p) => p.placement === "rooftop" && p.street)) {
      const streets = byPoint.get(`${p.lat},${p.lng}`) ?? new Set<string>();
      byPoint.set(`${p.lat},${p.lng}`, streets.add(houseAndStreet(p.street)));
    }
    // Left: stores of two streets that one store list's point serves (a plaza's two entrances, a corner).
    expect([...byPoint.values()].filter((streets) => streets.size > 1).length).toBeLessThanOrEqual(25);
    // Genoa Healthcare, Phoenix: the point stays with 1101 N Central Ave (85004), the nearest; 1209 S 1st Ave leaves it.
    expect([byNpi.get("1083289698")?.placement, byNpi.get("1972910719")?.placement]).toEqual(["rooftop", "zip"]);
  });

  // Zips read as a patient reads them (`measure-zip-answers.ts --show`): a store of the zip that the old seed stood
  // up to 25 miles away, on the zip's Census centroid, is now within 2 miles of the zip's patients.
  it.each([
    ["99801", "Juneau, AK", "1053522482", "Juneau Drug at Miners Cove"], // old seed: 0 stores within 2 miles
    ["58401", "Jamestown, ND", "1497844005", "Thrifty White Pharmacy"], // old seed: 0, as "White Drug Co of Jamestown"
    ["86001", "Flagstaff, AZ", "1588191530", "A.J.'s Pharmacy"], // old seed: 13 miles north-west
    ["82001", "Cheyenne, WY", "1518618669", "City Drug"], // old seed: 7 miles west
    ["83702", "Boise, ID", "1245048503", "Squad Pharmacy"], // old seed: 4 miles north-east
  ])("%s (%s) shows %s, %s, within 2 miles", (zip, _place, npi, name) => {
    const answer = findNearbyPharmaciesIn(network, { zip, radiusMiles: 2, limit: 50 });
    const found = answer.zipExists ? answer.pharmacies.find((p) => p.npi === npi) : undefined;
    expect(found?.name.replace(/ #\d+$/, ""), `${npi} near ${zip}`).toBe(name);
  });
});
