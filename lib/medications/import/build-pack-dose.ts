// Builds the dose of a blister pack (an oral contraceptive's 28-day cycle, a 91-day extended cycle) from its RxNorm
// contents: counted by the pack, one pack being its tablets in NADAC's per-tablet pricing unit.
import type { BuiltDose } from "./build-dose";
import { chooseRepresentativeNdc, compareNdcs, type PriceableNdc } from "./choose-representative-ndc";
import { formatNumber, formatStrength } from "./format-strength";
import { doseLabel } from "../dose-labels";
import type { RxnormName } from "./parse-rxnorm-name";
import { packCycleDays, type RxnormPack } from "./parse-rxnorm-packs";
import type { CatalogDose } from "../catalog-types";

// The drug patients know a pack by: its main active tablet (Sprintec's 21, LoSeasonique's 84).
export function packMainDrug(pack: RxnormPack): RxnormName {
  return pack.components.filter((c) => !c.inert).sort((a, b) => b.count - a.count)[0]!.drug;
}

// The active ingredients of a pack, in the order RxNorm names them: "ethinyl estradiol / norgestimate".
export function packGeneric(pack: RxnormPack): string {
  const names = pack.components.filter((c) => !c.inert).flatMap((c) => c.drug.ingredients.map((i) => i.name));
  return [...new Set(names)].join(" / ");
}

/**
 * RxNorm's generic pack of several drugs with no course or cycle stated may be one day's card of a carton NADAC prices
 * whole (lansoprazole / amoxicillin / clarithromycin: 8 units, a day; its NDC is the 14-day carton): left out, as the
 * units a pack holds cannot be read. A branded pack states its course (Voquezna 14 Day DualPak: 112 units).
 */
export const DAY_CARD =
  "a generic pack of several drugs with no course or cycle stated (RxNorm's may be one day's card)";
export function isDayCard(pack: RxnormPack): boolean {
  const drugs = new Set(pack.components.filter((c) => !c.inert).map((c) => packGeneric({ ...pack, components: [c] })));
  return pack.brand === null && drugs.size > 1 && packCycleDays(pack) === null;
}

// The active components of a pack, each once, in the order RxNorm names them (nirmatrelvir 150 mg, ritonavir 100 mg;
// varenicline 0.5 mg, varenicline 1 mg).
function activeDrugs(pack: RxnormPack): RxnormName[] {
  const seen = new Map<string, RxnormName>();
  for (const c of pack.components) if (!c.inert) seen.set(formatStrength(c.drug, "tablet") + c.drug.ingredients.map((i) => i.name).join("|"), c.drug); // prettier-ignore
  return [...seen.values()];
}

// The units a course pack holds, by the word its components share ("30 tablets", "21 tablets", "56 patches").
function contentsOf(pack: RxnormPack): string {
  const forms = new Set(pack.components.map((c) => /Capsule/.test(c.drug.rxnormForm) ? "capsules" : /Tablet/.test(c.drug.rxnormForm) ? "tablets" : /Transdermal/.test(c.drug.rxnormForm) ? "patches" : "units")); // prettier-ignore
  return `${pack.units} ${forms.size === 1 ? [...forms][0] : "units"}`;
}

/**
 * The phases of a multiphasic pack: its active tablets of the main tablet's ingredients at other strengths (Tri-Sprintec's
 * three weeks of 0.18, 0.215 and 0.25 mg of norgestimate), in the order they are taken, which is the order of their
 * total amount (the Orange Book's Trivora: 0.05, 0.075, 0.125 mg of levonorgestrel with 30, 40, 30 mcg of ethinyl
 * estradiol). A tablet of fewer ingredients (Seasonique's last week of ethinyl estradiol alone) or of another drug
 * (ferrous fumarate) is no phase. One phase, or none, for a monophasic pack.
 */
export function packPhases(pack: RxnormPack): RxnormName[] {
  const main = packMainDrug(pack);
  const names = main.ingredients.map((i) => i.name).join("|");
  const total = (d: RxnormName) => d.ingredients.reduce((sum, i) => sum + i.value, 0);
  return activeDrugs(pack)
    .filter((d) => d.ingredients.map((i) => i.name).join("|") === names)
    .sort((a, b) => total(a) - total(b));
}

