// Whole-catalog checks of the tenth pass (prisma/seed/README.md): units sold whole are counted whole, a molecule no
// dispensing file holds is not read weekly or monthly, and a drug dispensed a few units a fill does not default to a
// month. Cases are written from public files (Part D 2023 brand rows, labels' How Supplied), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditDefaultDoses, unitAsMeasure } from "./audit-default-doses";
import { FORM_KINDS } from "./dose-forms";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedDoseOf } from "../../../test-support/seed-dose-of";
import { readDispensingSources } from "./read-dispensing-sources";
import { indexUsualFills } from "./usual-fills";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const doses = seed.medications.flatMap((m) => m.doses.map((d) => ({ m, d })));

const doseOf = (slug: string, label: string) => seedDoseOf(seed, slug, label);

describe("units sold whole, over the whole catalog", () => {
  it("counts no single-use nasal device or unit-dose packet by the gram or mL (11 doses before)", () => {
    const measured = doses.filter(({ d }) => unitAsMeasure(d) !== null).map(({ m, d }) => `${m.slug} ${d.label}`);
    expect(measured).toEqual([]);
  });

  // [slug, dose label, unit, counts allowed as default, source]
  const CASES: [string, string, string, number[], string][] = [
    ["nayzilam", "5 mg nasal spray", "device", [2], "label: carton of 2; Part D 2023 2.87 a claim"],
    ["neffy", "2 mg nasal spray", "device", [2], "label: carton of 2 single-dose devices"],
    ["zavzpret", "10 mg nasal spray", "device", [6], "label: carton of 6 unit-dose devices"],
    ["depo-subq-provera", "104 mg/0.65 mL prefilled syringe", "syringe", [1], "every 3 months; Part D 0.72 mL a claim"], // prettier-ignore
    ["emend", "125 mg powder for oral suspension", "kit", [1], "label: one single-dose pouch a kit"],
    ["coartem", "20 mg-120 mg tablet", "tablet", [24], "label: a 3-day course of 24 tablets, one blister card"],
    ["azithromycin", "1000 mg powder for oral suspension", "packet", [1], "a single 1 g packet; Alaska 1.0 a fill"],
    ["lokelma", "5000 mg powder for oral suspension", "packet", [30], "daily packet; Part D 27.7 a claim"],
    ["xerese", "5%-1% cream", "g", [5, 6, 10], "5 g tube; Part D 5.84 g a claim"],
    ["denavir", "1% cream", "g", [5, 6, 10], "5 g tube; Part D 5.73 g a claim"],
    ["condylox", "0.5% gel", "g", [3.5, 4, 7], "3.5 g tube; Part D 3.5 g a claim"],
    // Fifteenth pass: 2.5 mL, the form's bottle under its claim (its 3 mL bottle no file reads; README, left).
    ["miebo", "134% eye drops", "mL", [2.5, 3, 4, 5], "3 mL bottle; Part D 3.68 mL a claim"],
    ["tyrvaya", "30 mcg nasal spray", "g", [8, 9, 10], "2 bottles of 4.2 mL a carton; Part D 9.98 a claim"],
  ];
  for (const [slug, label, unit, allowed, source] of CASES)
    it(`${slug} ${label}: ${allowed.join(" or ")} ${unit} (${source})`, () => {
      const dose = doseOf(slug, label);
      expect(dose.unitKey).toBe(unit);
      expect(allowed).toContain(dose.defaultCount);
    });
});

