// The dose a query asks for by its strength or form ("atorvastatin 20", "amoxicillin 500 capsule", "flovent hfa"):
// the search answer lists it first and makes it the default dose. Null when the query names no dose or none fits.
import type { DoseQuery } from "./parse-dose-query";

type Dose = { ndc: string; strength: string; doseForm: string };

export function chooseAskedDose(doses: readonly Dose[], defaultDose: string, asked: DoseQuery): string | null {
  if (!askedForDose(asked)) return null;
  const fits = doses.filter((d) => {
    // The first amount of the strength ("20 mg", "400 mg/5 mL", "0.05%") and its unit.
    const [, amount, unit] = /^([\d.]+)\s*([a-z%]*)/i.exec(d.strength) ?? [];
    if (asked.strength !== null && Number(amount) !== asked.strength) return false;
    if (asked.unit !== null && unit?.toLowerCase() !== asked.unit) return false;
    return asked.forms.every((form) => form.test(d.doseForm));
  });
  // The medication's default dose when it fits, else the plainest form that does (doses come in form order).
  return fits.find((d) => d.ndc === defaultDose)?.ndc ?? fits[0]?.ndc ?? null;
}

export function askedForDose(asked: DoseQuery): boolean {
  return asked.strength !== null || asked.forms.length > 0;
}
