// Whole-catalog checks of the twenty-second pass (prisma/seed/README.md, "Twenty-second pass: the package a patient is
// handed"): a nebulizer solution whose single-dose vial NADAC's description states is offered in whole boxes of its
// vials; an over-the-counter tube or bottle no file reads or fills in the ounces its label states; every dose's
// quantities are one unit's multiples, in order, with the default among them. The cases are written from the
// products' labels (How Supplied, the OTC Drug Facts net quantity), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NEBULIZER_BOXES, OTC_BOTTLE, OTC_TUBE } from "./derive-quantities";
import { indexDispensing } from "./index-dispensing";
import { measureQuantityPackages } from "./measure-quantity-packages";
import { readCatalogSeed } from "./read-catalog-seed";
import { readNadacDescriptions } from "./read-catalog-sources";
import { readDispensingSources } from "./read-dispensing-sources";
import { nadacPriceOf } from "./bottle-volumes";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);
const offered = (slug: string, label: string) => doseOf(slug, label).quantities.map((q) => Number(q.value));
const whole = (n: number, size: number) => Math.abs(n / size - Math.round(n / size)) < 0.01 && n >= size * 0.99;
const wholeBoxes = (n: number, vial: number) => NEBULIZER_BOXES.some((box) => whole(n, box * vial));

const SOLUTION = "nebulizer solution";
// [slug, strength, the vial's mL, the default in vials or null, the label's words]
const VIALS: [string, string, number, number | null, string][] = [
  ["albuterol", "0.83 mg/mL", 3, 30, "albuterol sulfate 0.083%: 2.5 mg in 3 mL unit-dose vials, cartons of 25, 30, 60"],
  ["albuterol", "0.21 mg/mL", 3, null, "AccuNeb 0.63 mg/3 mL: 3 mL unit-dose vials, cartons of 25"],
  ["arformoterol", "7.5 mcg/mL", 2, null, "arformoterol 15 mcg/2 mL: 2 mL unit-dose vials, cartons of 30 and 60"],
  ["brovana", "7.5 mcg/mL", 2, 60, "Brovana 15 mcg/2 mL: 2 mL vials, one twice daily (60 a month)"],
  ["perforomist", "10 mcg/mL", 2, 60, "Perforomist 20 mcg/2 mL: 2 mL vials, cartons of 60, one twice daily"],
  ["formoterol-fumarate", "10 mcg/mL", 2, null, "formoterol fumarate 20 mcg/2 mL: 2 mL unit-dose vials"],
  ["cromolyn-sodium", "10 mg/mL", 2, null, "cromolyn sodium 20 mg/2 mL: 2 mL unit-dose ampules, cartons of 60 and 120"],
  // Tobramycin's ampules (56) are counted in their label's cartons since the twenty-third pass
  // (seed-dispensed-courses.test.ts); levalbuterol's 3 mL vials are back in these boxes (seed-package-labels.test.ts).
  // Guards that hold before and after: boxes the state's quarterly units read.
  ["albuterol", "0.417 mg/mL", 3, 30, "albuterol 1.25 mg/3 mL: 3 mL vials; Alaska's quarters read a box of 30"],
  ["pulmozyme", "1 mg/mL", 2.5, 30, "Pulmozyme: 2.5 mL ampules, 30 a carton"],
];

describe("nebulizer solutions, in whole boxes of their vials (labels)", () => {
  for (const [slug, strength, vial, vials, words] of VIALS)
    it(`offers ${slug} ${strength} in whole boxes of ${vial} mL vials (${words})`, () => {
      const label = `${strength} ${SOLUTION}`;
      expect(offered(slug, label).filter((n) => !wholeBoxes(n, vial))).toEqual([]);
      const d = doseOf(slug, label);
      if (vials === null) expect(wholeBoxes(Number(d.defaultQuantity), vial)).toBe(true);
      else expect(Number(d.defaultQuantity)).toBeCloseTo(vials * vial, 2);
    });
  it("keeps Pulmicort Respules' 2 mL vials read from the state's quarters (guard)", () => {
    expect(offered("budesonide", "0.25 mg/mL nebulizer suspension")).toEqual([60, 120, 180]);
  });
});

