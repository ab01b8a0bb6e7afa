// A brand's product lines (product-lines.ts), on rows copied from the public files: CMS Part D Spending by Drug 2023
// (Product_Name, Generic_Name, Total_Claims) and the FDA Orange Book products of 2024-05 (Trade_Name, DF;Route,
// Strength).
import { describe, expect, it } from "vitest";
import { bestSellingLine, dosesOfProducts, indexProductLines, lineBrandOf, type LineDose } from "./product-lines";
import type { PartDDrugYear } from "./parse-dispensing";
import type { OrangeBookProduct } from "./parse-drug-name-files";

const partD = (brandName: string, genericName: string, claims: number, year = 2023): PartDDrugYear => ({
  year,
  brandName,
  genericName,
  claims,
  unitsPerClaim: 1,
});
const book = (tradeName: string, form: string, strength: string): OrangeBookProduct => ({
  tradeName,
  ingredients: [],
  form,
  strength,
  type: "RX",
});

const PART_D = [
  partD("Invega", "Paliperidone", 10288),
  partD("Invega Sustenna", "Paliperidone Palmitate", 612670),
  partD("Invega Trinza", "Paliperidone Palmitate", 61568),
  partD("Advair Diskus", "Fluticasone Propion/Salmeterol", 1510759),
  partD("Advair HFA", "Fluticasone Propion/Salmeterol", 651442),
  partD("Depakote", "Divalproex Sodium", 17051),
  partD("Depakote ER", "Divalproex Sodium", 17549),
  partD("Depakote Sprinkle", "Divalproex Sodium", 6719),
  partD("Pulmicort", "Budesonide", 687),
  partD("Pulmicort Flexhaler", "Budesonide", 117698),
  partD("Pulmicort Respules", "Budesonide", 50000, 2016), // an older year: not a line of 2023
  partD("Tylenol-Codeine", "Acetaminophen With Codeine", 1000),
];
const BOOK = [
  book("INVEGA", "TABLET, EXTENDED RELEASE;ORAL", "6MG"),
  book("INVEGA", "TABLET, EXTENDED RELEASE;ORAL", "3MG"),
  book("INVEGA SUSTENNA", "SUSPENSION, EXTENDED RELEASE;INTRAMUSCULAR", "234MG/1.5ML (156MG/ML)"),
  book("INVEGA SUSTENNA", "SUSPENSION, EXTENDED RELEASE;INTRAMUSCULAR", "156MG/ML (156MG/ML)"),
  book("INVEGA TRINZA", "SUSPENSION, EXTENDED RELEASE;INTRAMUSCULAR", "546MG/1.75ML (312MG/ML)"),
  book("ADVAIR DISKUS 250/50", "POWDER;INHALATION", "0.25MG/INH;EQ 0.05MG BASE/INH"),
  book("ADVAIR HFA", "AEROSOL, METERED;INHALATION", "0.115MG/INH;EQ 0.021MG BASE/INH"),
  book("DEPAKOTE", "TABLET, DELAYED RELEASE;ORAL", "EQ 500MG VALPROIC ACID"),
  book("DEPAKOTE", "CAPSULE, DELAYED REL PELLETS;ORAL", "EQ 125MG VALPROIC ACID"),
  book("DEPAKOTE ER", "TABLET, EXTENDED RELEASE;ORAL", "EQ 500MG VALPROIC ACID"),
  book("PULMICORT RESPULES", "SUSPENSION;INHALATION", "0.25MG/2ML"),
  book("PULMICORT FLEXHALER", "POWDER, METERED;INHALATION", "0.16MG/INH"),
];
const lines = indexProductLines(PART_D, BOOK);

const INVEGA: LineDose[] = [
  { form: "tablet-extended-release", strength: "3 mg" },
  { form: "tablet-extended-release", strength: "6 mg" },
  { form: "prefilled-syringe", strength: "234 mg/1.5 mL" },
  { form: "prefilled-syringe", strength: "546 mg/1.75 mL" },
];

describe("indexProductLines", () => {
  it("reads a brand's Part D lines of the newest year and the doses the Orange Book says each is", () => {
    const invega = lines("Invega", "paliperidone palmitate", INVEGA);
    expect(invega.map((l) => [l.name, l.claims, l.doses])).toEqual([
      ["Invega", 10288, [true, true, false, false]],
      ["Invega Sustenna", 612670, [false, false, true, false]],
      ["Invega Trinza", 61568, [false, false, false, true]],
    ]);
  });

  it("gives a trade name to the longest line it starts with ('PULMICORT RESPULES' is Part D's 'Pulmicort')", () => {
    const pulmicort = lines("Pulmicort", "budesonide", [
      { form: "inhaler-dry-powder", strength: "180 mcg" },
      { form: "inhalation-suspension", strength: "0.125 mg/mL" },
    ]);
    expect(pulmicort.map((l) => [l.name, l.doses])).toEqual([
      ["Pulmicort", [false, true]], // the Respules: no 0.125 mg/mL product named, so by form
      ["Pulmicort Flexhaler", [true, false]],
    ]);
  });

  it("has no lines for a brand Part D names once, nor lines of another molecule", () => {
    expect(lines("Tylenol", "acetaminophen", [{ form: "tablet", strength: "500 mg" }])).toEqual([]);
    expect(lines("Zyprexa", "olanzapine", [{ form: "tablet", strength: "10 mg" }])).toEqual([]);
  });
});

