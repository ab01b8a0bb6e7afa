// Whole-catalog checks of the eighteenth pass (prisma/seed/README.md, "Eighteenth pass: rare forms as defaults, and
// devices' strengths as their box states them"). The cases are written from the products' public labels and the
// Orange Book's strengths, not read from the seed; each case of a change fails on the seed before this pass.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { measureDefaultForms } from "./measure-default-forms";
import { infusedFrom } from "./choose-default-dose";
import { CLINIC_FORMS } from "../search/search-entries";
import type { CatalogMedication } from "../catalog-types";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const medication = (slug: string) => seed.medications.find((m) => m.slug === slug)!;
const labels = (slug: string) => medication(slug).doses.map((d) => d.label);
const defaultOf = (m: CatalogMedication) => m.doses.find((d) => d.ndc === m.defaultDose)!;

describe("single-use nasal sprays: the amount one spray holds, as the box states it", () => {
  // Labels (How Supplied): each device delivers one 0.1 mL spray.
  it.each([
    ["naloxone-hydrochloride", "4 mg nasal spray", "naloxone nasal spray 4 mg (generic Narcan)"],
    ["narcan", "4 mg nasal spray", "Narcan: 4 mg in 0.1 mL"],
    ["kloxxado", "8 mg nasal spray", "Kloxxado: 8 mg in 0.1 mL"],
    ["opvee", "2.7 mg nasal spray", "Opvee: nalmefene 2.7 mg in 0.1 mL"],
    ["nayzilam", "5 mg nasal spray", "Nayzilam: midazolam 5 mg in 0.1 mL"],
    ["neffy", "1 mg nasal spray", "neffy 1 mg: epinephrine 1 mg in 0.1 mL"],
    ["neffy", "2 mg nasal spray", "neffy 2 mg: epinephrine 2 mg in 0.1 mL"],
  ])("%s sells the %s (%s)", (slug, label) => expect(labels(slug)).toContain(label));

  it("labels no single-use nasal device per mL over the whole catalog (7 before)", () => {
    const perML = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => d.doseForm === "nasal-spray" && d.unitKey === "device" && d.strength.endsWith("/mL"))
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(perML).toEqual([]);
  });

  it("keeps the metered sprays per spray and the bottles per mL as their boxes state them", () => {
    expect(labels("fluticasone-propionate")).toContain("50 mcg nasal spray");
    expect(labels("sumatriptan")).toContain("20 mg nasal spray");
    expect(labels("oxymetazoline-hydrochloride")).toContain("0.5 mg/mL nasal spray");
  });
});

describe("patches at the rate and span the Orange Book states", () => {
  it.each([
    ["clonidine", "0.3 mg/24 hr patch (168 hr)", "Catapres-TTS-3: 0.3 mg/24 hr (was '12.5 mcg/hr')"],
    ["nitroglycerin", "0.1 mg/hr patch (24 hr)", "Orange Book 0.1MG/HR"],
    ["nitroglycerin", "0.2 mg/hr patch (24 hr)", "Orange Book 0.2MG/HR (was 4.8 mg/24 hr)"],
    ["nitroglycerin", "0.4 mg/hr patch (24 hr)", "Orange Book 0.4MG/HR (was 9.6 mg/24 hr)"],
    ["nitroglycerin", "0.6 mg/hr patch (24 hr)", "Orange Book 0.6MG/HR (was 14.4 mg/24 hr)"],
    ["nitro-dur", "0.3 mg/hr patch (24 hr)", "Nitro-Dur 0.3 mg/hr (was 7.2 mg/24 hr)"],
    ["climara", "0.06 mg/24 hr patch (168 hr)", "Climara 0.06 mg/day (was '2.5 mcg/hr')"],
    ["climara", "0.0375 mg/24 hr patch (168 hr)", "Climara 0.0375 mg/day (was 37.4 mcg)"],
    ["vivelle", "0.0375 mg/24 hr patch (84 hr)", "Vivelle-Dot 0.0375 mg/day"],
    ["menostar", "0.014 mg/24 hr patch (168 hr)", "Menostar 0.014 mg/day"],
    ["transderm-scop", "1 mg/72 hr patch", "Transderm Scop: 1 mg over 3 days (was 0.334 mg/24 hr)"],
  ])("%s sells the %s (%s)", (slug, label) => expect(labels(slug)).toContain(label));

  it.each([
    ["fentanyl", "25 mcg/hr patch (72 hr)"],
    ["butrans", "5 mcg/hr patch (168 hr)"],
    ["nicotine", "21 mg/24 hr patch"],
    ["rivastigmine", "4.6 mg/24 hr patch"],
    ["daytrana", "10 mg/9 hr patch"],
    ["xulane", "35 mcg-0.15 mg/24 hr patch (168 hr)"],
  ])("keeps %s's %s as it was", (slug, label) => expect(labels(slug)).toContain(label));

  it("writes no estradiol, clonidine, nitroglycerin or scopolamine patch per hour in micrograms, nor a rounded 37.4 (17 before)", () => {
    const odd = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => d.doseForm === "patch" && /estradiol|clonidine|nitroglycerin|scopolamine/.test(m.generic))
        .filter(
          (d) =>
            /mcg\/hr|37\.4|\d\.\d+ mg\/24 hr \(72|[4-9]\.\d mg\/24 hr/.test(d.strength) &&
            !/levonorgestrel|norethindrone/.test(m.generic),
        ) // prettier-ignore
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(odd).toEqual([]);
  });
});

