// The usual and customary (UNC) cash price of a fill at a chain or store (PRICE-MODEL.md, "Formulas"): the calibrated
// generic curve and levels, the brand curve, floors, ceiling and reference, and a generic against its brand at the
// same counter ("Twenty-seventh session"). Pure: the parameters come in as data.
import type { PriceModel, RetailChain } from "./price-model-schema";
import type { GenericEvidence, GenericOfBrand } from "./generic-evidence";
import {
  contractFor,
  contractPrice,
  genericIngredientPaid,
  macListFactor,
  stableUniform,
  storeVariationFactor,
} from "./contract-price";

export function retailFor(model: PriceModel, chainCode: string): RetailChain {
  return model.retail.chains[chainCode] ?? model.retail.default;
}

// exp(the log quantile at u), linearly interpolated between the listed quantiles; 1 without quantiles.
export function drawFromQuantiles(quantiles: readonly number[] | undefined, u: number): number {
  if (!quantiles || quantiles.length < 2) return 1;
  const position = Math.min(Math.max(u, 0), 1) * (quantiles.length - 1);
  const lo = Math.floor(position);
  const hi = Math.min(lo + 1, quantiles.length - 1);
  return Math.exp(quantiles[lo]! + (quantiles[hi]! - quantiles[lo]!) * (position - lo));
}

// A generic's cash price before the chain's index: the curve, times where the drug sits. With `genericAgeLevels`, a
// function of the years the drug had been generic at the survey's date (the Orange Book's first ANDA), the same at
// every chain (PRICE-MODEL.md, "Twenty-sixth session"); otherwise a draw per NDC from the survey's spread and one per
// chain and NDC. Without an NDC or evidence: the curve alone.
function genericCashLevel(
  model: PriceModel,
  retail: RetailChain,
  C: number,
  drug: { chainCode: string; ndc?: string; genericSince?: string; otc?: boolean },
) {
  const curve = model.retail.curves.generic;
  const base = "scale" in curve ? curve.scale * C ** curve.exponent : C * curve.multiplier + curve.fee;
  const byAge = model.retail.genericAgeLevels;
  if (byAge) return base * Math.exp(genericAgeLevel(byAge, drug.genericSince, drug.otc));
  if (drug.ndc === undefined) return base;
  const level = drawFromQuantiles(model.retail.drugLevels, stableUniform(`drug|${drug.ndc}`));
  const deviations = retail.drugDeviations ?? model.retail.chainDeviations;
  return base * level * drawFromQuantiles(deviations, stableUniform(`chain|${drug.chainCode}|${drug.ndc}`));
}

// The log level of a generic first approved on `since`, by its years as a generic at the levels' date; a drug first
// generic after it, at `laterAsOf` (the prices' date: PRICE-MODEL.md, "Twenty-eighth session"; without it, as new).
// Without a date: `otcUndated` for an OTC product (a monograph's, never under exclusivity), else `unknown`.
export function genericAgeLevel(
  levels: NonNullable<PriceModel["retail"]["genericAgeLevels"]>,
  since?: string,
  otc?: boolean,
) {
  if (!since) return (otc ? levels.otcUndated : undefined) ?? levels.unknown;
  return bandOf(levels, genericYears(levels, since)).level;
}

// The years a generic first approved on `since` counts by: at asOf where the survey saw its price settled
// (settledYears and more as a generic by then), else at laterAsOf, the prices' date: a generic first approved after
// asOf (twenty-eighth session) or in its launch window at asOf (twenty-ninth session).
export function genericYears(levels: { asOf: string; laterAsOf?: string; settledYears?: number }, since: string) {
  const years = (at: string) => (Date.parse(at) - Date.parse(since)) / (365.25 * 864e5);
  const settled = years(levels.asOf) >= (levels.settledYears ?? 0) && since <= levels.asOf;
  return years(levels.laterAsOf && !settled ? levels.laterAsOf : levels.asOf);
}

