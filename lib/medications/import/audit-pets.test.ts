// The pets side over the whole catalog (prisma/seed/README.md, "Fifteenth session: pets"), through the domain
// functions the API and the site use. Search needs the Green Book beside the project (../shared/data/drugs, as in
// CI) and is skipped where it is not; prices need only the committed seed.
import { createReadStream, existsSync } from "node:fs";
import { createGunzip } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogSeed } from "../catalog-types";
import { readCatalogSeed } from "./read-catalog-seed";
import { parseGreenBook, type GreenBookProduct } from "./parse-drug-name-files";
import { NAME_FILES } from "./read-drug-name-sources";
import { answerOf, auditPetQuantities, auditPetSearch, petPriceChecks, petPriceFlags } from "./audit-pets";
import { searchCatalogOf } from "../search/search-catalog-of";
import { normalizeSearchText } from "../search/normalize-search-text";
import { HORSE_NAMES, HORSE_WORD, parseDoseQuery } from "../search/parse-dose-query";

const DATA = "../shared/data/drugs";

let seed: CatalogSeed;
let greenBook: GreenBookProduct[] = [];
beforeAll(async () => {
  seed = await readCatalogSeed();
  if (existsSync(`${DATA}/${NAME_FILES.greenBook}`)) {
    greenBook = (await parseGreenBook(createReadStream(`${DATA}/${NAME_FILES.greenBook}`).pipe(createGunzip())))
      .records;
  }
}, 60_000);

describe.skipIf(!existsSync(`${DATA}/${NAME_FILES.greenBook}`))("pets search over the FDA Green Book", () => {
  it("answers every animal-only name, with or without a pet word, never with another human drug", () => {
    const { tally, rows } = auditPetSearch(seed, greenBook);
    const wrong = rows.filter((r) => r[6] === "wrong").map((r) => r[1]);
    // Bac-Neo-Poly is bacitracin / neomycin / polymyxin B abbreviated: the same three ingredients.
    expect(wrong.filter((q) => !String(q).startsWith("Bac-Neo-Poly"))).toEqual([]);
    // Names no query reads as an animal drug: livestock premixes, rDNA constructs, long descriptions (59 of 1,147;
    // 57 until "granules" was read as a form word in the twentieth session: Dyrex, Promazine and Tiox Granules).
    expect(tally["green book: animal-only"]!.none).toBeLessThanOrEqual(59);
    for (const [group, t] of Object.entries(tally)) {
      if (group.startsWith("vet generics") || group.includes("human equivalent")) {
        expect(t.right, group).toBe(t.queries);
        expect(t.pets, group).toBe(t.queries);
      }
      if (group.includes("pet word")) expect(t.pets, group).toBe(t.queries);
    }
    // Pet words in every position, in English and Spanish (my dog's, para mi perra, for my kitty, for my horse ...).
    expect(Object.keys(tally).filter((g) => g.startsWith("vet generics")).length).toBe(15);
    // Horses as owners type them (prisma/seed/README.md, "Twelfth pass: pets"): before, none of these was read.
    for (const group of ["vet generics: for my horse", "vet generics: horse before", "vet generics: para mi caballo"])
      expect(tally[group]!.right, group).toBe(tally[group]!.queries);
    // 1,089 until "granules" was read as a form word (twentieth session): Dyrex, Promazine and Tiox Granules.
    expect(tally["green book + horse word: animal-only"]!.right).toBeGreaterThanOrEqual(1086);
    // Kinds of animal product asked for an animal ("horse dewormer", "dewormer for dogs"): made only for animals.
    const kinds = tally["kinds of animal product + animal word"]!;
    expect(kinds.queries).toBeGreaterThanOrEqual(6);
    expect(kinds.right).toBe(kinds.queries);
  }, 120_000);

  it("answers no US animal product's name with a human drug a foreign or chemical synonym list gives it", () => {
    // MeSH's Antagonil is nicardipine abroad, DrugBank's MGA megestrol acetate; in the US both are Green Book animal
    // drugs (a wildlife drug; melengestrol acetate for heifers), as are the 7 others only those lists name.
    const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
    for (const name of [
      "Antagonil",
      "MGA",
      "Droncit",
      "Eqvalan",
      "Ivomec",
      "Valbazen",
      "Telmin",
      "Torbugesic",
      "Dolorex",
    ]) {
      for (const query of [name, `${name} for dogs`, `${name} for my horse`]) {
        expect(answerOf(catalog, query), query).toMatchObject({ slugs: [], veterinaryOnly: true });
      }
    }
  });

  it("reads a horse word inside every drug name of the seed that holds one as part of that name", () => {
    const names = [...seed.otherDrugNames, ...seed.medications.flatMap((m) => [m.name, m.generic, ...m.aliases])];
    const horsy = new Set(names.map(normalizeSearchText).filter((n) => HORSE_WORD.test(n)));
    expect([...horsy].filter((n) => !HORSE_NAMES.some((h) => n.includes(h)))).toEqual([]);
    for (const name of horsy) expect(parseDoseQuery(name).pets, name).toBe(false);
  });

  it("shows every Green Book product of a human generic in the form its name writes, where the catalog sells it", () => {
    // Before: Amoxi-Drop, Cefa-Drops and Antirobe Aquadrops (oral liquids) showed 20-28 capsules, Amoxi-Tabs and
    // Cefa-Tabs capsules, PrednisTab 57 mL of oral solution.
    const { tally, rows } = auditPetQuantities(seed, greenBook);
    const products = tally["Green Book products of human generics"]!;
    expect(rows.filter((r) => r[6] === "another form").map((r) => r[1])).toEqual([]);
    expect(products["form as written"]).toBeGreaterThanOrEqual(10);
    expect(products["nothing found"] ?? 0).toBe(0);
  }, 120_000);
});

describe("pets prices over the whole catalog", () => {
  it("follow the pets' rules at every chain: never below cost, a person's price, the minimum; daysSupply ignored", () => {
    const counts: Record<string, number> = {};
    let checks = 0;
    for (const check of petPriceChecks(seed)) {
      checks++;
      for (const flag of petPriceFlags(check)) counts[flag] = (counts[flag] ?? 0) + 1;
    }
    expect(checks).toBeGreaterThan(500_000);
    for (const flag of [
      "petsBelowMinimum",
      "petsBelowCost",
      "petsBelowPeople",
      "petsContractBelowPeople",
      "petsAboveUnc",
      "uncDiffers",
      "petsDaysSupplyChanges",
    ])
      expect(counts[flag] ?? 0, flag).toBe(0);
  }, 120_000);
});
