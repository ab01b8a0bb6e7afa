// Whole-catalog checks of the eighteenth pass (prisma/seed/README.md, "Eighteenth pass: quantities a patient is
// dispensed"): scheduled injection devices at a month of their fills, an unfilled device as its filled sibling, generic
// tablets only the state's file fills at its generics' days, a combination taken as its as-needed ingredient, and
// over-the-counter lozenges by the box. The label cases are written from the products' package inserts (Dosage and
// Administration, How Supplied) and the Drug Facts of the over-the-counter products, not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measureDispensedOnce } from "./measure-dispensed-once";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedLookup } from "./seed-lookup";
import { readDispensingSources } from "./read-dispensing-sources";
import { indexUsualFills } from "./usual-fills";
import { FORM_KINDS } from "./dose-forms";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { defaultCount } = seedLookup(seed);

// [slug, dose label (the default when omitted), the devices a month, the label's words]
const DEVICES_A_MONTH: [string, string | undefined, number, string][] = [
  ["repatha", "140 mg/mL auto-injector (1 mL)", 2, "Repatha: 140 mg every 2 weeks (or 420 mg monthly by the Pushtronex cartridge)"], // prettier-ignore
  ["repatha", "140 mg/mL prefilled syringe (1 mL)", 2, "Repatha: 140 mg every 2 weeks"],
  ["humira", "40 mg/0.4 mL auto-injector", 2, "Humira: 40 mg every other week (pens in cartons of 2)"],
  ["humira", "40 mg/0.8 mL auto-injector", 2, "Humira: 40 mg every other week"],
  ["cosentyx", "150 mg/mL auto-injector (1 mL)", 2, "Cosentyx: 300 mg every 4 weeks, given as two 150 mg injections"], // prettier-ignore
  ["cosentyx", "150 mg/mL prefilled syringe (1 mL)", 2, "Cosentyx: 300 mg every 4 weeks, two 150 mg syringes"],
  ["emgality", "120 mg/mL prefilled syringe (1 mL)", 1, "Emgality: 120 mg once monthly after a 240 mg loading dose"], // prettier-ignore
  ["emgality", "120 mg/mL auto-injector (1 mL)", 1, "Emgality: 120 mg once monthly"],
  ["taltz", "80 mg/mL prefilled syringe (1 mL)", 1, "Taltz: 80 mg every 4 weeks after the starting doses"],
  ["taltz", "80 mg/mL auto-injector (1 mL)", 1, "Taltz: 80 mg every 4 weeks"],
  // Guards that hold before and after.
  ["aimovig", "140 mg/mL auto-injector (1 mL)", 1, "Aimovig: 70 or 140 mg once monthly"],
  ["ajovy", undefined, 1, "Ajovy: 225 mg monthly"],
  ["praluent", "75 mg/mL auto-injector (1 mL)", 2, "Praluent: 75 or 150 mg every 2 weeks"],
  ["skyrizi", "150 mg/mL auto-injector (1 mL)", 1, "Skyrizi: 150 mg every 12 weeks after two starting doses"],
  ["tremfya", "100 mg/mL auto-injector (1 mL)", 1, "Tremfya: 100 mg every 8 weeks"],
  ["dupixent", "300 mg/2 mL prefilled syringe", 2, "Dupixent: 300 mg every other week"],
  ["enbrel", "50 mg/mL prefilled syringe (1 mL)", 4, "Enbrel: 50 mg once weekly"],
  ["ozempic", "4 mg/3 mL pen", 1, "Ozempic 1 mg: one pen of four weekly doses"],
  ["trulicity", "1.5 mg/0.5 mL auto-injector", 1, "Trulicity: one carton of 4 weekly pens"],
  ["mounjaro", "5 mg/0.5 mL auto-injector", 1, "Mounjaro: one carton of 4 weekly pens"],
  ["zepbound", "5 mg/0.5 mL auto-injector", 1, "Zepbound: one carton of 4 weekly pens"],
];

