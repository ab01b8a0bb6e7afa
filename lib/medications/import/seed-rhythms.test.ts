// Whole-catalog checks of the eleventh pass (prisma/seed/README.md): single-use units counted by the month of their
// rhythm, and a molecule's weekly rhythm kept to the strengths taken weekly. Cases are written from the labels'
// dosage and How Supplied sections and Part D 2023 brand rows, not read from the seed.
import { describe, expect, it } from "vitest";
import { FORM_KINDS } from "./dose-forms";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedDoseOf } from "../../../test-support/seed-dose-of";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const doses = seed.medications.flatMap((m) => m.doses.map((d) => ({ m, d })));
const countOf = (d: (typeof doses)[number]["d"], value: string) => Number(value) / Number(d.baseValue);

const doseOf = (slug: string, label: string) => seedDoseOf(seed, slug, label);

describe("single-use units, over the whole catalog", () => {
  // Counted units other than tablets and packages: packets, single-use eye vials, unit-dose cups, patches, films.
  // Boxes sold as they are (imiquimod's 12 or 24 packets, nebuliser vials in 25/30/60, vaginal inserts' 8/18, pads'
  // jars, suppositories' boxes of 12) are offered by the box, not by a month of doses.
  const BOXES = new Set(["pad", "insert", "suppository"]);
  const counted = doses.filter(
    ({ d }) =>
      !["oral-solid", "pack", "nebulizer"].includes(FORM_KINDS[d.doseForm]) &&
      !d.package &&
      d.unitKey !== "g" &&
      d.unitKey !== "mL" &&
      !BOXES.has(d.unitKey) &&
      d.quantities.map((q) => q.unitCount).join("/") !== "12/24",
  );
  it("defaults each to one month of its rhythm, the first count offered (29 doses past it before)", () => {
    expect(counted.length).toBeGreaterThan(150);
    const past = counted
      .filter(({ d }) => countOf(d, d.defaultQuantity) !== Math.min(...d.quantities.map((q) => q.unitCount)))
      .map(({ m, d }) => `${m.slug} ${d.label}`);
    expect(past).toEqual([]);
  });
  it("offers months of a rhythm as 1, 2 and 3 times the month (no 42 or 11 between them)", () => {
    const odd = counted.filter(({ d }) => {
      const counts = d.quantities.map((q) => q.unitCount);
      const month = Math.min(...counts);
      return counts.length === 3 && counts.some((c, i) => c !== month * (i + 1)) && month >= 4;
    });
    expect(odd.map(({ m, d }) => `${m.slug} ${d.label}`)).toEqual([]);
  });

  // [slug, dose label, unit, default, source]
  const CASES: [string, string, string, number, string][] = [
    ["restasis", "0.05% eye drops (suspension) (0.4 mL)", "vial", 60, "label: one single-use vial twice a day; Part D 92.6 a claim"], // prettier-ignore
    ["cyclosporine", "0.05% eye drops (suspension) (0.4 mL)", "vial", 60, "Restasis's generic: twice a day"],
    ["testim", "1% gel (5 g)", "packet", 30, "label: one 5 g tube once a day; Part D 287 g (57 tubes) a claim"],
    ["divigel", "0.1% gel (0.5 g)", "packet", 30, "label: one packet once a day; Part D 48.4 a claim"],
    ["prilosec", "10 mg granules for oral suspension", "packet", 30, "label: once a day; Part D 62.9 a claim"],
    ["vivelle", "0.05 mg/24 hr patch (84 hr)", "patch", 8, "label: a patch twice a week; cartons of 8"],
    ["minivelle", "0.0375 mg/24 hr patch (84 hr)", "patch", 8, "label: a patch twice a week; cartons of 8"],
    ["climara", "0.1 mg/24 hr patch (168 hr)", "patch", 4, "label: a patch once a week; cartons of 4"],
    ["diclofenac-epolamine", "1.3% medicated patch (Twice-Daily)", "patch", 60, "Flector label: one patch twice a day"], // prettier-ignore
    ["diazepam", "0.5% rectal gel (2 mL)", "device", 2, "Diastat label: twin packs; Part D 1.18 a claim"],
  ];
  for (const [slug, label, unit, count, source] of CASES)
    it(`${slug} ${label}: ${count} ${unit} (${source})`, () => {
      const dose = doseOf(slug, label);
      expect(dose.unitKey).toBe(unit);
      expect(dose.defaultCount).toBe(count);
    });
});

describe("weekly rhythm per strength, over the whole catalog", () => {
  // Tablets and capsules whose labels give one dose a week (a carton of 4 or 12 a month or a quarter): alendronate
  // 35/70 mg and with cholecalciferol (Fosamax, Fosamax Plus D), risedronate 35 mg (Actonel), ergocalciferol 50,000
  // units, fluoxetine 90 mg delayed-release (Prozac Weekly), mefloquine 250 mg (weekly prophylaxis).
  const WEEKLY = new Set([
    "alendronate 35 mg",
    "alendronate 70 mg",
    "alendronate / cholecalciferol 70 mg-2,800 units",
    "alendronate / cholecalciferol 70 mg-5,600 units",
    "risedronate sodium 35 mg",
    "ergocalciferol 50,000 units",
    "fluoxetine 90 mg",
    "mefloquine hydrochloride 250 mg",
  ]);
  it("offers no tablet or capsule weekly (4/12) unless its label is once a week (4 before: fluconazole 100 mg, aprepitant 80 and 125 mg, Emend 80 mg)", () => {
    const weekly = doses.filter(
      ({ d }) => FORM_KINDS[d.doseForm] === "oral-solid" && d.quantities.map((q) => q.unitCount).join("/") === "4/12",
    );
    expect(weekly.length).toBeGreaterThanOrEqual(8);
    const unlabelled = weekly.filter(({ m, d }) => !WEEKLY.has(`${m.generic} ${d.strength}`));
    expect(unlabelled.map(({ m, d }) => `${m.slug} ${d.label}`)).toEqual([]);
  });
  // [slug, dose label, counts that may be the default, source]
  const CASES: [string, string, number[], string][] = [
    ["fluconazole", "100 mg tablet", [7, 10, 14], "Diflucan label: 100 mg once a day for 7 to 21 days"],
    ["fluconazole", "150 mg tablet", [1], "Diflucan label: a single 150 mg dose"],
    ["aprepitant", "80 mg capsule", [2, 4, 6], "Emend label: 80 mg on days 2 and 3 of each cycle"],
    ["emend", "80 mg capsule", [2, 4, 6], "Emend label: 80 mg on days 2 and 3 of each cycle"],
    ["aprepitant", "40 mg capsule", [1], "Emend label: a single 40 mg dose before anaesthesia"],
    ["risedronate-sodium", "35 mg tablet", [4], "Actonel label: once a week; RxNorm packs of 4 and 12"],
    ["risedronate-sodium", "150 mg tablet", [1], "Actonel label: once a month"],
    ["ibandronate", "150 mg tablet", [1], "Boniva label: once a month"],
  ];
  for (const [slug, label, allowed, source] of CASES)
    it(`${slug} ${label}: ${allowed.join(" or ")} (${source})`, () => {
      expect(allowed).toContain(doseOf(slug, label).defaultCount);
    });
  it("reads aprepitant 125 mg as a course, not a week (Emend label: 125 mg on day 1 of each cycle)", () => {
    expect(doseOf("aprepitant", "125 mg capsule").counts).not.toEqual([4, 12]);
  });
});
