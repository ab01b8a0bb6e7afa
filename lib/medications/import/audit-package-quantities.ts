// Every dose of the catalog (not only defaults) against what is handed over as a package (fifteenth pass,
// prisma/seed/README.md): scripts/audit-package-quantities.ts prints the counts, seed-bottles.test.ts holds them.
//   single-as-month    the dose's fills or its own Part D claim are a single dose or a short course (at most
//                      FEW_UNITS units) and its default is a month of it (3x that or more)
//   not-whole-packages a package counted in a part of one (a unit count that is not whole); a unit sold whole counted
//                      by the gram or mL (unitAsMeasure); a bottle form whose bottle the state's quarterly units read
//                      (bottle-volumes.ts) offered in a volume that is not whole bottles
//   between-bottles    an eye or ear drop whose bottle no file reads offered in a volume between two of its form's
//                      bottles (the rounded mean of fills of several bottles: latanoprost 4 mL of 2.5 mL bottles)
//   package-not-read   a dose of a form sold whole or poured (PACKAGE_READ_KINDS: oral liquids, tubes, eye ointments,
//                      dental pastes, canisters named by puffs, nebulizer boxes) whose fill is one to three of a package
//                      the quarterly units read, and whose default is not whole packages of one read (sixteenth pass:
//                      azithromycin suspension 22 mL of 15 mL bottles, metronidazole vaginal gel 60 g of 70 g tubes)
//   oral-liquid-volume an oral liquid's default outside its form's bottles and no whole bottles read: reported, not a
//                      fault (a pharmacist pours a solution from a stock bottle), and not counted as one
import { FEW_UNITS, SINGLE_FACTOR, unitAsMeasure } from "./audit-default-doses";
import type { Bottle } from "./bottle-volumes";
import { BOTTLE_KINDS, PACKAGE_READ_KINDS } from "./derive-quantities";
import { FORM_KINDS } from "./dose-forms";
import { labelledBottleOf } from "./labelled-bottles";
import { COURSE_VOLUMES, OTC_ORAL_BOTTLES, STOCK_BOTTLES } from "./oral-liquid-volumes";
import type { DispensingIndex } from "./index-dispensing";
import { poolEvidence } from "./measure-dispensing-fit";
import { partDKeyOf, type UsualFills } from "./usual-fills";
import type { CatalogDose, CatalogMedication } from "../catalog-types";

export type PackageAuditKind =
  "single-as-month" | "not-whole-packages" | "between-bottles" | "package-not-read" | "oral-liquid-volume";
export const PACKAGE_AUDIT_KINDS: PackageAuditKind[] = [
  "single-as-month",
  "not-whole-packages",
  "between-bottles",
  "package-not-read",
  "oral-liquid-volume",
];
export type PackageAuditRow = {
  kind: PackageAuditKind;
  slug: string;
  dose: string;
  isDefault: boolean;
  defaultQuantity: string;
  offered: string[];
  note: string;
};
export type PackageAudit = {
  doses: number;
  bottlesRead: number; // doses of a bottle form whose bottle the quarterly units read
  counts: Record<PackageAuditKind, { doses: number; defaults: number }>;
  rows: PackageAuditRow[];
};

// The bottles each form's derivation offers when no file reads one (derive-quantities planOf; an oral liquid's by its
// class, oral-liquid-volumes.ts).
export const FORM_BOTTLES: Record<string, number[]> = {
  ophthalmic: [2.5, 5, 10, 15],
  otic: [5, 10],
  "oral-liquid": [...new Set([...STOCK_BOTTLES, ...COURSE_VOLUMES, ...OTC_ORAL_BOTTLES])].sort((a, b) => a - b),
};

const whole = (n: number) => Math.abs(n - Math.round(n)) < 1e-6;