describe("scheduled injection devices at a month of their schedule (labels)", () => {
  for (const [slug, label, count, words] of DEVICES_A_MONTH)
    it(`offers ${slug}${label ? ` ${label}` : ""} ${count} by default (${words})`, () => {
      expect(defaultCount(slug, label)).toBe(count);
    });
});

// [slug, dose label, most units a day, the Drug Facts' or label's words]
const ONCE_A_DAY: [string, string, number, string][] = [
  ["loratadine", "10 mg tablet", 1, "loratadine 10 mg: 1 tablet daily; not more than 1 tablet in 24 hours"],
  ["cetirizine-hydrochloride", "10 mg tablet", 1, "cetirizine 10 mg: one tablet once daily; do not take more than one in 24 hours"], // prettier-ignore
  ["cetirizine-hydrochloride", "5 mg tablet", 1, "cetirizine 5 mg: one or two tablets once daily; not more than 10 mg in 24 hours"], // prettier-ignore
  ["fexofenadine-hydrochloride", "180 mg tablet", 1, "fexofenadine 180 mg: one tablet once a day; not more than 1 in 24 hours"], // prettier-ignore
];

describe("over-the-counter antihistamines taken once a day (Drug Facts)", () => {
  for (const [slug, label, most, words] of ONCE_A_DAY)
    it(`offers ${slug} ${label} at ${most} a day for a month (${words})`, () => {
      expect(defaultCount(slug, label)).toBeLessThanOrEqual(30 * most);
      expect(defaultCount(slug, label)).toBeGreaterThanOrEqual(28);
    });
});

// [slug, dose label (the default when omitted), the counts a pharmacist hands over, the label's words]
const COURSES: [string, string | undefined, number[], string][] = [
  ["symbravo", undefined, [6, 7, 9, 10, 12, 14], "Symbravo: 1 tablet for a migraine, at most 1 in 24 hours; as needed, never daily"], // prettier-ignore
  ["nicotine", "2 mg lozenge", [72, 81, 108, 144, 162], "nicotine lozenges: sold in boxes of 72 and 81 (24 and 27 a tube)"], // prettier-ignore
  ["nicotine", "4 mg lozenge", [72, 81, 108, 144, 162], "nicotine lozenges: sold in boxes of 72 and 81"],
  // Guards from the brief's long tail, the same before and after.
  ["fluconazole", "150 mg tablet", [1], "fluconazole 150 mg: a single oral dose"],
  ["levonorgestrel", undefined, [1], "levonorgestrel 1.5 mg: one tablet as soon as possible"],
  ["ella", undefined, [1], "ella: one tablet"],
  ["xofluza", undefined, [1], "Xofluza: a single dose"],
  ["solosec", undefined, [1], "Solosec: a single 2 g packet"],
  ["fosfomycin", undefined, [1], "fosfomycin 3 g: a single sachet"],
  ["oseltamivir", "75 mg capsule", [10], "oseltamivir 75 mg: twice daily for 5 days"],
  ["azithromycin", "250 mg tablet", [6], "azithromycin 250 mg: 500 mg then 250 mg daily, days 2-5 (6 tablets)"],
  ["azithromycin", "1000 mg powder for oral suspension", [1], "azithromycin 1 g packet: a single dose"],
  ["sumatriptan", "50 mg tablet", [6, 7, 9, 10, 12, 14, 18], "sumatriptan: for a migraine, at most 200 mg a day; cards of 9"], // prettier-ignore
  ["rizatriptan", "10 mg tablet", [6, 7, 9, 10, 12, 14, 18], "rizatriptan: for a migraine, packs of 6, 12, 18"],
  ["ivermectin", "3 mg tablet", [1, 2, 3, 4, 5, 6, 7, 10, 14, 20], "ivermectin 3 mg: 150-200 mcg/kg once"],
  ["praziquantel", undefined, [3, 6, 10, 14], "praziquantel 600 mg: three doses in one day"],
  ["albendazole", undefined, [2, 3, 5, 6, 7, 10, 14], "albendazole 200 mg: 400 mg once, or twice a day for days"],
  ["tinidazole", "500 mg tablet", [4, 6, 7, 8, 10, 14, 20], "tinidazole: 2 g once, or daily for 2-5 days"],
  ["methylprednisolone", "4 mg pack (21 tablets)", [1], "methylprednisolone 4 mg dose pack: 21 tablets over 6 days"],
  ["nitrofurantoin-macrocrystals-nitrofurantoin-monohydrate", undefined, [10, 14, 20], "Macrobid: twice daily for 5-7 days"], // prettier-ignore
];

