import { describe, expect, it } from "vitest";
import { CARTON_SOURCES, cartonOf, nebulizerCartonOf, nebulizerVialOf } from "./carton-sizes";
import { BOTTLE_SOURCES, labelledBottleOf } from "./labelled-bottles";
import { citesDirectory } from "./measure-package-labels";

describe("citesDirectory", () => {
  it("reads a package of the NDC directory cited by its package NDC", () => {
    expect(citesDirectory("Cambia label; NDC directory 13913-012-02: 9 PACKET in 1 CARTON")).toBe(true);
    expect(citesDirectory("NDC directory 14 PATCH in 1 CARTON (43598-448-74, 0536-1107-88)")).toBe(true);
  });
  it("does not take a label from memory, or an NDC outside a directory citation, for one", () => {
    expect(citesDirectory("Lovenox label (Sanofi), 16 How Supplied: boxes of 10 single-dose prefilled syringes")).toBe(false); // prettier-ignore
    expect(citesDirectory("Tosymra label, 16 How Supplied: NDC 0245-0812-61, 6 devices; NDC directory none")).toBe(
      false,
    );
  });
});

describe("the packages of the twenty-fourth pass", () => {
  it("counts nicotine patches by the carton of 14 and Nicotrol NS by its box of four 10 mL bottles", () => {
    for (const strength of ["7 mg/24 hr", "14 mg/24 hr", "21 mg/24 hr"])
      expect(cartonOf("nicotine", "patch", strength)).toMatchObject({ count: 14, unitKey: "patch", whole: false });
    expect(labelledBottleOf("nicotine", "nasal-spray", "500 mcg")?.volume).toBe(40);
  });
  it("gives the long-acting nebulizer vials their carton of 60 and the vials NADAC states none of", () => {
    expect(nebulizerCartonOf("arformoterol", "7.5 mcg/mL")).toBe(60);
    expect(nebulizerCartonOf("formoterol fumarate", "10 mcg/mL")).toBe(60);
    expect(nebulizerVialOf("revefenacin", "58.3 mcg/mL")).toBe(3);
    expect(nebulizerVialOf("levalbuterol", "2.5 mg/mL")).toBe(0.5);
    expect(nebulizerVialOf("ipratropium bromide", "0.2 mg/mL")).toBe(2.5);
    expect(nebulizerCartonOf("ipratropium bromide", "0.2 mg/mL")).toBeNull();
  });
  it("leaves levalbuterol's 3 mL vials to the form's boxes (its generics' cartons are 24, 25 and 30)", () => {
    for (const strength of ["0.103 mg/mL", "0.21 mg/mL", "0.417 mg/mL"])
      expect(nebulizerCartonOf("levalbuterol", strength)).toBeNull();
  });
  it("cites the NDC directory for every row it added or corrected", () => {
    const keys = [
      "nicotine|patch|21 mg/24 hr",
      "tobramycin|nebulizer|60 mg/mL",
      "arformoterol|nebulizer|7.5 mcg/mL",
      "formoterol fumarate|nebulizer|10 mcg/mL",
      "revefenacin|nebulizer|58.3 mcg/mL",
      "levalbuterol|nebulizer|2.5 mg/mL",
      "ipratropium bromide|nebulizer|0.2 mg/mL",
      "flunisolide|nasal-spray|25 mcg",
      "desmopressin acetate|nasal-spray|10 mcg",
      "nicotine|nasal-spray|500 mcg",
    ];
    const sources = new Map([...CARTON_SOURCES, ...BOTTLE_SOURCES].map((r) => [r.key, r.source]));
    expect(keys.filter((k) => !citesDirectory(sources.get(k) ?? ""))).toEqual([]);
  });
});
