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
import { auditPetSearch, petPriceChecks, petPriceFlags } from "./audit-pets";

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
    // Names no query reads as an animal drug: livestock premixes, rDNA constructs, long descriptions (57 of 1,147).
    expect(tally["green book: animal-only"]!.none).toBeLessThanOrEqual(57);
    for (const [group, t] of Object.entries(tally)) {
      if (group.startsWith("vet generics") || group.includes("human equivalent")) {
        expect(t.right, group).toBe(t.queries);
        expect(t.pets, group).toBe(t.queries);
      }
      if (group.includes("pet word")) expect(t.pets, group).toBe(t.queries);
    }
    // Pet words in every position, in English and Spanish (my dog's, para mi perra, for my kitty ...).
    expect(Object.keys(tally).filter((g) => g.startsWith("vet generics")).length).toBe(12);
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
