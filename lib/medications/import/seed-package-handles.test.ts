// Whole-catalog checks of the twenty-first pass (prisma/seed/README.md, "Twenty-first pass: the package and rhythm each
// public handle states"): a metered-dose inhaler is offered in whole canisters, a metered pump in whole pumps, and a
// once-daily combination with metformin at a month of the tablets one dose takes. The cases are written from the
// products' labels (How Supplied, Dosage and Administration), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { indexDispensing } from "./index-dispensing";
import { measureQuantityPackages } from "./measure-quantity-packages";
import { readCatalogSeed } from "./read-catalog-seed";
import { readNadacDescriptions } from "./read-catalog-sources";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf, defaultCount } = seedLookup(seed);
const offered = (slug: string, label: string) => doseOf(slug, label).quantities.map((q) => Number(q.value));
const whole = (n: number, size: number) => Math.abs(n / size - Math.round(n / size)) < 0.01 && n >= size * 0.99;

const ER = "extended-release tablet (24 hr)";
// [slug, strength, tablets a month, the label's words]
const PAIRED: [string, string, number, string][] = [
  ["jentadueto", "5 mg-1000 mg", 30, "Jentadueto XR 5 mg/1,000 mg: one tablet once daily"],
  ["jentadueto", "2.5 mg-1000 mg", 60, "Jentadueto XR 2.5 mg/1,000 mg: two tablets once daily"],
  ["synjardy", "10 mg-1000 mg", 30, "Synjardy XR 10 mg/1,000 mg: one tablet once daily"],
  ["synjardy", "25 mg-1000 mg", 30, "Synjardy XR 25 mg/1,000 mg: one tablet once daily"],
  ["synjardy", "5 mg-1000 mg", 60, "Synjardy XR 5 mg/1,000 mg: two tablets once daily"],
  ["synjardy", "12.5 mg-1000 mg", 60, "Synjardy XR 12.5 mg/1,000 mg: two tablets once daily"],
  ["trijardy", "5 mg-2.5 mg-1000 mg", 60, "Trijardy XR 5/2.5/1,000 mg: two tablets once daily"],
  ["trijardy", "12.5 mg-2.5 mg-1000 mg", 60, "Trijardy XR 12.5/2.5/1,000 mg: two tablets once daily"],
  ["trijardy", "10 mg-5 mg-1000 mg", 30, "Trijardy XR 10/5/1,000 mg: one tablet once daily"],
  ["trijardy", "25 mg-5 mg-1000 mg", 30, "Trijardy XR 25/5/1,000 mg: one tablet once daily"],
  ["xigduo", "2.5 mg-1000 mg", 60, "Xigduo XR 2.5 mg/1,000 mg: two tablets once daily (dapagliflozin 5 mg)"],
  ["xigduo", "10 mg-1000 mg", 30, "Xigduo XR 10 mg/1,000 mg: one tablet once daily"],
  ["xigduo", "10 mg-500 mg", 30, "Xigduo XR 10 mg/500 mg: one tablet once daily"],
  ["invokamet", "50 mg-1000 mg", 60, "Invokamet XR: two tablets once daily, every strength"],
  ["invokamet", "150 mg-1000 mg", 60, "Invokamet XR 150 mg/1,000 mg: two tablets once daily"],
  ["janumet", "1000 mg-50 mg", 60, "Janumet XR 50 mg/1,000 mg: two tablets together once daily"],
  ["janumet", "1000 mg-100 mg", 30, "Janumet XR 100 mg/1,000 mg: a single tablet once daily"],
];

describe("a once-daily combination with metformin, at a month of the tablets a dose takes (labels)", () => {
  for (const [slug, strength, month, words] of PAIRED)
    it(`offers ${slug} ${strength} ${month} by default (${words})`, () => {
      expect(defaultCount(slug, `${strength} ${ER}`)).toBe(month);
    });
});

// [slug, dose label, the package in g or mL, the label's words]
const PACKAGES: [string, string, number, string][] = [
  ["dulera", "5 mcg-100 mcg inhaler (60 puffs)", 8.8, "Dulera 100/5: an 8.8 g canister of 60 actuations"],
  ["dulera", "5 mcg-200 mcg inhaler (60 puffs)", 8.8, "Dulera 200/5: an 8.8 g canister of 60 actuations"],
  ["alvesco", "80 mcg inhaler (60 puffs)", 6.1, "Alvesco 80 mcg: a 6.1 g canister of 60 actuations"],
  ["alvesco", "160 mcg inhaler (60 puffs)", 6.1, "Alvesco 160 mcg: a 6.1 g canister of 60 actuations"],
  ["bevespi", "4.8 mcg-9 mcg inhaler (120 puffs)", 10.7, "Bevespi Aerosphere: a 10.7 g canister of 120 inhalations"],
  ["airsupra", "90 mcg-80 mcg inhaler (120 puffs)", 10.7, "Airsupra: a 10.7 g canister of 120 inhalations"],
  ["testosterone", "30 mg topical solution (60 doses)", 90, "testosterone 30 mg/1.5 mL solution: 60 doses, 90 mL"],
  ["natesto", "5.5 mg nasal gel (60 doses)", 7.32, "Natesto: 60 doses of 5.5 mg in 0.122 g"],
  // Guards that hold before and after: canisters and pumps read from the state's quarters.
  ["dulera", "5 mcg-100 mcg inhaler (120 puffs)", 13, "Dulera 100/5: a 13 g canister of 120 actuations"],
  ["breztri", "160 mcg-4.8 mcg-9 mcg inhaler (120 puffs)", 10.7, "Breztri Aerosphere: a 10.7 g canister"],
  ["symbicort", "160 mcg-4.5 mcg inhaler (120 puffs)", 10.2, "Symbicort 160/4.5: a 10.2 g canister"],
  ["testosterone", "20.25 mg gel (60 doses)", 75, "testosterone gel 1.62%: a 75 g pump of 60 doses of 1.25 g"],
];

describe("canisters and pumps, offered whole (labels)", () => {
  for (const [slug, label, size, words] of PACKAGES)
    it(`offers ${slug} ${label} in whole ${size} packages (${words})`, () => {
      const d = doseOf(slug, label);
      expect(offered(slug, label).filter((n) => !whole(n, size))).toEqual([]);
      expect(whole(Number(d.defaultQuantity), size)).toBe(true);
    });
});

describe("whole catalog", () => {
  const { findings } = measureQuantityPackages(seed.medications, indexDispensing([], []));
  const of = (cls: string) => findings.filter((f) => f.cls === cls).map((f) => `${f.slug} ${f.dose}`);
  it("offers every metered-dose inhaler in whole canisters but Breztri's 28-puff pack, whose mass no file states", () => {
    expect(of("canister-by-weight")).toEqual(["breztri 160 mcg-4.8 mcg-9 mcg inhaler (28 puffs)"]);
  });
  it("offers every once-daily combination with metformin at a month of its tablets a dose", () => {
    expect(of("paired-tablets")).toEqual([]);
  });
});

const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(DATA))("against the NADAC descriptions", () => {
  it("offers every pump whose descriptions give a dose's amount in whole pumps", async () => {
    const { findings } = measureQuantityPackages(seed.medications, indexDispensing([], []), await readNadacDescriptions(DATA)); // prettier-ignore
    expect(findings.filter((f) => f.cls === "pump-not-whole").map((f) => `${f.slug} ${f.dose}`)).toEqual([]);
  }, 60_000);
});
