// A device's word being typed, or cut at a file's width, after a name typed whole (prisma/seed/README.md,
// "Twenty-second pass: ... — search"): SDUD's product names cut at ten characters ("NOVOLOG FL", "HUMALOG KW", "TALTZ
// AUTO", "AJOVY SYRI", "ADMELOG SO") and a patient half way through "lantus solostar".
import { BASE_FORM_WORDS, formWordOf } from "./parse-dose-query";

// The form words of parse-dose-query.ts that name a device a drug is sold in: pens, injectors, syringes, inhalers.
export const DEVICE_WORDS: readonly string[] = [
  "solostar", "kwikpen", "flexpen", "flextouch", "autoinjector", "syringe", "prefilled", "pen", "inhaler", "diskus",
  "ellipta", "respiclick", "twisthaler", "flexhaler", "digihaler", "pressair", "inhub", "redihaler", "aerosphere",
  "respimat", "handihaler", "neohaler",
]; // prettier-ignore

/**
 * The name before the last word and the device words that word starts ("novolog fl": "novolog", flexpen, flextouch,
 * flexhaler), null when the last word is under two letters, a form word already or starts none.
 */
export function deviceWordTyped(query: string): { name: string; words: string[] } | null {
  const [, name, cut] = /^(\S.*?)\s+([a-z]{2,})\s*$/i.exec(query) ?? [];
  if (!name || !cut) return null;
  const typed = cut.toLowerCase();
  if (formWordOf(typed) !== null) return null;
  const words = DEVICE_WORDS.filter((w) => w.startsWith(typed));
  return words.length > 0 ? { name, words } : null;
}

/** Of the device words, those naming a form the doses sell, when they all name one form; else none. */
export function soldDeviceWord(words: readonly string[], doseForms: readonly string[]): string | null {
  const sold = words.filter((w) => doseForms.some((f) => BASE_FORM_WORDS[w]!.test(f)));
  return new Set(sold.map((w) => BASE_FORM_WORDS[w]!.source)).size === 1 ? sold[0]! : null;
}
