// Whole-catalog checks of the twenty-fifth pass (prisma/seed/README.md, "Twenty-fifth pass: oral liquids as a course
// or as stock bottles"): every oral solution, suspension, syrup and elixir counted by the mL is offered in a course's
// volumes (a course drug), whole stock bottles (a maintenance drug) or fluid-ounce bottles (over the counter), or in
// whole packages a file reads or a label states; never the mean of mixed fills ("57 mL"). The cases are written from
// the products' labels (How Supplied, net contents) and pharmacy practice, not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measureOralLiquids, isPouredLiquid } from "./measure-oral-liquids";
import { COURSE_VOLUMES, OTC_ORAL_BOTTLES, STOCK_BOTTLES } from "./oral-liquid-volumes";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);
const amounts = (slug: string, label: string) => doseOf(slug, label).quantities.map((q) => Number(q.value));
const defaultOf = (slug: string, label: string) => Number(doseOf(slug, label).defaultQuantity);

// [slug, dose label, the default (mL), what is handed over]
const COURSES: [string, string, number, string][] = [
  ["prednisolone", "15 mg/5 mL oral solution", 50, "a 5-day burst poured from the 237 or 473 mL stock bottle; 57 mL before (the fills' mean)"], // prettier-ignore
  ["prednisolone", "25 mg/5 mL oral solution", 30, "a short burst of the concentrated solution; 37 mL before"],
  ["prednisolone", "5 mg/5 mL oral solution", 100, "a course of the weaker solution (89.8 mL a fill)"],
  ["dexamethasone", "5 mg/5 mL oral solution", 30, "Dexamethasone Intensol 1 mg/mL: a 30 mL dropper bottle; 27 mL before"], // prettier-ignore
  ["fluconazole", "50 mg/5 mL oral suspension", 50, "a thrush course (the 35 mL bottle reconstituted, 42 mL a fill); 42 mL before"], // prettier-ignore
  ["clindamycin", "75 mg/5 mL oral solution", 200, "a 10-day course at most 200 mL; 310 mL before"],
];

// [slug, dose label, the default (mL), the bottle]
const BOTTLES: [string, string, number, string][] = [
  ["lactulose", "3335 mg/5 mL oral solution", 946, "lactulose solution 10 g/15 mL: 473 and 946 mL bottles; 980 mL before"], // prettier-ignore
  ["gabapentin", "250 mg/5 mL oral solution", 473, "gabapentin oral solution 250 mg/5 mL: the 470-473 mL bottle"],
  ["furosemide", "50 mg/5 mL oral solution", 60, "furosemide oral solution 10 mg/mL: 60 and 120 mL bottles; 78 mL before"], // prettier-ignore
  ["calcitriol", "5 mcg/5 mL oral solution", 30, "calcitriol 1 mcg/mL: a dropper bottle (15 mL); 20 mL before"],
  ["fluoxetine", "20 mg/5 mL oral solution", 118, "fluoxetine oral solution 20 mg/5 mL: the 120 mL bottle"],
  ["phenobarbital", "20 mg/5 mL oral solution", 473, "phenobarbital elixir: the 473 mL pint; 650 mL before"],
  ["potassium-chloride", "13.35 mEq/5 mL oral solution", 473, "potassium chloride 10% (20 mEq/15 mL): the 473 mL pint; 350 mL before"], // prettier-ignore
  ["morphine-sulfate", "100 mg/5 mL oral solution", 60, "morphine sulfate 20 mg/mL: 30 and 120 mL bottles with a dropper; 69 mL before"], // prettier-ignore
];

// [slug, dose label, the default (mL), the label's net contents]
const OUNCES: [string, string, number, string][] = [
  ["acetaminophen", "160 mg/5 mL oral suspension", 118.29, "Children's acetaminophen: 4 FL OZ (118 mL); 150 mL before"],
  ["guaifenesin", "100 mg/5 mL oral solution", 118.29, "guaifenesin syrup (Robitussin): 4 FL OZ (118 mL)"],
  ["bismuth-subsalicylate", "87.5 mg/5 mL oral suspension", 118.29, "Pepto-Bismol: 4, 8 and 12 FL OZ"],
  ["magnesium-hydroxide", "400 mg/5 mL oral suspension", 118.29, "milk of magnesia: 4 and 12 FL OZ"],
];

