// Writes an RxNorm strength the way a pharmacist reads it: "10 mg", "400 mg/5 mL", "1%", "25 mcg/hr", "40 mg/0.4 mL".
import { FORM_KINDS, type FormKind } from "./dose-forms";
import type { RxnormIngredient, RxnormName } from "./parse-rxnorm-name";
import type { DoseForm } from "../catalog-types";

// Skin, eye and ear products are labelled in percent (timolol 5 mg/mL is "0.5%").
const PERCENT_KINDS: ReadonlySet<FormKind> = new Set([
  "topical-semisolid",
  "topical-liquid",
  "pad",
  "ophthalmic",
  "ophthalmic-semisolid",
  "otic",
]);
const SEMISOLID_KINDS: ReadonlySet<FormKind> = new Set(["topical-semisolid", "ophthalmic-semisolid"]);
// Oral liquids are dosed by the 5 mL teaspoon (amoxicillin 80 mg/mL is "400 mg/5 mL").
const TEASPOON_KINDS: ReadonlySet<FormKind> = new Set(["oral-liquid", "oral-powder", "oral-care"]);

export function formatNumber(value: number, significant = 4): string {
  return value.toLocaleString("en-US", { maximumSignificantDigits: significant, useGrouping: value >= 10000 });
}

// Amounts under `mcgBelow` mg are written in micrograms (levothyroxine 0.025 mg is "25 mcg"), and from 10 g up in
// grams (a 17 g laxative dose, not "17,000 mg").
function mass(mg: number, mcgBelow: number): string {
  if (mg < mcgBelow) return `${formatNumber(mg * 1000)} mcg`;
  return mg >= 10000 ? `${formatNumber(mg / 1000)} g` : `${formatNumber(mg)} mg`;
}

function amount(value: number, unit: string, mcgBelow = 0.1): string {
  if (unit === "MG") return mass(value, mcgBelow);
  if (unit === "MEQ") return `${formatNumber(value)} mEq`;
  if (unit === "UNT") return `${value.toLocaleString("en-US", { maximumSignificantDigits: 4 })} units`;
  if (unit === "ML") return `${formatNumber(value)} mL`;
  return `${formatNumber(value)} ${unit}`;
}

// Two significant digits when they are within 0.5% (0.04992 mg -> 0.05 mg), else three.
function roundNicely(value: number): number {
  const two = Number(value.toPrecision(2));
  return Math.abs(two - value) / value <= 0.005 ? two : Number(value.toPrecision(3));
}

type Part = { amount: string; per: string | null };

// Patches: opioid-style low hourly doses stay per hour (fentanyl 25 mcg/hr, buprenorphine 7.5 mcg/hr: a whole or half
// microgram, at most 100); everything else is the dose delivered per day, or per wear time when shorter (nicotine
// 21 mg/24 hr, estradiol 50 mcg/24 hr, methylphenidate 10 mg/9 hr).
function perTimeParts(ingredients: RxnormIngredient[], hours: number | null, mcgBelow: number): Part[] {
  const hourlyMcg = ingredients.map((i) => i.value * 1000);
  if (ingredients.every((i) => i.unit === "MG/HR") && hourlyMcg.every((m) => m <= 100 && Number.isInteger(m * 2))) {
    return hourlyMcg.map((m) => ({ amount: `${formatNumber(m)} mcg`, per: "hr" }));
  }
  const span = hours !== null && hours < 24 ? hours : 24;
  return ingredients.map((i) => ({
    amount: amount(roundNicely(i.value * span), i.unit.split("/")[0] ?? "", mcgBelow),
    per: `${span} hr`,
  }));
}

// Vitamin D is labelled in USP units: 1 mcg is 40 units (ergocalciferol 1.25 mg is the "50,000 unit" capsule).
const VITAMIN_D = /^(ergocalciferol|cholecalciferol)$/i;
const VITAMIN_D_UNITS_PER_MG = 40_000;

