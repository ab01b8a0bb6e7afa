// Whole-catalog checks of the seventeenth pass (prisma/seed/README.md, "Seventeenth pass: every product a patient
// brings to the counter"): every NDC NADAC priced in 2025 is in a dose of the catalog or in a class left out by a
// documented rule (catalog-coverage.ts), and the packs a patient brings are sold as packs, one course or cycle at a
// time. The cases are written from the products' public labels (How Supplied), not read from the seed; each fails on
// the seed before this pass, where these NDCs were in no dose.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measureCoverage, readPackIndex, readRecentNdcs } from "./catalog-coverage";
import { readCatalogSeed } from "./read-catalog-seed";
import { findMedications } from "../search/find-medications";
import { searchCatalogOf } from "../search/search-catalog-of";
import { seedDoseOf } from "../../../test-support/seed-dose-of";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const DATA = "../shared/data/drugs";
const catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
const first = (query: string) => findMedications(catalog, query, 3).results[0]?.medication;

describe("Paxlovid: a kit of two drugs, one medication sold by the pack", () => {
  // Paxlovid label (Pfizer), How Supplied: the 5-day pack holds 20 nirmatrelvir 150 mg and 10 ritonavir 100 mg tablets
  // (300 mg; 100 mg twice a day); the renal pack (moderate renal impairment) 10 and 10 (150 mg; 100 mg).
  it.each([
    "paxlovid",
    "Paxlovid",
    "nirmatrelvir ritonavir",
    "ritonavir nirmatrelvir",
    "nirmatrelvir / ritonavir",
    "nirmatrelvir and ritonavir",
  ])(
    // prettier-ignore
    "finds it by %s",
    (query) => expect(first(query)?.slug).toBe("paxlovid"),
  );

  it("is named by its ingredients, with its brand, and offers the 5-day pack by default, 1 pack", () => {
    const paxlovid = seed.medications.find((m) => m.slug === "paxlovid")!;
    expect(paxlovid).toMatchObject({ name: "Paxlovid", generic: "nirmatrelvir / ritonavir", isBrand: true });
    const course = seedDoseOf(seed, "paxlovid", "150 mg-100 mg pack (5 days, 30 tablets)");
    expect(paxlovid.defaultDose).toBe(course.dose.ndc);
    expect(course).toMatchObject({ unitKey: "pack", baseValue: 30, defaultCount: 1, counts: [1] });
    const renal = seedDoseOf(seed, "paxlovid", "150 mg-100 mg pack (20 tablets)");
    expect(renal).toMatchObject({ unitKey: "pack", baseValue: 20, defaultCount: 1, counts: [1] });
    // Priced per tablet as NADAC prices it: a pack is its 30 tablets, about $1,400 (never 30 packs).
    const price = Number(course.dose.nadacPerUnit) * Number(course.dose.defaultQuantity);
    expect(price).toBeGreaterThan(1000);
    expect(price).toBeLessThan(2000);
  });
});

describe("dose, starting and titration packs of a drug the catalog sells", () => {
  // [slug, label, tablets a pack, the label it is written from]
  const COURSES: [string, string, number, string][] = [
    ["methylprednisolone", "4 mg pack (21 tablets)", 21, "Medrol Dosepak and its generics: 21 tablets of 4 mg, a 6-day taper"], // prettier-ignore
    ["varenicline", "0.5 mg-1 mg pack (53 tablets)", 53, "Chantix starting month: 11 tablets of 0.5 mg and 42 of 1 mg"],
    ["varenicline", "1 mg pack (56 tablets)", 56, "Chantix continuing month: 56 tablets of 1 mg"],
    ["prednisone", "10 mg pack (21 tablets)", 21, "prednisone 10 mg 6-day dose pack: 21 tablets"],
    ["prednisone", "10 mg pack (48 tablets)", 48, "prednisone 10 mg 12-day dose pack: 48 tablets"],
    ["prednisone", "5 mg pack (21 tablets)", 21, "prednisone 5 mg 6-day dose pack: 21 tablets"],
  ];
  it.each(COURSES)("%s %s is one pack of %d (%s)", (slug, label, tablets) => {
    expect(seedDoseOf(seed, slug, label)).toMatchObject({ unitKey: "pack", baseValue: tablets, defaultCount: 1, counts: [1] }); // prettier-ignore
  });

  it("keeps the tablet the default where the catalog sells it (a dose pack is a choice, not the default)", () => {
    for (const slug of ["methylprednisolone", "varenicline", "prednisone"]) {
      const m = seed.medications.find((x) => x.slug === slug)!;
      expect(m.doses.find((d) => d.ndc === m.defaultDose)?.doseForm, slug).toBe("tablet");
    }
  });

  it("finds the packs by the names on them", () => {
    expect(first("methylprednisolone dose pack")?.slug).toBe("methylprednisolone");
  });
});

