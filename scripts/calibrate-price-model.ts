// npx tsx scripts/calibrate-price-model.ts [--apply]: measures cash-price spreads in the 2013 NYC survey against NADAC,
// writes the derived statistics to lib/pricing/calibration.json and, with --apply, the UNC parameters to price-model.json.
// The survey itself is never copied into the project: only medians and ratios leave this script.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import {
  cashFloors,
  cashVersusNadac,
  chainOfSurveyPharmacy,
  chainSpreads,
  genericAgeLevels,
  genericCashByDrug,
  levelResidualsByClass,
  genericOverBrand,
  groupSurvey,
  priceDistribution,
  surveyRanges,
  type GenericPoint,
  type SurveyRow,
} from "./calibrate-price-model/measure-cash-prices";
import { genericAgeLevel, usualAndCustomary } from "../lib/pricing/calculate-price";
import type { MetricUnit, NadacRow } from "./calibrate-price-model/match-nyc-drug";
import { readNadacHistory } from "./calibrate-price-model/read-nadac-history";
import { parsePriceModel, type PriceModel } from "../lib/pricing/price-model-schema";
import { readCatalogSeed } from "../lib/medications/import/read-catalog-seed";
import { seedGenericEvidence } from "../lib/medications/import/seed-generic-evidence";
import { pricesDateOf } from "../lib/medications/import/measure-generic-competition";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const NYC = arg("--nyc", "/work/shared/data/reference/nyc-retail-cash-prices-2013.csv.gz");
const NADAC = arg("--nadac", "/work/shared/data/drugs/ndc-latest-nadac.csv.gz");
const HISTORY = arg("--history", "/work/shared/data/drugs/rxnorm-ndc-nadac-monthly-history.tar.gz");
const OUT = path.join(root, "lib/pricing/calibration.json");
const MODEL = path.join(root, "lib/pricing/price-model.json");

const readCsv = (file: string) =>
  parse(gunzipSync(readFileSync(file)), { columns: true, skip_empty_lines: true }) as Record<string, string>[];

function loadSurvey(): SurveyRow[] {
  return readCsv(NYC).flatMap((r) => {
    const chain = chainOfSurveyPharmacy(r.pharmacy_name ?? "");
    const price = Number(r.price_usd);
    const priceType = r.price_type === "brand" ? "brand" : "generic";
    if (chain === null || !(price > 0)) return [];
    return [
      { drugName: r.drug_name ?? "", quantity: r.quantity ?? "", priceType, price, store: r.pharmacy_id ?? "", chain },
    ];
  });
}

function loadNadac(): NadacRow[] {
  return readCsv(NADAC).flatMap((r) => {
    const nadacPerUnit = Number(r.nadac_per_unit);
    if (!r.description_rxnorm || !(nadacPerUnit > 0)) return [];
    const unit = r.pricing_unit;
    return [
      {
        ndc: r.ndc11 ?? "",
        description: r.description_rxnorm,
        isGeneric: r.is_generic === "1",
        nadacPerUnit,
        pricingUnit: unit === "EA" || unit === "ML" || unit === "GM" ? (unit as MetricUnit) : null,
        recent: r.recent_2025 === "1",
      },
    ];
  });
}

const survey = loadSurvey();
const { groups, duplicates } = groupSurvey(survey);
const spreads = chainSpreads(groups);
const cash = cashVersusNadac(groups, loadNadac(), await readNadacHistory(HISTORY));
const SURVEY_CHAINS = ["CVS", "WALGREENS", "RITE_AID", "INDEPENDENT", "SUPERMARKET"];
const byDrug = genericCashByDrug(cash.genericPoints, SURVEY_CHAINS);
// When each survey generic first had a generic (the Orange Book's first ANDA, through the catalog's generics), and
// the level of each band of years as a generic at the survey's date (June 2013).
const seed = await readCatalogSeed(arg("--seed", path.join(root, "prisma/seed/catalog.json.gz")));
const evidence = seedGenericEvidence(seed);
const otcNdcs = new Set(seed.ndcs.filter((n) => n.otc === true).map((n) => n.ndc));
// The date the catalog's prices are of (the NADAC week most of its NDCs are priced at): a generic first approved after
// the survey counts its years to it (PRICE-MODEL.md, "Twenty-eighth session").
const pricesAsOf = pricesDateOf(seed.ndcs);
const sinceOf = (p: GenericPoint) =>
  (p.ndcs ?? [p.ndc]).map((ndc) => evidence.get(ndc)?.genericSince).find((since) => since !== undefined);
