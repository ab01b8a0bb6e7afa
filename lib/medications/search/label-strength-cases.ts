// Every dose of the catalog with its strength written the ways a prescription or a label writes it, not as RxNorm
// does (prisma/seed/README.md, "Twenty-fourth pass: a strength as the label writes it — search"), used by
// scripts/measure-label-strengths.ts and search-label-strengths.test.ts:
// - `percent`: a concentration as a percentage (grams in 100 mL or 100 g: "0.854 mEq/mL" eye drops are "5%",
//   "0.83 mg/mL" nebules "0.083%", "10 mg/g" cream "1%");
// - `per-ml`: a percentage or a volume other than 1 mL per millilitre or per gram ("1%" lidocaine "10 mg/ml", "250
//   mg/5 mL" amoxicillin "50 mg/ml"), and an oral liquid per millilitre per teaspoon ("10 mg/mL" "50 mg/5 ml");
// - `per-word`: a volume after "per" ("250 mg per 5 ml");
// - `mass`: the amount in the other unit of mass ("50 mcg" "0.05 mg", "0.5 mg" "500 mcg", "10 g" "10000 mg");
// - `units`: "units" as "iu" and "unit" ("50000 iu"), a milliequivalent as the salt's milligrams where the catalog
//   sells both ("20 mEq" potassium chloride "1500 mg").
// Each with no form word and with the words a label or a prescription writes for the dose's form ("eye drops",
// "ophthalmic", "cream", "topical", "er", "24 hr", "xl", "oral solution"). The first answer must have the ingredients
// `bases`, and its dose (the asked one, else the default) the same amount or concentration and, where a form word is
// typed, a form of `form`.
import type { CatalogMedication } from "../catalog-types";
import { basesOf, moleculeOf } from "./dose-query-cases";
import { milligramsPerMeqOf } from "./milliequivalent-weights";

export type LabelStrengthCase = { kind: string; query: string; bases: string; amount: Amount; form?: RegExp };
// An amount as search compares it: micrograms (a mass), micrograms per millilitre or gram (a concentration), or as
// written (units, mEq), over a volume or not.
export type Amount = { value: number; unit: string; per: boolean };

const MASS: Record<string, number> = { mcg: 1, mg: 1000, g: 1e6 };
const STRENGTH = /^([\d.,]+)\s*(mg|mcg|g|units|mEq|%)(?:\/([\d.]*)\s*(mL|g))?$/;
// The amount of a one-ingredient strength, null for a combination's, a rate's or a pack's.
export function amountOf(strength: string): Amount | null {
  const m = STRENGTH.exec(strength);
  if (!m) return null;
  const [, written, unit, over = "", perUnit] = m;
  const value = Number(written!.replace(/,/g, ""));
  if (unit === "%") return { value: value * 10_000, unit: "mcg", per: true };
  const per = perUnit ? Number(over || 1) : null;
  const mass = MASS[unit!];
  const v = mass ? value * mass : value;
  return { value: per ? v / per : v, unit: mass ? "mcg" : unit!.toLowerCase(), per: per !== null };
}
export const sameAmountAs = (a: Amount | null, b: Amount) =>
  !!a && a.unit === b.unit && a.per === b.per && Math.abs(a.value - b.value) <= 0.015 * Math.max(a.value, b.value);

// A number as a label prints it: at most three decimals, no trailing zeros; null when it needs more ("0.0833").
const printed = (n: number) => {
  const r = Math.round(n * 1000) / 1000;
  return r > 0 && Math.abs(r - n) <= 0.005 * n ? String(r) : null;
};

