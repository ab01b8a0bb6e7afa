// Whole-catalog checks of the seventeenth pass (prisma/seed/README.md, "Seventeenth pass: every default against the
// dispensing evidence"): a month's supply is counted at the units a day its own fills read, past four where they read
// more (drugs taken several units with each meal), and every default is measured against the dispensing files by
// class (measure-default-evidence.ts). The label cases are written from the products' package inserts (Dosage and
// Administration), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classifyFill, poolEvidence } from "./measure-dispensing-fit";
import { measureDefaultEvidence } from "./measure-default-evidence";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedLookup } from "./seed-lookup";
import { readDispensingSources } from "./read-dispensing-sources";
import { DAILY_KINDS, indexUsualFills, POOLED_ROW_UNITS_A_DAY_MAX, UNITS_A_DAY_MAX } from "./usual-fills";
import { FORM_KINDS } from "./dose-forms";
import type { CatalogDose } from "../catalog-types";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const brandNdcs = new Set(seed.ndcs.filter((n) => n.isBrand).map((n) => n.ndc));
const { doseOf } = seedLookup(seed);
const isMonthSupply = (d: CatalogDose) => (DAILY_KINDS as readonly string[]).includes(classifyFill(d));
const perDay = (slug: string, label?: string) => Number(doseOf(slug, label).defaultQuantity) / 30;

// [slug, dose label (the default when omitted), fewest and most units a day the label writes, the label's words]
// Each was offered 120 (four a day) before: its units a day are past four.
const SEVERAL_A_DAY: [string, string | undefined, number, number, string][] = [
  ["creon", undefined, 5, 30, "Creon: 500 lipase units/kg a meal, half that with snacks, up to 2,500 units/kg a meal; Creon 24 (24,000 lipase units) for a 70 kg adult, 1.5 to 7 capsules a meal"], // prettier-ignore
  ["creon", "60,000 units-12,000 units-38,000 units delayed-release capsule", 5, 40, "Creon 12 (12,000 lipase units): 3 or more capsules a meal for a 70 kg adult"], // prettier-ignore
  ["zenpep", undefined, 5, 30, "Zenpep: 500 to 2,500 lipase units/kg a meal; Zenpep 20 (20,000 lipase units), 2 to 9 capsules a meal for a 70 kg adult"], // prettier-ignore
  ["zenpep", "42,000 units-10,000 units-32,000 units delayed-release capsule", 5, 40, "Zenpep 10 (10,000 lipase units): 3 or more capsules a meal"], // prettier-ignore
  ["pertzye", undefined, 5, 30, "Pertzye: 500 lipase units/kg a meal to start, with each meal and snack (16,000 units a capsule)"], // prettier-ignore
  ["viokace", undefined, 5, 30, "Viokace: 500 lipase units/kg a meal to start, with meals and snacks (20,880 units a tablet)"], // prettier-ignore
  ["sevelamer-carbonate", undefined, 5, 12, "Renvela: 1 or 2 tablets of 800 mg three times a day with meals to start, raised by one tablet a meal every two weeks"], // prettier-ignore
  ["renvela", undefined, 5, 12, "Renvela: 1 or 2 tablets of 800 mg three times a day with meals to start, titrated to phosphorus"], // prettier-ignore
  ["sevelamer-hydrochloride", undefined, 5, 12, "Renagel: 1 or 2 tablets of 800 mg three times a day with meals, titrated by one tablet a meal"], // prettier-ignore
  ["calcium-acetate", undefined, 6, 12, "calcium acetate 667 mg: 2 capsules with each meal to start, most patients 3 or 4 a meal"], // prettier-ignore
  ["calcium-acetate", "667 mg tablet", 6, 12, "calcium acetate 667 mg tablets: 2 with each meal to start"],
  ["ferric-citrate", undefined, 6, 12, "ferric citrate 1 g: 2 tablets three times a day with meals to start, at most 12 a day"], // prettier-ignore
  ["auryxia", undefined, 6, 12, "Auryxia 1 g: 2 tablets three times a day with meals to start, at most 12 a day"],
  ["lanthanum-carbonate", "500 mg chewable tablet", 5, 9, "Fosrenol: 1,500 mg a day in divided doses with meals to start, up to 4,500 mg (9 of 500 mg)"], // prettier-ignore
  ["balsalazide-disodium", undefined, 5, 9, "balsalazide 750 mg: three capsules three times a day (6.75 g a day, 9 capsules)"], // prettier-ignore
  ["rytary", undefined, 5, 15, "Rytary 23.75/95 mg: 1 capsule three times a day for three days, then 2 three times a day, up to five times a day"], // prettier-ignore
  ["pirfenidone", "267 mg capsule", 5, 9, "pirfenidone 267 mg: 3 capsules three times a day with food after titration (2,403 mg)"], // prettier-ignore
  ["pirfenidone", "267 mg tablet", 5, 9, "pirfenidone 267 mg tablets: 3 three times a day after titration"],
  ["tacrolimus", undefined, 5, 14, "tacrolimus capsules: 0.1 to 0.2 mg/kg a day in two doses after a kidney transplant (7 to 14 of 1 mg for 70 kg)"], // prettier-ignore
  ["prograf", undefined, 5, 14, "Prograf: 0.1 to 0.2 mg/kg a day in two doses (kidney transplant)"],
  ["cyclosporine-modified", undefined, 5, 40, "cyclosporine (modified): 2.5 mg/kg a day for psoriasis or arthritis (7 of 25 mg for 70 kg), more after a transplant"], // prettier-ignore
  ["neoral", undefined, 5, 40, "Neoral: 2.5 mg/kg a day in two doses for psoriasis or rheumatoid arthritis, more after a transplant"], // prettier-ignore
  ["gengraf", undefined, 5, 40, "Gengraf: 2.5 mg/kg a day in two doses for psoriasis or rheumatoid arthritis"],
  ["pentasa", "250 mg extended-release capsule", 5, 16, "Pentasa: 1 g four times a day (16 capsules of 250 mg)"],
  ["nicotine", "2 mg chewing gum", 5, 24, "nicotine gum: a piece every 1 to 2 hours in weeks 1 to 6, at least 9 a day, at most 24"], // prettier-ignore
];

