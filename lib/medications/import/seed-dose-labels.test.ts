// Whole-catalog checks of the twentieth pass (prisma/seed/README.md, "Twentieth pass: dose labels and names a
// pharmacist would write"). The cases are written from the products' labels, the Orange Book's strengths and
// Drugs@FDA's applications, not read from the seed; each case of a change fails on the seed before this pass.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { doseLabels, quantityChoiceLabel } from "../dose-labels";
import { plainNames } from "../plain-generic";
import { measureDoseLabels } from "./measure-dose-labels";
import { parseRxnormPacks } from "./parse-rxnorm-packs";
import { readCatalogSeed } from "./read-catalog-seed";
import { readOptionalSource } from "./read-optional-source";
import { QUANTITY_FILES } from "./seed-provenance";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const medication = (slug: string) => seed.medications.find((m) => m.slug === slug)!;
const labels = (slug: string) => medication(slug).doses.map((d) => d.label);

describe("a multiphasic pack by each of its phases", () => {
  // Each label's strengths (norgestimate, levonorgestrel, norethindrone, desogestrel per phase; ethinyl estradiol).
  it.each([
    ["tri-sprintec", "35 mcg-0.18/0.215/0.25 mg pack (28 days)", "Tri-Sprintec: norgestimate 0.18/0.215/0.25 mg"],
    ["tri-lo-sprintec", "25 mcg-0.18/0.215/0.25 mg pack (28 days)", "Tri-Lo-Sprintec: 25 mcg of ethinyl estradiol"],
    ["tri-lo-marzia", "25 mcg-0.18/0.215/0.25 mg pack (28 days)", "Tri-Lo-Marzia, the same regimen"],
    ["tri-lo-mili", "25 mcg-0.18/0.215/0.25 mg pack (28 days)", "Tri-Lo-Mili, whose RxNorm name states no days"],
    ["ethinyl-estradiol-norgestimate", "35 mcg-0.18/0.215/0.25 mg pack (28 days)", "the generic triphasic"],
    ["ethinyl-estradiol-norgestimate", "35 mcg-0.25 mg pack (28 days)", "beside the monophasic, as before"],
    ["trivora", "30/40/30 mcg-0.05/0.075/0.125 mg pack (28 days)", "Orange Book TRIVORA-28"],
    ["enpresse", "30/40/30 mcg-0.05/0.075/0.125 mg pack (28 days)", "Enpresse, Trivora's regimen"],
    ["velivet", "0.1/0.125/0.15 mg-25 mcg pack (28 days)", "Velivet (Cyclessa): desogestrel 0.1/0.125/0.15 mg"],
    ["nortrel", "35 mcg-0.5/0.75/1 mg pack (28 days)", "Nortrel 7/7/7"],
    ["aranelle-28", "35 mcg-0.5/1 mg pack (28 days)", "Aranelle (Tri-Norinyl): norethindrone 0.5, 1, 0.5 mg"],
    ["tri-legest", "20/30/35 mcg-1 mg pack (28 days)", "Tri-Legest Fe (Estrostep Fe): 20/30/35 mcg"],
    ["rivelsa", "20/25/30 mcg-0.15 mg pack (91 days)", "Rivelsa (Quartette): 20/25/30 mcg"],
  ])("%s sells the %s (%s)", (slug, label) => expect(labels(slug)).toContain(label));

  it.each([
    ["sprintec", "35 mcg-0.25 mg pack (28 days)"],
    ["seasonique", "30 mcg-0.15 mg pack (91 days)"],
    ["lo-loestrin-fe", "10 mcg-1 mg pack (28 days)"],
    // A brand pack whose RxNorm name states no days is counted as a generic's is (build-pack-dose.ts).
    ["aviane-28", "20 mcg-0.1 mg pack (28 days)"],
    ["larin-1-20", "20 mcg-1 mg pack (21 days)"],
    ["slynd", "4 mg pack (28 days)"],
  ])("keeps the monophasic %s's %s", (slug, label) => {
    if (seed.medications.some((m) => m.slug === slug)) expect(labels(slug)).toContain(label);
  });
});

