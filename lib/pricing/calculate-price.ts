// The price model's formulas (PRICE-MODEL.md): contract (discounted) price, usual and customary (UNC) cash price and
// what the patient pays, for one NDC and metric quantity at one chain or store. Pure: the parameters come in as data.
import type { PriceModel } from "./price-model-schema";
import type { CardType } from "../accounts/permissions";
import type { GenericOfBrand } from "./generic-evidence";
import { contractFor, networkPrice, storeVariationFactor } from "./contract-price";
import { brandUsualAndCustomary, genericUsualAndCustomary, retailFor } from "./usual-and-customary";

// The formulas' parts, where the callers and tests have always found them.
export { contractFor, contractPrice, macListFactor, storeVariationFactor } from "./contract-price";
export { cardReference, drawFromQuantiles, genericAgeLevel, genericCeilingAt, genericYears, retailFor, usualAndCustomary } from "./usual-and-customary"; // prettier-ignore

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
  // NADAC flags the generic's dose OTC: without a first generic approval, its level is a monograph product's.
  otc?: boolean;
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

// Lesser-of adjudication: a discount card claim pays the lower of the contract price and the pharmacy's usual and
// customary price, so the discounted price never exceeds the UNC. The one rule the API and the web app both follow.
export function lesserOf(contract: number, unc: number | null): number {
  return unc === null ? contract : Math.min(contract, unc);
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
