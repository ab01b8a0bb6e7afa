// A brand family's name opens on its counter product (prisma/seed/README.md, "Twenty-first pass: a brand family's name
// is its counter product — search"): over-the-counter brands from the shelves, typed whole, each at the product sold
// under the name (never a prescription-only strength); the order written beside the seed against the rule over every
// family of the files; and the whole list measured (brand-family-cases.ts, skipped where the data folder is not
// beside the project). Each test failed on the seed and code before this pass.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { brandFamilies, brandFamilyVerdict } from "./brand-family-cases";
import { findMedications, type SearchCatalog } from "./find-medications";
import { firstAnswerAt } from "./first-answer";
import { searchCatalogOf } from "./search-catalog-of";
import { readTradeNameSources } from "./trade-name-cases";
import BRAND_FAMILY_ORDER from "./brand-family-order.json";

const DATA = "../shared/data/drugs";

let seed: CatalogSeed;
let catalog: SearchCatalog<CatalogMedication>;
beforeAll(async () => {
  seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
}, 120_000);

const at = (q: string) => firstAnswerAt(catalog, q);

describe("a brand family's name opens on its counter product", () => {
  it("opens an over-the-counter name on an over-the-counter product, never a prescription-only strength", () => {
    const OTC: Record<string, string> = {
      // The book's MIDOL: ibuprofen 200 mg tablets and capsules (before: 800 mg, Rx only).
      midol: "ibuprofen 200 mg tablet",
      // The book's NUPRIN, MEDIPREN, MOTRIN MIGRAINE PAIN: 200 mg tablets (before: 800 mg).
      nuprin: "ibuprofen 200 mg tablet",
      medipren: "ibuprofen 200 mg tablet",
      "motrin migraine pain": "ibuprofen 200 mg tablet",
      // Junior Strength Motrin: the 100 mg chewable (before: 800 mg).
      "junior strength motrin": "ibuprofen 100 mg tablet-chewable",
      // Nogenic HC, Cort-Dome: hydrocortisone 1% cream (before: the 2.5% cream, Rx only).
      "nogenic hc": "hydrocortisone 1% cream",
      "cort dome": "hydrocortisone 1% cream",
    };
    const got = Object.fromEntries(Object.keys(OTC).map((q) => [q, at(q)]));
    expect(got).toEqual(OTC);
  });

  it("opens a name on the box RxNorm lists most under it", () => {
    const BOX: Record<string, string> = {
      // Imodium: its 2 mg tablets and capsules (6 + 2 NDCs) against its liquid (8); the 2 mg box holds loperamide's
      // default; Imodium A-D's line names the tablet (before: the liquid).
      imodium: "loperamide-hydrochloride 2 mg tablet",
      // ZzzQuil: the liquid; Gas-X: the 125 mg softgel; Kaopectate: the liquid; Tinactin: the powder spray.
      zzzquil: "diphenhydramine-hydrochloride 8.35 mg/5 mL oral-solution",
      "gas x": "simethicone 125 mg capsule",
      kaopectate: "bismuth-subsalicylate 87.5 mg/5 mL oral-suspension",
      tinactin: "tolnaftate 1% powder-spray",
    };
    const got = Object.fromEntries(Object.keys(BOX).map((q) => [q, at(q)]));
    expect(got).toEqual(BOX);
  });

  it("keeps what the name's other words and strengths ask for", () => {
    const ASKED: Record<string, string> = {
      "midol 200": "ibuprofen 200 mg tablet",
      "advil 400": "ibuprofen 400 mg tablet",
      "imodium liquid": "loperamide-hydrochloride 0.665 mg/5 mL oral-suspension",
      "motrin suspension": "ibuprofen 100 mg/5 mL oral-suspension",
      "children's advil": "ibuprofen 100 mg/5 mL oral-suspension",
      // The 25 mg box: Benadryl Allergy's tablets and the capsules, the medication's default first.
      benadryl: "diphenhydramine-hydrochloride 25 mg capsule",
      advil: "ibuprofen 200 mg tablet",
      motrin: "ibuprofen 200 mg tablet",
      claritin: "loratadine 10 mg tablet",
      // Acetaminophen's default since the twenty-first pass of defaults (the 500 mg, stocked most): Tylenol Extra Strength.
      tylenol: "acetaminophen 500 mg tablet",
    };
    const got = Object.fromEntries(Object.keys(ASKED).map((q) => [q, at(q)]));
    expect(got).toEqual(ASKED);
  });
});

describe.skipIf(!existsSync(`${DATA}/quantities/rxnorm_ndc11_to_clinical_drug_partial_noA.tsv.gz`))(
  "every brand family of the files",
  () => {
    it("writes the over-the-counter families beside the seed, each with its counter product first", async () => {
      const { families } = brandFamilies(seed, await readTradeNameSources(DATA));
      const order: Record<string, string[]> = BRAND_FAMILY_ORDER;
      const key = (ndc: string) => {
        const m = seed.medications.find((x) => x.doses.some((d) => d.ndc === ndc))!;
        const d = m.doses.find((x) => x.ndc === ndc)!;
        return `${m.generic}|${d.strength}|${d.doseForm}`.toLowerCase();
      };
      // 176 written; the measure's families are a few more (advil, alavert, colace...: RxNorm's or the NADAC week's
      // products beyond the doses the seed names them for), answered right by the earlier passes' order.
      const written = families.filter((f) => f.otc && order[f.name]);
      expect(written.length).toBeGreaterThan(160);
      expect(written.filter((f) => key(order[f.name]![0]!) !== key(f.products[0]!.ndc)).map((f) => f.name)).toEqual([]);
    }, 300_000);

    it("opens every over-the-counter family on its counter product, never a prescription-only one", async () => {
      const { families, evidence } = brandFamilies(seed, await readTradeNameSources(DATA));
      const verdicts = families
        .filter((f) => f.otc)
        .map((f) => ({ name: f.name, ...brandFamilyVerdict(f, evidence, findMedications, catalog) }));
      // Before this pass: 181 families, 155 first, 16 at a prescription-only product, 10 at another of theirs.
      expect(verdicts.filter((v) => v.verdict === "rx-only").map((v) => v.name)).toEqual([]);
      expect(verdicts.filter((v) => v.verdict !== "right").map((v) => v.name)).toEqual([]);
    }, 300_000);
  },
);