describe("an insulin pen's partner per mL, as the insulin is", () => {
  it.each([
    ["soliqua", "100 units-33 mcg/mL pen (3 mL)", "Soliqua 100/33: 100 units/mL and 33 mcg/mL"],
    ["xultophy", "100 units-3.6 mg/mL pen (3 mL)", "Xultophy 100/3.6: 100 units/mL and 3.6 mg/mL"],
  ])("%s sells the %s (%s)", (slug, label) => expect(labels(slug)).toContain(label));
});

describe("the Medrol Dosepak, a product at the counter", () => {
  it("is Medrol's 4 mg tablet, 21 tablets (00009-0056-04, the product of Medrol 4 mg's bottle 00009-0056-02)", () => {
    const medrol = medication("medrol");
    expect(medrol).toMatchObject({ name: "Medrol", genericSlug: "methylprednisolone" });
    const dose = medrol.doses.find((d) => d.ndcs.includes("00009005604"))!;
    expect(dose.label).toBe("4 mg tablet");
    expect(Number(dose.defaultQuantity) / Number(dose.baseValue)).toBe(21);
  });

  it("sells Imvexxy's starter and maintenance packs as its inserts", () => {
    expect(labels("imvexxy")).toEqual(["4 mcg vaginal insert", "10 mcg vaginal insert"]);
  });
});

describe("a brand's default among the products dispensed under its name", () => {
  // Alaska SDUD 2022 by the brand's own NDCs; Part D 2023's brand rows.
  it.each([
    ["estrace", "vaginal-cream", "brand Estrace tablets 0 fills of their own; Estrace cream 31"],
    ["carafate", "oral-suspension", "Carafate tablets 0 fills of their own; Part D 729 mL a Carafate claim"],
  ])("%s defaults to its %s (%s)", (slug, form) => expect(defaultOf(medication(slug)).doseForm).toBe(form));

  it.each([
    ["bystolic", "10 mg tablet", "Bystolic 5 mg 0 fills of its own, 10 mg 50"],
    ["onfi", "20 mg tablet", "Onfi 10 mg 0 fills of its own, 20 mg 54"],
  ])("%s defaults to its %s (%s)", (slug, label) => expect(defaultOf(medication(slug)).label).toBe(label));

  it.each([
    ["depakote", "tablet-delayed-release", "a pill's other pill stays: Part D claims Depakote 17,051, Sprinkle 6,719"],
    ["topamax", "tablet", "the Sprinkle capsules are another pill"],
    ["invega", "tablet-extended-release", "never an injection for a tablet (Invega Sustenna is a name of its own)"],
    ["abilify", "tablet", "never an injection for a tablet (Abilify Maintena)"],
  ])("%s keeps its %s (%s)", (slug, form) => expect(defaultOf(medication(slug)).doseForm).toBe(form));
});

describe("a product no file fills: the form stocked, a plain tablet first when stocked at least half as widely", () => {
  // Twenty-third pass: PLAIN_STOCK 0.5 (was CLOSE, 0.8), calibrated on the medications whose forms the files count.
  it.each([
    ["calcium-carbonate", "tablet-chewable", "one 648 mg tablet NDC beside 42 chewable ones of 9 labelers (Tums)"],
    ["simethicone", "capsule", "the 125 mg softgels stocked 0.61 as widely as the chewable tablets (Gas-X)"],
    ["dextromethorphan-hydrobromide-guaifenesin", "tablet", "the 20 mg-400 mg tablet, the dose stocked most, 0.55 of the syrups' three strengths"], // prettier-ignore
  ])("%s defaults to its %s (%s)", (slug, form) => expect(defaultOf(medication(slug)).doseForm).toBe(form));

  it.each([
    ["lisinopril", "tablet"],
    ["tegretol", "tablet"],
  ])("keeps %s's %s", (slug, form) => expect(defaultOf(medication(slug)).doseForm).toBe(form));
});

const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`))("defaults against each medication's own NDCs", () => {
  it("leaves no brand's default with no fill of its own where another product taken home has one", async () => {
    const { dispensing, alaskaOnly } = await readDispensingSources(DATA);
    const { findings } = measureDefaultForms(seed.medications, dispensing, alaskaOnly);
    // A default whose fills the state's file suppresses (1 to 10 a quarter) has fills of its own (twentieth pass:
    // adapalene's 0.3% gel, 13 suppressed rows).
    const suppressed = (slug: string) => {
      const m = seed.medications.find((x) => x.slug === slug)!;
      return (alaskaOnly.suppressedOf?.(defaultOf(m).ndcs) ?? 0) > 0;
    };
    // A medication whose counted fills are all infusion bags opens on a form patients bring (twenty-second pass:
    // sodium chloride's 1,000 mL bag is no product taken home from a retail pharmacy).
    const infusedOnly = (slug: string) => {
      const counted = seed.medications.find((x) => x.slug === slug)!.doses.filter((x) => x.dispensed);
      return counted.length > 0 && counted.every((x) => infusedFrom(CLINIC_FORMS.has(x.doseForm), x.unitContent));
    };
    const zero = findings
      .filter((f) => f.share === 0 && f.cls !== "unread" && !suppressed(f.slug) && !infusedOnly(f.slug))
      .map((f) => `${f.cls} ${f.slug}`);
    // What stays, each by a documented rule: injections (Invega Sustenna, Abilify Maintena, Risperdal Consta) are
    // names of their own, and a pill's other pill (Depakote, Topamax, Ritalin's sprinkles and LA capsules) does not
    // move a pill; Alaska's state file alone (its own fills under every national row of generic tablets).
    const kept = /^(form|form-alaska) (invega|abilify|risperdal|depakote|topamax|ritalin)$|^form-alaska /;
    expect(zero.filter((z) => !kept.test(z))).toEqual([]);
  }, 120_000);
});
