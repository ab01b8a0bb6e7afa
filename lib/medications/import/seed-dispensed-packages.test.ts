// Whole-catalog checks of the sixteenth pass (prisma/seed/README.md, "Sixteenth pass: packages as dispensed"): what a
// patient is offered by default, as a pharmacist dispenses it. A reconstituted suspension, a tube, an eye ointment, a
// dental paste, a canister named by its puffs and a box of nebulizer vials are handed over whole, so where the state's
// quarterly units read their package (bottle-volumes.ts) and the fill is one to three of it, they are offered in whole
// packages. The cases are written from public knowledge of how each product is dispensed (labels' How Supplied, the
// usual course or single dose) and the public files' figures (Alaska SDUD 2022 quarterly rows, national SDUD, Part D
// 2023), not read from the seed. Those marked "before" fail on the seed before this pass; the others are guards of
// earlier passes' rules that must hold over the whole long tail (single doses, dose packs, weekly and monthly
// tablets, cycle packs, inhalers, pens and kits).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditPackageQuantities } from "./audit-package-quantities";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { indexUsualFills } from "./usual-fills";
import { seedDoseOf } from "../../../test-support/seed-dose-of";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const DATA = "../shared/data/drugs";

// [slug, dose label, unit offered, default count in that unit, offered counts or null, where the case comes from]
type Case = [string, string, string, number, number[] | null, string];

// The seed offers the dose in `unitKey`, `count` of them by default, and `counts` when the case names them.
function expectOffered(...[slug, label, unitKey, count, counts]: Case) {
  const dose = seedDoseOf(seed, slug, label);
  expect(dose.unitKey).toBe(unitKey);
  expect(dose.defaultCount).toBe(count);
  if (counts) expect(dose.counts).toEqual(counts);
}

