import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDEPENDENT_CHAIN_CODE } from "../chains";
import { isArm, storesAtOneAddress } from "./one-counter";
import { readExtractArmFields } from "./read-extract-fields";
import { readPharmacySeed } from "./read-network-seed";

// Nineteenth session (NETWORK.md): each pharmacy once at its street, over the whole committed seed, where its NPIs
// write that street two ways. Each case is an NPI of the public files (NPPES 2025-10 and 2026-02, the HHS locator)
// that the old seed listed twice or more at one address.
const DATA = "../shared/data";

describe("the committed seed's addresses", { timeout: 120_000 }, async () => {
  const { pharmacies } = await readPharmacySeed();
  const byNpi = new Map(pharmacies.map((p) => [p.npi, p]));
  const present = (npis: readonly string[]) => npis.filter((npi) => byNpi.has(npi));

  it.skipIf(!existsSync(DATA))(
    "lists no store twice under one sign at one street and unit of its city, arms aside (on the old seed: 43 stores, 86 NPIs)",
    async () => {
      // The extract's legal names and primary taxonomies tell an arm (a hospital's, an LTC or infusion pharmacy).
      const own = await readExtractArmFields(DATA);
      const stores = pharmacies.filter((p) => !isArm([p.name, own.get(p.npi)?.legalName ?? ""], own.get(p.npi)?.primaryTaxonomy)); // prettier-ignore
      const twice = storesAtOneAddress(stores.map((record) => ({ record })));
      expect(twice.map((s) => s.map(({ record: p }) => `${p.npi} ${p.name}, ${p.street}, ${p.zip}`).join(" + "))).toEqual([]); // prettier-ignore
    },
  );

  it("shows one counter once where its NPIs give one number and write its street two ways", () => {
    const counters: [string, string[]][] = [
      ["903B Sheridan Ave, Bronx: Nyrx Pharma (2022), SVP Drugs (2023)", ["1245956655", "1669162863"]],
      ["1706B Atlantic Ave, Brooklyn: JFL Pharmacy, Humnaa Pharmacy, P & P Drugs", ["1477010593", "1497988430", "1972690956"]], // prettier-ignore
      ["2256 E Tremont Ave, Bronx: DLRX, Icare Rx Pharmacy ('Easat Tremont')", ["1043600562", "1467219923"]],
      ["7917 (John F.) Kennedy Blvd, North Bergen NJ: Harrys Pharmacy, Seva Rx", ["1730479221", "1306681705"]],
      ["438 US Highway / Route 206, Hillsborough NJ: Amwell Pharmacy, Amwell Care", ["1891303616", "1326771494"]],
      ["220-08 Hempstead Ave, Queens Village: KHS Pharmacy, County Pharmacy", ["1508810755", "1275158693"]],
      ["3025-27 Kensington Ave, Philadelphia: Amigos Pharmacy, Comfort and Care Rx", ["1710183835", "1629420385"]],
      ["Carr 696 Km 1.3, Dorado PR: Twins Pharmacy, Dora-Care", ["1902094170", "1003586066"]],
    ];
    for (const [where, npis] of counters) expect(present(npis), where).toHaveLength(1);
  });

  it("shows one store once where its NPIs give other numbers and write its address or zip two ways", () => {
    const stores: [string, string[]][] = [
      ["8324 Bell Creek Rd, Suite 800, Mechanicsville VA: Mechanicsville Chemist", ["1144772476", "1659823466"]],
      ["1250 NW 7th St, 101-102, Miami (33125 and 33136): Vivi Pharmacy", ["1134402407", "1942585625"]],
      ["2973 Headland Dr SW, Suite B, Atlanta (30311 and 30331): Headland Pharmacy", ["1730637562", "1912357641"]],
      ["1808 W 3rd Ave, Spokane (99201 and 99204): Rosauers", ["1205230521", "1740278175"]],
      ["7405 S Durango Dr, Las Vegas: Vons", ["1730937699", "1982633913"]],
    ];
    for (const [where, npis] of stores) expect(present(npis), where).toHaveLength(1);
  });

  it("keeps one owner's pharmacies at other suites of one building, and neighbours at other house numbers", () => {
    // Ohio Intake Pharmacy 2 and 3 at 6 S 2nd St, Hamilton OH, suites 400, 401, 506, 507; Brandy Pharmacy at suites
    // 303 and 102-A; Utica Rx (374) and Crown Rx (376 Utica Ave), Brooklyn.
    expect(present(["1073490272", "1356010904", "1578232120", "1649067851"])).toHaveLength(4);
    expect(present(["1194261024", "1497231328"])).toHaveLength(2);
    expect(present(["1164798930", "1225410145"])).toHaveLength(2);
  });

  it("keeps the sign and the store number another NPI of the store gave", () => {
    // Macanela (2023) at Farmacia Tres Hermanos' kilometre of road 401, Anasco PR; Careathand (2011) at Tradewinds
    // Pharmacy's suite in St Thomas, VI.
    expect(byNpi.get("1376238527")?.name).toBe("Farmacia Tres Hermanos");
    expect(byNpi.get("1902196967")?.name).toBe("Tradewinds Pharmacy");
    const vons = byNpi.get("1730937699") ?? byNpi.get("1982633913");
    expect(vons?.name).toBe("Vons #2614");
    expect(vons?.chainCode).not.toBe(INDEPENDENT_CHAIN_CODE);
  });
});