function part(ingredient: RxnormIngredient, kind: FormKind, volume: number | null, mcgBelow: number): Part {
  const [numerator = "", denominator] = ingredient.unit.split("/");
  if (VITAMIN_D.test(ingredient.name) && numerator === "MG") {
    const units = {
      ...ingredient,
      value: ingredient.value * VITAMIN_D_UNITS_PER_MG,
      unit: ingredient.unit.replace(/^MG/, "UNT"),
    };
    return part(units, kind, volume, mcgBelow);
  }
  const v = ingredient.value;
  if (denominator === undefined) return { amount: amount(v, numerator, mcgBelow), per: null };
  // Per puff or spray, in micrograms below 1 mg as inhalers are labelled ("250 mcg-50 mcg", "90 mcg").
  if (denominator === "ACTUAT") return { amount: amount(v, numerator, 1), per: null };
  if (denominator === "MG") {
    if (numerator === "MG") return { amount: `${formatNumber(v * 100)}%`, per: null };
    return { amount: amount(v * 1000, numerator), per: "g" };
  }
  if (denominator === "ML") {
    if (numerator === "ML") return { amount: `${formatNumber(v * 100)}%`, per: null };
    if (PERCENT_KINDS.has(kind) && numerator === "MG") return { amount: `${formatNumber(v / 10)}%`, per: null };
    // A measured syringe or pen states what it holds (adalimumab 100 mg/mL x 0.4 mL is "40 mg/0.4 mL"); insulin
    // keeps its units/mL, which is how every insulin is prescribed.
    if (volume !== null && volume !== 1 && numerator !== "UNT") {
      return { amount: amount(roundNicely(v * volume), numerator, mcgBelow), per: `${formatNumber(volume)} mL` };
    }
    if (TEASPOON_KINDS.has(kind)) return { amount: amount(v * 5, numerator, mcgBelow), per: "5 mL" };
    // A cream or ointment is weighed: RxNorm's "nystatin 100000 UNT/ML Topical Cream" is 100,000 units/g on the tube.
    if (SEMISOLID_KINDS.has(kind)) return { amount: amount(v, numerator, mcgBelow), per: "g" };
    return { amount: amount(v, numerator, mcgBelow), per: "mL" };
  }
  return { amount: amount(v, numerator), per: denominator.toLowerCase() };
}

/**
 * `micrograms` writes every sub-milligram amount in mcg, so a medication's doses share one unit: the builder sets it
 * when all of a medication's doses are under 1 mg and some under 0.1 mg (levothyroxine 25 mcg ... 300 mcg).
 */
export function formatStrength(
  name: Pick<RxnormName, "ingredients" | "quantity">,
  form: DoseForm,
  { micrograms = false }: { micrograms?: boolean } = {},
): string {
  const kind = FORM_KINDS[form];
  const mcgBelow = micrograms ? 1 : 0.1;
  const hours = !name.quantity ? null : name.quantity.unit === "HR" ? name.quantity.value : null;
  // An insulin is prescribed per mL, and so its pen's partner is stated (Soliqua "100 units/mL and 33 mcg/mL", not
  // "99 mcg/3 mL"; Xultophy's liraglutide 3.6 mg/mL).
  const insulin = name.ingredients.some((i) => i.unit === "UNT/ML");
  const volume = name.quantity?.unit === "ML" && !insulin ? name.quantity.value : null;
  const parts = name.ingredients.every((i) => i.unit.endsWith("/HR"))
    ? perTimeParts(name.ingredients, hours, mcgBelow)
    : name.ingredients.map((i) => part(i, kind, volume, mcgBelow));
  const per = parts[0]?.per ?? null;
  // Mixed amphetamine salts are prescribed by their total ("5 mg"), not as four quarter amounts; so is one drug in
  // two crystal forms (nitrofurantoin macrocrystals 25 mg + monohydrate 75 mg: the "100 mg" capsule).
  if (mixedSalts(name.ingredients) && parts.every((p) => p.per === per)) {
    const total = name.ingredients.reduce((sum, i) => sum + i.value, 0);
    return part({ ...name.ingredients[0]!, value: total }, kind, volume, mcgBelow).amount + (per ? `/${per}` : "");
  }
  // A shared denominator is written once: "400 mg-57 mg/5 mL", "35 mcg-150 mcg/24 hr".
  if (parts.every((p) => p.per === per)) return parts.map((p) => p.amount).join("-") + (per ? `/${per}` : "");
  return parts.map((p) => (p.per ? `${p.amount}/${p.per}` : p.amount)).join(" / ");
}

// Several salts of one drug in equal amounts: amphetamine aspartate / amphetamine sulfate / dextroamphetamine
// saccharate / dextroamphetamine sulfate.
function mixedSalts(ingredients: readonly RxnormIngredient[]): boolean {
  const [first] = ingredients;
  if (ingredients.length < 2 || !ingredients.every((i) => i.unit === first!.unit)) return false;
  const amphetamines = ingredients.every((i) => /amphetamine/i.test(i.name) && i.value === first!.value);
  const molecule = (i: RxnormIngredient) => i.name.split(/[\s,]/)[0]!.toLowerCase();
  const oneDrug = first!.unit.startsWith("MG") && ingredients.every((i) => molecule(i) === molecule(first!));
  return amphetamines || oneDrug;
}

// The first ingredient's amount in a common unit, to order strengths ("5 mg" before "10 mg").
export function strengthMagnitude(ingredients: RxnormIngredient[]): number {
  return ingredients[0]?.value ?? 0;
}
