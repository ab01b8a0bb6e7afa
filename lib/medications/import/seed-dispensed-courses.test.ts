// Whole-catalog checks of the twenty-third pass (prisma/seed/README.md, "Twenty-third pass: a course as it is
// handed over"): a course or single dose is offered and defaulted as the box it is dispensed in, never a month or the
// form's fallback sizes; a course tube, a syrup's and an OTC drop's bottle, and a nebulizer's carton are whole
// packages of what their labels state. The cases are written from the products' labels (How Supplied, the package's
// net quantity), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isAntiInfective } from "./derive-quantities";
import { measureDispensedCourses } from "./measure-dispensed-courses";
import { readCatalogSeed } from "./read-catalog-seed";
import { readNadacDescriptions } from "./read-catalog-sources";
import { readDispensingSources } from "./read-dispensing-sources";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf, defaultCount } = seedLookup(seed);
const counts = (slug: string, label: string) => doseOf(slug, label).quantities.map((q) => q.unitCount);
const amounts = (slug: string, label: string) => doseOf(slug, label).quantities.map((q) => Number(q.value));

// [slug, dose label, units of one course or box, the label's words]
const COURSES: [string, string, number, string][] = [
  ["miconazole-nitrate", "200 mg vaginal insert", 3, "Monistat 3: 3 vaginal suppositories, one at bedtime for 3 days"],
  ["miconazole-nitrate", "100 mg vaginal insert", 7, "Monistat 7: 7 vaginal suppositories, one at bedtime for 7 days"],
  ["terconazole", "80 mg vaginal insert", 3, "Terazol 3: 3 vaginal suppositories of 80 mg"],
  ["cleocin", "100 mg vaginal insert", 3, "Cleocin Vaginal Ovules: 3 ovules of 100 mg, one at bedtime for 3 days"],
  ["diclofenac-potassium", "50 mg powder for oral solution", 9, "Cambia: cartons of 9 single-dose packets, one a migraine"], // prettier-ignore
  ["tosymra", "10 mg nasal spray", 6, "Tosymra: 6 single-dose nasal spray devices in 1 carton"],
  // Guards that hold before and after: single doses and courses other rules already count.
  ["fluconazole", "150 mg tablet", 1, "Diflucan 150 mg: a single tablet for vaginal candidiasis"],
  ["levonorgestrel", "1.5 mg tablet", 1, "Plan B One-Step: 1 tablet"],
  ["ella", "30 mg tablet", 1, "ella: one 30 mg tablet in a blister"],
  ["solosec", "2000 mg oral granules", 1, "Solosec: one 2 g packet, a single dose"],
  ["fosfomycin", "3000 mg granules for oral solution", 1, "Monurol: one 3 g sachet"],
  ["xofluza", "80 mg tablet", 1, "Xofluza 80 mg: a single dose"],
  ["azithromycin", "250 mg tablet", 6, "Z-Pak: 6 tablets"],
  ["oseltamivir", "75 mg capsule", 10, "Tamiflu: one capsule twice a day for 5 days, 10"],
  ["zavzpret", "10 mg nasal spray", 6, "Zavzpret: carton of 6 unit-dose devices"],
  ["sumatriptan", "20 mg nasal spray", 6, "Imitrex Nasal Spray: boxes of 6 devices"],
];

describe("courses and single doses, as the box they are dispensed in (labels)", () => {
  for (const [slug, label, course, words] of COURSES)
    it(`offers ${slug} ${label} by ${course} (${words})`, () => {
      expect(defaultCount(slug, label)).toBe(course);
      // A box is offered in whole boxes; a course read from fills beside its neighbouring courses (5/6/7).
      const offered = counts(slug, label);
      if (offered[0] === course) expect(offered.every((n) => n % course === 0)).toBe(true);
      else expect(offered).toContain(course);
    });
});

// [slug, dose label, one applicator's grams, the label's words]
const APPLICATORS: [string, string, number, string][] = [
  ["tioconazole", "6.5% vaginal ointment", 4.6, "Vagistat-1 / Monistat 1-Day: one prefilled applicator of 4.6 g"],
  ["xaciato", "2% vaginal gel", 5, "Xaciato: one single-dose prefilled applicator of 5 g"],
];

describe("single-dose vaginal applicators (labels)", () => {
  for (const [slug, label, grams, words] of APPLICATORS)
    it(`offers ${slug} ${label} as one applicator of ${grams} g (${words})`, () => {
      const d = doseOf(slug, label);
      expect(d.unitKey).toBe("applicator");
      expect(amounts(slug, label)).toEqual([grams]);
      expect(Number(d.defaultQuantity)).toBe(grams);
    });
});

