// Products that share a name, in the order pharmacies fill them (prisma/seed/README.md, twenty-fifth pass, search):
// a molecule split by salt or route opens on the product named as written unless another is filled clearly more; a
// generic that cannot fill the version most dispensed gives way to it; after the first answer, every product holding
// the ingredient typed is in one order by fills. Cases written from the dispensing files (Medicaid's per-NDC counts,
// Part D 2023); the whole-catalog measure is skipped where the data folder is not beside the project.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { partDClaimsOf } from "../import/part-d-claims";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { readDispensingSources } from "../import/read-dispensing-sources";
import { findMedications, type SearchCatalog } from "./find-medications";
import { measureFormQueries } from "./measure-form-queries";
import { measureSearchOrder } from "./measure-search-order";
import { searchCatalogOf } from "./search-catalog-of";

const DATA = "../shared/data/drugs";

let medications: CatalogMedication[];
let catalog: SearchCatalog<CatalogMedication>;
beforeAll(async () => {
  const seed = await readCatalogSeed();
  medications = seed.medications;
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
}, 60_000);

const names = (query: string, limit = 10) =>
  findMedications(catalog, query, limit).results.map((r) => r.medication.name);
const opens = (query: string) => {
  const [first] = findMedications(catalog, query, 1).results;
  const dose = first?.medication.doses.find((d) => d.ndc === (first.askedDose ?? first.medication.defaultDose));
  return `${first?.medication.name} [${dose?.label}]`;
};
const before = (query: string, first: string, then: string) => {
  const found = names(query, 30);
  expect(found).toContain(first);
  expect(found.indexOf(first), `${query}: ${found.join(" | ")}`).toBeLessThan(
    found.includes(then) ? found.indexOf(then) : Infinity,
  );
};

describe("a molecule split by salt or route", () => {
  it("'olopatadine' opens the eye drops named so, not the hydrochloride nasal spray (14 k and 15 k: no difference)", () => {
    expect(opens("olopatadine")).toBe("olopatadine [0.2% eye drops]");
    expect(opens("olopatadine eye drops")).toBe("olopatadine [0.2% eye drops]");
    expect(opens("olopatadine nasal spray")).toBe("olopatadine hydrochloride [665 mcg nasal spray]");
  });

  it("keeps the salt dispensed clearly more first (diclofenac sodium, clonidine's tablets, methylphenidate's)", () => {
    expect(names("diclofenac")[0]).toBe("diclofenac sodium");
    expect(names("clonidine")[0]).toBe("clonidine hydrochloride");
    expect(names("methylphenidate")[0]).toBe("methylphenidate hydrochloride");
    expect(names("norethindrone")[0]).not.toBe("norethindrone acetate");
  });
});

describe("a generic that cannot fill the version most dispensed", () => {
  it("'insulin glargine' opens Lantus (1.9 M fills); the generic sells only Toujeo's 300 units/mL pen", () => {
    expect(names("insulin glargine").slice(0, 2)).toEqual(["Lantus", "insulin glargine"]);
    expect(opens("insulin glargine 300 units/ml")).toBe("insulin glargine [300 units/mL pen (3 mL)]");
    expect(names("toujeo")[0]).toBe("Toujeo");
    expect(names("insulin glargine-yfgn")[0]).toBe("insulin glargine-yfgn");
  });

  it("leaves a generic that fills its brands first (rivaroxaban, atorvastatin, albuterol, levothyroxine, metformin)", () => {
    for (const q of ["rivaroxaban", "atorvastatin", "albuterol"]) expect(names(q)[0]).toBe(q);
    expect(names("metformin")[0]).toBe("metformin hydrochloride");
    expect(names("levothyroxine")[0]).toBe("levothyroxine sodium");
    expect(names("insulin lispro")[0]).toBe("insulin lispro");
  });
});

describe("after the first answer, every product holding the ingredient by its fills", () => {
  it("'chlorthalidone': its combinations (58 k, 64 k) before Thalitone and Hemiclor", () => {
    expect(names("chlorthalidone")[0]).toBe("chlorthalidone");
    before("chlorthalidone", "atenolol / chlorthalidone", "Thalitone");
    before("chlorthalidone", "Edarbyclor", "Hemiclor");
  });

  it("'timolol': Combigan's generic and Betimol's timolol before Timoptic's preservative-free vials", () => {
    expect(names("timolol")[0]).toBe("timolol");
    before("timolol", "brimonidine tartrate / timolol", "Timoptic");
    before("timolol", "timolol hemihydrate", "Timoptic");
  });

  it("'buprenorphine', 'lisinopril', 'amlodipine', 'ciprofloxacin': the combination filled most second", () => {
    expect(names("buprenorphine").slice(0, 2)).toEqual(["buprenorphine", "buprenorphine / naloxone"]);
    expect(names("lisinopril").slice(0, 2)).toEqual(["lisinopril", "hydrochlorothiazide / lisinopril"]);
    before("amlodipine", "amlodipine / benazepril hydrochloride", "Norvasc");
    before("ciprofloxacin", "ciprofloxacin / dexamethasone", "Ciloxan");
  });

  it("leaves a half-typed name and a brand typed in the index's order", () => {
    expect(names("lantus")[0]).toBe("Lantus");
    expect(names("symbicort")[0]).toBe("Symbicort");
    expect(names("chlorthal")[0]).toBe("chlorthalidone");
  });
});

describe("a form word after a name of several forms", () => {
  it("opens that form's product", () => {
    expect(opens("timolol gel")).toBe("timolol [0.5% eye gel]");
    expect(opens("progesterone injection")).toBe("progesterone [50 mg/mL injection]");
    expect(opens("progesterone gel")).toBe("Crinone [8% vaginal gel]");
    expect(opens("formoterol nebulizer")).toMatch(/formoterol fumarate \[10 mcg\/mL nebulizer/);
  });
});

describe.skipIf(!existsSync(DATA))("over the whole catalog (measure-search-order.ts)", () => {
  it("the first three and five answers are those filled most for 91.5% and 95% of ingredient names (81% and 91% before)", async () => {
    const { partD } = await readDispensingSources(DATA);
    const claims = partDClaimsOf(partD, medications);
    const measured = measureSearchOrder(catalog, (m) => m.dispensed || claims.get(m.slug) || 0);
    const of = measured.filter((q) => q.group === "ingredient");
    expect(of.length).toBeGreaterThan(600);
    expect(of.filter((q) => q.firstIsMost).length).toBeGreaterThanOrEqual(546); // 543 before
    expect(of.filter((q) => q.top3).length / of.length).toBeGreaterThanOrEqual(0.915);
    expect(of.filter((q) => q.top5).length / of.length).toBeGreaterThanOrEqual(0.95);
    expect(measured.filter((q) => q.group === "brand").every((q) => q.firstIsMost)).toBe(true);
  }, 120_000);

  it("a form word opens that form for 99.8% of names of several forms, never nothing", () => {
    const forms = measureFormQueries(catalog);
    expect(forms.length).toBeGreaterThan(1_000);
    expect(forms.filter((f) => f.outcome === "right").length / forms.length).toBeGreaterThanOrEqual(0.998);
    expect(forms.filter((f) => f.outcome === "none")).toEqual([]);
  }, 120_000);
});
