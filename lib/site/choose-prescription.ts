// Which dose and quantity a page shows, one rule for every page: the address's (?dose=, ?qty=) when the medication
// has them, else the medication's default dose (the most prescribed) and that dose's default quantity.
import type { MedicationResponse } from "../medications/catalog-index";
import { quantityFromAddress, quantityOf, type Dose, type QuantityState } from "./quantity";

export type Prescription = { dose: Dose; quantityState: QuantityState; quantity: number };

export function choosePrescription(
  medication: Pick<MedicationResponse, "dose" | "defaultDose">,
  address: { dose?: string; qty?: string },
): Prescription | null {
  const dose =
    medication.dose.find((d) => d.value === address.dose) ??
    medication.dose.find((d) => d.value === medication.defaultDose) ??
    medication.dose[0];
  if (!dose) return null;
  const quantityState = quantityFromAddress(dose, address.qty);
  // quantityFromAddress only returns a choice or a custom count quantityOf accepts.
  return { dose, quantityState, quantity: quantityOf(dose, quantityState)! };
}