export function auditPackageQuantities(
  medications: readonly CatalogMedication[],
  dispensing: DispensingIndex,
  usualFills: Pick<UsualFills, "unitsPerClaim">,
): PackageAudit {
  const { keyOf, evidenceOf } = poolEvidence(medications, dispensing);
  const pooled = new Map<string, string[]>();
  const kindsOfName = new Map<string, Set<string>>();
  for (const m of medications)
    for (const d of m.doses) {
      pooled.set(keyOf(m, d), [...(pooled.get(keyOf(m, d)) ?? []), ...d.ndcs]);
      if (d.doseForm !== "pack")
        kindsOfName.set(partDKeyOf(m.generic), (kindsOfName.get(partDKeyOf(m.generic)) ?? new Set()).add(FORM_KINDS[d.doseForm])); // prettier-ignore
    }
  // The bottle as the derivation reads it: the dose's own NDCs', else the pooled strength and form's, else its label's
  // (labelled-bottles.ts: trifluridine's 7.5 mL, flunisolide's 25 mL).
  const bottleOf = (m: CatalogMedication, d: CatalogDose): Bottle | null =>
    dispensing.bottleOf?.(d.ndcs) ??
    dispensing.bottleOf?.(pooled.get(keyOf(m, d)) ?? []) ??
    labelledBottleOf(m.generic, d.doseForm, d.strength);
  // The packages as the derivation reads them for a form sold whole or poured: the dose's own NDCs' (a canister only
  // its own NDC11s'), else the pooled strength and form's.
  const packagesOf = (m: CatalogMedication, d: CatalogDose): Bottle[] => {
    const own = dispensing.bottlesOf?.(d.ndcs) ?? [];
    if (FORM_KINDS[d.doseForm] === "inhaler") return own.filter((b) => d.ndcs.includes(b.ndc));
    const read = own.length > 0 ? own : (dispensing.bottlesOf?.(pooled.get(keyOf(m, d)) ?? []) ?? []);
    // Where no quarter reads one, the package its label states (labelled-bottles.ts, twenty-third pass).
    const labelled = read.length > 0 ? null : labelledBottleOf(m.generic, d.doseForm, d.strength);
    return labelled ? [labelled] : read;
  };
  const audit: PackageAudit = {
    doses: 0,
    bottlesRead: 0,
    counts: Object.fromEntries(PACKAGE_AUDIT_KINDS.map((k) => [k, { doses: 0, defaults: 0 }])) as PackageAudit["counts"], // prettier-ignore
    rows: [],
  };
  for (const m of medications)
    for (const d of m.doses) {
      audit.doses++;
      const kind = FORM_KINDS[d.doseForm];
      const isDefault = d.ndc === m.defaultDose;
      const value = Number(d.defaultQuantity);
      const row = (k: PackageAuditKind, note: string) => {
        audit.rows.push({ kind: k, slug: m.slug, dose: d.label, isDefault, defaultQuantity: d.defaultQuantity, offered: d.quantities.map((q) => q.value), note }); // prettier-ignore
        audit.counts[k].doses++;
        if (isDefault) audit.counts[k].defaults++;
      };
      // Single doses and short courses offered as months: the dose's own fills, else its name's Part D row where the
      // catalog sells one kind of form under the name (a generic's row pools every form: tenth pass).
      const evidence = evidenceOf(m, d);
      const oneKind = (kindsOfName.get(partDKeyOf(m.generic))?.size ?? 0) === 1;
      const claim = m.name !== m.generic || oneKind ? usualFills.unitsPerClaim(m.name, "immediate") : null;
      const few = [evidence?.unitsPerRx, evidence ? null : claim].filter((u): u is number => u != null && u <= FEW_UNITS); // prettier-ignore
      if (
        d.unitKey !== "mL" &&
        d.unitKey !== "g" &&
        few.length > 0 &&
        value >= SINGLE_FACTOR * Math.max(...few) &&
        value > FEW_UNITS / 2
      )
        // prettier-ignore
        row("single-as-month", `${Math.max(...few).toFixed(1)} units a fill`);
      // Packages counted in a part of one.
      const q = d.quantities.find((x) => x.value === d.defaultQuantity);
      if (d.package && q && !whole(q.unitCount)) row("not-whole-packages", `${q.unitCount} packages`);
      const sold = unitAsMeasure(d);
      if (!d.package && sold) row("not-whole-packages", sold);
      // Packages read for a form sold whole or poured, where the fill is one to three of one.
      const packages = PACKAGE_READ_KINDS.has(kind) ? packagesOf(m, d) : [];
      const fill = evidence?.unitsPerRx ?? packages[0]?.unitsPerRx ?? 0;
      const fits = packages.filter((p) => Math.round(fill / p.volume) >= 1 && Math.round(fill / p.volume) <= 3);
      const wholeOf = (p: Bottle) =>
        d.package ? Math.abs(Number(d.baseValue) - p.volume) < 1e-6 : whole(value / p.volume) && value / p.volume <= 3;
      if (fits.length > 0 && !packages.some(wholeOf))
        row("package-not-read", `${value} ${d.unitKey}, not whole packages of ${packages.map((p) => p.volume).join("/")} (fill ${fill.toFixed(1)})`); // prettier-ignore
      // Bottles.
      if (!BOTTLE_KINDS.has(kind) && kind !== "oral-liquid") continue;
      if (d.package || d.unitContent || (d.unitKey !== "mL" && d.unitKey !== "g")) continue;
      const bottle = BOTTLE_KINDS.has(kind) ? bottleOf(m, d) : null;
      if (bottle) {
        audit.bottlesRead++;
        if (!whole(value / bottle.volume))
          row("not-whole-packages", `${value / bottle.volume} bottles of ${bottle.volume} (NDC ${bottle.ndc})`);
        continue;
      }
      const sizes = FORM_BOTTLES[kind];
      if (!sizes || d.unitKey !== "mL" || sizes.includes(value) || packages.some(wholeOf)) continue;
      if (kind === "oral-liquid") row("oral-liquid-volume", `${value} mL, not one of ${sizes.join("/")}`);
      else row("between-bottles", `${value} mL, between the form's bottles ${sizes.join("/")}`);
    }
  return audit;
}
