// Whole-catalog checks of the twentieth pass (prisma/seed/README.md, "Twentieth pass: a form the state's few fills
// chose"). The cases are written from what a pharmacy dispenses (the forms every generic's labelers make in the
// most sizes, Part D's claims where its rows split a molecule by product), not read from the seed; each case of a
// change fails on the seed before this pass.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { measureThinDefaults } from "./measure-thin-defaults";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const medication = (slug: string) => seed.medications.find((m) => m.slug === slug)!;
const defaultOf = (m: CatalogMedication) => m.doses.find((d) => d.ndc === m.defaultDose)!;
const formOf = (slug: string) => defaultOf(medication(slug)).doseForm;

describe("topical steroids and retinoids: the form a prescriber writes most", () => {
  it.each([
    // Clobetasol: the cream and the ointment are the everyday super-potent steroid; the solution is for the scalp.
    ["clobetasol-propionate", ["cream", "ointment"]],
    // Fluocinonide 0.05%: the cream first (the most labelers and sizes: 15, 30, 60, 120 g).
    ["fluocinonide", ["cream"]],
    // Desonide 0.05%, the low-potency steroid for a child's face: the cream first.
    ["desonide", ["cream"]],
    // Betamethasone: the dipropionate and valerate creams and ointments, not a lotion or gel.
    ["betamethasone", ["cream", "ointment"]],
    // Adapalene: the gel (0.1% over the counter, 0.3% on prescription), not its cream.
    ["adapalene", ["gel"]],
  ])("%s opens on its %j", (slug, forms) => expect(forms).toContain(formOf(slug)));

  it("opens clobetasol on the 0.05% cream, not a cream the state fills less (the emollient base)", () => {
    expect(defaultOf(medication("clobetasol-propionate")).label).toBe("0.05% cream");
  });

  it("opens betamethasone on a 0.05% (dipropionate) product, what Part D claims most (740,600 to the valerate's 264,385)", () => {
    expect(defaultOf(medication("betamethasone")).strength).toBe("0.05%");
    expect(formOf("betamethasone")).toBe("cream");
  });
});

describe("defaults that strong or split evidence decides stay", () => {
  it.each([
    ["triamcinolone-acetonide", ["cream", "ointment"]], // 3,664 and 3,626 state fills
    ["mupirocin", ["ointment"]], // 7,623 state fills, the cream none
    ["nystatin-triamcinolone-acetonide", ["cream"]], // the cream's 80 fills lead the ointment's 31
    // Ciclopirox: the 8% nail solution's 139 fills; Part D's rows split it from the olamine cream's (770,484 claims
    // of "Ciclopirox", 459,005 of "Ciclopirox Olamine" in 2023): the solution is what is dispensed most.
    ["ciclopirox", ["topical-solution"]],
    // Levalbuterol: the HFA inhaler (Part D 2023: 257,424 claims of the tartrate HFA, 25,742 of the HCl solution).
    ["levalbuterol", ["inhaler"]],
    ["timolol", ["ophthalmic-solution"]],
    ["loteprednol-etabonate", ["ophthalmic-suspension"]],
    ["clotrimazole", ["cream"]],
    ["lactulose", ["oral-solution"]],
    ["cetirizine-hydrochloride", ["tablet"]],
    ["loratadine", ["tablet"]],
    ["mometasone-furoate", ["nasal-spray"]],
    ["azelastine-hydrochloride", ["nasal-spray"]],
    ["tobramycin", ["ophthalmic-solution"]],
    // Other uses are not weighed against each other: ofloxacin's ear drops and eye drops, diphenhydramine's capsule
    // and its children's liquid.
    ["ofloxacin", ["otic-solution", "ophthalmic-solution"]],
    ["diphenhydramine-hydrochloride", ["capsule", "tablet"]],
  ])("%s keeps its %j", (slug, forms) => expect(forms).toContain(formOf(slug)));
});

const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`))(
  "every default the state's file decides (measure-thin-defaults)",
  () => {
    it("opens no generic on a form its use's fills read whole and breadth do not put first (5 before)", async () => {
      const { dispensing, alaskaOnly } = await readDispensingSources(DATA);
      const { thin, rareForm } = measureThinDefaults(seed.medications, seed.ndcs, dispensing, alaskaOnly);
      expect(thin.length).toBeGreaterThan(30);
      expect(thin.filter((t) => t.byRule !== t.form).map((t) => `${t.slug} ${t.form} -> ${t.byRule}`)).toEqual([]);
      // A rare form over a common one (clobetasol's solution, adapalene's cream before).
      expect(rareForm.map((t) => t.slug)).toEqual([]);
    }, 120_000);
  },
);
