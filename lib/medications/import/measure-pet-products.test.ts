// Green Book products as their labels write them, asked for a pet (prisma/seed/README.md, "Nineteenth pass: pets"):
// the label's marks ("USP", "(Rx)") and RxNorm's "for oral suspension" read as a label means them, the Green Book's
// comma-separated products kept whole, and the whole list measured by measurePetProducts (skipped where the data
// folder is not beside the project).
import { createReadStream, existsSync } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { readCatalogSeed } from "./read-catalog-seed";
import { parseDrugbankVocabulary, parseGreenBook } from "./parse-drug-name-files";
import { NAME_FILES } from "./read-drug-name-sources";
import { greenBookNames } from "./derive-search-names";
import { measurePetProducts } from "./measure-pet-products";
import { findMedications, type SearchCatalog } from "../search/find-medications";
import { searchCatalogOf } from "../search/search-catalog-of";
import { isVeterinaryOnly } from "../veterinary-only";

const DATA = "../shared/data/drugs";

let seed: CatalogSeed;
let catalog: SearchCatalog<CatalogMedication>;
beforeAll(async () => {
  seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
}, 60_000);

const shown = (query: string) => {
  const first = findMedications(catalog, query, 10).results[0];
  if (!first) return "nothing";
  const m = first.medication;
  return `${m.generic}: ${m.doses.find((d) => d.ndc === (first.askedDose ?? m.defaultDose))!.label}`;
};

describe("a Green Book trade name's products", () => {
  it("keeps a label's USP mark and a combination's last ingredient with the product they belong to", () => {
    expect(greenBookNames("Phenylbutazone Tablets, USP 1 gram")).toEqual(["Phenylbutazone"]);
    expect(greenBookNames("Isoflurane, USP")).toEqual(["Isoflurane"]);
    expect(greenBookNames("Neomycin and Polymyxin B Sulfates, and Bacitracin Zinc Ophthalmic Ointment")).toHaveLength(1); // prettier-ignore
    // Marked names listed with "and" are three products.
    expect(greenBookNames("Deccox®, Rumensin™, and Tylovet® 100")).toEqual(["Deccox", "Rumensin", "and Tylovet"]);
  });

  it("makes no animal-only name of a fragment (a human pharmacy's USP products are not made only for animals)", () => {
    for (const query of ["usp", "mupirocin ointment usp", "and bacitracin zinc"])
      expect(isVeterinaryOnly(query), query).toBe(false);
  });
});

describe("products as a label writes them, for pets and people", () => {
  it.each([
    ["Mupirocin Ointment USP for dogs", "mupirocin: 2% ointment"],
    ["Mupirocin Ointment USP, 2% for my cat", "mupirocin: 2% ointment"],
    ["Praziquantel Tablets (Rx) for dogs", "praziquantel: 600 mg tablet"],
    ["Praziquantel 34 (Rx) for dogs", "praziquantel: 600 mg tablet"],
    ["Amoxicillin and Clavulanate Potassium for Oral Suspension for dogs", "amoxicillin / clavulanate: 600 mg-42.9 mg/5 mL oral suspension"], // prettier-ignore
    ["neomycin oral solution", "neomycin sulfate: 500 mg tablet"],
    ["Neomycin Oral Solution for dogs", "neomycin sulfate: 500 mg tablet"],
    ["cefdinir for oral suspension", "cefdinir: 250 mg/5 mL oral suspension"],
    ["penicillin v potassium for oral solution", "penicillin V potassium: 250 mg/5 mL oral solution"],
  ])("%s: %s", (query, expected) => {
    expect(shown(query)).toBe(expected);
  });
});

describe.skipIf(!existsSync(`${DATA}/${NAME_FILES.greenBook}`))("every Green Book product a pharmacy dispenses", () => {
  it("is found right first, or is a clear 404; never another drug", async () => {
    const read = <T>(file: string, parse: (input: Readable) => Promise<{ records: T[] }>) =>
      parse(createReadStream(`${DATA}/${file}`).pipe(createGunzip()));
    const { records: greenBook } = await read(NAME_FILES.greenBook, parseGreenBook);
    const { records: drugbank } = await read(NAME_FILES.drugbank, parseDrugbankVocabulary);
    const { tally, rows } = measurePetProducts(
      seed,
      greenBook,
      drugbank.map((g) => g.names[0]!),
    );
    const sold = tally["Green Book: ingredient sold"]!;
    expect(sold["right first"]).toBeGreaterThanOrEqual(44);
    // Livestock names without a form word ("Coyden 25 with Bacitracin Zinc") and names with a make's word ("Primidone
    // Medi-Pets", "Tetracycline-Vet Capsules 250"): prisma/seed/README.md, "Nineteenth pass: pets".
    expect(sold["nothing found (sold)"] ?? 0).toBeLessThanOrEqual(9);
    const another = rows.filter((r) => r.verdict.startsWith("another drug")).map((r) => r.query);
    expect(another).toEqual([]); // "Neomycin Oral Solution for dogs" before: the ear drops with hydrocortisone
    expect(tally["Green Book: ingredient not sold"]!["another drug (not sold)"] ?? 0).toBe(0);
    expect(tally["vet generics"]!["right first"]).toBeGreaterThanOrEqual(39);
  }, 300_000);
});