describe("an NDC NADAC alone describes, of a tablet the catalog sells", () => {
  // Zithromax label: Z-Pak, 6 tablets of 250 mg (NDC 00069-3060-75); generic azithromycin 250 mg and 500 mg tablets
  // in blister packs of 6 and 3, described by NADAC only.
  it("sells the Z-Pak's NDC as Zithromax 250 mg tablets, 6 by default", () => {
    const zpak = seedDoseOf(seed, "zithromax", "250 mg tablet");
    expect(zpak.dose.ndcs).toContain("00069306075");
    expect(zpak.defaultCount).toBe(6);
  });
});

describe("self-injection devices NADAC gives no unit", () => {
  // Mounjaro label: single-dose pens of 0.5 mL at 2.5, 5, 7.5, 10, 12.5 and 15 mg, cartons of 4; the 5 and 10 mg pens
  // had no NADAC unit. Aimovig label: 70 mg/mL and 140 mg/mL single-dose 1 mL SureClick auto-injectors.
  it.each([
    ["mounjaro", "5 mg/0.5 mL auto-injector"],
    ["mounjaro", "2.5 mg/0.5 mL auto-injector"],
    ["aimovig", "70 mg/mL auto-injector (1 mL)"],
    ["aimovig", "140 mg/mL auto-injector (1 mL)"],
  ])("sells %s %s", (slug, label) => expect(seedDoseOf(seed, slug, label).dose.ndcs.length).toBeGreaterThan(0));
});

describe("generic cycle packs: 1 or 3 packs of a 28-day cycle, 1 or 2 of a 91-day one", () => {
  // [slug, label, tablets, counts, the label]
  const CYCLES: [string, string, number, number[], string][] = [
    ["drospirenone-ethinyl-estradiol", "3 mg-30 mcg pack (28 days)", 28, [1, 3], "Yasmin generics: 21 active, 7 inert"],
    ["drospirenone-ethinyl-estradiol", "3 mg-20 mcg pack (28 days)", 28, [1, 3], "Yaz generics: 24 active, 4 inert"],
    ["norethindrone", "0.35 mg pack (28 days)", 28, [1, 3], "progestin-only pill: 28 active tablets"],
    // Risedronate's immediate-release cartons of 4 and 12 are its 35 mg tablet since the nineteenth pass (one tablet,
    // one dose: seed-course-products.test.ts); the delayed-release carton has no loose tablet beside it.
    ["risedronate-sodium", "35 mg pack (28 days, Delayed Release)", 4, [1, 3], "Atelvia 35 mg weekly: cartons of 4"],
  ];
  it.each(CYCLES)("%s %s holds %d, offered %j (%s)", (slug, label, tablets, counts) => {
    expect(seedDoseOf(seed, slug, label)).toMatchObject({ unitKey: "pack", baseValue: tablets, defaultCount: 1, counts }); // prettier-ignore
  });
});

describe.skipIf(!existsSync(DATA))("every NDC NADAC priced in 2025, over the whole catalog", async () => {
  const coverage = measureCoverage(seed, await readRecentNdcs(DATA), await readPackIndex(DATA));
  const left = (kind: Parameters<typeof coverage.leftOut.get>[0]) => coverage.leftOut.get(kind)?.length ?? 0;

  it("sells every pack RxNorm gives the contents of, but packs NADAC prices by the mL or gram (185 NDCs before)", () => {
    // Left: Suprep's and Plenvu's bowel preparations (priced per mL or without a unit), miconazole's cream-and-insert
    // combinations and nicotine's step kit (no unit in any NADAC file).
    expect(left("pack with RxNorm contents")).toBeLessThanOrEqual(9);
  });

  it("leaves out no more than the measured retail classes (610 NDCs in no dose before, 382 after)", () => {
    expect(coverage.recent).toBeGreaterThan(32_000);
    expect([...coverage.leftOut.values()].flat().length).toBeLessThanOrEqual(382);
    // NADAC's own descriptions: 73 before; those naming a tablet the catalog sells (azithromycin 250 and 500 mg, the
    // Z-Pak) are sold now. Left: Valtoco, Afrezza, Spravato, Xcopri's and Fetzima's titration packs, ... (README).
    expect(left("NADAC description only (no RxNorm name or contents)")).toBeLessThanOrEqual(41);
    // Devices with no NADAC unit: 53 before; Mounjaro's, Zepbound's and Trulicity's pens priced like their stated
    // siblings, and 1 mL auto-injectors (Repatha, Aimovig, Praluent, Emgality) billed per each, are sold now.
    expect(left("self-injection device (pen, auto-injector, syringe)")).toBeLessThanOrEqual(33);
    expect(left("other retail form")).toBeLessThanOrEqual(146);
  });
});