describe("a month's supply at the units a day taken with meals (labels)", () => {
  for (const [slug, label, low, high, words] of SEVERAL_A_DAY)
    it(`offers ${slug}${label ? ` ${label}` : ""} at ${low} to ${high} a day by default (${words})`, () => {
      const d = doseOf(slug, label);
      expect(isMonthSupply(d)).toBe(true);
      expect(perDay(slug, label)).toBeGreaterThanOrEqual(low);
      expect(perDay(slug, label)).toBeLessThanOrEqual(high);
    });
});

// Guards from the same long tail, the same before and after: single doses, spaced rhythms and short courses keep
// their counts, and a dose whose label caps it keeps under the cap.
const GUARDS: [string, string | undefined, number[], string][] = [
  ["ibandronate", undefined, [1], "ibandronate 150 mg: one tablet once a month"],
  ["risedronate-sodium", "150 mg tablet", [1], "risedronate 150 mg: one tablet once a month"],
  ["risedronate-sodium", undefined, [4], "risedronate by default: its 35 mg weekly carton of 4, a month"],
  ["alendronate", undefined, [4], "alendronate 70 mg: one tablet once a week"],
  ["fluconazole", "150 mg tablet", [1], "fluconazole 150 mg: a single oral dose for vaginal candidiasis"],
  ["xofluza", undefined, [1], "Xofluza: a single dose"],
  ["solosec", undefined, [1], "Solosec 2 g: a single packet"],
  ["tinidazole", undefined, [4, 6, 8, 10, 12, 20], "tinidazole: 2 g (4 tablets of 500 mg) once, or once a day for 2 to 5 days"], // prettier-ignore
  ["cefixime", undefined, [1, 5, 7, 10, 14], "cefixime 400 mg: once a day for 5 to 14 days, or once for gonorrhea"],
  ["albendazole", undefined, [2, 4, 6], "albendazole 200 mg: 400 mg once, or twice a day for short courses"],
  ["emverm", undefined, [1, 2, 4, 5, 6], "Emverm: one tablet once, or one twice a day for 3 days"],
  ["oseltamivir", undefined, [10], "oseltamivir 75 mg: twice a day for 5 days"],
  ["trulicity", undefined, [2], "Trulicity: four single-dose 0.5 mL pens a month (2 mL)"],
  ["mounjaro", undefined, [2], "Mounjaro: four single-dose 0.5 mL pens a month (2 mL)"],
  ["carbidopa", undefined, [90, 120, 150, 180, 210, 240], "Lodosyn 25 mg: three or four times a day, at most 200 mg (8 tablets)"], // prettier-ignore
  ["lanthanum-carbonate", "750 mg chewable tablet", [60, 90, 120, 150, 180], "Fosrenol 750 mg: at most 4,500 mg a day (6 tablets)"], // prettier-ignore
];

