// Quantities a pharmacy would not dispense (twentieth pass, prisma/seed/README.md), over every dose of the catalog:
//   package-not-whole  a dose handed over in its package (bottles, pumps, tubes, canisters, nebulizer boxes: the
//                      forms of BOTTLE_KINDS and PACKAGE_READ_KINDS but oral liquids, which are poured) whose NDCs'
//                      package the data reads (the divisor of the state's quarterly units, or the price of a package
//                      it bills whole: bottle-volumes.ts), offered or defaulted in a quantity that is not whole packages
//   package-unread     such a dose whose package no file reads (reported: the form's sizes or the rounded fill stand)
//   fallback-borrowable a dose no file fills whose same ingredients (salts aside), strength and form are filled under
//                      another medication (moiety-doses.ts), at another default quantity
//   fallback-band      a dose no file fills, with no such twin, whose ingredients and form are filled at other
//                      strengths that all read one count a month, other than its own (reported)
//   fallback-interval  a tablet or capsule no file fills nor Part D claims, whose name states its interval ("12 HR":
//                      twice a day), offered a month at another rate (reported)
//   otc-metric-sizes   such a dose sold over the counter (every NDC's NADAC OTC flag), of a tube or a bottle by the mL,
//                      that no file fills, no claim and no filled sibling of its form speaks for, offered in the
//                      prescription metric sizes, not the ounces its label states (twenty-second pass: OTC_TUBES,
//                      OTC_BOTTLES; derive-quantities.ts customarySized)
//   and the twenty-first pass's handles (measure-package-handles.ts): canister-by-weight, pump-not-whole,
//   paired-tablets, mixed-sizes (reported)
// Read by scripts/measure-quantity-packages.ts and seed-quantity-packages.test.ts.
import type { Bottle } from "./bottle-volumes";
import { soldOverTheCounter } from "./choose-default-dose";
import { BOTTLE_KINDS, namedTimesADay, OTC_BOTTLES, OTC_TUBES, PACKAGE_READ_KINDS } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import type { DispensingIndex } from "./index-dispensing";
import type { DoseFinding } from "./measure-dispensed-once";
import { labelledBottleOf } from "./labelled-bottles";
import { HANDLE_CLASSES, isWholePackages, measurePackageHandles, seedNebulizerVial, seedPumpContent } from "./measure-package-handles"; // prettier-ignore
import { moietyOf } from "./moiety-doses";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

export const PACKAGE_CLASSES = ["package-not-whole", "package-unread", "otc-metric-sizes", "fallback-borrowable", "fallback-band", "fallback-interval", ...HANDLE_CLASSES] as const; // prettier-ignore
export type PackageClass = (typeof PACKAGE_CLASSES)[number];

export type PackageFinding = DoseFinding<PackageClass>;

export type PackageMeasure = {
  doses: number;
  packageDoses: number; // doses of the package forms measured
  read: number; // of them, with a package read
  counts: Record<PackageClass, { doses: number; defaults: number }>;
  findings: PackageFinding[];
};

const offeredOf = (d: CatalogDose) => d.quantities.map((q) => q.unitCount * Number(d.baseValue));
const defaultOf = (d: CatalogDose) =>
  (d.quantities.find((q) => q.value === d.defaultQuantity)?.unitCount ?? NaN) * Number(d.baseValue);

/** A dose's ingredients (salts aside), strengths, form and release, as one key (moiety-doses.ts, on the seed). */
export function seedMoietyKeyOf(m: Pick<CatalogMedication, "generic">, d: CatalogDose): string {
  const names = m.generic.split(" / ").map(moietyOf);
  const strengths = d.strength.split("-");
  const pairs = names.length === strengths.length ? names.map((n, i) => `${n} ${strengths[i]}`) : [...names, d.strength]; // prettier-ignore
  const unit = d.unitContent ? `${d.unitContent.value} ${d.unitContent.unit}` : "";
  const duration = d.duration ? `${d.duration.value} ${d.duration.unit}` : "";
  return [d.qualifier ?? "", unit, duration, d.doseForm, [...pairs].sort().join(" + ")].join("|");
}
const seedBandKeyOf = (m: Pick<CatalogMedication, "generic">, d: CatalogDose) =>
  [d.doseForm, m.generic.split(" / ").map(moietyOf).sort().join(" + ")].join("|");

