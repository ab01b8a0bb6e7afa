// A medication asked for by a name patients and prescriptions use that the public files give (prisma/seed/README.md,
// "Nineteenth pass: an ingredient by its spoken name — search"): an ingredient RxNorm writes inverted or with the
// pharmacopeia's mark by its name as spoken ("conjugated estrogens", "sennosides", "regular human insulin"), alone and
// in a combination in either order; DrugBank's synonyms of such an ingredient ("senna glycosides", "conjugated equine
// estrogens"); an over-the-counter line named by its hours ("Xyzal Allergy 24HR"); a patch by its route (MedlinePlus's
// "Nicotine Transdermal Patch"); NPH insulin and SMZ, which no public file links. Over the whole seed; the measure's
// cases are skipped where the data folder is not beside the project.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { readDrugNameSources } from "../import/read-drug-name-sources";
import { basesOf } from "./dose-query-cases";
import { findMedications, type SearchCatalog } from "./find-medications";
import { searchCatalogOf } from "./search-catalog-of";
import { spokenNameCases, type SpokenNameCase } from "./spoken-name-cases";

const DATA = "../shared/data/drugs";
let catalog: SearchCatalog<CatalogMedication>;
let cases: SpokenNameCase[];
beforeAll(async () => {
  const seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  cases = existsSync(`${DATA}/names`) ? spokenNameCases(seed.medications, (await readDrugNameSources(DATA)).sources) : []; // prettier-ignore
}, 120_000);

const firstOf = (query: string) => findMedications(catalog, query, 5).results[0];
const PREMPRO = "estrogens, conjugated (USP) / medroxyprogesterone acetate";
const SENNA_S = "docusate sodium / sennosides, USP";
const INSULIN_70_30 = "insulin isophane, human / insulin, regular, human";

describe("a name as spoken", () => {
  it.each([
    // RxNorm's inverted and marked ingredients, as DrugBank's common names and prescriptions write them.
    ["conjugated estrogens medroxyprogesterone", PREMPRO],
    ["medroxyprogesterone acetate and conjugated estrogens", PREMPRO],
    ["estrogens conjugated medroxyprogesterone", PREMPRO],
    ["conjugated estrogens and bazedoxifene", "bazedoxifene / estrogens, conjugated (USP)"],
    ["conjugated equine estrogens", "estrogens, conjugated (USP)"],
    ["sennosides-docusate", SENNA_S],
    ["docusate with sennosides", SENNA_S],
    ["senna glycosides docusate", SENNA_S],
    ["senna glycosides", "sennosides, USP"],
    ["regular human insulin", "insulin, regular, human"],
    ["human insulin isophane and regular human insulin", INSULIN_70_30],
    ["modified cyclosporine", "cyclosporine, modified"],
    ["desiccated thyroid", "thyroid (USP)"],
    // An over-the-counter line of the Orange Book named by its hours, with and without them.
    ["xyzal allergy 24hr", "levocetirizine dihydrochloride"],
    ["xyzal allergy", "levocetirizine dihydrochloride"],
    ["nasacort allergy", "triamcinolone acetonide"],
  ])("%s: a product of %s first", (query, generic) => {
    expect(firstOf(query)?.medication.generic).toBe(generic);
  });

  it.each([
    ["nph insulin", "insulin isophane, human"],
    ["insulin nph", "insulin isophane, human"],
    ["smz-tmp", "sulfamethoxazole / trimethoprim"],
    ["tmp/smz", "sulfamethoxazole / trimethoprim"],
  ])("%s, a name no public file links (prescription-names.ts, ingredient-abbreviations.ts): %s", (query, generic) => {
    expect(firstOf(query)?.medication.generic).toBe(generic);
  });

  it("smz tmp ds: the double-strength tablet", () => {
    const found = firstOf("smz tmp ds");
    expect(found?.medication.generic).toBe("sulfamethoxazole / trimethoprim");
    expect(found?.medication.doses.find((d) => d.ndc === found.askedDose)?.strength).toBe("800 mg-160 mg");
  });

  it.each([
    ["regular insulin", "insulin, regular, human"],
    ["conjugated estrogens", "estrogens, conjugated (USP)"],
    ["sennosides", "sennosides, USP"],
  ])("one ingredient as spoken (%s) answers that ingredient alone first, not a combination of it", (query, generic) => {
    expect(firstOf(query)?.medication.generic).toBe(generic);
  });

  it.each([
    ["nicotine transdermal patch", "nicotine"],
    ["fentanyl transdermal patch", "fentanyl"],
    ["clonidine transdermal", "clonidine"],
  ])("MedlinePlus's %s: a patch of %s", (query, molecule) => {
    const found = firstOf(query);
    expect(basesOf(found?.medication.generic ?? "")).toBe(molecule);
    const dose = found?.medication.doses.find((d) => d.ndc === (found.askedDose ?? found.medication.defaultDose));
    expect(dose?.doseForm).toMatch(/patch/);
  });
});

describe.skipIf(!existsSync(`${DATA}/names`))(
  "every ingredient RxNorm writes inverted or marked, over the catalog",
  () => {
    it("alone and in every combination holding one, in either order and join, by its name as spoken", () => {
      const spoken = cases.filter((c) => c.set === "single-spoken" || c.set === "combo-spoken-inverted");
      expect(spoken.length).toBeGreaterThanOrEqual(60);
      const missed = spoken
        .filter((c) => basesOf(firstOf(c.query)?.medication.generic ?? "") !== c.bases)
        .map((c) => `${c.query} -> ${firstOf(c.query)?.medication.name ?? "nothing"}`);
      expect(missed).toEqual([]);
    });
  },
);
