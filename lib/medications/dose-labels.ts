// Display labels of doses, dose forms, units and quantities in en-US and es-US. Drug names are never translated.
import type { Locale } from "../vocabulary/locale";
import { DOSE_FORM_LABELS, UNIT_LABELS } from "./dose-form-labels";
import type { CatalogDose, DoseForm, QuantityChoice } from "./catalog-types";

const language = (locale: Locale) => (locale === "es-US" ? "es" : "en");

// One formatter per locale: toLocaleString with options builds a new Intl.NumberFormat on every call (about 0.5 ms of
// CPU per medication's answer, most of building one: 2.2 s for the catalog's 4,012 in both locales), the same text.
const COUNT_FORMATS = new Map<Locale, Intl.NumberFormat>();

function formatCount(value: number, locale: Locale): string {
  let format = COUNT_FORMATS.get(locale);
  if (!format) COUNT_FORMATS.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return format.format(value);
}

export function doseFormLabel(form: DoseForm, locale: Locale): string {
  return DOSE_FORM_LABELS[form][language(locale)];
}

// One unit by default ("tablet"), as dose[].unitLabel shows it; pass a count for the matching number.
export function unitLabel(unitKey: string, locale: Locale, count = 1): string {
  const labels = UNIT_LABELS[unitKey]?.[language(locale)];
  if (!labels) return unitKey;
  return count === 1 ? labels[0] : labels[1];
}

export function quantityLabel({ count, unitKey, locale }: { count: number; unitKey: string; locale: Locale }): string {
  return `${formatCount(count, locale)} ${unitLabel(unitKey, locale, count)}`;
}

/**
 * A quantity choice as shown to a patient: "30 tablets", "2 pens (6 mL)". The metric amount is added when the unit
 * is a pen, packet or tube priced per mL or g, since that is what the pharmacy bills.
 */
export function quantityChoiceLabel(
  dose: Pick<CatalogDose, "unitKey" | "pricingUnit">,
  choice: QuantityChoice,
  locale: Locale,
): string {
  const metric = dose.pricingUnit === "ML" ? "mL" : dose.pricingUnit === "GM" ? "g" : null;
  if (metric && dose.unitKey !== metric && !Number.isInteger(choice.unitCount)) {
    return `${formatCount(Number(choice.value), locale)} ${metric} (${partialPackage(dose.unitKey, choice.unitCount, locale)})`;
  }
  const label = quantityLabel({ count: choice.unitCount, unitKey: dose.unitKey, locale });
  if (!metric || dose.unitKey === metric) return label;
  return `${label} (${formatCount(Number(choice.value), locale)} ${metric})`;
}

// A metric amount that is no whole package (a partner's 20 mL of 3 mL pens sold by the box of 5) is what the
// pharmacy bills; the devices it makes are said approximately, counted by the device, never "1.33 boxes".
function partialPackage(unitKey: string, count: number, locale: Locale): string {
  const carton = /^box-of-(\d+)-(\w+)s$/.exec(unitKey);
  const devices = carton ? count * Number(carton[1]) : count;
  const device = carton?.[2] ?? unitKey;
  const rounded = Number(devices.toFixed(1));
  const about = language(locale) === "es" ? "aprox." : "about";
  return `${about} ${formatCount(rounded, locale)} ${unitLabel(device, locale, rounded)}`;
}

// RxNorm distinctions a patient does not read: FDA application numbers ("NDA020983") and release mechanisms.
const TECHNICAL_QUALIFIER = /^((NDA|ANDA|BLA)\d+|Osmotic|Biphasic|Multiphasic)$/i;

// RxNorm's qualifiers in Spanish (the catalog's whole list; an application number or a new one stays as written).
const QUALIFIERS_ES: Record<string, string> = {
  "Abuse-Deterrent": "disuasorio de abuso",
  "40/60 Release": "liberación 40/60",
  "50/50 Release": "liberación 50/50",
  "30/70 Release": "liberación 30/70",
  Sprinkle: "para espolvorear",
  "Once-Daily": "una vez al día",
  "Twice-Daily": "dos veces al día",
  "3-Bead": "3 tipos de microesferas",
  Sensor: "con sensor",
  "BX Rating": "calificación BX",
  Osmotic: "osmótica",
  Biphasic: "bifásica",
  Multiphasic: "multifásica",
  Microencapsulated: "microencapsulado",
  "Evening Dosing": "dosis nocturna",
  Augmented: "potenciado",
  Emollient: "emoliente",
  "Preservative-Free": "sin conservantes",
  Modified: "modificada",
  "Atrial Fibrillation": "fibrilación auricular",
  "Pulmonary Hypertension": "hipertensión pulmonar",
  Micronized: "micronizado",
  "Sugar-Free": "sin azúcar",
  PMDD: "TDPM",
  "0.5 UNT Doses": "dosis de 0.5 unidades",
  Hyponatremia: "hiponatremia",
  "0.25 MG, 0.5 MG Dose": "dosis de 0.25 mg o 0.5 mg",
  "Breath-Actuated": "activado por la inhalación",
  "Smoking Cessation": "para dejar de fumar",
  Timothy: "fleo (Timothy)",
  American: "americano",
};