describe("single doses, courses and boxes as dispensed (labels)", () => {
  for (const [slug, label, counts, words] of COURSES)
    it(`offers ${slug}${label ? ` ${label}` : ""} ${counts.join(" or ")} by default (${words})`, () => {
      expect(counts).toContain(defaultCount(slug, label));
    });
});

describe("whole catalog", () => {
  it("reads every scheduled device's count from its own fills or a filled sibling of its strength, never a count a claim that pools other presentations gives where a sibling is filled", () => {
    const off: string[] = [];
    for (const m of seed.medications)
      for (const d of m.doses) {
        if (!d.package || !["syringe", "pen"].includes(FORM_KINDS[d.doseForm]) || d.unitKey.startsWith("box")) continue;
        // Siblings of the same strength and content, another device form: their defaults agree.
        const siblings = m.doses.filter(
          (o) =>
            o !== d &&
            o.strength === d.strength &&
            o.baseValue === d.baseValue &&
            o.package &&
            ["syringe", "pen"].includes(FORM_KINDS[o.doseForm]) &&
            o.dispensed !== null &&
            d.dispensed === null,
        );
        for (const o of siblings)
          if (o.defaultQuantity !== d.defaultQuantity) off.push(`${m.slug} ${d.label} against ${o.label}`);
      }
    expect(off).toEqual([]);
  });
});

const DATA = "../shared/data/drugs";
describe.runIf(existsSync(`${DATA}/dispensing`))("against the dispensing files (whole catalog)", async () => {
  const { dispensing, partD } = await readDispensingSources(DATA);
  const result = measureDispensedOnce(seed.medications, seed.ndcs, dispensing, indexUsualFills(partD));
  const of = (cls: string) => result.findings.filter((f) => f.cls === cls).map((f) => `${f.slug} ${f.dose}`);

  it("offers no tablet a month whose own fills are a course or a single dose", () => {
    expect(of("own-short")).toEqual([]);
  });

  it("offers no combination a month whose ingredient is filled only as courses", () => {
    expect(of("combination-course")).toEqual([]);
  });

  it("reads no scheduled device's default off the raw mean of its mixed fills", () => {
    expect(of("device-month")).toEqual([]);
  });

  it("counts no generic tablet only the state fills at more a day than its fill reads at the state's generics' days", () => {
    expect(of("generic-days")).toEqual([]);
  });

  it("offers every over-the-counter lozenge whose box the state's quarters read by that box", () => {
    // Fexofenadine 60 mg keeps 30 (twice a day for a month): its one NDC read (15 tablets, 56 fills) is not a lozenge.
    expect(of("otc-bottle").filter((f) => /lozenge|gum/.test(f))).toEqual([]);
  });

  // The nineteenth pass's classes (seed-course-products.test.ts has their cases): a regimen offered by months, a
  // device filled apart from its same-strength siblings, a weekly carton beside its loose tablet.
  it.each(["regimen-month", "device-sibling", "weekly-carton"])("measures no %s", (cls) => {
    expect(of(cls)).toEqual([]);
  });

  it("leaves a molecule's only short-course reading apart (Claritin-D 12 hour, whose 24-hour form is filled 12.6)", () => {
    expect(of("molecule-short")).toEqual(["loratadine-pseudoephedrine-sulfate 5 mg-120 mg extended-release tablet (12 hr)"]); // prettier-ignore
  });
});