const SURVEY_DATE = "2013-06-01";
const byAge = genericAgeLevels(cash.genericPoints, byDrug.curve, sinceOf, SURVEY_DATE);
// A generic's cash price against its brand's where the survey priced both (twenty-seventh session).
const sinceByName = new Map(cash.genericPoints.map((p) => [p.drugName, sinceOf(p)]));
const overBrand = genericOverBrand(groups, { sinceOf: (name) => sinceByName.get(name), asOf: SURVEY_DATE });
// Classes the bands might miss (twenty-eighth session): a generic also sold over the counter (its catalog medication
// has an NDC NADAC flags OTC: omeprazole, ibuprofen, naproxen), a cheap maintenance generic (under $3 of cost).
const otcMedications = new Set(
  seed.medications.filter((m) => m.doses.some((d) => d.ndcs.some((n) => otcNdcs.has(n)))).flatMap((m) => m.doses.flatMap((d) => d.ndcs)), // prettier-ignore
);
const levelOfPoint = (p: GenericPoint) => {
  const since = sinceOf(p);
  return since ? genericAgeLevel({ ...byAge, unknown: 0 }, since) : undefined;
};
const byClass = levelResidualsByClass(cash.genericPoints, byDrug.curve, levelOfPoint, (p) => [
  (p.ndcs ?? [p.ndc]).some((n) => otcMedications.has(n)) ? "OTC and Rx" : "Rx only",
  p.ingredientCost < 3 ? "cost under $3" : "cost $3 and more",
]);
const deviationDrugs = Object.fromEntries(
  SURVEY_CHAINS.map((c) => [c, cash.genericPoints.filter((p) => p.byChain[c] !== undefined).length]),
);

// The model with this run's calibration applied (written to price-model.json only with --apply).
function applyCalibration(model: PriceModel): PriceModel {
  const lowest: Record<string, number> = calibration.lowestGenericCashPrice2ndPercentile;
  model.retail.curves.generic = byDrug.curve;
  // The drug's level follows its years as a generic (an undated drug sits at the curve, the median drug); the hash
  // draws from the survey's spread (drugLevels, deviations) are measured in calibration.json but no longer priced.
  // A generic first approved after the survey counts its years at the prices' date; an OTC product the Orange Book
  // does not date (a monograph's: docusate, senna, aspirin) was never under exclusivity: the oldest band's level.
  model.retail.genericAgeLevels = {
    asOf: byAge.asOf,
    bands: byAge.bands.map(({ underYears, level }) => ({ underYears, level })),
    unknown: 0,
    laterAsOf: pricesAsOf,
    // A generic under the youngest band's years at the survey was in its launch window (the survey's young generics
    // sold at 0.83 of their brand): its price was not yet a settled one, so it too counts at the prices' date.
    settledYears: byAge.bands[0]!.underYears!,
    otcUndated: byAge.bands.at(-1)!.level,
  };
  delete model.retail.drugLevels;
  delete model.retail.chainDeviations;
  // The ratio is an assumption (the survey has no dear generic); the minimum is its 95th percentile generic price.
  // Past the survey's largest generic cost the minimum grows with the cost as the curve does (twenty-ninth session).
  model.retail.genericCeiling = {
    ratio: model.retail.genericCeiling?.ratio ?? 1.5,
    minimum: byDrug.p95GenericCash,
    fromCost: byDrug.largestGenericCost,
  };
  // 9 in 10 of the survey's generics sold at most this share of their brand's cash price (the median over stores).
  model.retail.genericBrandCash = { levelRatio: overBrand.byDrug.p90 };
  const macBand = Number((byDrug.betweenChainLogSd.median * Math.sqrt(3)).toFixed(3));
  model.contracts.people.macBand = macBand;
  model.contracts.pets.macBand = macBand;
  for (const retail of [model.retail.default, ...Object.values(model.retail.chains)]) {
    const group = retail.surveyGroup;
    if (group === null) continue;
    const measured = group === "ALL" ? { generic: { median: 1 }, brand: { median: 1 } } : spreads[group];
    const floor = lowest[group];
    if (!measured || floor === undefined) throw new Error(`no survey measurement for ${group}`);
    retail.genericIndex = measured.generic.median;
    retail.brandIndex = measured.brand.median;
    retail.floor = floor;
    delete retail.drugDeviations;
  }
  return parsePriceModel(model);
}

