// The seed's default quantities of courses, single doses and kits against what the labels prescribe: each count a
// pharmacist would hand over for the label's regimen (doses a day x days), written here from the labels' Dosage and
// Administration and How Supplied sections, not read from the seed.
import { describe, expect, it } from "vitest";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedDoseOf } from "../../../test-support/seed-dose-of";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");

const doseOf = (slug: string, label: string) => seedDoseOf(seed, slug, label);

// [slug, dose label, the counts the label's regimens give, why]
const COURSES: [string, string, number[], string][] = [
  ["amoxicillin", "875 mg tablet", [14, 20], "875 mg every 12 hours, 7 or 10 days"],
  ["amoxicillin", "500 mg capsule", [14, 20, 21, 30], "500 mg every 12 or every 8 hours, 7 to 10 days"],
  ["amoxicillin-clavulanate", "875 mg-125 mg tablet", [14, 20, 28], "one tablet every 12 hours, 7 to 14 days"],
  ["cephalexin", "500 mg capsule", [14, 20, 21, 28], "500 mg every 12 hours, or every 6 to 8 hours, 7 to 14 days"],
  ["azithromycin", "250 mg tablet", [6], "Z-Pak: 500 mg on day 1, then 250 mg on days 2 to 5"],
  ["ciprofloxacin", "500 mg tablet", [6, 10, 14, 20, 28], "500 mg every 12 hours, 3 to 14 days"],
  ["doxycycline-hyclate", "100 mg capsule", [14, 20, 28], "100 mg every 12 hours, 7 to 14 days"],
  ["metronidazole", "500 mg tablet", [4, 14, 21], "2 g once, or 500 mg twice a day for 7 days, or three times"],
  ["nitrofurantoin-macrocrystals-nitrofurantoin-monohydrate", "100 mg capsule", [10, 14], "Macrobid: 100 mg every 12 hours, 5 to 7 days"], // prettier-ignore
  ["sulfamethoxazole-trimethoprim", "800 mg-160 mg tablet", [6, 10, 14, 20, 28], "one DS tablet every 12 hours, 3 to 14 days"], // prettier-ignore
  ["cefdinir", "300 mg capsule", [10, 14, 20], "300 mg every 12 hours, 5 to 10 days"],
  ["levofloxacin", "500 mg tablet", [7, 10, 14], "500 mg once a day, 7 to 14 days"],
  ["fluconazole", "150 mg tablet", [1], "vaginal candidiasis: one 150 mg tablet once"],
  ["oseltamivir", "75 mg capsule", [10], "treatment: 75 mg twice a day for 5 days"],
  ["tamiflu", "75 mg capsule", [10], "treatment: 75 mg twice a day for 5 days"],
  ["valacyclovir", "1000 mg tablet", [4, 20, 21, 30], "cold sores 2 g twice in a day; initial herpes 1 g twice a day for 10 days; zoster three times a day for 7; suppression 1 g a day"], // prettier-ignore
  ["prednisone", "20 mg tablet", [10, 14, 15], "a burst of 40 to 60 mg a day for 5 to 7 days"],
  ["methylprednisolone", "4 mg tablet", [21], "Medrol Dosepak: 21 tablets over 6 days"],
];

describe("the seed's default quantities against the labels' regimens", () => {
  for (const [slug, label, counts, why] of COURSES)
    it(`${slug} ${label}: one of ${counts.join(", ")} (${why})`, () => {
      const { defaultCount, counts: offered } = doseOf(slug, label);
      expect(counts).toContain(defaultCount);
      expect(offered).toContain(defaultCount);
    });

  it("offers a course's neighbouring counts, not a month of doses", () => {
    expect(doseOf("amoxicillin", "875 mg tablet").counts).toEqual([14, 20, 28]);
    expect(doseOf("oseltamivir", "75 mg capsule").counts).not.toContain(30);
  });

  it("hands over a single-dose product as one unit, offered alone", () => {
    for (const [slug, label] of [
      ["levonorgestrel", "1.5 mg tablet"],
      ["ella", "30 mg tablet"],
      ["fosfomycin", "3000 mg granules for oral solution"],
      ["solosec", "2000 mg oral granules"],
    ])
      expect(doseOf(slug!, label!)).toMatchObject({ defaultCount: 1, counts: [1] });
  });

  it("counts a product sold by the bottle or carton by it, and never a single capsule of a drug sold by the box", () => {
    expect(doseOf("nitroglycerin", "0.4 mg sublingual tablet")).toMatchObject({ defaultCount: 25, counts: [25, 50, 75] }); // prettier-ignore
    expect(doseOf("diphenhydramine-hydrochloride", "25 mg capsule").defaultCount).toBeGreaterThan(1);
  });

  it("hands over a bowel preparation as one kit, jug or set of bottles, offered alone", () => {
    const moviprep = doseOf("moviprep", "4700 mg-100 g-1015 mg-5900 mg-2690 mg-7500 mg powder for oral solution");
    expect(moviprep).toMatchObject({ defaultCount: 1, counts: [1], dose: { unitKey: "kit" } });
    const golytely = doseOf("golytely", "236 g-2970 mg-6740 mg-5860 mg-22.74 g powder for oral solution");
    expect(golytely).toMatchObject({ defaultCount: 1, counts: [1], dose: { unitKey: "jug", baseValue: "4000" } });
    expect(doseOf("sutab", "225 mg-188 mg-1479 mg tablet")).toMatchObject({ defaultCount: 24, counts: [24] });
    expect(doseOf("clenpiq", "343 mg-100 mg-0.2855 mg/5 mL oral solution")).toMatchObject({ defaultCount: 1 });
  });
});
