// A device's word being typed, or cut at a file's width, after a name typed whole (prisma/seed/README.md,
// "Twenty-second pass: premixes, salts and devices cut short — search"): SDUD's product names cut at ten characters
// ("NOVOLOG FL", "HUMALOG KW", "TALTZ AUTO", "AJOVY SYRI", "ADMELOG SO") and a patient half way through "lantus
// solostar"; and a device's own name before its device word ("COSENTYX SENSOREADY PEN", "TOUJEO MAX SOLOSTAR").
import { BASE_FORM_WORDS, formWordOf, isFormOrUnitWord } from "./parse-dose-query";

// The form words of parse-dose-query.ts that name a device a drug is sold in: pens, injectors, syringes, inhalers.
const DEVICE_WORDS: readonly string[] = [
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

const DEVICES = new Set(DEVICE_WORDS);
const PACK_COUNT = /^\d+-?(?:pak|pack)$/;

/**
 * The query without the words between a name typed whole (its longest start that `named` knows as a name) and a device
 * word or pack count after it ("pen", "kwikpen", "2-pak"; not "drop" nor "caplet": an aisle's product names its own)
 * that are no form word, unit, number or name: "cosentyx sensoready pen" is "cosentyx pen". Null unless a device word or
 * pack count follows and a word is left out.
 */
export function withDeviceNamesPast(
  query: string,
  named: (name: string) => boolean,
): { name: string; query: string } | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let typed = 0;
  for (let n = words.length - 1; n >= 1 && typed === 0; n--) if (named(words.slice(0, n).join(" "))) typed = n;
  if (typed === 0) return null;
  const after = words.slice(typed).map((w) => w.replace(/^\(|\)$/g, ""));
  const kept = (w: string) => !PACK_COUNT.test(w) && (/\d/.test(w) || isFormOrUnitWord(w) || named(w));
  const left = after.filter(kept);
  if (!after.some((w) => DEVICES.has(w) || PACK_COUNT.test(w)) || left.length === after.length) return null;
  const name = words.slice(0, typed).join(" ");
  return { name, query: [name, ...left].join(" ") };
}