export function qualifierLabel(qualifier: string, locale: Locale): string {
  return language(locale) === "es" ? (QUALIFIERS_ES[qualifier] ?? writtenUnits(qualifier)) : writtenUnits(qualifier);
}

// RxNorm's unit words as a pharmacist writes them (twentieth pass): "0.25 MG, 0.5 MG Dose" is "0.25 mg or 0.5 mg
// doses" (Ozempic's pen delivers either), "0.5 UNT Doses" "0.5-unit doses" (Humalog's half-unit pen).
const UNIT_WORDS: Record<string, string> = { MG: "mg", MCG: "mcg", ML: "mL", UNT: "unit", ACTUAT: "puff", HR: "hr" };
function writtenUnits(qualifier: string): string {
  if (!/\d\s*(MG|MCG|ML|UNT|ACTUAT|HR)\b/.test(qualifier)) return qualifier;
  const written = qualifier
    .replace(/([\d.]+) UNT\b/g, "$1-unit")
    .replace(/\b(MG|MCG|ML|ACTUAT|HR)\b/g, (word) => UNIT_WORDS[word]!)
    .replace(/\bDoses?\b/, "doses");
  // Amounts listed before one "doses" are alternatives: each injection is one of them.
  return written.replace(/^(.+), ([^,]+ doses)$/, "$1 or $2");
}

type LabelledDose = Pick<CatalogDose, "strength" | "doseForm" | "qualifier" | "duration" | "unitContent"> &
  Partial<Pick<CatalogDose, "applicationBrand">>;
type PackagedDose = LabelledDose & Partial<Pick<CatalogDose, "package" | "baseValue" | "pricingUnit">>;

// "150 mg extended-release tablet (24 hr)" / "150 mg en tableta de liberación prolongada (24 h)": the strength first in
// both languages, so a narrow dose menu on a phone that cuts the end of a label never cuts the strength.
export function doseLabel(
  dose: LabelledDose,
  locale: Locale,
  { technical = false, contents = null }: { technical?: boolean; contents?: string | null } = {},
): string {
  const lang = language(locale);
  const details: string[] = [];
  const { duration, unitContent: content } = dose;
  // A patch strength written per 24 hr already says its day; other wear and release times are worth stating.
  if (duration) {
    const hours = duration.unit === "hour" ? duration.value : null;
    if (hours === null || !dose.strength.endsWith(`/${hours} hr`)) {
      const word = duration.unit === "hour" ? (lang === "es" ? "h" : "hr") : lang === "es" ? "días" : "days";
      details.push(`${formatCount(duration.value, locale)} ${word}`);
    }
  }
  // A metered inhaler counts puffs; a dry powder inhaler, doses.
  const puffs = dose.doseForm === "inhaler" || dose.doseForm === "inhalation-spray";
  if (content?.unit === "actuation") {
    const word = puffs ? (lang === "es" ? "inhalaciones" : "puffs") : lang === "es" ? "dosis" : "doses";
    details.push(`${formatCount(content.value, locale)} ${word}`);
  } else if (content && !dose.strength.includes(`/${content.value} mL`)) {
    details.push(`${formatCount(content.value, locale)} ${content.unit}`);
  }
  if (contents) details.push(contents);
  else if (technical && dose.applicationBrand) {
    // A generic sold under a brand's application is told apart by that brand, not its number (twentieth pass).
    details.push(lang === "es" ? `genérico de ${dose.applicationBrand}` : `generic of ${dose.applicationBrand}`);
  } else if (dose.qualifier && (technical || !TECHNICAL_QUALIFIER.test(dose.qualifier))) {
    details.push(qualifierLabel(dose.qualifier, locale));
  }
  const form = doseFormLabel(dose.doseForm, locale);
  const base = lang === "es" ? `${dose.strength} en ${form}` : `${dose.strength} ${form}`;
  return details.length > 0 ? `${base} (${details.join(", ")})` : base;
}

// What one package holds when it is sold whole and billed by the mL or g: an inhaler's "18 g" canister.
function packageContents(dose: PackagedDose): string | null {
  const unit = dose.pricingUnit === "GM" ? "g" : dose.pricingUnit === "ML" ? "mL" : null;
  if (!dose.package || !unit || !dose.baseValue || Number(dose.baseValue) === 1) return null;
  return `${dose.baseValue} ${unit}`;
}

// The labels of one medication's doses. Where two doses would read the same (two albuterol inhalers of different
// applications, an osmotic and a matrix nifedipine), what the package holds tells them apart ("200 puffs, 18 g"),
// else the RxNorm qualifier; an application number ("NDA020503") only when nothing else differs.
export function doseLabels(doses: readonly PackagedDose[], locale: Locale): string[] {
  const plain = doses.map((d) => doseLabel(d, locale));
  const twins = (i: number) => plain.indexOf(plain[i]!) !== plain.lastIndexOf(plain[i]!);
  const byContents = doses.map((d, i) =>
    twins(i) ? doseLabel(d, locale, { contents: packageContents(d) }) : plain[i]!,
  );
  return doses.map((d, i) =>
    byContents.indexOf(byContents[i]!) !== byContents.lastIndexOf(byContents[i]!)
      ? doseLabel(d, locale, { technical: true })
      : byContents[i]!,
  );
}
