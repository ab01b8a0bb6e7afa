// Whole-catalog checks of the thirteenth pass (prisma/seed/README.md, "Thirteenth pass: ... (forms and strengths)"):
// a brand's default is in the product line pharmacies dispense most of it (Part D), a pack's default is the regimen
// dispensed most, and the dose list opens with the default's form with each form's strengths ascending. Cases are
// written from public files (Part D 2023 brand rows, product labels), not read from the seed.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { amountOfDose, auditDefaultDoses } from "./audit-default-doses";
import { indexProductLines } from "./product-lines";
import { readCatalogSeed } from "./read-catalog-seed";
import { seedLookup } from "./seed-lookup";
import { readDispensingSources } from "./read-dispensing-sources";
import { openedByUseOf, readSharedCounts } from "./two-brand-uses-sources";
import { readDrugNameSources } from "./read-drug-name-sources";
import { indexUsualFills } from "./usual-fills";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);
const defaultOf = (slug: string) => doseOf(slug);

describe("the order of forms and strengths, over the whole catalog", () => {
  it("opens every medication's dose list with its default's form (144 of 435 medications of several forms before)", () => {
    const other = seed.medications.filter((m) => m.doses[0]!.doseForm !== defaultOf(m.slug).doseForm);
    expect(other.map((m) => `${m.slug}: ${m.doses[0]!.label}`)).toEqual([]);
  });

  it("lists each form's strengths from the least drug a unit holds to the most (17 forms before: syringes, vials)", () => {
    const unordered = seed.medications.flatMap((m) =>
      [...new Set(m.doses.map((d) => d.doseForm))].flatMap((form) => {
        const amounts = m.doses.filter((d) => d.doseForm === form).map(amountOfDose);
        const bad = amounts.some((a, i) => i > 0 && a !== null && amounts[i - 1] !== null && a < amounts[i - 1]!);
        return bad ? [`${m.slug} ${form}`] : [];
      }),
    );
    expect(unordered).toEqual([]);
  });

  // Invega Sustenna's label (Dosage Forms and Strengths): 39, 78, 117, 156 and 234 mg syringes; Lovenox's: 30, 40,
  // 60, 80, 100 mg syringes (then 120 and 150 mg); furosemide injection 10 mg/mL in 2, 4, 10, 50 and 100 mL vials.
  const ORDERS: [string, string, string[]][] = [
    ["invega", "prefilled-syringe", ["39 mg/0.25 mL", "78 mg/0.5 mL", "117 mg/0.75 mL", "156 mg/mL", "234 mg/1.5 mL"]],
    ["enoxaparin-sodium", "prefilled-syringe", ["30 mg/0.3 mL", "40 mg/0.4 mL", "60 mg/0.6 mL", "80 mg/0.8 mL", "100 mg/mL"]], // prettier-ignore
    ["furosemide", "injection", ["20 mg/2 mL", "40 mg/4 mL", "100 mg/10 mL", "500 mg/50 mL", "1000 mg/100 mL"]],
  ];
  for (const [slug, form, strengths] of ORDERS)
    it(`lists ${slug}'s ${form} strengths as its label does`, () => {
      const m = seed.medications.find((x) => x.slug === slug)!;
      const listed = m.doses.filter((d) => d.doseForm === form).map((d) => d.strength);
      expect(listed.filter((s) => strengths.includes(s))).toEqual(strengths);
    });
});

