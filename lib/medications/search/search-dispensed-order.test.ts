// Search answers in the order pharmacies fill them, over the seed (prisma/seed/README.md, nineteenth pass, search):
// the fills a year of each answer (Medicaid prescriptions, else Part D claims of a trade name: the seed's `claims`), a
// generic counting its brands' of a strength and form it sells; the name typed stays first. Cases chosen from the dispensing files; the whole-catalog
// measure is skipped where the data folder is not beside the project.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { partDClaimsOf } from "../import/part-d-claims";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { readDispensingSources } from "../import/read-dispensing-sources";
import { findMedications, type SearchCatalog } from "./find-medications";
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
const before = (query: string, first: string, then: string) => {
  const found = names(query, 30);
  expect(found).toContain(first);
  expect(found.indexOf(first), `${query}: ${found.join(" | ")}`).toBeLessThan(
    found.includes(then) ? found.indexOf(then) : Infinity,
  );
};
const byName = (name: string) => medications.find((m) => m.name === name)!;

describe("the seed's Part D claims", () => {
  it("counts a trade name's products under its lines (Part D 2023: Lantus and Lantus Solostar, Breo Ellipta)", () => {
    expect(byName("Lantus").claims).toBeGreaterThan(1_000_000);
    expect(byName("Breo").claims).toBeGreaterThan(2_000_000);
    expect(byName("Imvexxy").claims).toBeGreaterThan(30_000); // no Medicaid file counts it
    expect(byName("Dotti").claims).toBeGreaterThan(80_000); // a branded generic, named so in Part D
  });

  it("never reads a generic's row: Part D writes salts its own way ('Terbinafine HCl' is the catalog's terbinafine)", () => {
    expect(medications.filter((m) => m.name === m.generic && m.claims != null).map((m) => m.name)).toEqual([]);
  });
});

describe("a name's answers in the order pharmacies fill them", () => {
  it("'insulin': Lantus (the insulin filled most), before insulin lispro", () => {
    // Generic insulin glargine sells only the 300 units/mL pen (Toujeo's): it counts Toujeo's fills, not Lantus'
    // (twentieth pass, familyFills).
    expect(names("insulin")[0]).toBe("Lantus");
    before("insulin", "Lantus", "insulin lispro");
    before("insulin", "insulin lispro", "insulin glargine");
    // Named as typed, the generic cannot fill Lantus' 100 units/mL pens, filled 20 times as much: Lantus opens
    // (twenty-fifth pass, search-shared-names.test.ts).
    expect(names("insulin glargine").slice(0, 2)).toEqual(["Lantus", "insulin glargine"]);
  });

  it("'testosterone': the cypionate injection (1.1 M Medicaid prescriptions a year) right after the gel named as typed", () => {
    expect(names("testosterone").slice(0, 2)).toEqual(["testosterone", "testosterone cypionate"]);
  });

  it("'estradiol': the patches filled (Dotti) before Imvexxy", () => {
    before("estradiol", "Dotti", "Imvexxy");
    // Since the twenty-fifth pass a brand has no place of its own beside its generic: Imvexxy's 32 k Part D claims
    // come before Yuvafem's 26 k, and estradiol valerate's injection (58 k) before both.
    before("estradiol", "estradiol valerate", "Yuvafem");
  });

  it("'diclofenac': the potassium tablets (0.1 M) before Pennsaid's solution (17 k)", () => {
    before("diclofenac", "diclofenac potassium", "Pennsaid");
  });

  it("'lidocaine': the hydrochloride's solution and jelly (0.24 M) before ZTlido", () => {
    before("lidocaine", "lidocaine hydrochloride", "ZTlido");
  });
});

describe("the name typed stays first", () => {
  it.each([
    ["metformin", "metformin hydrochloride", /tablet/],
    ["metformin er", "metformin hydrochloride", /extended-release tablet/],
    ["albuterol", "albuterol", /inhaler/],
    ["amoxicillin", "amoxicillin", /capsule/],
    ["hydrocodone", "acetaminophen / hydrocodone bitartrate", /tablet/],
    ["prednisone", "prednisone", /tablet/],
    ["ibuprofen", "ibuprofen", /tablet/],
    ["estradiol", "estradiol", /tablet/],
    ["fluticasone", "fluticasone propionate", /nasal spray/],
    ["nitroglycerin", "nitroglycerin", /sublingual tablet/],
    ["diclofenac", "diclofenac sodium", /tablet/],
    ["rivaroxaban", "rivaroxaban", /tablet/],
    ["lantus", "Lantus", /pen/],
    ["xarelto", "Xarelto", /tablet/],
    ["breo", "Breo", /inhaler/],
  ])("%s: %s (%s)", (query, name, form) => {
    const [first] = findMedications(catalog, query, 5).results;
    expect(first?.medication.name).toBe(name);
    const dose = first!.medication.doses.find((d) => d.ndc === (first!.askedDose ?? first!.medication.defaultDose));
    expect(dose?.label).toMatch(form);
  });

  it("'amoxicillin': amoxicillin / clavulanate second; 'rivaroxaban': Xarelto second", () => {
    expect(names("amoxicillin")[1]).toBe("amoxicillin / clavulanate");
    expect(names("rivaroxaban")[1]).toBe("Xarelto");
  });
});

describe.skipIf(!existsSync(DATA))("over the whole catalog (measure-search-order.ts)", () => {
  it("the first three answers are the three filled most for 81% of ingredient names or more (80.4% before)", async () => {
    const { partD } = await readDispensingSources(DATA);
    const claims = partDClaimsOf(partD, medications);
    const measured = measureSearchOrder(catalog, (m) => m.dispensed || claims.get(m.slug) || 0);
    const of = measured.filter((q) => q.group === "ingredient");
    expect(of.length).toBeGreaterThan(550);
    expect(of.filter((q) => q.top3).length / of.length).toBeGreaterThanOrEqual(0.81);
    const brands = measured.filter((q) => q.group === "brand");
    expect(brands.every((q) => q.firstIsMost)).toBe(true);
  }, 120_000);
});
