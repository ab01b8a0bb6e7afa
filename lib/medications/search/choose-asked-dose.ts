// The dose a query asks for by its strength or form ("atorvastatin 20", "amoxicillin 500 capsule", "flovent hfa"):
// the search answer lists it first and makes it the default dose. Null when the query names no dose or none fits.
import type { DoseQuery } from "./parse-dose-query";

// `label` carries a release's hours ("150 mg extended-release tablet (12 hr)"); `dispensed` is the dose's
// prescriptions a year (null when no file says).
type Dose = { ndc: string; strength: string; doseForm: string; label?: string; dispensed?: number | null };

// A multiphasic pack's strength: amounts per phase ("0.18/0.215/0.25 mg"); PHASES reads its first phase.
const PHASED = /\d\/[\d.]+\s*[a-z%]/i;
const PHASES = /(\d)(?:\/[\d.]+)+(?=\s*[a-z%])/gi;

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
  // The amounts as typed first; only when no dose has them, the same concentration ("lidocaine 10 mg/ml" is the 20
  // mg/2 mL vial when no 10 mg/mL one is sold; "dexamethasone 0.1%" the eye drops, not the 1 mg/mL oral solution).
  // A strength typed over a volume is a dose written over one ("baclofen 5 mg/ml" is the 25 mg/5 mL solution, not the 5
  // mg tablet); a dose with no volume only where none fits so nor by concentration.
  const exact = fittingAsTyped(doses, asked);
  const concentrated =
    exact.length > 0 || (asked.per == null && asked.unit !== "%") ? exact : fitting(doses, asked, true);
  const fits = concentrated.length > 0 || asked.per == null ? concentrated : fittingAsTyped(doses, asked, true);
  // A strength typed over a volume ("memantine 10 mg/5 ml", "baclofen 10 mg/5 ml") is a liquid's, not the tablet of
  // the same amount, where the medication sells both.
  const liquid = preferred(fits, (d) => asked.per == null || /\/\s*[\d.]*\s*mL$/i.test(d.strength));
  const named = preferred(
    liquid,
    (d) =>
      asked.forms.length === 0 ||
      !SPECIAL_FORM.test(d.doseForm) ||
      asked.forms.some((form) => form.test(d.doseForm) && !form.test(plainFormOf(d.doseForm))),
  );
  // A multiphasic pack only when the query names more amounts than another dose has: "ethinyl estradiol norgestimate
  // 0.25 35" is the monophasic pack, "35 mcg-0.18/0.215/0.25 mg" the triphasic one (twentieth pass).
  const typed = asked.strengths.length > 0 ? asked.strengths.length : asked.strength !== null ? 1 : 0;
  const phases = preferred(named, (d) => !PHASED.test(d.strength) || typed > amountsOf(d.strength.replace(PHASES, "$1")).length); // prettier-ignore
  // A pack only when the query names one or nothing else fits: "varenicline 0.5 mg" is the tablet, not the starting
  // month whose first tablets are 0.5 mg (seventeenth pass: dose, starting and titration packs are sold).
  const unpacked = preferred(phases, (d) => d.doseForm !== "pack" || asked.forms.some((form) => form.test("pack")));
  // "SR" is the 12-hour release and "XL" the 24-hour one where both are sold (bupropion).
  return preferred(unpacked, (d) => asked.hours === null || d.label?.includes(`(${asked.hours} hr`) === true);
}

// Whether the doses have the amounts asked only as a concentration (the measure of fittingDoses' second reading):
// a medication selling them as typed comes first ("dexamethasone 0.1%": the eye drops before the oral solution).
export function fitsOnlyByConcentration(doses: readonly Dose[], asked: DoseQuery): boolean {
  return (asked.per != null || asked.unit === "%") && fittingAsTyped(doses, asked).length === 0;
}

// Whether the doses have an amount typed over a volume only as a dose without one (fittingDoses' last reading: the
// 5 mg tablet of "hydrocortisone 5 mg/g"): a medication selling it over a volume, by concentration too, comes first.
export function fitsOnlyWithoutVolume(doses: readonly Dose[], asked: DoseQuery): boolean {
  return asked.per != null && fittingAsTyped(doses, asked).length === 0 && fitting(doses, asked, true).length === 0;
}

