// Queries a patient types beyond a name, generated from the catalog itself (prisma/seed/README.md, "Eleventh pass
// ... search"): a form or route word, a strength in each common spelling, both, after a generic's molecule, a brand or
// a branded generic, and plurals and typos of the form words. Each case names the ingredients (without salt words)
// the first answer must have and the form and amounts its dose must have. Used by scripts/measure-search-queries.ts
// and search-dose-words.test.ts. The form classes are what the words mean on a label (the measure's own truth, not
// the search code's patterns).
import type { CatalogMedication } from "../catalog-types";
import { normalizeSearchText } from "./normalize-search-text";
import { withoutSearchSaltWords } from "./salt-words";

export type DoseQueryCase = { set: string; query: string; bases: string; form?: RegExp; strength?: string };
type FormClass = { forms: RegExp; words: string[] };

// A note in parentheses after a word is the source's, not the molecule's: RxNorm's "glucagon (rDNA)" is the glucagon
// a list names. Parentheses inside a name are its chemistry: "(aminooxy)acetic acid" (AOAA) is not acetic acid.
export const withoutSourceNote = (ingredient: string) => ingredient.replace(/\s+\([^)]*\)(?=\s|$)/g, " ");

export const moleculeOf = (ingredient: string) => {
  const n = normalizeSearchText(withoutSourceNote(ingredient));
  return withoutSearchSaltWords(n) || n;
};
export const basesOf = (generic: string) => [...new Set(generic.split(" / ").map(moleculeOf))].sort().join("|");

// Amounts of mass in micrograms ("0.4 mg" and "400 mcg" alike), others as written.
export const inMicrograms = (strength: string) =>
  strength
    .split(/-(?=\d)| \/ /)
    .map((p) => {
      const [, v = "", u = ""] = /^([\d.,]+)\s*([a-z%]*)/i.exec(p.trim()) ?? [];
      const f = ({ mcg: 1, mg: 1000, g: 1e6 } as Record<string, number>)[u.toLowerCase()];
      return f ? `${Math.round(Number(v.replace(/,/g, "")) * f)}mcg` : `${v}${u}`;
    })
    .sort()
    .join();
export const FORM_CLASSES: FormClass[] = [
  { forms: /^tablet/, words: ["tablet", "tablets", "tab"] },
  { forms: /^capsule/, words: ["capsule", "capsules", "cap"] },
  { forms: /extended-release/, words: ["er", "extended release", "extended-release"] },
  { forms: /delayed-release/, words: ["dr", "delayed release"] },
  { forms: /chewable/, words: ["chewable"] },
  { forms: /orally-disintegrating/, words: ["odt"] },
  { forms: /sublingual/, words: ["sublingual"] },
  { forms: /^oral-(solution|suspension)/, words: ["liquid", "oral liquid"] },
  { forms: /^oral-solution/, words: ["oral solution"] },
  { forms: /suspension/, words: ["suspension"] },
  { forms: /^(oral-suspension|(powder|granules|tablet)-for-(oral-)?suspension)/, words: ["oral suspension"] },
  { forms: /^ophthalmic-(solution|suspension)/, words: ["eye drops", "eye drop"] },
  { forms: /^ophthalmic/, words: ["ophthalmic"] },
  { forms: /^ophthalmic-ointment/, words: ["eye ointment"] },
  { forms: /^otic/, words: ["ear drops"] },
  { forms: /cream$/, words: ["cream", "creams"] },
  { forms: /^ointment$/, words: ["ointment"] },
  { forms: /gel$/, words: ["gel"] },
  { forms: /^lotion$/, words: ["lotion"] },
  { forms: /^foam$/, words: ["foam"] },
  { forms: /^shampoo$/, words: ["shampoo"] },
  { forms: /^nasal-spray$/, words: ["nasal spray", "nose spray"] },
  { forms: /^inhaler/, words: ["inhaler", "inhalers"] },
  { forms: /^inhalation-(solution|suspension)/, words: ["nebulizer", "nebulizer solution", "neb"] },
  { forms: /^pen-injector$/, words: ["pen", "pens"] },
  { forms: /^auto-injector$/, words: ["auto-injector", "autoinjector"] },
  { forms: /^prefilled-syringe$/, words: ["syringe", "prefilled syringe"] },
  { forms: /^(injection|injectable-suspension|prefilled-syringe|pen-injector|auto-injector|cartridge)$/, words: ["injection"] }, // prettier-ignore
  { forms: /^(injection|injectable-suspension)$/, words: ["vial"] },
  { forms: /patch/, words: ["patch", "patches"] },
  { forms: /suppository/, words: ["suppository", "suppositories"] },
  { forms: /^vaginal-cream$/, words: ["vaginal cream"] },
  { forms: /^topical-solution$/, words: ["topical solution"] },
  { forms: /^lozenge$/, words: ["lozenge"] },
];
// Typos of a form word as patients make them: a letter of its middle left out, two of its middle swapped (words of 6
// letters or more; every one checked against the catalog's names by the search test).
export const formTypos = (w: string) => {
  if (w.length < 6 || !/^[a-z]+$/.test(w)) return [];
  const at = Math.floor(w.length / 2);
  return [...new Set([w.slice(0, at) + w.slice(at + 1), w.slice(0, at - 1) + w[at] + w[at - 1] + w.slice(at + 1)])].filter((t) => t !== w); // prettier-ignore
};
// A strength as patients write it: "20mg", "20 mg", "20"; "0.1%"; "1 gram" / "1g" for 1000 mg; "400mg/5ml";
// "25 mcg/hr"; "50,000 units" / "50000 units"; "100 units/ml".
export const strengthSpellings = (strength: string): string[] => {
  const parts = strength.split(/-(?=\d)| \/ /);
  if (parts.length !== 1) return [];
  const m = /^([\d.,]+)\s*(mg|mcg|g|units|mEq|%)(?:\/([\d.]*)\s*(mL|hr|g))?$/.exec(strength);
  if (!m) return [];
  const [, amount, unit, per = "", perUnit] = m;
  const u = unit!.toLowerCase();
  const plain = amount!.replace(/,/g, "");
  const out = new Set<string>();
  const amounts = amount!.includes(",") ? [amount!, plain] : [plain];
  for (const a of amounts) {
    if (!perUnit || perUnit === "hr") {
      out.add(`${a} ${u}`);
      out.add(u === "%" ? `${a}%` : `${a}${u}`);
    }
    if (perUnit) {
      out.add(`${a}${u}/${per}${perUnit.toLowerCase()}`);
      out.add(`${a} ${u}/${per ? per + " " : ""}${perUnit.toLowerCase()}`);
    }
  }
  if (!perUnit) out.add(plain);
  if (u === "mg" && Number(plain) >= 1000 && Number(plain) % 1000 === 0) {
    const g = Number(plain) / 1000;
    out.add(`${g} gram`);
    out.add(`${g}g`);
  }
  return [...out];
};
const nameOf = (m: CatalogMedication) =>
  !m.isBrand && m.name === m.generic ? moleculeOf(m.generic) : m.name.toLowerCase();

