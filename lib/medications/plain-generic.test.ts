import { describe, expect, it } from "vitest";
import { plainGeneric, plainNames } from "./plain-generic";

describe("a generic as a pharmacist writes it (twentieth pass)", () => {
  it.each([
    ["estrogens, conjugated (USP)", "conjugated estrogens"],
    ["sennosides, USP", "sennosides"],
    ["thyroid (USP)", "thyroid"],
    ["glucagon (rDNA)", "glucagon"],
    ["insulin aspart, human", "insulin aspart"],
    ["insulin, regular, human", "regular insulin"],
    ["heparin sodium, porcine", "heparin sodium"],
    ["sodium phosphate, monobasic", "monobasic sodium phosphate"],
    ["cyclosporine, modified", "cyclosporine modified"],
    ["nitrofurantoin, macrocrystals / nitrofurantoin, monohydrate", "nitrofurantoin macrocrystals / nitrofurantoin monohydrate"], // prettier-ignore
    ["docusate sodium / sennosides, USP", "docusate sodium / sennosides"],
    ["metformin hydrochloride", "metformin hydrochloride"],
    ["Lacticaseibacillus casei KE-99", "Lacticaseibacillus casei KE-99"],
  ])("%s is %s", (rxnorm, plain) => expect(plainGeneric(rxnorm)).toBe(plain));

  it("shows a generic medication by its plain generic and a brand by its own name", () => {
    expect(plainNames({ name: "sennosides, USP", generic: "sennosides, USP" })).toEqual({ name: "sennosides", generic: "sennosides" }); // prettier-ignore
    expect(plainNames({ name: "Premarin", generic: "estrogens, conjugated (USP)" })).toEqual({ name: "Premarin", generic: "conjugated estrogens" }); // prettier-ignore
  });
});