// The ceiling of a generic's cash price at cost C: the larger of ratio x C and the minimum, which past fromCost grows
// with the cost as the curve does (PRICE-MODEL.md, "Twenty-ninth session": held flat, it priced 90 tablets as 30).
export function genericCeilingAt(model: PriceModel, C: number): number {
  const ceiling = model.retail.genericCeiling;
  if (!ceiling) return Infinity;
  const curve = model.retail.curves.generic;
  const grows = ceiling.fromCost && "exponent" in curve && C > ceiling.fromCost;
  const minimum = grows ? ceiling.minimum * (C / ceiling.fromCost!) ** curve.exponent : ceiling.minimum;
  return Math.max(minimum, C * ceiling.ratio);
}

const bandOf = (levels: NonNullable<PriceModel["retail"]["genericAgeLevels"]>, years: number) =>
  levels.bands.find((b) => b.underYears === null || years < b.underYears) ?? levels.bands.at(-1)!;

// The chain's cash price at one store: a listed cheap generic sells at the list price everywhere; otherwise the cash
// level x the chain's index, varied per store, never below the floor (nor, for generics, below the ingredient cost or
// the reference the card discounts from, nor otherwise above the ceiling). Null when the chain reports no UNC.
export function usualAndCustomary(
  model: PriceModel,
  retail: RetailChain,
  ingredientCost: number,
  isBrand: boolean,
  factor = 1,
  drug: GenericCashInput = { chainCode: "" },
): number | null {
  if (!retail.reportsUnc) return null;
  const list = retail.genericList;
  if (!isBrand && list && ingredientCost <= list.maxIngredientCost) return list.price;
  if (isBrand) {
    const curve = model.retail.curves.brand;
    return Math.max(retail.floor, (ingredientCost * curve.multiplier + curve.fee) * retail.brandIndex * factor);
  }
  const level = genericCashLevel(model, retail, ingredientCost, drug);
  const cash = level * retail.genericIndex * factor;
  const byBrand = model.retail.genericBrandCash && drug.brandCash !== undefined ? drug.brandCash : Infinity;
  const capped = Math.min(
    cash,
    genericCeilingAt(model, ingredientCost),
    byBrand * (model.retail.genericBrandCash?.levelRatio ?? 1),
  );
  // Nor below what the pharmacy pays for it: the curve is a 2013 survey's of generics under $15 of cost, and drawn
  // low for a dear one (a $100 supply at $57) it would sell below cost, and the card with it (lesser-of); nor below
  // the reference the card discounts from.
  const reference = model.retail.referenceFloor
    ? cardReference(model, drug.chainCode, ingredientCost, drug.doseNdc ?? drug.ndc, drug.brandCost)
    : 0;
  // And never above its brand's cash price at the same store: where NADAC has the brand cheaper than the generic's
  // cost, the patient pays the brand's price, for the brand (as the card does: genericBrandCap).
  return Math.min(Math.max(retail.floor, ingredientCost, capped, reference * factor), byBrand);
}

// What a generic's cash price depends on beyond its cost: the chain, the NDC and dose that key its draws and MAC list,
// its first generic approval (or, without one, whether NADAC flags it OTC) and, with a brand at the same dose, that brand's ingredient cost and its cash price at the
// same chain or store (calculatePrice computes it).
export type GenericCashInput = {
  chainCode: string;
  ndc?: string;
  genericSince?: string;
  otc?: boolean;
  doseNdc?: string;
  brandCost?: number;
  brandCash?: number;
};

