// Whole-catalog checks of the twenty-third pass (prisma/seed/README.md, "Twenty-third pass: the dose most patients
// bring"): every default against its medication's retail fills, and where no file counts a dose taken home, a plain
// tablet or capsule first when stocked at least half as widely. Cases are written from public lists (Medicare Part D's
// most claimed brands of 2023, each checked against the dispensing files) and from the products' labels.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLAIN_STOCK } from "./choose-default-dose";
import { indexListedPackages, parseListedNdcs } from "./listed-packages";
import { countedAtHomeOf, measureDefaultShare, plainStockOutliers } from "./measure-default-share";
import { fallbackCandidates } from "./measure-fallback-defaults";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { readOptionalSource } from "./read-optional-source";
import { QUANTITY_FILES } from "./seed-provenance";
import { seedLookup } from "./seed-lookup";
import { openedByUseOf, readSharedCounts } from "./two-brand-uses-sources";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);

describe("no count of a form taken home: a plain tablet or capsule first when stocked at least half as widely", () => {
  it.each([
    // 1 g tablets for low sodium are filled on prescription; the 5% eye drops are asked for as Muro 128 (its own medication).
    ["sodium-chloride", "1000 mg tablet"], // retail forms beside infusion bags: tablet 550, eye drops 767 (0.72)
    ["mapap", "500 mg capsule"], // the adult capsule (83) beside the children's 80 and 160 mg chewable tablets (159)
    ["simethicone", "125 mg capsule"], // softgels (Gas-X Extra Strength) 0.61 of the chewable tablets
    ["dextromethorphan-hydrobromide-guaifenesin", "20 mg-400 mg tablet"], // the dose stocked most; 0.55 of 3 syrups
  ])("opens %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));

  it.each([
    // Guards: a plain form stocked under half as widely, or a form the files count, keeps its default.
    ["calcium-carbonate", "750 mg chewable tablet"], // one 648 mg tablet NDC beside 42 chewable ones (Tums)
    ["muro-128", "0.854 mEq/mL eye drops"], // no plain form sold; its drops by their stock under every name (twenty-fourth pass)
    ["acetaminophen", "500 mg tablet"],
    ["aspirin", "81 mg delayed-release tablet"],
    ["guaifenesin", "600 mg extended-release tablet (12 hr)"],
    ["ondansetron", "4 mg orally disintegrating tablet"], // counted: the ODT 5.5 M prescriptions, the tablet 1.9 M
    ["prednisolone", "15 mg/5 mL oral solution"], // counted: the state's liquid
    ["amoxicillin", "500 mg capsule"],
  ])("keeps %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));
});

describe("Medicare Part D's most claimed brands of 2023 open on the dose filled most", () => {
  // [slug, default]: the 2023 Part D Spending by Drug list's brands by claims, each default checked against the
  // dispensing files (the state's counts of its strengths, pooled with its generics) and the product's usual dose.
  it.each([
    ["eliquis", "5 mg tablet"],
    ["jardiance", "10 mg tablet"],
    ["xarelto", "20 mg tablet"],
    ["farxiga", "10 mg tablet"],
    ["januvia", "100 mg tablet"],
    ["trulicity", "1.5 mg/0.5 mL auto-injector"],
    ["symbicort", "160 mcg-4.5 mcg inhaler (120 puffs)"],
    ["linzess", "145 mcg capsule"],
    ["brilinta", "90 mg tablet"],
    ["janumet", "1000 mg-50 mg tablet"],
    ["biktarvy", "50 mg-200 mg-25 mg tablet"],
    ["novolog", "100 units/mL pen (3 mL)"],
    ["humalog", "100 units/mL pen (3 mL)"],
    ["levemir", "100 units/mL pen (3 mL)"],
    ["pradaxa", "150 mg capsule"],
    ["oxycontin", "10 mg extended-release tablet (12 hr, Abuse-Deterrent)"],
  ])("opens %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));

  it.each([
    // A brand's line as Part D claims it (2023): the line claimed most, or the products of the brand's name alone.
    ["jentadueto", "tablet"], // Jentadueto 103,706 claims, Jentadueto XR 32,955 (its 4 suppressed Alaska quarters)
    ["wellbutrin", "tablet-extended-release"], // Wellbutrin XL 18,431, SR 6,588
    ["pulmicort", "inhaler-dry-powder"], // Pulmicort Flexhaler 117,698, the Respules 687
    ["cardizem", "tablet-extended-release"], // Cardizem LA 10,862, CD 1,167
    ["asmanex", "inhaler-dry-powder"], // Asmanex (Twisthaler) 38,033, Asmanex HFA 26,387
  ])("opens %s on its %s line", (slug, form) => expect(doseOf(slug).doseForm).toBe(form));
});

const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`) || !existsSync(`${DATA}/${QUANTITY_FILES.listed}`))(
  "every default against its medication's retail fills (whole catalog)",
  async () => {
    const { dispensing, partD } = await readDispensingSources(DATA);

    it("opens every medication a file counts on the dose filled most, or by a documented rule", async () => {
      const opened = openedByUseOf(await readSharedCounts(seed, DATA, dispensing));
      const share = measureDefaultShare(seed.medications, dispensing, partD, opened);
      expect(share.counted).toBeGreaterThan(800);
      // 826 of 861 (95.9%) since the twenty-fifth pass: sildenafil and tadalafil open on the brand pharmacies stock,
      // Ibu, Endocet and Pacerone on their own NDCs' strengths (831 before).
      expect(share.onTop / share.counted).toBeGreaterThan(0.955);
      expect(share.findings.filter((f) => f.reason === "unexplained").map((f) => f.slug)).toEqual([]);
    }, 120_000);

    it(`opens no medication no count of a form taken home decides on another form where a plain tablet or capsule is stocked at least ${PLAIN_STOCK} as widely (4 before)`, async () => {
      const listed = indexListedPackages(await readOptionalSource(DATA, QUANTITY_FILES.listed, parseListedNdcs, []));
      const candidates = fallbackCandidates(seed, dispensing, listed);
      const home = countedAtHomeOf(seed.medications, dispensing, candidates);
      expect(plainStockOutliers(seed.medications, candidates, home)).toEqual([]);
    }, 120_000);
  },
);
