// The bottle a pharmacist hands over for a few bottle forms (topical solutions, shampoos) that no file reads (twentieth
// pass, prisma/seed/README.md): as each product's FDA label states it in How Supplied. The data folder states no
// package size (MANIFEST); the state's quarterly units read a bottle only where they are whole bottles on three
// quarters (bottle-volumes.ts), and these are billed by the mL in part bottles (diclofenac 1.5%: 1,630.605 mL in 2022
// Q4) or not filled at all. Keyed by the generic, form and strength, so every medication selling the dose counts alike.
import type { Bottle } from "./bottle-volumes";
import type { DoseForm } from "../catalog-types";

// [generic, form, strength, pricing units (mL) in one bottle, source]
const ROWS: [string, DoseForm, string, number, string][] = [
  ["diclofenac sodium", "topical-solution", "1.5%", 150, "Pennsaid 1.5% topical solution label (Mallinckrodt), 16 How Supplied: 150 mL plastic bottle; its generics the same"], // prettier-ignore
  ["podofilox", "topical-solution", "0.5%", 3.5, "Condylox 0.5% solution label (Actavis), How Supplied: 3.5 mL amber glass bottle"], // prettier-ignore
  ["spinosad", "shampoo", "0.9%", 120, "Natroba topical suspension 0.9% label (ParaPRO), 16 How Supplied: 120 mL bottle"], // prettier-ignore
];

const keyOf = (generic: string, form: string, strength: string) => `${generic.toLowerCase()}|${form}|${strength}`;
const INDEX = new Map(ROWS.map(([generic, form, strength, volume, source]) => [keyOf(generic, form, strength), { volume, source }])); // prettier-ignore

/** The labelled bottle of a dose, whichever medication sells it, as a Bottle no fill reads; null when none. */
export function labelledBottleOf(generic: string, form: DoseForm, strength: string): Bottle | null {
  const row = INDEX.get(keyOf(generic, form, strength));
  return row ? { ndc: "", volume: row.volume, unitsPerRx: row.volume, prescriptions: 0, labelled: row.source } : null;
}
