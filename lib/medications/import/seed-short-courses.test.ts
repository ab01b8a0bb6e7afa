// Whole-catalog guard of the twenty-fifth pass (prisma/seed/README.md): a drug whose label sets a fixed course (a single
// dose, a few days, a pack) is never offered a month by default. The drugs are named by their USAN stems and the
// labels' classes (single-dose antifungals and antiparasitics, emergency contraception, influenza antivirals, acute
// migraine drugs, steroid dose packs); the counts are written from their labels' dosing, not read from the seed.
import { describe, expect, it } from "vitest";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);
const defaultCount = (slug: string, label: string) => {
  const d = doseOf(slug, label);
  return d.quantities.find((q) => q.value === d.defaultQuantity)!.unitCount;
};

// Acute and single-course molecules: a month of any of them is no prescription a label writes. Atogepant and the
// preventive gepants are daily, and not here; nor are valacyclovir and acyclovir (suppressive therapy is daily).
const FIXED_COURSE =
  /\b(fluconazole|\w*bendazole|pyrantel|praziquantel|ivermectin|tinidazole|secnidazole|nitazoxanide|oseltamivir|baloxavir|\w+triptan|rimegepant|ubrogepant|zavegepant|lasmiditan|ulipristal|fosfomycin|tafenoquine)\b/;
const MONTH = new Set([28, 30, 56, 60, 84, 90]);

describe("fixed courses over the whole catalog", () => {
  it("defaults no dose of a fixed-course drug to a month's count", () => {
    const months = seed.medications.flatMap((m) =>
      FIXED_COURSE.test(m.generic.toLowerCase())
        ? m.doses
            .filter((d) => d.unitKey !== "mL" && d.unitKey !== "g")
            .filter((d) => MONTH.has(d.quantities.find((q) => q.value === d.defaultQuantity)!.unitCount))
            .map((d) => `${m.slug} ${d.label}`)
        : [],
    );
    expect(months).toEqual([]);
  });

  // [slug, dose label, the default count, the label's course]
  const CASES: [string, string, number, string][] = [
    ["fluconazole", "150 mg tablet", 1, "vaginal candidiasis: a single 150 mg tablet"],
    ["xofluza", "80 mg tablet", 1, "baloxavir: one dose"],
    ["ella", "30 mg tablet", 1, "ulipristal: one tablet"],
    ["levonorgestrel", "1.5 mg tablet", 1, "emergency contraception: one tablet"],
    ["oseltamivir", "75 mg capsule", 10, "75 mg twice daily for 5 days"],
    ["albendazole", "200 mg tablet", 6, "filled as a course (6.2 tablets a fill), never 30"],
    ["medrol", "4 mg tablet", 21, "the 21-tablet dose pack"],
    ["sumatriptan", "50 mg tablet", 10, "acute migraine: filled 9 to 10 at a time"],
    ["solosec", "2000 mg oral granules", 1, "secnidazole: a single packet"],
  ];
  for (const [slug, label, count, words] of CASES)
    it(`opens ${slug} ${label} on ${count} (${words})`, () => expect(defaultCount(slug, label)).toBe(count));
});
