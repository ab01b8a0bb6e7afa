// The defaults no dispensing file counts, measured over a seed (scripts/measure-unfilled-defaults.ts, prisma/seed/README.md
// "Twenty-fourth pass"): every medication of two or more doses none of which a file counts, its default beside its other
// doses with every handle the public files give, the defaults the stock rule would open by the medication's own NDCs
// and by its strength and form's under every name, and the two readings checked where the files do count the doses.
import type { CatalogMedication, CatalogSeed } from "../catalog-types";
import { moleculeStocked, rxQuarters, withoutCounts, type DoseCandidate } from "./choose-default-dose";
import { FORM_KINDS } from "./dose-forms";
import { checkAgainstFills, checkFormsAgainstFills } from "./measure-fallback-defaults";
import type { Applications } from "./measure-thin-defaults";

export type UnfilledDose = {
  label: string;
  form: string;
  isDefault: boolean;
  ownPricePoints: number; // NADAC price points of the medication's own NDCs of the dose
  pooledPricePoints: number; // the same over every medication selling the strength and form
  listed: number; // packages RxNorm's NDC file lists for it
  quarters: number; // the state's quarters of 1 to 10 fills (none counted for an OTC dose: rxQuarters)
  otc: boolean;
  ndcs: number;
  labelers: number;
  inWeek2026: number; // its NDCs the complete NADAC week of 2026-04-08 prices
  applications: number; // marketed Orange Book applications of the ingredient in the form
};

export type UnfilledDefault = {
  slug: string;
  brand: boolean; // sold under a trade name
  doses: UnfilledDose[];
  byOwnStock: string; // the dose withoutCounts opens on the medication's own NDCs
  byMoleculeStock: string; // ... on its strength and form's under every name (the rule since the twenty-fourth pass)
  // Handles on which another dose leads the default: a form stocked more widely under every name, a strength of its
  // form stocked more widely with as many quarters, NADAC's 2026 week pricing another dose but not the default.
  flags: ("form" | "strength" | "week")[];
};

const useOf = (form: string) => (FORM_KINDS[form as keyof typeof FORM_KINDS] as string | undefined) ?? form;

/** Every medication of two or more doses none of which a dispensing file counts (packs of a course aside). */
export function measureUnfilledDefaults(
  seed: Pick<CatalogSeed, "medications">,
  candidates: ReadonlyMap<string, DoseCandidate[]>,
  inWeek2026: (ndc: string) => boolean,
  applications: Applications,
): UnfilledDefault[] {
  const rows: UnfilledDefault[] = [];
  for (const m of seed.medications) {
    if (m.doses.length < 2 || m.doses.some((d) => d.dispensed)) continue;
    const cs = candidates.get(m.slug) ?? [];
    const own = cs.map((c) => ({ ...c, pooledPricePoints: undefined }));
    const label = (ndc: string) => m.doses.find((d) => d.ndc === ndc)?.label ?? ndc;
    const doses = m.doses.map((d, i): UnfilledDose => {
      const c = cs[i]!;
      return {
        label: d.label,
        form: d.doseForm,
        isDefault: d.ndc === m.defaultDose,
        ownPricePoints: c.pricePoints,
        pooledPricePoints: Math.max(c.pricePoints, c.pooledPricePoints ?? 0),
        listed: c.listed ?? 0,
        quarters: rxQuarters(c),
        otc: c.otc ?? false,
        ndcs: d.ndcs.length,
        labelers: new Set(d.ndcs.map((n) => n.slice(0, 5))).size,
        inWeek2026: d.ndcs.filter(inWeek2026).length,
        applications: applications(m.generic, d.doseForm),
      };
    });
    rows.push({
      slug: m.slug,
      brand: m.name !== m.generic,
      doses,
      byOwnStock: label(withoutCounts(own)),
      byMoleculeStock: label(withoutCounts(cs)),
      flags: flagsOf(
        cs,
        m.doses.findIndex((d) => d.ndc === m.defaultDose),
        doses,
      ),
    });
  }
  return rows;
}

function flagsOf(cs: readonly DoseCandidate[], i: number, doses: readonly UnfilledDose[]): UnfilledDefault["flags"] {
  const def = cs[i];
  if (!def) return [];
  const flags: UnfilledDefault["flags"] = [];
  const formStock = new Map<string, number>();
  for (const c of cs) formStock.set(c.form ?? c.ndc, (formStock.get(c.form ?? c.ndc) ?? 0) + moleculeStocked(c));
  const mine = formStock.get(def.form ?? def.ndc) ?? 0;
  if ([...formStock].some(([f, s]) => f !== def.form && useOf(f) === useOf(def.form ?? "") && s > mine)) flags.push("form"); // prettier-ignore
  if (cs.some((c) => c !== def && c.form === def.form && rxQuarters(c) >= rxQuarters(def) && moleculeStocked(c) > moleculeStocked(def))) flags.push("strength"); // prettier-ignore
  if (doses[i]!.inWeek2026 === 0 && doses.some((d) => d.inWeek2026 > 0)) flags.push("week");
  return flags;
}

/** The stock rule read both ways where the files count the doses (counts hidden): strengths of a form, and forms. */
export function calibrateStock(
  medications: readonly CatalogMedication[],
  candidates: ReadonlyMap<string, DoseCandidate[]>,
  prescriptionsOf: (m: CatalogMedication, d: CatalogMedication["doses"][number]) => number,
  plainShare: number,
) {
  const own = new Map([...candidates].map(([slug, cs]) => [slug, cs.map((c) => ({ ...c, pooledPricePoints: undefined }))])); // prettier-ignore
  const brands = medications.filter((m) => m.name !== m.generic);
  const read = (of: ReadonlyMap<string, DoseCandidate[]>) => ({
    strengths: checkAgainstFills(medications, of)["quarters, then stocked (this pass)"],
    forms: checkFormsAgainstFills(medications, of, prescriptionsOf, plainShare),
    brandStrengths: checkAgainstFills(brands, of)["quarters, then stocked (this pass)"],
    brandForms: checkFormsAgainstFills(brands, of, prescriptionsOf, plainShare),
  });
  return { own: read(own), molecule: read(candidates) };
}
