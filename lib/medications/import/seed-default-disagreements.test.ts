// Whole-catalog checks of the twenty-first pass (prisma/seed/README.md, "Twenty-first pass: every default against every
// file"): the default of every medication selling two or more doses against the national file's fills, the state's,
// NADAC's breadth and OTC flag and the NDC directory. Cases are written from public lists (the most prescribed US
// generics, each checked against the national Medicaid file's leader) and from the NADAC week's OTC flags.
import { createReadStream, existsSync } from "node:fs";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { indexListedPackages, parseListedNdcs } from "./listed-packages";
import { measureDefaultDisagreements, nationalOutliers, otcStockOutliers } from "./measure-default-disagreements";
import { fallbackCandidates } from "./measure-fallback-defaults";
import { parseNadacWeeklyCsv } from "./parse-nadac-weekly-csv";
import { readCatalogSeed } from "./read-catalog-seed";
import { SOURCE_FILES } from "./read-catalog-sources";
import { readDispensingSources } from "./read-dispensing-sources";
import { readOptionalSource } from "./read-optional-source";
import { QUANTITY_FILES } from "./seed-provenance";
import { seedLookup } from "./seed-lookup";
import { openedByUseOf, readSharedCounts } from "./two-brand-uses-sources";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);

describe("the generics of a top-200 list open on the dose the national file fills most", () => {
  // [slug, default] from the most prescribed US generics (ClinCalc's top 200 of 2022), each the leader of SDUD's
  // national prescriptions of the molecule (a plain tablet or capsule within 80% of it where one is).
  it.each([
    ["atorvastatin", "40 mg tablet"],
    ["levothyroxine-sodium", "50 mcg tablet"],
    ["lisinopril", "10 mg tablet"],
    ["metformin-hydrochloride", "500 mg tablet"],
    ["amlodipine", "10 mg tablet"],
    ["metoprolol-succinate", "25 mg extended-release tablet (24 hr)"],
    ["metoprolol-tartrate", "25 mg tablet"],
    ["omeprazole", "20 mg delayed-release capsule"],
    ["losartan-potassium", "50 mg tablet"],
    ["gabapentin", "300 mg capsule"],
    ["hydrochlorothiazide", "25 mg tablet"],
    ["sertraline", "100 mg tablet"],
    ["montelukast", "10 mg tablet"],
    ["escitalopram", "10 mg tablet"],
    ["rosuvastatin-calcium", "20 mg tablet"],
    ["bupropion-hydrochloride", "150 mg extended-release tablet (24 hr)"],
    ["furosemide", "20 mg tablet"],
    ["pantoprazole", "40 mg delayed-release tablet"],
    ["trazodone-hydrochloride", "50 mg tablet"],
    ["fluticasone-propionate", "50 mcg nasal spray"],
    ["tamsulosin-hydrochloride", "0.4 mg capsule"],
    ["fluoxetine", "20 mg capsule"],
    ["meloxicam", "15 mg tablet"],
    ["clopidogrel", "75 mg tablet"],
    ["prednisone", "20 mg tablet"],
    ["tramadol-hydrochloride", "50 mg tablet"],
    ["cyclobenzaprine-hydrochloride", "10 mg tablet"],
    ["amoxicillin", "500 mg capsule"],
    ["amoxicillin-clavulanate", "875 mg-125 mg tablet"],
    ["azithromycin", "250 mg tablet"],
    ["cephalexin", "500 mg capsule"],
    ["sulfamethoxazole-trimethoprim", "800 mg-160 mg tablet"],
    ["cetirizine-hydrochloride", "10 mg tablet"],
    ["loratadine", "10 mg tablet"],
    ["famotidine", "20 mg tablet"],
    ["ondansetron", "4 mg orally disintegrating tablet"],
    ["hydroxyzine-hydrochloride", "25 mg tablet"],
    ["fluconazole", "150 mg tablet"],
    ["metronidazole", "500 mg tablet"],
    ["clonidine-hydrochloride", "0.1 mg tablet"],
    ["triamcinolone-acetonide", "0.1% cream"],
    ["ibuprofen", "800 mg tablet"],
    ["naproxen", "500 mg tablet"],
  ])("%s opens on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));
});

describe("a product sold over the counter opens on its strength sold most widely, not on a state's few prescriptions", () => {
  it("opens acetaminophen on the 500 mg tablet (60 NADAC-priced NDCs of 12 labelers; the 325 mg tablet's 3 Alaska quarters are prescriptions)", () => {
    expect(doseOf("acetaminophen").label).toBe("500 mg tablet");
  });
  it.each([
    // Guards: a prescription strength keeps the fills that chose it.
    ["ibuprofen", "800 mg tablet"], // the national file: 5.3 M prescriptions, the OTC 200 mg none
    ["lidocaine", "5% medicated patch"], // 6,868 state prescriptions of the Rx patch, the OTC 4% patch none
    ["adapalene", "0.3% gel"], // every 0.1% gel approval is OTC (Orange Book); Rx fills: 0.3% gel in 15 product-quarters
    ["hydrocortisone", "2.5% cream"], // the state's 1,202 prescriptions of the Rx cream, 155 of the OTC 1%
    ["aspirin", "81 mg delayed-release tablet"],
    ["calcium-carbonate", "750 mg chewable tablet"],
    ["guaifenesin", "600 mg extended-release tablet (12 hr)"],
    ["pseudoephedrine-hydrochloride", "30 mg tablet"],
  ])("keeps %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));
});

const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`) || !existsSync(`${DATA}/${QUANTITY_FILES.listed}`))(
  "every default against the public files (whole catalog)",
  async () => {
    const { dispensing, alaskaOnly } = await readDispensingSources(DATA);
    const listed = indexListedPackages(await readOptionalSource(DATA, QUANTITY_FILES.listed, parseListedNdcs, []));

    it("opens no medication no file counts on an over-the-counter strength stocked less than another of its form (acetaminophen before)", () => {
      expect(otcStockOutliers(seed, fallbackCandidates(seed, dispensing, listed))).toEqual([]);
    }, 120_000);

    it("opens every generic the national file counts on its leader, a plain tablet or capsule within CLOSE of it, or a form the file cannot count", async () => {
      const week = (await parseNadacWeeklyCsv(createReadStream(join(DATA, SOURCE_FILES.week)).pipe(createGunzip()))).records; // prettier-ignore
      const rows = measureDefaultDisagreements(seed.medications, seed.ndcs, dispensing, alaskaOnly, week, listed);
      const national = rows.filter((r) => r.decider === "national" && !r.brand);
      expect(national.length).toBeGreaterThan(400);
      // A generic of two brands' uses opens on the brand pharmacies stock (twenty-fifth pass: sildenafil, tadalafil).
      const opened = openedByUseOf(await readSharedCounts(seed, DATA, dispensing));
      expect(nationalOutliers(rows, opened).map((r) => `${r.slug} ${r.dose}`)).toEqual([]);
    }, 180_000);
  },
);
