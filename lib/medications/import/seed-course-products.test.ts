// Whole-catalog checks of the nineteenth pass (prisma/seed/README.md, "Nineteenth pass: a course as one, a regimen's
// devices, one tablet once"): a regimen sold as one course at its whole course, a scheduled device at the count its
// regimen's other devices are filled at, and a weekly carton shown as its tablet. The label cases are written from the
// products' package inserts (Dosage and Administration, How Supplied), not read from the seed.
import { describe, expect, it } from "vitest";
import { isAntiInfective } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import { classifyFill } from "./measure-dispensing-fit";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { medicationOf, doseOf, defaultCount: countOf } = seedLookup(seed);

// [slug, dose label (the default when omitted), the whole course, the label's words]
const COURSES: [string, string | undefined, number, string][] = [
  ["pylera", undefined, 120, "Pylera: 3 capsules 4 times a day for 10 days (120 capsules)"],
  ["bismuth-subcitrate-metronidazole-tetracycline-hydrochloride", undefined, 120, "the generic of Pylera: 120 capsules"], // prettier-ignore
  ["talicia", undefined, 168, "Talicia: 4 capsules 3 times a day for 14 days (168 capsules)"],
  // Guards: courses of one drug, and a kit, that were already counted as written.
  ["amoxicillin", "875 mg tablet", 20, "amoxicillin 875 mg twice a day for 10 days"],
  ["amoxicillin-clavulanate", "875 mg-125 mg tablet", 20, "Augmentin 875 mg twice a day for 10 days"],
  ["azithromycin", "250 mg tablet", 6, "the Z-Pak: 2 tablets on day 1, then 1 a day for 4 days"],
  ["azithromycin", "1000 mg powder for oral suspension", 1, "a single 1 g packet"],
];

describe("a regimen sold as one course is offered as the whole course (labels)", () => {
  it.each(COURSES)("%s %s: %i (%s)", (slug, label, count) => {
    expect(countOf(slug, label)).toBe(count);
  });

  it("offers no regimen of an anti-infective with other drugs by months of doses a day (whole seed)", () => {
    const off = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => FORM_KINDS[d.doseForm] === "oral-solid" && d.doseForm !== "pack")
        .filter(() => m.generic.includes(" / ") && isAntiInfective(m.generic.split(" / ")))
        .filter((d) => {
          const count = d.quantities.find((q) => q.value === d.defaultQuantity)!.unitCount;
          return d.quantities.some((q) => q.unitCount === 2 * count) && [30, 60, 90, 120].includes(count);
        })
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(off).toEqual([]);
  });
});

// [slug, dose label, the devices a month, the label's words]
const DEVICES: [string, string, number, string][] = [
  ["humira", "40 mg/0.4 mL prefilled syringe", 2, "Humira 40 mg every other week (the carton holds 2 syringes)"],
  ["humira", "40 mg/0.4 mL auto-injector", 2, "Humira 40 mg every other week (the pen's carton holds 2)"],
  ["humira", "40 mg/0.8 mL prefilled syringe", 2, "Humira 40 mg every other week"],
  ["humira", "40 mg/0.8 mL auto-injector", 2, "Humira 40 mg every other week"],
  ["cosentyx", "150 mg/mL prefilled syringe (1 mL)", 2, "Cosentyx 300 mg (2 x 150 mg) every 4 weeks"],
  ["cosentyx", "150 mg/mL auto-injector (1 mL)", 2, "Cosentyx 300 mg (2 x 150 mg) every 4 weeks"],
  ["enbrel", "50 mg/mL prefilled syringe (1 mL)", 4, "Enbrel 50 mg once a week"],
  ["enbrel", "50 mg/mL auto-injector (1 mL)", 4, "Enbrel 50 mg once a week"],
];

describe("a scheduled device is counted as its regimen's devices are filled (labels)", () => {
  it.each(DEVICES)("%s %s: %i a month (%s)", (slug, label, count) => {
    expect(countOf(slug, label)).toBe(count);
  });

  it("offers two devices of one strength and content of a medication at one count (whole seed)", () => {
    const off: string[] = [];
    const device = (d: { doseForm: string; package: boolean }) => d.package && ["syringe", "pen"].includes(FORM_KINDS[d.doseForm as keyof typeof FORM_KINDS]); // prettier-ignore
    // A molecule used as needed (its tablets offered as courses: sumatriptan) has no regimen: each device as filled.
    const asNeeded = (slug: string) => {
      const tablets = medicationOf(slug).doses.filter((d) => FORM_KINDS[d.doseForm] === "oral-solid" && d.doseForm !== "pack"); // prettier-ignore
      return tablets.length > 0 && tablets.every((d) => ["course", "single-dose"].includes(classifyFill(d)));
    };
    for (const m of seed.medications.filter((x) => !asNeeded(x.genericSlug ?? x.slug)))
      for (const d of m.doses.filter(device))
        for (const o of m.doses.filter(device))
          if (
            o !== d &&
            o.strength === d.strength &&
            o.qualifier === d.qualifier &&
            o.baseValue === d.baseValue &&
            o.unitKey.startsWith("box") === d.unitKey.startsWith("box") &&
            o.defaultQuantity !== d.defaultQuantity
          )
            off.push(`${m.slug} ${d.label} against ${o.label}`);
    expect(off).toEqual([]);
  });
});

describe("one tablet is one dose, whatever carton it comes in", () => {
  it("shows risedronate 35 mg once, as the weekly tablet, 4 by default (Actonel: one 35 mg tablet once a week)", () => {
    const m = medicationOf("risedronate-sodium");
    expect(m.doses.filter((d) => d.strength === "35 mg" && !/Delayed/.test(d.label)).map((d) => d.label)).toEqual([
      "35 mg tablet",
    ]);
    expect(doseOf("risedronate-sodium").label).toBe("35 mg tablet");
    expect(doseOf("risedronate-sodium", "35 mg tablet").quantities.map((q) => q.unitCount)).toEqual([4, 12]);
    expect(countOf("risedronate-sodium", "35 mg tablet")).toBe(4);
  });

  it("keeps the cartons' NDCs, the weekly cartons of 4 and 12 (Teva's 00093-3098-44 and -29), in the tablet", () => {
    expect(doseOf("risedronate-sodium", "35 mg tablet").ndcs).toEqual(
      expect.arrayContaining(["00093309844", "00093309829", "60505316500"]),
    );
  });

  it("keeps the monthly 150 mg at 1 and the delayed-release carton apart (Atelvia: another product)", () => {
    expect(countOf("risedronate-sodium", "150 mg tablet")).toBe(1);
    expect(countOf("actonel", "150 mg tablet")).toBe(1);
    expect(doseOf("risedronate-sodium", "35 mg pack (28 days, Delayed Release)").quantities.length).toBeGreaterThan(0);
    expect(countOf("alendronate", "70 mg tablet")).toBe(4);
  });

  it("shows no weekly carton of 4 or 12 beside the loose tablet of the same strength (whole seed)", () => {
    const release = (s: string) => (/delayed/i.test(s) ? "delayed" : /extended/i.test(s) ? "extended" : "immediate");
    const off = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => d.doseForm === "pack" && (d.baseValue === "4" || d.baseValue === "12"))
        .filter((d) =>
          m.doses.some(
            (o) =>
              FORM_KINDS[o.doseForm] === "oral-solid" &&
              o.doseForm !== "pack" &&
              o.strength === d.strength &&
              release(o.doseForm) === release(d.label),
          ),
        )
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(off).toEqual([]);
  });
});
