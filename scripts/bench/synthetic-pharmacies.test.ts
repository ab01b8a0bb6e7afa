import { describe, expect, it } from "vitest";
import { isValidNpi } from "../../lib/pharmacies/import/npi";
import { generateSyntheticPharmacies, type NetworkRow } from "./synthetic-pharmacies";

const real: NetworkRow[] = [
  { npi: "1234567893", chainCode: "CVS", zip: "10001", city: "New York", state: "NY", lat: 40.75, lng: -73.99 },
  {
    npi: "1003000126",
    chainCode: "INDEPENDENT",
    zip: "59301",
    city: "Miles City",
    state: "MT",
    lat: 46.4,
    lng: -105.8,
  },
];

describe("synthetic pharmacies", () => {
  it("adds N copies of the network with valid, unique, new NPIs on the real stores' zips and chains", () => {
    const made = generateSyntheticPharmacies(real, 10);
    expect(made).toHaveLength(20);
    const npis = new Set(made.map((m) => m.npi));
    expect(npis.size).toBe(20);
    for (const m of made) {
      expect(isValidNpi(m.npi)).toBe(true);
      expect(real.map((r) => r.npi)).not.toContain(m.npi);
      expect(m.synthetic).toBe(true);
      expect(m.name).toMatch(/^Synthetic store/);
    }
    expect(made.filter((m) => m.zip === "10001" && m.chainCode === "CVS")).toHaveLength(10);
  });

  it("adds nothing at scale 0", () => {
    expect(generateSyntheticPharmacies(real, 0)).toEqual([]);
  });
});
