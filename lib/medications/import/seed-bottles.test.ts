// Whole-catalog checks of the fifteenth pass (prisma/seed/README.md, "Fifteenth pass: bottles as sold"): an eye or ear
// drop, nasal spray or topical solution is handed over in its maker's bottle, so it is offered in whole bottles: the
// bottle the state's quarterly units read (bottle-volumes.ts), else one of its form's bottles, never the rounded mean of
// fills of several bottles. Cases are written from the labels' How Supplied and the public files' figures (Alaska
// SDUD 2022 quarterly rows, Part D 2023), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditPackageQuantities } from "./audit-package-quantities";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { indexUsualFills } from "./usual-fills";
import { seedDoseOf } from "../../../test-support/seed-dose-of";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const DATA = "../shared/data/drugs";

describe("bottles as sold, over the whole catalog", () => {
  // [slug, dose label, default (mL or g), offered, where the case comes from]
  const CASES: [string, string, number, number[], string][] = [
    ["latanoprost", "0.005% eye drops", 2.5, [2.5, 5, 7.5], "label: 2.5 mL bottle; Alaska 59762033302 597 fills of 3.6 mL, every quarter whole 2.5 mL; 4 mL before"], // prettier-ignore
    ["xalatan", "0.005% eye drops", 2.5, [2.5, 5, 7.5], "label: 2.5 mL bottle; 4 mL before"],
    ["lumigan", "0.01% eye drops", 2.5, [2.5, 5, 7.5], "label: 2.5, 5 and 7.5 mL bottles; Alaska 00023320503 3.6 mL a fill; 4 before"], // prettier-ignore
    ["travatan", "0.004% eye drops", 2.5, [2.5, 5, 10, 15], "label: 2.5 and 5 mL bottles; Part D 3.9 a claim; 4 before"], // prettier-ignore
    ["vigamox", "0.5% eye drops", 3, [3, 6, 9], "label: 3 mL bottle; Alaska moxifloxacin 60505058204 quarters whole 3 mL; 2.5 before"], // prettier-ignore
    ["combigan", "0.2%-0.5% eye drops", 5, [5, 10, 15], "label: 5, 10 and 15 mL bottles; Alaska 6.9 mL a fill; 7 before"], // prettier-ignore
    ["alphagan", "0.1% eye drops", 5, [5, 10, 15], "Alphagan P label: 5, 10 and 15 mL bottles; 7 before"],
    ["fml", "0.1% eye drops (suspension)", 5, [5, 10, 15], "label: 5, 10 and 15 mL bottles; 7 before"],
    ["bepreve", "1.5% eye drops", 5, [2.5, 5, 10, 15], "label: 5 and 10 mL bottles; Part D 7.2 mL a claim; 7 before"], // prettier-ignore
    ["alrex", "0.2% eye drops (suspension)", 5, [2.5, 5, 10, 15], "label: 5 and 10 mL bottles; Part D 6.9 a claim; 7 before"], // prettier-ignore
    ["polymyxin-b-trimethoprim", "10,000 units/mL / 0.1% eye drops", 10, [10, 20, 30], "label: 10 mL bottle; Alaska 928 fills of 10.05 mL"], // prettier-ignore
    ["ciprofloxacin-dexamethasone", "0.3%-0.1% ear drops (suspension)", 7.5, [7.5, 15, 22.5], "Ciprodex label: 7.5 mL bottle; Alaska 43598032675 575 fills of 7.6 mL; 8 before"], // prettier-ignore
    ["dermotic", "0.01% ear drops", 20, [20, 40, 60], "label: 20 mL bottle; Alaska 45802000910 20.3 mL a fill"],
    ["nasonex", "50 mcg nasal spray", 17, [17, 34, 51], "label: 17 g bottle of 120 sprays; 15 before"],
    ["dymista", "137 mcg-50 mcg nasal spray", 23, [23, 46, 69], "label: 23 g bottle of 120 sprays"],
    ["olopatadine-hydrochloride", "665 mcg nasal spray", 30.5, [30.5, 61, 91.5], "Patanase label: 30.5 g bottle of 240 sprays; 32 before"], // prettier-ignore
    ["salmon-calcitonin", "200 units nasal spray", 3.7, [3.7, 7.4, 11.1], "label: 3.7 mL bottle of 30 doses; 4 before"], // prettier-ignore
    ["fluticasone-propionate", "50 mcg nasal spray", 16, [16, 32, 48], "label: 16 g bottle of 120 sprays"],
    ["jublia", "10% topical solution", 4, [4, 8, 12], "label: 4 and 8 mL bottles; Alaska 00187540004 quarters whole 4 mL; 5 before"], // prettier-ignore
    ["ciclopirox", "8% topical solution", 6.6, [6.6, 13.2, 19.8], "label: 6.6 mL bottle; 7 before"],
    ["derma-smoothe-fs", "0.01% oil", 118.28, [118.28, 236.56, 354.84], "label: 4 fl oz (118.28 mL) bottle; 120 before"], // prettier-ignore
    ["clobetasol-propionate", "0.05% topical solution", 50, [50, 100, 150], "label: 25 and 50 mL bottles; 60 before"], // prettier-ignore
  ];
  it.each(CASES)("%s %s: %d of %j (%s)", (slug, label, count, counts) => {
    const dose = seedDoseOf(seed, slug, label);
    expect(dose.defaultCount).toBe(count);
    expect(dose.counts).toEqual(counts);
  });

  // Guards: what the rule leaves.
  const GUARDS: [string, string, number, string][] = [
    ["restasis", "0.05% eye drops (suspension) (0.4 mL)", 60, "single-use vials, two a day (eleventh pass), not bottles"], // prettier-ignore
    // Alaska bills its pump one a fill (1.0 "g"): a count of pumps, not a bottle of 1 g. The twentieth pass reads the
    // pump from the price the state pays for it: one 112 g pump (seed-quantity-packages.test.ts).
    ["pennsaid", "2% topical solution", 112, "one 112 g pump, not the quarters' 1 \"g\" divisor"], // prettier-ignore
  ];
  it.each(GUARDS)("%s %s stays %d (%s)", (slug, label, count) => {
    expect(seedDoseOf(seed, slug, label).defaultCount).toBe(count);
  });

  it.skipIf(!existsSync(`${DATA}/dispensing`))(
    "offers no package in a part of one and no eye or ear drop between bottles (before: latanoprost, Lumigan, Travatan 4 mL, Combigan, Alrex 7 mL, Ciprodex generic 8 mL)",
    async () => {
      const { dispensing, partD } = await readDispensingSources(DATA);
      const audit = auditPackageQuantities(seed.medications, dispensing, indexUsualFills(partD));
      const rows = (kind: string) => audit.rows.filter((r) => r.kind === kind).map((r) => `${r.slug} ${r.dose} ${r.note}`); // prettier-ignore
      expect(rows("not-whole-packages")).toEqual([]);
      expect(rows("between-bottles")).toEqual([]);
      expect(audit.bottlesRead).toBeGreaterThan(50);
    },
    120_000,
  );
});
