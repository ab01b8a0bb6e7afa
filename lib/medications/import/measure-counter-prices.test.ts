// Prices at the counter over the whole catalog and every chain (lib/pricing/PRICE-MODEL.md, "Twenty-fifth session"):
// the invariants a pharmacist expects, on the committed seed and the shipped model, and on cases written from NADAC.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogSeed } from "../catalog-types";
import { readCatalogSeed } from "./read-catalog-seed";
import { costBand, measureCounterPrices, modelChains, priceBound, type Store } from "./measure-counter-prices";
import { seedGenericEvidence } from "./seed-generic-evidence";
import calibration from "../../pricing/calibration.json";
import { doseLabels } from "../dose-labels";
import { calculatePrice } from "../../pricing/calculate-price";
import { priceModel } from "../../pricing/price-model";
import { readPharmacySeed } from "../../pharmacies/import/read-network-seed";

let seed: CatalogSeed;
let stores: Store[];
let measured: ReturnType<typeof measureCounterPrices>;
beforeAll(async () => {
  seed = await readCatalogSeed();
  const network = await readPharmacySeed();
  // One real store of each chain code of the network: NPI pricing against region pricing.
  stores = [...new Map(network.pharmacies.map((p) => [p.chainCode, { npi: p.npi, chainCode: p.chainCode }])).values()]; // prettier-ignore
  measured = measureCounterPrices(seed, priceModel, stores);
}, 300_000);

describe("prices at the counter, over the whole catalog and every chain", () => {
  it("saves something with the card on every generic past $15 of cost at a chain that reports a UNC", () => {
    // Before: 1 in 4 such fills (generic epinephrine auto-injectors among them) sold at the UNC, the card saving nothing.
    const none = measured.byClass.noSaving ?? {};
    for (const band of ["$15-100", "$100-1000", "C>=$1000"]) expect(none[`generic ${band}`] ?? 0, band).toBe(0);
  });

  it("saves at least 10 % on 9 in 10 generics past $100 of cost, and something on every brand", () => {
    for (const band of ["$100-1000", "C>=$1000"]) expect(measured.savingQuantiles[`generic ${band}`]!.p10).toBeGreaterThanOrEqual(0.1); // prettier-ignore
    for (const band of ["C<$15", "$15-100", "$100-1000", "C>=$1000"]) expect(measured.byClass.noSaving?.[`brand ${band}`] ?? 0).toBe(0); // prettier-ignore
  });

  it("prices nothing at $0.00, above the UNC, or past the model's bound", () => {
    expect(measured.counts.zeroPrice ?? 0).toBe(0);
    expect(measured.counts.aboveUnc ?? 0).toBe(0);
    expect(measured.counts.aboveBound ?? 0).toBe(0);
  });

  it("grows the total with the quantity and never the unit price (a $4 list's step apart)", () => {
    expect(measured.counts.totalFalls ?? 0).toBe(0);
    expect(measured.counts.unitRises ?? 0).toBe(0);
  });

  it("prices pets on the pets' rules: never below people, at the store's one UNC", () => {
    expect(measured.counts.petsBelowPeople ?? 0).toBe(0);
    expect(measured.counts.petsUncDiffers ?? 0).toBe(0);
  });

  it("prices a store within its chain's band (NPI and region pricing agree)", () => {
    expect(measured.counts.storeOutsideChainBand ?? 0).toBe(0);
  });

  // Twenty-sixth session (PRICE-MODEL.md).
  it("never prices a generic's card above its brand's at the same dose, quantity and chain, a minimum apart", () => {
    // Before: 1,815 chain prices (Advair's, Concerta's, Lovenox's generics among them).
    const minimums = new Set(
      (["people", "pets"] as const).flatMap(
        (card) =>
        [priceModel.contracts[card].default, ...Object.values(priceModel.contracts[card].chains)].map((t) => t.minimumPrice), // prettier-ignore
      ),
    );
    expect(measured.counts.genericAboveBrand ?? 0).toBeLessThan(10);
    const above = measured.rows.filter((r) => r.flag === "genericAboveBrand");
    for (const row of above) expect(minimums.has(Number(row.note.split(" ")[0])), row.what).toBe(true);
    // Twenty-seventh session: none at all (before: 2, povidone-iodine at the default contract's minimum).
    expect(measured.counts.genericAboveBrand ?? 0).toBe(0);
  });

  it("prices a generic below its own cost only at its cheaper brand's price (the pharmacist dispenses the brand)", () => {
    expect(measured.counts.belowCost ?? 0).toBe(0);
    expect(measured.counts.belowCostAtBrand ?? 0).toBeGreaterThan(0); // NADAC has brands below their generics
  });

  it("gives one card and one cash price to every NDC of a generic dose at one NADAC (nothing drawn per package)", () => {
    expect(measured.counts.differsInDose ?? 0).toBe(0);
  });

  it("spreads generic cash levels by the years as a generic, undated generics at the survey's median drug", () => {
    const { dated, undated } = measured.levelQuantiles;
    // Twenty-eighth session: but an undated OTC product, at the oldest band (below).
    expect(undated!.p95).toBeCloseTo(1, 2);
    // The survey's spread of drugs: old generics at under half the median drug, just-generic ones at 2.5x and more.
    expect(dated!.p25).toBeLessThan(0.5);
    // Twenty-eighth session: p95, not p75 (2.74 before): the generics first approved after the survey are counted at
    // the prices' date, most of them 6 years and more (1.72x and below).
    expect(dated!.p95).toBeGreaterThan(2.5);
  });
});

