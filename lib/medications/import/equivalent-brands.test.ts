// The Orange Book's therapeutic-equivalence rule on small rows (equivalent-brands.ts).
import { describe, expect, it } from "vitest";
import { isIngredientsName, isOwnName, substitutableProducts } from "./equivalent-brands";
import type { OrangeBookProduct } from "./parse-drug-name-files";

const row = (tradeName: string, form: string, strength: string, type: string, teCode?: string): OrangeBookProduct => ({
  tradeName,
  ingredients: ["ULIPRISTAL ACETATE"],
  form,
  strength,
  type,
  ...(teCode ? { teCode } : {}),
});

describe("substitutableProducts", () => {
  it("pairs products of one form, route and strength with the same A code", () => {
    const name = [row("LOGILIA", "TABLET;ORAL", "30MG", "RX", "AB")];
    expect(substitutableProducts(name, [row("ELLA", "TABLET;ORAL", "30MG", "RX", "AB")])).toEqual(name);
    expect(substitutableProducts(name, [row("ELLA", "TABLET;ORAL", "30MG", "RX", "BX")])).toEqual([]);
  });

  it("never pairs two marketed products without a code, nor other strengths or forms", () => {
    expect(
      substitutableProducts([row("A", "TABLET;ORAL", "20MG", "RX")], [row("B", "TABLET;ORAL", "20MG", "RX")]),
    ).toEqual([]);
    const discontinued = [row("A", "TABLET;ORAL", "20MG", "DISCN")];
    expect(substitutableProducts(discontinued, [row("B", "TABLET;ORAL", "10MG", "RX")])).toEqual([]);
    expect(substitutableProducts(discontinued, [row("B", "SOLUTION;SUBCUTANEOUS", "20MG", "RX")])).toEqual([]);
  });

  it("pairs a discontinued product with one of its form, route and strength (no code is possible)", () => {
    const name = [
      row("LO/OVRAL", "TABLET;ORAL-21", "0.03MG;0.3MG", "DISCN"),
      row("OVRAL", "TABLET;ORAL-28", "0.05MG;0.5MG **Federal Register determination**", "DISCN"),
    ];
    expect(substitutableProducts(name, [row("CRYSELLE", "TABLET;ORAL-28", "0.03MG;0.3MG", "RX", "AB")])).toEqual([
      name[0],
    ]);
  });
});

describe("names", () => {
  it("reads a generic product's trade name as its ingredients, and a brand's line as its own", () => {
    expect(isIngredientsName("lidocaine hydrochloride w epinephrine", ["LIDOCAINE HYDROCHLORIDE", "EPINEPHRINE"])).toBe(
      true,
    );
    expect(isIngredientsName("lignospan standard", ["LIDOCAINE HYDROCHLORIDE", "EPINEPHRINE"])).toBe(false);
    expect(isOwnName("gvoke hypopen", "Gvoke")).toBe(true);
    expect(isOwnName("glucagen", "Gvoke")).toBe(false);
  });
});
