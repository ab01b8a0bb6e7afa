// The dose a query asks for by its strength or form ("atorvastatin 20", "amoxicillin 500 capsule", "flovent hfa"):
// the search answer lists it first and makes it the default dose. Null when the query names no dose or none fits.
import type { DoseQuery } from "./parse-dose-query";

// `label` carries a release's hours ("150 mg extended-release tablet (12 hr)"); `dispensed` is the dose's
// prescriptions a year (null when no file says).
type Dose = { ndc: string; strength: string; doseForm: string; label?: string; dispensed?: number | null };

// Forms a patient names when they mean them: "ondansetron tablet" is the tablet, not the orally disintegrating one.
const SPECIAL_FORM = /orally-disintegrating|chewable|sublingual|buccal|effervescent|for-suspension|^powder-for/;

export function chooseAskedDose(doses: readonly Dose[], defaultDose: string, asked: DoseQuery): string | null {
  if (!askedForDose(asked)) return null;
  const fits = fittingDoses(doses, asked);
  // The medication's default dose when it fits, else the fitting dose dispensed most (doses come in form order,
  // so without evidence the plainest form and lowest strength).
  if (fits.some((d) => d.ndc === defaultDose)) return defaultDose;
  const mostDispensed = fits.reduce<Dose | null>(
    (best, d) => (best === null || (d.dispensed ?? 0) > (best.dispensed ?? 0) ? d : best),
    null,
  );
  return mostDispensed?.ndc ?? null;
}

// The doses of the asked strength and form, of the asked release where a drug sells two, and of a special form only
// when the query names it ("tablet" is not the orally disintegrating one) or nothing else fits.
export function fittingDoses<D extends Dose>(doses: readonly D[], asked: DoseQuery): D[] {
  const fits = doses.filter((d) => {
    // The first amount of the strength ("20 mg", "400 mg/5 mL", "0.05%") and its unit.
    const [, amount, unit] = /^([\d.]+)\s*([a-z%]*)/i.exec(d.strength) ?? [];
    if (asked.strength !== null && Number(amount) !== asked.strength) return false;
    if (asked.unit !== null && unit?.toLowerCase() !== asked.unit) return false;
    return asked.forms.every((form) => form.test(d.doseForm));
  });
  const named = preferred(
    fits,
    (d) =>
      asked.forms.length === 0 ||
      !SPECIAL_FORM.test(d.doseForm) ||
      asked.forms.some((form) => form.test(d.doseForm) && !form.test("tablet")),
  );
  // "SR" is the 12-hour release and "XL" the 24-hour one where both are sold (bupropion).
  return preferred(named, (d) => asked.hours === null || d.label?.includes(`(${asked.hours} hr`) === true);
}

// The doses that pass `test` when any does, else all of them.
function preferred<D extends Dose>(doses: D[], test: (d: D) => boolean): D[] {
  const passing = doses.filter(test);
  return passing.length > 0 ? passing : doses;
}

export function askedForDose(asked: DoseQuery): boolean {
  return asked.strength !== null || asked.forms.length > 0;
}