// Twenty-seventh session (PRICE-MODEL.md).
describe("a generic's cash price against its brand's, quantities and pets, at every chain and store", () => {
  it("never prices a generic's cash price above its brand's at the same dose, quantity, chain or store", () => {
    // Before: 2,528 chain prices (Advair's, Lovenox's, Zithromax's generics among them) and 9,628 store prices.
    expect(measured.counts.genericUncAboveBrand ?? 0).toBe(0);
    expect(measured.counts.storeGenericUncAboveBrand ?? 0).toBe(0);
  });

  it("grows totals and never unit prices with the quantity at every store too, the cash price as the card's", () => {
    for (const name of [
      "storeTotalFalls",
      "storeUnitRises",
      "uncTotalFalls",
      "uncUnitRises",
      "storeUncTotalFalls",
      "storeUncUnitRises",
    ])
      // prettier-ignore
      expect(measured.counts[name] ?? 0, name).toBe(0);
  });

  it("never prices a pet's fill below a person's at any store and quantity", () => {
    expect(measured.counts.storePetsBelowPeople ?? 0).toBe(0);
  });

  it("counts the generics at the ceiling's minimum by their years as a generic, never a brand", () => {
    const atCeiling = measured.byClass.atCeiling ?? {};
    expect(Object.keys(atCeiling).every((cls) => !cls.includes("brand"))).toBe(true);
    expect(atCeiling.older ?? 0).toBeGreaterThan(0);
  });
});

