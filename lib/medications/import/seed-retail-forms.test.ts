// Whole-catalog checks of the twenty-second pass (prisma/seed/README.md, "Twenty-second pass: the form a patient brings
// to a retail pharmacy"): no medication opens on a vial filled one administration at a time, or on an infusion bag,
// where it sells a form patients bring to a retail pharmacy that the files show dispensed; self-injected vials, pens,
// syringes and auto-injectors keep the fills that chose them. Cases are written from the catalog's medications sold both
// as an injection and in a form taken home, each read against the state's fills and Part D's claims.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { broughtToRetail, infusedFrom } from "./choose-default-dose";
import { measureRetailForms, retailFormOutliers } from "./measure-retail-forms";
import { readCatalogSeed } from "./read-catalog-seed";
import { readDispensingSources } from "./read-dispensing-sources";
import { seedLookup } from "./seed-lookup";

const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
const { doseOf } = seedLookup(seed);

describe("a medication sold in a form patients bring opens on it, not on a clinic's vial or an infusion bag", () => {
  it.each([
    ["midazolam", "10 mg/5 mL oral solution"], // vials filled 2.2 mL at a time (Alaska); the 2 mg/mL syrup in 4 quarters
    ["omnitrope", "4.95 mg/1.5 mL cartridge"], // the pen cartridges in 5 state quarters, the vial in none
  ])("opens %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));

  it("opens sodium chloride on a form patients bring (tablet or eye drops), not the 1,000 mL bag of home infusion", () => {
    expect(broughtToRetail(doseOf("sodium-chloride").doseForm)).toBe(true);
  });

  it("opens no medication selling a form patients bring on an infusion container (an injection of 100 mL or more)", () => {
    const bags = seed.medications.filter((m) => {
      const d = m.doses.find((x) => x.ndc === m.defaultDose)!;
      return infusedFrom(true, d.doseForm === "injection" ? d.unitContent : null) && m.doses.some((x) => broughtToRetail(x.doseForm)); // prettier-ignore
    });
    expect(bags.map((m) => m.slug)).toEqual([]);
  });

  it.each([
    // Guards: forms patients fill and inject themselves, or a tablet the national file counts, keep their fills.
    ["vitamin-b12", "1 mg/mL injection"], // Part D 2023: "Cyanocobalamin Injection" 273,263 claims; Nascobal 12
    ["humulin-r", "100 units/mL injection"], // vials filled 17-21 mL at a time
    ["novolin-r", "100 units/mL injection"],
    ["neupogen", "0.3 mg/mL injection (1 mL)"],
    ["apidra", "100 units/mL injection"],
    ["testosterone-cypionate", "200 mg/mL injection (1 mL)"],
    ["enoxaparin-sodium", "40 mg/0.4 mL prefilled syringe"],
    ["epinephrine", "0.3 mg/0.3 mL auto-injector (generic of Epipen)"],
    ["insulin-glargine-yfgn", "100 units/mL pen (3 mL)"],
    ["lantus", "100 units/mL pen (3 mL)"],
    ["depo-provera", "150 mg/mL prefilled syringe (1 mL)"],
    ["naloxone-hydrochloride", "4 mg nasal spray"],
    ["ketorolac-tromethamine", "10 mg tablet"],
    ["methotrexate", "2.5 mg tablet"],
    ["lorazepam", "1 mg tablet"],
    ["haloperidol", "5 mg tablet"],
    ["promethazine-hydrochloride", "25 mg tablet"],
    ["diphenhydramine-hydrochloride", "25 mg capsule"],
    ["fentanyl", "25 mcg/hr patch (72 hr)"],
    ["dexamethasone-phosphate", "0.1% eye drops"],
    ["sodium-bicarbonate", "650 mg tablet"],
    ["sumatriptan", "50 mg tablet"],
  ])("keeps %s on the %s", (slug, label) => expect(doseOf(slug).label).toBe(label));
});

const DATA = "../shared/data/drugs";
describe.skipIf(!existsSync(`${DATA}/dispensing`))(
  "every default against the forms patients bring (whole catalog)",
  () => {
    it("opens no medication on a vial filled one administration at a time beside a retail form the state shows dispensed, nor on an infusion bag beside any", async () => {
      const { dispensing } = await readDispensingSources(DATA);
      const rows = measureRetailForms(seed.medications, dispensing);
      expect(rows.length).toBeGreaterThan(400);
      expect(retailFormOutliers(rows).map((r) => `${r.slug} ${r.dose}`)).toEqual([]);
    }, 120_000);
  },
);
