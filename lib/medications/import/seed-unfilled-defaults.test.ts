// Whole-catalog checks of the twenty-fourth pass (prisma/seed/README.md, "Twenty-fourth pass: the dose that opens
// first where no fill is counted"): every medication of two or more doses no dispensing file counts opens on the dose
// its strength and form's stock under every name puts first, and a trade name's two package sizes go by Part D's claims.
// Cases are written from public lists (the best-selling over-the-counter products by their labels, the topical and
// ophthalmic products a pharmacy stocks) and checked against the files' handles (measure-unfilled-defaults.ts).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLAIN_STOCK } from "./choose-default-dose";
import { indexListedPackages, parseListedNdcs } from "./listed-packages";
import { poolEvidence } from "./measure-dispensing-fit";
import { fallbackCandidates } from "./measure-fallback-defaults";
import { calibrateStock, measureUnfilledDefaults } from "./measure-unfilled-defaults";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { readOptionalSource } from "./read-optional-source";
import { QUANTITY_FILES } from "./seed-provenance";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);

describe("no dose counted: the stock under every name selling the strength and form", () => {
  it.each([
    // Muro 128's 5% drops (sodium chloride 5%: 75 price points under every name) before its ointment (45).
    ["muro-128", "0.854 mEq/mL eye drops"],
    // The maintenance dose (800 mg) eslicarbazepine's labelers stock most, not the first week's 400 mg.
    ["aptiom", "800 mg tablet"],
    // The children's 120 mg suppository acetaminophen's labelers stock most, not the infants' 80 mg.
    ["feverall", "120 mg suppository"],
    // The topical suspension: 4 marketed Orange Book applications to the ointment's 2 (one more discontinued).
    ["betamethasone-calcipotriene", "0.05%-0.005% lotion"],
  ])("opens %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));

  it("opens Wegovy on a 0.75 mL pen: Part D's 2.94 mL a claim is 94% cartons of 0.75 mL pens, 6% of 0.5 mL", () => {
    expect(doseOf("wegovy").unitContent).toEqual({ value: 0.75, unit: "mL" });
    expect(doseOf("wegovy").label).toBe("1.7 mg/0.75 mL auto-injector");
  });

  // The best-selling over-the-counter products by their labels' usual adult dose, and the topical and ophthalmic
  // products pharmacies stock, none of whose doses a file counts: each keeps the dose a pharmacist hands over.
  it.each([
    ["acetaminophen", "500 mg tablet"], // Tylenol Extra Strength
    ["mapap", "500 mg capsule"], // the adult capsule, not the children's chewables every label sells
    ["aspirin", "81 mg delayed-release tablet"], // Bayer / Ecotrin low dose
    ["guaifenesin", "600 mg extended-release tablet (12 hr)"], // Mucinex
    ["guaifenesin-pseudoephedrine-hydrochloride", "600 mg-60 mg extended-release tablet (12 hr)"], // Mucinex D
    ["fexofenadine-hydrochloride-pseudoephedrine-hydrochloride", "60 mg-120 mg extended-release tablet (12 hr)"], // Allegra-D 12 Hour
    ["pseudoephedrine-hydrochloride", "30 mg tablet"], // Sudafed
    ["phenylephrine-hydrochloride", "10 mg tablet"], // Sudafed PE
    ["docusate-sodium", "100 mg capsule"], // Colace
    ["sennosides-usp", "8.6 mg tablet"], // Senokot
    ["docusate-sodium-sennosides-usp", "50 mg-8.6 mg tablet"], // Senokot-S
    ["bisacodyl", "5 mg delayed-release tablet"], // Dulcolax
    ["calcium-carbonate", "750 mg chewable tablet"], // Tums Extra Strength
    ["simethicone", "125 mg capsule"], // Gas-X Extra Strength
    ["magnesium-oxide", "400 mg tablet"],
    ["glycerin", "2000 mg suppository"], // the adult suppository
    ["carboxymethylcellulose-sodium", "0.5% eye drops"], // Refresh Tears
    ["polyethylene-glycol-400-propylene-glycol", "0.4%-0.3% eye drops"], // Systane
    ["bacitracin", "500 units/g ointment"], // the skin ointment, not the prescription eye ointment
    ["bacitracin-neomycin-polymyxin-b", "400 units/g / 0.35% / 5,000 units/g ointment"], // Neosporin
    ["tolnaftate", "1% cream"], // Tinactin
    ["diphenhydramine-hydrochloride-zinc-acetate", "2%-0.1% cream"], // Benadryl Itch Stopping Cream
    ["calamine-pramoxine-hydrochloride", "8%-1% lotion"], // Caladryl
    ["povidone-iodine", "10% topical solution"], // Betadine
    ["witch-hazel", "50% medicated pad"], // Tucks
    ["bimatoprost", "0.03% eye drops"], // the glaucoma drops, not the lash solution
    ["desoximetasone", "0.25% cream"],
    ["hydrocortisone-valerate", "0.2% cream"],
    ["naftifine-hydrochloride", "2% cream"],
    ["tazarotene", "0.1% cream"],
    ["fondaparinux-sodium", "2.5 mg/0.5 mL prefilled syringe"], // the prophylactic dose
    ["glatiramer-acetate", "40 mg/mL prefilled syringe (1 mL)"], // three times a week
    ["auvi-q", "0.3 mg/0.3 mL auto-injector"], // the adult dose
  ])("keeps %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));
});

describe.skipIf(!existsSync("../shared/data/drugs"))(
  "against the data folder (measure-unfilled-defaults.ts)",
  async () => {
    const { dispensing } = await readDispensingSources("../shared/data/drugs");
    const listed = indexListedPackages(
      await readOptionalSource("../shared/data/drugs", QUANTITY_FILES.listed, parseListedNdcs, []),
    );
    const candidates = fallbackCandidates(seed, dispensing, listed);
    const rows = measureUnfilledDefaults(
      seed,
      candidates,
      () => true,
      () => 0,
    );
    const defaultOf = (r: (typeof rows)[number]) => r.doses.find((d) => d.isDefault)!.label;

    it("every medication no file counts opens where the stock under every name puts it, but for a later rule", () => {
      // Austedo's Part D line (its tablets claimed 12 times as often as Austedo XR), Omnitrope's pen cartridges the
      // state fills beside a vial (administeredOnly), Paxlovid's full course (the pack holding most), Wegovy's claimed pens.
      const off = rows.filter((r) => r.byMoleculeStock !== defaultOf(r)).map((r) => r.slug);
      expect(off.sort()).toEqual(["austedo", "omnitrope", "paxlovid", "wegovy"]);
    });

    it("the stock under every name reads the files' counted strengths and forms as well or better (counts hidden)", () => {
      const { evidenceOf } = poolEvidence(seed.medications, dispensing);
      const c = calibrateStock(
        seed.medications,
        candidates,
        (m, d) => evidenceOf(m, d)?.prescriptions ?? 0,
        PLAIN_STOCK,
      );
      expect(c.molecule.strengths.right).toBeGreaterThanOrEqual(c.own.strengths.right);
      expect(c.molecule.forms.right).toBeGreaterThanOrEqual(c.own.forms.right);
      expect(c.molecule.brandForms.right).toBeGreaterThan(c.own.brandForms.right);
    });
  },
);