// The doses of the amounts as typed; where none has them and no unit is typed, a combination's amounts as milligrams, as RxNorm
// and the NADAC file write a combination's whatever its units ("LEVONORG-ETH ESTRAD 0.15-0.03", "seasonale
// 0.15/0.03": levonorgestrel 0.15 mg and ethinyl estradiol 30 mcg; "norethindrone ethinyl estradiol 1/0.035").
function fittingAsTyped<D extends Dose>(doses: readonly D[], asked: DoseQuery, anyVolume = false): D[] {
  const typed = fitting(doses, asked, false, anyVolume);
  // Only a combination's amounts: one amount alone keeps its reading ("vagifem 0.01" may be the 0.01% cream).
  if (typed.length > 0 || asked.unit !== null || asked.per != null || asked.strengths.length < 2) return typed;
  return fitting(doses, { ...asked, unit: "mg" }, false);
}

function fitting<D extends Dose>(
  doses: readonly D[],
  asked: DoseQuery,
  byConcentration: boolean,
  anyVolume = false,
): D[] {
  // prettier-ignore
  return doses.filter((d) => {
    const amounts = inTypedUnit(amountsOf(d.strength), asked);
    if (asked.per != null && !anyVolume && amounts.some((a) => a.per === null && a.unit !== "%")) return false;
    if (!strengthsFit(amounts, asked, byConcentration)) return false;
    // The unit of the first amount ("20 mg", "400 mg/5 mL", "0.05%"), when a unit is typed without an amount.
    if (asked.strengths.length === 0 && asked.unit !== null && amounts[0] && !sameAmount(amounts[0], asked.unit)) return false; // prettier-ignore
    if (asked.doses !== null && !asked.doses.includes(d.ndc)) return false;
    return asked.forms.every((form) => form.test(d.doseForm));
  });
}

// Each ingredient's amount of a strength ("325 mg-10 mg": 325 and 10; "400 mg-57 mg/5 mL": 400 and 57) and the
// volume the strength is written over (5 of "400 mg/5 mL", 1 of "0.83 mg/mL"; null when none), and the hours it is
// written over (24 of "0.1 mg/24 hr", 1 of "25 mcg/hr"; null when none).
// A volume is a millilitre or a gram ("10 mg/g" of a cream is 1%, as "10 mg/mL" of a solution). `approx`: an amount
// converted from mEq, compared within rounding.
type Amount = { value: number; unit: string; per: number | null; hours: number | null; approx?: boolean };
function amountsOf(strength: string): Amount[] {
  const [, over] = /\/\s*([\d.]*)\s*(?:mL|g)$/i.exec(strength) ?? [];
  const per = over === undefined ? null : Number(over || 1);
  const [, during] = /\/\s*([\d.]*)\s*hr$/i.exec(strength) ?? [];
  const hours = during === undefined ? null : Number(during || 1);
  // A multiphasic pack's amounts are each of its phases' ("35 mcg-0.18/0.215/0.25 mg": 35 mcg, 0.18, 0.215 and 0.25 mg).
  return strength.split(/-(?=\d)| \/ /).flatMap((part) => {
    const [, values = "", unit = ""] = /^([\d.,]+(?:\/[\d.]+)*)\s*([a-z%]*)/i.exec(part.trim()) ?? [];
    return values
      .split("/")
      .filter(Boolean)
      .map((value) => ({ value: Number(value.replace(/,/g, "")), unit: unit.toLowerCase(), per, hours }));
  });
}

// A salt's amounts in mEq as its milligrams where a mass or a percentage is typed and the files give its weight
// (milliequivalent-weights.ts: "sodium chloride 5%" is the 0.854 mEq/mL eye drops, "potassium chloride 750 mg" the 10
// mEq tablet).
function inTypedUnit(amounts: Amount[], asked: DoseQuery): Amount[] {
  const weight = asked.mgPerMeq;
  if (!weight || asked.unit === null || asked.unit === "meq" || asked.unit === "units") return amounts;
  return amounts.map((a) => (a.unit === "meq" ? { ...a, value: a.value * weight, unit: "mg", approx: true } : a));
}

// Micrograms in a unit of mass: "levothyroxine 0.05 mg" is the 50 mcg tablet, "valtrex 1 g" the 1000 mg one.
const MICROGRAMS: Record<string, number> = { mcg: 1, mg: 1000, g: 1_000_000 };

