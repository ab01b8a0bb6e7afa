// When each catalog generic first had a generic (ANDA) approval in its form, from the FDA Orange Book: the handle the
// generic cash level follows (PRICE-MODEL.md, "Twenty-sixth session"). Pure over the book's lines.
import { doseFormsOfOrangeBook } from "./orange-book-products";
import { moietyOf } from "./moiety-doses";

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

// "Jul 13, 2011" -> "2011-07-13"; the book's "Approved Prior to Jan 1, 1982" -> "1982-01-01".
export function orangeBookDate(text: string): string | null {
  const match = /([A-Z][a-z]{2}) (\d{1,2}), (\d{4})/.exec(text);
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`;
}

// The catalog's generic name ("amlodipine / benazepril") and the book's ingredients ("AMLODIPINE BESYLATE;
// BENAZEPRIL HYDROCHLORIDE") as one key: the molecules without their salt words, sorted.
export const ingredientKey = (ingredients: readonly string[]) =>
  ingredients
    .map((i) => moietyOf(i.trim()))
    .sort()
    .join(" / ");

// `generic|form` -> the earliest ANDA approval of the ingredients in that form, discontinued products included (the
// first generic counts from its launch, whoever still sells it).
export function firstGenericApprovals(lines: readonly string[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const line of lines) {
    const [ingredient, formRoute, , , , type, , , , approved] = line.split("~");
    if (type !== "A" || !ingredient || !formRoute || !approved) continue;
    const date = orangeBookDate(approved);
    if (!date) continue;
    for (const form of doseFormsOfOrangeBook(formRoute) ?? []) {
      const key = `${ingredientKey(ingredient.split(";"))}|${form}`;
      const known = first.get(key);
      if (!known || date < known) first.set(key, date);
    }
  }
  return first;
}

export const genericSinceKey = (generic: string, doseForm: string) =>
  `${ingredientKey(generic.split(" / "))}|${doseForm}`;

// `generic|form` -> each ANDA applicant's earliest approval in that form (discontinued products included): how many
// labelers a generic had at a date (PRICE-MODEL.md, "Twenty-ninth session": a launch window's few, years of many).
export function andaApplicants(lines: readonly string[]): Map<string, Map<string, string>> {
  const byKey = new Map<string, Map<string, string>>();
  for (const line of lines) {
    const [ingredient, formRoute, , applicant, , type, , , , approved] = line.split("~");
    const date = approved ? orangeBookDate(approved) : null;
    if (type !== "A" || !ingredient || !formRoute || !applicant || !date) continue;
    for (const form of doseFormsOfOrangeBook(formRoute) ?? []) {
      const key = `${ingredientKey(ingredient.split(";"))}|${form}`;
      const applicants = byKey.get(key) ?? new Map<string, string>();
      const known = applicants.get(applicant.trim());
      if (!known || date < known) applicants.set(applicant.trim(), date);
      byKey.set(key, applicants);
    }
  }
  return byKey;
}
