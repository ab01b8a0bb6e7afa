// A type-ahead query may end with the strength or form the patient takes ("atorvastatin 20", "lisinopril 10 mg",
// "amoxicillin 500 capsule"): the name is searched, the strength and form choose which dose is shown first.
import { normalizeSearchText } from "./normalize-search-text";

export type DoseQuery = { name: string; strength: number | null; unit: string | null; form: string | null };

const UNITS = new Set(["mg", "mcg", "g", "ml", "unit", "units", "iu", "meq"]);
// Form words as patients type them, to the dose-form key they point at (a prefix of it: "tablet" covers
// "tablet-extended-release").
const FORMS: Record<string, string> = {
  tab: "tablet",
  tabs: "tablet",
  tablet: "tablet",
  tablets: "tablet",
  cap: "capsule",
  caps: "capsule",
  capsule: "capsule",
  capsules: "capsule",
  solution: "oral-solution",
  liquid: "oral-solution",
  syrup: "oral-solution",
  suspension: "oral-suspension",
  cream: "cream",
  ointment: "ointment",
  gel: "gel",
  inhaler: "inhaler",
  patch: "patch",
  injection: "injection",
  pen: "pen-injector",
  drops: "ophthalmic-solution",
};
const RELEASE = new Set(["er", "xr", "xl", "sr", "cr", "dr", "la", "ec", "odt"]);

export function parseDoseQuery(query: string): DoseQuery {
  // "0.5 mg" keeps its decimal point; "5mg" splits into number and unit.
  const words = query
    .toLowerCase()
    .replace(/(\d)\s*([a-z%]+)/g, "$1 $2")
    .split(/[\s,/]+/)
    .filter(Boolean);
  let strength: number | null = null;
  let unit: string | null = null;
  let form: string | null = null;
  let end = words.length;
  while (end > 1) {
    const word = words[end - 1]!;
    if (/^\d+(\.\d+)?$/.test(word)) strength = Number(word);
    else if (UNITS.has(word) || word === "%") unit = word === "units" ? "unit" : word;
    else if (FORMS[word]) form = FORMS[word]!;
    else if (!RELEASE.has(word)) break;
    end--;
  }
  // A name that is only a number ("5") is not a name: leave such a query as it is.
  const name = normalizeSearchText(words.slice(0, end).join(" "));
  if (!/[a-z]/.test(name)) return { name: normalizeSearchText(query), strength: null, unit: null, form: null };
  return { name, strength, unit, form };
}
