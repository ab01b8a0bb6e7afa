// Abbreviations of form and route words as the NADAC file writes them in its descriptions ("ALBUTEROL 90 MCG INH",
// "TIMOLOL 0.5% OPHTH SOL", "MUPIROCIN 2% OINTMNT", "ENOXAPARIN 40 MG/0.4 ML SYR"), and as pharmacists type them from
// it: each to the form word it stands for (prisma/seed/README.md, "Fifteenth pass"). Derived by
// scripts/derive-form-abbreviations.ts into form-abbreviations.json, which parse-dose-query.ts reads.
//
// The rule: a word the file writes after a strength in the descriptions of the catalog's NDCs, letters only, that is
// no form word already, abbreviates a form word when it starts with the form word's first letter and its letters are
// the form word's in order ("ophth" of "ophthalmic", "inh" of "inhalation", "drp" of "drop", "ptch" of "patch"), and
// the form word's forms are those of at least 3/4 of the NDCs the file describes with it (at least 3 NDCs). Of two
// such form words, the one whose forms more of the NDCs have ("syr": the syringe's 94 of 95, not the syrup's 1).
import type { CatalogMedication } from "../catalog-types";

export const FORM_ABBREVIATIONS_PATH = "lib/medications/search/form-abbreviations.json";

const LEAST_NDCS = 3;
const LEAST_SHARE = 0.75;

// Whether `short`'s letters are `word`'s in order, from its first letter.
const abbreviates = (short: string, word: string) => {
  if (short.length >= word.length || short[0] !== word[0]) return false;
  let at = 0;
  for (const ch of word) if (ch === short[at]) at++;
  return at === short.length;
};

export type FormAbbreviation = { word: string; ndcs: number; share: number };

export function deriveFormAbbreviations(
  meds: readonly CatalogMedication[],
  nadacDescriptions: readonly { ndc: string; description: string }[],
  formWords: Readonly<Record<string, RegExp>>,
  isFormWord: (word: string) => boolean,
): Map<string, FormAbbreviation> {
  const formOf = new Map<string, string>();
  for (const m of meds) for (const d of m.doses) for (const n of d.ndcs) formOf.set(n, d.doseForm);
  const formsOf = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const { ndc, description } of nadacDescriptions) {
    const form = formOf.get(ndc);
    if (form === undefined || seen.has(ndc)) continue;
    seen.add(ndc);
    const words = description.toLowerCase().split(/\s+/);
    const at = words.findIndex((w) => /\d/.test(w));
    if (at < 0) continue;
    for (const w of new Set(words.slice(at + 1)))
      if (/^[a-z]{2,8}$/.test(w) && !isFormWord(w)) formsOf.set(w, [...(formsOf.get(w) ?? []), form]);
  }
  const found = new Map<string, FormAbbreviation>();
  for (const [short, forms] of [...formsOf].sort(([a], [b]) => a.localeCompare(b))) {
    if (forms.length < LEAST_NDCS) continue;
    let best: FormAbbreviation | null = null;
    for (const [word, pattern] of Object.entries(formWords)) {
      if (!abbreviates(short, word)) continue;
      const share = forms.filter((f) => pattern.test(f)).length / forms.length;
      if (!best || share > best.share || (share === best.share && word.length < best.word.length))
        best = { word, ndcs: forms.length, share };
    }
    if (best && best.share >= LEAST_SHARE) found.set(short, { ...best, share: Math.round(best.share * 1000) / 1000 });
  }
  return found;
}
