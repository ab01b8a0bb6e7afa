// What the type-ahead index knows of a medication, from the seed (tests, loader) or the database (the server).
import type { CatalogDose, CatalogMedication } from "../catalog-types";
import type { SearchEntry } from "./medication-search-index";
import { isPlainOral } from "../plain-oral";
import { isNameAbroad } from "./alias-sources";

/**
 * The ranking prior, how widely the medication is dispensed: thousands of prescriptions a year of its own NDCs in the
 * dispensing files (national Medicaid scale), at least 1; where no file counts them, a trade name's Medicare Part D
 * claims a year (the seed's `claims`: Imvexxy, Retacrit, Glumetza), not added to Medicaid's count: Part D's generic
 * rows are not read (part-d-claims.ts), so a brand's claims added would put a molecule with a brand (albuterol, with
 * Ventolin's 2.6 M) over one filled as a generic (atorvastatin). Where neither counts it, the NDCs marketed for it
 * stand in (a product nobody's fills show is marketed by a few labelers at most).
 */
export function popularityOf(m: {
  dispensed: number | null;
  claims?: number | null;
  doses: readonly Pick<CatalogDose, "ndcs">[];
}): number {
  const fills = m.dispensed || m.claims;
  if (fills) return Math.max(1, Math.round(fills / 1000));
  return m.doses.reduce((sum, d) => sum + d.ndcs.length, 0);
}

// Forms swallowed by mouth besides tablets and capsules: a cycle's blister pack, an oral liquid (prednisolone's).
const SWALLOWED = new Set(["pack", "oral-solution", "oral-suspension"]);
export const isSwallowed = (form: string) => isPlainOral(form) || SWALLOWED.has(form);

// Whether the medication's default dose is swallowed (a bare molecule name lands there at a retail counter, not on
// its injection, eye drops or gel).
export function swallowedByDefault(m: { defaultDose: string; doses: readonly { ndc: string; doseForm: string }[] }) {
  const form = m.doses.find((d) => d.ndc === m.defaultDose)?.doseForm;
  return form !== undefined && isSwallowed(form);
}

// Vials and injectable suspensions are mostly given in a clinic, whose administrations the Medicaid counts include:
// a bare molecule name lands on a form taken home before them (betamethasone's creams, not the clinic's Celestone).
export const CLINIC_FORMS = new Set(["injection", "injectable-suspension"]);
export function injectedByDefault(m: { defaultDose: string; doses: readonly { ndc: string; doseForm: string }[] }) {
  const form = m.doses.find((d) => d.ndc === m.defaultDose)?.doseForm;
  return form !== undefined && CLINIC_FORMS.has(form);
}

// Its aliases only DrugBank or MeSH give (isNameAbroad: "norcolut", norethindrone abroad).
export function namesAbroadOf(m: { aliases: readonly string[]; aliasSources?: readonly string[] }): string[] {
  return m.aliases.filter((_, i) => isNameAbroad(m.aliasSources?.[i]));
}

export function searchEntryOf(m: CatalogMedication): SearchEntry {
  const { slug, name, isBrand, aliases, generic } = m;
  const oral = swallowedByDefault(m);
  const abroad = namesAbroadOf(m);
  return {
    slug,
    name,
    isBrand,
    popularity: popularityOf(m),
    aliases,
    abroad,
    generic,
    oral,
    injected: injectedByDefault(m),
  };
}