const isPackageForm = (d: CatalogDose) => {
  const kind = FORM_KINDS[d.doseForm];
  return (BOTTLE_KINDS.has(kind) || PACKAGE_READ_KINDS.has(kind)) && kind !== "oral-liquid";
};
// Counted by the gram or mL (a package's content), not as devices or boxes the derivation already counts whole.
const byMeasure = (d: CatalogDose) => !d.package && d.baseValue === "1" && (d.unitKey === "g" || d.unitKey === "mL");

export function measureQuantityPackages(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  descriptionsOf?: (ndc: string) => readonly string[], // NADAC's descriptions of an NDC (pump-contents.ts)
  otcOf?: (ndc: string) => boolean | null | undefined, // NADAC's OTC flag of an NDC (the seed's ndcs)
): PackageMeasure {
  const findings: PackageFinding[] = [];
  const add = (cls: PackageClass, m: CatalogMedication, d: CatalogDose, note: string) =>
    findings.push({ cls, slug: m.slug, dose: d.label, isDefaultDose: m.defaultDose === d.ndc, offered: offeredOf(d), defaultCount: defaultOf(d), note }); // prettier-ignore
  // Every medication's NDCs of one dose, pooled as the derivation pools them (by strength and form, whoever labels it;
  // salts aside for the twins).
  const pooled = new Map<string, string[]>();
  const twins = new Map<string, { m: CatalogMedication; d: CatalogDose }[]>();
  const bands = new Map<string, { m: CatalogMedication; d: CatalogDose }[]>();
  for (const m of medications)
    for (const d of m.doses) {
      const key = seedMoietyKeyOf(m, d);
      pooled.set(key, [...(pooled.get(key) ?? []), ...d.ndcs]);
      twins.set(key, [...(twins.get(key) ?? []), { m, d }]);
      bands.set(seedBandKeyOf(m, d), [...(bands.get(seedBandKeyOf(m, d)) ?? []), { m, d }]);
    }
  let doses = 0;
  let packageDoses = 0;
  let read = 0;
  for (const m of medications)
    for (const d of m.doses) {
      doses++;
      if (isPackageForm(d) && byMeasure(d)) {
        packageDoses++;
        const exact = FORM_KINDS[d.doseForm] === "inhaler";
        const found = packagesOf(dispensing, d.ndcs, pooled.get(seedMoietyKeyOf(m, d)) ?? [], exact);
        // A label's bottle, or (twenty-third pass) its tube or bottle of a form sold whole or poured (labelled-bottles.ts).
        const labelled = labelledBottleOf(m.generic, d.doseForm, d.strength);
        // A tube's or canister's package is its own where the dose's fill is one to three of it (readPackagePlan):
        // another package of the product (triamcinolone's 80 g jar beside its 15 g tube) is not the dose's.
        const fill = dispensing.ofNdcs(pooled.get(seedMoietyKeyOf(m, d)) ?? d.ndcs)?.unitsPerRx;
        const near = (p: Bottle) => BOTTLE_KINDS.has(FORM_KINDS[d.doseForm]) || p.billed || !fill || (Math.round(fill / p.volume) >= 1 && Math.round(fill / p.volume) <= 3); // prettier-ignore
        // A pump whose content NADAC's descriptions give is read so (pump-contents.ts; its class is pump-not-whole).
        const pump = descriptionsOf ? seedPumpContent(m, d, descriptionsOf) : null;
        // A nebulizer's single-dose vial its description states is read so (its class is nebulizer-not-boxes).
        const vial = descriptionsOf ? seedNebulizerVial(d, descriptionsOf, m.generic) : null;
        const content = pump ?? vial;
        const described: Bottle[] = content
          ? [{ ndc: "", volume: content, unitsPerRx: content, prescriptions: 0 }]
          : [];
        const packages = found.length > 0 ? found.filter(near) : labelled ? [labelled] : described;
        if (packages.length === 0) {
          add("package-unread", m, d, `fills ${fillNote(dispensing, d.ndcs)}`);
          if (otcOf && offMetric(m, d, otcOf)) add("otc-metric-sizes", m, d, `offered ${offeredOf(d).join("/")}`);
        } else {
          read++;
          const fits = (n: number) => packages.some((p) => isWholePackages(n, p.volume));
          const off = [...offeredOf(d), defaultOf(d)].filter((n) => !fits(n));
          const said = packages.map((p) => `${p.volume}${p.billed ? " (billed whole)" : p.labelled ? " (label)" : ""}`).join(", "); // prettier-ignore
          if (off.length > 0) add("package-not-whole", m, d, `packages read ${said}; not whole: ${off.join(", ")}`);
        }
      }
      if (d.dispensed !== null || d.package) continue;
      const filled = (twins.get(seedMoietyKeyOf(m, d)) ?? []).filter((t) => t.d.dispensed && t.d.unitKey === d.unitKey); // prettier-ignore
      const top = filled.sort((a, b) => (b.d.dispensed ?? 0) - (a.d.dispensed ?? 0))[0];
      if (top) {
        if (defaultOf(top.d) !== defaultOf(d))
          add("fallback-borrowable", m, d, `${top.m.slug} ${top.d.label}: ${defaultOf(top.d)} (${top.d.dispensed} prescriptions)`); // prettier-ignore
        continue;
      }
      const band = (bands.get(seedBandKeyOf(m, d)) ?? []).filter((t) => t.d.dispensed && t.d.unitKey === d.unitKey && FORM_KINDS[d.doseForm] === "oral-solid"); // prettier-ignore
      const months = new Set(band.map((t) => defaultOf(t.d)));
      if (band.length >= 2 && months.size === 1 && !months.has(defaultOf(d)))
        add("fallback-band", m, d, `${band.length} filled strengths at ${[...months][0]}`);
      const named = FORM_KINDS[d.doseForm] === "oral-solid" && !m.claims ? namedTimesADay(d.duration) : null;
      if (named && [28, 30, 56, 60, 84, 90, 120].includes(defaultOf(d)) && defaultOf(d) !== 30 * named)
        add("fallback-interval", m, d, `named ${named} a day`);
    }
  for (const f of measurePackageHandles(medications, descriptionsOf)) add(f.cls, f.m, f.d, f.note);
  const counts = Object.fromEntries(PACKAGE_CLASSES.map((c) => [c, { doses: 0, defaults: 0 }])) as PackageMeasure["counts"]; // prettier-ignore
  for (const f of findings) {
    counts[f.cls].doses++;
    if (f.isDefaultDose) counts[f.cls].defaults++;
  }
  return { doses, packageDoses, read, counts, findings };
}

