import { describe, expect, it } from "vitest";
import { pairBrandGeneric, type Mate, type PairingMedication } from "./pair-brand-generic";

const med = (overrides: Partial<PairingMedication> & Pick<PairingMedication, "slug">): PairingMedication => ({
  name: overrides.slug,
  generic: "atorvastatin",
  ingredientNames: ["atorvastatin"],
  brandNamed: false,
  rxcuis: [],
  doseKeys: [],
  ...overrides,
});

const atorvastatin = med({ slug: "atorvastatin", rxcuis: ["617312", "617311"], doseKeys: ["10 mg tablet"] });
const lipitor = med({ slug: "lipitor", name: "Lipitor", brandNamed: true, rxcuis: ["617314", "617320"] });
const mates: Record<string, Mate[]> = {
  "617314": [{ rxcui: "617312", name: "atorvastatin 10 MG Oral Tablet" }],
  // The 80 mg generic has no current NDC, so only its name can lead to the medication.
  "617319": [{ rxcui: "617317", name: "atorvastatin 80 MG Oral Tablet" }],
};
const matesOf = (rxcui: string) => mates[rxcui] ?? [];
const never = () => false;

describe("pairBrandGeneric", () => {
  it("makes a generic its own genericSlug and points a brand at the generic holding its RxNorm mates", () => {
    const pairing = pairBrandGeneric([atorvastatin, lipitor], matesOf, never);
    expect(pairing.genericSlug.get("atorvastatin")).toBe("atorvastatin");
    expect(pairing.genericSlug.get("lipitor")).toBe("atorvastatin");
    expect(pairing.via.get("lipitor")).toBe("rxnorm");
  });

  it("follows a mate by its generic name when the mate's RxCUI is not in the catalog", () => {
    const brand = med({ slug: "lipitor-80", brandNamed: true, rxcuis: ["617319"] });
    expect(pairBrandGeneric([atorvastatin, brand], matesOf, never).genericSlug.get("lipitor-80")).toBe("atorvastatin");
  });

  it("lists a generic's brands, and for a brand its sibling brands", () => {
    const cartia = med({ slug: "cartia", name: "Cartia", brandNamed: true, rxcuis: ["617314"] });
    const pairing = pairBrandGeneric([atorvastatin, lipitor, cartia], matesOf, never);
    expect(pairing.brandSlugs.get("atorvastatin")).toEqual(["cartia", "lipitor"]);
    expect(pairing.brandSlugs.get("lipitor")).toEqual(["cartia"]);
  });

  it("gives a brand without a priced generic a null genericSlug", () => {
    const humira = med({ slug: "humira", brandNamed: true, generic: "adalimumab", rxcuis: ["1"] });
    const pairing = pairBrandGeneric([atorvastatin, humira], matesOf, () => true);
    expect(pairing.genericSlug.get("humira")).toBeNull();
    expect(pairing.brandSlugs.get("humira")).toEqual([]);
  });

  it("falls back to Drugs@FDA only for a brand sharing a dose with a same-ingredient generic", () => {
    const noMates = med({ slug: "brand-x", brandNamed: true, rxcuis: ["2"], doseKeys: ["10 mg tablet"] });
    const otherForm = med({ slug: "brand-y", brandNamed: true, rxcuis: ["3"], doseKeys: ["0.5% eye drops"] });
    const pairing = pairBrandGeneric([atorvastatin, noMates, otherForm], matesOf, () => true);
    expect(pairing.genericSlug.get("brand-x")).toBe("atorvastatin");
    expect(pairing.via.get("brand-x")).toBe("drugsfda");
    expect(pairing.genericSlug.get("brand-y")).toBeNull();
    expect(pairBrandGeneric([atorvastatin, noMates], matesOf, never).genericSlug.get("brand-x")).toBeNull();
  });
});
