// Whole-catalog checks of the fourteenth pass (prisma/seed/README.md, "Fourteenth pass: courses taken three or four
// times a day, tubes as their sibling strengths"): an antibacterial taken for courses in both programs (acute by its
// fills; Part D's claim of it at most the longest twice-daily course, 30 units) is offered in course counts up to four
// a day for two weeks, not months of daily doses; a tube no file fills is filled as its filled sibling strengths are.
// Cases are written from the labels' usual dosing and package sizes and the public files' figures (Part D 2023 generic
// rows, national and Alaska Medicaid fills), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOX_FORMS, isAntiInfective } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import { classifyFill } from "./measure-dispensing-fit";
import { measureSolidQuantities } from "./measure-solid-quantities";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { COURSE_COUNTS, indexUsualFills, REGIMEN_COUNTS } from "./usual-fills";
import { seedDoseOf } from "../../../test-support/seed-dose-of";
import type { CatalogDose } from "../catalog-types";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const DATA = "../shared/data/drugs";

describe("antibacterial courses taken three or four times a day, over the whole catalog", () => {
  // [slug, dose label, default count, offered counts, where the case comes from]
  const CASES: [string, string, number, number[], string][] = [
    ["clindamycin", "150 mg capsule", 42, [40, 42, 56], "label: 150-300 mg every 6 hours (every 8 in children); Medicaid 42.4 a fill; Part D 2023 clindamycin 25.1 a claim; 30 of 30/60/90 before"], // prettier-ignore
    ["clindamycin", "75 mg capsule", 42, [40, 42, 56], "children's capsule, every 6 to 8 hours; Medicaid 41.4 a fill; 30 before"], // prettier-ignore
    ["amoxicillin", "250 mg chewable tablet", 40, [30, 40, 42], "label: every 8 hours; Medicaid 38.9 a fill; Part D 21.4 a claim; 30 before"], // prettier-ignore
    ["amoxicillin", "250 mg capsule", 30, [28, 30, 40], "label: 250 mg every 8 hours, 10 days; Medicaid 30.2 a fill; 30/60/90 before"], // prettier-ignore
    ["doxycycline-hyclate", "50 mg capsule", 42, [40, 42, 56], "label: 100 mg (two 50 mg) every 12 hours the first day, then 100 mg a day; Medicaid 42.8 a fill; Part D 25.7 a claim; 30 before"], // prettier-ignore
    ["doxycycline-monohydrate", "50 mg tablet", 56, [42, 56], "Medicaid 55.3 a fill; Part D 27.7 a claim; 60 of 60/120/180 before"], // prettier-ignore
    // Courses the earlier passes set stay (fifth pass).
    ["clindamycin", "300 mg capsule", 28, [20, 28, 30], "label: every 6 to 8 hours; Medicaid 26.6 a fill"],
    ["amoxicillin", "500 mg capsule", 20, [14, 20, 28], "Medicaid 23.7 a fill"],
    ["doxycycline-hyclate", "100 mg capsule", 20, [14, 20, 28], "100 mg every 12 hours, 7 to 14 days"],
    // Chronic uses the rule leaves: a Part D claim past a course (acne, prophylaxis, long courses).
    ["minocycline", "100 mg capsule", 30, [30, 60, 90], "acne, months; Part D 2023 minocycline 52.1 a claim"],
    ["penicillin-v-potassium", "250 mg tablet", 30, [30, 60, 90], "prophylaxis twice daily; Part D 35.6 a claim"],
    ["vancomycin", "125 mg capsule", 30, [30, 60, 90], "Part D 72.7 a claim (tapers and pulses): left, README"],
    ["doxycycline-hyclate", "20 mg tablet", 60, [60, 120, 180], "label: 20 mg twice daily for months; Medicaid 63.7 a fill"], // prettier-ignore
  ];
  it.each(CASES)("%s %s: %i of %j (%s)", (slug, label, count, counts) => {
    const dose = seedDoseOf(seed, slug, label);
    expect(dose.defaultCount).toBe(count);
    expect(dose.counts).toEqual(counts);
  });

  // An over-the-counter lozenge or gum offered by the box its quarters read (eighteenth pass: nicotine's 72 and 81):
  // 1, 2 or 3 boxes, a package, not a course.
  const isBoxes = (d: CatalogDose) =>
    BOX_FORMS.has(d.doseForm) && d.quantities.every((q, i) => q.unitCount === (i + 1) * d.quantities[0]!.unitCount);
  // A regimen sold as one course (nineteenth pass: an anti-infective with other drugs, Pylera, Talicia) is counted in
  // regimen counts, several units a dose.
  const courseCounts = (m: { generic: string }) =>
    m.generic.includes(" / ") && isAntiInfective(m.generic.split(" / ")) ? [...COURSE_COUNTS, ...REGIMEN_COUNTS] : COURSE_COUNTS; // prettier-ignore
  it("offers every course of a tablet or capsule in course counts, none past four a day for two weeks", () => {
    const off: string[] = [];
    for (const m of seed.medications)
      for (const d of m.doses)
        if (FORM_KINDS[d.doseForm] === "oral-solid" && classifyFill(d) === "course" && !isBoxes(d))
          for (const q of d.quantities) if (!courseCounts(m).includes(q.unitCount)) off.push(`${m.slug} ${d.label} ${q.unitCount}`); // prettier-ignore
    // Packs and kits whose course is their carton (Sutab's 24 tablets) are the only other counts.
    expect(off.filter((o) => !/^sutab /.test(o))).toEqual([]);
  });

  it.skipIf(!existsSync(`${DATA}/dispensing`))(
    "offers no month of daily doses where a strength's own fills read a course of a course-only antibacterial (11 before: clindamycin 75/150 mg, amoxicillin 250 mg, doxycycline 50/75 mg)",
    async () => {
      const { dispensing, partD } = await readDispensingSources(DATA);
      const measure = measureSolidQuantities(seed.medications, dispensing, indexUsualFills(partD));
      const rows = (kind: string) => measure.rows.filter((r) => r.kind === kind).map((r) => `${r.slug} ${r.dose}`);
      expect(rows("month-of-a-spaced-fill")).toEqual([]);
      // Sutab's carton, and the regimens sold as one course whose fill is their whole course (nineteenth pass).
      expect(rows("spaced-of-a-month-fill")).toEqual([
        "bismuth-subcitrate-metronidazole-tetracycline-hydrochloride 140 mg-125 mg-125 mg capsule",
        "pylera 140 mg-125 mg-125 mg capsule",
        "sutab 225 mg-188 mg-1479 mg tablet",
      ]);
    },
    120_000,
  );
});

