// The price audit (scripts/audit-prices.ts): its rules on cases written from public lists, and whole-catalog checks
// that the classes it found empty stay empty (prisma/seed/README.md, "Tenth pass: prices at the counter").
import { describe, expect, it } from "vitest";
import { auditPrices, counterPrice, strengthNumber, unitDisagreements, unitFitsForm } from "./audit-prices";
import { readCatalogSeed } from "./read-catalog-seed";

describe("audit rules", () => {
  it("fits NADAC's unit to the form: tablets and capsules by the each, oral liquids by the mL", () => {
    expect(unitFitsForm("tablet", "EA")).toBe(true);
    expect(unitFitsForm("capsule-extended-release", "ML")).toBe(false);
    expect(unitFitsForm("oral-solution", "ML")).toBe(true);
    expect(unitFitsForm("oral-solution", "EA")).toBe(false);
    expect(unitFitsForm("cream", "GM")).toBe(true); // measured forms are not judged by this rule
  });

  it("reads a strength's leading number", () => {
    expect(strengthNumber("200 mg/5 mL")).toBe(200);
    expect(strengthNumber("10,000 units/mL")).toBe(10000);
    expect(strengthNumber("0.5%")).toBe(0.5);
    expect(strengthNumber("mixed")).toBeNull();
  });

  it("prices as the API does: more units never cost less, and a brand at five times its generic's cost costs more", () => {
    const ndc = "00591040501"; // lisinopril 2.5 mg, NADAC $0.01437 a tablet
    expect(counterPrice(0.01437, 90, false, ndc)).toBeGreaterThanOrEqual(counterPrice(0.01437, 30, false, ndc));
    // At one NADAC cost the card's brand terms (AWP - 15 % + $2) are below a generic's MAC (1.3-1.6 x NADAC + $8.50):
    // that generic was held at its cost by its cash price until the twenty-fifth session (PRICE-MODEL.md).
    expect(counterPrice(5, 30, true, ndc)).toBeGreaterThan(counterPrice(1, 30, false, ndc));
  });
});

describe("prices at the counter, over the whole catalog", async () => {
  const seed = await readCatalogSeed("prisma/seed/catalog.json.gz");
  const audit = auditPrices(seed.medications);
  const nadacOf = new Map(seed.ndcs.map((n) => [n.ndc, n.nadacPerUnit]));

  it("defaults no generic over $1,000 at the median chain but those whose NADAC cost is over $1,000 / 1.62 (the dearest MAC)", () => {
    // A generic's cash price is never below its cost (PRICE-MODEL.md, "Fifteenth session: pets"): these eight cost
    // more than $1,000 at their default quantity by NADAC's own rows (adalimumab biosimilars, sofosbuvir /
    // velpatasvir, tasimelteon ...), and sold below cost before. Ferric citrate joined them in the seventeenth pass:
    // its month is 180 tablets (2 three times a day with meals, its fills' 5.7 a day), not 120.
    // Since the twenty-fifth session a dear generic is priced by the card's MAC (1.3-1.6 x its cost plus the fee), no
    // longer held at its cost by a cash price drawn below the card (PRICE-MODEL.md): praziquantel 600 mg x 14 ($769).
    const flagged = audit.flags.filter((f) => f.flag === "generic1000");
    for (const f of flagged) expect(f.cost, f.slug).toBeGreaterThan(1000 / 1.62);
    expect(flagged.map((f) => f.slug).sort()).toEqual([
      "adalimumab-aacf",
      "adalimumab-adaz",
      "crotan",
      "diazoxide",
      "ferric-citrate",
      "levorphanol-tartrate",
      "nitazoxanide",
      "praziquantel",
      "sofosbuvir-velpatasvir",
      "tasimelteon",
    ]);
  });

  it("prices no NDC at two costs in two doses", () => {
    expect(audit.flags.filter((f) => f.flag === "ndcTwice")).toEqual([]);
  });

  it("prices no tablet or capsule by the mL or gram, and no oral liquid by the each but K-Phos (a tablet RxNorm names a solution)", () => {
    expect(audit.flags.filter((f) => f.flag === "unitForm").map((f) => f.slug)).toEqual(["k-phos"]);
  });

  it("takes every dose's unit price from NADAC's row of its representative NDC (steps between strengths are NADAC's)", () => {
    const off = seed.medications.flatMap((m) =>
      m.doses
        .filter((d) => d.nadacPerUnit !== null && nadacOf.get(d.ndc) !== d.nadacPerUnit)
        .map((d) => `${m.slug} ${d.label}`),
    );
    expect(off).toEqual([]);
  });

  it("prices no NDC by a unit CMS's own rows of its drug or brand device contradict (11 NDCs before, 8 of them a dose's price)", () => {
    expect(unitDisagreements(seed.ndcs).map((n) => `${n.ndc} ${n.description}`)).toEqual([]);
  });

  // [slug, dose label, pricing unit, default count, NADAC a unit, source]
  const CASES: [string, string, string, number, number, string][] = [
    ["lupron", "22.5 mg/1.5 mL prefilled syringe", "EA", 1, 6205.99827, "3-month kit: 3x the 7.5 mg kit ($2,070.64)"],
    [
      "lupron",
      "11.3 mg/1.5 mL prefilled syringe",
      "EA",
      1,
      5201.87364,
      "3-month kit: 3x the 3.75 mg kit ($1,739.37, CMS EA)",
    ],
    ["abilify", "400 mg/2 mL prefilled syringe", "EA", 1, 2776.32866, "the 400 mg vial kit costs $2,772.91"],
    ["abilify", "300 mg/1.5 mL prefilled syringe", "EA", 1, 2080.05782, "the 300 mg vial kit costs $2,077.42"],
    ["naloxone-hydrochloride", "4 mg nasal spray", "EA", 2, 34.27, "CMS bills naloxone 4 mg nasal spray per each"],
    ["chorionic-gonadotropin", "10,000 units/mL injection", "EA", 1, 250.63474, "Pregnyl 10,000 units: CMS EA"],
    ["timolol", "0.5% eye drops (Preservative-Free)", "EA", 30, 2.04691, "unit-dose vials: CMS EA"],
  ];
  it.each(CASES)("prices %s %s per %s, %i by default", (slug, label, unit, count, perUnit) => {
    const d = seed.medications.find((m) => m.slug === slug)?.doses.find((x) => x.label === label);
    expect(d).toBeDefined();
    expect(d!.pricingUnit).toBe(unit);
    expect(d!.nadacPerUnit).toBe(perUnit);
    expect(Number(d!.defaultQuantity) / Number(d!.baseValue)).toBe(count);
  });
});