// The packages read for a dose: its own NDCs' first, else its pooled dose's, each the divisor of the state's units or
// the price of a package it bills whole (a divisor of a billed NDC counts packages: left out, as the derivation does).
// A canister's product code also holds its samples (Dulera's 60 puffs beside its 120): only the NDCs' own packages.
function packagesOf(
  dispensing: DispensingIndex,
  own: readonly string[],
  pooledNdcs: readonly string[],
  exact: boolean,
): Bottle[] {
  // prettier-ignore
  for (const ndcs of [own, pooledNdcs]) {
    const billed = dispensing.billedPackageOf?.(ndcs);
    const read = (dispensing.bottlesOf?.(ndcs) ?? []).filter((b) => (!billed || b.ndc !== billed.ndc) && (!exact || ndcs.includes(b.ndc))); // prettier-ignore
    const all = [...read, ...(billed ? [billed] : [])];
    if (all.length > 0) return all;
  }
  return [];
}

// An over-the-counter tube (by the g) or bottle (by the mL) no file fills, nor a claim or a filled sibling of its form
// (customarySized), offered in sizes other than the customary ounces.
function offMetric(m: CatalogMedication, d: CatalogDose, otcOf: (ndc: string) => boolean | null | undefined) {
  const kind = FORM_KINDS[d.doseForm];
  const sizes = kind === "topical-semisolid" && d.unitKey === "g" ? OTC_TUBES : kind === "topical-liquid" && d.unitKey === "mL" ? OTC_BOTTLES : null; // prettier-ignore
  if (!sizes || /^(vaginal|rectal)-/.test(d.doseForm) || d.dispensed !== null || m.claims) return false;
  if (!soldOverTheCounter(d.ndcs.map(otcOf)) || m.doses.some((o) => o.doseForm === d.doseForm && o.dispensed)) return false; // prettier-ignore
  return offeredOf(d).some((n) => !sizes.includes(n));
}

function fillNote(dispensing: DispensingIndex, ndcs: readonly string[]): string {
  const fill = dispensing.ofNdcs(ndcs);
  return fill ? `${fill.unitsPerRx.toFixed(1)} a fill (${fill.source})` : "none";
}