// [slug, the default's dose form, its label (a pattern), source]
const DEFAULTS: [string, string, RegExp, string][] = [
  // A brand's products under its name alone (the Orange Book's trade names "INVEGA", "RISPERDAL", "ABILIFY",
  // "ADDERALL 20", "LOTEMAX", "SYNJARDY") stay its default, however many more claims its other lines hold: the name on
  // the box, and the one a patient asks for.
  ["invega", "tablet-extended-release", /mg/, "Orange Book: INVEGA tablets; Invega Sustenna 612,670 claims (its own name)"], // prettier-ignore
  ["risperdal", "tablet", /mg tablet/, "Orange Book: RISPERDAL tablets; Risperdal Consta 132,766 claims, Risperdal 7,428"], // prettier-ignore
  ["abilify", "tablet", /mg tablet/, "Orange Book: ABILIFY tablets; Abilify Maintena 232,162 claims, Abilify 12,115"],
  ["adderall", "tablet", /^20 mg/, "Orange Book: ADDERALL 20 tablets; Adderall XR 53,604 claims, Adderall 15,123"],
  ["lotemax", "ophthalmic-suspension", /^0\.5%/, "Orange Book: LOTEMAX drops; Lotemax SM 75,703 claims, Lotemax 28,480"], // prettier-ignore
  ["synjardy", "tablet", /mg/, "Orange Book: SYNJARDY tablets; Synjardy XR 252,620 claims, Synjardy 157,520"],
  // No product under the brand's name alone is sold here: the line claimed most.
  ["pulmicort", "inhaler-dry-powder", /^180 mcg/, "Part D 2023: Pulmicort Flexhaler 117,698, Pulmicort (Respules) 687"],
  ["cardizem", "tablet-extended-release", /mg/, "Part D 2023: Cardizem LA 10,862, Cardizem CD 1,167 (no Cardizem tablets sold here)"], // prettier-ignore
  ["jentadueto", "tablet", /mg/, "Part D 2023: Jentadueto 103,706, Jentadueto XR 32,955"],
  ["asmanex", "inhaler-dry-powder", /mcg/, "Part D 2023: Asmanex (Twisthaler) 38,033, Asmanex HFA 26,387"],
  [
    "advair",
    "inhaler-dry-powder",
    /^250 mcg-50 mcg/,
    "Part D 2023: Advair Diskus 1,510,759, Advair HFA 651,442 (kept)",
  ],
  ["depakote", "tablet-delayed-release", /^500 mg/, "Part D 2023: Depakote 17,051 within 80% of Depakote ER 17,549 (kept)"], // prettier-ignore
  // Oral contraceptive regimens: 1 mg-20 mcg (Loestrin 1/20's) and 1 mg-35 mcg (Ortho-Novum 1/35's) are each brand's
  // commonest product (Medicaid's fills of every brand of the regimen); Amabelz's 1 mg-0.5 mg is Activella's usual.
  [
    "blisovi-21-fe",
    "pack",
    /^20 mcg-1 mg/,
    "Blisovi 21 Fe 1/20 and 1.5/30: the 1/20 regimen 670k prescriptions a year, 1.5/30 220k",
  ],
  ["feirza", "pack", /^20 mcg-1 mg/, "the same regimens as Blisovi 21 Fe"],
  ["dasetta", "pack", /^35 mcg-1 mg/, "Dasetta 1/35 and 0.5/35: the 1/35 regimen 77k prescriptions a year, 0.5/35 23k"],
  ["nylia", "pack", /^35 mcg-1 mg/, "the same regimens as Dasetta"],
];

describe("a product's own default, against public lists", () => {
  for (const [slug, form, label, source] of DEFAULTS)
    it(`defaults ${slug} to its ${form} (${source})`, () => {
      const d = defaultOf(slug);
      expect(d.doseForm).toBe(form);
      expect(d.label).toMatch(label);
    });
});

// The dispensing and name files beside the project (../shared/data/drugs, as in CI); skipped where they are not.
const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`) || !existsSync(`${DATA}/names`))(
  "defaults against the dispensing files and Part D's product lines",
  () => {
    it("puts no brand's default outside the Part D line claimed most of it (10 before), no pack's outside its regimen dispensed most (6 before)", async () => {
      const { dispensing, partD } = await readDispensingSources(DATA);
      const names = await readDrugNameSources(DATA);
      const audit = auditDefaultDoses(seed.medications, dispensing, indexUsualFills(partD), {
        productLines: indexProductLines(partD, names.sources.orangeBook),
      });
      expect(audit.flags.filter((f) => f.flag === "line").map((f) => `${f.slug}: ${f.note}`)).toEqual([]);
      // Climara: the audit pools its weekly patches with the twice-weekly ones of the same strength. Onfi: the audit
      // pools clobazam's 10 mg tablets; Onfi's own 10 mg NDCs hold no fill, its 20 mg do (eighteenth pass).
      // Betamethasone (twentieth pass): the audit counts the 0.1% (valerate) cream's 11 state fills, not the 0.05%
      // (dipropionate) cream's 41 suppressed rows (1 to 10 fills each); Part D claims the dipropionate 2.8 times as often.
      // Twenty-fifth pass: a trade name's own NDCs counted by the national file (Ibu 600 mg, Endocet 10 mg-325 mg,
      // Pacerone 100 mg), and a generic of two brands' uses opened on the brand pharmacies stock (sildenafil, tadalafil).
      const ownNdcs = new Set(["climara", "onfi", "betamethasone", "ibu", "endocet", "pacerone"]);
      const opened = openedByUseOf(await readSharedCounts(seed, DATA, dispensing));
      const strength = audit.flags.filter((f) => f.flag === "strength" && !ownNdcs.has(f.slug) && !opened.has(f.slug)); // prettier-ignore
      expect(strength.map((f) => `${f.slug} ${f.dose}: ${f.note}`)).toEqual([]);
      expect(audit.counts.order).toBe(0);
    }, 120_000);
  },
);
