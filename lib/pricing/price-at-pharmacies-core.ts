// Prices one drug at each requested store (spec 4.9); a store that cannot be priced goes to `failed` with its spec
// 7.4 code instead of failing the request. Pure: the network lookup and the price formula come in.
import { calculatePrice, formatPrice, type CalculatedPrice, type PriceInput } from "./calculate-price";
import { isCoveredAt } from "./coverage";
import type { PricedDrug } from "./priced-drug";
import type { PriceModel } from "./price-model-schema";
import type { CardType } from "../accounts/permissions";
import { sortByPrice } from "./price-sort";

export const FAILURE_CODES = { notInNetwork: 1, tryAgain: 2, unknown: 3, notCovered: 4 } as const;
export type FailureCode = (typeof FAILURE_CODES)[keyof typeof FAILURE_CODES];

export type PriceObject = { unc: string | null; discounted: string };
export type PricedPharmacy = { npi: string; type: "retail"; price: PriceObject; featured: boolean };
export type FailedPharmacy = { npi: string; code: FailureCode };

export function toPriceObject({ unc, discounted }: CalculatedPrice): PriceObject {
  if (!Number.isFinite(discounted) || (unc !== null && !Number.isFinite(unc))) throw new RangeError("price not finite");
  return { unc: unc === null ? null : formatPrice(unc), discounted: formatPrice(discounted) };
}

// Code 2 (try again) is for failures a price source marks `retryable` (a timeout, say); the in-memory model raises
// none today. Any other exception is code 3.
function failureCodeOf(error: unknown): FailureCode {
  return (error as { retryable?: unknown } | null)?.retryable === true ? FAILURE_CODES.tryAgain : FAILURE_CODES.unknown;
}

export function priceNpis({
  npis,
  findStore,
  drug,
  cardType,
  featured,
  daysSupply,
  model,
  sort,
  price = calculatePrice,
}: {
  npis: readonly string[]; // already distinct and at most MAX_NPIS
  findStore: (npi: string) => { chainCode: string } | undefined;
  drug: PricedDrug;
  cardType: CardType;
  featured: boolean;
  daysSupply?: number;
  model: PriceModel;
  sort: boolean;
  price?: (input: PriceInput) => CalculatedPrice;
}): { successful: PricedPharmacy[]; failed: FailedPharmacy[] } {
  const successful: PricedPharmacy[] = [];
  const failed: FailedPharmacy[] = [];
  for (const npi of npis) {
    // NPPES NPIs with a bad check digit never enter the network, so they fail here as not in network.
    const store = findStore(npi);
    if (!store) {
      failed.push({ npi, code: FAILURE_CODES.notInNetwork });
      continue;
    }
    if (!isCoveredAt({ chainCode: store.chainCode, cardType, drug })) {
      failed.push({ npi, code: FAILURE_CODES.notCovered });
      continue;
    }
    try {
      // The drug's evidence as it is (PricedDrug: its NDC, cost, quantity and generic evidence), then the store's.
      const calculated = price({ ...drug, model, chainCode: store.chainCode, cardType, npi, daysSupply });
      successful.push({ npi, type: "retail", price: toPriceObject(calculated), featured });
    } catch (error) {
      failed.push({ npi, code: failureCodeOf(error) });
    }
  }
  return { successful: sort ? sortByPrice(successful) : successful, failed };
}
