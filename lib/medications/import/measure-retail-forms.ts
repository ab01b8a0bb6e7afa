// Which form a medication opens on against the forms patients bring to a retail pharmacy (scripts/measure-retail-forms.ts,
// prisma/seed/README.md "Twenty-second pass"): over every medication selling two or more forms, the default's form, each
// form's fills (national scale, the state's counted ones and the quarters it shows them in, suppressed rows too), the
// mL a fill of an injection holds, and whether the form is one a patient brings (broughtToRetail).
import type { CatalogMedication } from "../catalog-types";
import { broughtToRetail, givenInClinic, infusedFrom } from "./choose-default-dose";
import type { DispensingIndex } from "./index-dispensing";
import { poolKey } from "./measure-default-disagreements";

type Dose = CatalogMedication["doses"][number];

// How a dose's fills read: one administration each (a clinic's, givenInClinic), an infusion container (infusedFrom), a
// supply a patient takes home (insulin vials 17-21 mL a fill), or no fill counted.
export type FillKind = "administration" | "infusion" | "supply" | "none";

export type FormEvidence = {
  form: string;
  retail: boolean;
  fills: number; // national-scale prescriptions, every dose of the form
  quarters: number; // the state's quarters of its NDCs' products, suppressed rows included
  kinds: FillKind[]; // each dose's
};

export type RetailFormRow = {
  slug: string;
  brand: boolean;
  dose: string; // the default's label
  form: string;
  retail: boolean; // the default's form is one a patient brings
  fillKind: FillKind; // the default's
  retailSold: boolean; // another form the medication sells is one a patient brings
  retailFilled: boolean; // and the state's file shows one dispensed
  forms: FormEvidence[];
};

const INJECTION_FORMS = new Set(["injection", "injectable-suspension"]);

export function fillKindOf(dose: Dose, fill: { prescriptions: number; unitsPerRx: number } | null): FillKind {
  const injection = INJECTION_FORMS.has(dose.doseForm);
  if (infusedFrom(injection, dose.unitContent)) return "infusion";
  if (!fill || !fill.prescriptions) return "none";
  return givenInClinic(injection, fill.unitsPerRx) ? "administration" : "supply";
}

export function measureRetailForms(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
): RetailFormRow[] {
  const pooled = new Map<string, string[]>();
  for (const m of medications) for (const d of m.doses) pooled.set(poolKey(m, d), [...(pooled.get(poolKey(m, d)) ?? []), ...d.ndcs]); // prettier-ignore
  const rows: RetailFormRow[] = [];
  for (const m of medications) {
    if (new Set(m.doses.map((d) => d.doseForm)).size < 2) continue;
    const def = m.doses.find((d) => d.ndc === m.defaultDose);
    if (!def) continue;
    const forms = new Map<string, FormEvidence>();
    let fillKind: FillKind = "none";
    for (const d of m.doses) {
      const ndcs = [...new Set(pooled.get(poolKey(m, d)) ?? d.ndcs)];
      const fill = dispensing.ofNdcs(ndcs);
      const kind = fillKindOf(d, fill);
      if (d === def) fillKind = kind;
      const f = forms.get(d.doseForm) ?? { form: d.doseForm, retail: broughtToRetail(d.doseForm), fills: 0, quarters: 0, kinds: [] }; // prettier-ignore
      forms.set(d.doseForm, { ...f, fills: f.fills + (fill?.prescriptions ?? 0), quarters: f.quarters + (dispensing.quartersOf?.(ndcs) ?? 0), kinds: [...f.kinds, kind] }); // prettier-ignore
    }
    const others = [...forms.values()].filter((f) => f.form !== def.doseForm && f.retail);
    rows.push({
      slug: m.slug,
      brand: m.name !== m.generic,
      dose: def.label,
      form: def.doseForm,
      retail: broughtToRetail(def.doseForm),
      fillKind,
      retailSold: others.length > 0,
      retailFilled: others.some((f) => f.quarters > 0),
      forms: [...forms.values()],
    });
  }
  return rows;
}

/** Defaults on a form no patient brings (a vial, bag, implant or irrigation) where the medication sells one they do. */
export const administeredDefaults = (rows: readonly RetailFormRow[]) => rows.filter((r) => !r.retail && r.retailSold);

/**
 * Of those, the ones the twenty-second pass's rule (choose-default-dose.ts: administeredOnly) moves: an infusion
 * container, or a default filled one administration at a time (or not at all) beside a retail form the state shows
 * dispensed.
 */
export const retailFormOutliers = (rows: readonly RetailFormRow[]) =>
  administeredDefaults(rows).filter((r) => r.fillKind === "infusion" || (r.fillKind !== "supply" && r.retailFilled));
