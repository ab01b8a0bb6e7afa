// Builds the dose of a blister pack (an oral contraceptive's 28-day cycle, a 91-day extended cycle) from its RxNorm
// contents: counted by the pack, one pack being its tablets in NADAC's per-tablet pricing unit.
import type { BuiltDose } from "./build-dose";
import { chooseRepresentativeNdc, compareNdcs, type PriceableNdc } from "./choose-representative-ndc";
import { formatStrength } from "./format-strength";
import { doseLabel } from "../dose-labels";
import type { RxnormName } from "./parse-rxnorm-name";
import type { RxnormPack } from "./parse-rxnorm-packs";
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

/** A reason instead of a dose when the pack cannot be priced by the pack. */
export function buildPackDose(pack: RxnormPack, ndcs: PriceableNdc[]): BuiltDose | string {
  const representative = chooseRepresentativeNdc(ndcs);
  if (!representative) return "no priced NDC";
  if (representative.pricingUnit !== "EA") return `pack priced per ${representative.pricingUnit}`;
  const sameUnit = ndcs.filter((n) => n.pricingUnit === "EA").sort(compareNdcs);
  const strength = formatStrength(packMainDrug(pack), "tablet");
  const duration = pack.days === null ? null : { value: pack.days, unit: "day" as const };
  // An extended cycle (91 days) is already a quarter's supply: 1 or 2 packs; a 28-day cycle 1 or 3 (90 days).
  const counts = (pack.days ?? 0) >= 84 ? [1, 2] : [1, 3];
  const dose: CatalogDose = {
    ndc: representative.ndc,
    rxcui: pack.rxcui,
    strength,
    doseForm: "pack",
    qualifier: null,
    duration,
    unitContent: null,
    label: doseLabel({ strength, doseForm: "pack", qualifier: null, duration, unitContent: null }, "en-US"),
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
