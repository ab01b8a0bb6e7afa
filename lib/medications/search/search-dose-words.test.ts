// What a patient types beyond a name, over the whole catalog (prisma/seed/README.md, "Eleventh pass ... search"):
// every medication with the words of each form it sells (plurals and misspellings too), and every dose by its
// strength in each common spelling, with and without its form word. The first answer must have the ingredients and a
// dose of the form and amounts typed (dose-query-cases.ts, shared with scripts/measure-search-queries.ts).
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { answersCase, doseQueryCases, type DoseQueryCase } from "./dose-query-cases";
import { findMedications, type SearchCatalog } from "./find-medications";
import { searchCatalogOf } from "./search-catalog-of";

let catalog: SearchCatalog<CatalogMedication>;
let cases: DoseQueryCase[];
beforeAll(async () => {
  const seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  cases = doseQueryCases(seed.medications);
}, 60_000);

// A molecule whose combination is dispensed ten times as much leads to the combination (the fourth pass's rule:
// "hydrocodone" is acetaminophen / hydrocodone at the counter), form or strength typed or not.
const LEADING_COMBINATION = /^(amphetamine|codeine|hydrocodone) /;

const missed = (set: string) => {
  const out: string[] = [];
  let tried = 0;
  for (const c of cases.filter((c) => c.set === set && !LEADING_COMBINATION.test(c.query))) {
    tried++;
    const [first] = findMedications(catalog, c.query, 3).results;
    const dose = first?.medication.doses.find((d) => d.ndc === (first.askedDose ?? first.medication.defaultDose));
    const right = answersCase(c, first && { generic: first.medication.generic, dose });
    if (!right.medication || !right.dose) out.push(c.query);
  }
  console.log(`${set}: ${tried} queries, ${out.length} missed`);
  expect(tried).toBeGreaterThan(3_000);
  return out;
};

describe("every medication with the word of a form it sells", () => {
  it("answers it first at a dose of that form ('metformin extended release', 'amoxicillin oral suspension', 'fluticasone nose spray', 'albuterol inhalers', 'tobradex eye drops')", () => {
    expect(missed("dose-form")).toEqual([]);
  }, 120_000);

  it("reads a form word with a letter left out or two swapped ('amoxicillin suspesion', 'fentanyl pacthes')", () => {
    // Left: the index finds a neighbour's name, so the misspelling is not read (only a query finding nothing is).
    // Eight more were left before the nineteenth pass ("dexamethasone tabet": dexamethasone phosphate's drops).
    expect(missed("dose-form-typo")).toEqual(["doxepin tabet", "tolterodine tabet"]);
  }, 120_000);
});

describe("every dose by its strength as patients write it", () => {
  it("answers the dose of those amounts ('20mg', '50,000 units', '400mg/5ml', '25 mcg/hr', '1 gram', '0.1%')", () => {
    // Left: a bare number that two units share ("estradiol 0.1": the 0.1 mg patch, or the 0.1 mg/g cream; "estradiol
    // 0.06": the 0.06 mg/24 hr patch, written so since the eighteenth pass, or the 0.06% gel).
    expect(missed("dose-strength")).toEqual(["estradiol 0.06", "estradiol 0.1"]);
  }, 120_000);

  it("answers a brand's dose of those amounts and form ('lantus 100 units/ml pen', 'synthroid 75 mcg tablet')", () => {
    expect(missed("dose-brand-strength-form")).toEqual([]);
  }, 120_000);
});
