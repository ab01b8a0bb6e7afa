// Whole-catalog checks of the twenty-fifth pass (prisma/seed/README.md, "Twenty-fifth pass: the dose the counts
// cannot speak for"): a generic that is two brands' clinical drugs opens among the strengths of the brand pharmacies
// stock where the payers count the other brand's use, and a trade name's own NDCs, counted by the national file,
// decide which strength of its form is its own. Cases are written from public lists (Part D's brand lines, the labels'
// usual adult doses) and checked against the files (measure-shared-counts.ts).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { seedLookup } from "./seed-lookup";
import { readSharedCounts } from "./two-brand-uses-sources";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);

describe("a generic of two brands' uses opens on the brand pharmacies stock", () => {
  it.each([
    // Viagra's strengths (erectile dysfunction, which Medicaid and Part D exclude), not Revatio's 20 mg (pulmonary
    // hypertension, counted 69 times as often per price point stocked): the 100 mg Viagra's own counts put first.
    ["sildenafil", "100 mg tablet"],
    // Cialis's strengths, not Adcirca's and Alyq's 20 mg: the 5 mg once-daily tablet (erectile dysfunction and BPH).
    ["tadalafil", "5 mg tablet"],
  ])("opens %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));

  it.each([
    ["viagra", "100 mg tablet"],
    ["cialis", "5 mg tablet"],
    ["alyq", "20 mg tablet (Pulmonary Hypertension)"], // a name of its own: its one dose
    ["finasteride", "5 mg tablet"], // Proscar's strength, stocked 14 times as widely as Propecia's 1 mg
    ["proscar", "5 mg tablet"],
    ["propecia", "1 mg tablet"],
    ["minoxidil", "2.5 mg tablet"],
    ["phentermine-hydrochloride", "37.5 mg tablet"], // Adipex-P's tablet
    ["orlistat", "120 mg capsule"], // Xenical's
    ["bimatoprost", "0.03% eye drops"], // Lumigan's glaucoma drops, not Latisse's lash solution
    ["insulin-glargine-yfgn", "100 units/mL pen (3 mL)"], // the unbranded Semglee pen
    ["semglee", "100 units/mL pen (3 mL)"],
    ["lantus", "100 units/mL pen (3 mL)"], // Lantus SoloStar, Part D's 4.9 M claims
    ["basaglar", "100 units/mL pen (3 mL)"], // Basaglar KwikPen
    ["victoza", "18 mg/3 mL pen"],
  ])("keeps %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));
});

describe("a trade name's own NDCs counted by the national file", () => {
  it.each([
    // Ibu's own tablets: 242,941 prescriptions at 600 mg, 153,046 at 800 mg (ibuprofen's pooled: 800 mg first).
    ["ibu", "600 mg tablet"],
    // Endocet's own: 7,618 at 10 mg-325 mg, 5,588 at 5 mg-325 mg.
    ["endocet", "325 mg-10 mg tablet"],
    // Pacerone's own: 1,301 at 100 mg, 274 at 200 mg (its 200 mg NDCs priced 3 to 5 times by NADAC, the 100 mg's 12 to 25).
    ["pacerone", "100 mg tablet"],
  ])("opens %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));

  it.each([
    // The molecule's figures stand for the generic.
    ["ibuprofen", "800 mg tablet"],
    ["acetaminophen-oxycodone-hydrochloride", "325 mg-5 mg tablet"],
    ["amiodarone-hydrochloride", "200 mg tablet"],
    // A state's few fills of a trade name's own NDCs do not decide: Part D claims Klor-Con M20 735,336 times, Klor-Con
    // 10 194,779; Fiasp FlexTouch 102,086, the vial 17,977.
    ["klor-con", "20 mEq extended-release tablet (Microencapsulated)"],
    ["fiasp", "100 units/mL pen (3 mL)"],
    // Another form of a trade name stays as the earlier passes decided (the name's own tablets; a pill's other pill).
    ["adderall", "20 mg tablet"],
    ["depakote", "500 mg delayed-release tablet"],
    ["oscimin", "0.125 mg tablet"],
  ])("keeps %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));
});

describe.skipIf(!existsSync("../shared/data/drugs"))("against the data folder (measure-shared-counts.ts)", async () => {
  const data = "../shared/data/drugs";
  const { dispensing } = await readDispensingSources(data);
  const { shared, uses } = await readSharedCounts(seed, data, dispensing);

  it("opens no generic on a brand the payers count USE_SKEW times as often per price point beside a brand stocked wider", () => {
    expect(uses.filter((u) => u.opens).map((u) => u.slug)).toEqual([]);
    expect(uses.map((u) => u.slug)).toEqual(expect.arrayContaining(["finasteride", "sildenafil", "tadalafil"]));
    expect([...new Set(uses.filter((u) => u.opened).map((u) => u.slug))].sort()).toEqual(["sildenafil", "tadalafil"]);
  });

  it("opens no trade name off the strength its own NDCs are filled at most, both counted by the national file", () => {
    expect(shared.filter((s) => s.reading === "own differs" && s.national).map((s) => s.slug)).toEqual([]);
    expect(shared.length).toBeGreaterThan(250);
  });
});
