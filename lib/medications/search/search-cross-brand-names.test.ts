// A brand's trade name opens its own product, a product the Orange Book rates substitutable for it, or nothing —
// never another brand's different product (prisma/seed/README.md, "Twenty-third pass: a brand's name opens its own
// product or none — search"). Names written from the Orange Book's trade names of ingredients the catalog sells only
// under other brands; the whole list measured (cross-brand-name-cases.ts, skipped where the data folder is not
// beside the project); Lactated Ringer's by the name on its bag. All but the guards fail on the seed before this pass.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { readDrugNameSources } from "../import/read-drug-name-sources";
import { bookByTradeName, crossBrandCases, crossBrandVerdict } from "./cross-brand-name-cases";
import { findMedications, type SearchCatalog } from "./find-medications";
import { firstAnswerAt } from "./first-answer";
import { searchCatalogOf } from "./search-catalog-of";

const DATA = "../shared/data/drugs";

let seed: CatalogSeed;
let catalog: SearchCatalog<CatalogMedication>;
beforeAll(async () => {
  seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
}, 120_000);

const at = (q: string) => firstAnswerAt(catalog, q);

describe("a brand's name never opens another brand's different product", () => {
  it("answers a name the book rates equivalent to no brand the catalog sells with nothing", () => {
    // Each: the book's product of the name, and the other brand it opened before (none shares an A code with it).
    const NOT_SOLD = [
      "kyzatrex", // testosterone undecanoate 100-200 mg capsules; before: Jatenzo 237 mg (its own NDA)
      "phyrago", // dasatinib, its own 505(b)(2) NDA with no code; before: Sprycel 100 mg
      "xphozah", // tenapanor 10-30 mg for phosphate; before: Ibsrela 50 mg
      "prepopik", // a powder for oral solution; before: Clenpiq's ready solution
      "prostin vr pediatric", // alprostadil 0.5 mg/mL for infusion; before: Edex's cartridge
      "beconase aq", // beclomethasone nasal spray 42 mcg (discontinued); before: Qnasl 80 mcg aerosol
      "vanceril", // a 42 mcg inhaler (discontinued); before: Qvar 40 mcg
      "calderol", // calcifediol 20/50 mcg capsules (discontinued); before: Rayaldee 30 mcg extended-release
      "polmon", // dexchlorpheniramine syrup, marketed without a code; before: Ryclora, not in the book
      "opcon a", // naphazoline/pheniramine 0.02675%/0.315%; before: Naphcon-A 0.025%/0.3%
      "lignospan standard", // a dental cartridge, no code; before: Xylocaine with Epinephrine
    ];
    const got = Object.fromEntries(NOT_SOLD.map((q) => [q, at(q)]));
    expect(got).toEqual(Object.fromEntries(NOT_SOLD.map((q) => [q, "NONE"])));
  });

  it("opens GlucaGen on glucagon's 1 mg vial, not Gvoke's pen", () => {
    expect(at("glucagen")).not.toMatch(/^gvoke/);
    expect(at("glucagen")).toMatch(/^glucagon.* 1 mg injection$/);
  });

  it("still opens a name on a brand the book rates substitutable, or on a discontinued name's same product", () => {
    const KEPT: Record<string, RegExp> = {
      logilia: /^ella 30 mg tablet$/, // both AB (ulipristal 30 mg)
      eurax: /^crotan 10% lotion$/, // both AT (crotamiton 10% lotion)
      "lo ovral": /^(cryselle|low-ogestrel|elinest|turqoz).* 30 mcg-0.3 mg pack$/, // discontinued; AB generics of it
      ergostat: /^ergomar 2 mg tablet-sublingual$/, // discontinued; the same 2 mg sublingual tablet
      vermox: /^emverm 100 mg tablet-chewable$/, // discontinued 100 mg chewable
      permapen: /^bicillin-l-a 600,000 units\/mL/, // discontinued; the same 600,000 units/mL
    };
    const got = Object.fromEntries(Object.keys(KEPT).map((q) => [q, at(q)]));
    for (const [q, want] of Object.entries(KEPT)) expect(got[q], q).toMatch(want);
  });
});

describe("a fluid by the name on its bag", () => {
  it("finds Lactated Ringer's as the Orange Book, the NADAC file and SDUD write it", () => {
    // The book's LACTATED RINGER'S IN PLASTIC CONTAINER (calcium chloride / potassium chloride / sodium chloride /
    // sodium lactate); the NADAC file's "lactated ringers injection"; SDUD's cut "lactated r" (before: erythromycin).
    const LR = "calcium-chloride-potassium-chloride-sodium-chloride-sodium-lactate";
    for (const q of ["lactated ringer's", "lactated ringers", "lactated ringers injection", "lactated r"])
      expect(at(q), q).toMatch(new RegExp(`^${LR} `));
    // A fluid's possessive elsewhere: "children's zyrtec hives relief" (Drugs@FDA) is cetirizine.
    expect(at("children's zyrtec hives relief")).toMatch(/^cetirizine/);
  });
});

describe.skipIf(!existsSync(`${DATA}/names/orange_book_products_2024-05.txt.gz`))(
  "every trade name of the book sold only under other brands",
  () => {
    it("opens another brand only where the book rates it substitutable", async () => {
      const { sources } = await readDrugNameSources(DATA);
      const book = bookByTradeName(sources.orangeBook);
      const cases = crossBrandCases(seed.medications, sources.orangeBook);
      const other = cases
        .map((c) => ({ name: c.name, ...crossBrandVerdict(c, book, findMedications, catalog) }))
        .filter((v) => v.verdict === "other-brand")
        .map((v) => v.name);
      expect(cases.length).toBeGreaterThan(40);
      // Left: "ogestrel" is a word of Low-Ogestrel's name; "alphacaine hydrochloride w epinephrine" is matched by
      // its ingredient words (no alias gives either name).
      expect(other.sort()).toEqual(["alphacaine hydrochloride w epinephrine", "ogestrel"]);
    }, 120_000);
  },
);
