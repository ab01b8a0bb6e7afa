// The price model's formulas (PRICE-MODEL.md): contract (discounted) price, usual and customary (UNC) cash price and
// what the patient pays, for one NDC and metric quantity at one chain or store. Pure: the parameters come in as data.
import type { ContractTerms, PriceModel, RetailChain } from "./price-model-schema";
import type { CardType } from "../accounts/permissions";
import type { GenericEvidence, GenericOfBrand } from "./generic-evidence";

export type PriceInput = {
  model: PriceModel;
  nadacPerUnit: number; // USD per pricing unit (EA, ML or GM)
  quantity: number; // metric quantity in the same unit
  isBrand: boolean;
  chainCode: string; // unknown codes (and INDEPENDENT unless listed) use the model's default terms
  cardType: CardType;
  npi?: string; // a store: its price varies deterministically around the chain price
  // The drug: keys (with npi) the store variation and, without doseNdc, the chain's MAC list (and the cash level's
  // draws of a model without genericAgeLevels), the same on every call. Absent: no variation (tests).
  ndc?: string;
  daysSupply?: number;
  // A generic's evidence (generic-evidence.ts): the date its molecule and form first had a generic, which sets its cash
  // level, and its brand's NADAC at the same dose, which caps its card price. Absent: no such evidence.
  genericSince?: string;
  brandNadacPerUnit?: number;
  // The representative NDC of that brand's dose: keys the brand's store price, which holds the generic's cash price.
  brandNdc?: string;
  // A brand's generic at the same dose (its representative NDC, NADAC and evidence): the brand's cash price is held
  // above that generic's.
  genericOfBrand?: GenericOfBrand;
  // The representative NDC of the generic's dose: keys the chain's MAC list, which prices a generic product (molecule,
  // strength, form), not one labeler's package. Absent: the NDC.
  doseNdc?: string;
};

// `discounted` is what the patient pays with the card: the contract price, or the UNC when that is lower (lesserOf);
// `contract` is the contract price before that adjudication, kept for calibration and tests.
export type CalculatedPrice = { discounted: number; unc: number | null; contract: number };

// Rounds half away from zero to cents; toPrecision first so 1.005 (stored as 1.00499...) becomes 1.01.
export function roundToCents(amount: number): number {
  const cents = Number((amount * 100).toPrecision(12));
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
}

// The spec's money strings: "12.34".
export function formatPrice(amount: number): string {
  return roundToCents(amount).toFixed(2);
}

export function contractFor(model: PriceModel, cardType: CardType, chainCode: string): ContractTerms {
  const network = model.contracts[cardType];
  return network.chains[chainCode] ?? network.default;
}

export function retailFor(model: PriceModel, chainCode: string): RetailChain {
  return model.retail.chains[chainCode] ?? model.retail.default;
}

// FNV-1a: a fast, stable 32-bit hash, identical on every runtime, so a store's price never changes between calls.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// A stable number in [0, 1] for a key: the same store, chain or drug always draws the same.
function stableUniform(key: string): number {
  return fnv1a(key) / 0xffffffff;
}

// A factor in [1 - band, 1 + band] for one store and NDC; exactly 1 for chain-level (region) prices.
export function storeVariationFactor(band: number, npi?: string, ndc?: string): number {
  if (npi === undefined || band === 0) return 1;
  const u = stableUniform(`${npi}|${ndc ?? ""}`);
  return 1 + band * (2 * u - 1);
}

// The chain's MAC list against its tier for one NDC: the MAC's margin over NADAC times 1 + band x (2u - 1), so no MAC
// falls below the acquisition cost; 1 without an NDC or band.
export function macListFactor(band: number | undefined, chainCode: string, ndc?: string): number {
  if (!band || ndc === undefined) return 1;
  return 1 + band * (2 * stableUniform(`mac|${chainCode}|${ndc}`) - 1);
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
  drug: { chainCode: string; ndc?: string; genericSince?: string },
) {
  const curve = model.retail.curves.generic;
  const base = "scale" in curve ? curve.scale * C ** curve.exponent : C * curve.multiplier + curve.fee;
  const byAge = model.retail.genericAgeLevels;
  if (byAge) return base * Math.exp(genericAgeLevel(byAge, drug.genericSince));
  if (drug.ndc === undefined) return base;
  const level = drawFromQuantiles(model.retail.drugLevels, stableUniform(`drug|${drug.ndc}`));
  const deviations = retail.drugDeviations ?? model.retail.chainDeviations;
  return base * level * drawFromQuantiles(deviations, stableUniform(`chain|${drug.chainCode}|${drug.ndc}`));
}

// The log level of a generic first approved on `since`, by its years as a generic at the levels' date (a drug
// first generic after it counts as new); `unknown` without a date.
export function genericAgeLevel(levels: NonNullable<PriceModel["retail"]["genericAgeLevels"]>, since?: string) {
  if (!since) return levels.unknown;
  const years = (Date.parse(levels.asOf) - Date.parse(since)) / (365.25 * 864e5);
  return (levels.bands.find((b) => b.underYears === null || years < b.underYears) ?? levels.bands.at(-1)!).level;
}

// Contract price before store variation and minimum: brand = reference (NADAC x AWP factor) less the discount;
// generic = MAC (NADAC x multiplier, its margin varied by the chain's list: macFactor) or cost plus margin; then the
// dispensing fee.
export function contractPrice(
  model: PriceModel,
  terms: ContractTerms,
  ingredientCost: number,
  isBrand: boolean,
  daysSupply?: number,
  macFactor = 1,
): number {
  const extended = terms.extendedSupply;
  const standardFee = isBrand ? terms.brand.dispensingFee : terms.generic.dispensingFee;
  const fee =
    extended && daysSupply !== undefined && daysSupply >= extended.minDaysSupply ? extended.dispensingFee : standardFee;
  if (isBrand) return ingredientCost * model.reference.brandAwpFactor * (1 - terms.brand.discountOffReference) + fee;
  return genericIngredientPaid(terms, ingredientCost, macFactor) + fee;
}