// [slug, dose label, a size the label states (g or mL), the default or null, the label's words]
const OUNCES: [string, string, number, number | null, string][] = [
  ["bacitracin", "500 units/g ointment", 28.35, OTC_TUBE, "bacitracin ointment: 0.5 oz (14 g) and 1 oz (28 g) tubes"],
  ["bacitracin-neomycin-polymyxin-b", "400 units/g / 0.35% / 5,000 units/g ointment", 14.17, OTC_TUBE, "triple antibiotic ointment: 0.5 oz and 1 oz tubes"], // prettier-ignore
  ["povidone-iodine", "10% topical solution", 118.29, OTC_BOTTLE, "povidone-iodine 10% solution: 4 fl oz (118 mL), 8 and 16 fl oz"], // prettier-ignore
  ["hydrogen-peroxide", "3% topical solution", 473.18, null, "hydrogen peroxide 3%: 16 fl oz (473 mL) bottles"],
  ["isopropyl-alcohol", "91% topical solution", 473.18, null, "isopropyl alcohol 91%: 16 fl oz (473 mL) bottles"],
  ["chlorhexidine-gluconate", "4% medicated liquid soap", 118.29, null, "chlorhexidine gluconate 4% (Hibiclens): 4, 8, 16 fl oz"], // prettier-ignore
  [
    "piperonyl-butoxide-pyrethrins",
    "4%-0.33% shampoo",
    118.29,
    OTC_BOTTLE,
    "pyrethrins lice shampoo: 4 fl oz (118 mL)",
  ],
  ["calamine-zinc-oxide", "8%-8% lotion", 118.29, null, "calamine lotion: 4 and 6 fl oz bottles"],
];

describe("over-the-counter tubes and bottles no file reads, in the ounces their labels state", () => {
  for (const [slug, label, size, byDefault, words] of OUNCES)
    it(`offers ${slug} ${label} at ${size} (${words})`, () => {
      expect(offered(slug, label)).toContain(Math.round(size * 100) / 100);
      if (byDefault !== null) expect(Number(doseOf(slug, label).defaultQuantity)).toBe(byDefault);
    });
  // Guards that hold before and after: prescription tubes and bottles stay metric; a fill picks as before.
  it("keeps prescription tubes and bottles in metric sizes (guards)", () => {
    expect(offered("alclometasone-dipropionate", "0.05% cream")).toEqual([15, 30, 45, 60]);
    expect(offered("betamethasone", "0.05% lotion")).toEqual([30, 60, 120, 240]);
    expect(Number(doseOf("adapalene", "0.1% gel").defaultQuantity)).toBe(45); // Differin gel: a 45 g tube
    expect(offered("hydrocortisone", "1% ointment")).toEqual([28.35, 56.7, 85.05]); // read from the state's quarters
  });
});

describe("whole catalog", () => {
  it("offers every dose's quantities as multiples of its unit, in order, with the default among them", () => {
    const bad = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => {
          const values = d.quantities.map((q) => Number(q.value));
          const multiples = d.quantities.every((q) => Math.abs(Number(q.value) - q.unitCount * Number(d.baseValue)) < 0.006); // prettier-ignore
          const ordered = values.every((v, i) => i === 0 || v > values[i - 1]!);
          return !multiples || !ordered || !d.quantities.some((q) => q.value === d.defaultQuantity);
        })
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(bad).toEqual([]);
  });
});

const DATA = "../shared/data/drugs";
describe.runIf(existsSync(`${DATA}/dispensing`))("against the dispensing files (whole catalog)", async () => {
  const units = new Map(seed.ndcs.map((n) => [n.ndc, n.pricingUnit]));
  const otc = new Map(seed.ndcs.map((n) => [n.ndc, n.otc]));
  const priceOf = nadacPriceOf(
    (ndc) => seed.history[ndc],
    (ndc) => units.get(ndc),
  );
  const { dispensing } = await readDispensingSources(DATA, priceOf);
  it("offers every OTC tube and bottle no file reads or fills in ounces, but two whose claim or twin picks", () => {
    const { findings } = measureQuantityPackages(seed.medications, dispensing, undefined, (ndc) => otc.get(ndc));
    // Differin gel's Part D claim of its form (45 g) and hydrocortisone acetate cream's twin's fills pick metric sizes.
    expect(findings.filter((f) => f.cls === "otc-metric-sizes").map((f) => `${f.slug} ${f.dose}`)).toEqual([
      "adapalene 0.1% gel",
      "hydrocortisone-acetate 1% cream",
    ]);
  });
});
describe.skipIf(!existsSync(DATA))("against the NADAC descriptions", () => {
  it("offers every nebulizer solution whose description states its vial in whole boxes, every read package whole", async () => {
    const { findings } = measureQuantityPackages(seed.medications, indexDispensing([], []), await readNadacDescriptions(DATA)); // prettier-ignore
    const of = (cls: string) => findings.filter((f) => f.cls === cls).map((f) => `${f.slug} ${f.dose}`);
    expect(of("nebulizer-not-boxes")).toEqual([]);
    expect(of("package-not-whole")).toEqual([]);
  }, 60_000);
});
