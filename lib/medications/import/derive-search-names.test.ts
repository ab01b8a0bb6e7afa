import { describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import {
  deriveSearchNames,
  labelSaltWords,
  numberedNames,
  tradeNameWithoutStrength,
  type DrugNameSources,
} from "./derive-search-names";

type Dose = CatalogMedication["doses"][number];
const dose = (doseForm: string, strength = "10 mg", ndc = doseForm) =>
  ({ doseForm, strength, ndc, ndcs: [ndc] }) as Dose;
const medication = (slug: string, name: string, generic = name) =>
  ({ slug, name, generic, doses: [dose("tablet")] }) as CatalogMedication;
const medications = [medication("naproxen", "naproxen"), medication("naproxen-sodium", "naproxen sodium")];
// Prescription products unless a row says otherwise.
const sources = (orangeBook: DrugNameSources["orangeBook"]): DrugNameSources => ({
  orangeBook: orangeBook.map((p) => ({ type: "RX", ...p })),
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
  it("names a brand's other line that brand, at the line's doses, generic or none (Orange Book 2024-05)", () => {
    const brand = (slug: string, name: string, generic: string, doses: Dose[]) =>
      ({ slug, name, generic, doses }) as CatalogMedication;
    const catalog = [
      brand("risperidone", "risperidone", "risperidone", [
        dose("tablet", "1 mg", "g1"),
        dose("injection", "25 mg", "g2"),
      ]),
      brand("risperdal", "Risperdal", "risperidone", [dose("tablet", "1 mg", "r1"), dose("injection", "25 mg", "r2")]),
      brand("aripiprazole", "aripiprazole", "aripiprazole", [dose("tablet", "5 mg", "a1")]),
      brand("abilify", "Abilify", "aripiprazole", [
        dose("tablet", "5 mg", "b1"),
        dose("prefilled-syringe", "400 mg/2 mL", "b2"),
      ]),
    ];
    const { aliases, aliasDoses } = deriveSearchNames(
      catalog,
      sources([
        { tradeName: "RISPERDAL CONSTA", ingredients: ["RISPERIDONE"], form: "INJECTABLE, LIPOSOMAL;INTRAMUSCULAR", strength: "25MG/VIAL" }, // prettier-ignore
        { tradeName: "ABILIFY MAINTENA KIT", ingredients: ["ARIPIPRAZOLE"], form: "FOR SUSPENSION, EXTENDED RELEASE;INTRAMUSCULAR", strength: "400MG/VIAL" }, // prettier-ignore
        // An over-the-counter line is not the prescription brand.
        { tradeName: "ABILIFY NIGHT", ingredients: ["ARIPIPRAZOLE"], form: "TABLET;ORAL", strength: "5MG", type: "OTC" }, // prettier-ignore
      ]),
    );
    expect(aliases.get("risperdal")).toContain("risperdal consta");
    expect(aliases.get("risperidone") ?? []).not.toContain("risperdal consta");
    expect(aliasDoses.get("risperdal")?.["risperdal consta"]).toEqual(["r2"]);
    expect(aliases.get("abilify")).toContain("abilify maintena kit");
    expect(aliasDoses.get("abilify")?.["abilify maintena kit"]).toEqual(["b2"]);
    expect(aliases.get("abilify") ?? []).not.toContain("abilify night");
  });
  it("keeps an abbreviation after a position number (5-FU), not a laboratory code (YM-617)", () => {
    const { aliases } = deriveSearchNames([medication("fluorouracil", "fluorouracil")], {
      ...sources([]),
      drugbank: [{ names: ["Fluorouracil", "5-FU", "5-fluorouracil", "YM-617"] }],
    });
    expect(aliases.get("fluorouracil")).toContain("5 fu");
    expect(aliases.get("fluorouracil")).not.toContain("ym 617");
    expect(aliases.get("fluorouracil")).not.toContain("5 fluorouracil");
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
  it("says which doses a trade name names where its generic sells others too", () => {
    const fluticasone = {
      ...medication("fluticasone-propionate", "fluticasone propionate"),
      doses: [dose("nasal-spray"), dose("inhaler"), dose("inhaler-dry-powder"), dose("cream")],
    };
    const { aliases, aliasDoses } = deriveSearchNames([fluticasone], {
      ...sources([
        { tradeName: "FLOVENT HFA", ingredients: ["FLUTICASONE PROPIONATE"], form: "AEROSOL, METERED;INHALATION" },
        { tradeName: "FLOVENT", ingredients: ["FLUTICASONE PROPIONATE"], form: "POWDER;INHALATION" },
        { tradeName: "FLOVENT", ingredients: ["FLUTICASONE PROPIONATE"], form: "AEROSOL, METERED;INHALATION" },
        { tradeName: "FLONASE", ingredients: ["FLUTICASONE PROPIONATE"], form: "SPRAY, METERED;NASAL" },
        { tradeName: "CUTIVATE", ingredients: ["FLUTICASONE PROPIONATE"], form: "CREAM;TOPICAL" },
        { tradeName: "CUTIVATE", ingredients: ["FLUTICASONE PROPIONATE"], form: "LOTION;TOPICAL" },
        // A product whose route this reading does not know names every dose.
        { tradeName: "FLUTIFORM", ingredients: ["FLUTICASONE PROPIONATE"], form: "CREAM;DENTAL" },
      ]),
      medlinePlus: [],
    });
    expect(aliases.get("fluticasone-propionate")).toEqual(
      expect.arrayContaining(["flovent", "flovent hfa", "flonase", "cutivate", "flutiform"]),
    );
    expect(aliasDoses.get("fluticasone-propionate")).toEqual({
      flovent: ["inhaler", "inhaler-dry-powder"],
      "flovent hfa": ["inhaler"],
      flonase: ["nasal-spray"],
      cutivate: ["cream"],
    });
    // A medication of one dose gets none: they would say nothing.
    const spray = { ...fluticasone, doses: [dose("nasal-spray")] };
    const narrowed = deriveSearchNames([spray], sources([{ tradeName: "FLONASE", ingredients: ["FLUTICASONE PROPIONATE"], form: "SPRAY, METERED;NASAL" }])); // prettier-ignore
    expect(narrowed.aliasDoses.size).toBe(0);
  });
  it("names a trade name's own form and strength of its generic, and nothing when the catalog sells neither", () => {
    const imiquimod = {
      ...medication("imiquimod", "imiquimod"),
      doses: [dose("cream", "3.75%", "a"), dose("cream", "5%", "b")],
    };
    const diclofenac = {
      ...medication("diclofenac-potassium", "diclofenac potassium"),
      doses: [dose("tablet", "25 mg", "c"), dose("tablet", "50 mg", "d"), dose("powder-for-oral-solution", "50 mg", "e")], // prettier-ignore
    };
    const estradiol = {
      ...medication("estradiol", "estradiol"),
      doses: [dose("tablet", "1 mg", "f"), dose("patch", "100 mcg/24 hr", "g"), dose("patch", "50 mcg/24 hr", "h")],
    };
    const { aliases, aliasDoses, otherDrugNames } = deriveSearchNames([imiquimod, diclofenac, estradiol], {
      ...sources([
        { tradeName: "ZYCLARA", ingredients: ["IMIQUIMOD"], form: "CREAM;TOPICAL", strength: "3.75%" },
        { tradeName: "ALDARA", ingredients: ["IMIQUIMOD"], form: "CREAM;TOPICAL", strength: "5%" },
        { tradeName: "CAMBIA", ingredients: ["DICLOFENAC POTASSIUM"], form: "FOR SOLUTION;ORAL", strength: "50MG/PACKET" }, // prettier-ignore
        { tradeName: "ZIPSOR", ingredients: ["DICLOFENAC POTASSIUM"], form: "CAPSULE;ORAL", strength: "25MG" },
        { tradeName: "CATAFLAM", ingredients: ["DICLOFENAC POTASSIUM"], form: "TABLET;ORAL", strength: "50MG" },
        { tradeName: "VIVELLE-DOT", ingredients: ["ESTRADIOL"], form: "FILM, EXTENDED RELEASE;TRANSDERMAL", strength: "0.1MG/24HR" }, // prettier-ignore
        { tradeName: "EVAMIST", ingredients: ["ESTRADIOL"], form: "SPRAY, METERED;TRANSDERMAL", strength: "1.53MG/SPRAY" }, // prettier-ignore
      ]),
      medlinePlus: [],
    });
    expect(aliasDoses.get("imiquimod")).toEqual({ zyclara: ["a"], aldara: ["b"] });
    expect(aliasDoses.get("diclofenac-potassium")).toEqual({ cambia: ["e"], cataflam: ["d"] });
    expect(aliasDoses.get("estradiol")).toEqual({ "vivelle dot": ["g"] });
    expect(aliases.get("diclofenac-potassium")).not.toContain("zipsor");
    expect(aliases.get("estradiol")).not.toContain("evamist");
    expect(otherDrugNames).toEqual(expect.arrayContaining(["evamist", "zipsor"]));
  });
  it("reads a prescription name by its discontinued products too, an OTC one by its products and the monograph's", () => {
    const metronidazole = {
      ...medication("metronidazole", "metronidazole"),
      doses: [dose("tablet", "500 mg", "a"), dose("capsule", "375 mg", "b"), dose("gel", "1%", "c")],
    };
    const acetaminophen = {
      ...medication("acetaminophen", "acetaminophen"),
      doses: [dose("tablet", "500 mg", "d"), dose("tablet-extended-release", "650 mg", "e"), dose("suppository", "650 mg", "f")], // prettier-ignore
    };
    const names = {
      ...sources([
        { tradeName: "FLAGYL", ingredients: ["METRONIDAZOLE"], form: "CAPSULE;ORAL", strength: "375MG" },
        { tradeName: "FLAGYL", ingredients: ["METRONIDAZOLE"], form: "TABLET;ORAL", strength: "500MG", type: "DISCN" }, // prettier-ignore
        // The Orange Book holds Tylenol's NDA line extension, never its monograph tablets.
        { tradeName: "TYLENOL", ingredients: ["ACETAMINOPHEN"], form: "TABLET, EXTENDED RELEASE;ORAL", strength: "650MG", type: "OTC" }, // prettier-ignore
        { tradeName: "TYLENOL", ingredients: ["ACETAMINOPHEN"], form: "SUPPOSITORY;RECTAL", strength: "650MG", type: "DISCN" }, // prettier-ignore
        { tradeName: "NORITATE", ingredients: ["METRONIDAZOLE"], form: "CREAM;TOPICAL", strength: "1%", type: "DISCN" }, // prettier-ignore
      ]),
      medlinePlus: [],
    };
    const { aliases, aliasDoses } = deriveSearchNames([metronidazole, acetaminophen], names, new Set(["d"]));
    expect(aliasDoses.get("metronidazole")).toEqual({ flagyl: ["a", "b"], noritate: ["c"] });
    expect(aliasDoses.get("metronidazole")).not.toHaveProperty("metrogel");
    expect(aliases.get("acetaminophen")).toContain("tylenol");
    // Its 650 mg extended-release tablet, and the 500 mg tablet NADAC flags OTC, which no product of the book is (the
    // monograph's); not the suppository, discontinued.
    expect(aliasDoses.get("acetaminophen")).toEqual({ tylenol: ["d", "e"] });
    // Without the flag, the book's product alone.
    expect(deriveSearchNames([metronidazole, acetaminophen], names).aliasDoses.get("acetaminophen")).toEqual({
      tylenol: ["e"],
    });
  });
  it("reads a name of discontinued prescription products only by them, unless its ingredients are sold OTC so", () => {
    const triamterene = {
      ...medication("hydrochlorothiazide-triamterene", "hydrochlorothiazide / triamterene"),
      doses: [dose("tablet", "25 mg-37.5 mg", "a"), dose("capsule", "25 mg-37.5 mg", "b"), dose("tablet", "50 mg-75 mg", "c")], // prettier-ignore
    };
    const diphenhydramine = {
      ...medication("diphenhydramine-hydrochloride", "diphenhydramine hydrochloride"),
      doses: [dose("tablet", "25 mg", "d"), dose("capsule", "25 mg", "e"), dose("injection", "50 mg/mL", "f")],
    };
    const cetirizine = {
      ...medication("cetirizine-hydrochloride", "cetirizine hydrochloride"),
      doses: [dose("tablet", "10 mg", "g"), dose("oral-solution", "5 mg/5 mL", "h")],
    };
    const tofranil = {
      ...medication("imipramine-hydrochloride", "imipramine hydrochloride"),
      doses: [dose("tablet", "25 mg", "i"), dose("tablet", "50 mg", "j")],
    };
    const discontinued = (tradeName: string, ingredients: string[], form: string, strength: string) =>
      ({ tradeName, ingredients, form, strength, type: "DISCN" }) as const;
    const { aliases, aliasDoses } = deriveSearchNames(
      [triamterene, diphenhydramine, cetirizine, tofranil],
      {
        ...sources([
          discontinued("DYAZIDE", ["HYDROCHLOROTHIAZIDE", "TRIAMTERENE"], "CAPSULE;ORAL", "25MG;37.5MG"),
          discontinued("DYAZIDE", ["HYDROCHLOROTHIAZIDE", "TRIAMTERENE"], "CAPSULE;ORAL", "25MG;50MG"),
          // Benadryl's capsules are monograph OTC products now, which only NADAC's OTC flag says.
          discontinued("BENADRYL", ["DIPHENHYDRAMINE HYDROCHLORIDE"], "CAPSULE;ORAL", "25MG"),
          discontinued("BENADRYL", ["DIPHENHYDRAMINE HYDROCHLORIDE"], "INJECTABLE;INJECTION", "50MG/ML"),
          // Zyrtec's own products are a discontinued syrup; cetirizine tablets are OTC products in the book.
          discontinued("ZYRTEC", ["CETIRIZINE HYDROCHLORIDE"], "SYRUP;ORAL", "5MG/5ML"),
          { tradeName: "CETIRIZINE HYDROCHLORIDE ALLERGY", ingredients: ["CETIRIZINE HYDROCHLORIDE"], form: "TABLET;ORAL", strength: "10MG", type: "OTC" }, // prettier-ignore
          // A strength the catalog does not sell leaves the name its routes.
          discontinued("TOFRANIL", ["IMIPRAMINE HYDROCHLORIDE"], "TABLET;ORAL", "10MG"),
        ]),
        medlinePlus: [],
      },
      new Set(["e"]),
    );
    expect(aliasDoses.get("hydrochlorothiazide-triamterene")).toEqual({ dyazide: ["b"] });
    expect(aliasDoses.get("diphenhydramine-hydrochloride")).toBeUndefined();
    expect(aliases.get("diphenhydramine-hydrochloride")).toContain("benadryl");
    // Zyrtec, a name switched to OTC under another, keeps its routes; the OTC name is its 10 mg tablet.
    expect(aliasDoses.get("cetirizine-hydrochloride")).toEqual({ "cetirizine hydrochloride allergy": ["g"] });
    expect(aliasDoses.get("imipramine-hydrochloride")).toBeUndefined();
    expect(aliases.get("imipramine-hydrochloride")).toContain("tofranil");
  });
  it("says that a name of every dose is one where a longer name of the medication narrows (DDAVP)", () => {
    const desmopressin = {
      ...medication("desmopressin-acetate", "desmopressin acetate"),
      doses: [dose("tablet", "0.2 mg", "a"), dose("nasal-spray", "0.01 mg/actuat", "b")],
    };
    const { aliasDoses } = deriveSearchNames([desmopressin], {
      ...sources([
        { tradeName: "DDAVP", ingredients: ["DESMOPRESSIN ACETATE"], form: "TABLET;ORAL", strength: "0.2MG" },
        { tradeName: "DDAVP", ingredients: ["DESMOPRESSIN ACETATE"], form: "SPRAY, METERED;NASAL", strength: "0.01MG/SPRAY" }, // prettier-ignore
        { tradeName: "DDAVP NASAL SPRAY", ingredients: ["DESMOPRESSIN ACETATE"], form: "SPRAY, METERED;NASAL" },
        { tradeName: "STIMATE", ingredients: ["DESMOPRESSIN ACETATE"], form: "SPRAY, METERED;NASAL" },
      ]),
      medlinePlus: [],
    });
    expect(aliasDoses.get("desmopressin-acetate")).toEqual({
      ddavp: ["a", "b"],
      "ddavp nasal spray": ["b"],
      stimate: ["b"],
    });
  });
  it("reads a plain capsule as the medication's extended ones where it sells no plain one (Dilantin)", () => {
    const phenytoin = {
      ...medication("phenytoin-sodium", "phenytoin sodium"),
      doses: [dose("capsule-extended-release", "100 mg", "a"), dose("oral-suspension", "125 mg/5 mL", "b")],
    };
    const carbamazepine = {
      ...medication("carbamazepine", "carbamazepine"),
      doses: [dose("tablet", "200 mg", "c"), dose("tablet-extended-release", "200 mg", "d")],
    };
    const { aliasDoses } = deriveSearchNames([phenytoin, carbamazepine], {
      ...sources([
        { tradeName: "PHENYTEX", ingredients: ["PHENYTOIN SODIUM"], form: "CAPSULE;ORAL", strength: "100MG" },
        { tradeName: "TEGRETOL", ingredients: ["CARBAMAZEPINE"], form: "TABLET;ORAL", strength: "200MG" },
      ]),
      medlinePlus: [],
    });
    expect(aliasDoses.get("phenytoin-sodium")).toEqual({ phenytex: ["a"] });
    // A medication that sells the plain form keeps it apart from the extended one.
    expect(aliasDoses.get("carbamazepine")).toEqual({ tegretol: ["c"] });
  });
  it("names the dose of a trade name numbered by its strength as patients write it (Tylenol with Codeine No. 3)", () => {
    expect(numberedNames("TYLENOL W/ CODEINE NO. 3")).toEqual([
      "tylenol 3",
      "tylenol no 3",
      "tylenol w codeine 3",
      "tylenol w codeine no 3",
      "tylenol with codeine 3",
      "tylenol with codeine no 3",
    ]);
    expect(numberedNames("TYLENOL W/ CODEINE")).toEqual([]);
    expect(numberedNames("DEXTROSE 5% AND ELECTROLYTE NO. 48 IN PLASTIC CONTAINER")).toEqual([]);
    const apapCodeine = {
      ...medication("acetaminophen-codeine", "acetaminophen / codeine phosphate"),
      doses: [dose("tablet", "300 mg-30 mg", "a"), dose("tablet", "300 mg-60 mg", "b")],
    };
    const { aliases, aliasDoses } = deriveSearchNames([apapCodeine], {
      ...sources([
        { tradeName: "TYLENOL W/ CODEINE NO. 3", ingredients: ["ACETAMINOPHEN", "CODEINE PHOSPHATE"], form: "TABLET;ORAL", strength: "300MG;30MG", type: "DISCN" }, // prettier-ignore
        { tradeName: "TYLENOL W/ CODEINE NO. 4", ingredients: ["ACETAMINOPHEN", "CODEINE PHOSPHATE"], form: "TABLET;ORAL", strength: "300MG;60MG", type: "DISCN" }, // prettier-ignore
      ]),
      medlinePlus: [],
    });
    expect(aliases.get("acetaminophen-codeine")).toEqual(expect.arrayContaining(["tylenol 3", "tylenol no 4"]));
    expect(aliasDoses.get("acetaminophen-codeine")).toMatchObject({ "tylenol 3": ["a"], "tylenol 4": ["b"] });
  });
});

describe("labelSaltWords", () => {
  it("reads the salt a label adds to the catalog's name of the same trade name, never a catalog ingredient's word", () => {
    const medications = [
      { name: "Lexapro", generic: "escitalopram" },
      { name: "Neo-Polycin", generic: "bacitracin / neomycin / polymyxin B" },
      { name: "zinc oxide", generic: "zinc oxide" },
    ];
    const book = [
      { tradeName: "LEXAPRO", ingredients: ["ESCITALOPRAM OXALATE"] },
      { tradeName: "NEO-POLYCIN", ingredients: ["BACITRACIN ZINC", "NEOMYCIN SULFATE", "POLYMYXIN B SULFATE"] },
    ];
    expect([...labelSaltWords(medications, book)]).toEqual(["oxalate"]);
  });
});

describe("tradeNameWithoutStrength", () => {
  it("drops the strength or count the Orange Book writes after a trade name, not a number after No.", () => {
    expect(tradeNameWithoutStrength("K-DUR 20")).toBe("K-DUR");
    expect(tradeNameWithoutStrength("ANEXSIA 7.5/325")).toBe("ANEXSIA");
    expect(tradeNameWithoutStrength("AVIANE-28")).toBe("AVIANE");
    expect(tradeNameWithoutStrength("TYLENOL W/ CODEINE NO. 3")).toBe("TYLENOL W/ CODEINE NO. 3");
    expect(tradeNameWithoutStrength("LIPITOR")).toBe("LIPITOR");
  });
});