// Cash prices of the matched generics at each survey chain: the survey's, the earlier model's (one linear cash curve,
// 4.096 x C + 42.17, times the chain's index: a flat band for every cheap generic) and this model's.
function uncDistribution(before: PriceModel, after: PriceModel) {
  const modelChain: Record<string, string> = { CVS: "CVS", WALGREENS: "WALGREENS", RITE_AID: "RITE_AID", INDEPENDENT: "INDEPENDENT" }; // prettier-ignore
  return Object.fromEntries(
    Object.entries(modelChain).map(([group, chainCode]) => {
      const points = cash.genericPoints.filter((p) => p.byChain[group] !== undefined);
      const unc = (model: PriceModel) =>
        points.map((p) => {
          const retail = model.retail.chains[chainCode] ?? model.retail.default;
          const drug = { chainCode, ndc: p.ndc, genericSince: sinceOf(p) };
          return usualAndCustomary(model, retail, p.ingredientCost, false, 1, drug) ?? NaN;
        });
      return [
        group,
        {
          survey2013: priceDistribution(points.map((p) => p.byChain[group]!)),
          modelBefore: priceDistribution(unc(before)),
          modelAfter: priceDistribution(unc(after)),
          cheapGenericsUnder3: {
            survey2013: priceDistribution(points.filter((p) => p.ingredientCost < 3).map((p) => p.byChain[group]!)),
            modelAfter: priceDistribution(unc(after).filter((_, i) => points[i]!.ingredientCost < 3)),
          },
        },
      ];
    }),
  );
}

const calibration = {
  description:
    "Derived statistics only (medians and ratios) from the 2013 NYC retail cash-price survey and CMS NADAC; see PRICE-MODEL.md.",
  sources: { survey: path.basename(NYC), nadac: path.basename(NADAC), history: path.basename(HISTORY) },
  survey: {
    prices: survey.length,
    stores: new Set(survey.map((r) => r.store)).size,
    entries: groups.length,
    duplicates,
  },
  chainSpreads: spreads,
  lowestGenericCashPrice2ndPercentile: cashFloors(groups),
  cashVersusNadac: { matchRate: cash.matchRate, generic: cash.generic, brand: cash.brand, unmatched: cash.unmatched },
  genericCashByDrug: { ...byDrug, deviationDrugs },
  genericAgeLevels: byAge,
  genericOverBrand: overBrand,
  levelResidualsByClass: byClass,
  surveyRanges: {} as Record<string, ReturnType<typeof surveyRanges>>,
  uncDistribution: {} as ReturnType<typeof uncDistribution>,
  matchedEntries: cash.matched,
};
const calibrated = applyCalibration(parsePriceModel(JSON.parse(readFileSync(MODEL, "utf8"))));
const linear = structuredClone(calibrated);
linear.retail.curves.generic = cash.generic.fit;
delete linear.retail.drugLevels;
delete linear.retail.genericAgeLevels;
delete linear.retail.chainDeviations;
delete linear.retail.genericCeiling;
for (const retail of Object.values(linear.retail.chains)) delete retail.drugDeviations;
calibration.uncDistribution = uncDistribution(linear, calibrated);
// The model of the twenty-fifth session: each drug's level and each chain's departure drawn by a hash.
const hashDrawn = structuredClone(calibrated);
delete hashDrawn.retail.genericAgeLevels;
hashDrawn.retail.drugLevels = byDrug.drugLevels;
hashDrawn.retail.chainDeviations = byDrug.pooledChainDeviations;
for (const retail of Object.values(hashDrawn.retail.chains))
  if (retail.surveyGroup && retail.surveyGroup !== "SUPERMARKET" && byDrug.chainDeviations[retail.surveyGroup])
    retail.drugDeviations = byDrug.chainDeviations[retail.surveyGroup];
