import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { hasLegalSuffix } from "./format-fields";
import { counterStreetKey, countersOf, isArm } from "./one-counter";
import { readExtractArmFields } from "./read-extract-fields";
import { readPharmacySeed } from "./read-network-seed";
import type { PharmacyRecord } from "../pharmacy-record";

// Eighteenth session (NETWORK.md): every pharmacy counter once, over the whole committed seed. Each case is an NPI of
// the public files (NPPES 2025-10 and 2026-02, CMS DMEPOS 2026) that the old seed listed twice or more at one counter.
const DATA = "../shared/data";

describe("the committed seed's counters", { timeout: 120_000 }, async () => {
  const { pharmacies } = await readPharmacySeed();
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));
  const atNumber = (phone: string, zip: string) => pharmacies.filter((p) => p.phone === phone && p.zip === zip);

  it.skipIf(!existsSync(DATA))(
    "lists no second NPI of a counter: one zip and number, one name or street, no arm, one chain at most",
    async () => {
      // The extract's legal names and primary taxonomies tell an arm (a hospital's, an LTC or infusion pharmacy).
      const own = await readExtractArmFields(DATA);
      const groups = new Map<string, { record: PharmacyRecord }[]>();
      for (const record of pharmacies)
        if (record.phone) groups.set(`${record.zip}|${record.phone}`, [...(groups.get(`${record.zip}|${record.phone}`) ?? []), { record }]); // prettier-ignore
      const counters = [...groups.values()]
        .filter((g) => g.length > 1)
        .flatMap((g) => countersOf(g.filter(({ record: p }) => !isArm([p.name, own.get(p.npi)?.legalName ?? ""], own.get(p.npi)?.primaryTaxonomy)))) // prettier-ignore
        .filter((c) => new Set(c.filter((m) => m.record.chainCode !== INDEPENDENT_CHAIN_CODE).map((m) => m.record.chainCode)).size <= 1); // prettier-ignore
      // 2,727 counters (5,746 stores) on the old seed.
      expect(counters.map((c) => c.map((m) => `${m.record.npi} ${m.record.name}`).join(" + "))).toEqual([]);
    },
  );

  it("keeps the NPI of a counter's last owner, or the name CMS lists there, and drops its predecessors'", () => {
    const gone: [string, string][] = [
      ["1700879822", "K & G Pharmacy, 2434 Jerome Ave, Bronx (2005): Rite Drugs (2022) there now"],
      ["1699710079", "Madura Pharmacy, 115 N Broadway, South Amboy NJ (2006): Madura Rx (2015)"],
      ["1821601386", "Universal Rx, 2002 Jericho Tpke, New Hyde Park NY (2020): Nexus Rx (2025)"],
      ["1063048882", "Jasmine Rx, 11418 Liberty Ave, South Richmond Hill NY (2020): Cams Rx (2025)"],
      ["1346307311", "Columbus & 103rd St Drug (NPPES 2026-02, no street): MSC Pharmacy (2023, CMS 2026)"],
      ["1871687202", "Newts Pharmacy, Brighton MA (2026-02): Greenleaf Pharmacy, 1558 Commonwealth Ave (CMS 2026)"],
    ];
    for (const [npi, why] of gone) expect(byNpi.get(npi)?.name, why).toBeUndefined();
    for (const npi of ["1306555602", "1861867038", "1629881065", "1851183768", "1508648387", "1902641376"])
      expect(byNpi.get(npi)?.chainCode, npi).toBe(INDEPENDENT_CHAIN_CODE);
  });

  it("shows one pharmacy whose NPIs write its house number two ways once", () => {
    // Cambria Pharmacy at "22404" and "224-04 Linden Blvd", Hopkins Drugs at "6319" and "63 19 Roosevelt Ave".
    expect(atNumber(pharmacies.find((p) => p.npi === "1861202111")?.phone ?? "-", "11411")).toHaveLength(1);
    expect(pharmacies.filter((p) => p.name === "Hopkins Drugs" && p.zip === "11377")).toHaveLength(1);
  });

  it("keeps a chain's store over the independent it bought and the operating company that never opened", () => {
    // Fruth Pharmacy (2016) at McCloud Family Pharmacy's counter, Huntington WV; Aurora Pharmacy's 2006 NPIs at Pick 'n
    // Save stores; "1918 Winter Street Operating Co" (2024) at Mariano's, Fred Meyer and Harris Teeter stores.
    expect(byNpi.get("1205879087")).toBeUndefined();
    expect(byNpi.get("1538611520")?.name).toBe("Fruth Pharmacy");
    // (Five Aurora Pharmacy NPIs give a Pick 'n Save's number at another street: left, as stores apart.)
    const at = (p: PharmacyRecord) => `${p.zip}|${p.phone}|${counterStreetKey(p.street)}`;
    const chainCounters = new Set(pharmacies.filter((p) => p.chainCode !== INDEPENDENT_CHAIN_CODE && p.phone).map(at));
    const atChain = pharmacies.filter(
      (p) => /^(1918 Winter Street Operating Co|Aurora Pharmacy)$/.test(p.name) && chainCounters.has(at(p)),
    );
    expect(atChain.map((p) => `${p.name}, ${p.city}`)).toEqual([]);
  });

  it("keeps a hospital's and a closed-door arm's pharmacy beside the counter", () => {
    // Baystate Pharmacy and Baystate Medical Center's pharmacy at 50 Wason Ave, Springfield MA; Riverside Pharmacy
    // Associates' infusion NPI (primary 3336H0001X); Jasmine Specialty Rx beside Cams Rx.
    for (const npi of ["1245650225", "1629409875", "1356624381", "1730475112", "1508634668"])
      expect(byNpi.get(npi), npi).toBeDefined();
    // and the counter's second NPI is gone with the rest of the class
    expect(byNpi.get("1063048882")).toBeUndefined();
  });

  it("shows the sign of the counter where the NPI kept is known by its owner's name only", () => {
    // "RPH LLC" at 1 Village Plz, Marblehead MA, whose number Village Pharmacy of Marblehead's NPI gives; Amrex
    // Ventures at Kewan Pharmacy's (5656 Chew Ave, Philadelphia); Kevin S Tom at Copperopolis Pharmacy's.
    expect(byNpi.get("1740826908")?.name).toBe("Village Pharmacy of Marblehead");
    expect(byNpi.get("1841701042")?.name).toBe("Kewan Pharmacy");
    expect(byNpi.get("1093140238")?.name).toBe("Copperopolis Pharmacy");
    // 495 names with a legal suffix on the old seed.
    expect(pharmacies.filter((p) => hasLegalSuffix(p.name)).length).toBeLessThan(450);
  });
});