describe("tubes no file fills, filled as their medication's filled strengths of the form, over the whole catalog", () => {
  // [slug, dose label, default grams, where the case comes from]
  const CASES: [string, string, number, string][] = [
    ["tretinoin", "0.05% gel", 45, "Atralin label: 45 g tube; its 0.025% gel filled 48.8 g (Alaska); 30 before"],
    ["tretinoin", "0.1% gel", 45, "Retin-A Micro label: 20, 45 and 50 g; 30 before"],
    ["dapsone", "7.5% gel", 60, "Aczone 7.5% label: 30, 60 and 90 g pumps; its 5% gel filled 60.0 g; 30 before"],
    [
      "diclofenac-sodium",
      "1% gel",
      100,
      "label: 100 g tubes; its 3% gel filled 118.5 g, its 100 g tube read (sixteenth pass: 120 before, 30 before the fourteenth)",
    ],
    ["fluocinonide", "0.1% cream", 60, "Vanos label: 30, 60 and 120 g; its 0.05% cream filled 74.0 g; 30 before"],
    ["benzoyl-peroxide-clindamycin-phosphate", "2.5%-1.2% gel", 45, "Acanya label: 50 g pump; its 5%-1.2% gel filled 48.8 g; 30 before"], // prettier-ignore
    // A tube its own fills or its form's claim speak for keeps them.
    ["tretinoin", "0.025% gel", 45, "its own fills, 48.8 g"],
    ["retin-a", "0.01% gel", 30, "Part D 2023 Retin-A 31.0 g a claim, the brand's one kind of form"],
  ];
  it.each(CASES)("%s %s: %i g (%s)", (slug, label, grams) => {
    expect(seedDoseOf(seed, slug, label).defaultCount).toBe(grams);
  });

  it("offers every tube no file fills at its most dispensed sibling's default, but where its brand's claim of the form speaks (17 apart before)", () => {
    const apart: string[] = [];
    for (const m of seed.medications)
      for (const d of m.doses) {
        if (FORM_KINDS[d.doseForm] !== "topical-semisolid" || d.unitKey !== "g" || d.dispensed !== null) continue;
        const content = (o: typeof d) => `${o.unitContent?.value}|${o.unitContent?.unit}`;
        const [top] = m.doses
          .filter(
            (o) =>
              o !== d &&
              o.doseForm === d.doseForm &&
              content(o) === content(d) &&
              o.unitKey === d.unitKey &&
              o.dispensed !== null,
          )
          .sort((a, b) => b.dispensed! - a.dispensed!);
        if (top && top.defaultQuantity !== d.defaultQuantity) apart.push(`${m.slug} ${d.label}`);
      }
    expect(apart).toEqual(["retin-a 0.01% gel", "retin-a 0.06% gel", "retin-a 0.08% gel"]);
  });
});
