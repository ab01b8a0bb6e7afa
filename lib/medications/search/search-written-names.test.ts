// Drug names as the public lists write them (prisma/seed/README.md, "Twenty-first pass: names as the public lists
// write them — search"): an aside in parentheses ("HUMIRA(CF) PEN", "OXYCODONE HCL (IR) 5 MG TAB", "FT ALLERGY (LORAT)
// 10 MG TAB") and a number joined to a name ("DILANTIN-125", "ALTAVERA-28 TABLET") are read past; and, over a third of
// written-name-cases.ts's sets (every third case: the NADAC week, SDUD, Part D 2023, Drugs@FDA, doses as prescriptions
// write them, pairs in both orders), at most the misses this pass leaves. The sets are skipped where the data folder
// is not beside the project.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { findMedications, type SearchCatalog } from "./find-medications";
import { searchCatalogOf } from "./search-catalog-of";
import { judgeWrittenName, readWrittenNameSources, writtenNameCases, type WrittenNameCase } from "./written-name-cases";
import { abbreviatesWordOf, joinedNumberReadings, withoutAsides } from "./written-asides";

const DATA = "../shared/data/drugs";
let catalog: SearchCatalog<CatalogMedication>;
let cases: WrittenNameCase[];
beforeAll(async () => {
  const seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
  cases = existsSync(`${DATA}/names`)
    ? writtenNameCases(seed.medications, await readWrittenNameSources(DATA), seed.otherDrugNames)
    : [];
}, 180_000);

// The first answer: its generic name, slug and dose (asked, else default).
const firstOf = (query: string) => {
  const [first] = findMedications(catalog, query, 10).results;
  const dose = first?.medication.doses.find((d) => d.ndc === (first.askedDose ?? first.medication.defaultDose));
  return `${first?.medication.slug} ${dose?.strength} ${dose?.doseForm}`;
};

describe("the rules", () => {
  it("reads past asides, cut ones too, and apart or without a joined number", () => {
    expect(withoutAsides("HUMIRA(CF) PEN 40 MG/0.4 ML")).toBe("HUMIRA PEN 40 MG/0.4 ML");
    expect(withoutAsides("adalimumab-aacf(cf) pen 40 mg/0.8 ml (2 pack")).toBe("adalimumab-aacf pen 40 mg/0.8 ml");
    expect(withoutAsides("lisinopril 10 mg tablet")).toBeNull();
    expect(joinedNumberReadings("altavera-28 tablet")).toEqual(["altavera 28 tablet", "altavera tablet"]);
    expect(joinedNumberReadings("tri-legest fe-28 day tablet")).toEqual(["tri-legest fe 28 day tablet", "tri-legest fe tablet"]); // prettier-ignore
    expect(joinedNumberReadings("hydrocodone-apap 5-325 mg tab")).toEqual([]);
  });
  it("an aside abbreviates a word as the NADAC file cuts it: its first letter, then its letters in order", () => {
    expect(abbreviatesWordOf("lorat", "loratadine")).toBe(true);
    expect(abbreviatesWordOf("cetrzn", "cetirizine hydrochloride")).toBe(true);
    expect(abbreviatesWordOf("levocetirzn", "levocetirizine dihydrochloride")).toBe(true);
    expect(abbreviatesWordOf("cetrzn", "loratadine")).toBe(false);
    expect(abbreviatesWordOf("lido", "acetaminophen")).toBe(false);
  });
});

