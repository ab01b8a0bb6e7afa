// A brand's other lines typed by their names, over the whole catalog (prisma/seed/README.md, "Fourteenth pass: a
// brand's other lines by their names — search"): every Orange Book trade name and Part D 2023 product name that is
// another line of a catalog brand ("ABILIFY MAINTENA KIT", "Risperdal Consta", "LOTEMAX SM"), as written, in another
// word order and with a strength, and the NADAC file's descriptions of the brand's NDCs that start with one, from
// brand-line-query-cases.ts (shared with scripts/measure-search-queries.ts). Skipped where the data folder is not
// beside the project.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { brandLineQueryCases, readBrandLineQuerySources, type BrandLineQueryCase } from "./brand-line-query-cases";
import { readCombinationQuerySources } from "./combination-query-cases";
import { findMedications, type SearchCatalog } from "./find-medications";
import { searchCatalogOf } from "./search-catalog-of";

const DATA = "../shared/data/drugs";

let catalog: SearchCatalog<CatalogMedication>;
let cases: BrandLineQueryCase[];
beforeAll(async () => {
  const seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  const { orangeBook, partD } = await readBrandLineQuerySources(DATA);
  const { nadacDescriptions } = await readCombinationQuerySources(DATA, seed.medications);
  cases = brandLineQueryCases(seed.medications, orangeBook, partD, nadacDescriptions);
}, 120_000);

// The first answer and its dose (the asked dose, else the default).
const firstOf = (q: string) => {
  const [first] = findMedications(catalog, q, 3).results;
  const dose = first?.medication.doses.find((d) => d.ndc === (first.askedDose ?? first.medication.defaultDose));
  return { slug: first?.medication.slug, dose };
};

const missed = (set: string, least: number) => {
  const out: string[] = [];
  const tried = cases.filter((c) => c.set === set);
  for (const c of tried) {
    const { slug, dose } = firstOf(c.query);
    if (slug !== c.slug || !dose || !c.ndcs.includes(dose.ndc)) out.push(c.query);
  }
  console.log(`${set}: ${tried.length} queries, ${out.length} missed`);
  expect(tried.length).toBeGreaterThan(least);
  return out.sort();
};

describe.skipIf(!existsSync(`${DATA}/names`))("a brand's other lines by their names, over the whole catalog", () => {
  it("every Orange Book trade name of another line: the brand, at the line's doses", () => {
    // "CLARINEX D 12 HOUR" and "24 HOUR": a release named by its hours (the fifteenth pass).
    expect(missed("line-ob", 130)).toEqual([]);
  }, 60_000);

  it("in another word order ('consta risperdal', 'sustenna invega', 'xr adderall')", () => {
    expect(missed("line-ob-order", 130)).toEqual([]);
  }, 60_000);

  it("with a strength of the line ('abilify maintena 400 mg', 'cardizem cd 240 mg')", () => {
    expect(missed("line-ob-strength", 180)).toEqual([]);
  }, 60_000);

  it("every Part D 2023 product name of another line ('Abilify Maintena', 'Invega Sustenna', 'Lotemax SM')", () => {
    expect(missed("line-partd", 50)).toEqual([]);
  }, 60_000);

  it("the NADAC file's descriptions of the lines' NDCs ('RISPERDAL CONSTA 25 MG VIAL', 'CARTIA XT 240 MG CAPSULE')", () => {
    // Left: the NADAC file's own abbreviations after the strength ("inh", "ophth sol", "#30", "kt", "vl", "chew tab",
    // "gel pump", "(60)") and the names before a strength it writes per tablet of Adzenys ("xr-odt"): not names.
    expect(missed("line-nadac", 100).length).toBeLessThanOrEqual(30);
  }, 60_000);

  it("named lines from the Orange Book: the brand at the line's dose, the brand's own name and the generic unchanged", () => {
    const at = (q: string) => {
      const { slug, dose } = firstOf(q);
      return `${slug} ${dose?.strength} ${dose?.doseForm}`;
    };
    // ABILIFY MAINTENA KIT (aripiprazole 300 and 400 mg), sold by no generic: nothing before.
    expect(at("abilify maintena")).toMatch(/^abilify (300|400) mg\/\d+(\.\d+)? mL prefilled-syringe$/);
    expect(at("abilify maintena 300 mg")).toBe("abilify 300 mg/1.5 mL prefilled-syringe");
    expect(at("Abilify Asimtufii 960 mg")).toBe("abilify 960 mg/3.2 mL prefilled-syringe");
    // RISPERDAL CONSTA (risperidone 12.5-50 mg for injection): the generic's injection answered first before.
    expect(at("risperdal consta")).toMatch(/^risperdal [\d.]+ mg injection$/);
    expect(at("consta risperdal")).toMatch(/^risperdal [\d.]+ mg injection$/);
    // LOTEMAX SM (loteprednol etabonate gel 0.38%): the generic's 0.5% gel before.
    expect(at("lotemax sm")).toBe("lotemax 0.38% ophthalmic-gel");
    // INVEGA TRINZA (paliperidone palmitate 273-819 mg) and HAFYERA, in another word order too.
    expect(at("trinza invega")).toMatch(/^invega (273|410|546|820) mg\/[\d.]+ mL prefilled-syringe$/);
    // CARDIZEM CD (diltiazem extended-release capsules), "cd" a form word: Cardizem LA's tablets before.
    expect(at("cardizem cd 240 mg")).toBe("cardizem 240 mg capsule-extended-release");
    // LAMICTAL CD (lamotrigine chewable dispersible tablets 25 mg): its extended-release tablets before.
    expect(at("lamictal cd")).toBe("lamictal 25 mg tablet-for-suspension");
    // CARTIA XT (diltiazem extended-release capsules): the generic's capsules before.
    expect(at("cartia xt 180 mg")).toBe("cartia 180 mg capsule-extended-release");
    // KLOR-CON M20 (potassium chloride 20 mEq extended-release tablets): nothing before.
    expect(at("klor-con m20")).toBe("klor-con 20 mEq tablet-extended-release");
    // The brand's own name and the generic's are answered as before.
    expect(at("abilify")).toBe("abilify 5 mg tablet");
    expect(at("risperdal")).toBe("risperdal 1 mg tablet");
    expect(firstOf("risperidone").slug).toBe("risperidone");
    expect(firstOf("risperidone injection").slug).toBe("risperidone");
    // An over-the-counter line is not the prescription brand: PREVACID 24 HR is no Prevacid of the catalog's.
    expect(firstOf("prevacid 24hr").slug).not.toBe("prevacid");
  }, 60_000);
});
