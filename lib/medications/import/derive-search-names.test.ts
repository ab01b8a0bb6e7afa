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
  it("says which routes a trade name names where its generic sells others too", () => {
    const dose = (doseForm: string) => ({ doseForm }) as CatalogMedication["doses"][number];
    const fluticasone = {
      ...medication("fluticasone-propionate", "fluticasone propionate"),
      doses: [dose("nasal-spray"), dose("inhaler"), dose("inhaler-dry-powder"), dose("cream")],
    };
    const { aliases, aliasRoutes } = deriveSearchNames([fluticasone], {
      ...sources([
        { tradeName: "FLOVENT HFA", ingredients: ["FLUTICASONE PROPIONATE"], form: "AEROSOL, METERED;INHALATION" },
        { tradeName: "FLOVENT", ingredients: ["FLUTICASONE PROPIONATE"], form: "POWDER;INHALATION" },
        { tradeName: "FLONASE", ingredients: ["FLUTICASONE PROPIONATE"], form: "SPRAY, METERED;NASAL" },
        { tradeName: "CUTIVATE", ingredients: ["FLUTICASONE PROPIONATE"], form: "CREAM;TOPICAL" },
        { tradeName: "CUTIVATE", ingredients: ["FLUTICASONE PROPIONATE"], form: "LOTION;TOPICAL" },
        // A product whose route this reading does not know names every route.
        { tradeName: "FLUTIFORM", ingredients: ["FLUTICASONE PROPIONATE"], form: "CREAM;DENTAL" },
      ]),
      medlinePlus: [],
    });
    expect(aliases.get("fluticasone-propionate")).toEqual(
      expect.arrayContaining(["flovent", "flovent hfa", "flonase", "cutivate", "flutiform"]),
    );
    expect(aliasRoutes.get("fluticasone-propionate")).toEqual({
      flovent: ["inhaled"],
      "flovent hfa": ["inhaled"],
      flonase: ["nose"],
      cutivate: ["skin"],
    });
    // A medication of one route gets no routes: they would say nothing.
    const spray = { ...fluticasone, doses: [dose("nasal-spray")] };
    const narrowed = deriveSearchNames([spray], sources([{ tradeName: "FLONASE", ingredients: ["FLUTICASONE PROPIONATE"], form: "SPRAY, METERED;NASAL" }])); // prettier-ignore
    expect(narrowed.aliasRoutes.size).toBe(0);
  });
});