describe("names as the public lists write them", () => {
  it.each([
    // Asides: the product's note (citrate-free, immediate release, a biosimilar's suffix, a patch's rhythm, the
    // amount of a packet), and the ingredient of a store's product name, as the NADAC file cuts it.
    ["humira(cf) pen 40 mg/0.4 ml", "humira 40 mg/0.4 mL auto-injector"],
    ["humira(cf) pen", "humira 40 mg/0.4 mL auto-injector"],
    ["oxycodone hcl (ir) 5 mg tab", "oxycodone-hydrochloride 5 mg tablet"],
    ["oxycodone hcl (ir) 10 mg tab", "oxycodone-hydrochloride 10 mg tablet"],
    ["semglee (yfgn) 100 unit/ml pen", "semglee 100 units/mL pen-injector"],
    ["estradiol 0.1 mg patch (1/wk)", "estradiol 0.1 mg/24 hr patch"],
    ["testim 1% (50 mg) gel", "testim 1% gel"],
    ["ft allergy (lorat) 10 mg tab", "loratadine 10 mg tablet"],
    ["qc allergy (cetrzn) 10 mg tab", "cetirizine-hydrochloride 10 mg tablet"],
    ["gs allergy (diphen) 25 mg tab", "diphenhydramine-hydrochloride 25 mg tablet"],
    ["qc allergy (fexo) 180 mg tab", "fexofenadine-hydrochloride 180 mg tablet"],
    ["ft pain relief(lido) 4% patch", "lidocaine 4% medicated-patch"],
    // A number joined to a name: a strength (Drugs@FDA's and Part D's "Dilantin-125", "Duragesic-50"), or a
    // cycle's days ("Altavera-28", "Nordette-21").
    ["duragesic-50", "fentanyl 50 mcg/hr patch"],
    ["robaxin-750", "methocarbamol 750 mg tablet"],
    ["maxzide-25", "hydrochlorothiazide-triamterene 25 mg-37.5 mg tablet"],
    ["altavera-28 tablet", "altavera 30 mcg-0.15 mg pack"],
    ["lessina-28", "lessina 20 mcg-0.1 mg pack"],
  ])("%s: %s", (query, expected) => {
    expect(firstOf(query)).toBe(expected);
  });

  it.each([
    ["dilantin-125", "phenytoin"],
    ["nordette-21", "ethinyl estradiol / levonorgestrel"],
    ["fenofibric acid (choline)", "fenofibric acid"],
  ])("%s: a product of %s first", (query, generic) => {
    expect(findMedications(catalog, query, 5).results[0]?.medication.generic.startsWith(generic)).toBe(true);
  });
});

describe.skipIf(!existsSync(`${DATA}/names`))("the written-name sets, every third case", () => {
  it("misses at most what this pass leaves", () => {
    const misses = new Map<string, number>();
    const sample = cases.filter((_, i) => i % 3 === 0);
    for (const c of sample) {
      const verdict = judgeWrittenName(c, findMedications(catalog, c.query, 10).results);
      if (verdict !== "first") misses.set(verdict, (misses.get(verdict) ?? 0) + 1);
    }
    console.log(`written names: ${sample.length} cases, misses`, Object.fromEntries(misses));
    expect(sample.length).toBeGreaterThan(8_000);
    // Before the twenty-first pass: 404 321, the right medication at another dose 97, found lower 48, another drug 29;
    // after it 241, 102, 48, 29. After the twenty-second (premixes, salts and devices cut short): 188, 104, 48, 26 (the
    // 2 more at another dose found nothing before: "lidocaine hcl 2% jelly" is now the 2% viscous solution). After
    // the twenty-third (a brand's name opens its own product or none): 187, 105, 44, 27 — the every-third sample
    // moved, as 21 names the catalog no longer sells left the sets and the judge reads "glucagon (rDNA)" as glucagon;
    // over the whole sets no query is answered worse (prisma/seed/README.md). The twenty-third pass's defaults: one
    // more at another dose. "sodium chloride 5% eye drop" opened on the default eye drops; sodium chloride now opens
    // on its 1 g tablet, and the asked dose reads no 5% into the drops' 0.854 mEq/mL. The twenty-fourth pass's defaults
    // trade one for one over the whole sets: calcipotriene-betamethasone opens its topical suspension, so
    // "... dp 0.005%-0.064% suspension" is answered right and "... ointment" (in this sample) at the default.
    // The twenty-fifth pass (search: a bare name's products in one order by fills) moves one from another drug to
    // found lower: "estradiol-", SDUD's cut name of estradiol / norethindrone acetate, now lists it in the ten.
    // The twenty-fifth pass (a biological product's proper name is its own product's alone) moved the sample again (7
    // names joined those answered with nothing): "ciprofloxacin-d5w" and "cyclosporine modified", "other" over the
    // whole sets before too, fall in it now. Over the whole sets one more "other": "adalimumab-aaty" (Yuflyma, which
    // no file lists) opens adalimumab-aacf as before; Humira, second before, no longer answers it.
    expect(misses.get("404") ?? 0).toBeLessThanOrEqual(187);
    expect(misses.get("wrong dose") ?? 0).toBeLessThanOrEqual(107);
    expect(misses.get("lower") ?? 0).toBeLessThanOrEqual(45);
    expect(misses.get("other") ?? 0).toBeLessThanOrEqual(28);
  }, 180_000);
});