describe("single doses, spaced rhythms and capped doses keep their counts (labels)", () => {
  for (const [slug, label, counts, words] of GUARDS)
    it(`offers ${slug}${label ? ` ${label}` : ""} by default at ${counts.join(" or ")} (${words})`, () => {
      expect(counts).toContain(Number(doseOf(slug, label).defaultQuantity));
    });
});

describe("units a day, over the whole seed", () => {
  it(`offers no tablet or capsule at more than ${UNITS_A_DAY_MAX} a day`, () => {
    const over = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => FORM_KINDS[d.doseForm] === "oral-solid" && isMonthSupply(d))
        .filter((d) => Number(d.defaultQuantity) / Number(d.baseValue) > 30 * UNITS_A_DAY_MAX)
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(over).toEqual([]);
  });
  it(`reads a Part D row that pools liquids at no more than ${POOLED_ROW_UNITS_A_DAY_MAX} tablets a day (acetaminophen's 891.7 a claim, sodium chloride's 2,042.9)`, () => {
    for (const [slug, label] of [
      ["acetaminophen", "325 mg tablet"],
      ["acetaminophen", "500 mg tablet"],
      ["sodium-chloride", "1000 mg tablet"],
    ] as const)
      expect(perDay(slug, label)).toBeLessThanOrEqual(POOLED_ROW_UNITS_A_DAY_MAX);
  });
});

// The dispensing files beside the project (../shared/data/drugs, as in CI); skipped where they are not.
const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`))(
  "defaults against the dispensing files (whole catalog)",
  async () => {
    const { dispensing, partD } = await readDispensingSources(DATA);
    const { evidenceOf } = poolEvidence(seed.medications, dispensing);

    it("offers every tablet or capsule whose own fills read five or more a day at the units a day they read (18 doses read 5 to 14 a day at their source's median days; all 18 were 120 before)", () => {
      const under: string[] = [];
      let read = 0;
      for (const m of seed.medications)
        for (const d of m.doses) {
          if (FORM_KINDS[d.doseForm] !== "oral-solid" || !isMonthSupply(d)) continue;
          const own = evidenceOf(m, d);
          if (!own) continue;
          // The lowest reading: the fill over the source's median days (the derivation reads a drug's own days, 30 to
          // that median); the highest: over 30 days.
          const low = Math.min(UNITS_A_DAY_MAX, Math.round(own.unitsPerRx / own.daysPerRx));
          const high = Math.min(UNITS_A_DAY_MAX, Math.round(own.unitsPerRx / 30));
          if (low < 5) continue;
          read++;
          const day = Number(d.defaultQuantity) / Number(d.baseValue) / 30;
          if (day < low || day > high) under.push(`${m.slug} ${d.label}: ${day} a day, its fills ${low} to ${high}`);
        }
      expect(read).toBeGreaterThan(5);
      expect(under).toEqual([]);
    });

    it("leaves no single-dose or short-course drug at a month's supply, and no default quantity of a tablet or capsule over 1.5x or under 0.67x its own fill read as a course or a month", () => {
      const result = measureDefaultEvidence(seed.medications, dispensing, indexUsualFills(partD), (n) =>
        brandNdcs.has(n),
      );
      const single = result.findings.filter((f) => f.cls === "single").map((f) => f.slug);
      // Iyuzeh and Timoptic's preservative-free drops: boxes of 30 single-use vials a month, filled by the box.
      expect(single.filter((s) => s !== "iyuzeh" && s !== "timoptic")).toEqual([]);
      const solids = result.findings.filter((f) => f.cls === "quantity" && /\b(tablet|capsule)\b/.test(f.dose));
      // Left, each read apart: Xifaxan 550 mg (50.0 a fill in Alaska, 1.5 a day at its days: once or twice) stays at 30;
      // diphenhydramine 25 mg and its store brands (Alaska bills a clinic's dose, 1.0 a fill; Part D 21.9 a claim); Crexont
      // (no fill of its own; the measure reads the generic ER row, Sinemet CR's tablets, 143.5 a claim).
      const left = ["xifaxan", "diphenhydramine-hydrochloride", "banophen", "diphenhist", "crexont"];
      expect(solids.map((f) => f.slug).filter((s) => !left.includes(s))).toEqual([]);
    });
  },
);
