// Whether an NDC and metric quantity can be priced at all (spec 4.9/4.10: 404 "not found or not covered").
import { notFound } from "../platform/errors";
import type { NdcCost } from "./ndc-costs";
import type { GenericEvidence } from "./generic-evidence";

export type PricedDrug = { ndc: string; isBrand: boolean; nadacPerUnit: number; quantity: number } & GenericEvidence;

// Errors in the order they are checked: an NDC not in the catalog, one without a NADAC price (nothing to price it
// from), and a quantity of a counted unit (EA: tablets, capsules, devices) that is not a whole number of units.
export const DRUG_NOT_FOUND = {
  ndc: { message: "NDC not found.", errorCode: "NDC_NOT_FOUND" },
  ndcNotCovered: { message: "NDC not covered.", errorCode: "NDC_NOT_COVERED" },
  quantity: { message: "Quantity not covered for this NDC.", errorCode: "QUANTITY_NOT_COVERED" },
} as const;

export function toPricedDrug(cost: NdcCost | null, quantity: number): PricedDrug {
  const fail = ({ message, errorCode }: { message: string; errorCode: string }) => notFound(message, { errorCode });
  if (!cost) throw fail(DRUG_NOT_FOUND.ndc);
  if (cost.nadacPerUnit === null) throw fail(DRUG_NOT_FOUND.ndcNotCovered);
  if (cost.pricingUnit === "EA" && !Number.isInteger(quantity)) throw fail(DRUG_NOT_FOUND.quantity);
  const { ndc, isBrand, nadacPerUnit, genericSince, otc, brandNadacPerUnit, brandNdc, doseNdc, genericOfBrand } = cost;
  return {
    ndc,
    isBrand,
    nadacPerUnit,
    quantity,
    genericSince,
    otc,
    brandNadacPerUnit,
    brandNdc,
    doseNdc,
    genericOfBrand,
  };
}
