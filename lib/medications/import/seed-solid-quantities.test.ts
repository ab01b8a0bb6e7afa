// Whole-catalog checks of the thirteenth pass (prisma/seed/README.md, "Thirteenth pass: tablets and capsules at the
// interval their name states"): a tablet or capsule whose RxNorm name states its dosing interval (24 HR, Once-Daily:
// once a day; 12 HR: twice) is offered at it wherever its fills allow that reading. Cases are written from the labels'
// usual dosing and the public files' figures (Part D 2023 brand rows, national Medicaid fills), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FORM_KINDS } from "./dose-forms";
import { classifyFill } from "./measure-dispensing-fit";
import { measureSolidQuantities } from "./measure-solid-quantities";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { indexUsualFills } from "./usual-fills";
import { seedDoseOf } from "../../../test-support/seed-dose-of";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const DATA = "../shared/data/drugs";
const DAILY = ["daily", "twice-daily", "three-times-daily", "four-times-daily"];

describe("tablets and capsules at the interval their name states, over the whole catalog", () => {
  it("offers every strength no file fills at the doses a day its medication's filled strengths of the form share, two or more (9 before: OxyContin 40-80 mg, Belbuca 75/750/900 mcg, Xigduo XR 2.5/1,000, 5/500, 10/500 mg)", () => {
    const apart: string[] = [];
    for (const m of seed.medications) {
      const solid = m.doses.filter((d) => FORM_KINDS[d.doseForm] === "oral-solid" && DAILY.includes(classifyFill(d)));
      const formKey = (d: (typeof solid)[number]) => [d.doseForm, d.duration?.value, d.qualifier].join("|");
      for (const d of solid) {
        const filled = solid.filter((f) => f.dispensed !== null && formKey(f) === formKey(d));
        const shared = new Set(filled.map((f) => f.defaultQuantity));
        if (d.dispensed === null && filled.length >= 2 && shared.size === 1 && !shared.has(d.defaultQuantity))
          apart.push(`${m.slug} ${d.label} ${d.defaultQuantity}`);
      }
    }
    expect(apart).toEqual([]);
  });

  // [slug, dose label, default count, where the case comes from]
  const CASES: [string, string, number, string][] = [
    ["oxycontin", "40 mg extended-release tablet (12 hr, Abuse-Deterrent)", 60, "label: every 12 hours; Part D 2023 OxyContin 59.6 a claim; 30 before"], // prettier-ignore
    ["oxycontin", "80 mg extended-release tablet (12 hr, Abuse-Deterrent)", 60, "label: every 12 hours; 30 before"],
    ["nucynta", "100 mg extended-release tablet (12 hr)", 60, "Nucynta ER label: every 12 hours; Part D 2023 56.3 a claim; 30 before"], // prettier-ignore
    ["xtampza", "27 mg extended-release capsule (12 hr, Abuse-Deterrent)", 60, "label: every 12 hours; Part D 2023 55.3 a claim; 30 before"], // prettier-ignore
    ["rukobia", "600 mg extended-release tablet (12 hr)", 60, "label: 600 mg twice daily; Part D 2023 61.0 a claim; 30 before"], // prettier-ignore
    ["wellbutrin", "150 mg extended-release tablet (12 hr)", 60, "Wellbutrin SR label: 150 mg twice daily; Medicaid 59.5 a fill; 30 before"], // prettier-ignore
    ["bupropion-hydrochloride", "150 mg extended-release tablet (12 hr, Smoking Cessation)", 60, "Zyban label: 150 mg twice daily; 30 before"], // prettier-ignore
    ["glucotrol", "5 mg extended-release tablet (24 hr)", 30, "Glucotrol XL label: 5 mg once daily to start; Medicaid 61.4 a fill; 60 before"], // prettier-ignore
    ["glipizide", "5 mg extended-release tablet (24 hr)", 30, "as Glucotrol XL; 60 before"],
    ["belbuca", "75 mcg buccal film", 60, "label: every 12 hours; its 150-600 mcg films filled at 60; 30 before"],
    ["belbuca", "900 mcg buccal film", 60, "label: every 12 hours; 30 before"],
    ["xigduo", "10 mg-500 mg extended-release tablet (24 hr)", 30, "Xigduo XR label: once daily; its 5/1,000 and 10/1,000 mg filled at 30; 60 before"], // prettier-ignore
    ["oxycontin", "60 mg extended-release tablet (12 hr, Abuse-Deterrent)", 60, "its 10-30 mg filled at 60; 30 before"],
    // Left as the fills read them: several tablets at one time, beyond what a once-a-day reading allows.
    ["metformin-hydrochloride", "500 mg extended-release tablet (24 hr)", 90, "label: up to 2,000 mg once daily; Medicaid 113.9 a fill"], // prettier-ignore
    ["depakote", "500 mg extended-release tablet (24 hr)", 60, "label: 1,000 mg and more once daily; Medicaid 69.7 a fill"], // prettier-ignore
    ["gralise", "600 mg tablet (Once-Daily)", 60, "Medicaid 73.5 a fill, Alaska 65.8: two a day at any days a fill (label's 1,800 mg: left, README)"], // prettier-ignore
    ["orphenadrine-citrate", "100 mg extended-release tablet (12 hr)", 30, "Medicaid 35.0 a fill: once a day at any days a fill"], // prettier-ignore
    // Single, weekly and monthly doses stay as earlier passes set them.
    ["fluconazole", "150 mg tablet", 1, "label: a single 150 mg tablet"],
    ["levonorgestrel", "1.5 mg tablet", 1, "label: one tablet"],
    ["alendronate", "70 mg tablet", 4, "label: one tablet once weekly"],
    ["ibandronate", "150 mg tablet", 1, "label: one tablet once monthly"],
    ["tinidazole", "500 mg tablet", 10, "label: 2 g a day for 1 to 5 days; Medicaid 9.0 a fill"],
  ];
  it.each(CASES)("%s %s: %i (%s)", (slug, label, count) => {
    expect(seedDoseOf(seed, slug, label).defaultCount).toBe(count);
  });

  it.skipIf(!existsSync(`${DATA}/dispensing`))(
    "offers no tablet or capsule at another number a day than its name states where its fills allow the name's (24 before), nor apart from its filled strengths (6 before)",
    async () => {
      const { dispensing, partD } = await readDispensingSources(DATA);
      const measure = measureSolidQuantities(seed.medications, dispensing, indexUsualFills(partD));
      expect(measure.doses).toBeGreaterThan(3000);
      const rows = (kind: string) => measure.rows.filter((r) => r.kind === kind).map((r) => `${r.slug} ${r.dose}`);
      expect(rows("interval-within-evidence")).toEqual([]);
      expect(rows("strength-apart-from-filled")).toEqual([]);
      // No month of daily doses where the strength's own fills read a single dose, weekly or monthly use.
      expect(measure.counts["month-of-a-spaced-fill"]).toBe(0);
    },
    120_000,
  );
});
