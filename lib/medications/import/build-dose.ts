// Builds one CatalogDose from the NDCs of one strength and form: representative NDC, strength, label, quantities.
import { soldOverTheCounter } from "./choose-default-dose";
import { chooseRepresentativeNdc, compareNdcs, type PriceableNdc } from "./choose-representative-ndc";
import { deriveQuantities, type FillEvidence } from "./derive-quantities";
import { formatStrength } from "./format-strength";
import { packageSizeOf } from "./package-sizes";
import { cartonOf, nebulizerCartonOf, nebulizerVialOf } from "./carton-sizes";
import { labelledBottleOf } from "./labelled-bottles";
import { FORM_KINDS } from "./dose-forms";
import { vialVolumeOf } from "./vial-volumes";
import { pumpContentOf } from "./pump-contents";
import type { Bottle } from "./bottle-volumes";
import { doseLabel } from "../dose-labels";
import { genericNameOf, type RxnormName } from "./parse-rxnorm-name";
import type { CatalogDose, DoseDuration, DoseForm, UnitContent } from "../catalog-types";

export type DoseGroup = { name: RxnormName; form: DoseForm; ndcs: PriceableNdc[] };

export type BuiltDose = {
  dose: CatalogDose;
  pricePoints: number; // summed over the dose's NDCs, for the default-dose rule
  leftOut: PriceableNdc[]; // NDCs whose pricing unit differs from the representative's
};

export function toDuration(name: RxnormName): DoseDuration | null {
  if (name.quantity?.unit === "HR") return { value: name.quantity.value, unit: "hour" };
  if (name.quantity?.unit === "DAY") return { value: name.quantity.value, unit: "day" };
  return null;
}

export function toUnitContent(name: RxnormName): UnitContent | null {
  if (name.quantity?.unit === "ML") return { value: name.quantity.value, unit: "mL" };
  if (name.quantity?.unit === "ACTUAT") return { value: name.quantity.value, unit: "actuation" };
  if (name.quantity?.unit === "MG") return { value: name.quantity.value / 1000, unit: "g" };
  return null;
}

// RxNorm qualifiers that name a product's units a day ("Twice-Daily": Flector's patch; derive-quantities.ts).
const LABELLED_TIMES: Record<string, number> = { "once-daily": 1, "twice-daily": 2 };

// Quantities are multiples of baseValue; rounding keeps 2.5 x 3 from printing as 7.499999.
const decimal = (value: number) => String(Number(value.toFixed(4)));

