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
  groupSurvey,
  type SurveyRow,
} from "./calibrate-price-model/measure-cash-prices";
import type { MetricUnit, NadacRow } from "./calibrate-price-model/match-nyc-drug";
import { readNadacHistory } from "./calibrate-price-model/read-nadac-history";
import { parsePriceModel } from "../lib/pricing/price-model-schema";

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
  matchedEntries: cash.matched,
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

// The generic cash curve, chain indices and floors come from the survey. The brand curve does not: brand list prices
// have roughly doubled since 2013 (see PRICE-MODEL.md), so it stays the documented assumption in price-model.json.
if (process.argv.includes("--apply")) {
  const model = parsePriceModel(JSON.parse(readFileSync(MODEL, "utf8")));
  const lowest: Record<string, number> = calibration.lowestGenericCashPrice2ndPercentile;
  model.retail.curves.generic = cash.generic.fit;
  for (const retail of [model.retail.default, ...Object.values(model.retail.chains)]) {
    const group = retail.surveyGroup;
    if (group === null) continue;
    const measured = group === "ALL" ? { generic: { median: 1 }, brand: { median: 1 } } : spreads[group];
    const floor = lowest[group];
    if (!measured || floor === undefined) throw new Error(`no survey measurement for ${group}`);
    retail.genericIndex = measured.generic.median;
    retail.brandIndex = measured.brand.median;
    retail.floor = floor;
  }
  writeFileSync(MODEL, `${JSON.stringify(parsePriceModel(model), null, 2)}\n`);
  console.log(`applied the generic cash curve, chain spreads and floors to ${path.relative(root, MODEL)}`);
}
