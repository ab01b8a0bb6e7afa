// Every dose dispensed in a unit other than a tablet or capsule (vials, pens, syringes, inhalers, bottles, tubes,
// packets, patches...) against what it is sold and dispensed as (scripts/measure-package-units.ts, twelfth pass):
//   not-whole-vials  a measured injection whose vial NADAC's description (or its sibling strengths) states, whose
//                    default is not a whole number of those vials (testosterone enanthate 10 mL of a 5 mL vial)
//   carton-split     a single-dose pen or syringe counted one by one while the product's other strengths of the same
//                    device are sold by the labelled carton (Zepbound 2.5 mg: 1 pen, its 5 mg a carton of 4)
//   far-from-fill    a default over twice or under half the pooled dispensing evidence's mean fill (SDUD)
//   far-from-claim   no dispensing evidence, and a default over twice or under half the Part D claim of a brand that
//                    sells one kind of form (its row can only be that form's)
import type { CatalogMedication } from "../catalog-types";
import { FORM_KINDS } from "./dose-forms";
import type { DispensingIndex, DoseDispensing } from "./index-dispensing";
import type { UsualFills } from "./usual-fills";
import { parseRxnormName } from "./parse-rxnorm-name";
import { siblingVialVolume, vialVolumeOf } from "./vial-volumes";
import { billedByTheDose } from "./derive-quantities";

export type PackageUnitKind = "not-whole-vials" | "carton-split" | "far-from-fill" | "far-from-claim";
export const PACKAGE_UNIT_KINDS: PackageUnitKind[] = ["not-whole-vials", "carton-split", "far-from-fill", "far-from-claim"]; // prettier-ignore

export type PackageUnitFlag = {
  kind: PackageUnitKind;
  slug: string;
  dose: string;
  isDefaultDose: boolean;
  unitKey: string;
  baseValue: number;
  offered: number[]; // unit counts
  defaultValue: number; // pricing units
  defaultCost: number; // at the dose's NADAC
  expected: string; // what the evidence says, in words
};

export type PackageUnitMeasure = {
  doses: number; // doses of the class (not a tablet, capsule or cycle pack)
  defaultDoses: number; // of which a medication's default dose
  byTheDose: number; // stated vials whose fills hold under half of one, left by the mL (billedByTheDose)
  counts: Record<PackageUnitKind, number>;
  defaultCounts: Record<PackageUnitKind, number>; // on default doses only
  flags: PackageUnitFlag[];
};

type Dose = CatalogMedication["doses"][number];

// Further than this factor either way from the usual fill or claim is far from it (audit-default-doses FAR_FACTOR).
export const FAR = 2;
const DEVICE_FORMS = new Set(["prefilled-syringe", "auto-injector", "pen-injector", "cartridge"]);

export const inClass = (d: Pick<Dose, "doseForm">) =>
  FORM_KINDS[d.doseForm] !== "oral-solid" && FORM_KINDS[d.doseForm] !== "pack";

// The RxNorm name is not in the seed: the label's strength ("200 mg/mL") is its concentration (a combination's
// summed), written in lower case.
function nameOf(d: Dose) {
  const m = /^([\d.,]+) (mg|mcg|units|mEq)\/mL$/.exec(d.strength);
  if (!m) return null;
  const unit = { mg: "MG", mcg: "MCG", units: "UNT", mEq: "MEQ" }[m[2]!]!;
  return parseRxnormName(`x ${m[1]!.replace(/,/g, "")} ${unit}/ML Injectable Solution`);
}