export function doseQueryCases(meds: readonly CatalogMedication[]): DoseQueryCase[] {
  const cases: DoseQueryCase[] = [];
  const seen = new Set<string>();
  const add = (set: string, query: string, m: CatalogMedication, form?: FormClass, strength?: string) => {
    if (seen.has(query)) return;
    seen.add(query);
    cases.push({ set, query, bases: basesOf(m.generic), form: form?.forms, strength });
  };
  for (const m of meds) {
    if (m.generic.includes(" / ") && !m.isBrand && m.name === m.generic) continue; // by ingredients: other sets
    const name = nameOf(m);
    if (/\d/.test(name)) continue; // a name numbered by its strength ("tylenol 3")
    for (const c of FORM_CLASSES) {
      if (!m.doses.some((d) => c.forms.test(d.doseForm))) continue;
      for (const w of c.words) {
        add("dose-form", `${name} ${w}`, m, c);
        for (const t of formTypos(w)) add("dose-form-typo", `${name} ${t}`, m, c);
      }
    }
    for (const d of m.doses) {
      const c = FORM_CLASSES.find((c) => c.forms.test(d.doseForm));
      for (const s of strengthSpellings(d.strength)) {
        add(m.isBrand ? "dose-brand-strength" : "dose-strength", `${name} ${s}`, m, undefined, d.strength);
        // with the word of its form, when one class names it
        if (c) add(m.isBrand ? "dose-brand-strength-form" : "dose-strength-form", `${name} ${s} ${c.words[0]}`, m, c, d.strength); // prettier-ignore
      }
    }
  }
  return cases;
}

// Whether an answer is right: its ingredients, and its dose (the asked dose, else the default) of the form named
// and of the amounts typed, in any unit of mass.
export function answersCase(
  c: DoseQueryCase,
  first: { generic: string; dose: { strength: string; doseForm: string } | undefined } | undefined,
): { medication: boolean; dose: boolean } {
  const medication = !!first && basesOf(first.generic) === c.bases;
  const d = first?.dose;
  const dose =
    medication &&
    !!d &&
    (!c.strength || inMicrograms(d.strength) === inMicrograms(c.strength)) &&
    (!c.form || c.form.test(d.doseForm));
  return { medication, dose };
}
