// Spec 4.9 sort: by the lower of UNC and discounted (a null UNC counts as the discounted price), cheapest first.
import { lesserOf } from "./calculate-price";

export type PriceFields = { unc: string | number | null; discounted: string | number };

export function effectivePrice(price: PriceFields): number {
  return lesserOf(Number(price.discounted), price.unc === null ? null : Number(price.unc));
}

// Stable: equal prices keep the caller's order (the order the NPIs were sent in).
export function sortByPrice<T extends { price: PriceFields }>(records: readonly T[]): T[] {
  return records
    .map((record, index) => ({ record, index, key: effectivePrice(record.price) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ record }) => record);
}
