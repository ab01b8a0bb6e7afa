// Writes a device's strength as its box states it (eighteenth pass): a single-use nasal spray by what its one spray
// holds (naloxone "4 mg", not RxNorm's "40 mg/mL"), a patch at the rate and span the Orange Book states for its
// ingredient (nitroglycerin "0.4 mg/hr", clonidine "0.3 mg/24 hr", scopolamine "1 mg/72 hr"). Runs on the built
// catalog, so every rule keyed by RxNorm's strength (cartons, packages, product lines) reads the strength it always did.
import { doseLabel } from "../dose-labels";
import { formatNumber } from "./format-strength";
import type { OrangeBookProduct } from "./parse-drug-name-files";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

type Rate = { amount: number; unit: "mg" | "mcg"; hours: number }; // "0.3MG/24HR": 0.3 mg over 24 hours

const mg = (amount: number, unit: "mg" | "mcg") => (unit === "mcg" ? amount / 1000 : amount);
const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

// An Orange Book ingredient ("NALOXONE HYDROCHLORIDE") is a catalog generic's ("naloxone hydrochloride") when equal,
// or the generic's base with a salt word after it (Opvee's "nalmefene", the book's "NALMEFENE HYDROCHLORIDE").
const sameIngredient = (book: string, generic: string) => book === generic || book.startsWith(`${generic} `);

/** What the Orange Book states per spray of a nasal product, in mg, by ingredient ("4MG/SPRAY", "EQ 2.7MG BASE/SPRAY"). */
export function indexSprayAmounts(orangeBook: readonly OrangeBookProduct[]): Map<string, number[]> {
  const amounts = new Map<string, number[]>();
  for (const p of orangeBook) {
    if (p.ingredients.length !== 1 || !/;NASAL$/.test(p.form ?? "") || !/^SPRAY/.test(p.form ?? "")) continue;
    const stated = /^(?:EQ )?([\d.]+)(MG|MCG)(?: BASE)?(?:\/SPRAY)?$/.exec((p.strength ?? "").split("**")[0]!.trim());
    if (!stated) continue;
    const key = words(p.ingredients[0]!);
    const value = mg(Number(stated[1]), stated[2] === "MCG" ? "mcg" : "mg");
    amounts.set(key, [...new Set([...(amounts.get(key) ?? []), value])]);
  }
  return amounts;
}

/** The rates the Orange Book states for a transdermal ingredient ("0.1MG/HR", "0.0375MG/24HR", "5MG/DAY", "1MG/72HR"). */
export function indexPatchRates(orangeBook: readonly OrangeBookProduct[]): Map<string, Rate[]> {
  const rates = new Map<string, Rate[]>();
  for (const p of orangeBook) {
    if (p.ingredients.length !== 1 || !/;TRANSDERMAL$/.test(p.form ?? "")) continue;
    const stated = /^([\d.]+)(MG|MCG)\/(\d*)(HR|DAY)\b/.exec((p.strength ?? "").trim());
    if (!stated) continue;
    const hours = stated[4] === "DAY" ? 24 * Number(stated[3] || 1) : Number(stated[3] || 1);
    const rate: Rate = { amount: Number(stated[1]), unit: stated[2] === "MCG" ? "mcg" : "mg", hours };
    const key = words(p.ingredients[0]!);
    const known = rates.get(key) ?? [];
    if (!known.some((r) => r.amount === rate.amount && r.unit === rate.unit && r.hours === rate.hours)) {
      rates.set(key, [...known, rate]);
    }
  }
  return rates;
}

const statedOf = <T>(index: Map<string, T[]>, generic: string): T[] =>
  [...index].filter(([book]) => sameIngredient(book, words(generic))).flatMap(([, values]) => values);

// A single-use nasal spray RxNorm names by its concentration: sold by the device, one spray each, "40 mg/mL".
const CONCENTRATION = /^([\d.]+) (mg|mcg)\/mL$/;
const isSingleSpray = (d: CatalogDose) =>
  d.doseForm === "nasal-spray" && d.unitKey === "device" && !d.unitContent && CONCENTRATION.test(d.strength);