// Whether an amount typed (with its unit, null when none) is the dose's amount: the same number in the same unit or
// in another unit of mass; a concentration typed over a volume ("albuterol 2.5mg/3ml") or as a percentage
// ("albuterol 0.083%", grams in 100 mL) is the dose's amount over its volume (0.83 mg/mL) within rounding.
function sameAmount(
  a: Amount,
  unit: string | null,
  value?: number,
  per: number | null = null,
  byConcentration = false,
  perHours: number | null = null,
): boolean {
  // prettier-ignore
  const close = (x: number, y: number, tolerance: number) => Math.abs(x - y) <= tolerance * Math.max(x, y);
  const mass = (u: string) => MICROGRAMS[u];
  if (value === undefined) return unit === a.unit || (mass(unit ?? "") !== undefined && mass(a.unit) !== undefined);
  // A rate typed ("0.05 mg/day", "0.2 mg/hr") is a dose written over a time at the same rate, in any unit of mass
  // and over any time ("50 mcg/24 hr"; nitroglycerin's "4.8 mg/24 hr"), never a dose written over none (clonidine's
  // 0.1 mg tablet is not its "0.1 mg/24 hr" patch).
  if (perHours !== null) {
    if (a.hours === null) return false;
    const u = unit ?? a.unit;
    const scale = u === a.unit ? 1 : mass(u) !== undefined && mass(a.unit) !== undefined ? mass(u)! / mass(a.unit)! : NaN; // prettier-ignore
    return close((value * scale) / perHours, a.value / a.hours, 1e-6);
  }
  const within = a.approx ? 0.015 : 1e-9;
  if (unit === null || unit === a.unit) {
    if (close(value, a.value, within) && (per === null || a.per === null || close(per, a.per, 1e-9))) return true;
  } else if (mass(unit) !== undefined && mass(a.unit) !== undefined && per === null) {
    return close((value * mass(unit)!) / mass(a.unit)!, a.value, within);
  }
  if (!byConcentration) return false;
  // A percentage on the label read as the milligrams a millilitre or gram typed ("timolol 5 mg/ml": the 0.5% drops).
  if (a.unit === "%" && per !== null && unit !== null && mass(unit) !== undefined)
    return close((value * mass(unit)!) / 1000 / per, a.value * 10, 0.015);
  if (a.per === null || mass(a.unit) === undefined) return false;
  const concentration = (a.value * mass(a.unit)!) / 1000 / a.per; // mg/mL
  if (unit === "%" && per === null) return close(value * 10, concentration, 0.015);
  if (per !== null && unit !== null && mass(unit) !== undefined)
    return close((value * mass(unit)!) / 1000 / per, concentration, 0.015);
  return false;
}

// Every amount asked is one of the dose's, in any order: "norco 10/325" and "norco 325/10" are the 325 mg-10 mg
// tablet, "norco 10" too; one amount of a one-ingredient dose is its strength. A gram asked is 1,000 mg ("valtrex 1
// g" is the 1000 mg tablet), and an amount typed with a unit is of that unit (sameAmount).
function strengthsFit(amounts: readonly Amount[], asked: DoseQuery, byConcentration: boolean): boolean {
  const wanted = asked.strengths.length > 0 ? asked.strengths : asked.strength !== null ? [asked.strength] : [];
  const left = [...amounts];
  return wanted.every((w) => {
    const at = left.findIndex((a) =>
      sameAmount(a, asked.unit, w, asked.per ?? null, byConcentration, asked.perHours ?? null),
    );
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

// The plain form a special one is a kind of: a tablet, or the liquid a powder or granules are mixed into ("potassium
// chloride oral solution" is the solution, not the powder for it; "amoxicillin suspension" the suspension).
function plainFormOf(doseForm: string): string {
  const [, liquid] = /^(?:powder|granules|tablet)-for-(?:oral-)?(solution|suspension)$/.exec(doseForm) ?? [];
  return liquid ? `oral-${liquid}` : "tablet";
}

// The doses that pass `test` when any does, else all of them.
function preferred<D extends Dose>(doses: D[], test: (d: D) => boolean): D[] {
  const passing = doses.filter(test);
  return passing.length > 0 ? passing : doses;
}

export function askedForDose(asked: DoseQuery): boolean {
  return asked.strength !== null || asked.forms.length > 0 || asked.doses !== null;
}