describe("an application number as the brand approved under it", () => {
  it("tells epinephrine's two 0.3 mg auto-injectors apart by EpiPen and Adrenaclick (NDA019430, NDA020800)", () => {
    expect(labels("epinephrine")).toEqual(
      expect.arrayContaining([
        "0.3 mg/0.3 mL auto-injector (generic of Epipen)",
        "0.3 mg/0.3 mL auto-injector (generic of Adrenaclick)",
      ]),
    );
    const es = doseLabels(medication("epinephrine").doses, "es-US");
    expect(es).toContain("0.3 mg/0.3 mL en autoinyector (genérico de Adrenaclick)");
  });
});

describe("RxNorm's unit words in lower case", () => {
  it.each([
    ["ozempic", "2 mg/1.5 mL pen (0.25 mg or 0.5 mg doses)"],
    ["ozempic", "2.04 mg/3 mL pen (0.25 mg or 0.5 mg doses)"],
    ["humalog", "100 units/mL pen (3 mL, 0.5-unit doses)"],
    ["insulin-lispro", "100 units/mL pen (3 mL, 0.5-unit doses)"],
  ])("%s sells the %s", (slug, label) => expect(labels(slug)).toContain(label));
});

describe("names without RxNorm's inversions, marks and capitals", () => {
  // As the API and the pages show them (toMedicationResponse); the seed keeps RxNorm's generic, which search reads.
  it.each([
    ["sennosides-usp", "sennosides", "sennosides"],
    ["docusate-sodium-sennosides-usp", "docusate sodium / sennosides", "docusate sodium / sennosides"],
    ["premarin", "Premarin", "conjugated estrogens"],
    ["prempro", "Prempro", "conjugated estrogens / medroxyprogesterone acetate"],
    ["duavee", "Duavee", "bazedoxifene / conjugated estrogens"],
    ["cyclosporine-modified", "cyclosporine modified", "cyclosporine modified"],
    ["novolog", "NovoLog", "insulin aspart"],
    ["humulin-r", "Humulin R", "regular insulin"],
    ["humulin-n", "Humulin N", "insulin isophane"],
    ["thyroid-usp", "thyroid", "thyroid"],
    ["armour-thyroid", "Armour Thyroid", "thyroid"],
    ["glucagon-rdna", "glucagon", "glucagon"],
    ["heparin-sodium-porcine", "heparin sodium", "heparin sodium"],
    ["nitrofurantoin-macrocrystals", "nitrofurantoin macrocrystals", "nitrofurantoin macrocrystals"],
    ["omega-3-acid-ethyl-esters-usp", "omega-3 acid ethyl esters", "omega-3 acid ethyl esters"],
    ["k-phos-neutral", "K-Phos Neutral", "potassium phosphate / dibasic sodium phosphate / monobasic sodium phosphate"],
    ["xifaxan", "Xifaxan", "rifaximin"],
    ["fycompa", "Fycompa", "perampanel"],
    ["senokot-s", "Senokot-S", "docusate sodium / sennosides"],
    ["tri-linyah", "Tri-Linyah", "ethinyl estradiol / norgestimate"],
    ["tri-lo-estarylla", "Tri-Lo-Estarylla", "ethinyl estradiol / norgestimate"],
    ["urogesic-blue-reformulated-apr-2012", "Urogesic Blue", "hyoscyamine sulfate / methenamine / methylene blue / monobasic sodium phosphate"], // prettier-ignore
  ])("%s is %s (%s)", (slug, name, generic) => {
    expect(plainNames(medication(slug))).toEqual({ name, generic });
  });

  it("keeps initialisms, RxNorm's generic for search, and a brand's name as filed among its search names", () => {
    for (const [slug, name] of [["dok", "DOK"], ["fml", "FML"], ["ssd", "SSD"]]) expect(medication(slug!).name).toBe(name); // prettier-ignore
    expect(medication("sennosides-usp").generic).toBe("sennosides, USP");
    expect(medication("urogesic-blue-reformulated-apr-2012").aliases).toContain("urogesic blue reformulated apr 2012");
  });
});