// The reference a chain's people card discounts a generic from: its contract price (the MAC or cost plus, and the
// standard fee; before the minimum) over 1 - the contract's discount off the reference, as a brand's card pays the
// reference (AWP) less that discount. A pharmacy keeps its cash price above what its contracts pay it (under lesser-of
// a lower one cuts every claim paid on it), so the card saves at least that discount (PRICE-MODEL.md, "Twenty-fifth
// session"): past the survey's costs the curve, drawn low or held by the ceiling, sold a dear generic at what the card
// paid (generic epinephrine auto-injectors: $283 of cost, card = cash = $283-326).
// With genericBrandCap and the brand's cost (brandCost), the card pays at most the brand's fill, and the reference
// follows what it pays.
export function cardReference(
  model: PriceModel,
  chainCode: string,
  ingredientCost: number,
  ndc?: string,
  brandCost?: number,
): number {
  const terms = contractFor(model, "people", chainCode);
  const macFactor = macListFactor(model.contracts.people.macBand, chainCode, ndc);
  const own = genericIngredientPaid(terms, ingredientCost, macFactor) + terms.generic.dispensingFee;
  const paid =
    model.genericBrandCap && brandCost !== undefined
      ? Math.min(own, contractPrice(model, terms, brandCost, true))
      : own;
  return paid / (1 - terms.brand.discountOffReference);
}

// A generic's cash price at a chain (no npi) or store, with its evidence. Where NADAC has its brand cheaper than it
// (brandNadacPerUnit below its own), it is held to that brand's cash price at the same store (the brand's own store
// factor): its level to `levelRatio` of it, its price to all of it (retail.genericBrandCash; PRICE-MODEL.md,
// "Twenty-seventh session").
export function genericUsualAndCustomary(
  model: PriceModel,
  retail: RetailChain,
  g: GenericEvidence & { nadacPerUnit: number; quantity: number; chainCode: string; npi?: string; ndc?: string },
): number | null {
  const band = model.storeVariation.band;
  const brandCost = model.genericBrandCap && g.brandNadacPerUnit ? g.brandNadacPerUnit * g.quantity : undefined;
  const cheaperBrand = model.retail.genericBrandCash && g.brandNadacPerUnit && g.brandNadacPerUnit < g.nadacPerUnit;
  const brandFactor = storeVariationFactor(band, g.npi, g.brandNdc ?? g.ndc);
  const brandCash = cheaperBrand
    ? (usualAndCustomary(model, retail, g.brandNadacPerUnit! * g.quantity, true, brandFactor) ?? undefined)
    : undefined;
  const factor = storeVariationFactor(band, g.npi, g.ndc);
  const { chainCode, ndc, genericSince, otc, doseNdc } = g;
  const drug = { chainCode, ndc, genericSince, otc, doseNdc, brandCost, brandCash };
  return usualAndCustomary(model, retail, g.nadacPerUnit * g.quantity, false, factor, drug);
}

// A brand's cash price at a chain or store. Where it costs at least what its generic at the same dose costs (NADAC),
// it sells for at least that generic's cash price at the same store over `levelRatio`: 9 in 10 of the survey's
// generics sold at most that share of their brand's price, and the brand curve is an assumption (PRICE-MODEL.md,
// "Twenty-seventh session").
export function brandUsualAndCustomary(model: PriceModel, retail: RetailChain, input: BrandCashInput, factor: number) {
  const own = usualAndCustomary(model, retail, input.nadacPerUnit * input.quantity, true, factor);
  const g = input.genericOfBrand;
  const rule = model.retail.genericBrandCash;
  if (own === null || !rule || !g || input.nadacPerUnit < g.nadacPerUnit) return own;
  const { chainCode, npi, quantity } = input;
  // The generic's own cash price, not a list's: a $4 list is a program with a cost limit, and held to it the brand's
  // price would step with the list (30 at the list, 60 past it: the unit price rising).
  const offList = { ...retail, genericList: undefined };
  const generic = genericUsualAndCustomary(model, offList, { ...g, chainCode, npi, quantity });
  return generic === null ? own : Math.max(own, generic / rule.levelRatio);
}

// What a brand's cash price depends on: its cost, the chain or store, and its generic at the same dose.
export type BrandCashInput = {
  nadacPerUnit: number;
  quantity: number;
  chainCode: string;
  npi?: string;
  genericOfBrand?: GenericOfBrand;
};
