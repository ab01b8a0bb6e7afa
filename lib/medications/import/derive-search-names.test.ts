import { describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { deriveSearchNames, type DrugNameSources } from "./derive-search-names";

const medication = (slug: string, name: string, generic = name) => ({ slug, name, generic }) as CatalogMedication;
const medications = [medication("naproxen", "naproxen"), medication("naproxen-sodium", "naproxen sodium")];
const sources = (orangeBook: DrugNameSources["orangeBook"]): DrugNameSources => ({
  orangeBook,
  drugbank: [],
  mesh: [],
  greenBook: [],
  // A monograph of the molecule lists every salt's brands.
  medlinePlus: [{ generic: "Naproxen", brands: ["Aleve", "Naprosyn"] }],
});

describe("deriveSearchNames", () => {
  it("keeps a trade name whose Orange Book ingredients are a catalog generic on that product only", () => {
    const { aliases } = deriveSearchNames(
      medications,
      sources([{ tradeName: "ALEVE", ingredients: ["NAPROXEN SODIUM"] }]),
    );
    expect(aliases.get("naproxen-sodium")).toContain("aleve");
    expect(aliases.get("naproxen")).not.toContain("aleve");
    expect(aliases.get("naproxen")).toContain("naprosyn");
  });
  it("lets the salt-blind sources name a brand the Orange Book does not tie to a catalog generic", () => {
    const { aliases } = deriveSearchNames(medications, sources([]));
    expect(aliases.get("naproxen")).toContain("aleve");
  });
  it("reads a crystal form as RxNorm names it (Macrobid: nitrofurantoin, macrocrystalline)", () => {
    const macrobid = medication(
      "nitrofurantoin-mono-macro",
      "nitrofurantoin, macrocrystals / nitrofurantoin, monohydrate",
    );
    const { aliases } = deriveSearchNames(
      [macrobid],
      sources([{ tradeName: "MACROBID", ingredients: ["NITROFURANTOIN", "NITROFURANTOIN, MACROCRYSTALLINE"] }]),
    );
    expect(aliases.get("nitrofurantoin-mono-macro")).toContain("macrobid");
  });
  it("never lets a name of salt words alone stand for the products made only of salts", () => {
    const salts = [
      medication("potassium-chloride", "potassium chloride"),
      medication("sodium-chloride", "sodium chloride"),
    ];
    const { aliases } = deriveSearchNames(salts, {
      ...sources([]),
      // A DrugBank group whose names include the salt alone: before, "maleate" resolved to every salt-only product.
      drugbank: [{ names: ["Pyrilamine maleate", "Maleate", "Pyrilamine"] }],
    });
    expect(aliases.get("potassium-chloride") ?? []).not.toContain("pyrilamine");
    expect(aliases.get("sodium-chloride") ?? []).not.toContain("pyrilamine maleate");
  });
  it("never names a product by a trade name the Orange Book gives to another route only", () => {
    const dose = (doseForm: string) => ({ doseForm }) as CatalogMedication["doses"][number];
    const naltrexone = { ...medication("naltrexone", "naltrexone hydrochloride"), doses: [dose("tablet")] };
    const estrogens = {
      ...medication("premarin", "Premarin", "estrogens, conjugated"),
      doses: [dose("vaginal-cream")],
    };
    const { aliases, otherDrugNames } = deriveSearchNames([naltrexone, estrogens], {
      ...sources([
        { tradeName: "VIVITROL", ingredients: ["NALTREXONE"], form: "FOR SUSPENSION, EXTENDED RELEASE;INTRAMUSCULAR" },
        { tradeName: "REVIA", ingredients: ["NALTREXONE HYDROCHLORIDE"], form: "TABLET;ORAL" },
        { tradeName: "PREMARIN", ingredients: ["ESTROGENS, CONJUGATED"], form: "TABLET;ORAL" },
        { tradeName: "PREMARIN", ingredients: ["ESTROGENS, CONJUGATED"], form: "CREAM;VAGINAL" },
      ]),
      // MedlinePlus lists the injection's brand beside the tablets' without a route: the Orange Book's route wins.
      medlinePlus: [{ generic: "Naltrexone", brands: ["Vivitrol", "Revia"] }],
    });
    expect(aliases.get("naltrexone")).toContain("revia");
    expect(aliases.get("naltrexone")).not.toContain("vivitrol");
    expect(otherDrugNames).toContain("vivitrol");
    expect(aliases.get("premarin") ?? []).not.toContain("premarin"); // its own name, found as such
  });
});