export function measurePackageUnits(
  medications: readonly CatalogMedication[],
  dispensing: Pick<DispensingIndex, "ofNdcs">,
  usualFills: Pick<UsualFills, "unitsPerClaim">,
  descriptionsOf: (ndc: string) => readonly string[],
): PackageUnitMeasure {
  // Evidence pools every medication selling the strength and form, as the derivation does.
  const keyOf = (m: CatalogMedication, d: Dose) =>
    [m.generic, d.strength, d.doseForm, d.qualifier, d.unitContent?.value, d.unitContent?.unit].join("|");
  const pooled = new Map<string, string[]>();
  for (const m of medications) for (const d of m.doses) pooled.set(keyOf(m, d), [...(pooled.get(keyOf(m, d)) ?? []), ...d.ndcs]); // prettier-ignore
  const cache = new Map<string, DoseDispensing | null>();
  const evidenceOf = (m: CatalogMedication, d: Dose) => {
    const key = keyOf(m, d);
    if (!cache.has(key)) cache.set(key, dispensing.ofNdcs(pooled.get(key) ?? []));
    return cache.get(key) ?? null;
  };

  const flags: PackageUnitFlag[] = [];
  let doses = 0;
  let defaultDoses = 0;
  let byTheDose = 0;
  for (const m of medications) {
    const oneKind = new Set(m.doses.map((d) => FORM_KINDS[d.doseForm])).size === 1;
    for (const d of m.doses) {
      if (!inClass(d)) continue;
      doses++;
      const isDefaultDose = d.ndc === m.defaultDose;
      if (isDefaultDose) defaultDoses++;
      const base = Number(d.baseValue);
      const defaultValue = Number(d.defaultQuantity);
      const flag = (kind: PackageUnitKind, expected: string) =>
        flags.push({
          kind,
          slug: m.slug,
          dose: d.label,
          isDefaultDose,
          unitKey: d.unitKey,
          baseValue: base,
          offered: d.quantities.map((q) => q.unitCount),
          defaultValue,
          defaultCost: Math.round(defaultValue * (d.nadacPerUnit ?? 0)),
          expected,
        });

      // Vials: the volume NADAC's descriptions state, else the medication's other strengths' (vial-volumes.ts).
      if (FORM_KINDS[d.doseForm] === "injection" && d.pricingUnit === "ML" && !d.unitContent) {
        const name = nameOf(d);
        const siblings = m.doses.filter((o) => o !== d && o.doseForm === d.doseForm);
        const vial =
          (name && vialVolumeOf(d.ndcs, descriptionsOf, name)) ??
          (siblings.some((o) => !o.unitContent) ? null : siblingVialVolume(siblings.map((o) => o.unitContent?.unit === "mL" ? o.unitContent.value : null))); // prettier-ignore
        const whole =
          vial !== null && d.unitKey === "vial" && Number.isInteger(Number((defaultValue / vial).toFixed(6)));
        // Fills under half the vial are a smaller package's or a clinic's dose (derive-quantities billedByTheDose).
        const fill = evidenceOf(m, d);
        if (vial !== null && fill && billedByTheDose(vial, { unitsPerFill: fill.unitsPerRx, daysPerFill: 30 }))
          byTheDose++;
        else if (vial !== null && !whole) flag("not-whole-vials", `vials of ${vial} mL`);
      }

      // Single-dose devices: counted by the carton when the product's other strengths of that device are.
      if (DEVICE_FORMS.has(d.doseForm) && !d.unitKey.startsWith("box-of-")) {
        const carton = m.doses.find(
          (o) =>
            o !== d &&
            o.doseForm === d.doseForm &&
            o.unitContent?.value === d.unitContent?.value &&
            o.unitKey.startsWith("box-of-"),
        );
        if (carton) flag("carton-split", `a ${carton.unitKey.replace(/-/g, " ")} as ${carton.label}`);
      }

      // The dispensing evidence, pooled over the strength and form.
      const evidence = evidenceOf(m, d);
      if (evidence && (defaultValue > FAR * evidence.unitsPerRx || defaultValue < evidence.unitsPerRx / FAR))
        flag("far-from-fill", `${evidence.unitsPerRx.toFixed(1)} a fill (${evidence.source})`);
      // Without evidence, the Part D claim of a brand that sells one kind of form.
      else if (!evidence && oneKind && m.name !== m.generic) {
        const claim = usualFills.unitsPerClaim(m.name, "immediate");
        if (claim && (defaultValue > FAR * claim || defaultValue < claim / FAR))
          flag("far-from-claim", `${claim.toFixed(1)} a Part D claim`);
      }
    }
  }
  const counts = Object.fromEntries(PACKAGE_UNIT_KINDS.map((k) => [k, 0])) as Record<PackageUnitKind, number>;
  const defaultCounts = { ...counts };
  for (const f of flags) {
    counts[f.kind]++;
    if (f.isDefaultDose) defaultCounts[f.kind]++;
  }
  return { doses, defaultDoses, byTheDose, counts, defaultCounts, flags };
}
