// The prescription's quantity: one of the dose's choices, or a custom count priced as count x baseValue. Shared by
// the medication page (server) and its price finder (browser).
import type { MedicationResponse } from "@/lib/medications/catalog-index";

export type Dose = MedicationResponse["dose"][number];
export type QuantityState = { choice: string; customCount: string };

export const CUSTOM = "custom";
export const MAX_CUSTOM_COUNT = 1000;

// The metric quantity to price, or null while the custom count is not a whole number from 1 to MAX_CUSTOM_COUNT.
export function quantityOf(dose: Pick<Dose, "baseValue">, { choice, customCount }: QuantityState): number | null {
  if (choice !== CUSTOM) return Number(choice);
  const count = Number(customCount);
  if (!/^\d+$/.test(customCount) || count < 1 || count > MAX_CUSTOM_COUNT) return null;
  return Number((count * Number(dose.baseValue)).toFixed(4));
}

// The quantity a page address asks for (?qty=, a metric quantity): a choice, a custom count, or the default.
export function quantityFromAddress(
  dose: Pick<Dose, "quantity" | "defaultQuantity" | "baseValue">,
  qty: string | undefined,
): QuantityState {
  if (qty && dose.quantity.some((q) => q.value === qty)) return { choice: qty, customCount: "" };
  const count = qty ? Number(qty) / Number(dose.baseValue) : NaN;
  if (Number.isInteger(count) && count >= 1 && count <= MAX_CUSTOM_COUNT) {
    return { choice: CUSTOM, customCount: String(count) };
  }
  return { choice: dose.defaultQuantity, customCount: "" };
}