// What a contract pays for a generic's ingredient: the MAC (NADAC x multiplier, its margin varied by the chain's list)
// or cost plus margin.
function genericIngredientPaid(terms: ContractTerms, ingredientCost: number, macFactor: number): number {
  const generic = terms.generic;
  return generic.basis === "mac"
    ? ingredientCost * (1 + (generic.macMultiplier - 1) * macFactor)
    : ingredientCost * (1 + generic.margin);
}

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
  const ceiling = model.retail.genericCeiling;
  const cash = level * retail.genericIndex * factor;
  const byBrand = model.retail.genericBrandCash && drug.brandCash !== undefined ? drug.brandCash : Infinity;
  const capped = Math.min(
    cash,
    ceiling ? Math.max(ceiling.minimum, ingredientCost * ceiling.ratio) : Infinity,
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
// its first generic approval and, with a brand at the same dose, that brand's ingredient cost and its cash price at the
// same chain or store (calculatePrice computes it).
export type GenericCashInput = {
  chainCode: string;
  ndc?: string;
  genericSince?: string;
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

// Lesser-of adjudication: a discount card claim pays the lower of the contract price and the pharmacy's usual and
// customary price, so the discounted price never exceeds the UNC. The one rule the API and the web app both follow.
export function lesserOf(contract: number, unc: number | null): number {
  return unc === null ? contract : Math.min(contract, unc);
}

// The card network's contract price at a chain before store variation and minimum. The pets network's terms are the
// dearer ones (higher fees and minimums, smaller brand discounts), and a pet's fill is never priced below a person's
// of the same NDC and quantity at the same chain: the people MAC drawn high for one NDC would otherwise undercut the
// pets' cost-plus on generics over about $20 of cost (PRICE-MODEL.md, pets). Pets have no extended-supply terms, so
// the people price they are held to is the standard one. A generic is never priced above its brand's fill of the same
// dose and quantity on the same card (brandCost: the brand's ingredient cost): where the brand is the cheaper claim,
// the pharmacist dispenses it (PRICE-MODEL.md, "Twenty-sixth session").
function networkPrice(
  model: PriceModel,
  cardType: CardType,
  chainCode: string,
  ingredientCost: number,
  isBrand: boolean,
  daysSupply: number | undefined,
  macKey: string | undefined,
  brandCost?: number,
): number {
  const own = (card: CardType, days?: number) => {
    const terms = contractFor(model, card, chainCode);
    const macFactor = macListFactor(model.contracts[card].macBand, chainCode, macKey);
    const price = contractPrice(model, terms, ingredientCost, isBrand, days, macFactor);
    return brandCost === undefined ? price : Math.min(price, contractPrice(model, terms, brandCost, true, days));
  };
  return cardType === "pets" ? Math.max(own("pets", daysSupply), own("people")) : own("people", daysSupply);
}

// A generic's cash price at a chain (no npi) or store, with its evidence. Where NADAC has its brand cheaper than it
// (brandNadacPerUnit below its own), it is held to that brand's cash price at the same store (the brand's own store
// factor): its level to `levelRatio` of it, its price to all of it (retail.genericBrandCash; PRICE-MODEL.md,
// "Twenty-seventh session").
function genericUsualAndCustomary(
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
  const { chainCode, ndc, genericSince, doseNdc } = g;
  const drug = { chainCode, ndc, genericSince, doseNdc, brandCost, brandCash };
  return usualAndCustomary(model, retail, g.nadacPerUnit * g.quantity, false, factor, drug);
}

// A brand's cash price at a chain or store. Where it costs at least what its generic at the same dose costs (NADAC),
// it sells for at least that generic's cash price at the same store over `levelRatio`: 9 in 10 of the survey's
// generics sold at most that share of their brand's price, and the brand curve is an assumption (PRICE-MODEL.md,
// "Twenty-seventh session").
function brandUsualAndCustomary(model: PriceModel, retail: RetailChain, input: PriceInput, factor: number) {
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

export function calculatePrice(input: PriceInput): CalculatedPrice {
  const { model, nadacPerUnit, quantity, isBrand, chainCode, cardType, npi, ndc, daysSupply } = input;
  if (!(Number.isFinite(nadacPerUnit) && nadacPerUnit >= 0)) throw new RangeError("nadacPerUnit must be >= 0");
  if (!(Number.isFinite(quantity) && quantity > 0)) throw new RangeError("quantity must be > 0");

  const ingredientCost = nadacPerUnit * quantity;
  const capped = model.genericBrandCap && !isBrand && input.brandNadacPerUnit;
  const brandCost = capped ? input.brandNadacPerUnit! * quantity : undefined;
  const terms = contractFor(model, cardType, chainCode);
  const retail = retailFor(model, chainCode);
  const factor = storeVariationFactor(model.storeVariation.band, npi, ndc);

  // The minimum is applied after the store variation: it is a contract limit, not an estimate.
  const contract = roundToCents(
    Math.max(
      terms.minimumPrice,
      networkPrice(model, cardType, chainCode, ingredientCost, isBrand, daysSupply, input.doseNdc ?? ndc, brandCost) *
        factor,
    ),
  );
  const cash = isBrand
    ? brandUsualAndCustomary(model, retail, input, factor)
    : genericUsualAndCustomary(model, retail, { ...input, chainCode, npi, ndc, quantity });
  const unc = cash === null ? null : roundToCents(cash);
  return { discounted: lesserOf(contract, unc), unc, contract };
}
