import { describe, expect, it } from "vitest";
import { indexApplicationBrands, writeBrandName } from "./application-brands";
import type { DrugsFdaProduct } from "./parse-drugsfda";

// Drugs@FDA's products of the two epinephrine auto-injector applications (Products.txt).
const product = (applNo: string, productNo: string, strength: string, drugName: string, referenceDrug: boolean) =>
  ({ line: 0, applNo, productNo, form: "INJECTABLE;INTRAMUSCULAR, SUBCUTANEOUS", strength, drugName, activeIngredients: ["EPINEPHRINE"], referenceDrug }) satisfies DrugsFdaProduct; // prettier-ignore
const products = [
  product("019430", "001", "0.3MG/DELIVERY", "EPIPEN", true),
  product("019430", "002", "0.15MG/DELIVERY", "EPIPEN JR.", true),
  product("019430", "003", "0.3MG/DELIVERY", "EPIPEN E Z PEN", false),
  product("020800", "001", "EQ 0.3MG/DELIVERY", "TWINJECT 0.3", false),
  product("020800", "004", "EQ 0.3MG/DELIVERY", "ADRENACLICK", true),
  product("090589", "001", "0.3MG/DELIVERY", "EPINEPHRINE", false),
];

describe("an application number's brand (twentieth pass)", () => {
  const brandOf = indexApplicationBrands(products);

  it("is the application's reference product at the dose's strength", () => {
    expect(brandOf("NDA019430", "0.3 mg/0.3 mL")).toBe("EPIPEN");
    expect(brandOf("NDA019430", "0.15 mg/0.3 mL")).toBe("EPIPEN JR.");
    expect(brandOf("NDA020800", "0.3 mg/0.3 mL")).toBe("ADRENACLICK");
  });

  it("is none for an application whose product is named by its ingredient, or no application", () => {
    expect(brandOf("ANDA090589", "0.3 mg/0.3 mL")).toBeNull();
    expect(brandOf("Once-Daily", "10 mg")).toBeNull();
  });

  it("is written as the catalog writes the brand", () => {
    expect(writeBrandName("EPIPEN JR.", [{ name: "Epipen" }])).toBe("Epipen Jr.");
    expect(writeBrandName("ADRENACLICK", [{ name: "Epipen" }])).toBe("Adrenaclick");
  });
});