describe("cases from the 2013 survey's generic and brand pairs, and NADAC's cheaper brands", () => {
  // [generic slug, brand slug, dose label]: entries the survey priced under both price types (amlodipine - Norvasc,
  // atorvastatin - Lipitor ...), and NADAC's rows where the brand is the cheaper (Lovenox) or far dearer (Zithromax).
  const PAIRS: [string, string, string][] = [
    ["amlodipine", "norvasc", "10 mg tablet"],
    ["atorvastatin", "lipitor", "20 mg tablet"],
    ["zolpidem-tartrate", "ambien", "10 mg tablet"],
    ["levothyroxine-sodium", "synthroid", "100 mcg tablet"],
    ["sertraline", "zoloft", "50 mg tablet"],
    ["escitalopram", "lexapro", "10 mg tablet"],
    ["clopidogrel", "plavix", "75 mg tablet"],
    ["montelukast", "singulair", "10 mg tablet"],
    ["pantoprazole", "protonix", "40 mg delayed-release tablet"],
    ["quetiapine", "seroquel", "100 mg tablet"],
    ["valacyclovir", "valtrex", "500 mg tablet"],
    ["azithromycin", "zithromax", "250 mg tablet"],
    ["enoxaparin-sodium", "lovenox", "40 mg/0.4 mL prefilled syringe"],
  ];
  it.each(PAIRS)(
    "%s / %s %s: the generic's cash price at most the brand's, by the survey's share where NADAC has it no dearer",
    (genericSlug, brandSlug, label) => {
      const bySlug = new Map(seed.medications.map((m) => [m.slug, m]));
      const doseOf = (slug: string) => {
        const m = bySlug.get(slug)!;
        return m.doses[doseLabels(m.doses, "en-US").indexOf(label)]!;
      };
      const [g, b] = [doseOf(genericSlug), doseOf(brandSlug)];
      const ndcs = new Map(seed.ndcs.map((n) => [n.ndc, n]));
      const evidence = seedGenericEvidence(seed);
      const [gCost, bCost] = [ndcs.get(g.ndc)!.nadacPerUnit!, ndcs.get(b.ndc)!.nadacPerUnit!];
      const quantity = Number(b.defaultQuantity);
      const ratio = calibration.genericOverBrand.byDrug.p90; // the survey's, whatever the model says
      const places = [...modelChains(priceModel).map((chainCode) => ({ chainCode, npi: undefined })), ...stores];
      for (const { chainCode, npi } of places) {
        const at = (ndc: string, nadacPerUnit: number, isBrand: boolean) =>
          calculatePrice({ model: priceModel, nadacPerUnit, quantity, isBrand, chainCode, cardType: "people", ndc, npi, ...evidence.get(ndc) }).unc; // prettier-ignore
        const [gUnc, bUnc] = [at(g.ndc, gCost, false), at(b.ndc, bCost, true)];
        if (gUnc === null || bUnc === null) continue;
        expect(gUnc, `${chainCode} ${npi ?? ""}`).toBeLessThanOrEqual(bUnc);
        // A brand no cheaper than its generic: the generic at most 0.892 of it (9 in 10 of the survey's drugs).
        if (bCost >= gCost) expect(gUnc, `${chainCode} ${npi ?? ""}`).toBeLessThanOrEqual(bUnc * ratio + 0.01);
      }
    },
  );
});