/**
 * A multiphasic pack's strength as its label and the Orange Book write it, each ingredient's amount per phase:
 * "35 mcg-0.18/0.215/0.25 mg" (Tri-Sprintec), "30/40/30 mcg-0.05/0.075/0.125 mg" (Trivora); null for one phase.
 */
export function phasedStrength(pack: RxnormPack): string | null {
  const phases = packPhases(pack);
  if (phases.length < 2) return null;
  // One unit for an ingredient across its phases, as formatStrength writes a tablet's: micrograms when every phase's
  // amount is under 0.1 mg (ethinyl estradiol's "30/40/30 mcg"), else milligrams ("0.05/0.075/0.125 mg").
  if (phases.some((d) => d.ingredients.some((i) => i.unit !== "MG"))) return null;
  return phases[0]!.ingredients
    .map((_, i) => {
      const values = phases.map((d) => d.ingredients[i]!.value);
      const mcg = values.every((v) => v < 0.1);
      const amounts = values.map((v) => formatNumber(mcg ? v * 1000 : v));
      return `${new Set(amounts).size === 1 ? amounts[0] : amounts.join("/")} ${mcg ? "mcg" : "mg"}`;
    })
    .join("-");
}

/** A reason instead of a dose when the pack cannot be priced by the pack. */
export function buildPackDose(pack: RxnormPack, ndcs: PriceableNdc[]): BuiltDose | string {
  const representative = chooseRepresentativeNdc(ndcs);
  if (!representative) return "no priced NDC";
  if (representative.pricingUnit !== "EA") return `pack priced per ${representative.pricingUnit}`;
  const sameUnit = ndcs.filter((n) => n.pricingUnit === "EA").sort(compareNdcs);
  const cycle = packCycleDays(pack);
  const course = cycle === null;
  // A cycle pack is named by its main active tablet; a course pack of single-ingredient tablets by each of them
  // ("150 mg-100 mg": Paxlovid's nirmatrelvir and ritonavir; "0.5 mg-1 mg": varenicline's starting month), and a
  // course pack by what it holds ("30 tablets").
  const drugs = activeDrugs(pack);
  const strength =
    course && drugs.every((d) => d.ingredients.length === 1)
      ? drugs.map((d) => formatStrength(d, "tablet")).join("-")
      : (phasedStrength(pack) ?? formatStrength(packMainDrug(pack), "tablet"));
  // A generic pack's cycle is counted (packCycleDays: risedronate's 4 weekly tablets, 28 days); a brand's as stated,
  // else counted too (Tri-Lo-Mili's name states no days: its 28 tablets are 28 days, as Tri-Lo-Sprintec's).
  const days = pack.brand === null ? cycle : (pack.days ?? cycle);
  const duration = days === null ? null : { value: days, unit: "day" as const };
  // An extended cycle (91 days) is already a quarter's supply: 1 or 2 packs; a 28-day cycle 1 or 3 (90 days); a course
  // is dispensed once, whole: 1 pack.
  const counts = cycle === null ? [1] : cycle >= 84 ? [1, 2] : [1, 3];
  // A pack of a delayed- or extended-release tablet says so (risedronate's two weekly cartons).
  const release = /(Delayed|Extended) Release/.exec(packMainDrug(pack).rxnormForm)?.[0] ?? null;
  const qualifier = course ? contentsOf(pack) : release;
  const dose: CatalogDose = {
    ndc: representative.ndc,
    rxcui: pack.rxcui,
    strength,
    doseForm: "pack",
    qualifier,
    duration,
    unitContent: null,
    label: doseLabel({ strength, doseForm: "pack", qualifier, duration, unitContent: null }, "en-US"),
    unitKey: "pack",
    baseValue: String(pack.units),
    package: true,
    quantities: counts.map((count) => ({ value: String(count * pack.units), unitCount: count })),
    defaultQuantity: String(pack.units),
    program: false,
    nadacPerUnit: representative.nadacPerUnit,
    pricingUnit: "EA",
    pricingUnitSource: representative.pricingUnitSource,
    nadacDate: representative.nadacDate,
    ndcs: sameUnit.map((n) => n.ndc),
    dispensed: null, // the catalog's evidence, set by build-catalog
  };
  const leftOut = ndcs.filter((n) => n.pricingUnit !== "EA");
  return { dose, pricePoints: sameUnit.reduce((sum, n) => sum + n.pricePoints, 0), leftOut };
}