// [slug, dose label, one tube's or bottle's g or mL, the label's words]
const PACKAGES: [string, string, number, string][] = [
  ["miconazole-nitrate", "2% vaginal cream", 45, "Monistat 7 cream: NET WT 1.59 OZ (45 g) with 7 applicators"],
  ["clotrimazole", "1% vaginal cream", 45, "Clotrimazole 7: NET WT 1.5 OZ (45 g), 7 applicatorfuls"],
  ["clotrimazole", "2% vaginal cream", 21, "Clotrimazole 3: NET WT 0.74 OZ (21 g), 3 applicatorfuls"],
  ["terconazole", "0.4% vaginal cream", 45, "Terazol 7: a 45 g tube, 7 applicatorfuls"],
  ["terconazole", "0.8% vaginal cream", 20, "Terazol 3: a 20 g tube, 3 applicatorfuls"],
  ["midazolam", "10 mg/5 mL oral solution", 118, "midazolam syrup 2 mg/mL: 118 mL bottles"],
  ["sodium-chloride", "0.854 mEq/mL eye drops", 15, "sodium chloride 5% eye drops: 15 mL (0.5 fl oz) bottles"],
  ["muro-128", "0.854 mEq/mL eye drops", 15, "Muro 128 5% solution: 15 and 30 mL bottles"],
  // Guards that hold before and after: course tubes the state's quarters already read.
  ["cleocin", "2% vaginal cream", 40, "Cleocin vaginal cream 2%: a 40 g tube with 7 applicators"],
  ["metronidazole", "0.75% vaginal gel", 70, "metronidazole vaginal gel 0.75%: a 70 g tube with 5 applicators"],
];

describe("course tubes and bottles, in whole packages of their labels", () => {
  for (const [slug, label, size, words] of PACKAGES)
    it(`offers ${slug} ${label} by ${size} (${words})`, () => {
      expect(Number(doseOf(slug, label).defaultQuantity)).toBe(size);
      expect(amounts(slug, label).every((n) => Math.abs(n / size - Math.round(n / size)) < 0.01)).toBe(true);
    });
});

// [slug, strength, the vial's mL, vials a carton, the default in vials, the label's words]
const CARTONS: [string, string, number, number, number, string][] = [
  // Levalbuterol's 3 mL vials left the carton of 24 in the twenty-fourth pass: its generics come 24, 25 or 30 a carton
  // (NDC directory), the form's boxes (seed-package-labels.test.ts).
  ["tobramycin", "60 mg/mL", 5, 56, 56, "TOBI 300 mg/5 mL: 56 ampules a carton, a 28-day cycle"],
];

describe("nebulizer solutions whose label's carton is no box of 25, 30 or 60", () => {
  for (const [slug, strength, vial, carton, vials, words] of CARTONS)
    it(`offers ${slug} ${strength} in cartons of ${carton} vials (${words})`, () => {
      const label = `${strength} nebulizer solution`;
      expect(amounts(slug, label)).toEqual([1, 2, 3].map((n) => n * carton * vial));
      expect(Number(doseOf(slug, label).defaultQuantity)).toBe(vials * vial);
    });
});

describe("whole seed", () => {
  it("offers no vaginal anti-infective at its form's fallback sizes (inserts 8/18/24, tubes 15/30/45/60 g)", () => {
    const fallback = new Set(["8/18/24", "15/30/45/60"]);
    const found = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => d.doseForm.startsWith("vaginal-") && isAntiInfective(m.generic.split(" / ")))
        .filter((d) => fallback.has(d.quantities.map((q) => q.unitCount).join("/")))
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(found).toEqual([]);
  });
});

const DATA = "../shared/data/drugs";
describe.runIf(existsSync(`${DATA}/dispensing`))("against the dispensing files (whole catalog)", async () => {
  const { dispensing, partD } = await readDispensingSources(DATA);
  const { findings } = measureDispensedCourses(seed.medications, {
    dispensing,
    partD,
    descriptionsOf: await readNadacDescriptions(DATA),
  });
  const of = (cls: string) => findings.filter((f) => f.cls === cls).map((f) => `${f.slug} ${f.dose}`);
  it("offers no dose of single-dose units off the course its fills or claims read", () => {
    expect(of("course-off-fill")).toEqual([]);
  });
  it("offers no course its description counts at its form's fallback sizes", () => {
    expect(of("course-unread")).toEqual([]);
  });
  it("offers every dose a label row counts in whole packages of it", () => {
    expect(of("labelled-off")).toEqual([]);
  });
});