describe("cases from NADAC's rows", () => {
  // [what, NDC, NADAC a unit, quantity, brand]
  const CASES: [string, string, number, number, boolean][] = [
    ["epinephrine 0.3 mg auto-injector (generic of EpiPen), 2 devices", "49502010202", 141.62931, 2, false],
    ["epinephrine 0.3 mg auto-injector (generic of Adrenaclick), 2 devices", "00115169430", 110.69416, 2, false],
    ["adalimumab-aacf 40 mg/0.8 mL auto-injector, 2 pens", "65219061299", 872.97602, 2, false],
    ["praziquantel 600 mg tablet x14", "49884023183", 54.95696, 14, false],
    ["fingolimod 0.5 mg capsule x30", "00480782056", 4.20078, 30, false],
    ["tasimelteon 20 mg capsule x30", "00480449056", 378.36, 30, false],
    ["abiraterone acetate 250 mg tablet x120", "00143959721", 0.84301, 120, false],
    ["dimethyl fumarate 240 mg delayed-release capsule x60", "16729041712", 0.47737, 60, false],
  ];
  it.each(CASES)(
    "%s: the card below the UNC at every chain that reports one",
    (_, ndc, nadacPerUnit, quantity, isBrand) => {
      for (const chainCode of modelChains(priceModel)) {
        const p = calculatePrice({ model: priceModel, nadacPerUnit, quantity, isBrand, chainCode, cardType: "people", ndc }); // prettier-ignore
        if (p.unc === null) continue;
        // The contract's discount off the reference (14-17 %) less the store's rounding.
        expect(p.discounted, chainCode).toBeLessThan(p.unc * 0.87);
        expect(p.unc, chainCode).toBeLessThanOrEqual(priceBound(priceModel, nadacPerUnit * quantity));
      }
    },
  );

  // [what, generic NDC, its NADAC, quantity, its brand's NADAC at the dose]: NADAC's rows where the brand is cheaper.
  const BRAND_CHEAPER: [string, string, number, number, number][] = [
    ["enoxaparin 40 mg/0.4 mL syringe x4 (Lovenox $6.775 a mL)", "00548560200", 7.90426, 4, 6.775],
    ["tretinoin 0.05% cream 45 g (Retin-A $0.79041 a gram)", "00574220545", 0.93837, 45, 0.79041],
  ];
  it.each(BRAND_CHEAPER)(
    "%s: the card at or under the brand's at every chain",
    (_, ndc, nadacPerUnit, quantity, brand) => {
      // prettier-ignore
      for (const chainCode of modelChains(priceModel)) {
      const g = calculatePrice({ model: priceModel, nadacPerUnit, quantity, isBrand: false, chainCode, cardType: "people", ndc, brandNadacPerUnit: brand }); // prettier-ignore
      const b = calculatePrice({ model: priceModel, nadacPerUnit: brand, quantity, isBrand: true, chainCode, cardType: "people" }); // prettier-ignore
      expect(g.discounted, chainCode).toBeLessThanOrEqual(b.discounted);
    }
    },
  );

  it("bands costs as the survey's range and past it", () => {
    expect(costBand(14.99)).toBe("C<$15");
    expect(costBand(283.26)).toBe("$100-1000");
  });
});