describe("bestSellingLine", () => {
  it("keeps a default sold under the brand's name alone (INVEGA's tablets, though Part D claims Invega Sustenna 60 times as often)", () => {
    const invega = lines("Invega", "paliperidone palmitate", INVEGA);
    expect(invega.map((l) => l.ownName)).toEqual([
      [true, true, false, false],
      [false, false, false, false],
      [false, false, false, false],
    ]);
    expect(bestSellingLine(invega, 1)).toBeNull();
    expect(bestSellingLine(invega, 2)).toBeNull();
    // Invega Trinza is a name of its own: the line claimed most.
    expect(bestSellingLine(invega, 3)?.name).toBe("Invega Sustenna");
  });

  it("moves a default that is no product of the brand's name alone to the line claimed most (Pulmicort's Respules to the Flexhaler)", () => {
    const pulmicort = lines("Pulmicort", "budesonide", [
      { form: "inhaler-dry-powder", strength: "180 mcg" },
      { form: "inhalation-suspension", strength: "0.5 mg/2 mL" },
    ]);
    expect(bestSellingLine(pulmicort, 1)?.name).toBe("Pulmicort Flexhaler");
  });

  it("keeps Advair's Diskus (1.51 M claims against the HFA's 0.65 M)", () => {
    const advair = lines("Advair", "fluticasone propionate / salmeterol", [
      { form: "inhaler", strength: "115 mcg-21 mcg" },
      { form: "inhaler-dry-powder", strength: "250 mcg-50 mcg" },
    ]);
    expect(bestSellingLine(advair, 1)).toBeNull();
    expect(bestSellingLine(advair, 0)?.name).toBe("Advair Diskus");
  });

  it("keeps a default whose line holds 80% of the best-selling one's claims (Depakote 17.1 k, Depakote ER 17.5 k)", () => {
    const depakote = lines("Depakote", "divalproex sodium", [
      { form: "tablet-delayed-release", strength: "500 mg" },
      { form: "tablet-extended-release", strength: "500 mg" },
    ]);
    expect(bestSellingLine(depakote, 0)).toBeNull();
  });
});

describe("dosesOfProducts", () => {
  it("narrows to the products' strengths where one is sold, else takes the form", () => {
    const doses: LineDose[] = [
      { form: "tablet-extended-release", strength: "3 mg" },
      { form: "tablet-extended-release", strength: "6 mg" },
    ];
    expect(dosesOfProducts([book("INVEGA", "TABLET, EXTENDED RELEASE;ORAL", "6MG")], doses)).toEqual([false, true]);
    expect(dosesOfProducts([book("INVEGA", "TABLET, EXTENDED RELEASE;ORAL", "9MG")], doses)).toEqual([true, true]);
  });

  it("reads a plain capsule as the modified ones where no plain one is sold (Dilantin's 'CAPSULE;ORAL')", () => {
    const doses: LineDose[] = [{ form: "capsule-extended-release", strength: "100 mg" }];
    expect(dosesOfProducts([book("DILANTIN", "CAPSULE;ORAL", "100MG")], doses)).toEqual([true]);
  });
});

describe("lineBrandOf: the catalog brand a trade name is another line of", () => {
  // Catalog medications as the seed names them (name, generic); trade names and ingredients as the Orange Book's.
  const of = lineBrandOf([
    { name: "Abilify", generic: "aripiprazole" },
    { name: "aripiprazole", generic: "aripiprazole" },
    { name: "Invega", generic: "paliperidone" },
    { name: "Advair", generic: "fluticasone propionate / salmeterol xinafoate" },
    { name: "Advair Diskus", generic: "fluticasone propionate / salmeterol xinafoate" },
    { name: "Atacand", generic: "candesartan cilexetil" },
    { name: "Augmentin", generic: "amoxicillin / clavulanate potassium" },
    { name: "Aurovela Fe 24", generic: "ethinyl estradiol / norethindrone acetate" },
  ]);
  it("a name that starts with a brand's and a space, of its ingredients, or them with a word after", () => {
    expect(of("abilify maintena kit", ["ARIPIPRAZOLE"])?.name).toBe("Abilify");
    expect(of("invega sustenna", ["PALIPERIDONE PALMITATE"])?.name).toBe("Invega");
    expect(of("advair hfa", ["FLUTICASONE PROPIONATE", "SALMETEROL XINAFOATE"])?.name).toBe("Advair");
  });
  it("none for another medication's name, its name in another order, another combination, or a strength", () => {
    expect(of("advair diskus", ["FLUTICASONE PROPIONATE", "SALMETEROL XINAFOATE"])).toBeNull();
    expect(of("aurovela 24 fe", ["NORETHINDRONE ACETATE", "ETHINYL ESTRADIOL"])).toBeNull();
    expect(of("atacand hct", ["CANDESARTAN CILEXETIL", "HYDROCHLOROTHIAZIDE"])).toBeNull();
    expect(of("augmentin 200", ["AMOXICILLIN", "CLAVULANATE POTASSIUM"])).toBeNull();
    expect(of("abilify", ["ARIPIPRAZOLE"])).toBeNull();
  });
});