describe("weekly and monthly counts, over the whole catalog", () => {
  // Ingredients (one alone, or a combination's) with a tablet or capsule some dispensing file holds.
  const dispensedIngredients = new Set(
    doses
      .filter(({ d }) => FORM_KINDS[d.doseForm] === "oral-solid" && d.dispensed !== null)
      .flatMap(({ m }) => [m.generic, ...m.generic.split(" / ")]),
  );
  it("reads no tablet weekly (4/12) or monthly (1/3) unless its molecule's fills say so (10 doses before)", () => {
    const spaced = doses.filter(
      ({ d }) =>
        FORM_KINDS[d.doseForm] === "oral-solid" &&
        ["4,12", "1,3"].includes(d.quantities.map((q) => q.unitCount).join()),
    );
    const unread = spaced.filter(({ m }) => !m.generic.split(" / ").some((i) => dispensedIngredients.has(i)));
    expect(unread.map(({ m, d }) => `${m.slug} ${d.label}`)).toEqual([]);
  });
  // Part D 2023 brand rows: one dose or a short course, read "1 or 3 a month" or "4 or 12 a month" before.
  for (const [slug, label, allowed, source] of [
    ["xofluza", "40 mg tablet", [1], "a single dose; Part D 1.02 a claim"],
    ["reyvow", "100 mg tablet", [7, 8, 10], "as needed, one dose a day at most; Part D 8.86 a claim"],
    ["emverm", "100 mg chewable tablet", [1, 5, 6], "once, or twice a day for 3 days; Part D 4.96 a claim"],
  ] as const)
    it(`${slug} ${label}: ${allowed.join(" or ")} (${source})`, () => {
      const dose = doseOf(slug, label);
      expect(allowed as readonly number[]).toContain(dose.defaultCount);
      expect(dose.counts).not.toEqual([1, 3]);
      expect(dose.counts).not.toEqual([4, 12]);
    });
});

describe("drugs taken twice a day on their labels, at the mean-fill boundary", () => {
  // [slug, dose label, label regimen; Medicaid mean fill and Part D 2023 claim of the molecule]
  for (const [slug, label, why] of [
    ["dabigatran-etexilate", "150 mg capsule", "150 mg twice a day; 64.4 a fill, Part D 111.4"],
    ["pradaxa", "150 mg capsule", "150 mg twice a day"],
    ["lacosamide", "200 mg tablet", "twice a day; 64.7 a fill, Part D 105.5"],
    ["gemfibrozil", "600 mg tablet", "600 mg twice a day; 67.4 a fill, Part D 120.7"],
    ["zidovudine", "300 mg tablet", "300 mg twice a day; 63.2 a fill, Part D 101"],
  ] as const)
    it(`${slug} ${label}: 60 (${why})`, () => expect(doseOf(slug, label).defaultCount).toBe(60));
});

// The dispensing files beside the project (../shared/data/drugs, as in CI); skipped where they are not.
const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`))("a few units a fill, against the dispensing files", () => {
  // Flags the evidence explains (prisma/seed/README.md): fills billed by the bottle (fluticasone propionate 1.1 a
  // fill of 16 g bottles, Pennsaid's pump), Alaska's clinic billing of diphenhydramine 25 mg one capsule at a time
  // (Part D 21.9 a claim), Iyuzeh's boxes of 30 single-use vials, and Part D rows that pool another form
  // (buprenorphine's patches, 4 a claim) or another use (Viagra's brand row, 4.3; Medicaid 19.4 a fill).
  const EXPLAINED = new Set(["fluticasone-propionate", "pennsaid", "diphenhydramine-hydrochloride", "banophen", "diphenhist", "iyuzeh", "buprenorphine", "viagra"]); // prettier-ignore
  it("gives no default 3 times a fill of 10 units or fewer (Nayzilam 16 g of 1.6 a fill before; 8 explained)", async () => {
    const { dispensing, partD } = await readDispensingSources(DATA);
    const audit = auditDefaultDoses(seed.medications, dispensing, indexUsualFills(partD));
    const single = audit.flags.filter((f) => f.flag === "single" && !EXPLAINED.has(f.slug));
    expect(single.map((f) => `${f.slug} ${f.dose}: ${f.defaultValue} (${f.note})`)).toEqual([]);
    expect(audit.flags.filter((f) => f.flag === "package" && f.note.includes("price"))).toEqual([]);
  }, 60_000);
});
