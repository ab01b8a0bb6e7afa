import { describe, expect, it } from "vitest";
import { plainBrand, plainGeneric, plainIngredient } from "./plain-names";

// A few names as DrugBank, MeSH and MedlinePlus list them (lower case).
const drugNames = new Set(["conjugated estrogens", "insulin aspart", "sennosides", "human immunoglobulin g"]);

describe("names as a pharmacist writes them (twentieth pass)", () => {
  it.each([
    ["estrogens, conjugated (USP)", "conjugated estrogens"],
    ["sennosides, USP", "sennosides"],
    ["thyroid (USP)", "thyroid"],
    ["glucagon (rDNA)", "glucagon"],
    ["insulin aspart, human", "insulin aspart"],
    ["immunoglobulin G, human", "human immunoglobulin G"],
    // No file lists it reordered: the parts as filed, without the comma.
    ["cyclosporine, modified", "cyclosporine modified"],
    ["nitrofurantoin, macrocrystals", "nitrofurantoin macrocrystals"],
    ["metformin hydrochloride", "metformin hydrochloride"],
  ])("%s is %s", (rxnorm, plain) => expect(plainIngredient(rxnorm, drugNames)).toBe(plain));

  it("writes each ingredient of a combination", () => {
    expect(plainGeneric("docusate sodium / sennosides, USP", drugNames)).toBe("docusate sodium / sennosides");
  });

  it.each([
    ["TRI-LINYAH", "Tri-Linyah"],
    ["SENOKOT-S", "Senokot-S"],
    ["XIFAXAN", "Xifaxan"],
    ["Tri-Lo- Estarylla", "Tri-Lo-Estarylla"],
    ["Urogesic Blue Reformulated Apr 2012", "Urogesic Blue"],
    ["DOK", "DOK"],
    ["FML", "FML"],
    ["NovoLog", "NovoLog"],
    ["K-Phos Neutral", "K-Phos Neutral"],
  ])("%s is %s", (filed, plain) => expect(plainBrand(filed, new Map())).toBe(plain));

  it("takes a drug-name file's spelling of a name in capitals", () => {
    expect(plainBrand("FYCOMPA", new Map([["FYCOMPA", "Fycompa"]]))).toBe("Fycompa");
  });
});