describe("a course drug's oral liquid in course volumes", () => {
  for (const [slug, label, byDefault, words] of COURSES)
    it(`opens ${slug} ${label} on ${byDefault} mL (${words})`, () => {
      expect(defaultOf(slug, label)).toBe(byDefault);
      expect(amounts(slug, label).every((v) => COURSE_VOLUMES.includes(v))).toBe(true);
    });
});

describe("a maintenance liquid in whole stock bottles", () => {
  for (const [slug, label, byDefault, words] of BOTTLES)
    it(`opens ${slug} ${label} on ${byDefault} mL (${words})`, () => {
      expect(defaultOf(slug, label)).toBe(byDefault);
      expect(amounts(slug, label).every((v) => STOCK_BOTTLES.includes(v))).toBe(true);
    });
  it("keeps the packages the state's quarters read (guards)", () => {
    expect(amounts("amoxicillin", "250 mg/5 mL oral suspension")).toEqual([100, 200, 300]);
    expect(amounts("azithromycin", "200 mg/5 mL oral suspension")).toEqual([30, 60, 90]);
    expect(amounts("midazolam", "10 mg/5 mL oral solution")).toEqual([118, 236, 354]);
  });
});

// [slug, dose label, the offered amounts (mL), the default, the label's package]
const LABELLED: [string, string, number[], number, string][] = [
  ["oseltamivir", "30 mg/5 mL oral suspension", [60, 120, 180], 120, "one bottle delivers 60 mL (70710-1165-6); 101.6 mL a fill is two; 100 mL before"], // prettier-ignore
  ["tamiflu", "30 mg/5 mL oral suspension", [60, 120, 180], 120, "Tamiflu for oral suspension: the 60 mL bottle"],
  ["magnesium-citrate", "291 mg/5 mL oral solution", [296, 592, 888], 296, "10 FL OZ (296 mL) single bottle (56062-264-38); 150 mL before"], // prettier-ignore
];

describe("a liquid sold in one bottle its label states, in whole bottles", () => {
  for (const [slug, label, offered, byDefault, words] of LABELLED)
    it(`offers ${slug} ${label} as ${offered.join("/")} (${words})`, () => {
      expect(amounts(slug, label)).toEqual(offered);
      expect(defaultOf(slug, label)).toBe(byDefault);
    });
});

describe("an over-the-counter liquid in its label's fluid ounces", () => {
  for (const [slug, label, byDefault, words] of OUNCES)
    it(`opens ${slug} ${label} on ${byDefault} mL (${words})`, () => {
      expect(defaultOf(slug, label)).toBe(byDefault);
      expect(amounts(slug, label)).toEqual(OTC_ORAL_BOTTLES);
    });
});

describe("every oral liquid of the catalog", () => {
  const liquids = seed.medications.flatMap((m) => m.doses.filter(isPouredLiquid).map((d) => ({ m, d })));

  it("offers no volume that is the rounded mean of fills (off every bottle, course and package of its class)", () => {
    const sizes = new Set([...COURSE_VOLUMES, ...STOCK_BOTTLES, ...OTC_ORAL_BOTTLES]);
    const odd = liquids.filter(({ d }) => !sizes.has(Number(d.defaultQuantity)));
    // The rest are packages a file reads or a label states (amoxicillin's 125 mL, midazolam's 118 mL).
    expect(odd.length).toBeLessThanOrEqual(20);
    expect(liquids.length).toBeGreaterThan(250);
  });

  it.skipIf(!existsSync("../shared/data/drugs"))(
    "has no course, maintenance or OTC liquid off its class's volumes and its packages read",
    async () => {
      const { dispensing } = await readDispensingSources("../shared/data/drugs");
      const otc = new Map(seed.ndcs.map((n) => [n.ndc, n.otc]));
      const { findings, doses } = measureOralLiquids(seed.medications, dispensing, (ndc) => otc.get(ndc));
      expect(doses).toBeGreaterThan(250);
      expect(findings.filter((f) => f.cls !== "unread").map((f) => `${f.cls} ${f.slug} ${f.dose}`)).toEqual([]);
    },
    120_000,
  );
});