const concentrationOf = (d: CatalogDose) => {
  const [, value, unit] = CONCENTRATION.exec(d.strength)!;
  return mg(Number(value), unit as "mg" | "mcg");
};
const roundVolume = (mL: number) => Number(mL.toPrecision(3));

/**
 * The volume one spray of a single-use nasal device holds: the volume that turns the most such doses' concentration
 * into an amount the Orange Book states per spray for their ingredient (naloxone 40 mg/mL and 4 mg a spray, Kloxxado
 * 80 and 8, Nayzilam 50 and 5, Opvee 27 and 2.7: 0.1 mL each). Null when no dose's amount is stated.
 */
export function singleSprayVolume(medications: readonly CatalogMedication[], sprays: Map<string, number[]>) {
  const votes = new Map<number, number>();
  for (const m of medications) {
    for (const d of m.doses.filter(isSingleSpray)) {
      const volumes = new Set(statedOf(sprays, m.generic).map((a) => roundVolume(a / concentrationOf(d))));
      for (const v of volumes) votes.set(v, (votes.get(v) ?? 0) + 1);
    }
  }
  const [best] = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return best ? best[0] : null;
}

const amountText = (valueMg: number, unit: "mg" | "mcg") =>
  unit === "mcg" ? `${formatNumber(valueMg * 1000)} mcg` : `${formatNumber(valueMg)} mg`;

// "12.5 mcg/hr", "37.4 mcg/24 hr", "14.4 mg/24 hr", "0.334 mg/24 hr": the dose's rate in mg an hour.
const PATCH = /^([\d.]+) (mg|mcg)\/(\d*) ?hr$/;
function hourlyMg(strength: string): number | null {
  const m = PATCH.exec(strength);
  return m ? mg(Number(m[1]), m[2] as "mg" | "mcg") / Number(m[3] || 1) : null;
}

// Within 1%: RxNorm's hourly rates are the book's amounts over their span, rounded (estradiol 0.0375 mg/24 hr is
// RxNorm's 0.00156 MG/HR, written 37.4 mcg/24 hr).
const RATE_TOLERANCE = 0.01;

function statedRate(strength: string, rates: readonly Rate[]): string | null {
  const hourly = hourlyMg(strength);
  if (hourly === null) return null;
  const rate = rates.find((r) => Math.abs(mg(r.amount, r.unit) / r.hours - hourly) <= hourly * RATE_TOLERANCE);
  if (!rate) return null;
  const value = `${formatNumber(rate.amount)} ${rate.unit}`;
  return `${value}/${rate.hours === 1 ? "hr" : `${rate.hours} hr`}`;
}

export type RestatedDose = { slug: string; ndc: string; from: string; to: string };

/** Rewrites the strength and label of every single-use nasal spray and single-ingredient patch the rules read. */
export function stateDeviceStrengths(
  medications: CatalogMedication[],
  orangeBook: readonly OrangeBookProduct[],
): RestatedDose[] {
  const sprays = indexSprayAmounts(orangeBook);
  const patches = indexPatchRates(orangeBook);
  const sprayML = singleSprayVolume(medications, sprays);
  const changed: RestatedDose[] = [];
  for (const m of medications) {
    for (const d of m.doses) {
      let strength: string | null = null;
      if (isSingleSpray(d) && sprayML !== null) {
        const perSpray = concentrationOf(d) * sprayML;
        strength = amountText(perSpray, perSpray < 0.1 ? "mcg" : "mg");
      } else if (d.doseForm === "patch") {
        strength = statedRate(d.strength, statedOf(patches, m.generic));
      }
      if (strength === null || strength === d.strength) continue;
      changed.push({ slug: m.slug, ndc: d.ndc, from: d.strength, to: strength });
      d.strength = strength;
      d.label = doseLabel(d, "en-US");
    }
  }
  return changed;
}