// Twenty-eighth session (PRICE-MODEL.md): a generic first approved after the survey is counted at the prices' date,
// an OTC product the Orange Book does not date (a monograph's) at the oldest band.
describe("a young generic's cash price by its years at the prices' date, an OTC product's as the oldest", () => {
  it("reads NADAC's own competition: generics 6+ years old at the prices' date cost a few % of their brand", () => {
    const ratio = measured.nadacOverBrand;
    expect(measured.pricesDate).toBe(priceModel.retail.genericAgeLevels!.laterAsOf);
    // The youngest sell near their brand; six years on, generics first approved after the survey have eroded like the
    // survey's old ones (median 0.065 and 0.045 against 0.027-0.040).
    expect(ratio["after asOf, under 3"]!.median).toBeGreaterThan(0.3);
    for (const band of ["6-10", "10-15"]) expect(ratio[`after asOf, ${band}`]!.median, band).toBeLessThan(0.1);
  });

  it("prices generics first approved after the survey by those years, no longer all as new", () => {
    // Before: every one at the youngest band (p25 3.12, median 3.29; 41,915 chain prices at the ceiling's minimum).
    const after = measured.levelQuantiles["after asOf"]!;
    expect(after.p25).toBeLessThan(1.8); // the 6-10 band (1.72x) and below
    expect(after.p50).toBeLessThan(2.8);
    expect(after.p95).toBeLessThanOrEqual(3.3); // the youngest, as before
    const atCeiling = measured.byClass.atCeiling ?? {};
    const later = Object.entries(atCeiling).filter(([cls]) => cls.startsWith("generic after asOf"));
    expect(later.reduce((sum, [, n]) => sum + n, 0)).toBeLessThan(41_915 / 2);
    // Ten years and more at the prices' date: the ceiling only where its cost carries it there.
    expect(atCeiling["generic after asOf, 10-15 at laterAsOf"] ?? 0).toBeLessThan(1_000);
  });

  it("prices an OTC product the Orange Book does not date at the oldest band (docusate, senna, aspirin)", () => {
    // Before: at the curve, the median drug (level 1.00); the floor and reference may lift a few.
    const otc = measured.levelQuantiles["undated OTC"]!;
    expect(otc.p50).toBeCloseTo(Math.exp(priceModel.retail.genericAgeLevels!.otcUndated!), 2);
    expect(otc.p75).toBeLessThan(0.6);
  });

  // [generic slug, dose label]: generics first approved 2013-2016 (the Orange Book), sold by many labelers (NADAC's
  // 2026 week), priced at 3.29x the curve as new before (CVS $131.77-$150.48 for 30 tablets).
  const MATURE_LATER: [string, string][] = [
    ["ezetimibe", "10 mg tablet"],
    ["celecoxib", "200 mg capsule"],
    ["aripiprazole", "5 mg tablet"],
    ["duloxetine", "60 mg delayed-release capsule"],
    ["rosuvastatin-calcium", "10 mg tablet"],
  ];
  it.each(MATURE_LATER)("%s %s: priced by its years at the prices' date at every chain and store", (slug, label) => {
    const m = seed.medications.find((x) => x.slug === slug)!;
    const d = m.doses[doseLabels(m.doses, "en-US").indexOf(label)]!;
    const n = seed.ndcs.find((x) => x.ndc === d.ndc)!;
    const e = seedGenericEvidence(seed).get(d.ndc)!;
    const levels = priceModel.retail.genericAgeLevels!;
    expect(e.genericSince! > levels.asOf).toBe(true);
    const quantity = Number(d.defaultQuantity);
    const places = [...modelChains(priceModel).map((chainCode) => ({ chainCode, npi: undefined })), ...stores];
    for (const { chainCode, npi } of places) {
      const at = (genericSince: string) =>
        calculatePrice({ model: priceModel, nadacPerUnit: n.nadacPerUnit!, quantity, isBrand: false, chainCode, cardType: "people", ndc: d.ndc, npi, ...e, genericSince }); // prettier-ignore
      const p = at(e.genericSince!);
      if (p.unc === null) continue;
      // As dear as a drug of the survey's 6-10 band at most (8 years generic in June 2013), never at the ceiling.
      expect(p.unc, `${chainCode} ${npi ?? ""}`).toBeLessThanOrEqual(at("2005-06-01").unc!);
      expect(p.unc, `${chainCode} ${npi ?? ""}`).toBeLessThan(priceModel.retail.genericCeiling!.minimum);
    }
  });

  // [generic slug, dose label]: OTC doses the Orange Book does not date (monograph products); guaifenesin's
  // extended-release tablets are not among them (an ANDA of 2011).
  const MONOGRAPH_OTC: [string, string][] = [
    ["docusate-sodium", "100 mg capsule"],
    ["aspirin", "81 mg delayed-release tablet"],
    ["acetaminophen", "500 mg tablet"],
    ["bisacodyl", "5 mg delayed-release tablet"],
    ["sennosides-usp", "8.8 mg/5 mL oral solution"],
  ];
  it.each(MONOGRAPH_OTC)("%s %s: priced as a generic of 15 years and more at every chain", (slug, label) => {
    const m = seed.medications.find((x) => x.slug === slug)!;
    const d = m.doses[doseLabels(m.doses, "en-US").indexOf(label)]!;
    const n = seed.ndcs.find((x) => x.ndc === d.ndc)!;
    const e = seedGenericEvidence(seed).get(d.ndc)!;
    expect(e.genericSince).toBeUndefined();
    expect(e.otc).toBe(true);
    const quantity = Number(d.defaultQuantity);
    for (const chainCode of modelChains(priceModel)) {
      const at = (genericSince?: string) =>
        calculatePrice({ model: priceModel, nadacPerUnit: n.nadacPerUnit!, quantity, isBrand: false, chainCode, cardType: "people", ndc: d.ndc, ...e, genericSince }); // prettier-ignore
      // Before: at the curve (docusate 100 mg x30 $32.10 at CVS, $46.87 at independents).
      expect(at().unc, chainCode).toBe(at("1982-01-01").unc);
    }
  });
});

