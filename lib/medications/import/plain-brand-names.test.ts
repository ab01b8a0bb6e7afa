import { describe, expect, it } from "vitest";
import { plainBrand } from "./plain-brand-names";

describe("brand names as their makers write them (twentieth pass)", () => {
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

  it("takes MedlinePlus's spelling of a name in capitals", () => {
    expect(plainBrand("FYCOMPA", new Map([["FYCOMPA", "Fycompa"]]))).toBe("Fycompa");
  });
});