// A survey group's model chain: Kroger stands for the supermarkets (Pathmark in the survey).
const chainOfGroup = (group: string) => (group === "SUPERMARKET" ? "KROGER" : group);
const rangesOf = (model: PriceModel, withSince: boolean) =>
  surveyRanges(cash.genericPoints, (p, group) => {
    const chainCode = chainOfGroup(group);
    const retail = model.retail.chains[chainCode] ?? model.retail.default;
    const drug = { chainCode, ndc: p.ndc, genericSince: withSince ? sinceOf(p) : undefined };
    return usualAndCustomary(model, retail, p.ingredientCost, false, 1, drug) ?? NaN;
  });
calibration.surveyRanges = {
  linear: rangesOf(linear, false),
  hashDrawn: rangesOf(hashDrawn, false),
  byYearsAsGeneric: rangesOf(calibrated, true),
};
writeFileSync(OUT, `${JSON.stringify(calibration, null, 2)}\n`);

console.log(`survey: ${survey.length} prices, ${calibration.survey.stores} stores, ${groups.length} entries`);
console.log(`duplicate listings dropped: ${duplicates.join("; ") || "none"}`);
console.log("NADAC match rate:", cash.matchRate);
console.log("chain median cash price / all-pharmacy median:");
for (const [chain, s] of Object.entries(spreads))
  console.log(
    `  ${chain.padEnd(12)} stores ${String(s.stores).padStart(3)}  generic ${s.generic.median} (n=${s.generic.drugs})  brand ${s.brand.median} (n=${s.brand.drugs})`,
  );
for (const type of ["generic", "brand"] as const) {
  const c = cash[type];
  console.log(
    `${type}: cash / NADAC ingredient cost median ${c.cashOverIngredientCost.median} (IQR ${c.cashOverIngredientCost.p25}-${c.cashOverIngredientCost.p75}, n=${c.drugs}); ` +
      `median-line fit cash = ${c.fit.multiplier} x cost + ${c.fit.fee}; ` +
      `against the earliest NADAC (2017-18) ${c.cashOverEarliestNadacCost.median} (n=${c.cashOverEarliestNadacCost.drugs}), ` +
      `NADAC change per year since then ${c.nadacYearlyChangeSinceEarliest}`,
  );
}
console.log(`unmatched: ${cash.unmatched.join("; ")}`);
console.log(`wrote ${path.relative(root, OUT)}`);

console.log(`generic levels by years as a generic at ${byAge.asOf}: ${JSON.stringify(byAge.bands)} (${byAge.dated} dated, ${byAge.undated} not)`); // prettier-ignore
for (const [model, r] of Object.entries(calibration.surveyRanges))
  console.log(`  survey generics x chains, ${model}: ${r.within} of ${r.pairs} within the chain's store prices, ${r.offTwice} off its median by 2x+`); // prettier-ignore
console.log(`generic / brand cash price: ${JSON.stringify(overBrand)}`);
console.log(`survey over the model's level by class (log, by drug): ${JSON.stringify(byClass)}`);
console.log(
  `generic cash by drug: ${JSON.stringify(byDrug.curve)}, between-chain log sd ${byDrug.betweenChainLogSd.median}`,
);
for (const [group, d] of Object.entries(calibration.uncDistribution))
  console.log(`  ${group.padEnd(12)} survey ${JSON.stringify(d.survey2013)}\n${" ".repeat(15)}before ${JSON.stringify(d.modelBefore)}\n${" ".repeat(15)}after  ${JSON.stringify(d.modelAfter)}\n${" ".repeat(15)}cheap (C < $3) survey ${JSON.stringify(d.cheapGenericsUnder3.survey2013)} after ${JSON.stringify(d.cheapGenericsUnder3.modelAfter)}`); // prettier-ignore

// The generic cash curve and levels, chain indices, deviations, floors and the MAC band come from the survey. The
// brand curve does not: brand list prices have roughly doubled since 2013 (see PRICE-MODEL.md), so it stays the
// documented assumption in price-model.json, as do the generic ceiling and the assumed chains.
if (process.argv.includes("--apply")) {
  writeFileSync(MODEL, `${JSON.stringify(calibrated, null, 2)}\n`);
  console.log(`applied the generic cash model, chain spreads, floors and MAC band to ${path.relative(root, MODEL)}`);
}
