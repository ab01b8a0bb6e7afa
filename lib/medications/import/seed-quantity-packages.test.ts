// Whole-catalog checks of the twentieth pass (prisma/seed/README.md, "Twentieth pass: quantities a pharmacy would
// dispense"): a dose handed over in its package is offered in whole packages (a pump the state bills whole, a bottle its
// label states, a canister another medication's same dose reads), and a dose no file fills is counted as the same
// ingredients, strength and form are filled under another salt's name. The cases are written from the products' labels
// (How Supplied, Dosage and Administration), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nadacPriceOf } from "./bottle-volumes";
import { indexDispensing } from "./index-dispensing";
import { measureQuantityPackages } from "./measure-quantity-packages";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf, defaultCount } = seedLookup(seed);
// What a dose offers and defaults to, in its pricing units (g or mL), whatever it counts (mL, or inhalers of 10.2 g).
const offered = (slug: string, label?: string) => {
  const d = doseOf(slug, label);
  return d.quantities.map((q) => Number(q.value));
};
const byDefault = (slug: string, label?: string) => Number(doseOf(slug, label).defaultQuantity);
const whole = (n: number, size: number) => Math.abs(n / size - Math.round(n / size)) < 0.01 && n >= size * 0.99;

// [slug, dose label (the default when omitted), the package in g or mL, packages by default, the label's words]
const PACKAGES: [string, string | undefined, number, number, string][] = [
  ["pennsaid", "2% topical solution", 112, 1, "Pennsaid 2%: a 112 g metered-dose pump bottle"],
  ["diclofenac-sodium", "2% topical solution", 112, 1, "diclofenac sodium topical solution 2% (Pennsaid's generics): 112 g pump"], // prettier-ignore
  ["diclofenac-sodium", "1.5% topical solution", 150, 1, "diclofenac sodium topical solution 1.5%: 150 mL bottle"],
  ["podofilox", "0.5% topical solution", 3.5, 1, "Condylox solution 0.5%: 3.5 mL bottle"],
  ["spinosad", "0.9% shampoo", 120, 1, "Natroba 0.9% topical suspension: 120 mL bottle, up to one bottle a treatment"],
  ["natroba", "0.9% shampoo", 120, 1, "Natroba: 120 mL bottle"],
  ["breyna", "160 mcg-4.5 mcg inhaler (120 puffs)", 10.2, 1, "Breyna 160/4.5: a 10.2 g canister of 120 inhalations"],
  ["breyna", "80 mcg-4.5 mcg inhaler (120 puffs)", 10.2, 1, "Breyna 80/4.5: a 10.2 g canister of 120 inhalations"],
  ["hydrocortisone-acetate", "1% ointment", 28.35, 2, "hydrocortisone acetate 1% ointment: 1 oz (28.35 g) tubes, filled two at a time as hydrocortisone 1% ointment is"], // prettier-ignore
  ["flarex", "0.1% eye drops (suspension)", 5, 1, "Flarex: 5 mL and 10 mL dropper bottles"],
  // Guards that hold before and after: bottles the state's quarterly units read.
  ["fluticasone-propionate", "50 mcg nasal spray", 16, 1, "Flonase's generic: a 16 g bottle of 120 sprays"],
  ["nasonex", undefined, 17, 1, "Nasonex: a 17 g bottle of 120 sprays"],
  ["latanoprost", undefined, 2.5, 1, "latanoprost 0.005%: 2.5 mL bottles"],
  ["ketoconazole", "2% shampoo", 120, 1, "ketoconazole shampoo 2%: 120 mL bottles"],
];

describe("doses handed over in their package, offered in whole packages (labels)", () => {
  for (const [slug, label, size, count, words] of PACKAGES)
    it(`offers ${slug}${label ? ` ${label}` : ""} in whole ${size} packages, ${count} by default (${words})`, () => {
      expect(offered(slug, label).filter((n) => !whole(n, size))).toEqual([]);
      expect(byDefault(slug, label)).toBeCloseTo(size * count, 1);
    });
});

// [slug, dose label, tablets a month, the label's words]
const TWINS: [string, string, number, string][] = [
  ["zituvimet", "500 mg-50 mg tablet", 60, "Zituvimet: one tablet twice daily with meals (as Janumet)"],
  ["zituvimet", "1000 mg-50 mg tablet", 60, "Zituvimet: one tablet twice daily with meals"],
  ["zituvimet", "1000 mg-50 mg extended-release tablet (24 hr)", 60, "Zituvimet XR 50 mg/1,000 mg: two tablets once daily (as Janumet XR)"], // prettier-ignore
  // Guards that hold before and after.
  ["zituvimet", "1000 mg-100 mg extended-release tablet (24 hr)", 30, "Zituvimet XR 100 mg/1,000 mg: one tablet once daily"], // prettier-ignore
  ["janumet", "500 mg-50 mg tablet", 60, "Janumet: one tablet twice daily with meals"],
  ["janumet", "1000 mg-50 mg tablet", 60, "Janumet: one tablet twice daily with meals"],
  [
    "janumet",
    "1000 mg-100 mg extended-release tablet (24 hr)",
    30,
    "Janumet XR 100 mg/1,000 mg: one tablet once daily",
  ],
];

describe("a dose no file fills, counted as its twin under another salt's name is filled (labels)", () => {
  for (const [slug, label, month, words] of TWINS)
    it(`offers ${slug} ${label} ${month} by default (${words})`, () => {
      expect(defaultCount(slug, label)).toBe(month);
    });
});

describe("whole catalog", () => {
  it("counts every dose no file fills as its filled twin of the same ingredients (salts aside), strength and form", () => {
    const result = measureQuantityPackages(seed.medications, indexDispensing([], []));
    expect(result.findings.filter((f) => f.cls === "fallback-borrowable").map((f) => `${f.slug} ${f.dose}`)).toEqual([]); // prettier-ignore
  });
});

const DATA = "../shared/data/drugs";
describe.runIf(existsSync(`${DATA}/dispensing`))("against the dispensing files (whole catalog)", async () => {
  const units = new Map(seed.ndcs.map((n) => [n.ndc, n.pricingUnit]));
  const priceOf = nadacPriceOf(
    (ndc) => seed.history[ndc],
    (ndc) => units.get(ndc),
  );
  const { dispensing } = await readDispensingSources(DATA, priceOf);
  const result = measureQuantityPackages(seed.medications, dispensing);
  const of = (cls: string) => result.findings.filter((f) => f.cls === cls).map((f) => `${f.slug} ${f.dose}`);

  it("reads Pennsaid's pump from the price the state pays for it (112 g)", () => {
    expect(dispensing.billedPackageOf?.(["75987004005"])?.volume).toBe(112);
  });

  it("offers no dose handed over in its package in a quantity that is not whole packages of the package read", () => {
    expect(of("package-not-whole")).toEqual([]);
  });

  it("finds no unfilled dose whose filled twin of another salt's name is counted otherwise", () => {
    expect(of("fallback-borrowable")).toEqual([]);
  });
});