// Twenty-ninth session (PRICE-MODEL.md): a generic in its launch window at the survey is counted at the prices' date,
// and the ceiling grows with the cost past the survey's range.
describe("a launch-window generic of the survey by its years now, a larger fill never at a smaller one's price", () => {
  it("reads NADAC's own competition: the survey's launch-window generics now cost a few % of their brand", () => {
    const ratio = measured.nadacOverBrand;
    // Before the rule the survey's young generics sold at 0.83 of their brand's cash price; now NADAC has them at
    // 0.027-0.036 of the brand, as the generics settled at the survey (0.042).
    for (const band of ["10-15", "15+"])
      expect(ratio[`launch window at asOf, ${band}`]!.median, band).toBeLessThan(0.1);
    expect(ratio["settled at asOf, 15+"]!.median).toBeLessThan(0.1);
  });

  it("prices no launch-window generic of the survey at the ceiling (before: 22,185 chain prices)", () => {
    expect(measured.byClass.atCeiling?.["generic under 3 years at asOf"] ?? 0).toBe(0);
  });

  it("prices a generic's larger fill above its smaller one's at every chain (before: 8,528 flat cash prices)", () => {
    const same = measured.byClass.uncSameTotal ?? {};
    expect(measured.counts.uncSameTotal ?? 0).toBeLessThan(500);
    // The ceiling was one price per fill: the launch-window generics and those at the ceiling are all gone; what is
    // left is a chain's floor (undated OTC products, old generics at a few cents a unit).
    for (const cls of Object.keys(same)) expect(["undated OTC", "older"], cls).toContain(cls);
  });

  it("keeps pets at or above people at every chain, and no dearer than the pets' terms make them", () => {
    for (const [cls, q] of Object.entries(measured.petsQuantiles)) {
      expect(q.p10, cls).toBeGreaterThanOrEqual(1);
      // The pets' terms: fees and minimums of at most $12.50 more, brand discounts at most 7 points smaller.
      expect(q.max, cls).toBeLessThan(1.6);
    }
  });

  // [generic slug, dose label]: doses of generics first approved June 2010 - June 2013 (the Orange Book), sold by
  // many ANDA labelers since (6-11 in the 2024 book), at the ceiling's $235.23 before at most chains.
  const LAUNCH_WINDOW: [string, string][] = [
    ["enoxaparin-sodium", "30 mg/0.3 mL prefilled syringe"],
    ["enoxaparin-sodium", "60 mg/0.6 mL prefilled syringe"],
    ["enoxaparin-sodium", "80 mg/0.8 mL prefilled syringe"],
    ["enoxaparin-sodium", "120 mg/0.8 mL prefilled syringe"],
    ["enoxaparin-sodium", "150 mg/mL prefilled syringe (1 mL)"],
    ["candesartan-cilexetil", "16 mg tablet"],
    ["exemestane", "25 mg tablet"],
    ["donepezil-hydrochloride", "23 mg tablet"],
    ["lamotrigine", "50 mg extended-release tablet (24 hr)"],
    ["levetiracetam", "500 mg extended-release tablet (24 hr)"],
    ["modafinil", "200 mg tablet"],
    ["quinine-sulfate", "324 mg capsule"],
  ];
  it.each(LAUNCH_WINDOW)("%s %s: under the ceiling, dearer for more units, cheaper a unit", (slug, label) => {
    const m = seed.medications.find((x) => x.slug === slug)!;
    const d = m.doses[doseLabels(m.doses, "en-US").indexOf(label)]!;
    const n = seed.ndcs.find((x) => x.ndc === d.ndc)!;
    const e = seedGenericEvidence(seed).get(d.ndc)!;
    const levels = priceModel.retail.genericAgeLevels!;
    const years = (Date.parse(levels.asOf) - Date.parse(e.genericSince!)) / (365.25 * 864e5);
    expect(years, "in its launch window at the survey").toBeLessThan(levels.settledYears!);
    const quantities = d.quantities.map((q) => Number(q.value)).sort((a, b) => a - b);
    const places = [...modelChains(priceModel).map((chainCode) => ({ chainCode, npi: undefined })), ...stores];
    for (const { chainCode, npi } of places) {
      const at = (quantity: number) =>
        calculatePrice({ model: priceModel, nadacPerUnit: n.nadacPerUnit!, quantity, isBrand: false, chainCode, cardType: "people", ndc: d.ndc, npi, ...e }).unc; // prettier-ignore
      const uncs = quantities.map(at);
      if (uncs[0] === null) continue;
      const where = `${chainCode} ${npi ?? ""}`;
      expect(at(Number(d.defaultQuantity))!, where).toBeLessThan(priceModel.retail.genericCeiling!.minimum);
      for (let i = 1; i < quantities.length; i++) {
        expect(uncs[i]!, `${where} x${quantities[i]}`).toBeGreaterThan(uncs[i - 1]!);
        expect(uncs[i]! / quantities[i]!, `${where} x${quantities[i]}`).toBeLessThanOrEqual(uncs[i - 1]! / quantities[i - 1]! + 0.01); // prettier-ignore
      }
    }
  });

  // [generic slug, dose label, in its launch window at the survey]: the 2013 survey's generics. In their launch window
  // then (atorvastatin, montelukast, olanzapine, pioglitazone, quetiapine, donepezil: first ANDA 2010-11 to 2012-08),
  // now priced as a generic of their years; settled then (sertraline, amlodipine, lisinopril, metformin,
  // simvastatin), their survey band kept.
  const SURVEY: [string, string, boolean][] = [
    ["atorvastatin", "20 mg tablet", true],
    ["montelukast", "10 mg tablet", true],
    ["olanzapine", "10 mg tablet", true],
    ["pioglitazone", "30 mg tablet", true],
    ["quetiapine", "100 mg tablet", true],
    ["donepezil-hydrochloride", "10 mg tablet", true],
    ["sertraline", "50 mg tablet", false],
    ["amlodipine", "10 mg tablet", false],
    ["lisinopril", "10 mg tablet", false],
    ["metformin-hydrochloride", "500 mg tablet", false],
    ["simvastatin", "20 mg tablet", false],
  ];
  it.each(SURVEY)("%s %s: launch window at the survey %s", (slug, label, launchWindow) => {
    const m = seed.medications.find((x) => x.slug === slug)!;
    const d = m.doses[doseLabels(m.doses, "en-US").indexOf(label)]!;
    const n = seed.ndcs.find((x) => x.ndc === d.ndc)!;
    const e = seedGenericEvidence(seed).get(d.ndc)!;
    const levels = priceModel.retail.genericAgeLevels!;
    const surveyFrame = { ...priceModel, retail: { ...priceModel.retail, genericAgeLevels: { ...levels, settledYears: undefined } } }; // prettier-ignore
    const quantity = Number(d.defaultQuantity);
    let cheaper = 0;
    for (const chainCode of modelChains(priceModel)) {
      const at = (model: typeof priceModel, genericSince = e.genericSince) =>
        calculatePrice({ model, nadacPerUnit: n.nadacPerUnit!, quantity, isBrand: false, chainCode, cardType: "people", ndc: d.ndc, ...e, genericSince }); // prettier-ignore
      const [now, frozen] = [at(priceModel), at(surveyFrame)];
      if (now.unc === null) continue;
      // What the patient pays with the card never moves (the card was the lower price either way).
      expect(now.discounted, chainCode).toBe(frozen.discounted);
      if (!launchWindow) expect(now.unc, chainCode).toBe(frozen.unc);
      else {
        // No dearer than a generic first approved just after the survey, as the other generics of its years.
        expect(now.unc!, chainCode).toBeLessThanOrEqual(at(priceModel, "2013-07-01").unc!);
        expect(now.unc!, chainCode).toBeLessThanOrEqual(frozen.unc!); // a $4 list's price apart, lower
        if (now.unc! < frozen.unc!) cheaper++;
      }
    }
    if (launchWindow) expect(cheaper).toBeGreaterThan(10);
  });
});