describe("packages as dispensed, over the whole catalog", () => {
  const FIXED: Case[] = [
    // Reconstituted suspensions: the bottle the powder is mixed in.
    ["azithromycin", "100 mg/5 mL oral suspension", "mL", 15, [15, 30, 45], "Zithromax label: 15 mL bottle (300 mg); 22 of 22/50/75/100/150/200 mL before"], // prettier-ignore
    ["azithromycin", "200 mg/5 mL oral suspension", "mL", 30, [30, 60, 90], "label: 15, 22.5 and 30 mL bottles; Alaska quarters whole 30 mL; 30 of 30/50/75/100/150/200 before"], // prettier-ignore
    ["fluconazole", "200 mg/5 mL oral suspension", "mL", 35, [35, 70, 105], "Diflucan label: 35 mL after reconstitution; 43 mL before"], // prettier-ignore
    ["cefdinir", "250 mg/5 mL oral suspension", "mL", 100, [100, 200, 300], "label: 60 and 100 mL bottles; 75 mL before"], // prettier-ignore
    ["cefdinir", "125 mg/5 mL oral suspension", "mL", 120, [60, 120, 180], "label: 60 and 100 mL bottles; Alaska quarters whole 60 mL; 100 of 50-200 mL before"], // prettier-ignore
    ["nystatin", "500,000 units/5 mL oral suspension", "mL", 60, [60, 120, 180], "label: 60 mL and 473 mL bottles; 100 mL before"], // prettier-ignore
    ["famotidine", "40 mg/5 mL oral suspension", "mL", 100, [50, 100, 150], "label: 50 mL bottle; 100 of 100/150/200/473 before"], // prettier-ignore
    // Tubes and jars.
    ["metronidazole", "0.75% vaginal gel", "g", 70, [70, 140, 210], "label: 70 g tube with 5 applicators; 60 g before"], // prettier-ignore
    ["vandazole", "0.75% vaginal gel", "g", 70, [70, 140, 210], "label: 70 g tube; 60 g before"],
    ["estrace", "0.01% vaginal cream", "g", 42.5, [42.5, 85, 127.5], "label: 42.5 g tube; 45 g before"],
    ["estradiol", "0.01% vaginal cream", "g", 42.5, [42.5, 85, 127.5], "Estrace's generic: 42.5 g tube; 45 g before"], // prettier-ignore
    ["cleocin", "2% vaginal cream", "g", 40, [40, 80, 120], "label: 40 g tube with 7 applicators; 45 g before"],
    ["clindamycin", "2% vaginal cream", "g", 40, [40, 80, 120], "Cleocin's generic: 40 g tube; 45 g before"],
    ["silver-sulfadiazine", "1% cream", "g", 50, [50, 100, 150], "label: 20, 50, 85, 400 and 1,000 g; Alaska quarters whole 50 g; 60 g before"], // prettier-ignore
    ["ssd", "1% cream", "g", 50, [50, 100, 150], "label: 25, 50, 85, 400 g; 60 g before"],
    ["silvadene", "1% cream", "g", 50, [50, 100, 150], "label: 20, 50, 85, 400, 1,000 g; 60 g before"],
    ["azelaic-acid", "15% gel", "g", 50, [50, 100, 150], "Finacea label: 50 g tube; 60 g before"],
    ["benzoyl-peroxide-clindamycin", "5%-1% gel", "g", 25, [25, 50, 75], "BenzaClin label: 25 and 50 g; 30 g before"], // prettier-ignore
    ["calcipotriene", "0.005% cream", "g", 120, [60, 120, 180], "label: 60 and 120 g tubes; 92 g (a rounded mean) before"], // prettier-ignore
    ["calcipotriene", "0.005% ointment", "g", 60, [60, 120, 180], "label: 60 and 120 g tubes; 85 g before"],
    ["diclofenac-sodium", "3% gel", "g", 100, [100, 200, 300], "Solaraze label: 100 g tube; 120 g before"],
    ["tacrolimus", "0.1% ointment", "g", 60, [30, 60, 90], "Protopic label: 30, 60 and 100 g tubes; 45 g before"],
    ["tacrolimus", "0.03% ointment", "g", 60, [30, 60, 90], "Protopic label: 30, 60 and 100 g tubes; 45 g before"], // prettier-ignore
    ["elidel", "1% cream", "g", 30, [30, 60, 90], "label: 30, 60 and 100 g tubes; 45 g before"],
    ["ketoconazole", "2% cream", "g", 60, [30, 60, 90], "label: 15, 30 and 60 g tubes; 45 g before"],
    ["nystatin-triamcinolone-acetonide", "100,000 units/g / 0.1% cream", "g", 30, [30, 60, 90], "label: 15, 30 and 60 g tubes; 45 g before"], // prettier-ignore
    ["hydrocortisone", "1% ointment", "g", 56.7, [28.35, 56.7, 85.05], "label: 1 oz (28.35 g) tube; 45 g before"], // prettier-ignore
    ["oralone", "0.1% oral paste", "g", 5, [5, 10, 15], "label: 5 g tube; 7 g before"],
    ["proctofoam-hc", "1%-1% rectal foam", "g", 10, [10, 20, 30], "label: 10 g aerosol container; 11 g before"],
    // Metered-dose inhalers RxNorm names by their puffs: one canister, its labelled mass.
    ["levalbuterol", "45 mcg inhaler (200 puffs)", "inhaler", 1, [1, 2, 3], "Xopenex HFA label: 15 g canister, 200 puffs; 18 g before"], // prettier-ignore
    ["asmanex", "100 mcg inhaler (120 puffs)", "inhaler", 1, [1, 2, 3], "Asmanex HFA label: 13 g canister, 120 puffs; 14 g before"], // prettier-ignore
    ["asmanex", "50 mcg inhaler (120 puffs)", "inhaler", 1, [1, 2, 3], "Asmanex HFA label: 13 g for every strength; 17.5 g before"], // prettier-ignore
    ["breztri", "160 mcg-4.8 mcg-9 mcg inhaler (120 puffs)", "inhaler", 1, [1, 2, 3], "label: 10.7 g canister, 120 puffs; 12 g before"], // prettier-ignore
    ["dulera", "5 mcg-200 mcg inhaler (120 puffs)", "inhaler", 1, [1, 2, 3], "label: 13 g canister, 120 puffs, every strength; 17.2 g before"], // prettier-ignore
    ["dulera", "5 mcg-100 mcg inhaler (120 puffs)", "inhaler", 1, [1, 2, 3], "label: 13 g canister; 17.2 g before"], // prettier-ignore
    // Nebulizer vials, by the box.
    ["pulmozyme", "1 mg/mL nebulizer solution", "mL", 75, [75, 150, 225], "label: 30 ampules of 2.5 mL (75 mL) a carton; 90 mL before"], // prettier-ignore
    ["budesonide", "0.25 mg/mL nebulizer suspension", "mL", 120, [60, 120, 180], "Pulmicort Respules: 30 x 2 mL (60 mL) a carton, twice a day a month; 90 mL (45 vials) before"], // prettier-ignore
  ];
  it.each(FIXED)("%s %s: %s %d of %j (%s)", expectOffered);

  it("offers a canister named by its puffs as inhalers of its labelled mass (Xopenex HFA 15 g, Asmanex HFA 13 g, Breztri 10.7 g, Dulera 13 g)", () => {
    const grams = (slug: string, label: string) => seedDoseOf(seed, slug, label).baseValue;
    expect(grams("levalbuterol", "45 mcg inhaler (200 puffs)")).toBe(15);
    expect(grams("asmanex", "200 mcg inhaler (120 puffs)")).toBe(13);
    expect(grams("breztri", "160 mcg-4.8 mcg-9 mcg inhaler (120 puffs)")).toBe(10.7);
    expect(grams("dulera", "5 mcg-50 mcg inhaler (120 puffs)")).toBe(13);
  });

  // Guards over the long tail: single doses, courses, dose packs, weekly and monthly tablets, cycle packs, devices.
  const GUARDS: Case[] = [
    ["fluconazole", "150 mg tablet", "tablet", 1, [1, 3], "a single dose for vaginal candidiasis (Diflucan 150 mg: 1 tablet)"], // prettier-ignore
    ["azithromycin", "250 mg tablet", "tablet", 6, null, "Z-Pak: 6 tablets"],
    ["zithromax", "250 mg tablet", "tablet", 6, null, "Z-Pak: 6 tablets"],
    ["methylprednisolone", "4 mg tablet", "tablet", 21, null, "Medrol Dosepak: 21 tablets"],
    ["ella", "30 mg tablet", "tablet", 1, [1], "emergency contraception: 1 tablet"],
    ["levonorgestrel", "1.5 mg tablet", "tablet", 1, [1], "Plan B One-Step: 1 tablet"],
    ["my-way", "1.5 mg tablet", "tablet", 1, [1], "emergency contraception: 1 tablet"],
    ["option-2", "1.5 mg tablet", "tablet", 1, [1], "emergency contraception: 1 tablet"],
    ["alendronate", "70 mg tablet", "tablet", 4, [4, 12], "weekly: 4 tablets a month"],
    ["fosamax", "70 mg tablet", "tablet", 4, [4, 12], "weekly: 4 tablets a month"],
    ["ibandronate", "150 mg tablet", "tablet", 1, [1, 3], "monthly: 1 tablet"],
    ["actonel", "150 mg tablet", "tablet", 1, [1, 3], "monthly: 1 tablet"],
    ["ergocalciferol", "50,000 units capsule", "capsule", 4, [4, 12], "weekly: 4 capsules a month"],
    ["fluoxetine", "90 mg delayed-release capsule", "capsule", 4, [4, 12], "Prozac Weekly: 4 capsules a month"],
    ["oseltamivir", "75 mg capsule", "capsule", 10, null, "Tamiflu: one twice a day for 5 days"],
    ["nitrofurantoin-macrocrystals-nitrofurantoin-monohydrate", "100 mg capsule", "capsule", 14, null, "Macrobid: twice a day for 7 days"], // prettier-ignore
    ["prednisone", "20 mg tablet", "tablet", 10, null, "a burst: 40 mg a day for 5 days"],
    ["dexamethasone", "6 mg tablet", "tablet", 5, null, "a short course (Medicaid 5 a fill)"],
    ["nitroglycerin", "0.4 mg sublingual tablet", "tablet", 25, [25, 50, 75], "Nitrostat: bottles of 25"],
    ["nitrostat", "0.4 mg sublingual tablet", "tablet", 25, [25, 50, 75], "bottles of 25"],
    ["varenicline", "1 mg tablet", "tablet", 60, null, "twice a day"],
    ["sprintec", "35 mcg-0.25 mg pack (28 days)", "pack", 1, [1, 3], "one 28-day pack"],
    ["camila", "0.35 mg pack (28 days)", "pack", 1, [1, 3], "one 28-day pack"],
    ["errin", "0.35 mg pack (28 days)", "pack", 1, [1, 3], "one 28-day pack"],
    ["xulane", "35 mcg-0.15 mg/24 hr patch (168 hr)", "patch", 3, [3, 6, 9], "one carton of 3 weekly patches"],
    ["nuvaring", "15 mcg-0.12 mg/24 hr vaginal ring (21 days)", "ring", 1, [1, 3], "one ring a cycle"],
    ["fosfomycin", "3000 mg granules for oral solution", "packet", 1, [1], "Monurol: one 3 g sachet"],
    ["albuterol", "90 mcg inhaler (200 puffs, 8.5 g)", "inhaler", 1, [1, 2, 3], "one inhaler"],
    ["ventolin", "90 mcg inhaler (200 puffs)", "inhaler", 1, [1, 2, 3], "one 18 g inhaler"],
    ["symbicort", "160 mcg-4.5 mcg inhaler (120 puffs)", "inhaler", 1, [1, 2, 3], "one 10.2 g inhaler"],
    ["advair", "250 mcg-50 mcg dry powder inhaler (60 doses)", "inhaler", 1, [1, 2, 3], "one Diskus of 60"],
    ["epipen", "0.3 mg/0.3 mL auto-injector", "auto-injector", 2, [2, 4, 6], "EpiPen 2-Pak"],
    ["narcan", "4 mg nasal spray", "device", 2, [2, 4, 6], "a carton of 2 devices"],
    ["sumatriptan", "20 mg nasal spray", "device", 6, [6, 12, 18], "Imitrex nasal: 6 devices a carton"],
    ["ozempic", "2 mg/1.5 mL pen (0.25 mg or 0.5 mg doses)", "pen", 1, [1, 2, 3], "one pen a carton"],
    ["trulicity", "1.5 mg/0.5 mL auto-injector", "box-of-4-pens", 1, [1, 2, 3], "a carton of 4 weekly pens"],
    ["latanoprost", "0.005% eye drops", "mL", 2.5, [2.5, 5, 7.5], "one 2.5 mL bottle"],
    ["fluticasone-propionate", "50 mcg nasal spray", "g", 16, [16, 32, 48], "one 16 g bottle"],
    ["ciprofloxacin-dexamethasone", "0.3%-0.1% ear drops (suspension)", "mL", 7.5, [7.5, 15, 22.5], "Ciprodex: one 7.5 mL bottle"], // prettier-ignore
    ["erythromycin", "0.5% eye ointment", "g", 3.5, null, "one 3.5 g tube"],
    ["tobradex", "0.1%-0.3% eye ointment", "g", 3.5, null, "one 3.5 g tube"],
    ["permethrin", "5% cream", "g", 60, null, "one 60 g tube"],
    ["premarin", "0.0625% vaginal cream", "g", 30, null, "one 30 g tube"],
    ["eucrisa", "2% ointment", "g", 60, null, "label: 60 g tube"],
    ["tretinoin", "0.025% cream", "g", 45, null, "label: 20 and 45 g tubes"],
  ];
  it.each(GUARDS)("%s %s stays %s %d (%s)", expectOffered);

  it("offers no antibacterial suspension by the pint: a course is its bottle (guard)", () => {
    for (const m of seed.medications)
      for (const d of m.doses)
        if (d.unitKey === "mL" && /suspension/.test(d.label) && /cillin|cef|mycin|floxacin/.test(m.generic))
          expect(
            d.quantities.map((q) => Number(q.value)),
            `${m.slug} ${d.label}`,
          ).not.toContain(473);
  });

  it.skipIf(!existsSync(`${DATA}/dispensing`))(
    "offers every dose whose package the quarterly units read, and whose fill is one to three of it, in whole packages (51 doses, 24 defaults, before)",
    async () => {
      const { dispensing, partD } = await readDispensingSources(DATA);
      const audit = auditPackageQuantities(seed.medications, dispensing, indexUsualFills(partD));
      const rows = audit.rows.filter((r) => r.kind === "package-not-read").map((r) => `${r.slug} ${r.dose} ${r.note}`);
      expect(rows).toEqual([]);
      expect(audit.counts["oral-liquid-volume"].doses).toBeLessThanOrEqual(40);
    },
    120_000,
  );
});