// Words a label or prescription writes for a form, after the strength (the first is written with no strength too).
const FORM_WRITINGS: { forms: RegExp; words: string[] }[] = [
  { forms: /^ophthalmic-(solution|suspension)$/, words: ["eye drops", "eye drop", "ophthalmic solution", "ophthalmic"] }, // prettier-ignore
  { forms: /^ophthalmic-ointment$/, words: ["eye ointment", "ophthalmic ointment"] },
  { forms: /^otic-(solution|suspension)$/, words: ["ear drops", "otic solution", "otic"] },
  { forms: /^cream$/, words: ["cream", "topical cream"] },
  { forms: /^ointment$/, words: ["ointment", "topical ointment"] },
  { forms: /^gel$/, words: ["gel", "topical gel"] },
  { forms: /^lotion$/, words: ["lotion", "topical lotion"] },
  { forms: /^topical-solution$/, words: ["topical solution"] },
  { forms: /^oral-solution$/, words: ["oral solution", "liquid"] },
  { forms: /^oral-suspension$/, words: ["oral suspension", "suspension", "liquid"] },
  { forms: /^nasal-spray$/, words: ["nasal spray", "nasal"] },
  { forms: /^inhalation-(solution|suspension)$/, words: ["nebulizer solution", "nebulizer", "neb"] },
  { forms: /^(injection|injectable-suspension|prefilled-syringe|pen-injector|auto-injector|cartridge)$/, words: ["injection", "inj"] }, // prettier-ignore
  { forms: /^tablet$/, words: ["tablet", "tab", "tabs"] },
  { forms: /^capsule$/, words: ["capsule", "cap", "caps"] },
  { forms: /^tablet-delayed-release$/, words: ["dr tablet", "ec", "delayed release"] },
  { forms: /^capsule-delayed-release$/, words: ["dr capsule", "dr"] },
  { forms: /^patch$|^medicated-patch$/, words: ["patch", "topical patch"] },
];
// A release's words: "er", and the hours a label writes where the dose states them ("24 hr", "xl"; "12 hr", "sr").
const releaseWords = (d: Dose) => {
  const hours = /\((\d+) hr/.exec(d.label ?? "")?.[1];
  const words = ["er", "extended release"];
  if (hours === "24") words.push("24 hr", "xl");
  if (hours === "12") words.push("12 hr", "sr");
  const noun = /^(tablet|capsule)/.exec(d.doseForm)?.[1];
  return noun ? words.map((w) => `${w} ${noun}`).concat(words) : words;
};
type Dose = CatalogMedication["doses"][number];

// The strength written each way the dose's unit allows, by kind; the catalog's own writing is not among them.
function strengthWritings(d: Dose, weight: number | null): [string, string][] {
  const m = STRENGTH.exec(d.strength);
  if (!m) return [];
  const [, written, unit, over = "", perUnit] = m;
  const value = Number(written!.replace(/,/g, ""));
  const out: [string, string][] = [];
  const add = (kind: string, text: string | null) => text && out.push([kind, text]);
  const mass = MASS[unit!];
  if (!perUnit && mass) {
    if (unit === "mcg" && value >= 10) add("mass", `${printed(value / 1000)} mg`.replace(/^null.*/, ""));
    if (unit === "mg" && value < 1) add("mass", `${Math.round(value * 1000)} mcg`);
    if (unit === "g") add("mass", `${value * 1000} mg`);
  }
  if (unit === "units") for (const u of ["iu", "unit"]) add("units", `${written!.replace(/,/g, "")} ${u}${perUnit ? `/${over}${perUnit.toLowerCase()}` : ""}`); // prettier-ignore
  // A salt's mEq as its milligrams, where the files give its weight (milliequivalent-weights.ts).
  if (unit === "mEq" && !perUnit && weight) add("units", `${printed(value * weight)} mg`);
  // A concentration: micrograms a millilitre or gram, from a mass over a volume, a percentage, or mEq by its weight.
  const perVolume = perUnit === "mL" || perUnit === "g" ? Number(over || 1) : null;
  const concentration =
    unit === "%"
      ? value * 10_000
      : perVolume && mass
        ? (value * mass) / perVolume
        : perVolume && unit === "mEq" && weight
          ? (value * weight * 1000) / perVolume
          : null;
  if (concentration !== null) {
    const vehicle = perUnit === "g" || /cream|ointment|gel|paste/.test(d.doseForm) ? "g" : "ml";
    if (unit !== "%") add("percent", `${printed(concentration / 10_000)}%`.replace(/^null.*/, ""));
    if (unit === "%" || (perVolume ?? 1) !== 1) add("per-ml", `${printed(concentration / 1000)} mg/${vehicle}`.replace(/^null.*/, "")); // prettier-ignore
    if (/^oral-(solution|suspension)$/.test(d.doseForm) && (perVolume ?? 1) === 1 && unit !== "%")
      add("per-ml", `${printed((concentration * 5) / 1000)} mg/5 ml`.replace(/^null.*/, ""));
  }
  if (perUnit === "mL" && over && mass) add("per-word", `${written} ${unit} per ${over} ml`);
  return out;
}

export function labelStrengthCases(meds: readonly CatalogMedication[]): LabelStrengthCase[] {
  const cases: LabelStrengthCase[] = [];
  const seen = new Set<string>();
  let turn = 0;
  for (const m of meds) {
    if (m.generic.includes(" / ")) continue;
    const name = !m.isBrand && m.name === m.generic ? moleculeOf(m.generic) : m.name.toLowerCase();
    if (/\d/.test(name)) continue;
    const bases = basesOf(m.generic);
    for (const d of m.doses) {
      const amount = amountOf(d.strength);
      if (!amount) continue;
      const written = FORM_WRITINGS.find((f) => f.forms.test(d.doseForm));
      const release = /extended-release/.test(d.doseForm);
      const formWords = release ? releaseWords(d) : (written?.words ?? []);
      const form = release ? /extended-release/ : written?.forms;
      for (const [kind, s] of strengthWritings(d, milligramsPerMeqOf(m.generic))) {
        const push = (query: string, f?: RegExp) => {
          if (seen.has(query)) return;
          seen.add(query);
          cases.push({ kind, query, bases, amount, form: f });
        };
        push(`${name} ${s}`);
        // Two of the form's writings, in turn, so every writing is met over the catalog.
        for (let i = 0; i < Math.min(2, formWords.length); i++)
          push(`${name} ${s} ${formWords[(turn + i) % formWords.length]}`, form);
        turn++;
      }
    }
  }
  return cases;
}

// Whether the first answer is right: the ingredients, and a dose of the amount (and the form, where one is typed).
export function answersLabelStrength(
  c: LabelStrengthCase,
  first: { generic: string; dose: { strength: string; doseForm: string } | undefined } | undefined,
): { medication: boolean; dose: boolean } {
  const medication = !!first && basesOf(first.generic) === c.bases;
  const d = first?.dose;
  const dose = medication && !!d && sameAmountAs(amountOf(d.strength), c.amount) && (!c.form || c.form.test(d.doseForm)); // prettier-ignore
  return { medication, dose };
}
