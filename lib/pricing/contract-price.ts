// The card networks' contract terms (PRICE-MODEL.md, "Formulas"): a chain's terms, the stable hashes that vary a
// store's price and a chain's MAC list, and the contract price of a fill before store variation and minimum. Pure.
import type { ContractTerms, PriceModel } from "./price-model-schema";
import type { CardType } from "../accounts/permissions";

export function contractFor(model: PriceModel, cardType: CardType, chainCode: string): ContractTerms {
  const network = model.contracts[cardType];
  return network.chains[chainCode] ?? network.default;
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
export function stableUniform(key: string): number {
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
export function genericIngredientPaid(terms: ContractTerms, ingredientCost: number, macFactor: number): number {
  const generic = terms.generic;
  return generic.basis === "mac"
    ? ingredientCost * (1 + (generic.macMultiplier - 1) * macFactor)
    : ingredientCost * (1 + generic.margin);
}

// The card network's contract price at a chain before store variation and minimum. The pets network's terms are the
// dearer ones (higher fees and minimums, smaller brand discounts), and a pet's fill is never priced below a person's
// of the same NDC and quantity at the same chain: the people MAC drawn high for one NDC would otherwise undercut the
// pets' cost-plus on generics over about $20 of cost (PRICE-MODEL.md, pets). Pets have no extended-supply terms, so
// the people price they are held to is the standard one. A generic is never priced above its brand's fill of the same
// dose and quantity on the same card (brandCost: the brand's ingredient cost): where the brand is the cheaper claim,
// the pharmacist dispenses it (PRICE-MODEL.md, "Twenty-sixth session").
export function networkPrice(
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
