// Whole-catalog checks of the fourteenth pass (prisma/seed/README.md, "Fourteenth pass: defaults without fills"): a
// medication no file counts defaults to the form the NDC directory lists most and the strength dispensed in the most
// quarters under 11 times (Alaska SDUD 2022's suppressed rows), then the most stocked. Cases are written from the
// public files (Alaska SDUD 2022 rows, RxNorm's NDC file, NADAC), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chooseDefaultDose } from "./choose-default-dose";
import { indexListedPackages, parseListedNdcs } from "./listed-packages";
import { checkAgainstFills, fallbackCandidates } from "./measure-fallback-defaults";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedLookup } from "./seed-lookup";
import { readDispensingSources } from "./read-dispensing-sources";
import { readOptionalSource } from "./read-optional-source";
import { QUANTITY_FILES } from "./seed-provenance";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);
const defaultOf = (slug: string) => doseOf(slug);
const counted = (slug: string) => seed.medications.find((m) => m.slug === slug)!.doses.some((d) => d.dispensed);

// [slug, the default's label, the public evidence]
const DEFAULTS: [string, string, string][] = [
  ["fondaparinux-sodium", "2.5 mg/0.5 mL prefilled syringe", "Alaska SDUD 2022: the 2.5 mg syringes in 3 quarters (55111-0678, 55150-0230), 7.5 and 10 mg in none; was 7.5 mg (most price points)"], // prettier-ignore
  ["eslicarbazepine-acetate", "800 mg tablet", "Alaska SDUD 2022: Aptiom 400 and 800 mg in all 4 quarters, 600 mg in 2, 200 mg in 1; RxNorm lists 36 packages of 800 mg, 32 of 400; was 200 mg"], // prettier-ignore
  ["edarbi", "80 mg tablet", "Alaska SDUD 2022: Edarbi 80 mg in 4 quarters, 40 mg in none"],
  ["edarbyclor", "40 mg-25 mg tablet", "Alaska SDUD 2022: 40/25 mg in 4 quarters, 40/12.5 mg in none"],
  ["viberzi", "100 mg tablet", "Alaska SDUD 2022: 100 mg in 4 quarters, 75 mg in 3"],
  ["verquvo", "10 mg tablet", "Alaska SDUD 2022: the 10 mg tablet (0006-5030) in 1 quarter, 2.5 and 5 mg in none"],
  ["humalog-mix", "25 units-75 units/mL pen (3 mL)", "Alaska SDUD 2022: Mix 75/25 pens (0002-8797 and the generic's) in 8 product-quarters, Mix 50/50 (0002-8798) in 4"], // prettier-ignore
  ["novolog-mix", "70 units-30 units/mL pen (3 mL)", "RxNorm: 40 packages of the 70/30 pen, 16 of the vial (Alaska 2022: pens in 8 product-quarters, the vial in 1)"], // prettier-ignore
  ["isopropyl-alcohol", "70% medicated pad", "RxNorm: 2,252 packages of 70% pads, 1,644 of 70% solution"],
  // Guards, the same before and after: a few suppressed fills do not choose the form.
  [
    "sodium-bicarbonate",
    "650 mg tablet",
    "a tablet is sold: the 50 mL vial, dispensed in 4 quarters, is an emergency room's",
  ],
  ["bacitracin", "500 units/g ointment", "RxNorm: 378 packages of the skin ointment, 30 of the eye ointment (dispensed in 2 quarters)"], // prettier-ignore
];

describe("defaults no dispensing file counts", () => {
  for (const [slug, label, source] of DEFAULTS)
    it(`defaults ${slug} to the ${label} (${source})`, () => {
      expect(counted(slug)).toBe(false);
      expect(defaultOf(slug).label).toBe(label);
    });
});

// The dispensing and RxNorm files beside the project (../shared/data/drugs, as in CI); skipped where they are not.
const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`) || !existsSync(`${DATA}/${QUANTITY_FILES.listed}`))(
  "defaults without counts against the public files (whole catalog)",
  async () => {
    const { dispensing } = await readDispensingSources(DATA);
    const listed = indexListedPackages(await readOptionalSource(DATA, QUANTITY_FILES.listed, parseListedNdcs, []));
    const candidates = fallbackCandidates(seed, dispensing, listed);

    it("gives every medication no file counts the default its evidence picks (44 differed before)", () => {
      const uncounted = seed.medications.filter((m) => !m.doses.some((d) => d.dispensed));
      expect(uncounted.length).toBeGreaterThan(600);
      // Austedo's default is in its Part D line, the tablets (thirteenth pass), before this rule reads its doses;
      // Paxlovid's is its full course, the course pack holding the most (seventeenth pass), not its renal pack; Wegovy's
      // a pen of the size its Part D claims hold (twenty-fourth pass: claimedPackage).
      const later = ["austedo", "paxlovid", "wegovy"];
      const differ = uncounted
        .filter((m) => !later.includes(m.slug) && chooseDefaultDose(candidates.get(m.slug)!) !== m.defaultDose)
        .map((m) => m.slug);
      expect(differ).toEqual([]);
    });

    it("picks the most dispensed strength more often than price points alone, counts hidden (73% against 66%)", () => {
      const check = checkAgainstFills(seed.medications, candidates);
      const rule = check["quarters, then stocked (this pass)"];
      const before = check["price points (before)"];
      expect(rule.of).toBeGreaterThan(600);
      expect(rule.right / rule.of).toBeGreaterThan(0.7);
      expect(rule.right).toBeGreaterThan(before.right);
    });
  },
);