/** Returns a reason instead of a dose when the dose cannot be priced for a quantity a patient would ask for. */
export function buildDose(
  group: DoseGroup,
  {
    micrograms,
    unitsPerClaim = null,
    partDDays,
    evidence = null,
    acute = null,
    spaced,
    monthlyRate,
    product = null,
    blistersPerDose,
    claimOfForm,
    descriptionsOf,
    siblingVial = null,
    measuredInjectionFill = null,
    strengthsTimesADay,
    tabletsPerDose,
    siblingFill = null,
    bottle = null,
    packagesRead = [],
    moleculeCourse,
    boxesRead = [],
  }: {
    micrograms: boolean;
    unitsPerClaim?: number | null;
    partDDays?: number;
    evidence?: FillEvidence | null;
    acute?: boolean | null;
    spaced?: boolean;
    monthlyRate?: boolean; // the molecule's spaced fills are a tablet or two (spacedRateOf)
    product?: string | null; // the medication's name, to find the dose's labelled package
    blistersPerDose?: number; // of a blister dry-powder inhaler (derive-quantities.ts)
    claimOfForm?: boolean; // unitsPerClaim is a Part D row of this form only (derive-quantities.ts)
    descriptionsOf?: (ndc: string) => readonly string[]; // NADAC's descriptions of an NDC (vial-volumes.ts)
    siblingVial?: number | null; // the vial of the medication's other strengths of the form (siblingVialVolume)
    measuredInjectionFill?: number | null; // the median fill (mL) of measured injections (derive-quantities.ts)
    strengthsTimesADay?: number; // the doses a day the medication's filled strengths of the form share (derive-quantities.ts)
    tabletsPerDose?: number; // the tablets one dose of a paired metformin combination takes (paired-tablets.ts)
    siblingFill?: FillEvidence | null; // the fill of the medication's filled strength of the form (derive-quantities.ts)
    bottle?: Bottle | null; // the bottle the state's quarterly units read for the dose (bottle-volumes.ts)
    packagesRead?: readonly Bottle[]; // the package sizes those units read for a dose sold whole or poured (derive-quantities.ts)
    moleculeCourse?: boolean; // the molecule's tablets are filled as courses (derive-quantities.ts)
    boxesRead?: readonly Bottle[]; // the boxes those units read for an over-the-counter lozenge or gum (derive-quantities.ts)
  },
): BuiltDose | string {
  const representative = chooseRepresentativeNdc(group.ndcs);
  if (!representative) return "no priced NDC";
  // Quantities are in the representative's pricing unit, so an NDC billed in another unit cannot share them.
  const sameUnit = group.ndcs.filter((n) => n.pricingUnit === representative.pricingUnit).sort(compareNdcs);
  const leftOut = group.ndcs.filter((n) => n.pricingUnit !== representative.pricingUnit);
  const duration = toDuration(group.name);
  const unitContent = toUnitContent(group.name);
  const strength = formatStrength(group.name, group.form, { micrograms });
  const packageSize = product
    ? packageSizeOf({
        product,
        form: group.form,
        strength,
        content: unitContent?.value ?? null,
        qualifier: group.name.qualifier,
      })
    : null;
  // A measured injection named without a volume: the vial NADAC's descriptions state, else its siblings' (twelfth pass).
  // A nebulizer solution priced per mL: the single-dose vial NADAC's descriptions state (twenty-second pass), else the NDC
  // directory's (carton-sizes.ts, twenty-fourth pass).
  const vialML =
    FORM_KINDS[group.form] === "injection" && !unitContent && representative.pricingUnit === "ML"
      ? (vialVolumeOf([representative.ndc, ...sameUnit.map((n) => n.ndc)], descriptionsOf ?? (() => []), group.name) ??
        siblingVial)
      : FORM_KINDS[group.form] === "nebulizer" && !unitContent && representative.pricingUnit === "ML"
        ? (vialVolumeOf(
            [representative.ndc, ...sameUnit.map((n) => n.ndc)],
            descriptionsOf ?? (() => []),
            group.name,
          ) ?? nebulizerVialOf(genericNameOf(group.name), strength))
        : null;
  const sameUnitNdcs = [representative.ndc, ...sameUnit.map((n) => n.ndc)];
  // Where no file reads the bottle of a bottle form, or the package of a form sold whole or poured, its label's
  // (twentieth and twenty-third passes).
  const labelledPackage = labelledBottleOf(genericNameOf(group.name), group.form, strength);
  const pumpContent = pumpContentOf(group.name, representative.pricingUnit, [...new Set(sameUnitNdcs.flatMap((n) => descriptionsOf?.(n) ?? []))]); // prettier-ignore
  const plan = deriveQuantities({
    otc: soldOverTheCounter([representative, ...sameUnit].map((n) => n.otc)),
    form: group.form,
    pricingUnit: representative.pricingUnit,
    nadacPerUnit: representative.nadacPerUnit,
    unitContent,
    duration,
    ingredientNames: group.name.ingredients.map((i) => i.name),
    unitsPerClaim,
    partDDays,
    evidence,
    acute,
    spaced,
    monthlyRate,
    blistersPerDose,
    claimOfForm,
    labelledTimesADay: group.name.qualifier ? LABELLED_TIMES[group.name.qualifier.toLowerCase()] : undefined,
    amountPerUnit: group.name.ingredients.every((i) => !i.unit.includes("/")),
    packageSize,
    vialML,
    measuredInjectionFill,
    strengthsTimesADay,
    tabletsPerDose,
    siblingFill,
    bottle: bottle ?? labelledPackage,
    packagesRead: packagesRead.length === 0 && labelledPackage ? [labelledPackage] : packagesRead,
    moleculeCourse,
    boxesRead,
    pumpContent,
    carton: cartonOf(genericNameOf(group.name), group.form, strength),
    nebulizerCarton:
      FORM_KINDS[group.form] === "nebulizer" ? nebulizerCartonOf(genericNameOf(group.name), strength) : null,
  });
  if (!plan) return `no quantity rule for ${group.form} priced per ${representative.pricingUnit}`;
  const labelled = { strength, doseForm: group.form, qualifier: group.name.qualifier, duration, unitContent };
  const dose: CatalogDose = {
    ndc: representative.ndc,
    rxcui: representative.rxcui ?? "",
    strength,
    doseForm: group.form,
    qualifier: group.name.qualifier,
    duration,
    unitContent,
    label: doseLabel(labelled, "en-US"),
    unitKey: plan.unitKey,
    baseValue: decimal(plan.baseValue),
    package: plan.package,
    quantities: plan.counts.map((count) => ({ value: decimal(count * plan.baseValue), unitCount: count })),
    defaultQuantity: decimal(plan.defaultCount * plan.baseValue),
    // No file says which drugs are controlled (DEA schedules) or under REMS/specialty programs: Drugs@FDA carries
    // neither, and inferring them from names would invent regulatory facts. Every dose is outside any program.
    program: false,
    nadacPerUnit: representative.nadacPerUnit,
    pricingUnit: representative.pricingUnit,
    pricingUnitSource: representative.pricingUnitSource,
    nadacDate: representative.nadacDate,
    ndcs: sameUnit.map((n) => n.ndc),
    dispensed: null, // the catalog's evidence, set by build-catalog
  };
  return { dose, pricePoints: sameUnit.reduce((sum, n) => sum + n.pricePoints, 0), leftOut };
}
