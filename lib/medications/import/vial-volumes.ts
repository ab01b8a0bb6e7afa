// The volume of a measured vial (twelfth pass): RxNorm names an injection by its concentration ("testosterone
// enanthate 200 MG/ML Injectable Solution") and NADAC prices it per mL, so nothing in the name says whether the NDC
// is a 1 mL or a 10 mL vial, and the form's 1-20 mL choices defaulted to 10 mL (Procrit 20,000 units/mL: $5,188).
// NADAC's own description of the NDC often states the vial: "TESTOSTERON ENAN 1,000 MG/5 ML" is 1,000 mg in 5 mL, a
// 5 mL vial of 200 mg/mL; "ESTRADIOL VALERATE 100 MG/5 ML" a 5 mL vial of 20 mg/mL. A stated amount over a volume
// whose ratio is the dose's concentration is read as the vial; "200 MG/ML" or "0.5%" says nothing.
import type { RxnormName } from "./parse-rxnorm-name";

// Units NADAC's descriptions and RxNorm's names write alike, as a factor to one base unit of each kind.
const AMOUNT_UNITS: Record<string, { kind: string; factor: number }> = {
  MG: { kind: "mass", factor: 1 },
  MCG: { kind: "mass", factor: 0.001 },
  GM: { kind: "mass", factor: 1000 },
  G: { kind: "mass", factor: 1000 },
  UNT: { kind: "units", factor: 1 },
  UNIT: { kind: "units", factor: 1 },
  UNITS: { kind: "units", factor: 1 },
  MEQ: { kind: "meq", factor: 1 },
};

// "1,000 MG/5 ML", "40 MCG/10 ML", "20,000 UNITS/2 ML": an amount over a volume of more than one mL.
const AMOUNT_OVER_VOLUME = /(\d[\d,]*(?:\.\d+)?)\s*(MG|MCG|GM|G|UNITS?|UNT|MEQ)\s*\/\s*(\d+(?:\.\d+)?)\s*ML\b/i;

// Agreement needed between the description's amount per mL and the RxNorm concentration (rounding of "1.5 MG").
const SAME_CONCENTRATION = 0.02;

/**
 * The vial volume (mL) a NADAC description states for a dose of this RxNorm name, or null. The name's concentration
 * per mL (summed over its ingredients when they share a unit: betamethasone sodium phosphate 3 MG/ML and acetate
 * 3 MG/ML, "BETAMETHASONE SP-AC 30 MG/5 ML") must be the description's amount over its volume; "200 MG/ML" or
 * "0.5%" states no vial.
 */
export function statedVialVolume(description: string, name: Pick<RxnormName, "ingredients">): number | null {
  const units = new Set(name.ingredients.map((i) => i.unit));
  const per = units.size === 1 ? /^(MG|MCG|UNT|MEQ)\/ML$/.exec([...units][0]!) : null;
  const match = AMOUNT_OVER_VOLUME.exec(description);
  if (!per || !match) return null;
  const stated = AMOUNT_UNITS[match[2]!.toUpperCase()];
  const named = AMOUNT_UNITS[per[1]!];
  const volume = Number(match[3]);
  if (!stated || !named || stated.kind !== named.kind || !(volume > 1)) return null;
  const perMl = (Number(match[1]!.replace(/,/g, "")) * stated.factor) / volume;
  const concentration = name.ingredients.reduce((sum, i) => sum + i.value, 0) * named.factor;
  return Math.abs(perMl - concentration) <= SAME_CONCENTRATION * concentration ? volume : null;
}

/**
 * The vial of a dose: the volume NADAC states for its representative NDC, else the one volume every NDC stating one
 * agrees on; null when none states one or they differ (a 1 mL and a 30 mL vial of dexamethasone under one name).
 */
export function vialVolumeOf(
  ndcs: readonly string[], // representative first
  descriptionsOf: (ndc: string) => readonly string[],
  name: Pick<RxnormName, "ingredients">,
): number | null {
  const volumeOf = (ndc: string) =>
    descriptionsOf(ndc)
      .map((d) => statedVialVolume(d, name))
      .find((v) => v !== null) ?? null;
  const own = ndcs.length > 0 ? volumeOf(ndcs[0]!) : null;
  if (own !== null) return own;
  const stated = new Set(ndcs.map(volumeOf).filter((v): v is number => v !== null));
  return stated.size === 1 ? [...stated][0]! : null;
}

/**
 * The vial of a strength whose volume no description states, from the medication's other strengths of the form:
 * when every one of them is named with one volume ("epoetin alfa 10000 UNT/ML Injectable Solution" is sold as
 * "1 ML ... Injectable Solution [Procrit]" at 2,000, 4,000, 10,000 and 40,000 units), the unnamed strength is that
 * vial too (Procrit 20,000 units/mL: a 1 mL vial, the 10 mL default was $5,188). Null unless they agree.
 */
export function siblingVialVolume(volumes: readonly (number | null)[]): number | null {
  if (volumes.length === 0 || volumes.some((v) => v === null)) return null;
  const distinct = new Set(volumes);
  return distinct.size === 1 ? [...distinct][0]! : null;
}

/** NADAC's descriptions of each NDC, every file's (flattened file, weekly files, weekly extract), newest first. */
export function indexNadacDescriptions(
  rows: Iterable<{ ndc: string; description: string | null }>,
): (ndc: string) => readonly string[] {
  const byNdc = new Map<string, string[]>();
  for (const { ndc, description } of rows) {
    if (!description) continue;
    const seen = byNdc.get(ndc) ?? [];
    if (!seen.includes(description)) seen.unshift(description);
    byNdc.set(ndc, seen);
  }
  return (ndc) => byNdc.get(ndc) ?? [];
}

/** The descriptions of every NADAC file read for the catalog, oldest file first so the newest speaks first. */
export function nadacDescriptionsOf(sources: {
  latest: readonly { ndc: string; nadacDescription: string | null }[];
  extract: readonly { ndc: string; description: string }[];
  weekly: readonly { ndc: string; description: string }[];
}): (ndc: string) => readonly string[] {
  return indexNadacDescriptions([
    ...sources.latest.map((r) => ({ ndc: r.ndc, description: r.nadacDescription })),
    ...sources.extract,
    ...sources.weekly,
  ]);
}
