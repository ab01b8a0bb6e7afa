import { describe, expect, it } from "vitest";
import { genericEvidenceOf } from "./generic-evidence";

const medications = [
  { slug: "azithromycin", generic: "azithromycin", isBrand: false, genericSlug: "azithromycin" },
  { slug: "zithromax", generic: "azithromycin", isBrand: true, genericSlug: "azithromycin" },
  { slug: "zmax", generic: "azithromycin", isBrand: true, genericSlug: "azithromycin" },
  { slug: "made-up-generic", generic: "made up", isBrand: false, genericSlug: "made-up-generic" },
];
const dose = (medicationSlug: string, ndc: string, label: string, pricingUnit = "EA", doseForm = "tablet") => ({
  medicationSlug,
  ndc,
  label,
  doseForm,
  pricingUnit,
});
const doses = [
  dose("azithromycin", "G250", "250 mg tablet"),
  dose("azithromycin", "G500", "500 mg tablet"),
  dose("azithromycin", "GSUS", "200 mg/5 mL oral suspension", "ML", "oral-suspension"),
  dose("zithromax", "B250", "250 mg tablet"),
  dose("zmax", "Z250", "250 mg tablet"),
  dose("zithromax", "BSUS", "200 mg/5 mL oral suspension (22.5 mL)", "ML", "oral-suspension"),
  dose("made-up-generic", "M1", "1 mg tablet"),
];
const ndc = (code: string, isBrand: boolean, nadacPerUnit: number | null, doseNdc: string | null) => ({ ndc: code, isBrand, nadacPerUnit, doseNdc }); // prettier-ignore
const ndcs = [
  ndc("G250", false, 0.28, "G250"),
  ndc("G250-2", false, 0.3, "G250"), // another NDC of the same dose
  ndc("G500", false, 0.59, "G500"),
  ndc("GSUS", false, 0.5, "GSUS"),
  ndc("B250", true, 9.5, "B250"),
  ndc("Z250", true, 7.25, "Z250"),
  ndc("BSUS", true, 2, "BSUS"),
  ndc("M1", false, 1, "M1"),
  ndc("LOOSE", false, 1, null),
];

describe("a generic's evidence", () => {
  const evidence = genericEvidenceOf({ medications, doses, ndcs });

  it("gives every NDC of a generic dose its cheapest brand's NADAC at the same label and unit", () => {
    expect(evidence.get("G250")).toEqual({ genericSince: "2005-11-14", brandNadacPerUnit: 7.25, brandNdc: "Z250", doseNdc: "G250" }); // prettier-ignore
    expect(evidence.get("G250-2")).toEqual(evidence.get("G250"));
    // No brand sells 500 mg; the brand's suspension is another pack (its label says so).
    expect(evidence.get("G500")?.brandNadacPerUnit).toBeUndefined();
    expect(evidence.get("GSUS")?.brandNadacPerUnit).toBeUndefined();
  });

  it("dates a generic by the Orange Book's first ANDA in its form, and leaves loose NDCs out", () => {
    expect(evidence.get("G500")?.genericSince).toBe("2005-11-14");
    expect(evidence.get("GSUS")?.genericSince).toBe("2006-07-05");
    expect(evidence.get("M1")).toEqual({ doseNdc: "M1" });
    // Every NDC of a dose keys the chain's MAC list by the dose: a MAC prices a generic product, not a package.
    expect(evidence.get("G250-2")?.doseNdc).toBe("G250");
    expect(evidence.has("LOOSE")).toBe(false);
  });

  it("gives a brand NDC its generic at the same label and unit: the representative NDC, its NADAC and evidence", () => {
    const generic = { genericSince: "2005-11-14", brandNadacPerUnit: 7.25, brandNdc: "Z250", doseNdc: "G250" };
    expect(evidence.get("B250")).toEqual({ genericOfBrand: { ...generic, ndc: "G250", nadacPerUnit: 0.28 } });
    expect(evidence.get("Z250")).toEqual(evidence.get("B250"));
    // The brand's suspension is another pack than the generic's (its label says so): no generic to hold it to.
    expect(evidence.has("BSUS")).toBe(false);
  });

  it("flags a dose over the counter where NADAC flags some NDC of it OTC and none Rx (twenty-eighth session)", () => {
    const flagged = genericEvidenceOf({
      medications,
      doses,
      ndcs: [
        { ...ndc("G250", false, 0.28, "G250"), otc: true },
        { ...ndc("G250-2", false, 0.3, "G250"), otc: null }, // most NDCs carry no flag
        { ...ndc("G500", false, 0.59, "G500"), otc: true },
        { ...ndc("G500-2", false, 0.6, "G500"), otc: false }, // sold both ways: not an OTC dose
        { ...ndc("M1", false, 1, "M1"), otc: null },
      ],
    });
    expect(flagged.get("G250")?.otc).toBe(true);
    expect(flagged.get("G250-2")?.otc).toBe(true); // the dose's, whichever package
    expect(flagged.get("G500")?.otc).toBeUndefined();
    expect(flagged.get("M1")).toEqual({ doseNdc: "M1" });
  });
});