describe("a pack brand's name at its own regimen", () => {
  const aliasing = (name: string) => seed.medications.filter((m) => m.aliases.includes(name)).map((m) => m.slug);
  const named = (slug: string, name: string) => {
    const m = medication(slug);
    const ndcs = m.aliasDoses[name] ?? m.doses.map((d) => d.ndc);
    return m.doses.filter((d) => ndcs.includes(d.ndc)).map((d) => d.label);
  };

  it("answers 'ortho tri cyclen lo' with its generics at 25 mcg (Tri-Lo-Sprintec, Tri-Lo-Marzia ...), not 35 mcg", () => {
    expect(aliasing("ortho tri cyclen lo")).toEqual(expect.arrayContaining(["tri-lo-sprintec", "tri-lo-marzia"]));
    expect(aliasing("ortho tri cyclen lo")).not.toContain("ethinyl-estradiol-norgestimate");
    for (const slug of aliasing("ortho tri cyclen lo")) {
      const packs = named(slug, "ortho tri cyclen lo");
      expect(packs.length, slug).toBeGreaterThan(0);
      for (const label of packs) expect(label, slug).toMatch(/^25 mcg-0\.18\/0\.215\/0\.25 mg pack\b/);
    }
  });

  it("answers 'ortho tri cyclen' with the 35 mcg triphasic and 'seasonique' with the 91-day pack only", () => {
    expect(named("ethinyl-estradiol-norgestimate", "ortho tri cyclen")).toEqual(["35 mcg-0.18/0.215/0.25 mg pack (28 days)"]); // prettier-ignore
    expect(named("ethinyl-estradiol-levonorgestrel", "seasonique")).toEqual(["30 mcg-0.15 mg pack (91 days)"]);
    expect(named("ethinyl-estradiol-levonorgestrel", "quartette")).toEqual(["20/25/30 mcg-0.15 mg pack (91 days)"]);
  });

  it("keeps the generic's own name on every dose", () => {
    expect(medication("ethinyl-estradiol-norgestimate").aliasDoses["norgestimate and ethinyl estradiol"]).toBeUndefined(); // prettier-ignore
  });
});

describe("an inhaler counted as its twins are", () => {
  it("counts Breyna by Symbicort's 10.2 g canister of 120 puffs, not by the gram", () => {
    for (const d of medication("breyna").doses)
      expect(d.quantities.map((q) => quantityChoiceLabel(d, q, "en-US"))).toEqual(["1 inhaler (10.2 g)", "2 inhalers (20.4 g)", "3 inhalers (30.6 g)"]); // prettier-ignore
  });
});

const DATA = "../shared/data/drugs";
describe.runIf(existsSync(`${DATA}/${QUANTITY_FILES.packs}`))(
  "over the whole catalog (measure-dose-labels)",
  async () => {
    const packs = await readOptionalSource(DATA, QUANTITY_FILES.packs, parseRxnormPacks, []);
    const { counts, flags } = measureDoseLabels(seed.medications, packs);
    const of = (kind: keyof typeof counts) => flags.filter((f) => f.kind === kind).map((f) => `${f.slug}: ${f.text}`);

    it.each([
      ["multiphasic pack labelled by one phase", 32],
      ["application number in a label", 2],
      ["unit word in capitals", 4],
      ["name inverted or marked", 48],
      ["name in capitals or with a stray space or date", 6],
      ["pack brand's name at another regimen", 6],
    ] as const)("has no %s (%i before)", (kind, before) => expect(of(kind), `${before} before`).toEqual([]));

    it("leaves what no file gives a rule for", () => {
      expect(counts["technical qualifier in a label"]).toBeLessThanOrEqual(7); // methylphenidate's "BX Rating"
      // Airsupra, Alvesco 80 and 160, Bevespi, Breztri's 28 puffs, Dulera: no source states their canister (9 before).
      expect(counts["product type's quantities written two ways"]).toBeLessThanOrEqual(7);
      // Loestrin's 21 and 24 Fe packs, Seasonique's and Jolessa's 91 days: no pack field tells them apart (3 before: Nortrel's 0.5/35 beside its 7/7/7).
      expect(counts["two doses of one medication labelled alike"]).toBeLessThanOrEqual(2);
    });
  },
);
