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
  // so without evidence the plainest form and lowest strength), a vial's injection only where nothing else fits: a
  // clinic gives those one shot at a time (choose-default-dose.ts), and "zofran" is the tablets a patient fills.
  if (fits.some((d) => d.ndc === defaultDose)) return defaultDose;
  const mostDispensed = preferred(fits, (d) => d.doseForm !== "injection").reduce<Dose | null>(
    (best, d) => (best === null || (d.dispensed ?? 0) > (best.dispensed ?? 0) ? d : best),
    null,
  );
  return mostDispensed?.ndc ?? null;
}

// The doses of the asked strength and form, of the asked release where a drug sells two, and of a special form only
// when the query names it ("tablet" is not the orally disintegrating one) or nothing else fits.
export function fittingDoses<D extends Dose>(doses: readonly D[], asked: DoseQuery): D[] {
  const fits = doses.filter((d) => {
    const amounts = amountsOf(d.strength);
    if (!strengthsFit(amounts, asked)) return false;
    // The unit of the first amount ("20 mg", "400 mg/5 mL", "0.05%"); grams are a thousand milligrams.
    const unit = amounts[0]?.unit;
    if (asked.unit !== null && unit !== asked.unit && !(asked.unit === "g" && unit === "mg")) return false;
    if (asked.doses !== null && !asked.doses.includes(d.ndc)) return false;
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

// Each ingredient's amount of a strength ("325 mg-10 mg": 325 and 10; "400 mg-57 mg/5 mL": 400 and 57, not the 5 mL).
function amountsOf(strength: string): { value: number; unit: string }[] {
  return strength.split(/-(?=\d)| \/ /).flatMap((part) => {
    const [, value, unit = ""] = /^([\d.,]+)\s*([a-z%]*)/i.exec(part.trim()) ?? [];
    return value ? [{ value: Number(value.replace(/,/g, "")), unit: unit.toLowerCase() }] : [];
  });
}

// Every amount asked is one of the dose's, in any order: "norco 10/325" and "norco 325/10" are the 325 mg-10 mg
// tablet, "norco 10" too; one amount of a one-ingredient dose is its strength. A gram asked is 1,000 mg ("valtrex 1
// g" is the 1000 mg tablet).
function strengthsFit(amounts: readonly { value: number; unit: string }[], asked: DoseQuery): boolean {
  const wanted = asked.strengths.length > 0 ? asked.strengths : asked.strength !== null ? [asked.strength] : [];
  const scale = (a: { value: number; unit: string }) => (asked.unit === "g" && a.unit === "mg" ? a.value / 1000 : a.value); // prettier-ignore
  const left = amounts.map(scale);
  return wanted.every((w) => {
    const at = left.findIndex((v) => Math.abs(v - w) < 1e-9);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

// The doses that pass `test` when any does, else all of them.
function preferred<D extends Dose>(doses: D[], test: (d: D) => boolean): D[] {
  const passing = doses.filter(test);
  return passing.length > 0 ? passing : doses;
}

export function askedForDose(asked: DoseQuery): boolean {
  return asked.strength !== null || asked.forms.length > 0 || asked.doses !== null;
}
